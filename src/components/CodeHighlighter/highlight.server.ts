/**
 * prism-react-renderer in the server's bundle (plugins/lazy-prism.ts): highlights with the site's
 * Prism, so the page's HTML holds every code block highlighted.
 */
import type {ReactNode} from 'react';
import type {HighlightProps} from 'prism-react-renderer';
import Prism from './prism';
import {highlightWith} from './prism-react-renderer';

export function Highlight(props: HighlightProps): ReactNode {
  return highlightWith(props, Prism);
}

export {Prism};

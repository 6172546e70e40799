/**
 * prism-react-renderer in the browser's bundle (plugins/lazy-prism.ts): no Prism in a page's
 * first load. A code block of the page's HTML keeps its highlighted markup
 * (src/theme/CodeBlock/Content), so only a block the browser draws itself (after a client-side
 * navigation, or whose HTML was stale) highlights here: as plain lines until the site's Prism
 * (./prism.ts, a chunk of its own) has loaded, then highlighted.
 */
import {useEffect, useReducer, type ReactNode} from 'react';
import type {HighlightProps, PrismLib} from 'prism-react-renderer';
import {highlightWith} from './prism-react-renderer';

let prism: PrismLib | undefined;
let loading: Promise<unknown> | undefined;

/** The site's Prism, loaded once. */
function loadPrism(): Promise<unknown> {
  loading ??= import('./prism').then((module) => {
    prism = module.default;
  });
  return loading;
}

/** A Prism without grammars: every line one plain token. */
const NO_PRISM = {languages: {}} as PrismLib;

export function Highlight(props: HighlightProps): ReactNode {
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (prism) return undefined;
    let live = true;
    void loadPrism().then(() => live && loaded());
    return () => {
      live = false;
    };
  }, []);
  return highlightWith(props, prism ?? NO_PRISM);
}

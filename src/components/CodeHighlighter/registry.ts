import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Content/String';

type Render = (props: Props) => ReactNode;

let highlighter: Render | undefined;

/**
 * Renders the highlighted code block, once a page with code has loaded it (./register.tsx,
 * imported by the page itself: plugins/remark-code-highlighter.ts). Until then undefined, and
 * src/theme/CodeBlock shows the code unhighlighted.
 */
export function codeHighlighter(): Render | undefined {
  return highlighter;
}

export function registerCodeHighlighter(render: Render): void {
  highlighter = render;
}

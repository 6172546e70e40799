/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (MIT, Copyright (c) Facebook, Inc. and its
 * affiliates). Two changes:
 * - No remount after hydration. The theme keys every code block on useIsBrowser() because the
 *   server renders the light Prism colours inline, so a dark-mode reader needs a second render;
 *   that re-highlights every block on every page load. Here the colours are CSS for both modes
 *   (site/prism.ts, cssCodeTheme), so the server's markup is already right in either mode.
 * - The highlighted block comes from the code highlighter the page loaded with it
 *   (src/components/CodeHighlighter), so Prism is not in the main bundle. Markdown pages with
 *   code import it by themselves (plugins/remark-code-highlighter.ts); a React page that shows
 *   a <CodeBlock> must `import '@site/src/components/CodeHighlighter/register';` too: otherwise
 *   the server, which registered it for an earlier page, renders highlighted code that the
 *   browser then renders plain (a hydration mismatch).
 */
import React, {isValidElement, type ReactNode} from 'react';
// CHANGED: no useIsBrowser (no remount) and no StringContent (it comes from the page's highlighter).
import ElementContent from '@theme/CodeBlock/Content/Element';
import {codeHighlighter} from '@site/src/components/CodeHighlighter/registry';
import type {Props} from '@theme/CodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  // CHANGED: no remount after hydration (no key), and the page's highlighter instead of StringContent.
  const children = maybeStringifyChildren(rawChildren);
  const highlighted = codeHighlighter();
  if (typeof children === 'string' && highlighted) return highlighted({...props, children});
  return <ElementContent {...props}>{children}</ElementContent>;
}

import type {ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import {KEEP_SERVER_HTML} from '@site/src/lib/keepServerHtml';

/** The theme's breakpoint (useWindowSize): a window wider than 996 px is a desktop. */
const DESKTOP_MIN_WIDTH = 997;

/**
 * For theme parts a phone never shows: the doc sidebar, the table of contents and the blog
 * sidebar. The server renders them for desktops and CSS hides them under 997 px, but the theme
 * hydrates them on phones too (and the blog keeps its table of contents mounted).
 *
 * In a narrow window this renders, in the part's place, an empty element with
 * dangerouslySetInnerHTML: React keeps whatever markup the server put there without walking it
 * (no hydration), and builds nothing on client-side navigation. On the doc page with the largest
 * sidebar that is 141 elements and their links not hydrated on a phone. A window that grows past
 * the breakpoint gets the part itself.
 *
 * `as` must be the tag of the part's root element: React matches the element, not its classes
 * (the server's classes stay, so CSS still hides it).
 */
export default function DesktopOnly({
  as: Tag = 'div',
  children,
}: {
  as?: 'div' | 'aside';
  children: ReactNode;
}): ReactNode {
  const windowSize = useWindowSize();
  const narrow =
    windowSize === 'mobile' ||
    // Hydration: useWindowSize answers 'ssr' until its effect has run.
    (windowSize === 'ssr' && typeof window !== 'undefined' && window.innerWidth < DESKTOP_MIN_WIDTH);
  if (narrow) return <Tag suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
  return children;
}

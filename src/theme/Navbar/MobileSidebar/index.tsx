/**
 * Wraps the theme's mobile navbar drawer so it is built when first wanted, not on every page
 * load. The theme renders the closed drawer (the navbar links and, on docs, the whole doc
 * sidebar: about 180 elements) right after hydration on every phone, in one synchronous render
 * that was the longest task of a doc page's load after the first layout.
 *
 * "Wanted" is the first pointer over or down on, or keyboard focus of, the menu button: the
 * drawer is in the page before the click that opens it, so it still slides in. A click that comes
 * with none of these first (a screen reader's, or a script's) builds it in the same update as the
 * theme opens it. Only the menu button opens the drawer, so no theme state is read.
 */
import {useEffect, useState, type ReactNode} from 'react';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';

const WANT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'click'] as const;

export default function LazyNavbarMobileSidebar(): ReactNode {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const onEvent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('.navbar__toggle')) setWanted(true);
    };
    for (const type of WANT_EVENTS) document.addEventListener(type, onEvent, {passive: true});
    return () => {
      for (const type of WANT_EVENTS) document.removeEventListener(type, onEvent);
    };
  }, [wanted]);
  return wanted ? <NavbarMobileSidebar /> : null;
}

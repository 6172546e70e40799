import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {canonicalPathSpelling, canonicalUrl, decodesCleanly} from '@site/src/lib/cleanPath';

// Another spelling of a page's path — `/x.html`, `/x/index.html`, `/docs/Q%26A/x`
// (an `&` encoded by a chat app), lowercase hex digits — shows that page under
// its canonical path. Runs once, when the first page loads, before the router
// reads the address: a non-canonical spelling would otherwise match no route
// and the router would replace the page with the not-found page.
//
// When the host already served the page of the canonical path (its
// <link rel="canonical"> says so), the address is corrected in place, with no
// reload. Otherwise (the host served the not-found page or another file),
// hydrating that HTML into another route would leave stale markup behind, so
// the browser loads the canonical path instead. After that load the path is
// canonical, so this never loops.
//
// The target never leaves the site's origin (canonicalUrl): a path whose
// canonical form would be read as another host (`/.%5C%5Cevil.example/x`,
// `//evil.example/x.html`) is left alone, and the router shows the not-found
// page.
//
// A path whose escapes are not UTF-8 (`/%C0%AF`) is no page of the site; its canonical form (each
// bad escape read as U+FFFD) is corrected in place, before Docusaurus's preloader and the router
// call decodeURI on it, which would throw and stop the page from hydrating.
if (ExecutionEnvironment.canUseDOM) {
  const target = canonicalUrl(window.location);
  if (target !== undefined) {
    const served = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    const servedPath = served ? canonicalPathSpelling(new URL(served).pathname) : undefined;
    if (
      !decodesCleanly(window.location.pathname) ||
      servedPath === new URL(target, window.location.origin).pathname
    ) {
      window.history.replaceState(window.history.state, '', target);
    } else window.location.replace(target);
  }
}

import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {canonicalPath, canonicalPathSpelling} from '@site/src/lib/cleanPath';

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
if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const target = canonicalPath(pathname);
  if (target !== pathname) {
    const served = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    const servedPath = served ? canonicalPathSpelling(new URL(served).pathname) : undefined;
    if (servedPath === target) window.history.replaceState(window.history.state, '', target + search + hash);
    else window.location.replace(target + search + hash);
  }
}

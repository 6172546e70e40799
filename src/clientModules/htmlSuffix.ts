import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {cleanHtmlPath} from '@site/src/lib/cleanPath';

// `/x.html` and `/x/index.html` show `/x`. A static host answers such a path
// with the not-found page (or the page file itself); hydrating that HTML into
// another route leaves stale markup behind, so go to the clean URL before
// React hydrates. Runs once, on the first page load.
if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const clean = cleanHtmlPath(pathname);
  if (clean !== undefined) window.location.replace(clean + search + hash);
}

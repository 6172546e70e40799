import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {
  deferToIdle,
  onwardPaths,
  shouldPrefetchPage,
  spentSinceLoad,
  type IdleScheduler,
} from '@site/src/lib/idleQueue';

// Docusaurus's <Link> prefetches the chunks of every internal link that scrolls into view
// (window.docusaurus.prefetch). Right after hydration the links on the first screen all do it in
// one task: route matching plus a <link rel="prefetch"> per chunk, measured at 120 ms on a
// 4x-slowed CPU, which Lighthouse counts as blocking time. Prefetching is a bonus, so it waits
// for idle time, one link per idle period. Hovering or tapping a link still preloads at once
// (window.docusaurus.preload is left alone).
//
// And it is bounded (issue 50): only pages linked from the page's content (<main>), while what the
// page fetched after it loaded is under PREFETCH_BUDGET_BYTES — the sidebar's links alone fetched
// about 345 KiB ahead on a doc page, on mobile data.

const schedule: IdleScheduler = (run) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, {timeout: 3000});
  else window.setTimeout(run, 200);
};

let deferred = false;

// Runs after the first render commits (and after every navigation), before any intersection
// callback of that render's links.
export function onRouteDidUpdate(): void {
  if (deferred || !ExecutionEnvironment.canUseDOM) return;
  deferred = true;
  // The object Docusaurus puts there is read-only: replace it.
  const {docusaurus} = window;
  // One page's chunks at a time, each counted (resource timing) before the next is allowed.
  let previous: Promise<unknown> = Promise.resolve();
  const prefetchWhenIdle = deferToIdle((url: string): Promise<void[]> => {
    const path = new URL(url, window.location.origin).pathname;
    const run = previous.then(async (): Promise<void[]> => {
      if (!shouldPrefetchPage(path, onwardPaths(), spentSinceLoad())) return [];
      return (await docusaurus.prefetch(url)) || [];
    });
    previous = run.catch(() => []);
    return run;
  }, schedule);
  window.docusaurus = {
    ...docusaurus,
    prefetch: (url) => prefetchWhenIdle(url).then((chunks) => chunks),
  };
}

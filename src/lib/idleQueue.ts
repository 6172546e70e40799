/** Runs a callback later, when the main thread is free (requestIdleCallback in the browser). */
export type IdleScheduler = (run: () => void) => void;

/**
 * Wraps `work` so that calls are queued and run one per `schedule` callback instead of at once.
 * The wrapper returns a promise of the work's result.
 *
 * Used for Docusaurus's link prefetching (src/clientModules/idlePrefetch.ts): every link that
 * scrolls into view prefetches its route's chunks, and on a doc page the first batch arrives
 * together right after hydration, one task of 120 ms at phone speed, counted as blocking time.
 * One prefetch per idle period keeps each task short.
 */
export function deferToIdle<A, R>(work: (arg: A) => R, schedule: IdleScheduler): (arg: A) => Promise<R> {
  const queue: Array<() => void> = [];
  let scheduled = false;
  const runNext = () => {
    scheduled = false;
    queue.shift()?.();
    if (queue.length > 0) {
      scheduled = true;
      schedule(runNext);
    }
  };
  return (arg) =>
    new Promise<R>((resolve, reject) => {
      queue.push(() => {
        try {
          resolve(work(arg));
        } catch (error) {
          reject(error);
        }
      });
      if (!scheduled) {
        scheduled = true;
        schedule(runNext);
      }
    });
}

/**
 * Bytes after which a page stops fetching ahead, once it has loaded, for pages the reader has not
 * opened (issue 50: a first visit costs its page + at most 50 KiB). One page's chunks are fetched
 * whole once begun (up to about 28 KiB), so the budget leaves room for the last of them.
 */
export const PREFETCH_BUDGET_BYTES = 20 * 1024;

/**
 * Whether to prefetch the page at `path` now: only a page linked from the page's own content
 * (`onward`: links in `<main>`, not the navbar, sidebar or footer, which link everywhere), and
 * only while what the page fetched after it loaded (`spentBytes`) is under PREFETCH_BUDGET_BYTES.
 * A first visit then costs its page and a few pages it leads to, not every page on screen (on a
 * doc page, the sidebar's links fetched about 345 KiB ahead).
 */
export function shouldPrefetchPage(path: string, onward: ReadonlySet<string>, spentBytes: number): boolean {
  return onward.has(path) && spentBytes < PREFETCH_BUDGET_BYTES;
}

/** The paths the page's content (`<main>`) links to, on this origin. */
export function onwardPaths(): Set<string> {
  const paths = new Set<string>();
  for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href]'))) {
    if (link.origin === window.location.origin) paths.add(link.pathname);
  }
  return paths;
}

/** Bytes fetched since the page loaded (resource timing; 0 for what came from a cache). */
export function spentSinceLoad(): number {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const loaded = navigation?.loadEventEnd || 0;
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => entry.startTime >= loaded)
    .reduce((sum, entry) => sum + (entry.transferSize || 0), 0);
}

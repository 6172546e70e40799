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

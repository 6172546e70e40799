import type {Page} from '@playwright/test';

/** Starts adding up the page's layout shifts not caused by input (CLS); call before goto. */
export async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {cls: number; clsObserver: PerformanceObserver};
    w.cls = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
        if (!entry.hadRecentInput) w.cls += entry.value;
      }
    };
    w.clsObserver = new PerformanceObserver((list) => add(list.getEntries()));
    w.clsObserver.observe({type: 'layout-shift', buffered: true});
    // The shifts recorded but not yet handed to the callback (it runs a moment later): layoutShift
    // takes them too, so a reading right after a frame misses none.
    (w as unknown as {clsPending: () => void}).clsPending = () => add(w.clsObserver.takeRecords());
  });
}

/** The layout shift added up since the page loaded, including shifts not yet reported to the observer. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window as unknown as {cls: number; clsPending: () => void};
    w.clsPending();
    return w.cls;
  });
}

/** Resolves after the page has rendered two more frames (what was laid out has been drawn). */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

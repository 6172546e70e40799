import type {Page} from '@playwright/test';

/** Starts adding up the page's layout shifts not caused by input (CLS); call before goto. */
export async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {cls: number};
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.cls += entry.value;
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The layout shift added up since the page loaded. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as {cls: number}).cls);
}

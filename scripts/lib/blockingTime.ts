import type {Page} from '@playwright/test';

/** What loading a page costs the main thread, from its first paint to three seconds after hydration. */
export interface LoadWork {
  /** Total blocking time: the sum over long tasks (> 50 ms) after the first contentful paint of the part above 50 ms. */
  blockingMs: number;
  /** The longest task. */
  longestMs: number;
  /** From navigation start to the page's hydration (the html data-has-hydrated attribute). */
  hydratedMs: number;
}

/**
 * Loads `url` in a fresh page with the CPU throttled (4 = a mid-range phone, as Lighthouse's
 * mobile preset), and adds up the long tasks the Long Tasks API reports from the first
 * contentful paint until three seconds after hydration (idle-time work included) — the blocking
 * time Lighthouse reports, taken in a lighter harness so that several runs per page are cheap.
 */
export async function loadWork(page: Page, url: string, cpuSlowdown = 4): Promise<LoadWork> {
  await page.addInitScript(() => {
    const w = window as unknown as {longTasks: {start: number; duration: number}[]};
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.longTasks.push({start: entry.startTime, duration: entry.duration});
    }).observe({type: 'longtask', buffered: true});
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
  const hydratedMs = await page.evaluate(() => performance.now());
  await page.waitForTimeout(3000);
  return page.evaluate((hydrated) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tasks = (window as unknown as {longTasks: {start: number; duration: number}[]}).longTasks.filter(
      (t) => t.start + t.duration > fcp,
    );
    return {
      blockingMs: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      longestMs: Math.max(0, ...tasks.map((t) => t.duration)),
      hydratedMs: hydrated,
    };
  }, hydratedMs);
}

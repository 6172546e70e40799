import type {CDPSession, Page} from '@playwright/test';

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

/** A page load's main-thread work after its first paint, from a trace (blockingCpu). */
interface LoadCpu {
  /** Sum over the tasks after the first contentful paint of their CPU time above 50 ms. */
  blockingCpuMs: number;
  /** The longest of those tasks, CPU time. */
  longestCpuMs: number;
  /** How many tasks took more than 50 ms of CPU. */
  longTasks: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {name?: string; frame?: string; data?: {frame?: string; isMainFrame?: boolean; url?: string}};
}

/**
 * The blocking time of the trace's page as CPU time (issue 47): the main thread's tasks from the
 * first contentful paint on, each counted by the CPU time it used (`tdur`), not the wall-clock
 * time, which another process on a busy 2-core machine stretches, and multiplied by `slowdown`:
 * the trace is taken unthrottled and a slow phone's task is `slowdown` times as long (as
 * Lighthouse's simulation scales the tasks it observed). Chromium's own CPU throttling is not
 * used for this: since Debian's Chromium 156.0.8078.108 a throttled task's `tdur` counts the
 * throttling too (a 4× trace gave 3–8 times the CPU time of the same load on 156.0.8078.73).
 */
export function cpuBlocking(events: TraceEvent[], slowdown = 1): LoadCpu {
  const threads = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint');
  const main = `${paint.pid}:${paint.tid}`;
  if (threads.get(main) !== 'CrRendererMain')
    throw new Error('the first paint is not on a renderer main thread');
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && `${e.pid}:${e.tid}` === main)
    .filter((e) => e.ts + (e.dur ?? 0) > paint.ts)
    .map((e) => ((e.tdur ?? e.dur ?? 0) / 1000) * slowdown);
  const long = tasks.filter((ms) => ms > 50);
  return {
    blockingCpuMs: long.reduce((sum, ms) => sum + ms - 50, 0),
    longestCpuMs: Math.max(0, ...tasks),
    longTasks: long.length,
  };
}

/**
 * Waits for the page's hydration by asking the page itself over CDP, 10 times a second (a few
 * microseconds each). Not Playwright's waitForSelector: that evaluates Playwright's injected
 * script in the traced page, two tasks of 11–15 ms of CPU (45–60 ms at 4×) that the page never
 * runs for a reader (issue 47: they were counted as the page's blocking time).
 */
async function hydrated(cdp: CDPSession, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const {result} = await cdp.send('Runtime.evaluate', {
      expression: 'document.documentElement.dataset.hasHydrated',
      returnByValue: true,
    });
    if (result.value === 'true') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the page did not hydrate within ${timeoutMs} ms`);
}

/**
 * The CPU time of evaluating the site's `main.js` (Docusaurus's runtime, React, the route table) in
 * the trace, on a phone `slowdown` times slower: the part of a page load that grows with the
 * site's route count (issue 49: the imported bench reports it at both sizes).
 */
export function mainScriptCpu(events: TraceEvent[], slowdown = 1): number {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  const main = paint ? `${paint.pid}:${paint.tid}` : null;
  return events
    .filter((e) => e.name === 'EvaluateScript' && e.ph === 'X' && `${e.pid}:${e.tid}` === main)
    .filter((e) => /\/main\.[0-9a-f]+\.js$/.test(e.args?.data?.url ?? ''))
    .reduce((sum, e) => sum + ((e.tdur ?? e.dur ?? 0) / 1000) * slowdown, 0);
}

/**
 * Loads `url` in a fresh page and traces it from the navigation until three seconds after
 * hydration: its blocking time as CPU time on a phone `cpuSlowdown` times slower (cpuBlocking).
 */
export async function blockingCpu(page: Page, url: string, cpuSlowdown = 4): Promise<LoadCpu> {
  return cpuBlocking(await traceLoad(page, url), cpuSlowdown);
}

/** The trace of loading `url` in `page`, from the navigation until three seconds after hydration. */
export async function traceLoad(page: Page, url: string): Promise<TraceEvent[]> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (event) => events.push(...(event.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading',
    transferMode: 'ReportEvents',
  });
  await page.goto(url, {waitUntil: 'load'});
  await hydrated(cdp);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

/**
 * Playwright's test and expect, with a `page` whose goto, reload, goBack and goForward return
 * once the site's scripts have run (the page is hydrated); so do the pages of a context a test
 * makes itself with `browser.newContext`.
 *
 * Docusaurus hydrates once the page's route chunks have loaded, so the window `load` event,
 * which Playwright's navigation waits for, can come before hydration. Tests act like a
 * reader who waits for the page; a page without the site's scripts (a redirect page, a plain
 * file) returns at once.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {test as base, type BrowserContext, type Page, type TestInfo} from '@playwright/test';

export * from '@playwright/test';

const SETTLE_TIMEOUT_MS = 15_000;

/**
 * Waits until the page is hydrated or has no site scripts; gives up silently after 15 s (and then
 * resolves false: the `page` fixture notes it in the test's annotations, see scripts/e2e-timings.ts).
 */
export async function settled(page: Page): Promise<boolean> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const done = await page
      .evaluate(
        () =>
          document.documentElement.dataset.hasHydrated === 'true' ||
          !document.querySelector('script[src*="/assets/js/main."]'),
      )
      .catch(() => false); // the page is navigating (a reload after a failed chunk, a redirect)
    if (done) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/**
 * The browser tests block service workers (playwright.config.ts; e2e/offline.spec.ts allows them).
 * Blocked, Chromium still offers `navigator.serviceWorker` but registers nothing, and the offline
 * plugin's registration logs an error no reader's browser gives; so a context that blocks them
 * shows the site as a browser without service workers, which the site checks for.
 */
export async function withoutServiceWorkers(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    delete (Navigator.prototype as unknown as Record<string, unknown>).serviceWorker;
  });
}

/**
 * Details of a test (or describe) that asserts how fast the page answers (milliseconds): `npm run
 * test:e2e` runs these after all the others, one at a time with nothing else running
 * (scripts/e2e.ts), so their limits measure the site, not the other tests sharing the cores.
 */
export const TIMED = {tag: '@timed'};

/** Makes the page's goto, reload, goBack and goForward return once the page has settled. */
function settleOnNavigation(page: Page, testInfo: TestInfo): void {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await original(...args);
      // A page that never settles costs 15 s: noted, so that the timings show it.
      if (!(await settled(page)))
        testInfo.annotations.push({type: 'unsettled', description: `${method} ${page.url()}`});
      return response;
    };
  }
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux everywhere). */
const TICKS_PER_SECOND = 100;

/**
 * CPU milliseconds this worker and its browser have used so far: the worker process and every
 * process below it (Chromium's browser, renderer, GPU and utility processes), with the time of
 * children already reaped (Linux's /proc; undefined elsewhere). A test's difference is what the
 * test cost the machine, whatever the other workers were doing.
 */
function workerTreeCpuMs(): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  const stats = new Map<number, {parent: number; ticks: number}>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let text: string;
    try {
      text = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // After the command's closing parenthesis: state ppid … utime(14) stime(15) cutime(16) cstime(17).
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    stats.set(Number(name), {parent: Number(fields[1]), ticks});
  }
  let ticks = 0;
  for (const [pid, {ticks: own}] of stats) {
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = stats.get(p)?.parent) {
      if (p === process.pid) {
        ticks += own;
        break;
      }
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

export const test = base.extend<{settleNewContexts: void; cpuTime: void}>({
  // The CPU time of the test (the worker and its browser, e2e/lib/test.ts workerTreeCpuMs), as an
  // annotation in the JSON report: scripts/e2e-timings.ts adds it up per spec file. On a machine
  // the browser phase keeps busy, a test's duration is the share of the cores it got; its CPU time
  // is what it costs.
  cpuTime: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      const before = workerTreeCpuMs();
      await use();
      const after = workerTreeCpuMs();
      if (before !== undefined && after !== undefined)
        testInfo.annotations.push({type: 'cpu', description: `${Math.round(after - before)} ms`});
    },
    {auto: true},
  ],
  // Page loads and requests of the test's context, as an annotation of the test in the JSON report
  // (scripts/e2e-timings.ts adds them up per spec file): a measure of a test's cost that does not
  // depend on how busy the machine is.
  context: async ({context}, use, testInfo) => {
    let documents = 0;
    let requests = 0;
    context.on('request', (request) => {
      requests++;
      if (request.resourceType() === 'document') documents++;
    });
    await use(context);
    testInfo.annotations.push({type: 'load', description: `${documents} pages, ${requests} requests`});
  },
  page: async ({page, serviceWorkers, javaScriptEnabled}, use, testInfo) => {
    if (serviceWorkers === 'block') await withoutServiceWorkers(page.context());
    // Headless Chromium prefers English: on the Chinese pages every test would get the offer of the
    // English page (config/community.ts `languageOffer`), a line fixed over the page's bottom
    // corner. Tests start as a reader who has dismissed it; e2e/china-features.spec.ts tests the
    // offer in contexts of its own.
    await page.addInitScript(() => {
      try {
        window.localStorage.setItem('languageOffer.dismissed', '1');
      } catch {
        // A page without storage gets no offer anyway.
      }
    });
    // Without JavaScript nothing hydrates: the page is as it will stay once loaded (settled would
    // wait its whole 15 s for nothing).
    if (javaScriptEnabled === false) {
      await use(page);
      return;
    }
    settleOnNavigation(page, testInfo);
    await use(page);
  },
  // A context a test makes itself (`browser.newContext`, for another user agent or locale): its
  // pages wait for hydration too, unless the context runs no JavaScript. Playwright makes the
  // test's own context this way too, with the test's options (`test.use`) applied elsewhere: so
  // the option is read from the fixture as well (without it, a `test.use({javaScriptEnabled:
  // false})` page waited the whole 15 s at every load).
  settleNewContexts: [
    async ({browser, javaScriptEnabled}, use, testInfo) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if ((options?.javaScriptEnabled ?? javaScriptEnabled) === false) return context;
        const newPage = context.newPage.bind(context);
        context.newPage = async () => {
          const page = await newPage();
          settleOnNavigation(page, testInfo);
          return page;
        };
        return context;
      };
      await use();
      browser.newContext = newContext;
    },
    {auto: true},
  ],
});

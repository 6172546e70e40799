import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, test} from './lib/test';
import {BUILD} from './lib/built';
import {localized, locales, type Locale} from './lib/site';
import community from '../config/community';
import {ICON_DIR, ICONS, newcomerPages, offlineEnabled} from '../plugins/offline';
import {ROUTES} from '../src/lib/newcomer';
import {FIRST_VISIT_KEY, LATER_VISIT_MS} from '../src/lib/offline';
import {builtPages} from './lib/built';
import {localize} from '../src/lib/localized';
import {PHONE} from './lib/screens';

/**
 * Offline reading (plugins/offline.ts) against the production build: the manifest and icons, a
 * first visit that costs its page alone (no service worker, little fetched ahead), the newcomer
 * path kept at a later visit or when the reader asks, pages kept as they are opened (read with the
 * network off) but never a reader's question, the search index's shards kept once fetched, and a
 * new deployment (a changed sw.js) showing the reload popup in the page's language.
 */

test.use({serviceWorkers: 'allow'});
// The deployment test changes build/sw.js for a moment.
test.describe.configure({mode: 'serial'});
test.skip(!offlineEnabled(), 'offline is turned off in config/community.ts');

const messages = (locale: Locale): Record<string, string> => {
  const file = JSON.parse(
    readFileSync(path.join(__dirname, '..', 'i18n', locale, 'code.json'), 'utf8'),
  ) as Record<string, {message: string}>;
  return Object.fromEntries(Object.entries(file).map(([id, m]) => [id, m.message]));
};

const prefix = (locale: Locale) => (locale === 'zh' ? '' : `${locale}/`);

/** The next pages of this context are a later visit: the first was two hours ago (src/lib/offline.ts). */
async function laterVisit(page: Page): Promise<void> {
  await page.addInitScript(
    ([key, at]) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, at);
    },
    [FIRST_VISIT_KEY, String(Date.now() - 2 * LATER_VISIT_MS)] as const,
  );
}

/** Opens `url` at a later visit, waits for the service worker, and reloads so that it controls the page. */
async function controlled(page: Page, url: string): Promise<void> {
  await laterVisit(page);
  await page.goto(url);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** URLs (path and query) in the caches whose names match `pattern`. */
async function cached(page: Page, pattern: RegExp): Promise<string[]> {
  const urls = await page.evaluate(async (source) => {
    const re = new RegExp(source);
    const out: string[] = [];
    for (const name of await caches.keys()) {
      if (!re.test(name)) continue;
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        out.push(url.pathname);
      }
    }
    return out;
  }, pattern.source);
  return urls.map((u) => decodeURI(u));
}

const pageFile = (route: string) =>
  `${route.replace(/\/$/, '')}/index.html`.replace(/^\/index\.html$/, '/index.html');

for (const locale of locales) {
  test(`${locale}: installable — manifest and icons from the build`, async ({page}) => {
    await page.goto(localized('/', locale));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(localized('/manifest.json', locale));
    const manifest = (await (await page.request.get(href!)).json()) as Record<string, unknown>;
    expect(manifest.name).toBe(localize(community.siteTitle, locale));
    expect(manifest.short_name).toBe(localize(community.serverName, locale));
    expect(manifest.start_url).toBe(localized('/', locale));
    expect(manifest.scope).toBe(localized('/', locale));
    expect(manifest.display).toBe('standalone');
    const icons = manifest.icons as {src: string; sizes: string; type: string; purpose: string}[];
    expect(icons.map((i) => i.purpose).sort()).toEqual(['any', 'any', 'maskable']);
    for (const icon of [
      ...icons,
      {src: `/${prefix(locale)}${ICON_DIR}/apple-touch-icon.png`, sizes: '180x180'},
    ]) {
      const response = await page.request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      const png = await response.body();
      const [w, h] = icon.sizes.split('x').map(Number);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], icon.src).toEqual([w, h]);
    }
    expect(ICONS.length).toBe(icons.length + 1);
  });

  test(`${locale}: the service worker's registration code loads after the page`, async ({page}) => {
    // The chunk with @docusaurus/plugin-pwa's registration code (not in the main bundle).
    const jsDir = path.join(BUILD, prefix(locale), 'assets/js');
    const main = readdirSync(jsDir).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))!;
    expect(readFileSync(path.join(jsDir, main), 'utf8')).not.toContain('registerSW failed');
    const chunk = readdirSync(jsDir).find((f) =>
      readFileSync(path.join(jsDir, f), 'utf8').includes('registerSW failed'),
    )!;
    expect(chunk).toBeDefined();
    await laterVisit(page);
    await page.goto(localized('/', locale));
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const timing = await page.evaluate((file) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const script = performance.getEntriesByType('resource').find((r) => r.name.endsWith(`/${file}`));
      return {load: navigation.loadEventEnd, script: script?.startTime ?? -1};
    }, chunk);
    expect(timing.script).toBeGreaterThanOrEqual(timing.load);
  });

  test(`${locale}: the newcomer path and opened pages read offline; search shards kept`, async ({
    page,
    context,
  }) => {
    await controlled(page, localized('/', locale));
    // The newcomer path is kept at the first visit, each page with its scripts.
    const precached = await cached(page, /precache/);
    for (const route of newcomerPages())
      expect(precached, route).toContain(`/${prefix(locale)}${pageFile(route).replace(/^\//, '')}`);
    expect(precached.some((u) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(u))).toBe(true);
    // With each page, the files of its diagrams (fetched after a client-side navigation).
    const drawings = newcomerPages().flatMap((route) => [
      ...readFileSync(path.join(BUILD, prefix(locale), pageFile(route)), 'utf8').matchAll(
        /\sdata-src="?([^"\s>]+)/g,
      ),
    ]);
    for (const [, src] of drawings) expect(precached).toContain(decodeURI(src!));

    // A page outside the path, opened once, is kept.
    const opened = localized(ROUTES.botCommands, locale);
    expect(newcomerPages()).not.toContain(ROUTES.botCommands);
    await page.goto(opened);
    await expect.poll(() => cached(page, /^offline-pages/)).toContain(opened);

    // A search shard, once fetched, is kept.
    const shardDir = path.join(BUILD, prefix(locale), 'search-index');
    const shard = readdirSync(shardDir).find((f) => /^t\d+\.[0-9a-f]+\.json$/.test(f))!;
    const shardUrl = `/${prefix(locale)}search-index/${shard}`;
    await page.evaluate((url) => fetch(url).then((r) => r.text()), shardUrl);
    await expect.poll(() => cached(page, /^offline-search/)).toContain(shardUrl);

    await context.setOffline(true);
    try {
      for (const route of [ROUTES.start, ROUTES.cannotJoin, ROUTES.botCommands]) {
        const response = await page.goto(localized(route, locale));
        expect(response?.ok(), route).toBe(true);
        await expect(page.locator('h1').first()).toBeVisible();
      }
      // Still from the kept copy: the shard.
      expect(await page.evaluate((url) => fetch(url).then((r) => r.ok), shardUrl)).toBe(true);
      // A page neither on the path nor opened is not there.
      const notKept = localized('/docs/Other/server-download/historical-server-download', locale);
      await expect(page.goto(notKept)).rejects.toThrow();
    } finally {
      await context.setOffline(false);
    }
  });

  test(`${locale}: offline on a phone, every kept page starts its scripts and shows its pictures, light and dark`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(PHONE);
    await controlled(page, localized('/', locale));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    // Nothing the kept pages show is missing from the device: their documents, styles and pictures.
    // (Scripts: a page that lacks one does not hydrate, checked below; a script fetched in the
    // background, such as a link prefetched ahead, may fail without the reader noticing.)
    page.on('requestfailed', (request) => {
      if (['document', 'stylesheet', 'image'].includes(request.resourceType()))
        errors.push(`${page.url()}: ${request.resourceType()} ${request.url()} failed`);
    });
    await context.setOffline(true);
    try {
      // Each page once, light; then dark as the toggle makes it (the dark drawings are other files).
      // (Loading each page again in dark doubled the test, 45 s a locale, for the same files.)
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      for (const route of newcomerPages()) {
        const response = await page.goto(localized(route, locale));
        expect(response?.ok(), route).toBe(true);
        await expect(page.locator('html'), `${route}: ${errors.join(' ')}`).toHaveAttribute(
          'data-has-hydrated',
          'true',
        );
        for (const theme of ['light', 'dark'] as const) {
          await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
          // Every picture the reader sees (the phone's crop, the colour mode's drawing) loads.
          const broken = await page.evaluate(async () => {
            const shown = Array.from(document.querySelectorAll('article img')).filter(
              (img) => (img as HTMLElement).offsetParent !== null,
            ) as HTMLImageElement[];
            for (const img of shown) img.loading = 'eager';
            await Promise.all(
              shown.map((img) =>
                img.complete
                  ? null
                  : new Promise((done) => {
                      img.addEventListener('load', done, {once: true});
                      img.addEventListener('error', done, {once: true});
                      setTimeout(done, 3000);
                    }),
              ),
            );
            await new Promise((done) => setTimeout(done, 300));
            return shown.filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src);
          });
          expect(broken, `${theme} ${route}`).toEqual([]);
        }
      }
      // A tap on a picture opens it larger offline too: the dialog's code is kept (LAZY_CHUNKS).
      const withPicture = newcomerPages().find((route) =>
        readFileSync(path.join(BUILD, prefix(locale), pageFile(route)), 'utf8').includes('data-zoomable'),
      );
      if (withPicture) {
        await page.goto(localized(withPicture, locale));
        const picture = page.locator('article [data-zoomable]').first();
        await picture.scrollIntoViewIfNeeded();
        await picture.click();
        await expect(page.locator('dialog[open]')).toBeVisible();
      }
    } finally {
      await context.setOffline(false);
    }
    expect(errors).toEqual([]);
  });

  test(`${locale}: a reader who saves data gets no service worker, even at a later visit`, async ({page}) => {
    await laterVisit(page);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {value: {saveData: true}, configurable: true});
    });
    await page.goto(localized('/', locale));
    await page.waitForLoadState('load');
    // Past the moment the registration starts for other readers (idle time after load), and more.
    await page.evaluate(
      () => new Promise((done) => window.requestIdleCallback(() => setTimeout(done, 3000), {timeout: 5000})),
    );
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(
      0,
    );
  });

  test(`${locale}: a new deployment shows "new version available" with a reload button`, async ({page}) => {
    const text = messages(locale);
    await controlled(page, localized('/', locale));
    const swFile = path.join(BUILD, prefix(locale), 'sw.js');
    const original = readFileSync(swFile);
    try {
      writeFileSync(swFile, Buffer.concat([original, Buffer.from(`\n// deployment ${Date.now()}\n`)]));
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      // In a polite live region, so a screen reader announces it (src/theme/PwaReloadPopup).
      const popup = page.getByRole('status').getByText(text['theme.PwaReloadPopup.info']!);
      await expect(popup).toBeVisible({timeout: 20_000});
      const reload = page.getByRole('button', {name: text['theme.PwaReloadPopup.refreshButtonText']!});
      await Promise.all([page.waitForEvent('load'), reload.click()]);
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return Boolean(registration && !registration.waiting && navigator.serviceWorker.controller);
          }),
        )
        .toBe(true);
      await expect(page.getByText(text['theme.PwaReloadPopup.info']!)).toHaveCount(0);
    } finally {
      writeFileSync(swFile, original);
    }
  });

  test(`${locale}: a searched question and the words a result marks are never kept`, async ({page}) => {
    await controlled(page, localized('/', locale));
    const question = 'zqxj-own-words';
    await page.goto(`/${prefix(locale)}search?q=${question}`);
    // A page outside the kept path, so that it is kept as it is opened.
    await page.goto(`${localized(ROUTES.botCommands, locale)}?_highlight=${question}`);
    await expect.poll(() => cached(page, /^offline-pages/)).toContain(localized(ROUTES.botCommands, locale));
    const keys = await page.evaluate(async () => {
      const out: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) out.push(request.url);
      return out;
    });
    expect(keys.filter((key) => key.includes(question))).toEqual([]);
    expect(keys.filter((key) => /\/search\?/.test(key))).toEqual([]);
  });
}

/** Bytes a page fetched over the network after its load event, within `ms` (resource timing). */
async function fetchedAfterLoad(page: Page, ms: number): Promise<{bytes: number; urls: string[]}> {
  await page.waitForTimeout(ms);
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const after = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => entry.startTime >= navigation.loadEventEnd,
    );
    return {
      bytes: after.reduce((sum, entry) => sum + entry.transferSize, 0),
      urls: after.map((entry) => `${new URL(entry.name).pathname} ${entry.transferSize}`),
    };
  });
}

// A reader who opens one page from a chat link: the page, and at most 50 KiB more in the time a
// reader spends on it (issue 50: the newcomer path, about 740 KiB, was kept at every first visit).
// Each page type of the budgets once: home, a doc, a long post, an English doc.
const FIRST_VISIT_EXTRA_BYTES = 50 * 1024;
const longestPost = builtPages()
  .filter((file) => /^blog\/(?!tags|archive|authors|page)[^/]+\/index\.html$/.test(file))
  .map((file) => ({file, size: readFileSync(path.join(BUILD, file)).length}))
  .sort((a, b) => b.size - a.size)[0]?.file;
for (const route of [
  '/',
  ROUTES.hmcl,
  `/${longestPost?.replace(/index\.html$/, '')}`,
  localized(ROUTES.intro, 'en'),
]) {
  test(`a first visit to ${route} costs its page and at most 50 KiB more, and registers nothing`, async ({
    page,
  }) => {
    const swRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/sw\.js/.test(request.url())) swRequests.push(request.url());
    });
    await page.goto(route);
    // Past the moment a later visit registers the worker (idle time after load, 5 s at most).
    const {bytes, urls} = await fetchedAfterLoad(page, 12_000);
    // Printed passed or not, so a CI log shows the margin left.
    console.log(
      `first visit ${route}: ${(bytes / 1024).toFixed(1)} of ${FIRST_VISIT_EXTRA_BYTES / 1024} KiB after load`,
    );
    expect(bytes, urls.join('\n')).toBeLessThanOrEqual(FIRST_VISIT_EXTRA_BYTES);
    expect(swRequests).toEqual([]);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(
      0,
    );
  });
}

const keepPage = builtPages().find((file) =>
  readFileSync(path.join(BUILD, file), 'utf8').includes('data-testid="keep-offline"'),
);
test('"keep for offline reading" keeps the newcomer path at a first visit', async ({page, context}) => {
  test.skip(!keepPage, 'no page shows the "keep for offline" button');
  const route = `/${keepPage!.replace(/index\.html$/, '')}`;
  await page.goto(route);
  const box = page.getByTestId('keep-offline');
  await box.getByRole('button').click();
  // Its status line says the pages are kept once the worker has kept them.
  await expect(box).toHaveAttribute('data-status', 'kept', {timeout: 30_000});
  await expect(box.getByRole('status')).not.toBeEmpty();
  await expect
    .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())))
    .toBe(true);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(async () => (await cached(page, /precache/)).length)
    .toBeGreaterThan(newcomerPages().length);
  await context.setOffline(true);
  try {
    const response = await page.goto(ROUTES.cannotJoin);
    expect(response?.ok()).toBe(true);
  } finally {
    await context.setOffline(false);
  }
});

import {readFileSync} from 'node:fs';
import {expect, test} from './lib/test';
import {kib, loadBudgets, measurePage, searchIndexSize} from '../scripts/lib/pageWeight';
import {defaultLocale} from '../config/locale';
import {diagramPages} from './lib/diagrams';
import {layoutShift, recordLayoutShift} from './lib/layoutShift';

/**
 * Byte budgets of perf/budgets.yml: first-load JS, CSS and HTML per page
 * type (compressed, as the test server sends them) and the size of each
 * locale's search index, raw and gzip-compressed. Timings are not tested here (see npm run bench).
 */
const budgets = loadBudgets();

test.describe('page weight budgets', () => {
  test.use({viewport: {width: 412, height: 915}, isMobile: true});
  for (const [name, budget] of Object.entries(budgets.pages)) {
    test(`${name} (${budget.url}) stays within its budget`, async ({page}) => {
      const weight = await measurePage(page, budget.url);
      const heaviest = [...weight.scripts]
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 5)
        .map((s) => `${new URL(s.url).pathname} ${kib(s.bytes)} KiB`)
        .join(', ');
      expect(kib(weight.js), `JS KiB (heaviest: ${heaviest})`).toBeLessThanOrEqual(budget.js);
      expect(kib(weight.css), 'CSS KiB').toBeLessThanOrEqual(budget.css);
      expect(kib(weight.html), 'HTML KiB').toBeLessThanOrEqual(budget.html);
    });
  }

  test('Prism loads only with pages that have code, also on client-side navigation', async ({page}) => {
    // "highlightAllUnder" is a method of prismjs's core (src/components/CodeHighlighter/prism.ts).
    const loadsPrism = (scripts: {url: string}[]) =>
      scripts.some((s) =>
        readFileSync(`build${new URL(s.url).pathname}`, 'utf8').includes('highlightAllUnder'),
      );
    const intro = await measurePage(page, '/docs/intro');
    expect(await page.locator('pre').count()).toBe(0);
    expect(loadsPrism(intro.scripts)).toBe(false);
    // Follow the intro's link to a page with code blocks without a page load.
    await page.locator('article a[href="/docs/First/Readme/java-an-zhuang-ji-shi-yong"]').first().click();
    await expect(page).toHaveURL(/java-an-zhuang-ji-shi-yong$/);
    await expect(page.locator('pre.prism-code .token-line').locator('visible=true').first()).toBeVisible();
    await expect.poll(() => loadsPrism(intro.scripts)).toBe(true);
  });

  for (const [locale, limit] of Object.entries(budgets.searchIndex)) {
    test(`the ${locale} search index is at most ${limit.raw} KiB raw and ${limit.gzip} KiB gzip`, () => {
      const size = searchIndexSize(locale, defaultLocale);
      expect(kib(size.raw), `${size.file}, KiB raw`).toBeLessThanOrEqual(limit.raw);
      expect(kib(size.gzip), `${size.file}, KiB gzip`).toBeLessThanOrEqual(limit.gzip);
    });
  }
});

test.describe('no layout shift', () => {
  // Every page with a diagram, in both languages, and pages with pictures.
  const pages = ['/', ...diagramPages().map((p) => p.url), '/docs/notice/he-zhao-quan-jing-1'];
  for (const viewport of [
    {width: 412, height: 915},
    {width: 1280, height: 800},
  ]) {
    for (const url of pages) {
      test(`${url} at ${viewport.width}px: diagrams and images keep their reserved space`, async ({page}) => {
        await page.setViewportSize(viewport);
        await recordLayoutShift(page);
        await page.goto(url, {waitUntil: 'networkidle'});
        await page.waitForTimeout(300);
        expect(await layoutShift(page)).toBeLessThan(0.01);
      });
    }
  }
});

test.describe('page load work', () => {
  test('link prefetching waits for idle time, then still fetches the route chunks', async ({page}) => {
    await page.goto('/docs/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // A route nothing on the intro links to, so only this call prefetches it.
    const {atCall, afterIdle} = await page.evaluate(async () => {
      const prefetched = () =>
        new Set(Array.from(document.querySelectorAll('link[rel="prefetch"]'), (l) => l.getAttribute('href')));
      const before = prefetched();
      const added = () => [...prefetched()].filter((href) => !before.has(href));
      const pending = window.docusaurus.prefetch('/blog/archive');
      const atCall = added().length;
      await pending;
      return {atCall, afterIdle: added().length};
    });
    expect(atCall, 'nothing prefetched during the call').toBe(0);
    expect(afterIdle, 'chunks prefetched once idle').toBeGreaterThan(0);
  });

  test('a first frame is rendered before the scripts are added, which download from the start at low priority', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as {firstFrameAt?: number; mainAddedAt?: number};
      requestAnimationFrame(() => (w.firstFrameAt = performance.now()));
      new MutationObserver((records) => {
        for (const r of records)
          for (const node of Array.from(r.addedNodes))
            if (node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src))
              w.mainAddedAt ??= performance.now();
      }).observe(document, {childList: true, subtree: true});
    });
    const response = await page.goto('/docs/First/Readme/java-an-zhuang-ji-shi-yong');
    const html = (await response?.text()) ?? '';
    // config/ssrTemplate.ts: no <script src> in the HTML, a low-priority preload of each instead.
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).toMatch(
      /<link rel=preload as=script fetchpriority=low href=\/assets\/js\/main\.[0-9a-f]+\.js/,
    );
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const {firstFrameAt, mainAddedAt} = await page.evaluate(() => {
      const w = window as unknown as {firstFrameAt?: number; mainAddedAt?: number};
      return {firstFrameAt: w.firstFrameAt, mainAddedAt: w.mainAddedAt};
    });
    expect(firstFrameAt).toBeDefined();
    expect(mainAddedAt).toBeDefined();
    expect(firstFrameAt!).toBeLessThan(mainAddedAt!);
  });

  for (const [url, first] of [
    ['/docs/intro', '"PingFang SC"'],
    ['/en/docs/intro', 'system-ui'],
  ] as const) {
    test(`${url} uses system fonts, ${first} first, and downloads none`, async ({page}) => {
      const fonts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'font') fonts.push(r.url());
      });
      await page.goto(url);
      const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(family.startsWith(first), family).toBe(true);
      expect(family.endsWith('sans-serif'), family).toBe(true);
      expect(fonts).toEqual([]);
    });
  }
});

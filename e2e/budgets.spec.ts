import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import {expect, test, type Page} from './lib/test';
import {
  isSearchIndexUrl,
  isSearchScript,
  jsBudget,
  kib,
  loadBudgets,
  measurePage,
  recordTransfers,
  type Transfer,
} from '../scripts/lib/pageWeight';
import {pasteAndTime, SEARCH_BOX} from '../scripts/lib/searchLatency';
import {openBuiltSearch} from '../scripts/lib/searchInBuild';
import {defaultLocale, locales} from '../config/locale';
import {validateRelevanceSet} from '../plugins/search/schema';
import {RELEVANCE_FILE} from '../plugins/search/relevance';
import {BUILD, builtFileFor, sitemapPaths} from './lib/built';
import {ROUTES} from '../src/lib/newcomer';
import {COMPILE_HINT} from '../plugins/compile-hints';
import {layoutShift, layoutShifts, recordLayoutShift} from './lib/layoutShift';

/**
 * Byte budgets of perf/budgets.yml: first-load JS, CSS and HTML per page
 * type (compressed, as the test server sends them) and what search costs one reader in each
 * locale, before the first tap and for one question after it. Timings are not tested here (see
 * npm run bench).
 */
const budgets = loadBudgets();

/** The box's text when a question finds nothing, per locale. */
const NO_RESULTS: Record<string, string> = {
  zh: '没有找到任何文档',
  en: (JSON.parse(readFileSync('i18n/en/code.json', 'utf8')) as Record<string, {message: string}>)[
    'theme.SearchBar.noResultsText'
  ]!.message,
};

const sum = (transfers: Transfer[]) => transfers.reduce((total, t) => total + t.bytes, 0);
const isSearch = (t: Transfer) =>
  isSearchIndexUrl(t.url) || (t.type === 'Script' && isSearchScript(t.url, BUILD));
const list = (transfers: Transfer[]) =>
  transfers.map((t) => `${new URL(t.url).pathname} ${kib(t.bytes)} KiB`).join(', ');

/**
 * Opens a doc of the locale, lets the page prefetch search when idle, then taps the box and asks
 * `question`: the search's bytes before the tap, and after it.
 */
async function searchCost(page: Page, prefix: string, locale: string, question: string) {
  const recording = await recordTransfers(page);
  await page.goto(`${prefix}/docs/intro`);
  // The idle-time prefetch: the search code, then the manifest.
  await expect
    .poll(() => recording.transfers().some((t) => /search-index\.json$/.test(new URL(t.url).pathname)), {
      message: 'the manifest is fetched once the page is idle',
    })
    .toBe(true);
  const before = recording.transfers().filter(isSearch);
  const mark = recording.transfers().length;
  await page.locator(SEARCH_BOX).click();
  await pasteAndTime(page, question, NO_RESULTS[locale]!);
  await page.waitForLoadState('networkidle');
  const after = recording.transfers().slice(mark).filter(isSearch);
  await recording.stop();
  return {before, after};
}

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
      const allowed = jsBudget(budgets, budget, BUILD);
      // The figures, printed whether or not they pass: the margin is what a change has left.
      console.log(
        `${name} ${budget.url}: JS ${kib(weight.js)} of ${allowed} KiB, CSS ${kib(weight.css)} of ${budget.css}, HTML ${kib(weight.html)} of ${budget.html}`,
      );
      expect(kib(weight.js), `JS KiB (heaviest: ${heaviest})`).toBeLessThanOrEqual(allowed);
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
    // From the build: a doc without code (the intro if it qualifies) whose article links to a doc
    // with code blocks, outside a folded block.
    const article = (url: string) =>
      /<article[\s>][\s\S]*<\/article>/.exec(readFileSync(builtFileFor(url)!, 'utf8'))?.[0] ?? '';
    const docs = sitemapPaths().filter((url) => url.startsWith('/docs/'));
    const withCode = new Set(docs.filter((url) => /<pre[\s>]/.test(article(url))));
    const route = [ROUTES.intro, ...docs]
      .filter((url) => !withCode.has(url))
      .map((url) => {
        const unfolded = article(url).replace(/<details[\s>][\s\S]*?<\/details>/g, '');
        const links = [...unfolded.matchAll(/<a\s[^>]*\bhref="?(\/docs\/[^"\s>#]*)/g)].map((m) => m[1]!);
        return {from: url, to: links.find((href) => withCode.has(href))};
      })
      .find((r) => r.to);
    expect(route, 'a doc without code that links to one with code').toBeDefined();
    const {from, to} = route as {from: string; to: string};
    const first = await measurePage(page, from);
    expect(await page.locator('pre').count()).toBe(0);
    expect(loadsPrism(first.scripts)).toBe(false);
    // Follow the link without a page load.
    await page.locator(`article a[href="${to}"]`).locator('visible=true').first().click();
    await expect(page).toHaveURL(new RegExp(`${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator('pre.prism-code .token-line').locator('visible=true').first()).toBeVisible();
    await expect.poll(() => loadsPrism(first.scripts)).toBe(true);
  });
});

test.describe('what search costs a reader', () => {
  const {beforeTap, afterTap, questions} = budgets.search;
  const relevance = validateRelevanceSet(yaml.load(readFileSync(RELEVANCE_FILE, 'utf8')), locales);
  for (const locale of locales) {
    const prefix = locale === defaultLocale ? '' : `/${locale}`;
    const dir = locale === defaultLocale ? BUILD : `${BUILD}/${locale}`;

    for (const question of questions[locale] ?? []) {
      test(`${locale}: at most ${beforeTap} KiB before the tap, and ${afterTap} KiB after it for "${question}"`, async ({
        page,
      }) => {
        const {before, after} = await searchCost(page, prefix, locale, question);
        console.log(
          `search ${locale} "${question}": ${kib(sum(before))} KiB before the tap, ${kib(sum(after))} KiB after`,
        );
        expect(
          before.some((t) => t.type === 'Script'),
          `the search code is among ${list(before)}`,
        ).toBe(true);
        expect(
          before.every((t) => t.status === 200),
          list(before),
        ).toBe(true);
        expect(kib(sum(before)), `KiB before the tap: ${list(before)}`).toBeLessThanOrEqual(beforeTap);
        // Only the index's shards and sections: the code and the manifest are not fetched again.
        expect(after.length, 'a question fetches index files').toBeGreaterThan(0);
        expect(
          after.filter((t) => !isSearchIndexUrl(t.url) || /search-index\.json$/.test(t.url)),
          list(after),
        ).toEqual([]);
        expect(kib(sum(after)), `KiB after the tap: ${list(after)}`).toBeLessThanOrEqual(afterTap);
      });
    }

    test(`${locale}: the relevance set's costliest question fetches at most ${afterTap} KiB after the tap`, async ({
      page,
    }) => {
      // Which question needs the most index files, found by the same engine in Node.
      let costliest = {q: '', gzip: -1};
      for (const {q} of relevance.locales[locale]!) {
        // A fresh engine per question: nothing cached from the one before.
        const fresh = await openBuiltSearch(dir);
        await fresh.engine.search(q, 8);
        const gzip = fresh.takeFetched().reduce((total, f) => total + f.gzip, 0);
        if (gzip > costliest.gzip) costliest = {q, gzip};
      }
      const {after} = await searchCost(page, prefix, locale, costliest.q);
      console.log(
        `search ${locale} costliest question "${costliest.q}": ${kib(sum(after))} KiB after the tap`,
      );
      expect(kib(sum(after)), `KiB after the tap for "${costliest.q}": ${list(after)}`).toBeLessThanOrEqual(
        afterTap,
      );
    });
  }
});

test.describe('no layout shift', () => {
  // Pages with pictures; on a wide screen the crawl (crawl.spec.ts) checks every page as it loads
  // it, and diagrams.spec.ts each page with diagrams, wide and on a phone.
  const pages = ['/', '/docs/notice/he-zhao-quan-jing-1'];
  for (const viewport of [{width: 412, height: 915}]) {
    for (const url of pages) {
      test(`${url} at ${viewport.width}px: diagrams and images keep their reserved space`, async ({page}) => {
        await page.setViewportSize(viewport);
        await recordLayoutShift(page);
        await page.goto(url, {waitUntil: 'networkidle'});
        await page.waitForTimeout(300);
        expect(await layoutShift(page), await layoutShifts(page)).toBeLessThan(0.01);
      });
    }
  }
});

test.describe('page load work', () => {
  test('link prefetching waits for idle time, then fetches the chunks of a page the content links to, and only those', async ({
    page,
  }) => {
    await page.goto('/docs/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const {linked, notLinked} = await page.evaluate(() => {
      const inMain = new Set(
        Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href]'), (a) => a.pathname),
      );
      const sidebar = Array.from(
        document.querySelectorAll<HTMLAnchorElement>('nav a[href]'),
        (a) => a.pathname,
      );
      return {
        linked: [...inMain].find((p) => p !== window.location.pathname && p.startsWith('/docs/')),
        notLinked: sidebar.find(
          (p) => !inMain.has(p) && p !== window.location.pathname && p.startsWith('/docs/'),
        ),
      };
    });
    expect(linked, 'a doc the intro links to').toBeDefined();
    expect(notLinked, 'a doc only the sidebar links to').toBeDefined();
    const prefetch = (route: string) =>
      page.evaluate(async (to) => {
        const prefetched = () =>
          new Set(
            Array.from(document.querySelectorAll('link[rel="prefetch"]'), (l) => l.getAttribute('href')),
          );
        const before = prefetched();
        const added = () => [...prefetched()].filter((href) => !before.has(href));
        const pending = window.docusaurus.prefetch(to);
        const atCall = added().length;
        await pending;
        return {atCall, afterIdle: added()};
      }, route);
    // The chunks of the pages the content links to came once the page was idle (the first
    // screen's links, within the budget).
    await expect
      .poll(() => page.locator('link[rel="prefetch"]').count(), {message: 'chunks prefetched once idle'})
      .toBeGreaterThan(0);
    const onward = await prefetch(linked!);
    expect(onward.atCall, 'nothing prefetched during the call').toBe(0);
    // Issue 50: the sidebar's links fetched 345 KiB ahead on a first visit; a page only they link
    // to is not prefetched (hovering or tapping its link still preloads it).
    const elsewhere = await prefetch(notLinked!);
    expect(elsewhere.atCall).toBe(0);
    expect(elsewhere.afterIdle, `${notLinked}: not prefetched`).toEqual([]);
  });

  test('main.js, and only main.js, asks V8 to compile it as it downloads', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/docs/First/Readme/java-an-zhuang-ji-shi-yong');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const main = scripts.filter((url) => /\/main\.[0-9a-f]+\.js$/.test(url));
    expect(main, 'one main.js').toHaveLength(1);
    for (const url of scripts) {
      const text = await (await page.request.get(url)).text();
      // The hint counts only as the file's first line (V8's explicit compile hints).
      expect(text.startsWith(`${COMPILE_HINT}\n`), url).toBe(main.includes(url));
    }
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

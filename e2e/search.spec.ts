import {readFileSync} from 'node:fs';
import {defaultLocale} from '../config/locale';
import {isSearchIndexUrl, isSearchScript} from '../scripts/lib/pageWeight';
import {openBuiltSearch} from '../scripts/lib/searchInBuild';
import {frequentWords, localeDir, pasteAndTime, SEARCH_BOX, SUGGESTION} from '../scripts/lib/searchLatency';
import {BUILD} from './lib/built';
import {expect, test, TIMED, type Page} from './lib/test';
import {clickBrand} from './lib/navbar';
import {HIGHLIGHT_NAME} from '../plugins/search/runtime/links';

/**
 * The navbar's search box and the /search page (plugins/search/theme/SearchBar, src/pages/search.tsx) as a
 * reader meets them. Words and expected results come from the built index and the engine run
 * in Node over the same files (scripts/lib/searchInBuild.ts), never from the sample's pages.
 */
const en = JSON.parse(readFileSync('i18n/en/code.json', 'utf8')) as Record<string, {message: string}>;
const UI = {
  zh: {
    prefix: '',
    noResults: '没有找到任何文档',
    noDocuments: '没有找到任何文档',
    seeAll: '查看全部结果',
    clear: '清除搜索内容',
    found: /^共找到 (\d+) 篇文档$/,
    more: '更多结果',
    loading: '正在加载搜索…',
  },
  en: {
    prefix: '/en',
    noResults: en['theme.SearchBar.noResultsText']!.message,
    noDocuments: en['theme.SearchPage.noResultsText']!.message,
    seeAll: en['theme.SearchBar.seeAll']!.message,
    clear: en['searchBar.clear']!.message,
    found: /^(\d+) documents? found$/,
    more: en['searchPage.more']!.message,
    loading: en['searchBar.indexLoading']!.message,
  },
} as const;
type Locale = keyof typeof UI;
const LOCALES = Object.keys(UI) as Locale[];

const dirOf = (locale: Locale) => localeDir(BUILD, locale, defaultLocale);
const box = (page: Page) => page.locator(SEARCH_BOX);
const suggestions = (page: Page) => page.locator(SUGGESTION);

/** The locale's most frequent word of the index (a word many sections answer). */
const wordOf = (locale: Locale) => frequentWords(dirOf(locale))[0]!;

/** What the engine answers in Node for a question, over the same built files. */
async function nodeAnswer(locale: Locale, question: string, limit = 8) {
  const search = await openBuiltSearch(dirOf(locale));
  return search.engine.search(question, limit);
}

/** Letters no page has (checked with the engine in Node). */
async function nonsense(locale: Locale): Promise<string> {
  for (const candidate of ['zqxjvwk', 'qqxzjvv', 'xjqzvkw']) {
    if ((await nodeAnswer(locale, candidate)).total === 0) return candidate;
  }
  throw new Error('every nonsense word finds something');
}

/** Asks the navbar box `question` (as pasted) and waits for its answer. */
async function ask(page: Page, locale: Locale, question: string): Promise<void> {
  await box(page).click();
  await box(page).fill('');
  await pasteAndTime(page, question, UI[locale].noResults);
}

/** Whether a marked text is (part of) the word searched for: Chinese by pairs, Latin by its start. */
function isPartOf(marked: string, word: string): boolean {
  const text = marked.toLowerCase();
  const lower = word.toLowerCase();
  if (/\p{Script=Han}/u.test(text)) {
    const chars = Array.from(text);
    return chars.length >= 2 && chars.slice(0, -1).some((c, i) => lower.includes(c + chars[i + 1]!));
  }
  return text.startsWith(lower.slice(0, 4));
}

/** Path and hash of a link, without the words to mark. */
const withoutQuery = (href: string) => href.replace(/\?[^#]*/, '');
/** The pages the suggestions link to, in order, without the search's query string. */
const suggestedUrls = async (page: Page) =>
  (
    await suggestions(page)
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  ).map(withoutQuery);

/** Requests for search files (index files and the search code) from now on. */
function searchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (isSearchIndexUrl(url) || (request.resourceType() === 'script' && isSearchScript(url, BUILD)))
      seen.push(url);
  });
  return seen;
}

/** Console errors and uncaught page errors from now on. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

/** Waits until the browser has been idle, after the page's own idle-time work. */
async function idle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => setTimeout(resolve, 500), {timeout: 4000}), {
          timeout: 4000,
        }),
      ),
  );
  await page.waitForLoadState('networkidle');
}

/** A connection of the kind the Network Information API reports (before the page's scripts). */
async function connection(page: Page, info: {saveData?: boolean; effectiveType?: string}): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {configurable: true, get: () => value});
  }, info);
}

test('once the page is idle, the search code and manifest load; Ctrl+K focuses the box and questions fetch each index file at most once', async ({
  page,
}) => {
  const requests = searchRequests(page);
  await page.goto('/docs/intro');
  await idle(page);
  // Prefetched when idle: the code and the manifest, no shard.
  expect(requests.filter((url) => /\/search-index\.json$/.test(url))).toHaveLength(1);
  expect(requests.filter((url) => url.includes('/search-index/'))).toEqual([]);
  await page.keyboard.press('Control+k');
  await expect(box(page)).toBeFocused();
  const word = wordOf('zh');
  // Letter by letter, then again, then another question with the same word: every shard and
  // section file is fetched once at most.
  await page.keyboard.type(word, {delay: 50});
  await expect(suggestions(page).first()).toBeVisible();
  await box(page).fill('');
  await page.keyboard.type(`${word} ${frequentWords(dirOf('zh'))[1]!}`, {delay: 30});
  await expect(suggestions(page).first()).toBeVisible();
  await box(page).fill(word);
  await expect(suggestions(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const twice = requests.filter((url, i) => requests.indexOf(url) !== i);
  expect(twice, 'requested twice').toEqual([]);
  expect(requests.filter((url) => /\/search-index\/t\d+\.\w+\.json$/.test(url)).length).toBeGreaterThan(0);
  expect(requests.filter((url) => /\/search-index\/d\d+\.\w+\.json$/.test(url)).length).toBeGreaterThan(0);
});

for (const [kind, info] of [
  ['Save-Data', {saveData: true, effectiveType: '4g'}],
  ['2G', {saveData: false, effectiveType: '2g'}],
] as const) {
  test(`on a ${kind} connection nothing of search is fetched until the reader reaches for the box`, async ({
    page,
  }) => {
    await connection(page, info);
    const requests = searchRequests(page);
    await page.goto('/docs/intro');
    await idle(page);
    expect(requests, 'fetched while idle').toEqual([]);
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
    await expect.poll(() => requests.some((url) => /\/search-index\.json$/.test(url))).toBe(true);
    await page.keyboard.type(wordOf('zh'));
    await expect(suggestions(page).first()).toBeVisible();
  });
}

for (const locale of LOCALES) {
  const {prefix} = UI[locale];

  test(`${locale}: text typed before the page hydrates is kept and answered`, async ({page}) => {
    // Every script waits until the text is typed.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const word = wordOf(locale);
    // The frame's own goto, returning once the page's HTML arrives: the page's goto waits for
    // hydration, and DOMContentLoaded waits for the (held) deferred scripts.
    await page.mainFrame().goto(`${prefix}/docs/intro`, {waitUntil: 'commit'});
    await box(page).waitFor();
    await box(page).click();
    await page.keyboard.type(word, {delay: 30});
    expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).not.toBe('true');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(box(page)).toHaveValue(word);
    await expect(box(page)).toBeFocused();
    await expect(suggestions(page).first()).toBeVisible();
    const expected = await nodeAnswer(locale, word);
    await expect(suggestions(page).locator('a')).toHaveCount(expected.results.length);
    expect(await suggestedUrls(page)).toEqual(expected.results.map((r) => r.url));
  });
}

test.describe('on a phone', () => {
  test.use({viewport: {width: 412, height: 915}, isMobile: true, hasTouch: true});

  test(
    'the first tap shows within 100 ms a loading message screen readers announce, and text typed while the search loads is kept',
    TIMED,
    async ({page}) => {
      // A data-saving reader: nothing was prefetched.
      await connection(page, {saveData: true});
      await page.goto('/docs/intro');
      await idle(page);
      // From now on the manifest does not arrive until released.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const held: string[] = [];
      await page.route(/\/search-index\.json$/, async (route) => {
        held.push(route.request().url());
        await released;
        await route.continue();
      });
      // Milliseconds from the touch to the first frame that shows the message.
      await page.evaluate(`void (window.__loadingShown = new Promise((resolve) => {
      document.addEventListener('touchstart', () => {
        const tapped = performance.now();
        const check = () => {
          const shown = document.querySelector('[data-search-loading]')?.checkVisibility();
          if (shown) resolve(performance.now() - tapped);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }, {capture: true, once: true});
    }))`);
      await box(page).tap();
      // In a live region (role="status"), so screen readers announce it.
      const message = page.getByRole('status').locator('[data-search-loading]');
      await expect(message).toBeVisible();
      expect(await page.evaluate<number>('window.__loadingShown')).toBeLessThan(100);
      await expect(message).toHaveText(UI.zh.loading);
      await expect.poll(() => held.length).toBe(1);
      const words = frequentWords(dirOf('zh'));
      const question = `${words[0]!}${words[1]!}`;
      await page.keyboard.type(question, {delay: 40});
      await expect(message).toBeVisible();
      release();
      await expect(box(page)).toHaveValue(question);
      await expect(page.locator('[data-search-loading]')).toHaveCount(0);
      const expected = await nodeAnswer('zh', question);
      await expect(suggestions(page)).toHaveCount(Math.min(8, expected.results.length));
      expect(await suggestedUrls(page)).toEqual(expected.results.map((r) => r.url));
    },
  );
});

for (const locale of LOCALES) {
  const {prefix, noResults, seeAll, clear} = UI[locale];

  test(`${locale}: suggestions are a listbox the keyboard drives; Enter opens the chosen one, or the search page`, async ({
    page,
  }) => {
    const errors = errorsOf(page);
    const word = wordOf(locale);
    const expected = await nodeAnswer(locale, word);
    expect(expected.results.length, `the engine finds "${word}"`).toBeGreaterThan(1);
    await page.goto(`${prefix}/blog`);
    await ask(page, locale, word);
    const options = suggestions(page);
    await expect(options).toHaveCount(expected.results.length);
    expect(expected.results.length).toBeLessThanOrEqual(8);
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    const listId = await box(page).getAttribute('aria-controls');
    await expect(page.locator(`[id="${listId}"]`)).toHaveAttribute('role', 'listbox');
    // The first is chosen, and the box says so.
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="option"][aria-selected="true"]')).toHaveCount(1);
    await expect(box(page)).toHaveAttribute(
      'aria-activedescendant',
      (await options.first().getAttribute('id'))!,
    );
    // Each suggestion's link carries the words to mark, before its #section.
    for (const href of await options
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      expect(href).toMatch(/^[^#]*\?_highlight=[^#]+(#.*)?$/);
    }
    await expect(page.getByRole('link', {name: seeAll})).toHaveAttribute(
      'href',
      `${prefix}/search?${new URLSearchParams({q: word}).toString()}`,
    );
    // Down and up again; up from the first chooses none (the box).
    await box(page).press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(1).getAttribute('id'))!,
    );
    await box(page).press('ArrowUp');
    await box(page).press('ArrowUp');
    await expect(page.locator('[role="option"][aria-selected="true"]')).toHaveCount(0);
    await expect(box(page)).not.toHaveAttribute('aria-activedescendant', /.+/);
    // Enter then opens the search page for the question.
    await box(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/search\\?q=`));
    await expect(page.locator('main input[type="search"]')).toHaveValue(word);
    // Back, and Enter opens the first suggestion.
    await page.goto(`${prefix}/blog`);
    await ask(page, locale, word);
    const first = (await options.first().locator('a').getAttribute('href'))!;
    await box(page).press('Enter');
    // Compared decoded: an imported page's anchor may be Chinese, percent-encoded in the address.
    await expect(page).toHaveURL(
      (url) => decodeURI(url.pathname + url.search + url.hash) === decodeURI(first),
    );
    // The address changes at once, but the blog list stays on screen until the page's chunks
    // are in (a larger site's take longer): a question typed before would go to the old box.
    await expect(page.locator('html.blog-list-page')).toHaveCount(0);
    await expect(page.locator('article').first()).toBeVisible();
    // The clear button empties the box and gives it the focus back.
    await ask(page, locale, word);
    await page.getByRole('button', {name: clear}).click();
    await expect(box(page)).toHaveValue('');
    await expect(box(page)).toBeFocused();
    await expect(page.getByRole('button', {name: clear})).toHaveCount(0);
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    // Escape closes the list.
    await ask(page, locale, word);
    await box(page).press('Escape');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(options).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test(`${locale}: a question that matches nothing says so`, async ({page}) => {
    const word = await nonsense(locale);
    await page.goto(`${prefix}/`);
    await ask(page, locale, word);
    await expect(page.getByText(noResults, {exact: true})).toBeVisible();
    await expect(suggestions(page)).toHaveCount(0);
  });

  test(`${locale}: snippets mark the searched words as text, at most 50 characters`, async ({page}) => {
    const word = wordOf(locale);
    await page.goto(`${prefix}/docs/intro`);
    await ask(page, locale, word);
    const marks = suggestions(page).locator('mark');
    await expect(marks.first()).toBeVisible();
    for (const text of await marks.allTextContents())
      expect(isPartOf(text, word), `${text} of ${word}`).toBe(true);
    const snippets = await marks.evaluateAll((list) =>
      [...new Set(list.map((m) => m.parentElement!))].map((s) => s.textContent ?? ''),
    );
    for (const text of snippets) expect(text.replace(/…/g, '').length).toBeLessThanOrEqual(50);
  });
}

test('English words are marked by their stem: a plural finds and marks the singular', async ({page}) => {
  const word = wordOf('en');
  const plural = word.endsWith('s') ? word : `${word}s`;
  await page.goto('/en/docs/intro');
  await ask(page, 'en', plural);
  await expect(suggestions(page).locator('mark').first()).toHaveText(
    new RegExp(`^${word.replace(/s$/, '')}`, 'i'),
  );
});

/** The words the page opened from a result marks (CSS Custom Highlight API), as text. */
const highlighted = (page: Page) =>
  page.evaluate((name) => {
    const highlight = (CSS.highlights as unknown as Map<string, Set<Range>> | undefined)?.get(name);
    return highlight ? [...highlight].map((range) => range.toString()) : [];
  }, HIGHLIGHT_NAME);

/** Whether the page has the marks' colours (their `::highlight()` rule) in a stylesheet. */
const highlightRuleLoaded = (page: Page) =>
  page.evaluate(
    (selector) =>
      [...Array.from(document.styleSheets), ...document.adoptedStyleSheets].some((sheet) =>
        Array.from(sheet.cssRules).some((rule) => (rule as CSSStyleRule).selectorText === selector),
      ),
    `::highlight(${HIGHLIGHT_NAME})`,
  );

for (const locale of LOCALES) {
  const {prefix, noDocuments, found, more} = UI[locale];

  test(`${locale}: the search page takes q from the address and shows what the engine finds, 20 at a time`, async ({
    page,
  }) => {
    const errors = errorsOf(page);
    const word = wordOf(locale);
    const expected = await nodeAnswer(locale, word, 40);
    await page.goto(`${prefix}/search?q=${encodeURIComponent(word)}&ctx=x&version=current`);
    await expect(page.locator('h1')).toContainText(word);
    await expect(page.locator('main input[type="search"]')).toHaveValue(word);
    await expect(page.getByRole('status').filter({hasText: found})).toHaveText(found);
    const count = Number(
      found.exec((await page.getByRole('status').filter({hasText: found}).textContent())!)![1],
    );
    expect(count).toBe(expected.total);
    const results = page.locator('main ol > li');
    await expect(results).toHaveCount(Math.min(20, expected.total));
    expect(
      (await results.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))).map(
        withoutQuery,
      ),
    ).toEqual(expected.results.slice(0, 20).map((r) => r.url));
    const moreButton = page.getByRole('button', {name: more});
    if (expected.total > 20) {
      await moreButton.click();
      await expect(results).toHaveCount(Math.min(40, expected.total));
    } else {
      await expect(moreButton).toHaveCount(0);
    }
    // Typing in the page's own box updates the address and the results.
    const none = await nonsense(locale);
    await page.locator('main input[type="search"]').fill(none);
    await expect(page).toHaveURL(new RegExp(`\\?q=${none}$`));
    await expect(page.getByText(noDocuments, {exact: true})).toBeVisible();
    await expect(results).toHaveCount(0);
    // A result opens its page, which marks the words (no hydration error: the marks are not markup).
    await page.goto(`${prefix}/search?q=${encodeURIComponent(word)}`);
    await results.first().locator('a').click();
    await expect(page).toHaveURL(/_highlight=/);
    await expect.poll(() => highlighted(page)).not.toEqual([]);
    expect(errors).toEqual([]);
  });

  test(`${locale}: a page opened with ?_highlight= marks the words without an error, until the next navigation`, async ({
    page,
  }) => {
    const errors = errorsOf(page);
    const word = wordOf(locale);
    const expected = await nodeAnswer(locale, word);
    // Opened directly (server-rendered, then hydrated) from the first suggestion's link.
    await page.goto(`${prefix}/docs/intro`);
    // A page opened without words to mark loads neither the marking code nor the marks' colours.
    expect(await highlightRuleLoaded(page)).toBe(false);
    await ask(page, locale, word);
    const href = (await suggestions(page).first().locator('a').getAttribute('href'))!;
    expect(withoutQuery(href)).toBe(expected.results[0]!.url);
    await page.goto(href);
    await expect.poll(() => highlighted(page)).not.toEqual([]);
    // The marks have their colours.
    expect(await highlightRuleLoaded(page)).toBe(true);
    for (const text of await highlighted(page)) expect(isPartOf(text, word), `${text} of ${word}`).toBe(true);
    // The article's markup is the server's: no <mark> was added.
    await expect(page.locator('article mark')).toHaveCount(0);
    // A link elsewhere: the marks go.
    await clickBrand(page);
    await expect(page).not.toHaveURL(/_highlight=/);
    await expect.poll(() => highlighted(page)).toEqual([]);
    expect(errors, 'console and page errors (React #418 is a hydration mismatch)').toEqual([]);
  });
}

// Issue 50: the suggestions wait for the shards of the question's words and the heads file only;
// each section's text (the snippet) comes afterwards. With every section file refused, the
// suggestions still show, the same as the engine's in Node, each with its title, and no error.
for (const locale of LOCALES) {
  test(`${locale}: the suggestions show from the shards and heads alone, their snippets afterwards`, async ({
    page,
  }) => {
    const sectionFiles: string[] = [];
    await page.route(/\/search-index\/d\d+\.[0-9a-f]+\.json$/, (route) => {
      sectionFiles.push(route.request().url());
      return route.abort();
    });
    await page.goto(`${UI[locale].prefix}/docs/intro`);
    const question = wordOf(locale);
    await ask(page, locale, question);
    const expected = (await nodeAnswer(locale, question)).results.map((r) => r.title);
    await expect(suggestions(page)).toHaveCount(expected.length);
    const titles = await suggestions(page).evaluateAll((options) =>
      options.map((o) => o.querySelector('a > span')?.firstChild?.textContent ?? ''),
    );
    expect(titles).toEqual(expected);
    await expect(page.getByTestId('search-error')).toHaveCount(0);
    // Their snippets were asked for after they showed, and stay empty when refused.
    await expect.poll(() => sectionFiles.length).toBeGreaterThan(0);
    await expect(page.locator(`${SUGGESTION} [data-snippet-pending]`).first()).toBeAttached();
  });
}

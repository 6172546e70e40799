import {readFileSync} from 'node:fs';
import {
  frequentWords,
  pasteAndTime,
  SEARCH_BOX,
  SUGGESTION,
  watchAnswer,
  answerTime,
} from '../scripts/lib/searchLatency';
import {BUILD} from './lib/built';
import {expect, test, TIMED, type Page} from './lib/test';

const en = JSON.parse(readFileSync('i18n/en/code.json', 'utf8')) as Record<string, {message: string}>;
const NO_RESULTS = {zh: '没有找到任何文档', en: en['theme.SearchBar.noResultsText']!.message};
const SEARCH_PAGE_ANSWER = {
  zh: /^共找到 \d+ 篇文档$|^没有找到任何文档$/,
  en: new RegExp(`^\\d+ documents? found$|^${en['theme.SearchPage.noResultsText']!.message}$`),
};

/** Search input that tries to break out of text, the regex engine or the layout. */
const payloads: [string, string][] = [
  ['HTML with an event handler', '<img src=x onerror="window.__pwned=1">'],
  ['a script tag', '<script>window.__pwned=1</script>'],
  ['an attribute break-out', '"><svg onload=window.__pwned=1>'],
  ['regex metacharacters', '.*+?^${}()|[]\\ (a+)+$'],
  ['5,000 characters', '启动器 launcher '.repeat(312) + 'x'.repeat(8)],
  ['a lone surrogate', 'abc\uD800def'],
  ['an RTL override', '\u202Eevil\u202C text'],
  ['an emoji run', '😀🎮⛏️👨‍👩‍👧‍👦'.repeat(40)],
  ['path traversal', '../../../../etc/passwd %2e%2e%2f'],
];

/** The search page's answer: how many documents it found, or that it found none. */
const searchPageAnswer = (page: Page, locale: 'zh' | 'en') =>
  page.locator('main [role="status"], main p').filter({hasText: SEARCH_PAGE_ANSWER[locale]}).first();

async function guard(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    dialog.dismiss().catch(() => {}); // counted above; the page may be closing
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // Markup that reached the DOM would also trip the Content-Security-Policy.
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /Content Security Policy/i.test(msg.text()))
      problems.push(`console: ${msg.text()}`);
  });
  return problems;
}

async function stillUsable(page: Page, prefix = ''): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload]')).toHaveCount(0);
  // The page still works: the navbar takes us to the docs.
  await page
    .locator('nav.navbar')
    .getByRole('link', {name: prefix ? 'Docs' : '文档', exact: true})
    .click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
}

/** The box answered: suggestions, or its "no results" text (never a spinner or an error). */
async function answered(page: Page, noResults: string): Promise<void> {
  await expect(
    page
      .locator(SUGGESTION)
      .first()
      .or(page.getByText(noResults, {exact: true})),
  ).toBeVisible();
  await expect(page.locator('[data-search-loading]')).toHaveCount(0);
  await expect(page.getByTestId('search-error')).toHaveCount(0);
}

// One load for all the payloads, each a named step: asked in turn in the navbar box of the same
// page, each must show as text and leave nothing run, checked after each with soft assertions (a
// payload's failure does not hide the next one's); the page must then still work. (Before: one
// test and one load per payload, each ending with the navigation check.)
test(`navbar search shows ${payloads.map(([name]) => name).join(', ')} as text`, async ({page}) => {
  const problems = await guard(page);
  await page.goto('/docs/intro');
  const input = page.locator(SEARCH_BOX);
  for (const [name, text] of payloads) {
    await test.step(name, async () => {
      const before = problems.length;
      await input.click();
      await input.fill(text);
      // The box answered: suggestions, or its "no results" text (never a spinner or an error).
      await expect
        .soft(
          page
            .locator(SUGGESTION)
            .first()
            .or(page.getByText(NO_RESULTS.zh, {exact: true})),
          name,
        )
        .toBeVisible();
      await expect.soft(page.locator('[data-search-loading]'), name).toHaveCount(0);
      await expect.soft(page.getByTestId('search-error'), name).toHaveCount(0);
      // What the snippets show is text: any markup of the question is in text nodes only.
      await expect
        .soft(page.locator(`${SUGGESTION} img, ${SUGGESTION} svg, ${SUGGESTION} script`), name)
        .toHaveCount(0);
      if (text.includes('\uD800')) expect.soft(await input.inputValue(), name).toContain('abc');
      else expect.soft(await input.inputValue(), name).toBe(text.slice(0, 1000));
      await page.keyboard.press('Escape');
      expect
        .soft(
          await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned),
          `${name}: nothing of it ran`,
        )
        .toBeUndefined();
      await expect.soft(page.locator('img[src="x"], svg[onload]'), name).toHaveCount(0);
      expect.soft(problems.slice(before), name).toEqual([]);
      await input.fill('');
    });
  }
  await stillUsable(page);
  expect(problems).toEqual([]);
});

for (const [name, text] of payloads) {
  test(`/search?q= shows ${name} as text`, async ({page}) => {
    const problems = await guard(page);
    const q = text.includes('\uD800') ? 'abc%ED%A0%80def' : encodeURIComponent(text);
    await page.goto(`/en/search?q=${q}`);
    // The heading names the question, as text.
    if (!text.includes('\uD800')) await expect(page.locator('h1')).toContainText(text.slice(0, 40).trim());
    else await expect(page.locator('h1')).toContainText('abc');
    await expect(searchPageAnswer(page, 'en')).toBeVisible();
    await expect(page.getByTestId('search-error')).toHaveCount(0);
    await stillUsable(page, '/en');
    expect(problems).toEqual([]);
  });
}

/**
 * What players paste or type, answered quickly however long (issue 31): the engine ready, the
 * CPU four times slower (as Lighthouse's phone), each within a second, with no error and a box
 * that still works afterwards.
 */
const LONG_INPUTS: [string, string][] = [
  ['a 25-character Chinese question', '我用HMCL启动器登录皮肤站账号以后进服务器提示无效的会话'],
  ['a word repeated 8 times', '服务器'.repeat(8)],
  ['5,000 Chinese characters', '我用HMCL启动器登录皮肤站账号以后进服务器提示无效的会话'.repeat(200)],
  ['one 30,000-letter word', 'a'.repeat(30_000)],
  ['100,000 pasted characters', 'Failed to login: Invalid session (Try restarting your game) '.repeat(1700)],
];
/**
 * Issue 31's targets are 300 ms for questions up to 100 characters and 1 s beyond, at 4x CPU
 * slowdown with the engine ready; a question's first answer includes fetching its shards. Measured
 * alone: 94–124 ms for the 25-character question. With the suite's two browsers sharing two cores
 * it took up to 436 ms, so the limit here keeps headroom for that (the old engine took about 30 s:
 * a real regression still fails). Tagged TIMED: they now run after the other tests, one at a time.
 */
const SHORT_MS = 600;
const ANSWER_MS = 1000;
const limitFor = (text: string) => (Array.from(text).length <= 100 ? SHORT_MS : ANSWER_MS);
const CPU_SLOWDOWN = 4;

async function slowCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate});
  await cdp.detach();
}

/** The page's JavaScript heap in use, MiB. */
async function heapMiB(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const {usedSize} = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

test.describe(`long input, CPU ${CPU_SLOWDOWN}x slower`, TIMED, () => {
  for (const [name, text] of LONG_INPUTS) {
    test(`the box answers ${name} within ${limitFor(text)} ms, pasted`, async ({page}) => {
      const problems = await guard(page);
      await page.goto('/docs/intro');
      const input = page.locator(SEARCH_BOX);
      await input.click();
      // The engine ready: a first question answered.
      await pasteAndTime(page, frequentWords(BUILD)[0]!, NO_RESULTS.zh);
      await input.fill('');
      await slowCpu(page, CPU_SLOWDOWN);
      const ms = await pasteAndTime(page, text, NO_RESULTS.zh, 10_000);
      await slowCpu(page, 1);
      console.log(`${name}: answered in ${ms.toFixed(0)} ms at ${CPU_SLOWDOWN}x CPU slowdown`);
      expect(ms).toBeLessThan(limitFor(text));
      await answered(page, NO_RESULTS.zh);
      expect(await heapMiB(page), 'MiB of JavaScript heap').toBeLessThan(200);
      // Still a working box: the next question is answered.
      await input.fill('');
      await pasteAndTime(page, frequentWords(BUILD)[1]!, NO_RESULTS.zh);
      await expect(page.locator(SUGGESTION).first()).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test(`the box answers a word typed 8 times, letter by letter, within ${SHORT_MS} ms of the last letter`, async ({
    page,
  }) => {
    const problems = await guard(page);
    await page.goto('/docs/intro');
    const input = page.locator(SEARCH_BOX);
    await input.click();
    await pasteAndTime(page, frequentWords(BUILD)[0]!, NO_RESULTS.zh);
    await input.fill('');
    await slowCpu(page, CPU_SLOWDOWN);
    await watchAnswer(page, NO_RESULTS.zh, 10_000);
    await page.keyboard.type('服务器'.repeat(8), {delay: 20});
    const ms = await answerTime(page);
    await slowCpu(page, 1);
    expect(ms).toBeLessThan(SHORT_MS);
    await expect(input).toHaveValue('服务器'.repeat(8));
    expect(problems).toEqual([]);
  });

  for (const [locale, prefix] of [
    ['zh', ''],
    ['en', '/en'],
  ] as const) {
    test(`${locale}: a /search?q= link with 30,000 letters is answered within ${ANSWER_MS} ms of the page hydrating`, async ({
      page,
    }) => {
      const problems = await guard(page);
      const letters = 'abcdefghij'.repeat(3000);
      // A first visit caches the search code (as a reader who searched before).
      await page.goto(`${prefix}/search?q=${frequentWords(prefix ? `${BUILD}/en` : BUILD)[0]!}`);
      await expect(searchPageAnswer(page, locale)).toBeVisible();
      // When the page hydrates, and when its answer (or error) shows.
      await page.addInitScript((answer: string) => {
        const w = window as unknown as {__hydratedAt?: number; __answeredAt?: number};
        new MutationObserver(() => {
          if (document.documentElement.dataset.hasHydrated === 'true') w.__hydratedAt ??= performance.now();
          const status = Array.from(document.querySelectorAll('main [role="status"], main p'));
          const pattern = new RegExp(answer);
          if (
            status.some((el) => pattern.test(el.textContent ?? '')) ||
            document.querySelector('[data-testid="search-error"]')
          )
            w.__answeredAt ??= performance.now();
        }).observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
      }, SEARCH_PAGE_ANSWER[locale].source);
      await slowCpu(page, CPU_SLOWDOWN);
      await page.goto(`${prefix}/search?q=${letters}`);
      await expect
        .poll(
          () => page.evaluate(() => (window as unknown as {__answeredAt?: number}).__answeredAt ?? null),
          {
            timeout: 20_000,
          },
        )
        .not.toBeNull();
      const {hydratedAt, answeredAt} = await page.evaluate(() => {
        const w = window as unknown as {__hydratedAt: number; __answeredAt: number};
        return {hydratedAt: w.__hydratedAt, answeredAt: w.__answeredAt};
      });
      await slowCpu(page, 1);
      console.log(
        `${locale} /search?q= with 30,000 letters: answered ${(answeredAt - hydratedAt).toFixed(0)} ms after hydration`,
      );
      expect(answeredAt - hydratedAt).toBeLessThan(ANSWER_MS);
      await expect(page.getByTestId('search-error')).toHaveCount(0);
      await expect(page.locator('h1')).toContainText(letters.slice(0, 40));
      expect(await heapMiB(page), 'MiB of JavaScript heap').toBeLessThan(200);
      expect(problems).toEqual([]);
    });
  }
});

/**
 * Issue 50: a word that names a property of Object.prototype ("constructor") broke search — the
 * engine read `shard["constructor"]`, a function, as postings, and fetched `dNaN.<id>.json`.
 * Every such name, as typed, capitalised, plural and beside another word, in both locales: in the
 * box (one page each) and on /search?q= (one name of each kind, alone), answered without an error or a request
 * for a file the index does not have.
 */
const BUILT_IN_NAMES = Object.getOwnPropertyNames(Object.prototype);
/** Of those, one of each kind for the search page: a method, and the accessor `__proto__`. */
const PAGE_NAMES = ['constructor', '__proto__'].filter((name) => BUILT_IN_NAMES.includes(name));
for (const [locale, prefix] of [
  ['zh', ''],
  ['en', '/en'],
] as const) {
  const dir = prefix ? `${BUILD}/en` : BUILD;
  // Two tests, the box and the search page: together they ran past the time limit of one on an
  // imported wiki of 374 pages (issue 49), where each answer reads more of the index.
  const watchIndex = (page: Page) => {
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/search-index') && response.status() >= 400) missing.push(response.url());
    });
    return missing;
  };
  test(`${locale}: the names of Object.prototype's properties are words like any other, in the box`, async ({
    page,
  }) => {
    const problems = await guard(page);
    const missing = watchIndex(page);
    await page.goto(`${prefix}/docs/intro`);
    const input = page.locator(SEARCH_BOX);
    await input.click();
    const word = frequentWords(dir)[0]!;
    for (const name of BUILT_IN_NAMES) {
      for (const question of [name, name[0]!.toUpperCase() + name.slice(1), `${name}s`, `${name} ${word}`]) {
        await test.step(question, async () => {
          await input.fill('');
          await pasteAndTime(page, question, NO_RESULTS[locale]);
          await expect.soft(page.getByTestId('search-error'), question).toHaveCount(0);
        });
      }
    }
    expect(missing).toEqual([]);
    expect(problems).toEqual([]);
  });
  test(`${locale}: the names of Object.prototype's properties are words like any other, on the search page`, async ({
    page,
  }) => {
    const problems = await guard(page);
    const missing = watchIndex(page);
    // The page hands its question to the box's engine, which gets every name above: here one name
    // of each kind, a method and the accessor (a page load each; all 12 were 24 loads, issue 49).
    for (const name of PAGE_NAMES) {
      await page.goto(`${prefix}/search?q=${encodeURIComponent(name)}`);
      await expect.soft(searchPageAnswer(page, locale), name).toBeVisible();
      await expect.soft(page.getByTestId('search-error'), name).toHaveCount(0);
    }
    expect(missing).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('an error in the box takes the earlier suggestions away: Enter opens none of them', async ({page}) => {
  await page.goto('/docs/intro');
  const input = page.locator(SEARCH_BOX);
  await input.click();
  const [first, second] = frequentWords(BUILD);
  await pasteAndTime(page, first!, NO_RESULTS.zh);
  await expect(page.locator(SUGGESTION).first()).toBeVisible();
  // From now on no index file arrives: the next question fails.
  await page.route('**/search-index/**', (route) => route.abort());
  await input.fill(`${second} zzqx`);
  await expect(page.getByTestId('search-error')).toBeVisible();
  await expect(page.locator(SUGGESTION)).toHaveCount(0);
  const before = page.url();
  await input.press('Enter');
  // Enter asks the search page for the question, never an earlier question's first result.
  await expect(page).toHaveURL(/\/search\?q=/);
  expect(page.url()).not.toBe(before);
});

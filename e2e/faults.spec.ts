import {readFileSync} from 'node:fs';
import {frequentWords} from '../scripts/lib/searchLatency';
import {BUILD} from './lib/built';
import {expect, test, type Page} from './lib/test';
import {clickBrand} from './lib/navbar';

/** The site keeps working when parts of it fail. */
const en = JSON.parse(readFileSync('i18n/en/code.json', 'utf8')) as Record<string, {message: string}>;
const FAILED = {zh: '搜索结果暂时无法加载，请稍后刷新页面再试。', en: en['searchBar.indexFailed']!.message};
const LOADING = {zh: '正在加载搜索…', en: en['searchBar.indexLoading']!.message};

/** Ways the search index can be unreachable: which of its files, and how. */
const FAULTS = [
  {
    name: 'a missing manifest',
    files: /\/search-index\.json$/,
    status: 404,
    body: '<!doctype html><title>Not found</title>',
    type: 'text/html',
  },
  {
    name: 'a corrupt manifest',
    files: /\/search-index\.json$/,
    status: 200,
    body: '{"v": 1, "shards": tru',
    type: 'application/json',
  },
  {
    name: 'a server error for the manifest',
    files: /\/search-index\.json$/,
    status: 500,
    body: 'error',
    type: 'text/plain',
  },
  {
    name: 'a server error for the shards',
    files: /\/search-index\/t\d+\.\w+\.json$/,
    status: 500,
    body: 'error',
    type: 'text/plain',
  },
  {
    name: 'a missing heads file',
    files: /\/search-index\/h\.\w+\.json$/,
    status: 404,
    body: 'not found',
    type: 'text/plain',
  },
  {
    name: 'missing section files',
    files: /\/search-index\/d\d+\.\w+\.json$/,
    status: 404,
    body: 'not found',
    type: 'text/plain',
    // The box's suggestions need only the shards and the heads; their snippets come after.
    boxStillSuggests: true,
  },
] as const;

async function breakIndex(page: Page, fault: (typeof FAULTS)[number]): Promise<void> {
  await page.route(fault.files, (route) =>
    route.fulfill({status: fault.status, contentType: fault.type, body: fault.body}),
  );
}

/** The intro page with the index broken as `fault` says, a frequent word typed into the box. */
async function searchWithFault(page: Page, fault: (typeof FAULTS)[number]) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await breakIndex(page, fault);
  await page.goto('/docs/intro');
  const input = page.locator('input.navbar__search-input');
  await input.click();
  await input.fill(frequentWords(BUILD)[0]!);
  return {errors, input};
}

for (const fault of FAULTS) {
  if ('boxStillSuggests' in fault) {
    test(`${fault.name}: the box still suggests, without snippets, and Enter opens the first`, async ({
      page,
    }) => {
      const {errors, input} = await searchWithFault(page, fault);
      const first = page.locator('[role="listbox"] [role="option"]').first();
      await expect(first).toBeVisible();
      const href = await first.locator('a').first().getAttribute('href');
      await expect(page.getByTestId('search-error')).toHaveCount(0);
      await input.press('Enter');
      await expect(page).toHaveURL(new URL(href!, page.url()).href);
      expect(errors).toEqual([]);
    });
  } else
    test(`${fault.name}: the box says results cannot be loaded, the page works`, async ({page}) => {
      const {errors} = await searchWithFault(page, fault);
      await expect(page.getByTestId('search-error')).toHaveText(FAILED.zh);
      await expect(page.getByTestId('search-error')).toHaveAttribute('role', 'alert');
      // No "loading" left beside it, and no suggestions.
      await expect(page.locator('[data-search-loading]')).toHaveCount(0);
      await expect(page.locator('[role="listbox"] [role="option"]')).toHaveCount(0);
      expect(errors).toEqual([]);
      // The rest of the page still works.
      await clickBrand(page);
      await expect(page).toHaveURL(/\/$/);
    });

  test(`${fault.name}: the search page shows its error, not a spinner`, async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await breakIndex(page, fault);
    await page.goto(`/search?q=${encodeURIComponent(frequentWords(BUILD)[0]!)}`);
    await expect(page.locator('main').getByTestId('search-error')).toHaveText(FAILED.zh);
    await expect(page.locator('main').getByTestId('search-error')).toHaveAttribute('role', 'alert');
    await expect(page.getByText(LOADING.zh)).toHaveCount(0);
    await expect(page.locator('main ol')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('the English site says it in English, in the box and on the search page', async ({page}) => {
  await page.route(/search-index\.json$/, (route) => route.fulfill({status: 500, body: 'error'}));
  await page.goto('/en/docs/intro');
  await page.locator('input.navbar__search-input').click();
  await expect(page.getByTestId('search-error')).toHaveText(FAILED.en);
  await page.goto(`/en/search?q=${encodeURIComponent(frequentWords(`${BUILD}/en`)[0]!)}`);
  await expect(page.locator('main').getByTestId('search-error')).toHaveText(FAILED.en);
  await expect(page.getByText(LOADING.en)).toHaveCount(0);
});

test('a page chunk that fails to load: the browser reloads the page, which then works', async ({page}) => {
  await page.goto('/', {waitUntil: 'networkidle'});
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  // The next page's chunks fail until the page is loaded again (a deploy replaced them, or the
  // network dropped). Every script request fails until then, not only the first: the first may be
  // one the page fetches while idle (a link prefetched), not the next page's (one run of 700 failed
  // that way: nothing the navigation needed failed, so nothing reloaded).
  let failures = 0;
  let failing = true;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) failing = false;
  });
  await page.route(/\/assets\/js\/.*\.js$/, (route) => {
    if (failing) {
      failures++;
      return route.abort();
    }
    return route.continue();
  });
  await page.locator('nav.navbar').getByRole('link', {name: '文档', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  // A full reload: the old document (and its marker) is gone… (While the reload is under way
  // there is no document to ask: ask again.)
  await expect
    .poll(() =>
      page
        .evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument ?? false)
        .catch(() => true),
    )
    .toBe(false);
  expect(failures).toBeGreaterThan(0);
  // …and the reloaded page is complete and interactive.
  await expect(page.locator('article h1')).toBeVisible();
  await page.locator('nav.navbar').getByRole('link', {name: '相关教程', exact: true}).click();
  await expect(page).toHaveURL(/\/blog$/);
});

for (const [prefix, title, retry] of [
  ['', '页面已崩溃。', '重试'],
  ['/en', 'This page crashed.', 'Try again'],
] as const) {
  test(`${prefix || '/'}: a component that throws shows "${title}", and "${retry}" recovers (fixture build)`, async ({
    page,
  }) => {
    const response = await page.goto(`${prefix}/__fixtures__/crash`);
    expect(response?.status(), 'build with SITE_TEST_FIXTURES=1 (npm test does)').toBe(200);
    await expect(page.getByTestId('fragile')).toBeVisible();
    // The fault appears on the next render (client-side navigation back to the page).
    await page.evaluate(() => ((window as unknown as {__crash: boolean}).__crash = true));
    await clickBrand(page);
    await page.goBack();
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByTestId('fragile')).toHaveCount(0);
    // The fault clears; "Try again" renders the page again.
    await page.evaluate(() => ((window as unknown as {__crash: boolean}).__crash = false));
    await page.getByRole('button', {name: retry}).click();
    await expect(page.getByTestId('fragile')).toBeVisible();
  });
}

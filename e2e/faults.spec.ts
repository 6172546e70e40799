import {expect, test} from './lib/test';

/** The site keeps working when parts of it fail. */
for (const [name, fulfil] of [
  ['missing', {status: 404, contentType: 'text/html', body: '<!doctype html><title>Not found</title>'}],
  ['corrupt', {status: 200, contentType: 'application/json', body: '[{"documents": [tru'}],
] as const) {
  test(`a ${name} search index: the box says results cannot be loaded, the page works`, async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(/search-index\.json/, (route) => route.fulfill(fulfil));
    await page.goto('/docs/intro');
    const input = page.locator('input.navbar__search-input');
    await input.click();
    await input.fill('启动器');
    await expect(page.getByTestId('search-error')).toHaveText('搜索结果暂时无法加载，请稍后刷新页面再试。');
    // No "loading" left beside it.
    await expect(page.locator('[data-search-loading]')).toHaveCount(0);
    expect(errors).toEqual([]);
    // The rest of the page still works.
    await page.locator('nav.navbar').getByRole('link', {name: '相关教程', exact: true}).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
}

test('the English site says it in English', async ({page}) => {
  await page.route(/search-index\.json/, (route) => route.fulfill({status: 500, body: 'error'}));
  await page.goto('/en/docs/intro');
  await page.locator('input.navbar__search-input').click();
  await expect(page.getByTestId('search-error')).toContainText('Search results cannot be loaded');
});

test('a page chunk that fails to load: the browser reloads the page, which then works', async ({page}) => {
  await page.goto('/', {waitUntil: 'networkidle'});
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  // The next page's chunks fail once (a deploy replaced them, or the network dropped).
  let failures = 0;
  await page.route(/\/assets\/js\/.*\.js$/, (route) => {
    if (failures < 1) {
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
  expect(failures).toBe(1);
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
    await page.locator('nav.navbar a.navbar__brand').click();
    await page.goBack();
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByTestId('fragile')).toHaveCount(0);
    // The fault clears; "Try again" renders the page again.
    await page.evaluate(() => ((window as unknown as {__crash: boolean}).__crash = false));
    await page.getByRole('button', {name: retry}).click();
    await expect(page.getByTestId('fragile')).toBeVisible();
  });
}

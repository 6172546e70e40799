import {expect, test} from './lib/test';

const input = (page: import('@playwright/test').Page) => page.locator('input.navbar__search-input');

test('Ctrl+K focuses the search box, and the index is fetched only then', async ({page}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('search-index')) indexRequests.push(request.url());
  });
  await page.goto('/docs/intro');
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);
  await page.locator('body').click();
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
  expect(indexRequests[0]).toMatch(/\/search-index\.json\?_=[0-9a-f]+$/);
});

for (const [locale, prefix, query, pathPattern] of [
  ['zh', '', '启动器', /\/docs\//],
  ['en', '/en', 'launcher', /\/en\/docs\//],
] as const) {
  test(`a ${locale} query gives results and Enter opens the first one`, async ({page}) => {
    await page.goto(`${prefix}/blog`);
    await input(page).click();
    await input(page).fill(query);
    const suggestions = page.locator('[role="listbox"] [role="option"]');
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeLessThanOrEqual(8);
    // The first suggestion is preselected; Enter opens it.
    await expect(suggestions.first()).toHaveAttribute('aria-selected', 'true');
    await input(page).press('Enter');
    await expect(page).toHaveURL(pathPattern);
    // The URL changes before the new page renders: wait for the doc's own content.
    await expect(page.locator('.theme-doc-markdown')).toContainText(new RegExp(query, 'i'));
  });
}

test('a query that matches nothing says so', async ({page}) => {
  await page.goto('/');
  await input(page).click();
  await input(page).fill('zzqxjvw');
  await expect(page.getByText('没有找到任何文档')).toBeVisible();
  await page.goto('/en/');
  await input(page).click();
  await input(page).fill('zzqxjvw');
  await expect(page.getByText(/No results/i)).toBeVisible();
});

test('the search page takes q from the URL', async ({page}) => {
  await page.goto('/search?q=%E5%90%AF%E5%8A%A8%E5%99%A8');
  await expect(page.locator('h1')).toContainText('启动器');
  await expect(page.locator('input[type="search"]').last()).toHaveValue('启动器');
  await expect(page.getByText(/共找到 \d+ 篇文档/)).toBeVisible();
  await expect(page.locator('article a[href*="/docs/"]').first()).toBeVisible();
});

test('the search code loads only when the reader reaches for it, and the box does not move', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/docs/intro');
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  await expect(page.locator('[data-search-placeholder]')).toHaveCount(1);
  const box = input(page);
  await expect(box).toHaveAttribute('aria-label', '搜索');
  const where = await box.boundingBox();
  await box.hover();
  await expect(page.locator('[data-search-placeholder]')).toHaveCount(0);
  expect(scripts.length, 'hovering loads the search bar chunk').toBeGreaterThan(before);
  expect(await input(page).boundingBox()).toEqual(where);
  await expect(input(page)).toHaveAttribute('aria-label', '搜索');
  await expect(input(page)).not.toBeFocused();
});

test('text typed before the search code arrives is kept', async ({page}) => {
  // Slow the search bar's chunk down, as on a phone.
  await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
    if (route.request().frame() && (await page.locator('[data-search-placeholder]').count()) > 0) {
      await new Promise((r) => setTimeout(r, 400));
    }
    await route.continue();
  });
  await page.goto('/docs/intro');
  await page.waitForLoadState('networkidle');
  await input(page).click();
  await page.keyboard.type('launcher', {delay: 20});
  await expect(input(page)).toHaveValue('launcher');
  await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible();
});

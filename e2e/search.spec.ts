import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import {expect, test} from './lib/test';

const input = (page: import('@playwright/test').Page) => page.locator('input.navbar__search-input');

/**
 * A word of data/search/dictionary.yml that the built Chinese index has in a page title and in
 * section texts: a query that finds pages whose text shows it.
 */
function dictionaryWord(): string {
  const index = JSON.parse(readFileSync('build/search-index.json', 'utf8')) as {documents: {t: string}[]}[];
  const {words} = yaml.load(readFileSync('data/search/dictionary.yml', 'utf8')) as {words: string[]};
  const word = words
    .map((w) => w.split(' ')[0]!)
    .find(
      (w) =>
        index[0]!.documents.some((d) => d.t.includes(w)) && index[4]!.documents.some((d) => d.t.includes(w)),
    );
  if (!word) throw new Error('no word of data/search/dictionary.yml in both a page title and a section');
  return word;
}

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

test.describe('on a phone', () => {
  test.use({viewport: {width: 412, height: 915}, isMobile: true, hasTouch: true});

  test('the first tap shows within 100 ms a loading message screen readers announce, and starts the index download before any search code', async ({
    page,
  }) => {
    await page.goto('/docs/intro');
    await page.waitForLoadState('networkidle');
    // From now on no script and no index arrives until released.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(/\/assets\/js\/.*\.js$|search-index\.json/, async (route) => {
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
    await input(page).tap();
    // In a live region (role="status"), so screen readers announce it.
    const message = page.getByRole('status').locator('[data-search-loading]');
    await expect(message).toBeVisible();
    // Painted within 100 ms of the touch (the bench measures it again on a 4x slower CPU).
    expect(await page.evaluate<number>('window.__loadingShown')).toBeLessThan(100);
    await expect(message).toHaveText('正在加载搜索…');
    await expect.poll(() => held.some((url) => /\/search-index\.json\?_=[0-9a-f]+$/.test(url))).toBe(true);
    release();
    await page.keyboard.type(dictionaryWord());
    await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible();
    await expect(page.locator('[data-search-loading]')).toHaveCount(0);
  });
});

test('the index is downloaded once: the search worker reuses the download the box started', async ({
  page,
}) => {
  await page.goto('/docs/intro');
  await input(page).click();
  await input(page).fill(dictionaryWord());
  await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible();
  const entries = `performance.getEntriesByType('resource').filter((e) => e.name.includes('search-index')).map((e) => e.transferSize)`;
  expect(await page.evaluate<number[]>(entries)).toEqual([expect.any(Number)]);
  expect((await page.evaluate<number[]>(entries))[0]).toBeGreaterThan(0);
  const worker = page.workers()[0]!;
  expect(await worker.evaluate<number[]>(entries)).toEqual([0]);
});

test('suggestions mark the searched words, found in the text (the index keeps no positions)', async ({
  page,
}) => {
  const index = await (await page.request.get('/search-index.json')).text();
  expect(index).not.toContain('"position"');
  await page.goto('/docs/intro');
  await input(page).click();
  await input(page).fill(dictionaryWord());
  await expect(page.locator('[role="option"] mark').first()).toHaveText(dictionaryWord());
  await page.goto('/en/docs/intro');
  await input(page).click();
  await input(page).fill('launchers');
  await expect(page.locator('[role="option"] mark').first()).toHaveText(/^launcher/i);
});

test('the page opened from a result marks the searched words until the next navigation', async ({page}) => {
  await page.goto('/docs/intro');
  await input(page).click();
  await input(page).fill(dictionaryWord());
  await expect(page.locator('[role="option"]').first()).toBeVisible();
  await input(page).press('Enter');
  await expect(page).toHaveURL(/_highlight=/);
  await expect(page.locator('article mark').first()).toHaveText(dictionaryWord());
  await page.locator('nav.navbar').getByRole('link', {name: '相关教程', exact: true}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('article mark')).toHaveCount(0);
  // Also from the search page, where the navbar's box has not been used.
  await page.goto(`/search?q=${encodeURIComponent(dictionaryWord())}`);
  await page.locator('article h2 a').first().click();
  await expect(page).toHaveURL(/_highlight=/);
  await expect(page.locator('article mark').first()).toHaveText(dictionaryWord());
});

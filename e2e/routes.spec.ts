import {expect, test} from './lib/test';
import {sitemapPaths} from './lib/built';
import {expectRoutePage, requiredPages} from './lib/routePage';

/**
 * Every route of e2e/routes.txt serves its own page in both locales. The routes in a sitemap are
 * checked by the crawl (crawl.spec.ts) as it loads them; the rest (pages no sitemap lists) here.
 */
const inSitemap = new Set(sitemapPaths().map((p) => decodeURI(p)));

for (const [url, {route, locale}] of requiredPages()) {
  if (inSitemap.has(url)) continue;
  test(`${url} serves its page`, async ({page}) => {
    const response = await page.goto(url);
    expect(response?.status(), 'HTTP status').toBe(200);
    await expectRoutePage(page, route, locale);
  });
}

test('/docs leads to the main doc', async ({page}) => {
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await page.goto('/en/docs');
  await expect(page).toHaveURL(/\/en\/docs\/intro$/);
});

import {sitemapPaths} from './lib/built';
import {A11Y_PAGES, expectAccessibleLightAndDark} from './lib/a11y';
import {test} from './lib/test';

/**
 * axe-core finds no serious or critical violation on any page type, in light and dark
 * (lib/a11y.ts). The pages of A11Y_PAGES that a sitemap lists are checked by the crawl
 * (crawl.spec.ts) in its load of the page; the others here.
 */
const inSitemap = new Set(sitemapPaths().map((p) => decodeURI(p)));

// One load per page: light as loaded, then dark as the navbar's toggle makes it.
for (const url of A11Y_PAGES.filter((u) => !inSitemap.has(decodeURI(u)))) {
  test(`${decodeURI(url)} (light, then dark) has no serious accessibility violation`, async ({page}) => {
    test.setTimeout(2 * test.info().timeout); // the time of the two tests (light, dark) it replaces
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto(url, {waitUntil: 'networkidle'});
    await expectAccessibleLightAndDark(page, decodeURI(url));
  });
}

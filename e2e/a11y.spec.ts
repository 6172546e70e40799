import {sitemapPaths} from './lib/built';
import {A11Y_UNLISTED, expectAccessibleLightAndDark} from './lib/a11y';
import {test} from './lib/test';

/**
 * axe-core finds no serious or critical violation on any page type, in light and dark
 * (lib/a11y.ts): the pages no sitemap lists here, one of each type of the others in the crawl's
 * load of each (crawl.spec.ts).
 */
const inSitemap = new Set(sitemapPaths().map((p) => decodeURI(p)));

// One load per page: light as loaded, then dark as the navbar's toggle makes it.
for (const url of A11Y_UNLISTED.filter((u) => !inSitemap.has(decodeURI(u)))) {
  test(`${decodeURI(url)} (light, then dark) has no serious accessibility violation`, async ({page}) => {
    test.setTimeout(2 * test.info().timeout); // the time of the two tests (light, dark) it replaces
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto(url, {waitUntil: 'networkidle'});
    await expectAccessibleLightAndDark(page, decodeURI(url));
  });
}

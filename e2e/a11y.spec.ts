import {sitemapPaths} from './lib/built';
import {A11Y_UNLISTED, expectAccessibleLightAndDark, seriousViolations} from './lib/a11y';
import {expect, test} from './lib/test';

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

// The check itself finds what it is for, in each mode: a picture without a text alternative (every
// rule, light) and text too faint on the dark background (the rules the mode can change).
test('the check reports a picture without a text alternative, and text too faint in dark', async ({page}) => {
  await page.setContent(
    `<html lang="en" data-theme="light"><head><title>t</title></head><body><main>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <p style="color:#444;background:#222">faint in dark</p>
    </main></body></html>`,
  );
  expect((await seriousViolations(page)).map((v) => v.split(':')[0])).toEqual(
    expect.arrayContaining(['image-alt', 'color-contrast']),
  );
  await page.evaluate(() => document.querySelector('img')!.setAttribute('alt', 'a dot'));
  expect((await seriousViolations(page, 'dark')).map((v) => v.split(':')[0])).toEqual(['color-contrast']);
});

import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from './lib/test';

/** axe-core finds no serious or critical violation on any page type, in light and dark. */
const pages = [
  '/',
  '/docs/intro',
  '/docs/First/Readme/java-an-zhuang-ji-shi-yong',
  '/docs/Other/start-server/winServer',
  '/docs/serverDocs/java-ban-jia-ru-fu-wu-qi',
  '/en/docs/LancherConfig/pcl-qi-dong-qi',
  '/docs/Other/pluginsDocs/co-cha-jian-zhi-ling-shuo-ming',
  '/docs/Other/server-download/historical-server-download',
  '/docs/notice/op-ji-qi-guan-li',
  '/docs/notice/commit-ji-lu',
  '/docs/notice/he-zhao-quan-jing-1',
  '/docs/tags/mc开服',
  '/blog',
  '/blog/frpUse',
  '/blog/tags',
  '/blog/archive',
  '/blog/authors',
  '/search?q=%E5%90%AF%E5%8A%A8%E5%99%A8',
  '/markdown-page',
  '/no-such-page',
  '/en/',
  '/en/docs/Q&A/jin-bu-qu-de-yuan-yin',
];

/** The serious and critical violations axe-core finds on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}

// One load per page: light as loaded, then dark as the navbar's toggle makes it (the page's
// colours follow data-theme, which is all the toggle changes once the page is hydrated). Each
// colour mode has its own named check.
for (const url of pages) {
  test(`${decodeURI(url)} (light, then dark) has no serious accessibility violation`, async ({page}) => {
    test.setTimeout(2 * test.info().timeout); // the time of the two tests (light, dark) it replaces
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto(url, {waitUntil: 'networkidle'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect.soft(await seriousViolations(page), `${decodeURI(url)} (light)`).toEqual([]);
    await page.locator('nav.navbar button[class*="toggleButton"]').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The theme's colour transitions (links fade to their new colour) must end first: axe measures
    // contrast on the colours of the moment, and half-way colours failed it once on a quiet machine.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    expect.soft(await seriousViolations(page), `${decodeURI(url)} (dark)`).toEqual([]);
  });
}

import {expect, test} from './lib/test';
import {sitemapPaths} from './lib/built';
import {requiredRoutes} from './lib/site';
import {expectRoutePage, requiredPages} from './lib/routePage';
import {diagramPages} from './lib/diagrams';
import {layoutShift, recordLayoutShift} from './lib/layoutShift';

/**
 * Every URL of both sitemaps loads with no console error, no uncaught page
 * error and no failed same-origin request (the pattern of Docusaurus's own
 * screenshot suite). A page that is a required route (e2e/routes.txt) is also checked to be that
 * route's own page (lib/routePage.ts), and a page with diagrams or pictures is checked not to
 * shift as it loads on a wide screen (they keep their reserved space; the phone width is in
 * budgets.spec.ts), so each page is loaded once.
 */
const paths = sitemapPaths();
const required = requiredPages();
/** The wide screen of the layout-shift check. */
const WIDE = {width: 1280, height: 800};
/**
 * Pages whose diagrams and pictures shift if their space is not kept, checked with 300 ms more
 * after the network is idle (as budgets.spec.ts did at this width before the crawl took it over).
 * Not every page: /en/search measured 0.0100 once under load.
 */
const shiftProne = new Set(['/', ...diagramPages().map((p) => p.url), '/docs/notice/he-zhao-quan-jing-1']);

test.use({viewport: WIDE});

test('both sitemaps list the pages', () => {
  // Both locales' pages: at least as many as the routes that must exist in one.
  expect(paths.length).toBeGreaterThan(requiredRoutes().length);
  expect(paths).toContain('/docs/intro');
  expect(paths).toContain('/en/docs/intro');
});

for (const url of paths) {
  test(`${decodeURI(url)} loads cleanly`, async ({page, baseURL}) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(baseURL!))
        problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`);
    });
    page.on('response', (response) => {
      if (response.url().startsWith(baseURL!) && response.status() >= 400) {
        problems.push(`HTTP ${response.status()}: ${response.url()}`);
      }
    });
    await recordLayoutShift(page);
    const response = await page.goto(url, {waitUntil: 'networkidle'});
    expect(response?.status()).toBe(200);
    await expect(page.locator('#__docusaurus')).not.toBeEmpty();
    expect(problems).toEqual([]);
    if (shiftProne.has(decodeURI(url))) {
      await page.waitForTimeout(300);
      expect(await layoutShift(page), `layout shift at ${WIDE.width}px`).toBeLessThan(0.01);
    }
    const route = required.get(decodeURI(url));
    if (route) await expectRoutePage(page, route.route, route.locale);
  });
}

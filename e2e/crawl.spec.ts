import {expect, test} from './lib/test';
import {sitemapPaths} from './lib/built';
import {requiredRoutes} from './lib/site';
import {expectRoutePage, requiredPages} from './lib/routePage';

/**
 * Every URL of both sitemaps loads with no console error, no uncaught page
 * error and no failed same-origin request (the pattern of Docusaurus's own
 * screenshot suite). A page that is a required route (e2e/routes.txt) is also checked to be that
 * route's own page (lib/routePage.ts), so each page is loaded once.
 */
const paths = sitemapPaths();
const required = requiredPages();

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
    const response = await page.goto(url, {waitUntil: 'networkidle'});
    expect(response?.status()).toBe(200);
    await expect(page.locator('#__docusaurus')).not.toBeEmpty();
    expect(problems).toEqual([]);
    const route = required.get(decodeURI(url));
    if (route) await expectRoutePage(page, route.route, route.locale);
  });
}

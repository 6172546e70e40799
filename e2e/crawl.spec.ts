import {readFileSync} from 'node:fs';
import {expect, test} from './lib/test';
import {builtFileFor, sitemapPaths} from './lib/built';
import {browserPages, pageMarks} from './lib/crawlPlan';
import {requiredRoutes} from './lib/site';
import {expectRoutePage, requiredPages, routePageProblems} from './lib/routePage';
import {layoutShift, layoutShifts, recordLayoutShift} from './lib/layoutShift';
import {watchProblems} from './lib/pageProblems';
import {WIDE} from './lib/screens';
import {a11yPages, colourTransitionsEnded, seriousViolations} from './lib/a11y';
import {useFeatures, watchViolations} from './lib/csp';

/**
 * The pages of both sitemaps load with no console error, no uncaught page error and no failed
 * same-origin request (the pattern of Docusaurus's own screenshot suite): in the browser, the
 * pages checked by name below and as few more as show every component and theme part of the build
 * (lib/crawlPlan.ts); every other page is fetched and must answer with its article. A page that is
 * a required route (e2e/routes.txt) is also checked to be that route's own page
 * (lib/routePage.ts: in the browser if it is loaded there, else as served), and a page with pictures is checked not to shift as it loads on a wide
 * screen (they keep their reserved space; the phone width is in budgets.spec.ts; pages with
 * diagrams in diagrams.spec.ts), so each page is loaded once. In the same load, one page of each
 * type, chosen from the build (lib/a11y.ts a11yPages), gets the accessibility check (axe in
 * light, then dark) and the Content-Security-Policy check (lib/csp.ts: zero violations while
 * search, colour mode and panorama are used), each a named step; a11y.spec.ts and
 * security-headers.spec.ts check the pages no sitemap lists.
 */
const paths = sitemapPaths();
const html = new Map(paths.map((url) => [url, readFileSync(builtFileFor(url)!, 'utf8')]));
const required = requiredPages();
/**
 * Pages whose pictures shift if their space is not kept, checked with 300 ms more after the network
 * is idle (as budgets.spec.ts did at this width before the crawl took it over): the home page and
 * the pages with a panorama (a picture that loads when scrolled to). Not every page: /en/search
 * measured 0.0100 once under load. The pages with pictures are checked at this width by
 * pictures.spec.ts, the pages with diagrams, loaded cleanly, by diagrams.spec.ts's test of each
 * page's drawings.
 */
const shiftProne = new Set(
  paths.filter((url) => url === '/' || /\sdata-testid="?panorama[\s">]/.test(html.get(url)!)),
);
/** One page of each type: the accessibility and Content-Security-Policy checks. */
const ofEachType = new Set(a11yPages(paths, (url) => html.get(url)!));
/**
 * The pages loaded in the browser: those checked by type or for layout shift, then one for each
 * mark not yet shown. (Required routes were loaded too, for their route check: 100 of the sample's
 * 109 loads, 60 of them for that check alone; it reads the page as served now.)
 */
const byName = new Set(paths.filter((url) => ofEachType.has(url) || shiftProne.has(url)));
const loaded = browserPages(paths, (url) => pageMarks(html.get(url)!), byName);
const fetchedOnly = paths.filter((url) => !loaded.includes(url));

test.use({viewport: WIDE});

test('both sitemaps list the pages', () => {
  // Both locales' pages: at least as many as the routes that must exist in one.
  expect(paths.length).toBeGreaterThan(requiredRoutes().length);
  expect(paths).toContain('/docs/intro');
  expect(paths).toContain('/en/docs/intro');
});

test('every page the browser does not load answers with its article; a required route, its own page', async ({
  request,
}) => {
  const failures: string[] = [];
  for (const url of fetchedOnly) {
    const response = await request.get(url);
    const html = await response.text();
    if (response.status() !== 200) failures.push(`${decodeURI(url)}: HTTP ${response.status()}`);
    else if (!/<article[\s>]/.test(html) && !/<main[\s>]/.test(html))
      failures.push(`${decodeURI(url)}: no content`);
    const route = required.get(decodeURI(url));
    if (route)
      failures.push(
        ...routePageProblems(html, route.route, route.locale).map((p) => `${decodeURI(url)}: ${p}`),
      );
  }
  expect(failures).toEqual([]);
});

for (const url of loaded) {
  const ofType = ofEachType.has(url);
  const also = ofType
    ? ', has no serious accessibility violation (light, then dark), runs with zero Content-Security-Policy violations'
    : '';
  test(`${decodeURI(url)} loads cleanly${also}`, async ({page, baseURL}) => {
    // The time of the tests whose checks it took over (accessibility: light, dark; CSP: one).
    test.setTimeout(test.info().timeout * (ofType ? 4 : 1));
    const problems = watchProblems(page, baseURL!);
    await recordLayoutShift(page);
    const violations = ofType ? await watchViolations(page) : undefined;
    const response = await page.goto(url, {waitUntil: 'networkidle'});
    expect(response?.status()).toBe(200);
    await expect(page.locator('#__docusaurus')).not.toBeEmpty();
    expect(problems).toEqual([]);
    if (shiftProne.has(url)) {
      await page.waitForTimeout(300);
      expect(
        await layoutShift(page),
        `layout shift at ${WIDE.width}px:\n${await layoutShifts(page)}`,
      ).toBeLessThan(0.01);
    }
    const route = required.get(decodeURI(url));
    if (route) await expectRoutePage(page, route.route, route.locale);
    if (!ofType) return;
    // The page as loaded is light (site/theme.ts: light by default, the reader's preference not
    // followed); the features (the colour mode's toggle among them) then make it dark.
    await test.step('no serious accessibility violation (light)', async () => {
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect.soft(await seriousViolations(page), `${decodeURI(url)} (light)`).toEqual([]);
    });
    await test.step('zero Content-Security-Policy violations while search, colour mode and panorama are used', async () => {
      await useFeatures(page, url);
      expect(await violations!()).toEqual([]);
    });
    await test.step('no serious accessibility violation (dark, by the toggle)', async () => {
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await colourTransitionsEnded(page);
      expect.soft(await seriousViolations(page, 'dark'), `${decodeURI(url)} (dark)`).toEqual([]);
    });
  });
}

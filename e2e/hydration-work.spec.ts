import {statSync} from 'node:fs';
import {builtFileFor, sitemapPaths} from './lib/built';
import {expect, test} from './lib/test';

/**
 * Issue 47: work that hydration must not do (plugins/theme-patches.ts, src/theme/register.yml).
 *
 * No String.prototype.localeCompare while a page loads and hydrates: the first call of a page
 * builds an ICU collator (10–15 ms here, 40–60 ms on a phone 4× slower) in the hydration task.
 * The theme's two calls on every page are patched out; a new one (an upgrade, a component of the
 * site's) fails here, naming where it was called from.
 *
 * Pages, at a phone's width (the theme's mobile navbar is where it sorted): the home page, the
 * longest doc of each locale (the largest built HTML, so a community's own pages choose it) and
 * one post. Without the patches the doc pages fail here (10 calls on /docs/intro).
 */
const docs = sitemapPaths().filter(
  (p) => /^(\/[a-z-]+)?\/docs\//.test(p) && !/\/docs\/(tags|category)(\/|$)/.test(p),
);
const largest = (paths: string[]) =>
  paths.map((p) => ({p, bytes: statSync(builtFileFor(p)!).size})).sort((a, b) => b.bytes - a.bytes)[0]?.p;
const locales = [...new Set(docs.map((p) => /^\/([a-z-]+)\/docs\//.exec(p)?.[1] ?? ''))];
const pages = [
  '/',
  ...locales.map((prefix) =>
    largest(docs.filter((p) => p.startsWith(prefix ? `/${prefix}/docs/` : '/docs/')))!,
  ),
  sitemapPaths().find((p) => /^\/blog\/(?!tags|archive|authors|page|rss|atom)[^/]+/.test(p)),
].filter((p): p is string => Boolean(p));

for (const path of pages) {
  test(`${decodeURI(path)} loads and hydrates without localeCompare`, async ({browser, baseURL}) => {
    // A phone: the theme's mobile navbar is where useShallowMemoObject sorts.
    const context = await browser.newContext({viewport: {width: 412, height: 915}, isMobile: true});
    const page = await context.newPage();
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as {localeCompareCalls: string[]}).localeCompareCalls = calls;
      const original = String.prototype.localeCompare;
      Object.defineProperty(String.prototype, 'localeCompare', {
        configurable: true,
        writable: true,
        value(this: string, ...args: Parameters<typeof original>) {
          calls.push((new Error().stack ?? '').split('\n').slice(2, 5).join(' | '));
          return original.apply(this, args);
        },
      });
    });
    await page.goto(`${baseURL}${path}`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForTimeout(500);
    const calls = await page.evaluate(
      () => (window as unknown as {localeCompareCalls: string[]}).localeCompareCalls,
    );
    expect(calls, 'String.prototype.localeCompare called while the page loaded').toEqual([]);
    await context.close();
  });
}

test('isBrowser, set as a transition after hydration, still arrives: the colour-mode toggle becomes usable', async ({
  page,
}) => {
  // The theme disables the toggle until isBrowser is true (plugins/theme-patches.ts makes that
  // update a transition). A site that turns the switch off has no toggle to check.
  await page.goto('/');
  const toggle = page.locator('nav.navbar button[class*="toggleButton"]').first();
  test.skip((await toggle.count()) === 0, 'the site has no colour-mode switch');
  await expect(toggle).toBeEnabled();
});

/**
 * Issue 47 and 49: work that grows with the page count, on every page load (plugins/theme-patches.ts,
 * "routes without parameters matched as text" and "route components made on first use"). Without
 * the patches, /docs/intro of the sample ran 170 route expressions (path-to-regexp, one per route
 * tried, in the preload, each nested <Switch> and the docs plugin) and built 66 React class
 * components (a react-loadable component per route); a 374-page site, 2,417 and 622. With them,
 * 4 and 13, whatever the page count: the navbar's links (React Router DOM escapes a link's path, and
 * an escaped path still goes to path-to-regexp) and the theme's own class components.
 */
test('a page load neither compiles nor builds something for each route of the site', async ({page}) => {
  await page.addInitScript(() => {
    const counts = {routeExpressions: 0, componentClasses: 0};
    (window as unknown as {routeWork: typeof counts}).routeWork = counts;
    const exec = RegExp.prototype.exec;
    // path-to-regexp's expressions end a path with an optional slash: (?:\/(?=$))?
    RegExp.prototype.exec = function (this: RegExp, text: string) {
      if (this.source.includes('(?:\\/(?=$))?')) counts.routeExpressions++;
      return exec.call(this, text);
    };
    // A class component's prototype is made with Object.create(Component.prototype).
    const create = Object.create;
    Object.create = function (proto: object | null, properties?: PropertyDescriptorMap) {
      if (proto && 'isReactComponent' in proto) counts.componentClasses++;
      return properties === undefined ? create(proto) : create(proto, properties);
    } as typeof Object.create;
  });
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const work = await page.evaluate(
      () =>
        (window as unknown as {routeWork: {routeExpressions: number; componentClasses: number}}).routeWork,
    );
    expect(work.routeExpressions, `route expressions run on ${decodeURI(path)}`).toBeLessThanOrEqual(10);
    expect(work.componentClasses, `class components made on ${decodeURI(path)}`).toBeLessThanOrEqual(30);
  }
});

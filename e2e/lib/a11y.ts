/**
 * The accessibility check (axe-core: no serious or critical violation, in light and in dark) and
 * the pages it covers: those in a sitemap are checked by the crawl (crawl.spec.ts) in the load it
 * makes anyway, the others by a11y.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect} from './test';

/** One page of each type, in light and dark. */
export const A11Y_PAGES = [
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
export async function seriousViolations(page: Page): Promise<string[]> {
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

/**
 * Waits until the theme's colour transitions (links fade to their new colour) have ended: axe
 * measures contrast on the colours of the moment, and half-way colours failed it once on a quiet
 * machine.
 */
export async function colourTransitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** The navbar's colour mode toggle. */
export const colourToggle = (page: Page) => page.locator('nav.navbar button[class*="toggleButton"]').first();

/**
 * The loaded page, light, has no serious violation; then dark as the navbar's toggle makes it
 * (the page's colours follow data-theme, which is all the toggle changes once the page is
 * hydrated). Each mode a soft check of its own, named after the page and the mode.
 */
export async function expectAccessibleLightAndDark(page: Page, name: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect.soft(await seriousViolations(page), `${name} (light)`).toEqual([]);
  await colourToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await colourTransitionsEnded(page);
  expect.soft(await seriousViolations(page), `${name} (dark)`).toEqual([]);
}

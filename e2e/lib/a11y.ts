/**
 * The accessibility check (axe-core: no serious or critical violation, in light and in dark) and
 * the pages it covers: those in a sitemap are checked by the crawl (crawl.spec.ts) in the load it
 * makes anyway, the others by a11y.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect} from './test';
import {browserPages, pageTypeMarks} from './crawlPlan';

/**
 * The pages no sitemap lists that every site has, checked by a11y.spec.ts: the search page with
 * results and the not-found page.
 */
export const A11Y_UNLISTED = ['/search?q=%E5%90%AF%E5%8A%A8%E5%99%A8', '/no-such-page'];

/**
 * The sitemap pages the check covers, in light and dark: one of each type, chosen from the build
 * (crawlPlan.ts's pageTypeMarks: each language, each kind of page the theme makes, each component
 * and theme part of the content), so that a community's own pages and components are covered as
 * the sample's are. A list of the sample's pages by name covered none of a fork's.
 */
export function a11yPages(paths: readonly string[], htmlOf: (path: string) => string): string[] {
  return browserPages(paths, (path) => pageTypeMarks(htmlOf(path)), new Set());
}

/**
 * The rules whose result can change with the colour mode: colours (contrast, links told apart
 * from text), and the text alternatives of pictures (a picture can have a dark twin, shown only
 * in dark). The rest look at the document, which the mode does not change; they run in light.
 */
const COLOUR_MODE_RULES = [
  'color-contrast',
  'link-in-text-block',
  'image-alt',
  'input-image-alt',
  'role-img-alt',
  'svg-img-alt',
  'object-alt',
  'area-alt',
];

/**
 * axe-core's builder for the page, run in the page itself (`axe.run`, the builder's "legacy mode"),
 * not in parts whose results it finishes in a blank page it opens and fills with axe again (its
 * default since 4.3, made for frames of other origins, which no page here has: the same
 * violations and passes). Measured on one worker, three runs each, alternating, every WCAG 2.1
 * A/AA rule: a command table page 6.1 → 3.3 s, the tags list 1.6 → 1.1 s, the can't-get-in page
 * 7.2 → 3.2 s (medians); the check runs some 60 times in the browser suite.
 */
export const axeOf = (page: Page) => new AxeBuilder({page}).setLegacyMode();

/**
 * The serious and critical violations axe-core finds on the page as it is now: of every rule of
 * WCAG 2.1 A and AA, or (`dark`) of those whose result the colour mode can change, after the
 * light check's every rule (a dark check of every rule took about 1.6 times as long).
 */
export async function seriousViolations(page: Page, mode: 'light' | 'dark' = 'light'): Promise<string[]> {
  const axe = axeOf(page);
  const results = await (
    mode === 'dark'
      ? axe.withRules(COLOUR_MODE_RULES)
      : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
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
const colourToggle = (page: Page) => page.locator('nav.navbar button[class*="toggleButton"]').first();

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
  expect.soft(await seriousViolations(page, 'dark'), `${name} (dark)`).toEqual([]);
}

import {expect, type Page} from './test';

/**
 * Clicks the navbar's brand (the site title, a link home) as a reader does: from the top of the
 * page, once the brand is wholly in view. The navbar hides while the page scrolls down
 * (config/navbar.ts hideOnScroll) and slides back in when it scrolls up; a page opened at an
 * anchor starts scrolled, and a click during the slide landed beside the brand on a busy machine
 * (diagrams.spec.ts twice, search.spec.ts's `?_highlight=` page once).
 */
export async function clickBrand(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const brand = page.locator('nav.navbar a.navbar__brand');
  await expect(brand).toBeInViewport({ratio: 1});
  await brand.click();
}

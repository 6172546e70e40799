/**
 * Phone to computer: on a phone, each Java row of the home page says what to do there now and how
 * to carry the page to the computer; the link it copies opens the page with that row open. At a
 * computer (wide screen, mouse) the hand-over is not shown.
 */
import {expect, test} from './lib/test';
import community from '../config/community';
import {locales, localized} from './lib/site';
import {newcomerPaths, shortSiteAddressIn} from '../src/lib/newcomer';
import {PHONE} from './lib/screens';

const java = newcomerPaths(community).filter((p) => p.id.startsWith('java-'));

for (const locale of locales) {
  test.describe(`${locale}, on a phone`, () => {
    test.use({viewport: PHONE, hasTouch: true, isMobile: true});
    test.use({permissions: ['clipboard-read', 'clipboard-write']});
    for (const path of java) {
      test(`${path.id}: the hand-over, and the link it copies opens the row`, async ({page}) => {
        await page.goto(localized('/', locale));
        const row = page.locator(`details[data-path="${path.id}"]`);
        await row.locator(':scope > summary').click();
        const box = row.locator(`[data-handover="${path.id}"]`);
        await expect(box).toBeVisible();
        await expect(box.locator('[data-site-address]')).toHaveText(
          shortSiteAddressIn(community.siteUrl, locale),
        );
        const copy = box.locator('button').last();
        await copy.click();
        const link = await page.evaluate(() => navigator.clipboard.readText());
        expect(link.endsWith(`#path-${path.id}`), link).toBe(true);
        // The copied link names the production host; open the same path here.
        const url = new URL(link);
        await page.goto(`${url.pathname}${url.hash}`);
        await expect(page.locator(`details[data-path="${path.id}"]`)).toHaveAttribute('open', '');
      });
    }
  });

  test(`${locale}, at a computer: no hand-over`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(localized('/', locale));
    const row = page.locator(`details[data-path="${java[0]!.id}"]`);
    await row.locator(':scope > summary').click();
    await expect(row.locator('[data-handover]')).toBeHidden();
  });
}

import {expect, test, type Page} from './lib/test';
import community from '../config/community';
import {themeString} from './lib/themeStrings';
import {textIn} from '../config/locale';
import announcementBar from '../config/announcement';
import {locales, localized} from './lib/site';

const bar = (page: Page, text: string) => page.getByRole('banner').filter({hasText: text});

/**
 * Serves the site as if it had been rebuilt with another announcement: its id, which the
 * scripts carry as a string, changed. (Routing also turns off the browser cache, so every script
 * is asked.) Resolves with a function telling how many times the id was replaced.
 */
async function publishNewAnnouncement(page: Page): Promise<() => number> {
  const {id} = community.announcement;
  let replaced = 0;
  await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
    try {
      const response = await route.fetch();
      let script = await response.text();
      for (const quote of ['"', "'"]) {
        const parts = script.split(`${quote}${id}${quote}`);
        replaced += parts.length - 1;
        script = parts.join(`${quote}${id}-next${quote}`);
      }
      await route.fulfill({response, body: script});
    } catch {
      // The page went on to another load while this script was on its way.
    }
  });
  return () => replaced;
}

test('the announcement can be closed, stays closed after a reload, and a new one is shown', async ({
  page,
}) => {
  await page.goto('/docs/intro');
  const announcement = bar(page, community.announcement.text.zh);
  await expect(announcement).toBeVisible();
  await announcement
    .getByRole('button', {name: themeString('zh', 'theme.AnnouncementBar.closeButtonAriaLabel')})
    .click();
  await expect(announcement).toBeHidden();
  await page.reload();
  await expect(announcement).toBeHidden();
  await page.goto('/docs/LancherConfig/');
  await expect(announcement).toBeHidden();

  // The admin changes the announcement (config/community.ts: a new id): a reader who closed the
  // old one sees it again. Not on the first page load after the change: Docusaurus's inline
  // script hides the bar because the old one was closed, before its scripts learn that the id
  // is new (they then clear the closing, which the next page load reads).
  const replaced = await publishNewAnnouncement(page);
  await page.reload();
  await page.goto('/docs/intro');
  expect(replaced()).toBeGreaterThan(0);
  await expect(announcement).toBeVisible();
});

test('the announcement is not on the page it points to nor on the home page, which shows the same path', async ({
  page,
}) => {
  // The page of the bar's own link (config/announcement.ts), in each locale, and the home page,
  // whose newcomer path is the one that link opens (strict reading 63). Other pages keep it.
  const target = announcementBar().content.match(/href="([^"#]+)/)![1]!;
  for (const locale of locales) {
    await page.goto(localized(target, locale));
    await expect(page.locator('article h1')).toBeVisible();
    await expect(bar(page, textIn(community.announcement.text, locale))).toBeHidden();
    await page.goto(localized('/', locale));
    await expect(page.locator('h1')).toBeVisible();
    await expect(bar(page, textIn(community.announcement.text, locale))).toBeHidden();
    await page.goto(localized('/docs/intro', locale));
    await expect(bar(page, textIn(community.announcement.text, locale))).toBeVisible();
  }
});

test('the English site shows the English announcement', async ({page}) => {
  await page.goto('/en/docs/intro');
  await expect(bar(page, textIn(community.announcement.text, 'en'))).toBeVisible();
});

import {expect, test, type Page} from './lib/test';
import community from '../config/community';
import {themeString} from './lib/themeStrings';

const bar = (page: Page, text: string) => page.getByRole('banner').filter({hasText: text});

/**
 * Serves the site as if it had been rebuilt with another announcement: its id, which the
 * scripts carry, changed. (Routing also turns off the browser cache, so every script is asked.)
 */
async function publishNewAnnouncement(page: Page): Promise<void> {
  const {id} = community.announcement;
  await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
    try {
      const response = await route.fetch();
      const script = await response.text();
      await route.fulfill({response, body: script.split(id).join(`${id}-next`)});
    } catch {
      // The page went on to another load while this script was on its way.
    }
  });
}

test('the announcement can be closed, stays closed after a reload, and a new one is shown', async ({
  page,
}) => {
  await page.goto('/');
  const announcement = bar(page, community.announcement.text.zh);
  await expect(announcement).toBeVisible();
  await announcement
    .getByRole('button', {name: themeString('zh', 'theme.AnnouncementBar.closeButtonAriaLabel')})
    .click();
  await expect(announcement).toBeHidden();
  await page.reload();
  await expect(announcement).toBeHidden();
  await page.goto('/docs/intro');
  await expect(announcement).toBeHidden();

  // The admin changes the announcement (config/community.ts: a new id): a reader who closed the
  // old one sees it again. Not on the first page load after the change: Docusaurus's inline
  // script hides the bar because the old one was closed, before its scripts learn that the id
  // is new (they then clear the closing, which the next page load reads).
  await publishNewAnnouncement(page);
  await page.reload();
  await page.goto('/docs/intro');
  await expect(announcement).toBeVisible();
});

test('the English site shows the English announcement', async ({page}) => {
  await page.goto('/en/');
  await expect(bar(page, community.announcement.text.en)).toBeVisible();
});

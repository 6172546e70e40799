import {expect, test} from './lib/test';
import community from '../config/community';

test('the announcement can be closed, stays closed, and returns when its id changes', async ({page}) => {
  await page.goto('/');
  const bar = page.locator('[class*="announcementBar"]').first();
  await expect(bar).toContainText(community.announcement.text.zh);
  await bar.getByRole('button', {name: '关闭'}).click();
  await expect(bar).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(
    community.announcement.id,
  );
  await page.reload();
  await expect(page.locator('[class*="announcementBar"]')).toHaveCount(0);

  // A new announcement (a different id) must be shown even though an old one was dismissed.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await expect(page.locator('[class*="announcementBar"]').first()).toContainText(
    community.announcement.text.zh,
  );
});

test('the English site shows the English announcement', async ({page}) => {
  await page.goto('/en/');
  await expect(page.locator('[class*="announcementBar"]').first()).toContainText(
    community.announcement.text.en,
  );
});

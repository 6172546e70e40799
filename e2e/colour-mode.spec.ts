import {expect, test} from './lib/test';

const html = 'html';
const toggleOf = (page: import('@playwright/test').Page) =>
  page.locator('nav.navbar button[class*="toggleButton"]').first();

test('light by default, even when the system prefers dark', async ({browser}) => {
  const context = await browser.newContext({colorScheme: 'dark'});
  const page = await context.newPage();
  await page.goto('/docs/intro');
  await expect(page.locator(html)).toHaveAttribute('data-theme', 'light');
  await context.close();
});

test('the toggle switches to dark, stores it under "theme" and it survives a reload', async ({page}) => {
  await page.goto('/docs/intro');
  await expect(page.locator(html)).toHaveAttribute('data-theme', 'light');
  await toggleOf(page).click();
  await expect(page.locator(html)).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator(html)).toHaveAttribute('data-theme', 'dark');
});

test('a change in one tab reaches the other open tabs', async ({context}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/docs/intro');
  await second.goto('/blog');
  await expect(second.locator(html)).toHaveAttribute('data-theme', 'light');
  await toggleOf(first).click();
  await expect(first.locator(html)).toHaveAttribute('data-theme', 'dark');
  await expect(second.locator(html)).toHaveAttribute('data-theme', 'dark');
});

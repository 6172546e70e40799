import {expect, test} from './lib/test';

// The zh locale uses Docusaurus's bundled zh-Hans theme strings; en the English ones.
test('doc pages use Chinese UI strings in zh and English ones in en', async ({page}) => {
  await page.goto('/docs/First/Readme/java-an-zhuang-ji-shi-yong');
  await expect(page.locator('nav.pagination-nav')).toHaveAttribute('aria-label', '文件选项卡');
  await expect(page.locator('.pagination-nav__sublabel').first()).toHaveText(/上一页|下一页/);
  await expect(page.locator('nav[aria-label="页面路径"]')).toBeVisible();
  await page.goto('/en/docs/First/Readme/java-an-zhuang-ji-shi-yong');
  await expect(page.locator('.pagination-nav__sublabel').first()).toHaveText(/Previous|Next/);
});

test('blog posts show reading time and tags in the page language', async ({page}) => {
  await page.goto('/blog/frpUse');
  await expect(page.locator('article header')).toContainText(/阅读需 \d+ 分钟/);
  await expect(page.locator('article footer')).toContainText('标签：');
  await expect(page.locator('article footer a[href="/blog/tags/frp"]')).toBeVisible();
  await page.goto('/en/blog/frpUse');
  await expect(page.locator('article header')).toContainText(/(\d+|One) min read/);
  await expect(page.locator('article footer')).toContainText('Tags:');
});

test('back-to-top button appears after scrolling, with a Chinese label', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 400});
  await page.goto('/docs/intro');
  await page.evaluate(() => (document.body.style.minHeight = '4000px'));
  for (const y of [200, 800, 1600]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect(page.getByRole('button', {name: '回到顶部'})).toBeVisible();
});

import {execFileSync} from 'node:child_process';
import {expect, test} from './lib/test';
import community from '../config/community';

test.describe('rules', () => {
  test('rules are numbered with stable anchors #rule-1 … that can be linked', async ({page}) => {
    await page.goto('/docs/notice/fu-wu-qi-gui-ze#rule-3');
    const headings = page.locator('article h2[id^="rule-"]');
    const ids = await headings.evaluateAll((hs) => hs.map((h) => h.id));
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(ids).toEqual(ids.map((_, i) => `rule-${i + 1}`));
    await expect(page.locator('#rule-3')).toBeInViewport();
    for (const id of ['penalties', 'appeal']) await expect(page.locator(`#${id}`)).toBeAttached();
    await page.goto('/en/docs/notice/fu-wu-qi-gui-ze');
    expect(await page.locator('article h2[id^="rule-"]').evaluateAll((hs) => hs.map((h) => h.id))).toEqual(
      ids,
    );
  });
});

test.describe('change log', () => {
  test('lists commits from git history, newest first, each linked to the repository', async ({page}) => {
    await page.goto('/docs/notice/commit-ji-lu');
    const log = page.getByTestId('changelog');
    const links = log.locator('a[href*="/commit/"]');
    expect(await links.count()).toBeGreaterThan(0);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    const base = `${community.repository.url}/commit/`;
    for (const href of hrefs)
      expect(href).toMatch(new RegExp(`^${base.replace(/[.]/g, '\\.')}[0-9a-f]{40}$`));
    // Every listed commit exists in this repository.
    const first = hrefs[0]!.slice(base.length);
    execFileSync('git', ['cat-file', '-e', `${first}^{commit}`]);
    const dates = await log.locator('time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('without git history the page says so (fixture build)', async ({page}) => {
    const response = await page.goto('/__fixtures__/changelog-unavailable');
    expect(response?.status(), 'build with SITE_TEST_FIXTURES=1 (npm test does)').toBe(200);
    await expect(page.getByTestId('changelog-unavailable')).toContainText('没有可用的 git 历史');
    await expect(page.getByTestId('changelog-unavailable').getByRole('link')).toHaveAttribute(
      'href',
      `${community.repository.url}/commits/${community.repository.editBranch}`,
    );
  });
});

test.describe('group photo panorama', () => {
  const route = '/docs/notice/he-zhao-quan-jing-1';

  test('loads the image lazily, only when the viewer nears the screen', async ({page}) => {
    await page.setViewportSize({width: 1000, height: 200});
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(community.groupPhoto.src)) requested.push(r.url());
    });
    await page.goto(route);
    const viewer = page.getByTestId('panorama');
    await expect(viewer).toBeAttached();
    const top = await viewer.evaluate((el) => el.getBoundingClientRect().top);
    expect(top, 'the viewer must start below the fold + 200px margin for this test').toBeGreaterThan(450);
    await page.waitForTimeout(500);
    expect(requested).toEqual([]);
    await viewer.scrollIntoViewIfNeeded();
    await expect(viewer).toHaveAttribute('data-loaded', 'true');
    expect(requested.length).toBe(1);
  });

  test('looks around with the arrow keys and zooms with + and −', async ({page}) => {
    await page.goto(route);
    const viewer = page.getByTestId('panorama');
    await viewer.scrollIntoViewIfNeeded();
    await expect(viewer).toHaveAttribute('data-loaded', 'true');
    await expect(viewer).toHaveAttribute('data-heading', '180');
    await viewer.focus();
    await expect(viewer).toBeFocused();
    const before = await viewer.evaluate((el) => getComputedStyle(el).backgroundPosition);
    await page.keyboard.press('ArrowRight');
    await expect(viewer).toHaveAttribute('data-heading', '190');
    expect(await viewer.evaluate((el) => getComputedStyle(el).backgroundPosition)).not.toBe(before);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer).toHaveAttribute('data-heading', '170');
    await page.keyboard.press('+');
    await expect(viewer).toHaveAttribute('data-zoom', '1.25');
    await page.keyboard.press('-');
    await expect(viewer).toHaveAttribute('data-zoom', '1.00');
    await page.keyboard.press('Home');
    await expect(viewer).toHaveAttribute('data-heading', '180');
    // Arrow keys on the focused viewer do not scroll the page.
    const scroll = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => window.scrollY)).toBe(scroll);
  });

  test('drags with the mouse and has buttons and a visible text alternative', async ({page}) => {
    await page.goto(route);
    const viewer = page.getByTestId('panorama');
    await viewer.scrollIntoViewIfNeeded();
    await expect(viewer).toHaveAttribute('data-loaded', 'true');
    const box = (await viewer.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2, {steps: 5});
    await page.mouse.up();
    expect(Number(await viewer.getAttribute('data-heading'))).toBeGreaterThan(180);
    await page.getByRole('button', {name: '放大'}).click();
    await expect(viewer).toHaveAttribute('data-zoom', '1.25');
    await page.getByRole('button', {name: '复位'}).click();
    await expect(viewer).toHaveAttribute('data-zoom', '1.00');
    await expect(page.getByRole('button', {name: '全屏'})).toBeVisible();
    await expect(page.locator('figcaption')).toContainText(community.groupPhoto.alt.zh);
    await expect(viewer).toHaveAccessibleName(community.groupPhoto.alt.zh);
  });
});

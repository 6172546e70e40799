import {expect, test} from './lib/test';
import community from '../config/community';
import {loadCommunityData} from '../plugins/community-data';

const {javaVersions} = loadCommunityData(process.cwd());

const page_ = '/docs/First/Readme/java-an-zhuang-ji-shi-yong';

test('the Java picker answers for several versions and rejects bad input', async ({page}) => {
  await page.goto(page_);
  const input = page.getByLabel('你的 Minecraft 版本');
  const answer = page.getByTestId('java-answer');
  await expect(input).toHaveValue(community.gameVersion);
  for (const [version, java] of [
    ['1.11.2', 'Java 6'],
    ['1.12.2', 'Java 8'],
    ['1.17.1', 'Java 16'],
    ['1.20.4', 'Java 17'],
    ['1.20.5', 'Java 21'],
    ['26.1', 'Java 25'],
  ] as const) {
    await input.fill(version);
    await expect(answer).toHaveText(`Minecraft ${version} 需要 ${java} 或更高版本。`);
  }
  await input.fill('最新版');
  await expect(answer).toHaveText('请输入形如 1.20.4 或 26.1 的版本号。');
  await input.fill('1.7.10');
  await expect(answer).toContainText('只收录');
});

test('the table is complete without JavaScript', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(page_);
  const rows = page.locator('table:has(caption) tbody tr');
  await expect(rows).toHaveCount(javaVersions.length);
  for (const [index, range] of javaVersions.entries()) {
    // Minimum Java and the Java the official launcher bundles, in their own cells.
    await expect(rows.nth(index).locator('td').nth(1)).toHaveText(`Java ${range.java}`);
    await expect(rows.nth(index).locator('td').nth(2)).toHaveText(`Java ${range.launcher}`);
  }
  await context.close();
});

test('the English page answers in English', async ({page}) => {
  await page.goto(`/en${page_}`);
  await page.getByLabel('Your Minecraft version').fill('1.18.2');
  await expect(page.getByTestId('java-answer')).toHaveText('Minecraft 1.18.2 needs Java 17 or newer.');
});

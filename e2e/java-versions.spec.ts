import {expect, test} from './lib/test';
import community from '../config/community';
import {loadCommunityData} from '../plugins/community-data';
import {PHONE} from './lib/screens';
import {javaFor} from '../src/lib/javaVersions';
import type {Page} from '@playwright/test';

const {javaVersions} = loadCommunityData(process.cwd());

const page_ = '/docs/First/Readme/java-an-zhuang-ji-shi-yong';

/** The Java page folds the lookup box and the table under the server's own answer: open them. */
const openTable = (page: Page) => page.locator('article details:has(table) > summary').first().click();

test("the Java page answers for the server's version at once, the whole table folded", async ({page}) => {
  const answer = javaFor(community.gameVersion, javaVersions);
  if (answer.kind !== 'found') throw new Error(`no Java for ${community.gameVersion}`);
  await page.goto(page_);
  const server = page.getByTestId('server-java');
  await expect(server).toBeVisible();
  await expect(server).toContainText(community.gameVersion);
  await expect(server.locator('strong')).toHaveText(`Java ${answer.range.java}`);
  await expect(page.locator('article table:has(caption)')).toBeHidden();
  await openTable(page);
  await expect(page.locator('article table:has(caption)')).toBeVisible();
});

test('the Java picker answers for several versions and rejects bad input', async ({page}) => {
  await page.goto(page_);
  await openTable(page);
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
  // Each version's row (on a phone its note has a row of its own under it).
  const rows = page.locator('table:has(caption) tbody tr:has(> td:nth-child(4))');
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
  await openTable(page);
  await page.getByLabel('Your Minecraft version').fill('1.18.2');
  await expect(page.getByTestId('java-answer')).toHaveText('Minecraft 1.18.2 needs Java 17 or newer.');
});

/**
 * On a phone the note column, which a narrow table squeezed to a word a line, is a full-width row
 * under each version's row, so the table fits the screen; on a wide screen it is a column again.
 * Each note is shown once.
 */
for (const locale of ['zh', 'en'] as const) {
  const url = locale === 'en' ? `/en${page_}` : page_;
  test(`on a phone the notes run under their rows and the table fits (${locale})`, async ({page}) => {
    await page.setViewportSize(PHONE);
    await page.goto(url);
    await openTable(page);
    const table = page.locator('article table:has(caption)').first();
    await table.scrollIntoViewIfNeeded();
    const fit = await table.evaluate((el) => ({table: el.scrollWidth, room: el.parentElement!.clientWidth}));
    expect(fit.table).toBeLessThanOrEqual(fit.room + 1);
    // Three cells a version, and the note's own row.
    await expect(table.locator('tbody td').filter({visible: true})).toHaveCount(javaVersions.length * 4);
    await expect(table.locator('thead th').filter({visible: true})).toHaveCount(3);
  });

  test(`on a wide screen the notes are a column (${locale})`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(url);
    await openTable(page);
    const table = page.locator('article table:has(caption)').first();
    await expect(table.locator('thead th').filter({visible: true})).toHaveCount(4);
    await expect(table.locator('tbody td').filter({visible: true})).toHaveCount(javaVersions.length * 4);
  });
}

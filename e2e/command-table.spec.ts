import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from './lib/test';
import {loadCommunityData} from '../plugins/community-data';
import {commandAnchor, filterCommands, type CommandFile} from '../src/lib/commands';
import {mayUse} from '../src/lib/ranks';
import {rankViews} from '../plugins/community-data/modules';

const data = loadCommunityData(process.cwd());

/**
 * The doc route whose Markdown imports a data file and shows its table (other pages may import
 * the file for a single command, such as <Cmd>).
 */
function pageShowing(dataFile: string): string {
  const source = (readdirSync('docs', {recursive: true}) as string[])
    .filter((f) => /\.mdx?$/.test(f))
    .find((f) => {
      const text = readFileSync(path.join('docs', f), 'utf8');
      return text.includes(`'@site/${dataFile}'`) && text.includes('<CommandTable');
    });
  if (!source) throw new Error(`no page under docs/ imports ${dataFile}`);
  return `/docs/${source
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '$1')}`;
}

const pages: [string, CommandFile][] = [
  ...data.plugins.map((file): [string, CommandFile] => [pageShowing(`data/plugins/${file.id}.yml`), file]),
  [pageShowing('data/clerk-commands.yml'), data.clerk],
];
/** The filter, copy and link tests use the plugin with the most commands. */
const [pluginPage, plugin] = pages
  .filter(([, file]) => file !== data.clerk)
  .reduce((a, b) => (b[1].commands.length > a[1].commands.length ? b : a));
const pluginName = typeof plugin.name === 'string' ? plugin.name : plugin.name.zh;
/** A command to find by typing its last word before any placeholder ("rollback" of "/co rollback <params>"). */
const target = plugin.commands.at(-1)!;
const targetWord = target.syntax
  .split(' ')
  .filter((word) => !/^[<[]/.test(word))
  .at(-1)!
  .replace(/^\//, '');
/** Two Chinese characters of its description, as an IME commits them. */
const chineseWord = /[\u4e00-\u9fff]{2}/.exec(target.description.zh)?.[0] ?? '';

const rows = (page: Page) => page.locator('tbody tr[id^="cmd-"]');
const visibleRowIds = (page: Page) =>
  page.locator('tbody tr[id^="cmd-"]:not([hidden])').evaluateAll((trs) => trs.map((tr) => tr.id));

test.describe('CommandTable', () => {
  for (const [route, file] of pages) {
    test(`${route} serves every command of ${file.id} in the HTML, without JavaScript`, async ({browser}) => {
      const context = await browser.newContext({javaScriptEnabled: false});
      const page = await context.newPage();
      await page.goto(route);
      await expect(rows(page)).toHaveCount(file.commands.length);
      for (const command of file.commands) {
        const row = page.locator(`#${commandAnchor(file.id, command.id)}`);
        await expect(row.locator('th code').first()).toHaveText(command.syntax);
        await expect(row).toContainText(command.description.zh);
        await expect(row).toBeVisible();
      }
      await context.close();
    });
  }

  test('filters by command as you type and says when nothing matches', async ({page}) => {
    await page.goto(pluginPage);
    const filter = page.getByRole('searchbox', {name: '筛选指令'});
    await expect(rows(page)).toHaveCount(plugin.commands.length);
    await expect(page.getByTestId('command-count')).toHaveText(`共 ${plugin.commands.length} 条指令`);
    await filter.pressSequentially(targetWord);
    const ids = await visibleRowIds(page);
    expect(ids).toEqual(
      filterCommands(plugin.commands, targetWord).map((c) => commandAnchor(plugin.id, c.id)),
    );
    expect(ids).toContain(commandAnchor(plugin.id, target.id));
    expect(ids.length).toBeLessThan(plugin.commands.length);
    await expect(page.getByTestId('command-count')).toHaveText(
      `显示 ${ids.length} / ${plugin.commands.length} 条指令`,
    );
    await filter.fill('xyzzy-no-such-command');
    await expect(page.getByTestId('command-count')).toHaveText('没有与「xyzzy-no-such-command」匹配的指令');
    await expect(page.locator('tbody tr[id^="cmd-"]:not([hidden])')).toHaveCount(0);
    await filter.fill('');
    await expect(page.locator('tbody tr[id^="cmd-"]:not([hidden])')).toHaveCount(plugin.commands.length);
  });

  test('filters by Chinese description typed through an IME, after the text is committed', async ({page}) => {
    await page.goto(pluginPage);
    const filter = page.getByRole('searchbox', {name: '筛选指令'});
    await filter.focus();
    const cdp = await page.context().newCDPSession(page);
    // Composing pinyin shows Latin letters in the box; nothing is filtered yet.
    await cdp.send('Input.imeSetComposition', {text: 'pinyin', selectionStart: 6, selectionEnd: 6});
    await expect(filter).toHaveValue('pinyin');
    await expect(page.locator('tbody tr[id^="cmd-"]:not([hidden])')).toHaveCount(plugin.commands.length);
    // Committing the Chinese candidate filters.
    expect(chineseWord, `${target.id} has a Chinese description`).not.toBe('');
    await cdp.send('Input.insertText', {text: chineseWord});
    await expect(filter).toHaveValue(chineseWord);
    const expected = filterCommands(plugin.commands, chineseWord);
    await expect(page.locator('tbody tr[id^="cmd-"]:not([hidden])')).toHaveCount(expected.length);
    expect(await visibleRowIds(page)).toContain(commandAnchor(plugin.id, target.id));
  });

  test.describe('copy', () => {
    test.use({permissions: ['clipboard-read', 'clipboard-write']});
    test('each command has a copy button that copies its syntax', async ({page}) => {
      await page.goto(pluginPage);
      const command = target;
      const row = page.locator(`#${commandAnchor(plugin.id, target.id)}`);
      await row.getByRole('button', {name: `复制 ${command.syntax}`}).click();
      await expect(row.getByRole('button', {name: `复制 ${command.syntax}`})).toHaveText('已复制');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command.syntax);
    });
  });

  test('a command can be linked: the anchor scrolls to its row below the navbar', async ({page}) => {
    const anchor = commandAnchor(plugin.id, target.id);
    await page.goto(`${pluginPage}#${anchor}`);
    const row = page.locator(`#${anchor}`);
    await expect(row).toBeInViewport();
    const top = await row.evaluate((el) => el.getBoundingClientRect().top);
    const navbar = await page.locator('.navbar').evaluate((el) => el.getBoundingClientRect().height);
    expect(top).toBeGreaterThanOrEqual(navbar - 1);
    await expect(row.getByRole('link', {name: /的链接$/})).toHaveAttribute('href', `#${anchor}`);
    expect(await row.evaluate((el) => el.matches(':target'))).toBe(true);
  });

  test('shows the permission node and who may use each command', async ({page}) => {
    await page.goto(pluginPage);
    for (const command of plugin.commands) {
      const row = page.locator(`#${commandAnchor(plugin.id, command.id)}`);
      if (command.permission) await expect(row.locator('td').nth(1)).toContainText(command.permission);
      await expect(row.locator('td').nth(2).locator('li')).toHaveCount(command.who.length);
    }
    await expect(page.getByText(`适用版本：${plugin.versions}`)).toBeVisible();
    await expect(
      page
        .getByRole('region', {name: `${pluginName} 指令表`})
        .getByRole('link', {name: `${pluginName} 官方文档`}),
    ).toHaveAttribute('href', plugin.docs!);
  });

  test('is in English on the English site', async ({page}) => {
    await page.goto(`/en${pluginPage}`);
    await expect(page.locator(`#${commandAnchor(plugin.id, target.id)}`)).toContainText(
      target.description.en!,
    );
    await page.getByRole('searchbox', {name: 'Filter commands'}).fill(targetWord);
    await expect(page.getByTestId('command-count')).toContainText('Showing');
  });

  test('stays usable on a phone: one card per command', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto(pluginPage);
    const row = page.locator(`#${commandAnchor(plugin.id, target.id)}`);
    const box = (await row.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('OP roster and bot', () => {
  test('the OP page lists every operator from data/ops.yml', async ({page}) => {
    await page.goto('/docs/notice/op-ji-qi-guan-li');
    const roster = page.getByTestId('op-roster');
    await expect(roster.locator('tbody tr')).toHaveCount(data.ops.length);
    for (const op of data.ops) {
      const row = roster.locator('tbody tr', {hasText: op.name});
      await expect(row).toContainText(op.role.zh);
      await expect(row.locator('td').nth(1)).toHaveText(String(op.level));
    }
    await page.goto('/en/docs/notice/op-ji-qi-guan-li');
    await expect(page.getByTestId('op-roster')).toContainText(data.ops[0]!.role.en!);
  });
});

test.describe('commands by rank (commandsByRank, data/ranks.yml)', () => {
  const views = rankViews(data, 'zh');
  test('each rank shows what it may use; "all ranks" shows every command; the bot’s table has no choice', async ({
    page,
  }) => {
    await page.goto(pluginPage);
    const choice = page.getByTestId('command-rank');
    if (views.length === 0) {
      await expect(choice).toHaveCount(0);
      return;
    }
    await expect(choice.locator('option')).toHaveText(['所有权限组', ...views.map((v) => v.label)]);
    for (const view of views) {
      await choice.selectOption(view.id);
      const expected = plugin.commands
        .filter((c) => mayUse(view.permissions, c))
        .map((c) => commandAnchor(plugin.id, c.id));
      await expect.poll(() => visibleRowIds(page)).toEqual(expected);
    }
    await choice.selectOption('');
    await expect.poll(() => visibleRowIds(page)).toHaveLength(plugin.commands.length);
    // The chat bot's commands have no permission nodes: nothing to choose there.
    await page.goto(pages.find(([, file]) => file === data.clerk)![0]);
    await expect(page.getByTestId('command-rank')).toHaveCount(0);
  });
});

import {expect, test, type Page} from './lib/test';
import {loadCommunityData} from '../plugins/community-data';
import {commandAnchor, type CommandFile} from '../src/lib/commands';

const data = loadCommunityData(process.cwd());
const plugin = (id: string): CommandFile => {
  const file = data.plugins.find((p) => p.id === id);
  if (!file) throw new Error(`data/plugins/${id}.yml is missing`);
  return file;
};

const pages: [string, CommandFile][] = [
  ['/docs/Other/pluginsDocs/cmi-cha-jian-bang-zhu', plugin('cmi')],
  ['/docs/Other/pluginsDocs/co-cha-jian-zhi-ling-shuo-ming', plugin('coreprotect')],
  ['/docs/Other/pluginsDocs/ling-di-cha-jian-bang-zhu-wen-dang', plugin('residence')],
  ['/docs/Other/pluginsDocs/lwc-cha-jian-bang-zhu', plugin('lwc')],
  ['/docs/clerk/COMMANDS', data.clerk],
];
const coreprotect = plugin('coreprotect');
const coPage = pages[1]![0];

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
    await page.goto(coPage);
    const filter = page.getByRole('searchbox', {name: '筛选指令'});
    await expect(rows(page)).toHaveCount(coreprotect.commands.length);
    await expect(page.getByTestId('command-count')).toHaveText(`共 ${coreprotect.commands.length} 条指令`);
    await filter.pressSequentially('rollback');
    const ids = await visibleRowIds(page);
    expect(ids).toContain(commandAnchor('coreprotect', 'rollback'));
    expect(ids).not.toContain(commandAnchor('coreprotect', 'inspect'));
    await expect(page.getByTestId('command-count')).toHaveText(
      `显示 ${ids.length} / ${coreprotect.commands.length} 条指令`,
    );
    await filter.fill('xyzzy-no-such-command');
    await expect(page.getByTestId('command-count')).toHaveText('没有与「xyzzy-no-such-command」匹配的指令');
    await expect(page.locator('tbody tr[id^="cmd-"]:not([hidden])')).toHaveCount(0);
    await filter.fill('');
    await expect(page.locator('tbody tr[id^="cmd-"]:not([hidden])')).toHaveCount(coreprotect.commands.length);
  });

  test('filters by Chinese description typed through an IME, after the text is committed', async ({page}) => {
    await page.goto(coPage);
    const filter = page.getByRole('searchbox', {name: '筛选指令'});
    await filter.focus();
    const cdp = await page.context().newCDPSession(page);
    // Composing "huigun" shows Latin letters in the box; nothing is filtered yet.
    await cdp.send('Input.imeSetComposition', {text: 'huigun', selectionStart: 6, selectionEnd: 6});
    await expect(filter).toHaveValue('huigun');
    await expect(page.locator('tbody tr[id^="cmd-"]:not([hidden])')).toHaveCount(coreprotect.commands.length);
    // Committing the candidate 回滚 filters.
    await cdp.send('Input.insertText', {text: '回滚'});
    await expect(filter).toHaveValue('回滚');
    const expected = coreprotect.commands.filter((c) =>
      `${c.description.zh}${c.description.en}`.includes('回滚'),
    );
    expect(expected.length).toBeGreaterThan(0);
    await expect(page.locator('tbody tr[id^="cmd-"]:not([hidden])')).toHaveCount(expected.length);
    expect(await visibleRowIds(page)).toContain(commandAnchor('coreprotect', 'rollback'));
  });

  test.describe('copy', () => {
    test.use({permissions: ['clipboard-read', 'clipboard-write']});
    test('each command has a copy button that copies its syntax', async ({page}) => {
      await page.goto(coPage);
      const command = coreprotect.commands.find((c) => c.id === 'rollback')!;
      const row = page.locator(`#${commandAnchor('coreprotect', 'rollback')}`);
      await row.getByRole('button', {name: `复制 ${command.syntax}`}).click();
      await expect(row.getByRole('button', {name: `复制 ${command.syntax}`})).toHaveText('已复制');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command.syntax);
    });
  });

  test('a command can be linked: the anchor scrolls to its row below the navbar', async ({page}) => {
    const anchor = commandAnchor('coreprotect', 'rollback');
    await page.goto(`${coPage}#${anchor}`);
    const row = page.locator(`#${anchor}`);
    await expect(row).toBeInViewport();
    const top = await row.evaluate((el) => el.getBoundingClientRect().top);
    const navbar = await page.locator('.navbar').evaluate((el) => el.getBoundingClientRect().height);
    expect(top).toBeGreaterThanOrEqual(navbar - 1);
    await expect(row.getByRole('link', {name: /的链接$/})).toHaveAttribute('href', `#${anchor}`);
    expect(await row.evaluate((el) => el.matches(':target'))).toBe(true);
  });

  test('shows the permission node and who may use each command', async ({page}) => {
    await page.goto(coPage);
    for (const command of coreprotect.commands) {
      const row = page.locator(`#${commandAnchor('coreprotect', command.id)}`);
      if (command.permission) await expect(row.locator('td').nth(1)).toContainText(command.permission);
      await expect(row.locator('td').nth(2).locator('li')).toHaveCount(command.who.length);
    }
    await expect(page.getByText(`适用版本：${coreprotect.versions}`)).toBeVisible();
    await expect(
      page
        .getByRole('region', {name: 'CoreProtect 指令表'})
        .getByRole('link', {name: 'CoreProtect 官方文档'}),
    ).toHaveAttribute('href', coreprotect.docs!);
  });

  test('is in English on the English site', async ({page}) => {
    await page.goto(`/en${coPage}`);
    const command = coreprotect.commands.find((c) => c.id === 'rollback')!;
    await expect(page.locator(`#${commandAnchor('coreprotect', 'rollback')}`)).toContainText(
      command.description.en,
    );
    await page.getByRole('searchbox', {name: 'Filter commands'}).fill('rollback');
    await expect(page.getByTestId('command-count')).toContainText('Showing');
  });

  test('stays usable on a phone: one card per command', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto(coPage);
    const row = page.locator(`#${commandAnchor('coreprotect', 'rollback')}`);
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
    await expect(page.getByTestId('op-roster')).toContainText(data.ops[0]!.role.en);
  });
});

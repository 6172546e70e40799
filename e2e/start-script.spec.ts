import {expect, test} from './lib/test';

const url = '/docs/Other/start-server/winServer';

test('generates a script for valid input, to copy or download', async ({page}) => {
  await page.goto(url);
  await page.getByLabel('Linux 和 macOS（start.sh）').check();
  await page.getByLabel('服务端 jar 文件名').fill('paper-1.21.4.jar');
  await page.getByLabel('最小内存（GB）').fill('2');
  await page.getByLabel('最大内存（GB）').fill('6');
  await expect(page.getByTestId('start-script')).toHaveText(
    '#!/usr/bin/env sh\n# Start the Minecraft server from this folder.\ncd "$(dirname "$0")" || exit 1\nexec java -Xms2048M -Xmx6144M -jar paper-1.21.4.jar --nogui\n',
  );
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', {name: '下载 start.sh'}).click();
  expect((await downloadPromise).suggestedFilename()).toBe('start.sh');
});

for (const [name, field, value, message] of [
  ['memory that is not a number', '最小内存（GB）', '两个', '请填写一个数字'],
  ['max below min', '最大内存（GB）', '1', '最大内存不能小于最小内存'],
  ['memory beyond any machine', '最大内存（GB）', '4096', '普通电脑和服务器都不会有这么多内存'],
  [
    'shell metacharacters in the jar name',
    '服务端 jar 文件名',
    'server.jar && del *',
    '文件名只能包含英文字母',
  ],
  ['a path in the jar name', '服务端 jar 文件名', 'C:\\mc\\server.jar', '只填文件名，不要带路径'],
] as const) {
  test(`${name} shows a message next to the field and no script`, async ({page}) => {
    await page.goto(url);
    const input = page.getByLabel(field);
    await input.fill(value);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await input.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`)).toContainText(message);
    await expect(page.getByTestId('start-script')).toHaveCount(0);
    await expect(page.getByTestId('start-script-missing')).toBeVisible();
  });
}

test('Windows is the default; Aikar’s flags are off until ticked, with Paper’s advice beside them', async ({
  page,
}) => {
  await page.goto(url);
  const script = page.getByTestId('start-script');
  await expect(script).toContainText('@echo off');
  await expect(script).toContainText('-jar server.jar --nogui');
  await expect(script).not.toContainText('-XX:');
  await expect(page.getByRole('button', {name: '下载 start.bat'})).toBeVisible();
  const flags = page.getByLabel("加入 Aikar's flags（调整垃圾回收的 JVM 参数）");
  await expect(flags).not.toBeChecked();
  await expect(flags).toHaveAccessibleDescription(/Java 17、21 或更新的版本时先不加任何参数/);
  await flags.check();
  await expect(script).toContainText('-XX:+UseG1GC');
});

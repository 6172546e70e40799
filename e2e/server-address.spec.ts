import {expect, test} from './lib/test';
import community from '../config/community';
import {JAVA_DEFAULT_PORT} from '../src/lib/newcomer';

test.describe('ServerAddress copy buttons', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('copy the Java and Bedrock address and port, and announce it', async ({page}) => {
    await page.goto('/');
    const box = page.locator('.server-address');
    await expect(box.getByTestId('java-host')).toHaveText(community.java.host);
    await expect(box.getByTestId('bedrock-port')).toHaveText(String(community.bedrock.port));
    // Java Edition's default port is not typed (the join steps say to leave it out): the card says
    // so instead of offering to copy it.
    const defaultJavaPort = community.java.port === JAVA_DEFAULT_PORT;
    await expect(box.getByTestId('java-port-default')).toHaveCount(defaultJavaPort ? 1 : 0);
    await expect(box.getByRole('button', {name: '复制 Java 版端口'})).toHaveCount(defaultJavaPort ? 0 : 1);
    for (const [name, expected] of [
      ['复制 Java 版地址', community.java.host],
      ...(defaultJavaPort ? [] : [['复制 Java 版端口', String(community.java.port)] as const]),
      ['复制基岩版地址', community.bedrock.host],
      ['复制基岩版端口', String(community.bedrock.port)],
    ] as const) {
      const button = box.getByRole('button', {name});
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveText('已复制');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    }
    await expect(box.getByRole('status').first()).toHaveText('已复制');
  });

  test('still copies where the Clipboard API is unavailable', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined});
    });
    await page.goto('/');
    let copied = '';
    await page.exposeFunction('reportCopy', (text: string) => (copied = text));
    await page.evaluate(() =>
      document.addEventListener('copy', () => {
        const selected = document.getSelection()?.toString() ?? '';
        const active = document.activeElement as HTMLTextAreaElement | null;
        (window as unknown as {reportCopy(t: string): void}).reportCopy(active?.value ?? selected);
      }),
    );
    const button = page.locator('.server-address').getByRole('button', {name: '复制 Java 版地址'});
    await button.click();
    await expect(button).toHaveText('已复制');
    expect(copied).toBe(community.java.host);
    await expect(button).toBeFocused();
  });

  test('is labelled in English on the English site', async ({page}) => {
    await page.goto('/en/');
    await expect(
      page.locator('.server-address').getByRole('button', {name: 'Copy Java Edition address'}),
    ).toBeVisible();
  });
});

import {expect, test, type Page} from './lib/test';

/** Search input that tries to break out of text, the regex engine or the layout. */
const payloads: [string, string][] = [
  ['HTML with an event handler', '<img src=x onerror="window.__pwned=1">'],
  ['a script tag', '<script>window.__pwned=1</script>'],
  ['an attribute break-out', '"><svg onload=window.__pwned=1>'],
  ['regex metacharacters', '.*+?^${}()|[]\\ (a+)+$'],
  ['5,000 characters', '启动器 launcher '.repeat(312) + 'x'.repeat(8)],
  ['a lone surrogate', 'abc\uD800def'],
  ['an RTL override', '\u202Eevil\u202C text'],
  ['an emoji run', '😀🎮⛏️👨‍👩‍👧‍👦'.repeat(40)],
  ['path traversal', '../../../../etc/passwd %2e%2e%2f'],
];

async function guard(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // Markup that reached the DOM would also trip the Content-Security-Policy.
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) problems.push(`CSP: ${msg.text()}`);
  });
  return problems;
}

async function stillUsable(page: Page, prefix = ''): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload]')).toHaveCount(0);
  // The page still works: the navbar takes us to the docs.
  await page
    .locator('nav.navbar')
    .getByRole('link', {name: prefix ? 'Docs' : '文档', exact: true})
    .click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
}

for (const [name, text] of payloads) {
  test(`navbar search shows ${name} as text`, async ({page}) => {
    const problems = await guard(page);
    await page.goto('/docs/intro');
    const input = page.locator('input.navbar__search-input');
    await input.click();
    await input.fill(text);
    // Either suggestions or "no results": the dropdown renders, as text.
    await expect(page.locator('.navbar__search [role="listbox"]').first()).toBeAttached();
    await page.waitForTimeout(300);
    if (text.includes('\uD800')) expect(await input.inputValue()).toContain('abc');
    else expect(await input.inputValue()).toBe(text);
    await page.keyboard.press('Escape');
    await stillUsable(page);
    expect(problems).toEqual([]);
  });

  test(`/search?q= shows ${name} as text`, async ({page}) => {
    const problems = await guard(page);
    const q = text.includes('\uD800') ? 'abc%ED%A0%80def' : encodeURIComponent(text);
    await page.goto(`/en/search?q=${q}`);
    // The heading names the query once the index has loaded.
    if (!text.includes('\uD800')) await expect(page.locator('h1')).toContainText(text.slice(0, 40).trim());
    else await expect(page.locator('h1')).toContainText('abc');
    await stillUsable(page, '/en');
    expect(problems).toEqual([]);
  });
}

import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import community from '../config/community';
import {parseHeaders, strictTransportSecurity, strictTransportSecurityValue} from '../site/headers';
import {
  contentDependentScripts,
  inlineScriptHashes,
  inlineScripts,
  scriptHash,
} from '../plugins/security-headers';
import {BUILD} from './lib/built';
import {expect, test, type Page} from './lib/test';

/**
 * The browser tests run against nginx with the shipped deploy/nginx.conf, so
 * every test runs under the production Content-Security-Policy (the snippet
 * the build wrote). These tests look for violations directly on every page
 * type while using the features that need scripts, workers, styles and images.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) messages.push(msg.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as {violations: string[]};
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(() => (window as unknown as {violations: string[]}).violations)),
  ];
}

test('pages are served with the security headers', async ({request}) => {
  for (const url of ['/', '/en/docs/intro', '/blog/frpUse']) {
    const response = await request.get(url);
    const headers = response.headers();
    expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Sent as configured (browsers ignore it over http, as here on loopback).
    expect(headers['strict-transport-security']).toBe(
      strictTransportSecurityValue(strictTransportSecurity, community.siteUrl),
    );
  }
  const asset = (await (await request.get('/')).text()).match(/\/assets\/js\/main\.[0-9a-f]+\.js/)![0];
  expect((await request.get(asset)).headers()['cache-control']).toMatch(/immutable/);
  expect((await request.get('/_headers')).status()).toBe(404);
});

test('every inline script of every built page is allowed by the policy, which names no bundle', () => {
  const policy = parseHeaders(readFileSync(path.join(BUILD, '_headers'), 'utf8')).find(
    (rule) => rule.path === '/*',
  )!.headers['Content-Security-Policy']!;
  const allowed = [...policy.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]!);
  const pages = (readdirSync(BUILD, {recursive: true}) as string[]).filter((f) => f.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(10);
  for (const page of pages) {
    for (const text of inlineScripts(readFileSync(path.join(BUILD, page), 'utf8'))) {
      expect(allowed, `an inline script of ${page}`).toContain(scriptHash(text));
    }
  }
  // No hash for a script that no page has (a stale one), and none that would change with content:
  // no inline script names a hashed bundle, and neither does the policy.
  expect(allowed.sort()).toEqual(inlineScriptHashes(BUILD));
  expect(contentDependentScripts(BUILD)).toEqual([]);
  for (const locale of ['', 'en']) {
    for (const asset of readdirSync(path.join(BUILD, locale, 'assets/js'))) {
      expect(policy).not.toContain(asset.replace(/\.js$/, ''));
    }
  }
});

const pages = [
  '/',
  '/docs',
  '/docs/intro',
  '/docs/Other/start-server/winServer',
  '/docs/Other/pluginsDocs/co-cha-jian-zhi-ling-shuo-ming',
  '/docs/notice/he-zhao-quan-jing-1',
  '/docs/notice/commit-ji-lu',
  '/docs/tags/mc开服',
  '/blog',
  '/blog/frpUse',
  '/blog/tags/docs',
  '/blog/archive',
  '/blog/authors',
  '/markdown-page',
  '/search?q=%E5%90%AF%E5%8A%A8%E5%99%A8',
  '/no/such/page',
  '/en/',
  '/en/docs/Q&A/jin-bu-qu-de-yuan-yin',
  '/en/no/such/page',
];

for (const url of pages) {
  test(`${url} runs with zero Content-Security-Policy violations`, async ({page}) => {
    const violations = await watchViolations(page);
    await page.goto(url, {waitUntil: 'networkidle'});
    // Use the features: search (lazy bar, web worker, index), colour mode, diagrams, panorama.
    const search = page.locator('input.navbar__search-input').first();
    await search.click();
    await search.fill(url.startsWith('/en') ? 'launcher' : '服务器');
    await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.locator('button[class*="toggleButton"]').first().click();
    if (await page.locator('[data-testid="panorama"]').count()) {
      await page.getByTestId('panorama').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('panorama')).toHaveAttribute('data-loaded', 'true');
    }
    expect(await violations()).toEqual([]);
  });
}

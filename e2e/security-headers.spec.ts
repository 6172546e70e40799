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
import {BUILD, sitemapPaths} from './lib/built';
import {CSP_UNLISTED, useFeatures, watchViolations} from './lib/csp';
import {expect, test} from './lib/test';

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

/**
 * Zero violations on a page of each type while its features are used (lib/csp.ts): the pages no
 * sitemap lists here, the others in the crawl's load of each (crawl.spec.ts).
 */
const inSitemap = new Set(sitemapPaths().map((p) => decodeURI(p)));

for (const url of CSP_UNLISTED.filter((u) => !inSitemap.has(decodeURI(u)))) {
  test(`${url} runs with zero Content-Security-Policy violations`, async ({page}) => {
    const violations = await watchViolations(page);
    await page.goto(url, {waitUntil: 'networkidle'});
    await useFeatures(page, url);
    expect(await violations()).toEqual([]);
  });
}

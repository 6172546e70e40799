import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import community from '../config/community';
import {docSource} from '../e2e/lib/site';
import offlinePlugin, {
  iconPng,
  newcomerPages,
  pageFiles,
  precacheFilter,
  webManifest,
} from '../plugins/offline';
import {newcomerPaths, ROUTES} from '../src/lib/newcomer';

describe('offline: what is kept at the first visit', () => {
  it('the home page, the start page and every page of the newcomer paths of this config', () => {
    const pages = newcomerPages();
    assert.ok(pages.includes('/'));
    assert.ok(pages.includes(ROUTES.start));
    for (const p of newcomerPaths(community))
      for (const step of p.steps) {
        assert.ok(pages.includes(step.page), step.page);
        if (step.also) assert.ok(pages.includes(step.also.page), step.also.page);
      }
    for (const page of pages.filter((p) => p !== '/')) assert.ok(docSource(page), `${page} is a doc`);
  });

  it('reads the files a built page loads, quoted or not, and not its links to other pages', () => {
    const html =
      '<link rel=stylesheet href=/en/assets/css/a.css /><link rel="preload" as="script" href="/en/assets/js/main.1.js">' +
      '<link rel=canonical href=/en/docs/x><link rel=alternate href=/en/blog/rss.xml><img src="/en/img/a%20b.png" alt="">' +
      '<script src=https://other.example/x.js></script><a href=/en/docs/y>y</a>';
    assert.deepEqual(pageFiles(html, '/en/').sort(), [
      'assets/css/a.css',
      'assets/js/main.1.js',
      'img/a b.png',
    ]);
  });

  it('keeps of the build only the newcomer pages and what they load', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'offline-'));
    mkdirSync(path.join(outDir, 'docs/a'), {recursive: true});
    writeFileSync(path.join(outDir, 'index.html'), '<script src=/assets/js/main.1.js></script>');
    writeFileSync(path.join(outDir, 'docs/a/index.html'), '<link rel=stylesheet href=/assets/css/s.css>');
    const entries = [
      'index.html',
      'docs/a/index.html',
      'docs/b/index.html',
      'assets/js/main.1.js',
      'assets/css/s.css',
      'assets/js/other.js',
    ].map((url) => ({url, size: 10, revision: null}));
    const keep = precacheFilter(outDir, '/', ['/', '/docs/a'], path.join(outDir, 'no-generated-files'));
    assert.deepEqual(
      keep(entries).manifest.map((e) => e.url),
      ['index.html', 'docs/a/index.html', 'assets/js/main.1.js', 'assets/css/s.css'],
    );
    assert.throws(() => precacheFilter(outDir, '/', ['/docs/missing'], outDir)(entries), /\/docs\/missing/);
  });
});

describe('offline: install and development', () => {
  it('the manifest of each locale names the site from config and starts at the locale', () => {
    const zh = webManifest('zh', '/', 'zh-CN');
    assert.equal(zh.name, community.siteTitle.zh);
    assert.equal(zh.short_name, community.serverName.zh);
    assert.equal(zh.start_url, '/');
    const en = webManifest('en', '/en/', 'en');
    assert.equal(en.name, community.siteTitle.en);
    assert.equal(en.scope, '/en/');
    assert.ok((en.icons as {src: string}[]).every((i) => i.src.startsWith('/en/img/pwa/')));
  });

  it('icons are drawn from the logo at their size', () => {
    const png = iconPng(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
      192,
      'maskable',
    );
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [192, 192]);
  });

  it('no service worker on a development server (npm start)', () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      const context = {
        baseUrl: '/',
        outDir: '/tmp/x',
        siteDir: path.resolve(__dirname, '..'),
        generatedFilesDir: '/tmp/x/.docusaurus',
        siteConfig: {future: {}},
        i18n: {currentLocale: 'zh', defaultLocale: 'zh', locales: ['zh', 'en'], localeConfigs: {}},
      } as unknown as LoadContext;
      assert.equal(offlinePlugin(context), null);
    } finally {
      process.env.NODE_ENV = before;
    }
  });
});

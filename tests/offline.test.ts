import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import community from '../config/community';
import {docSource} from '../e2e/lib/site';
import {
  iconPng,
  newcomerPages,
  offlineEnabled,
  offlinePlugins,
  otherLocaleBases,
  pageFiles,
  precacheFilter,
  webManifest,
} from '../plugins/offline';
import {newcomerPaths, ROUTES} from '../src/lib/newcomer';

const SITE = path.resolve(__dirname, '..');

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
    // The path tells a newcomer to read the rules and the FAQ before joining.
    assert.ok(pages.includes(ROUTES.rules) && pages.includes(ROUTES.faq));
    for (const page of pages.filter((p) => p !== '/')) assert.ok(docSource(page), `${page} is a doc`);
  });

  it('reads the files a built page loads, quoted or not, and not its links to other pages', () => {
    const html =
      '<link rel=stylesheet href=/en/assets/css/a.css /><link rel="preload" as="script" href="/en/assets/js/main.1.js">' +
      '<link rel=canonical href=/en/docs/x><link rel=alternate href=/en/blog/rss.xml><img src="/en/img/a%20b.png" alt="">' +
      '<script src=https://other.example/x.js></script><a href=/en/docs/y>y</a>' +
      // A diagram's drawings (src/components/Diagram): fetched after a client-side navigation.
      '<figure data-diagram=k><div class=light data-src=/en/assets/diagrams/k.main.light.svg><svg></svg></div>' +
      '<div class="dark" data-src="/en/assets/diagrams/k.main.dark.svg"><svg></svg></div></figure>' +
      // A screen picture: the phone's crop in a <source>, a srcset with a descriptor.
      '<picture><source media="(max-width: 503px)" srcset=/en/assets/images/p-part-light.svg width=355 />' +
      '<img src=/en/assets/images/p-light.svg srcset="/en/assets/images/p-2x.svg 2x, /en/assets/images/p-3x.svg 3x"></picture>';
    assert.deepEqual(pageFiles(html, '/en/').sort(), [
      'assets/css/a.css',
      'assets/diagrams/k.main.dark.svg',
      'assets/diagrams/k.main.light.svg',
      'assets/images/p-2x.svg',
      'assets/images/p-3x.svg',
      'assets/images/p-light.svg',
      'assets/images/p-part-light.svg',
      'assets/js/main.1.js',
      'img/a b.png',
    ]);
  });

  it('keeps of the build only the newcomer pages and what they load', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'offline-'));
    mkdirSync(path.join(outDir, 'docs/a'), {recursive: true});
    mkdirSync(path.join(outDir, 'assets/js'), {recursive: true});
    writeFileSync(path.join(outDir, 'index.html'), '<script src=/assets/js/main.1.js></script>');
    // workbox-window, which the registration imports at each later visit: found by its marker.
    writeFileSync(
      path.join(outDir, 'assets/js/4367.ab.js'),
      'try{self["workbox:window:7.4.0"]&&_()}catch(n){}',
    );
    writeFileSync(path.join(outDir, 'assets/js/other.js'), 'other');
    writeFileSync(path.join(outDir, 'docs/a/index.html'), '<link rel=stylesheet href=/assets/css/s.css>');
    const entries = [
      'index.html',
      'docs/a/index.html',
      'docs/b/index.html',
      'assets/js/main.1.js',
      'assets/css/s.css',
      'assets/js/other.js',
      'assets/js/4367.ab.js',
      // A chunk loaded on a reader's action (LAZY_CHUNKS): kept with the pages.
      'assets/js/zoom-dialog.1a2b3c4d.js',
      'assets/js/zoom-dialogs.1a2b3c4d.js',
    ].map((url) => ({url, size: 10, revision: null}));
    const keep = precacheFilter(outDir, '/', ['/', '/docs/a'], path.join(outDir, 'no-generated-files'));
    assert.deepEqual(
      keep(entries).manifest.map((e) => e.url),
      [
        'index.html',
        'docs/a/index.html',
        'assets/js/main.1.js',
        'assets/css/s.css',
        'assets/js/4367.ab.js',
        'assets/js/zoom-dialog.1a2b3c4d.js',
      ],
    );
    assert.throws(() => precacheFilter(outDir, '/', ['/docs/missing'], outDir)(entries), /\/docs\/missing/);
  });

  it("keeps a doc's scripts, the chunks they need, and those of the routes it is nested in (docs root, version)", () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'offline-'));
    const generated = path.join(outDir, '.generated');
    mkdirSync(path.join(outDir, 'docs/a'), {recursive: true});
    mkdirSync(generated);
    writeFileSync(path.join(outDir, 'docs/a/index.html'), '<p>a</p>');
    // Docusaurus's route chunk names: the doc nested in three routes keyed `/docs-<hash>`, and
    // routes neither the doc's nor its parents'.
    writeFileSync(
      path.join(generated, 'routesChunkNames.json'),
      JSON.stringify({
        '/docs-1a2': {__comp: 'root'},
        '/docs-3b4': {__comp: 'version', __props: 'versionData'},
        '/docs/a-5c6': {__comp: 'doc', content: 'aContent'},
        '/docs/b-7d8': {__comp: 'doc', content: 'bContent'},
        '/-9e0': {__comp: 'home'},
        '/docs/tags-f12': {__comp: 'tags'},
      }),
    );
    const chunk = (name: string) => ({js: [{file: `assets/js/${name}.1.js`}]});
    writeFileSync(
      path.join(generated, 'client-manifest.json'),
      JSON.stringify({
        // The doc component needs a shared chunk (id 77) too, as Docusaurus's split chunks.
        origins: {doc: ['77', 'doc']},
        assets: Object.fromEntries(
          ['root', 'version', 'versionData', 'doc', 'aContent', 'bContent', 'home', 'tags', '77'].map((n) => [
            n,
            chunk(n),
          ]),
        ),
      }),
    );
    const entries = [
      'docs/a/index.html',
      ...['root', 'version', 'versionData', 'doc', 'aContent', 'bContent', 'home', 'tags', '77'].map(
        (n) => `assets/js/${n}.1.js`,
      ),
    ].map((url) => ({url, size: 10, revision: null}));
    assert.deepEqual(
      precacheFilter(
        outDir,
        '/',
        ['/docs/a'],
        generated,
      )(entries)
        .manifest.map((e) => e.url)
        .sort(),
      [
        'assets/js/77.1.js',
        'assets/js/aContent.1.js',
        'assets/js/doc.1.js',
        'assets/js/root.1.js',
        'assets/js/version.1.js',
        'assets/js/versionData.1.js',
        'docs/a/index.html',
      ],
    );
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
        siteDir: SITE,
        generatedFilesDir: '/tmp/x/.docusaurus',
        siteConfig: {future: {}},
        i18n: {currentLocale: 'zh', defaultLocale: 'zh', locales: ['zh', 'en'], localeConfigs: {}},
      } as unknown as LoadContext;
      for (const entry of offlinePlugins(SITE))
        if (typeof entry === 'function') assert.equal(entry(context, {}), null);
    } finally {
      process.env.NODE_ENV = before;
    }
  });
});

describe('offline: @docusaurus/plugin-pwa through its documented options', () => {
  const [site, pwa] = offlinePlugins(SITE) as [unknown, [string, Partial<PwaOptions>]];

  it(
    'lists the plugin by its package name, with the site plugin beside it',
    {skip: !offlineEnabled()},
    () => {
      assert.equal(typeof site, 'function');
      assert.equal(pwa[0], '@docusaurus/plugin-pwa');
    },
  );

  it(
    "every reader, registered by the site's module, with the site's service-worker code",
    {skip: !offlineEnabled()},
    () => {
      const options = pwa[1];
      // Only options the plugin documents (its types: node_modules/@docusaurus/plugin-pwa/src/plugin-pwa.d.ts).
      const documented = [
        'debug',
        'offlineModeActivationStrategies',
        'injectManifestConfig',
        'pwaHead',
        'swCustom',
        'swRegister',
      ];
      for (const key of Object.keys(options)) assert.ok(documented.includes(key), key);
      assert.deepEqual(options.offlineModeActivationStrategies, ['always']);
      assert.ok(existsSync(String(options.swRegister)), 'swRegister names a file');
      assert.deepEqual(
        options.pwaHead?.map((t) => t.rel),
        ['manifest', 'apple-touch-icon'],
      );
    },
  );

  it('the precache filter fails clearly when it runs without a build', {skip: !offlineEnabled()}, () => {
    const [transform] = (
      pwa[1].injectManifestConfig as unknown as {manifestTransforms: ((e: unknown[]) => unknown)[]}
    ).manifestTransforms;
    assert.throws(() => transform!([]), /offline: the precache filter ran before the offline plugin/);
  });

  it('the service worker leaves every other locale to its own', () => {
    const i18n = {
      defaultLocale: 'zh',
      locales: ['zh', 'en', 'ja'],
      localeConfigs: {zh: {baseUrl: '/'}, en: {baseUrl: '/en/'}, ja: {baseUrl: '/ja/'}},
    } as unknown as LoadContext['i18n'];
    assert.deepEqual(otherLocaleBases(i18n), ['/en/', '/ja/']);
  });
});

import assert from 'node:assert/strict';
import {afterEach, describe, it} from 'node:test';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Config, LoadContext} from '@docusaurus/types';
import community from '../config/community';
import {copyrightHtml, copyrightYears, ICP_FILING_SYSTEM} from '../config/footer';
import createConfig, {SKIP_TO_CONTENT_ID} from '../docusaurus.config';
import {escapeHtml} from '../lib/html';
import {locales, siteLocales, type SiteLocale} from '../config/locale';
import {onlyWith} from './lib/locales';

function configFor(locale: SiteLocale): Config {
  process.env.DOCUSAURUS_CURRENT_LOCALE = locale;
  return createConfig();
}

const themeConfig = (config: Config) => config.themeConfig as Record<string, any>;
const preset = (config: Config) => (config.presets?.[0] as [string, Record<string, any>])[1];

describe('docusaurus.config.ts', () => {
  afterEach(() => delete process.env.DOCUSAURUS_CURRENT_LOCALE);

  it('holds the first frame until the element after the navbar is parsed, the id the theme gives it', () => {
    const theme = readFileSync(
      path.join(process.cwd(), 'node_modules/@docusaurus/theme-common/lib/utils/skipToContentUtils.js'),
      'utf8',
    );
    assert.equal(/SkipToContentFallbackId = '([^']+)'/.exec(theme)?.[1], SKIP_TO_CONTENT_ID);
    const expect = configFor('zh').headTags?.find((tag) => tag.attributes?.rel === 'expect');
    assert.deepEqual(expect?.attributes, {rel: 'expect', href: `#${SKIP_TO_CONTENT_ID}`, blocking: 'render'});
  });

  it('is Chinese by default, with the languages of config/locale.ts', () => {
    const {i18n} = configFor('zh');
    assert.equal(i18n?.defaultLocale, 'zh');
    assert.deepEqual(i18n?.locales, locales);
    assert.equal(i18n?.localeConfigs?.zh?.htmlLang, 'zh-CN');
    for (const locale of locales) {
      const lc: Record<string, unknown> | undefined = i18n?.localeConfigs?.[locale];
      assert.equal(lc?.htmlLang, siteLocales[locale]!.htmlLang);
      assert.equal(lc?.direction, 'ltr');
      assert.equal(lc?.calendar, 'gregory');
      assert.equal(lc?.path, locale);
      assert.ok(lc?.label);
    }
  });

  it('takes title, tagline, announcement and copyright from config/community.ts per locale', () => {
    const zh = configFor('zh');
    assert.equal(zh.title, community.siteTitle.zh);
    assert.equal(zh.tagline, community.tagline.zh);
    assert.match(themeConfig(zh).announcementBar.content, /href="\/docs\/First\/Readme\/#path"/);
    assert.ok(themeConfig(zh).announcementBar.content.startsWith(community.announcement.text.zh));
    assert.ok(
      themeConfig(zh).footer.copyright.includes(
        `© ${copyrightYears(community)} ${escapeHtml(community.copyrightHolder.zh)}`,
      ),
    );
    if (!locales.includes('en')) return;
    const en = configFor('en');
    assert.equal(en.title, community.siteTitle.en);
    assert.match(themeConfig(en).announcementBar.content, /href="\/en\/docs\/First\/Readme\/#path"/);
    assert.equal(themeConfig(en).announcementBar.id, community.announcement.id);
  });

  it('is built for the address in config/community.ts (origin and base path)', () => {
    const config = configFor('zh');
    assert.equal(new URL(config.baseUrl, config.url).href, new URL(`${community.siteUrl}/`).href);
  });

  it('gives the copyright years from config copyrightYear to the year of the build', () => {
    const at = (year: number) => new Date(`${year}-06-01T00:00:00Z`);
    assert.equal(copyrightYears({copyrightYear: 2025}, at(2025)), '2025');
    assert.equal(copyrightYears({copyrightYear: 2025}, at(2027)), '2025–2027');
    assert.equal(copyrightYears({copyrightYear: 2030}, at(2027)), '2030', 'a year ahead is left as it is');
    const holder = {zh: '甲', en: 'A'};
    assert.match(
      copyrightHtml({copyrightYear: 2024, copyrightHolder: holder, icpFiling: null}, at(2026)),
      /© 2024–2026 /,
    );
  });

  it(
    'shows the ICP filing number in the footer, linked to the filing system, only when one is set',
    onlyWith('en'),
    () => {
      process.env.DOCUSAURUS_CURRENT_LOCALE = 'en';
      const base = {copyrightYear: 2030, copyrightHolder: {zh: '甲 & 乙', en: 'A & B'}};
      const without = copyrightHtml({...base, icpFiling: null});
      assert.equal(without, 'Copyright © 2030 A &amp; B. Built with Docusaurus.');
      assert.equal(copyrightHtml(base), without);
      assert.equal(
        copyrightHtml({...base, icpFiling: '京ICP备12345678号-1'}),
        `${without}<br><a href="${ICP_FILING_SYSTEM}" target="_blank" rel="noopener noreferrer">京ICP备12345678号-1</a>`,
      );
      assert.equal(ICP_FILING_SYSTEM, 'https://beian.miit.gov.cn/');
      assert.equal(themeConfig(configFor('zh')).footer.copyright, copyrightHtml(community));
    },
  );

  it('keeps the colour mode light by default, switchable, under the plain key', () => {
    const config = configFor('zh');
    assert.deepEqual(themeConfig(config).colorMode, {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    });
    assert.equal(config.storage?.namespace, false);
  });

  it('has the navbar, sidebar, TOC and diagram settings', () => {
    const tc = themeConfig(configFor('zh'));
    assert.equal(tc.navbar.hideOnScroll, true);
    const types = tc.navbar.items.map((i: any) => i.type ?? (i.href ? 'href' : 'to'));
    // The language menu only where there is more than one language.
    const languages = locales.length > 1 ? ['localeDropdown'] : [];
    assert.deepEqual(types, ['to', 'doc', 'to', 'href', 'href', ...languages, 'search']);
    assert.equal(tc.navbar.items.find((i: any) => i.type === 'search').position, 'right');
    assert.deepEqual(tc.docs.sidebar, {hideable: false, autoCollapseCategories: false});
    assert.deepEqual(tc.tableOfContents, {minHeadingLevel: 2, maxHeadingLevel: 3});
    assert.deepEqual(tc.mermaid.theme, {light: 'neutral', dark: 'forest'});
    assert.equal(tc.mermaid.options.maxTextSize, 5000);
    assert.deepEqual(
      tc.footer.links.map((g: any) => g.title),
      ['文档', '社区', '友情链接'],
    );
  });

  it('fails on broken links, warns on broken anchors and Markdown links', () => {
    const config = configFor('zh');
    assert.equal(config.onBrokenLinks, 'throw');
    assert.equal(config.onBrokenAnchors, 'warn');
    assert.equal(config.markdown?.hooks?.onBrokenMarkdownLinks, 'warn');
    assert.equal(config.markdown?.mermaid, true);
  });

  it('builds the search index of each locale and marks searched words on opened pages', () => {
    const config = configFor('zh');
    assert.ok(config.plugins?.includes('./plugins/search/index.ts'));
  });

  it('has the search as one plugin: its index, its theme (box and page) and the highlight module', async () => {
    const {default: searchPlugin} = await import('../plugins/search/index');
    const plugin = searchPlugin({
      siteDir: path.resolve(__dirname, '..'),
      baseUrl: '/',
      i18n: {locales: [...locales], currentLocale: locales[0]!},
    } as unknown as LoadContext);
    const theme = plugin.getThemePath!();
    assert.ok(existsSync(path.join(theme, 'SearchBar', 'index.tsx')));
    assert.ok(existsSync(path.join(theme, 'SearchPage', 'index.tsx')));
    const modules = plugin.getClientModules!();
    assert.equal(modules.length, 1);
    assert.match(modules[0]!, /search[\\/]client[\\/]highlight\.ts$/);
    assert.ok(existsSync(modules[0]!));
  });

  it('labels the current docs version Next and shows blog reading time and feeds', () => {
    const options = preset(configFor('zh'));
    assert.equal(options.docs.versions.current.label, 'Next');
    assert.equal(options.blog.showReadingTime, true);
    assert.deepEqual(options.blog.feedOptions.type, ['rss', 'atom']);
  });
});

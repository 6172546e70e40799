import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import {validateSynonyms} from '../plugins/search/schema';
import {VOCABULARY_FILES} from '../plugins/search/vocabulary';
import {expect, test} from './lib/test';
import {localized, sourceOf, frontMatter} from './lib/site';
import {ROUTES} from '../src/lib/newcomer';
import {defaultLocale, locales, siteLocales} from '../config/locale';

// Strict reading 32: an English reader on the Chinese home page found no English on a phone (the
// navbar's language menu is inside the side menu). The hero names every other language in itself.
test.describe("the home page links each other language's home, named in that language", () => {
  const home = (locale: string) => (locale === defaultLocale ? '/' : `/${locale}/`);
  for (const locale of locales) {
    test(`${home(locale)}`, async ({page}) => {
      test.skip(locales.length < 2, 'one language');
      await page.goto(home(locale));
      const links = page.locator('[data-other-languages] a');
      await expect(links).toHaveCount(locales.length - 1);
      for (const other of locales.filter((l) => l !== locale)) {
        const {label, htmlLang} = siteLocales[other]!;
        const link = page.locator(`[data-other-languages] a[hreflang="${htmlLang}"]`);
        await expect(link).toHaveText(label);
        await expect(link).toHaveAttribute('lang', htmlLang);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${home(other).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
        await page.goto(home(locale));
      }
    });
  }
});

// Strict readings 32 and 34: an English reader sent to a Chinese page on a phone found no English
// (the theme keeps the language menu inside the side menu there). The menu stays in the bar as its
// icon, left of the search button, big enough to tap, and leads to the same page in each language.
test.describe('on a phone, the language menu is in the bar', () => {
  test.use({viewport: {width: 360, height: 740}, isMobile: true, hasTouch: true});
  const route = ROUTES.joinBedrock;
  for (const locale of locales) {
    test(`${localized(route, locale)}: every other language, one tap from the bar`, async ({page}) => {
      test.skip(locales.length < 2, 'one language');
      for (const other of locales.filter((l) => l !== locale)) {
        await page.goto(localized(route, locale));
        const button = page.locator('nav.navbar .navbar-languages');
        await expect(button).toBeVisible();
        const box = (await button.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
        const search = (await page.locator('nav.navbar [class*="navbarSearchContainer"]').boundingBox())!;
        expect(box.x + box.width, 'left of the search button').toBeLessThanOrEqual(search.x + 1);
        await expect(page.locator('.navbar__toggle')).toBeVisible();
        await button.tap();
        const link = page.locator(`nav.navbar .dropdown__link[lang="${siteLocales[other]!.htmlLang}"]`);
        await expect(link).toBeVisible();
        await expect(link).toHaveText(siteLocales[other]!.label);
        await link.tap();
        await expect(page).toHaveURL(
          new RegExp(`${localized(route, other).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
        );
        await expect(page.locator('html')).toHaveAttribute('lang', siteLocales[other]!.htmlLang);
      }
    });
  }
});

test.describe('the language menu switches to the same page', () => {
  const routes = [
    '/',
    '/docs/intro',
    '/docs/Other/pluginsDocs/co-cha-jian-zhi-ling-shuo-ming',
    '/docs/notice/fu-wu-qi-gui-ze',
    '/blog/frpUse',
  ];
  for (const route of routes) {
    test(`${route} ⇄ /en${route === '/' ? '/' : route}`, async ({page}) => {
      await page.goto(route);
      const navbar = page.locator('nav.navbar');
      await navbar.locator('.dropdown').filter({hasText: '简体中文'}).hover();
      await navbar.getByRole('link', {name: 'English'}).click();
      await expect(page).toHaveURL(
        new RegExp(`${localized(route, 'en').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
      const source = sourceOf(route, 'en');
      if (source) await expect(page.locator('h1').first()).toHaveText(String(frontMatter(source).title));
      await page.locator('nav.navbar .dropdown').filter({hasText: 'English'}).hover();
      await page.locator('nav.navbar').getByRole('link', {name: '简体中文'}).click();
      await expect(page).toHaveURL(new RegExp(`${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    });
  }

  test('an anchor works in both languages (same heading ids)', async ({page}) => {
    for (const prefix of ['', '/en']) {
      await page.goto(`${prefix}/docs/notice/fu-wu-qi-gui-ze#appeal`);
      await expect(page.locator('#appeal')).toBeInViewport();
    }
  });
});

test.describe('search finds words of its own language', () => {
  for (const [prefix, query] of [
    ['/en', 'whitelist'],
    ['/en', 'rollback'],
    ['/en', 'launcher'],
    ['', '白名单'],
    ['', '回滚'],
    ['', '启动器'],
  ] as const) {
    test(`${prefix || '/'} finds “${query}”`, async ({page}) => {
      await page.goto(`${prefix}/`);
      const input = page.locator('input.navbar__search-input');
      await input.click();
      await input.fill(query);
      const first = page.locator('[role="listbox"] [role="option"]').first();
      await expect(first).toBeVisible();
      // The query, or a word of data/search/synonyms.yml that means the same (found as well).
      const synonyms = validateSynonyms(yaml.load(readFileSync(VOCABULARY_FILES.synonyms, 'utf8')));
      const words = synonyms.find((group) => group.includes(query.toLowerCase())) ?? [query];
      await expect(first).toContainText(
        new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'i'),
      );
      await input.press('Enter');
      await expect(page).toHaveURL(prefix ? /\/en\/(docs|blog)\// : /^https?:\/\/[^/]+\/(docs|blog)\//);
    });
  }
});

import {expect, test} from './lib/test';
import {otherLanguageWords, unescapeScript} from './lib/pageLanguage';
import {defaultLocale, locales} from '../config/locale';
import {ROUTES} from '../src/lib/newcomer';

/**
 * A page ships the newcomer components' words in its own language only
 * (`@site-generated/newcomer-text.json`, `launcher-limits-text.json`…): the JavaScript a reader
 * loads on the pages with the most of them (the home page's paths; the HMCL guide, the page with
 * the most pictures) holds no sentence that only the other language uses.
 */
const PAGES = ['/', ROUTES.hmcl, ROUTES.java];

for (const locale of locales) {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  const words = otherLanguageWords(locale);
  for (const route of PAGES) {
    const url = `${prefix}${route}`;
    test(`${url}: its JavaScript holds no newcomer words of another language`, async ({page}) => {
      expect(words.length, 'the other language has words to look for').toBeGreaterThan(20);
      const bodies: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
      });
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const scripts = unescapeScript((await Promise.all(bodies)).join('\n'));
      expect(scripts, 'the page loaded its scripts').toContain('webpackChunk');
      expect(words.filter((w) => scripts.includes(w))).toEqual([]);
    });
  }
}

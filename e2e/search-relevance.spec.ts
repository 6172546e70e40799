import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import {defaultLocale, locales} from '../config/locale';
import {validateRelevanceSet} from '../plugins/search/schema';
import {openBuiltSearch} from '../scripts/lib/searchInBuild';
import {localeDir, pasteAndTime, SEARCH_BOX, SUGGESTION} from '../scripts/lib/searchLatency';
import {RELEVANCE_FILE} from '../plugins/search/relevance';
import {BUILD, sitemapPaths} from './lib/built';
import {expect, test} from './lib/test';

/**
 * The relevance set (data/search/relevance.yml): players' questions, each with the page that
 * answers it. How well the engine ranks them is checked in Node (scripts/check-search.ts, which
 * gates the first-three share and the mean reciprocal rank); here, that the reader's box shows
 * exactly what that engine computes, for every question of the set, in each locale.
 */
const set = validateRelevanceSet(yaml.load(readFileSync(RELEVANCE_FILE, 'utf8')), locales);
const en = JSON.parse(readFileSync('i18n/en/code.json', 'utf8')) as Record<string, {message: string}>;
const NO_RESULTS: Record<string, string> = {
  zh: '没有找到任何文档',
  en: en['theme.SearchBar.noResultsText']!.message,
};
/** Suggestions the box shows at most. */
const LIMIT = 8;

for (const locale of locales) {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  const questions = set.locales[locale]!;

  test(`${locale}: every page of the relevance set exists`, () => {
    const built = new Set(sitemapPaths().map((p) => p.replace(/\/$/, '') || '/'));
    const missing = questions
      .flatMap((q) => q.pages)
      .filter((page) => !built.has(`${prefix}${page}`.replace(/\/$/, '')));
    expect(missing, `${RELEVANCE_FILE} names pages the site does not have`).toEqual([]);
  });

  test(`${locale}: the box suggests for every question of the set what the engine computes, in its order`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const search = await openBuiltSearch(localeDir(BUILD, locale, defaultLocale));
    await page.goto(`${prefix}/docs/intro`);
    const box = page.locator(SEARCH_BOX);
    await box.click();
    const differences: string[] = [];
    for (const {q} of questions) {
      const expected = (await search.engine.search(q, LIMIT)).results.map((r) => r.url);
      await box.fill('');
      await pasteAndTime(page, q, NO_RESULTS[locale]!);
      const shown = (
        await page
          .locator(`${SUGGESTION} a`)
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
      ).map((href) => href.replace(/\?[^#]*/, ''));
      if (shown.length === 0) differences.push(`${q}: no suggestions`);
      else if (JSON.stringify(shown) !== JSON.stringify(expected)) {
        differences.push(`${q}: the box shows ${shown.join(', ')}; the engine ${expected.join(', ')}`);
      }
    }
    expect(differences, 'questions whose suggestions differ from the engine in Node').toEqual([]);
  });
}

import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import {defaultLocale, locales} from '../config/locale';
import {RELEVANCE_FILE, scoreTop3} from '../src/lib/searchRelevance';
import {validateRelevanceSet, validateStopwords} from '../plugins/schemas/search';
import {searchSuggestions} from '../scripts/lib/searchWorker';
import {VOCABULARY_FILES} from '../src/lib/searchVocabulary';
import {sitemapPaths} from './lib/built';
import {expect, test} from './lib/test';

/**
 * The relevance set (data/search/relevance.yml): players' questions, each with the page that
 * answers it. Every question goes through the navbar's own search (the site's worker and built
 * index, as many suggestions as the dropdown shows); enough of them must have their page among
 * the first three suggestions.
 */
const set = validateRelevanceSet(yaml.load(readFileSync(RELEVANCE_FILE, 'utf8')), locales);

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

  test(`${locale}: at least ${set.minTop3 * 100}% of the questions find their page in the first three suggestions`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/docs/intro`);
    const {suggestions} = await searchSuggestions(
      page,
      `${prefix}/`,
      questions.map((q) => q.q),
    );
    const outcomes = scoreTop3(
      questions,
      suggestions.map((list) => list.map((s) => s.u)),
      prefix,
    );
    const hits = outcomes.filter((o) => o.hit).length;
    const misses = outcomes
      .filter((o) => !o.hit)
      .map(
        (o) =>
          `${o.question.q} → wanted ${o.question.pages.join(' or ')}, got ${o.top3.join(', ') || 'nothing'}`,
      );
    console.log(`search relevance ${locale}: ${hits}/${outcomes.length} in the first three`);
    expect(hits / outcomes.length, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(set.minTop3);
  });
}

test("the browser's search leaves the site's stop words out of a question (plugins/theme-patches.ts)", async ({
  page,
}) => {
  // A stop word that starts a longer word of the built index (as 怎么 starts 怎么弄): without the
  // patches the search code reads it as the start of that word and requires it.
  const index = JSON.parse(readFileSync('build/search-index.json', 'utf8')) as {
    index: {invertedIndex: [string, unknown][]};
  }[];
  const terms = index.flatMap((entry) => entry.index.invertedIndex.map(([term]) => term));
  const han = /^\p{Unified_Ideograph}+$/u;
  const stopWords = Object.values(
    validateStopwords(yaml.load(readFileSync(VOCABULARY_FILES.stopwords, 'utf8')), locales),
  ).flat();
  const stop = stopWords.find(
    (s) => han.test(s) && terms.some((t) => t.length > s.length && t.startsWith(s)),
  );
  test.skip(!stop, 'no stop word starts a longer word of the index');
  // A word of the index that some titles have.
  const word = index[0]!.index.invertedIndex.map(([term]) => term).find((t) => han.test(t) && t.length > 1)!;
  await page.goto('/docs/intro');
  const {suggestions} = await searchSuggestions(page, '/', [`${word}${stop!}`, word]);
  expect(suggestions[1]!.length).toBeGreaterThan(0);
  expect(suggestions[0], `"${word}${stop!}" is searched as "${word}"`).toEqual(suggestions[1]);
});

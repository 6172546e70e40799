/**
 * Schemas of the search's data files in data/search/: the word lists (dictionary.yml,
 * synonyms.yml, stopwords.yml) that plugins/search builds the index and reads questions
 * with, and the questions of relevance.yml that the search is measured against. A bad entry fails
 * the build with a message naming the file, the entry and the field.
 */
import {VOCABULARY_FILES, type SearchVocabulary} from './vocabulary';
import {RELEVANCE_FILE, type RelevanceSet} from './relevance';
import {DataError, itemAt, nonEmptyList, validate, type Path} from '../schemas/data';
import {Joi, rule, says, text} from '../schemas/joi';

const HAN = /\p{Unified_Ideograph}/u;

/** The first entry of `list` whose `key` an earlier one has, as [index, earlier index]. */
function repeated<T>(list: T[], key: (item: T) => string): [number, number] | undefined {
  const seen = new Map<string, number>();
  for (const [i, item] of list.entries()) {
    const earlier = seen.get(key(item));
    if (earlier !== undefined) return [i, earlier];
    seen.set(key(item), i);
  }
  return undefined;
}

/** An entry of a list of plain values: "entry 2 (value)", reported under the list's own field. */
const valueEntry =
  (data: unknown, list: string, name: (index: number) => string) =>
  (path: Path): [string, number, string?] => {
    const item = itemAt(data, [list], path);
    if (!item) return ['(file)', 0];
    const value = (data as Record<string, unknown[]>)[list]![item[0]];
    return [`${name(item[0])} (${String(value)})`, 2, list];
  };

/* ---- data/search/dictionary.yml ---- */

const isChinese = (word: string) =>
  HAN.test(word) && !/[\p{L}\p{N}]/u.test(word.replace(/\p{Unified_Ideograph}/gu, ''));

const dictionarySchema = Joi.object({
  words: rule(
    nonEmptyList(
      says(
        rule(Joi.string(), (raw: string) =>
          isChinese(raw.trim()) ? undefined : 'must be a word of Chinese characters',
        ),
        'must be a word of Chinese characters',
      ),
      'must be a non-empty list',
    ),
    (words: string[]) => {
      const twice = repeated(words, (raw) => raw.trim());
      return twice && [[twice[0]], 'is listed twice'];
    },
  ),
});

/** The words of data/search/dictionary.yml. */
export function validateDictionary(data: unknown, file: string = VOCABULARY_FILES.dictionary): string[] {
  const {words} = validate<{words: string[]}>(
    dictionarySchema,
    data ?? {},
    file,
    valueEntry(data, 'words', (i) => `entry ${i + 1}`),
  );
  return words.map((word) => word.trim());
}

/* ---- data/search/synonyms.yml ---- */

const synonym = (word: string) => word.trim().toLowerCase();

const synonymsSchema = Joi.object({
  synonyms: rule(
    nonEmptyList(
      rule(
        says(
          Joi.array().items(Joi.string().pattern(/\S/)).min(2).required(),
          'must be a list of two or more words',
        ),
        (group: string[]) => {
          const spaced = group.find((word) => /\s/.test(word.trim()));
          return spaced === undefined ? undefined : `"${spaced}" must be one word, without spaces`;
        },
      ),
      'must be a non-empty list',
    ),
    (groups: string[][]) => {
      const inGroup = new Map<string, number>();
      for (const [i, group] of groups.entries()) {
        for (const word of group) {
          const other = inGroup.get(synonym(word));
          if (other !== undefined) return [[i], `"${word}" is already in group ${other + 1}`];
          inGroup.set(synonym(word), i);
        }
      }
      return undefined;
    },
  ),
});

/** Groups of data/search/synonyms.yml, words in lower case. */
export function validateSynonyms(data: unknown, file: string = VOCABULARY_FILES.synonyms): string[][] {
  const {synonyms} = validate<{synonyms: string[][]}>(synonymsSchema, data ?? {}, file, (path) => {
    const item = itemAt(data, ['synonyms'], path);
    return item ? [`group ${item[0] + 1}`, 2, 'synonyms'] : ['(file)', 0];
  });
  return synonyms.map((group) => group.map(synonym));
}

/* ---- data/search/stopwords.yml ---- */

const stopwordsSchema = (languages: readonly string[]) =>
  Joi.object(
    Object.fromEntries(
      languages.map((language) => [
        language,
        nonEmptyList(
          says(Joi.string().pattern(/^\s*\S+\s*$/), 'must be one word'),
          'must be a non-empty list',
        ).optional(),
      ]),
    ),
  );

/** Word lists of data/search/stopwords.yml per language, in lower case. */
export function validateStopwords(
  data: unknown,
  languages: readonly string[],
  file: string = VOCABULARY_FILES.stopwords,
): Record<string, string[]> {
  const lists = validate<Record<string, string[] | undefined>>(
    stopwordsSchema(languages),
    data ?? {},
    file,
    (path) => valueEntry(data, String(path[0]), (i) => `${String(path[0])} entry ${i + 1}`)(path),
  );
  return Object.fromEntries(
    languages.map((language) => [language, (lists[language] ?? []).map((word) => word.trim().toLowerCase())]),
  );
}

/**
 * A word cannot be both searched for (a synonym) and left out of questions (a stop word); and a
 * single-character stop word, left out at the end of a run of a question, must end no word of the
 * dictionary (it would change the word: issue 49).
 */
export function checkVocabulary(
  vocabulary: Pick<SearchVocabulary, 'synonyms' | 'stopwords'> & {dictionary?: readonly string[]},
  file: string = VOCABULARY_FILES.stopwords,
): void {
  const inGroups = new Set(vocabulary.synonyms.flat());
  const words = [...(vocabulary.dictionary ?? []), ...vocabulary.synonyms.flat()];
  for (const [language, list] of Object.entries(vocabulary.stopwords)) {
    for (const word of list) {
      const ended =
        Array.from(word).length === 1 ? words.find((w) => w.length > 1 && w.endsWith(word)) : undefined;
      if (ended) {
        throw new DataError(
          file,
          word,
          language,
          `"${word}" ends the word "${ended}": a single character left out of questions must end no word`,
        );
      }
    }
    for (const word of list) {
      if (inGroups.has(word)) {
        throw new DataError(
          file,
          word,
          language,
          `"${word}" is also a synonym: a word is either searched or not`,
        );
      }
    }
  }
}

/* ---- data/search/relevance.yml ---- */

const ROUTE = /^\/(?!en\/)/;
const routeProblem = 'must be a route such as /docs/intro (without the locale prefix), or a list of them';

const questionSchema = says(
  Joi.object({
    q: text('must be the question as a player types it'),
    page: says(
      Joi.alternatives(
        Joi.string().pattern(ROUTE),
        Joi.array().items(Joi.string().pattern(ROUTE)).min(1),
      ).required(),
      routeProblem,
    ),
  }).required(),
  'must be a mapping with q and page',
);

/**
 * The lowest bars a relevance set may ask for. A community sets its own (the sample asks 95 % and
 * 0.85 of its questions); below these a check would not notice the search getting worse: on pages
 * it was never tuned on, the engine finds about nine in ten (issue 49, perf/results/imported.json).
 */
export const RELEVANCE_FLOOR = {top3: 0.85, mrr: 0.75};

const relevanceSchema = (locales: readonly string[]) =>
  Joi.object({
    minTop3: says(
      Joi.number().min(RELEVANCE_FLOOR.top3).max(1).required(),
      `must be a share between ${RELEVANCE_FLOOR.top3} and 1, such as 0.9`,
    ),
    minMrr: says(
      Joi.number().min(RELEVANCE_FLOOR.mrr).max(1).required(),
      `must be a mean reciprocal rank between ${RELEVANCE_FLOOR.mrr} and 1, such as 0.8`,
    ),
    ...Object.fromEntries(
      locales.map((locale) => [
        locale,
        rule(nonEmptyList(questionSchema, 'must be a non-empty list of questions'), (list: {q: string}[]) => {
          const twice = repeated(list, (question) => question.q.trim().toLowerCase());
          return twice && [[twice[0], 'q'], 'is asked twice'];
        }),
      ]),
    ),
  });

/** Checks the parsed YAML of the relevance set; throws DataError naming the entry and field. */
export function validateRelevanceSet(
  data: unknown,
  locales: readonly string[],
  file = RELEVANCE_FILE,
): RelevanceSet {
  const root = validate<Record<string, unknown>>(relevanceSchema(locales), data ?? {}, file, (path) => {
    const locale = String(path[0]);
    const item = itemAt(data, [locale], path);
    return item ? [`${locale} entry ${item[0] + 1} (${String(item[1].q)})`, 2] : ['(file)', 0];
  });
  return {
    minTop3: root.minTop3 as number,
    minMrr: root.minMrr as number,
    locales: Object.fromEntries(
      locales.map((locale) => [
        locale,
        (root[locale] as {q: string; page: string | string[]}[]).map(({q, page}) => ({
          q: q.trim(),
          pages: typeof page === 'string' ? [page] : page,
        })),
      ]),
    ),
  };
}

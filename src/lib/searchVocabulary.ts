import {DataError} from '../../plugins/schemas/errors';

/** The search's word lists in data/search/: how Chinese is cut, what means the same, what is left out. */
export interface SearchVocabulary {
  /** jieba user dictionary entries: word and frequency. */
  dictionary: {word: string; frequency: number}[];
  /** Groups of words that mean the same thing. */
  synonyms: string[][];
  /** Words left out of the index, per language. */
  stopwords: Record<string, string[]>;
}

export const VOCABULARY_FILES = {
  dictionary: 'data/search/dictionary.yml',
  synonyms: 'data/search/synonyms.yml',
  stopwords: 'data/search/stopwords.yml',
} as const;

/** The frequency jieba gives a listed word unless the entry says otherwise. */
export const DEFAULT_FREQUENCY = 1000;

const HAN = /\p{Unified_Ideograph}/u;

function list(data: unknown, file: string, field: string): unknown[] {
  const value = (data as Record<string, unknown> | null)?.[field];
  if (!Array.isArray(value) || value.length === 0) {
    throw new DataError(file, '(file)', field, 'must be a non-empty list');
  }
  return value;
}

/** Entries of data/search/dictionary.yml: "词" or "词 2000". */
export function validateDictionary(
  data: unknown,
  file: string = VOCABULARY_FILES.dictionary,
): SearchVocabulary['dictionary'] {
  const seen = new Set<string>();
  return list(data, file, 'words').map((raw, index) => {
    const entry = `entry ${index + 1} (${String(raw)})`;
    const match = typeof raw === 'string' ? /^(\S+)(?: (\d+))?$/.exec(raw.trim()) : null;
    if (
      !match ||
      !HAN.test(match[1]!) ||
      /[\p{L}\p{N}]/u.test(match[1]!.replace(/\p{Unified_Ideograph}/gu, ''))
    ) {
      throw new DataError(
        file,
        entry,
        'words',
        'must be Chinese characters, optionally followed by a space and a frequency',
      );
    }
    const word = match[1]!;
    if (seen.has(word)) throw new DataError(file, entry, 'words', 'is listed twice');
    seen.add(word);
    return {word, frequency: match[2] ? Number(match[2]) : DEFAULT_FREQUENCY};
  });
}

/** Groups of data/search/synonyms.yml, words in lower case. */
export function validateSynonyms(data: unknown, file: string = VOCABULARY_FILES.synonyms): string[][] {
  const inGroup = new Map<string, number>();
  return list(data, file, 'synonyms').map((raw, index) => {
    const entry = `group ${index + 1}`;
    if (
      !Array.isArray(raw) ||
      raw.length < 2 ||
      !raw.every((w) => typeof w === 'string' && w.trim() !== '')
    ) {
      throw new DataError(file, entry, 'synonyms', 'must be a list of two or more words');
    }
    return raw.map((w: string) => {
      const word = w.trim().toLowerCase();
      if (/\s/.test(word))
        throw new DataError(file, entry, 'synonyms', `"${w}" must be one word, without spaces`);
      const other = inGroup.get(word);
      if (other !== undefined) {
        throw new DataError(file, entry, 'synonyms', `"${w}" is already in group ${other + 1}`);
      }
      inGroup.set(word, index);
      return word;
    });
  });
}

/** Word lists of data/search/stopwords.yml per language, in lower case. */
export function validateStopwords(
  data: unknown,
  languages: readonly string[],
  file: string = VOCABULARY_FILES.stopwords,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const language of languages) {
    const words = (data as Record<string, unknown> | null)?.[language];
    if (words === undefined) {
      result[language] = [];
      continue;
    }
    result[language] = list(data, file, language).map((w, index) => {
      if (typeof w !== 'string' || !/^\S+$/.test(w.trim())) {
        throw new DataError(
          file,
          `${language} entry ${index + 1} (${String(w)})`,
          language,
          'must be one word',
        );
      }
      return w.trim().toLowerCase();
    });
  }
  return result;
}

/** The dictionary in jieba's user-dictionary format: "word frequency" per line. */
export function jiebaDictionary(entries: SearchVocabulary['dictionary']): string {
  return entries.map(({word, frequency}) => `${word} ${frequency}`).join('\n');
}

/**
 * The index terms the word lists stand for. `terms` turns text into index terms the way the
 * index was built (word cutting, trimming, stemming): "Mods" becomes "mod". A synonym or stop
 * word that is not one term (the word cutter splits it) cannot be matched: that is an error
 * naming the file and the word. A stop word the index leaves out already is skipped.
 */
export function indexTermsOf(
  vocabulary: Pick<SearchVocabulary, 'synonyms' | 'stopwords'>,
  terms: (word: string) => string[],
  files: Pick<typeof VOCABULARY_FILES, 'synonyms' | 'stopwords'> = VOCABULARY_FILES,
): {synonyms: string[][]; stopTerms: Set<string>} {
  const one = (
    word: string,
    file: string,
    entry: string,
    field: string,
    allowNone: boolean,
  ): string | null => {
    const found = terms(word);
    if (found.length === 1) return found[0]!;
    if (found.length === 0 && allowNone) return null;
    throw new DataError(
      file,
      entry,
      field,
      found.length === 0
        ? `"${word}" is not a search term (the index leaves it out)`
        : `"${word}" is not one search term: it is cut into ${found.map((t) => `"${t}"`).join(' + ')}` +
            (HAN.test(word) ? `; add it to ${VOCABULARY_FILES.dictionary}` : ''),
    );
  };
  const synonyms = vocabulary.synonyms.map((group, index) => [
    ...new Set(group.map((word) => one(word, files.synonyms, `group ${index + 1}`, 'synonyms', false)!)),
  ]);
  const stopTerms = new Set<string>();
  for (const [language, words] of Object.entries(vocabulary.stopwords)) {
    for (const word of words) {
      const term = one(word, files.stopwords, word, language, true);
      if (term !== null) stopTerms.add(term);
    }
  }
  const inGroups = new Set(synonyms.flat());
  for (const term of stopTerms) {
    if (inGroups.has(term)) {
      throw new DataError(
        files.stopwords,
        term,
        'stopwords',
        `"${term}" is also a synonym: a word is either searched or not`,
      );
    }
  }
  return {synonyms, stopTerms};
}

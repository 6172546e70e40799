/**
 * The search's word lists in data/search/: how Chinese is cut, what means the same, what is left
 * out. plugins/schemas/search.ts checks the files and turns the words into index terms.
 */
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

/** The dictionary in jieba's user-dictionary format: "word frequency" per line. */
export function jiebaDictionary(entries: SearchVocabulary['dictionary']): string {
  return entries.map(({word, frequency}) => `${word} ${frequency}`).join('\n');
}

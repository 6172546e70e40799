/**
 * The search's word lists in data/search/: Chinese words kept whole, what means the same, what
 * questions leave out. plugins/search/schema.ts checks the files; plugins/search/runtime/terms.ts uses
 * the words at build time and in the browser.
 */
export interface SearchVocabulary {
  /** Chinese words that rank whole, above an accidental pair of their characters. */
  dictionary: string[];
  /** Groups of words that mean the same thing. */
  synonyms: string[][];
  /** Words left out of questions, per language. */
  stopwords: Record<string, string[]>;
}

export const VOCABULARY_FILES = {
  dictionary: 'data/search/dictionary.yml',
  synonyms: 'data/search/synonyms.yml',
  stopwords: 'data/search/stopwords.yml',
} as const;

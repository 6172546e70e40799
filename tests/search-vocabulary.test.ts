import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {locales} from '../config/locale';
import {ENGLISH_QUESTION_WORDS, searchVocabulary} from '../plugins/search/index';
import {
  checkVocabulary,
  validateDictionary,
  validateStopwords,
  validateSynonyms,
} from '../plugins/schemas/search';

describe('data/search word lists', () => {
  it('are valid, and become the vocabulary questions are read with', () => {
    // Throws, naming file and entry, when a list is bad (the build would fail the same way).
    const vocabulary = searchVocabulary(process.cwd(), locales);
    assert.ok(vocabulary.dictionary.length > 0);
    assert.ok(vocabulary.synonyms.every((group) => group.length >= 2));
    // A built-in English question word that is also a synonym stays searchable.
    const synonymWords = new Set(vocabulary.synonyms.flat());
    for (const word of ENGLISH_QUESTION_WORDS) {
      assert.equal(vocabulary.stopwords.includes(word), !synonymWords.has(word), word);
    }
  });

  it('keep dictionary words as they are written', () => {
    assert.deepEqual(validateDictionary({words: ['基岩版', ' 白名单 ']}), ['基岩版', '白名单']);
  });

  it('refuse a word that is both a synonym and a stop word', () => {
    assert.throws(
      () => checkVocabulary({synonyms: [['怎么', 'how']], stopwords: {zh: ['怎么']}}, 'w.yml'),
      /w\.yml: 怎么: field "zh" "怎么" is also a synonym/,
    );
    assert.doesNotThrow(() => checkVocabulary({synonyms: [['op', 'admin']], stopwords: {zh: ['怎么']}}));
  });

  it('name the file, entry and field of a bad entry', () => {
    assert.throws(
      () => validateDictionary({words: ['java']}, 'd.yml'),
      /^DataError: d\.yml: entry 1 \(java\): field "words" must be a word of Chinese characters/,
    );
    assert.throws(
      () => validateDictionary({words: ['基岩版', '基岩版']}, 'd.yml'),
      /entry 2 \(基岩版\): field "words" is listed twice/,
    );
    assert.throws(
      () => validateDictionary({}, 'd.yml'),
      /d\.yml: \(file\): field "words" must be a non-empty list/,
    );
    assert.throws(
      () => validateSynonyms({synonyms: [['op']]}, 's.yml'),
      /s\.yml: group 1: field "synonyms" must be a list of two or more words/,
    );
    assert.throws(
      () =>
        validateSynonyms(
          {
            synonyms: [
              ['op', 'admin'],
              ['OP', 'operator'],
            ],
          },
          's.yml',
        ),
      /group 2: .*"OP" is already in group 1/,
    );
    assert.throws(
      () => validateSynonyms({synonyms: [['can not', 'cannot']]}, 's.yml'),
      /"can not" must be one word/,
    );
    assert.throws(
      () => validateStopwords({zh: ['怎么 办']}, ['zh'], 'w.yml'),
      /w\.yml: zh entry 1 \(怎么 办\): field "zh" must be one word/,
    );
    assert.throws(
      () => validateStopwords({en: 'how'}, ['zh', 'en'], 'w.yml'),
      /^DataError: w\.yml: \(file\): field "en" must be a non-empty list$/,
    );
    assert.throws(
      () =>
        validateSynonyms(
          {
            synonyms: [
              ['op', 'admin'],
              ['mod', 3],
            ],
          },
          's.yml',
        ),
      /^DataError: s\.yml: group 2: field "synonyms" must be a list of two or more words$/,
    );
    assert.throws(
      () => validateDictionary({words: ['基岩版', 'Java版 10']}, 'd.yml'),
      /^DataError: d\.yml: entry 2 \(Java版 10\): field "words" must be a word of Chinese characters/,
    );
    assert.deepEqual(validateStopwords({zh: [' 怎么 '], en: ['How']}, ['zh', 'en']), {
      zh: ['怎么'],
      en: ['how'],
    });
    assert.deepEqual(validateStopwords({zh: ['怎么']}, ['zh', 'en']), {zh: ['怎么'], en: []});
  });
});

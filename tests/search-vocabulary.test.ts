import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import search from '../config/search';
import {loadYaml} from '../plugins/community-data';
import {searchIndexCompactor, validateOptions} from '../plugins/search-local';
import {
  indexTermsOf,
  validateDictionary,
  validateStopwords,
  validateSynonyms,
} from '../plugins/schemas/search';
import {DEFAULT_FREQUENCY, jiebaDictionary, VOCABULARY_FILES} from '../src/lib/searchVocabulary';

describe('data/search word lists', () => {
  it('are valid, and every synonym and stop word is one search term of the real word cutter', () => {
    // Throws, naming file and word, when a word is not one term (the build would fail the same way).
    const {config} = searchIndexCompactor(
      process.cwd(),
      validateOptions({options: search, validate: normalizePluginOptions}),
    );
    assert.deepEqual(config.language, ['zh', 'en']);
    const dictionary = validateDictionary(loadYaml(process.cwd(), VOCABULARY_FILES.dictionary));
    assert.ok(dictionary.length > 0);
  });

  it('keep dictionary words whole: the plugin is given them in jieba format', () => {
    const dictionary = validateDictionary({words: ['基岩版', '白名单 3000']});
    assert.deepEqual(dictionary, [
      {word: '基岩版', frequency: DEFAULT_FREQUENCY},
      {word: '白名单', frequency: 3000},
    ]);
    assert.equal(jiebaDictionary(dictionary), `基岩版 ${DEFAULT_FREQUENCY}\n白名单 3000`);
    assert.match(String(search.zhUserDict), /^基岩版 \d+$/m);
  });

  it('name the file, entry and field of a bad entry', () => {
    assert.throws(
      () => validateDictionary({words: ['java']}, 'd.yml'),
      /^DataError: d\.yml: entry 1 \(java\): field "words" must be Chinese/,
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
      /^DataError: d\.yml: entry 2 \(Java版 10\): field "words" must be Chinese/,
    );
    assert.deepEqual(validateStopwords({zh: [' 怎么 '], en: ['How']}, ['zh', 'en']), {
      zh: ['怎么'],
      en: ['how'],
    });
    assert.deepEqual(validateStopwords({zh: ['怎么']}, ['zh', 'en']), {zh: ['怎么'], en: []});
  });

  it('become index terms, and a word that is not one term fails naming it', () => {
    const terms = (word: string) =>
      ({mods: ['mod'], 模组: ['模组'], 锁箱子: ['锁', '箱子'], 的: [], 怎么: ['怎么']})[word] ?? [word];
    const {synonyms, stopTerms} = indexTermsOf(
      {synonyms: [['mods', '模组']], stopwords: {zh: ['怎么', '的']}},
      terms,
    );
    assert.deepEqual(synonyms, [['mod', '模组']]);
    assert.deepEqual([...stopTerms], ['怎么'], 'a word the index leaves out already is skipped');
    assert.throws(
      () => indexTermsOf({synonyms: [['锁箱子', 'lwc']], stopwords: {}}, terms),
      /synonyms\.yml: group 1: field "synonyms" "锁箱子" is not one search term: it is cut into "锁" \+ "箱子"; add it to data\/search\/dictionary\.yml/,
    );
    assert.throws(
      () => indexTermsOf({synonyms: [['怎么', 'how']], stopwords: {zh: ['怎么']}}, terms),
      /"怎么" is also a synonym/,
    );
  });
});

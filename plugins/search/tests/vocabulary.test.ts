import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {locales} from '../../../config/locale';
import path from 'node:path';
import {loadYaml} from '../../community-data/load';
import {BUILT_IN_VOCABULARY, ENGLISH_QUESTION_WORDS, mergeGroups, searchVocabulary} from '../index';
import {slugWords} from '../sections';
import {parseQuery, shardKey, SYNONYM_KEY_BUDGET} from '../runtime/terms';
import {checkVocabulary, validateDictionary, validateStopwords, validateSynonyms} from '../schema';

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

describe('the built-in Minecraft vocabulary and how questions use it (issue 49)', () => {
  const vocabulary = searchVocabulary(process.cwd(), locales);

  it('is every community’s: its words and groups are in the vocabulary, groups sharing a word made one', () => {
    const builtIn = loadYaml(path.dirname(BUILT_IN_VOCABULARY), path.basename(BUILT_IN_VOCABULARY)) as {
      words: string[];
      synonyms: string[][];
    };
    for (const word of builtIn.words) assert.ok(vocabulary.dictionary.includes(word), word);
    for (const group of builtIn.synonyms) {
      const merged = vocabulary.synonyms.filter((g) => group.some((w) => g.includes(w.toLowerCase())));
      assert.equal(merged.length, 1, group.join(' '));
    }
    assert.deepEqual(
      mergeGroups([
        ['a', 'b'],
        ['c', 'd'],
        ['b', 'e'],
        ['d', 'a'],
      ]),
      [['c', 'd', 'a', 'b', 'e']],
    );
  });

  it('never changes a word by leaving a single character out of a question', () => {
    for (const [question, kept] of [
      ['多人游戏进不去', '多人'],
      ['中文游戏名', '中文'],
      ['内存不够吗', '内存'],
      ['更新后进不去了', '更新'],
    ] as const) {
      assert.ok(parseQuery(question, vocabulary).marks.includes(kept), question);
    }
    assert.ok(!parseQuery('好用吗', vocabulary).marks.includes('用吗'), 'a particle at the end goes');
    assert.throws(
      () => checkVocabulary({synonyms: [], stopwords: {zh: ['了']}, dictionary: ['进不了']}, 'w.yml'),
      /"了" ends the word "进不了"/,
    );
  });

  it('adds no synonym term that would cost a question a file past the budget', () => {
    for (const question of [
      '苹果手机能玩java版吗',
      '服务器卡顿怎么办',
      '群组服代理端下载安装',
      'whitelist',
    ]) {
      const terms = parseQuery(question, vocabulary).terms;
      const own = parseQuery(question, {...vocabulary, synonyms: []}).terms;
      const keys = new Set(terms.map((t) => shardKey(t.term)));
      const ownKeys = new Set(own.map((t) => shardKey(t.term)));
      assert.ok(keys.size <= Math.max(ownKeys.size, SYNONYM_KEY_BUDGET), `${question}: ${keys.size} keys`);
    }
  });

  it('counts the words of a page’s address with its keywords', () => {
    assert.equal(slugWords('/docs/network/velocity-install'), 'network velocity install');
    assert.equal(slugWords('/en/docs/faq/forgot_password#x'), 'faq forgot password');
    assert.equal(slugWords('/blog/2026/07/01/build.contest'), '2026 07 01 build contest');
    assert.equal(slugWords('/docs/%E5%B8%B8%E8%A7%81%E9%97%AE%E9%A2%98'), '常见问题');
  });
});

import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {buildIndex, DEFAULT_BUILD_OPTIONS, type Section} from '../build';
import {SearchEngine} from '../runtime/engine';
import {normalize, parseQuery, QUERY_MAX_CHARS, textTerms, type QueryVocabulary} from '../runtime/terms';

/**
 * Properties of the search engine (issue 46), on generated text rather than chosen examples:
 * - a question and a page cut text into the same terms, whatever the text;
 * - every section is found by a piece of its own text;
 * - any input, however long or odd, is answered in bounded time without an error.
 * The text is made by a seeded generator, so a failure names a seed and repeats.
 */

/** mulberry32: a small seeded generator, so each case repeats. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return {next, int, pick};
}
type Random = ReturnType<typeof generator>;

// Common Chinese characters (the game's words among them), Latin words, versions and odd input.
const HAN = Array.from(
  '服务器玩家基岩版白名单插件进不去启动器皮肤村民铁傀儡钓鱼红石区块卡顿优化内存备份领地商店权限',
);
const RARE_HAN = Array.from('鑫淼焱垚犇骉麤灥厵飝龘靐齉');
const LATIN = [
  'paper',
  'velocity',
  'geyser',
  'whitelist',
  'plugins',
  'crashed',
  'loading',
  'java',
  'x',
  'ok',
];
const VERSIONS = ['1.21', '1.21.4', '1.20.6', '26.1', '8'];
const ODD = [
  ' ',
  '  ',
  '，',
  '。',
  '?',
  '!',
  '-',
  '_',
  '/',
  '(',
  ')',
  '"',
  "'",
  '’',
  '\t',
  '\n',
  'Ａ',
  '１',
  '🙂',
  '\u200b',
  '%',
  '&',
];

function chunk(r: Random, han = HAN): string {
  switch (r.int(4)) {
    case 0:
    case 1:
      return Array.from({length: 1 + r.int(6)}, () => r.pick(han)).join('');
    case 2:
      return r.pick(LATIN);
    default:
      return r.pick(VERSIONS);
  }
}

function text(r: Random, parts: number, han = HAN): string {
  let out = '';
  for (let i = 0; i < parts; i++) out += chunk(r, han) + (r.next() < 0.5 ? ' ' : r.pick(ODD));
  return out;
}

const vocabulary: QueryVocabulary = {
  dictionary: ['基岩版', '白名单', '铁傀儡', '启动器'],
  synonyms: [['卡顿', 'lag']],
  stopwords: ['怎么', '吗', 'how', 'to'],
};

describe('search engine properties (generated text, seeded)', () => {
  it('a question and a page cut the same text into the same terms', () => {
    const dictionary = new Set(vocabulary.dictionary);
    for (let seed = 1; seed <= 400; seed++) {
      const r = generator(seed);
      const input = Array.from(text(r, 1 + r.int(8)))
        .slice(0, QUERY_MAX_CHARS)
        .join('');
      const indexed = new Set(textTerms(input, dictionary));
      const query = parseQuery(input, {...vocabulary, synonyms: []});
      // The words as typed (the first reading): each term is one the page's text has. The
      // prefix term of a question's last word is the whole word itself when it is short.
      const words = new Set(
        normalize(input)
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean),
      );
      for (const at of query.readings[0]!) {
        const {term} = query.terms[at]!;
        if (term.startsWith('>') && words.has(term.slice(1))) continue;
        assert.ok(
          indexed.has(term),
          `seed ${seed}: "${term}" of ${JSON.stringify(input)} is not a term of the page`,
        );
      }
    }
  });

  it('finds every section by a piece of its own text', async () => {
    for (let seed = 1; seed <= 12; seed++) {
      const r = generator(1000 + seed);
      // Each section has a word of rare characters of its own, among common ones.
      const sections: Section[] = Array.from({length: 40}, (_, i) => {
        const own = Array.from({length: 3}, () => r.pick(RARE_HAN)).join('') + String(i);
        return {
          url: `/docs/p${i}`,
          title: `${r.pick(HAN)}${r.pick(HAN)}`,
          heading: '',
          text: `${text(r, 6)} ${own} ${text(r, 6)}`,
        };
      });
      const {manifest, files} = buildIndex(sections, {...DEFAULT_BUILD_OPTIONS, vocabulary});
      const engine = await SearchEngine.open(
        async () => JSON.parse(JSON.stringify(manifest)) as unknown,
        async (file) => JSON.parse(files.get(file)!) as unknown,
      );
      for (const [i, section] of sections.entries()) {
        // The piece: the section's own word and what stands around it.
        const at = section.text.indexOf(String(i), section.text.search(/[鑫淼焱垚犇骉麤灥厵飝龘靐齉]/u));
        const piece = section.text.slice(Math.max(0, at - 3 - r.int(3)), at + String(i).length);
        const {results} = await engine.search(piece, 10);
        assert.ok(
          results.some((res) => res.url.split('#')[0] === section.url),
          `seed ${seed}: "${piece}" does not find ${section.url}: ${results.map((res) => res.url).join(' ')}`,
        );
      }
    }
  });

  it('answers any input in bounded time, without an error', async () => {
    const r = generator(7);
    const sections: Section[] = Array.from({length: 200}, (_, i) => ({
      url: `/docs/p${i}`,
      title: text(r, 2),
      heading: '',
      text: text(r, 40),
    }));
    const {manifest, files} = buildIndex(sections, {...DEFAULT_BUILD_OPTIONS, vocabulary});
    const engine = await SearchEngine.open(
      async () => JSON.parse(JSON.stringify(manifest)) as unknown,
      async (file) => JSON.parse(files.get(file)!) as unknown,
    );
    const inputs = [
      ...Array.from({length: 60}, () => text(r, 1 + r.int(40))),
      ...Array.from({length: 20}, () => Array.from({length: 1 + r.int(5000)}, () => r.pick(ODD)).join('')),
      '服'.repeat(10_000),
      'a'.repeat(10_000),
      '1.'.repeat(5000),
      Array.from({length: 2000}, () => r.pick(HAN)).join(''),
      'constructor __proto__ prototype hasOwnProperty',
      '\u0000\uFFFF\uD800',
    ];
    let slowest = 0;
    for (const input of inputs) {
      const start = performance.now();
      const answer = await engine.search(input, 8);
      slowest = Math.max(slowest, performance.now() - start);
      assert.ok(Array.isArray(answer.results));
      assert.ok(answer.results.length <= 8);
    }
    // Generous for a loaded 2-core machine: a question takes a few milliseconds here.
    assert.ok(slowest < 500, `slowest answer ${slowest.toFixed(0)} ms`);
  });
});

import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {buildIndex, DEFAULT_BUILD_OPTIONS, type Section} from '../build';
import {firstStage, PAGE_WEIGHT, pageIndex, SearchEngine} from '../runtime/engine';
import {headingSlug, headsFile, sectionFile, shardFile, type Heads} from '../runtime/format';
import {highlightWords, withHighlight} from '../runtime/links';
import {shouldPrefetch} from '../runtime/prefetch';
import {snippet} from '../runtime/snippet';
import {
  normalize,
  parseQuery,
  QUERY_MAX_CHARS,
  QUERY_MAX_TERMS,
  shardOf,
  stem,
  textTerms,
  type QueryVocabulary,
} from '../runtime/terms';

// Made-up pages: the engine's behaviour, not the site's content.
const vocabulary: QueryVocabulary = {
  dictionary: ['村民', '铁傀儡'],
  synonyms: [['钓鱼', 'fishing']],
  stopwords: ['怎么', '吗', 'how', 'to'],
};
const sections: Section[] = [
  {
    url: '/docs/iron',
    title: '铁傀儡农场',
    heading: '',
    text: '用村民和床建造一座铁傀儡农场。',
    keywords: '刷铁机',
  },
  {
    url: '/docs/iron#beds',
    title: '铁傀儡农场',
    heading: '床的位置',
    text: '三张床放在村民旁边，床要能被找到。',
  },
  {url: '/docs/fish', title: '钓鱼', heading: '', text: '在水边用钓竿钓鱼，下雨时更快。'},
  {
    url: '/docs/fish#rain',
    title: '钓鱼',
    heading: 'Rain and fishing',
    text: 'Fishing is faster when it rains.',
  },
  {
    url: '/docs/trade',
    title: 'Trading with villagers',
    heading: '',
    text: 'Villagers trade emeralds for items.',
  },
];

async function engineFor(list: Section[], options: Partial<typeof DEFAULT_BUILD_OPTIONS> = {}) {
  const {manifest, files} = buildIndex(list, {...DEFAULT_BUILD_OPTIONS, ...options, vocabulary});
  const fetched: string[] = [];
  const engine = await SearchEngine.open(
    async () => JSON.parse(JSON.stringify(manifest)) as unknown,
    async (file) => {
      fetched.push(file);
      const text = files.get(file);
      if (text === undefined) throw new Error(`no ${file}`);
      return JSON.parse(text) as unknown;
    },
  );
  return {engine, manifest, files, fetched};
}

describe('search terms (the same at build time and in the browser)', () => {
  it('cut Chinese into pairs of characters and single characters, and keep dictionary words whole', () => {
    const terms = textTerms('铁傀儡', new Set(['铁傀儡']));
    assert.deepEqual(terms.sort(), ['=铁傀儡', '傀', '傀儡', '儡', '铁', '铁傀'].sort());
  });

  it('stem English words lightly and index the prefixes of longer ones', () => {
    assert.equal(stem('villagers'), 'villager');
    assert.equal(stem('crashes'), 'crash');
    assert.equal(stem('mods'), 'mod');
    assert.equal(stem('status'), 'status');
    const terms = textTerms('Whitelisted', new Set());
    assert.ok(terms.includes('whitelist') && terms.includes('>wh') && terms.includes('>whitelist'));
  });

  it('split mixed Chinese and Latin text into separate words', () => {
    assert.deepEqual(parseQuery('tpa收不到', vocabulary).marks, ['tpa', '收不', '不到']);
  });

  it('leave stop words out of questions, and single-character ones only at a run’s edge', () => {
    const terms = parseQuery('村民怎么交易吗', vocabulary).terms.map((t) => t.term);
    assert.ok(!terms.includes('怎么') && !terms.includes('易吗'), terms.join(' '));
    assert.ok(terms.includes('村民') && terms.includes('交易'));
    // A question of nothing but stop words is answered for its words.
    assert.ok(parseQuery('how to', vocabulary).terms.length > 0);
  });

  it('read a question with each synonym in place of its word', () => {
    const query = parseQuery('钓鱼', vocabulary);
    assert.equal(query.readings.length, 2);
    const second = query.readings[1]!.map((i) => query.terms[i]!.term);
    assert.deepEqual(second, ['fish'], 'the synonym as the index stores it (its stem)');
  });

  it('bound any question: its first characters, a fixed number of terms', () => {
    for (const input of [
      '服务器'.repeat(10_000),
      'a'.repeat(30_000),
      '我'.repeat(100_000),
      'ab '.repeat(50_000),
    ]) {
      const query = parseQuery(input, vocabulary);
      assert.ok(Array.from(query.text).length <= QUERY_MAX_CHARS);
      assert.ok(query.terms.length <= QUERY_MAX_TERMS);
    }
  });

  it('keep a version number whole, and index the shorter numbers it begins with', () => {
    const terms = textTerms('Paper 1.21.4 与 Java 21', new Set());
    assert.ok(terms.includes('~1.21.4') && terms.includes('~1.21'), terms.join(' '));
    assert.ok(!terms.includes('~21'), 'a lone number is no version');
    // A question asks for the version it names, which shares its first number's shard.
    const query = parseQuery('1.21开服用哪个java', vocabulary);
    const asked = query.terms.map((t) => t.term);
    assert.ok(asked.includes('~1.21') && !asked.includes('~1.21.4'), asked.join(' '));
    assert.ok(
      query.readings[0]!.includes(asked.indexOf('~1.21')),
      'a page must have it to cover the question',
    );
    assert.equal(shardOf('~1.21', 97), shardOf('1', 97));
  });

  it('normalize full-width letters and case', () => {
    assert.equal(normalize('ＨＭＣＬ'), 'hmcl');
  });
});

describe('search index and engine', () => {
  it('finds a Chinese question in any wording, best page first', async () => {
    const {engine} = await engineFor(sections);
    const {results} = await engine.search('怎么建铁傀儡农场', 8);
    assert.equal(results[0]?.url, '/docs/iron');
    const beds = await engine.search('床放哪', 8);
    assert.equal(beds.results[0]?.url, '/docs/iron#beds');
  });

  it('finds English words by their stem and a word still being typed', async () => {
    const {engine} = await engineFor(sections);
    assert.equal((await engine.search('villager', 8)).results[0]?.url, '/docs/trade');
    assert.equal((await engine.search('emer', 8)).results[0]?.url, '/docs/trade');
  });

  it('finds a page by a synonym of its word', async () => {
    const {engine} = await engineFor(sections);
    const urls = (await engine.search('fishing', 8)).results.map((r) => r.url);
    assert.ok(urls.includes('/docs/fish'), urls.join(' '));
  });

  it('answers nothing for a word no page has', async () => {
    const {engine} = await engineFor(sections);
    assert.deepEqual((await engine.search('末影龙', 8)).results, []);
    assert.deepEqual((await engine.search('   ', 8)).results, []);
  });

  it('gives the suggestions from the shards and the heads alone, the texts afterwards (issue 50)', async () => {
    const {engine, fetched, manifest} = await engineFor(sections, {shardBytes: 50, sectionBytes: 100});
    for (const question of ['钓鱼', '铁傀儡 床', 'villagers trade', 'rain']) {
      const full = await engine.search(question, 8);
      fetched.length = 0;
      const first = await (
        await engineFor(sections, {shardBytes: 50, sectionBytes: 100})
      ).engine.searchHeads(question, 8);
      assert.deepEqual(
        first.results.map(({url, title, heading, score}) => ({url, title, heading, score})),
        full.results.map(({url, title, heading, score}) => ({url, title, heading, score})),
        question,
      );
      assert.deepEqual(
        await engine.texts(first.results.map((r) => r.id)),
        full.results.map((r) => r.text),
      );
    }
    // The heads and the shards, no section file, before the suggestions show; the heads once.
    const fresh = await engineFor(sections, {shardBytes: 50, sectionBytes: 100});
    await fresh.engine.searchHeads('钓鱼', 8);
    await fresh.engine.searchHeads('村民', 8);
    assert.deepEqual(
      fresh.fetched.filter((f) => !f.startsWith('t')),
      [`h.${manifest.id}.json`],
    );
  });

  it('answers a long question first from its first shard files, then from all (issue 49)', async () => {
    const {engine, fetched, manifest} = await engineFor(sections, {shardBytes: 50, sectionBytes: 100});
    const question = '铁傀儡 床 钓鱼 村民';
    const query = parseQuery(question, manifest);
    const files = new Set(query.terms.map((t) => shardOf(t.term, manifest.shards)));
    assert.ok(files.size > 2, `${files.size} shard files`);
    // Narrowed to the terms of its first two files; the readings point at the terms kept.
    const narrowed = firstStage(query, manifest.shards, 2)!;
    assert.equal(new Set(narrowed.terms.map((t) => shardOf(t.term, manifest.shards))).size, 2);
    assert.deepEqual(
      narrowed.terms,
      query.terms.filter((t) => [...files].slice(0, 2).includes(shardOf(t.term, manifest.shards))),
    );
    for (const reading of narrowed.readings) for (const i of reading) assert.ok(i < narrowed.terms.length);
    assert.equal(firstStage(query, manifest.shards, files.size), null, 'no narrowing within the budget');
    // The first answer waits for two shard files (and the heads), and says it is partial.
    const first = await engine.searchHeads(question, 8, 2);
    assert.equal(first.partial, true);
    assert.ok(first.results.length > 0);
    assert.equal(fetched.filter((f) => f.startsWith('t')).length, 2);
    // All of them: the same as the whole search.
    const all = await engine.searchHeads(question, 8);
    assert.equal(all.partial, false);
    assert.deepEqual(
      all.results.map((r) => r.url),
      (await engine.search(question, 8)).results.map((r) => r.url),
    );
    assert.equal((await engine.searchHeads('钓鱼', 8, 7)).partial, false);
  });

  it('reads no built-in property of an index file as a word’s postings (issue 50: "constructor")', async () => {
    const {engine, manifest, files} = await engineFor(sections);
    // Every shard a question could fetch: a word missing from its shard must find nothing.
    const names = Object.getOwnPropertyNames(Object.prototype);
    assert.ok(names.includes('constructor') && names.includes('__proto__'));
    for (const name of names) {
      for (const question of [
        name,
        name.toUpperCase(),
        `${name}s`,
        `${name} 钓鱼`,
        `钓鱼 ${name}`,
        `>${name}`,
      ]) {
        const answer = await engine.search(question, 8);
        for (const result of answer.results)
          assert.ok(result.url.startsWith('/docs/'), `${question}: ${result.url}`);
        if (!question.includes('钓鱼')) assert.deepEqual(answer.results, [], question);
      }
    }
    // And a page that has such a word is found by it.
    const withWord = await engineFor([
      ...sections,
      {
        url: '/docs/js',
        title: 'Constructor',
        heading: '',
        text: 'The constructor and toString of a valueOf.',
      },
    ]);
    for (const word of ['constructor', 'tostring', 'valueOf'])
      assert.equal((await withWord.engine.search(word, 8)).results[0]?.url, '/docs/js', word);
    assert.ok(manifest.shards >= 1 && files.size > 0);
  });

  it('fetches only the shards of the question’s terms, and the sections it shows, each once', async () => {
    const {engine, manifest, fetched} = await engineFor(sections, {shardBytes: 50, sectionBytes: 100});
    assert.ok(manifest.shards > 4, 'the index is cut into many shards');
    const query = parseQuery('钓鱼', engine.manifest);
    await engine.search('钓鱼', 1);
    const shards = new Set(query.terms.map(({term}) => shardFile(manifest, shardOf(term, manifest.shards))));
    assert.deepEqual(new Set(fetched.filter((f) => f.startsWith('t'))), shards);
    assert.equal(fetched.filter((f) => f.startsWith('d')).length, 1, 'one section file for one result');
    const before = fetched.length;
    await engine.search('钓鱼', 1);
    assert.equal(fetched.length, before, 'nothing is fetched twice');
  });

  it('keeps each file small however many pages there are', async () => {
    const many: Section[] = [];
    for (let i = 0; i < 2000; i++) {
      many.push({
        url: `/docs/p${i}`,
        title: `第${i}页 村民`,
        heading: '',
        text: `村民 交易 ${i} 铁傀儡 钓鱼 page${i}`,
      });
    }
    const {files, manifest} = await engineFor(many);
    const largest = Math.max(...[...files.values()].map((text) => text.length));
    assert.ok(largest < 40 * DEFAULT_BUILD_OPTIONS.shardBytes, `largest file ${largest} bytes`);
    assert.ok(manifest.shards > 20);
    assert.ok(files.has(sectionFile(manifest, 0)));
  });

  it('answers any input quickly, with a bounded amount of work', async () => {
    const {engine} = await engineFor(sections);
    for (const input of [
      '我用HMCL启动器登录皮肤站账号以后进服务器提示无效的会话',
      '服务器'.repeat(8),
      '服'.repeat(5000),
      'x'.repeat(30_000),
      '钓鱼 '.repeat(40_000),
    ]) {
      const started = performance.now();
      await engine.search(input, 8);
      assert.ok(performance.now() - started < 200, `${input.slice(0, 20)}… took too long`);
    }
  });

  it('ranks a page’s sections with what the rest of the page says, and knows each section’s page', () => {
    assert.ok(PAGE_WEIGHT > 0 && PAGE_WEIGHT < 1);
    assert.equal(pageIndex([0, 2, 4], 0), 0);
    assert.equal(pageIndex([0, 2, 4], 3), 1);
    assert.equal(pageIndex([0, 2, 4], 9), 2);
  });

  it('keeps an anchor in the heads only where it is not its heading’s slug', async () => {
    const list: Section[] = [
      ...sections,
      {
        url: '/docs/trade#emerald-prices',
        title: 'Trading with villagers',
        heading: 'Emerald prices',
        text: 'Emeralds.',
      },
      {
        url: '/docs/trade#人数上限：每人',
        title: 'Trading with villagers',
        heading: '人数上限：每人',
        text: '每人十个。',
      },
    ];
    const {engine, manifest, files} = await engineFor(list);
    const heads = JSON.parse(files.get(headsFile(manifest))!) as Heads;
    const trade = heads.find(([url]) => url === '/docs/trade')![2];
    assert.deepEqual(trade, [[''], ['Emerald prices'], ['人数上限：每人', '人数上限：每人']]);
    assert.deepEqual(heads.find(([url]) => url === '/docs/iron')![2][1], ['床的位置', 'beds']);
    // The suggestions' addresses are the sections' own, either way.
    const urls = async (q: string) => (await engine.searchHeads(q, 8)).results.map((r) => r.url);
    assert.ok((await urls('emerald prices')).includes('/docs/trade#emerald-prices'));
    assert.ok((await urls('床的位置')).includes('/docs/iron#beds'));
    assert.equal(headingSlug('Player：玩家信息 (1.21)'), 'player玩家信息-121');
  });

  it('rejects a manifest of another format', async () => {
    await assert.rejects(
      SearchEngine.open(
        async () => ({v: 99}),
        async () => ({}),
      ),
      /unknown manifest format/,
    );
  });
});

describe('search results as shown', () => {
  it('cut a snippet around the first word searched for, marked, as text', () => {
    const text = `${'前'.repeat(80)}<b>村民</b>${'后'.repeat(80)}`;
    const parts = snippet(text, ['村民'], 50);
    const joined = parts.map((p) => p.text).join('');
    assert.ok(joined.includes('<b>村民</b>'), 'markup stays text');
    assert.deepEqual(
      parts.filter((p) => p.marked).map((p) => p.text),
      ['村民'],
    );
    assert.ok(joined.replace(/…/g, '').length <= 50);
  });

  it('carry the words to mark on the opened page, before the section’s #anchor', () => {
    assert.equal(
      withHighlight('/docs/a#b', ['村民', 'x y']),
      '/docs/a?_highlight=%E6%9D%91%E6%B0%91&_highlight=x+y#b',
    );
    assert.deepEqual(highlightWords('?_highlight=%E6%9D%91%E6%B0%91&_highlight=x+y'), ['村民', 'x y']);
    assert.equal(highlightWords(`?${'_highlight=a&'.repeat(1000)}`).length <= 12, true);
  });

  it('load early only where the connection allows', () => {
    assert.equal(shouldPrefetch(undefined), true);
    assert.equal(shouldPrefetch({effectiveType: '4g'}), true);
    assert.equal(shouldPrefetch({saveData: true, effectiveType: '4g'}), false);
    assert.equal(shouldPrefetch({effectiveType: '2g'}), false);
    assert.equal(shouldPrefetch({effectiveType: 'slow-2g'}), false);
  });
});

import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {createRequire} from 'node:module';
import {
  compactSearchIndex,
  cutText,
  renumberTerms,
  roundWeights,
  withoutPositions,
  withoutTerms,
  withSynonyms,
  type SearchDocument,
  type SearchIndexEntry,
  type SerializedIndex,
} from '../src/lib/searchIndex';

interface LunrBuilder {
  ref(name: string): void;
  field(name: string): void;
  add(doc: object): void;
  metadataWhitelist: string[];
}
// lunr 2, the search plugin's engine (no type definitions of its own).
const lunr = createRequire(__filename)('lunr') as ((config: (this: LunrBuilder) => void) => unknown) & {
  Index: {load(index: unknown): {search(query: string): {ref: string; score: number}[]}};
};

const texts = [
  'install java on windows',
  'install the launcher and java',
  'the launcher needs java',
  'whitelist the player on the server',
  'residence claims protect land',
  'rollback griefing with coreprotect',
  'lock a chest with lwc',
  'chest locks and hoppers',
];
const documents: SearchDocument[] = texts.map((t, n) => ({i: n + 1, t, u: `/docs/p${n}`}));

/** A serialized lunr index of the documents, with term positions, as the search plugin builds it. */
function build(docs: SearchDocument[] = documents): SerializedIndex {
  const index = lunr(function () {
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    for (const doc of docs) this.add({...doc, i: String(doc.i)});
  });
  return JSON.parse(JSON.stringify(index)) as SerializedIndex;
}

/** Refs and scores of a query on a serialized index. */
function search(index: SerializedIndex, query: string): [string, number][] {
  return lunr.Index.load(index)
    .search(query)
    .map((r) => [r.ref, Math.round(r.score * 1e9) / 1e9]);
}

const queries = [
  'java',
  'launcher',
  'install java',
  'chest',
  'lock*',
  'server',
  'rollback',
  'claim',
  'jav~1',
];

describe('search index compaction', () => {
  it('leaves out term positions and keeps every posting', () => {
    const index = build();
    const compact = withoutPositions(index);
    assert.match(JSON.stringify(index), /"position"/);
    assert.doesNotMatch(JSON.stringify(compact), /"position"/);
    index.invertedIndex.forEach(([term, before], n) => {
      const [sameTerm, after] = compact.invertedIndex[n]!;
      assert.equal(term, sameTerm);
      assert.deepEqual(Object.keys(after.t as object), Object.keys(before.t as object));
    });
    for (const q of queries) assert.deepEqual(search(compact, q), search(index, q), q);
  });

  it('drops terms with their weights and changes no other query', () => {
    const index = withoutPositions(build());
    const dropped = withoutTerms(index, (term) => term === 'the' || term === 'java');
    assert.ok(!dropped.invertedIndex.some(([term]) => term === 'java'));
    const javaNumber = index.invertedIndex.find(([term]) => term === 'java')![1]._index;
    for (const [, vector] of dropped.fieldVectors) {
      assert.ok(!vector.some((value, k) => k % 2 === 0 && value === javaNumber));
    }
    assert.deepEqual(search(dropped, 'java'), []);
    for (const q of ['launcher', 'chest', 'lock*', 'server', 'install']) {
      assert.deepEqual(search(dropped, q), search(index, q), q);
    }
  });

  it('numbers the commonest terms first and keeps every result and score', () => {
    const index = withoutPositions(build());
    const renumbered = renumberTerms(index);
    const numberOf = (term: string) => renumbered.invertedIndex.find(([t]) => t === term)![1]._index;
    assert.equal(numberOf('java'), 0, 'java is in three documents, more than any other term');
    for (const [, vector] of renumbered.fieldVectors) {
      const numbers = vector.filter((_, k) => k % 2 === 0);
      assert.deepEqual(
        numbers,
        [...numbers].sort((a, b) => a - b),
        'vectors stay ordered by term number',
      );
    }
    for (const q of queries) assert.deepEqual(search(renumbered, q), search(index, q), q);
  });

  it('rounds weights to the given decimals', () => {
    const index = build();
    const rounded = roundWeights(index, 1);
    for (const [ref, vector] of rounded.fieldVectors) {
      const original = index.fieldVectors.find(([r]) => r === ref)![1];
      vector.forEach((value, k) => {
        if (k % 2 === 0) assert.equal(value, original[k]);
        else assert.equal(value, Math.round(original[k]! * 10) / 10);
      });
    }
  });

  it('lets every word of a synonym group find the documents of the others, with their best weight', () => {
    const index = withoutPositions(build());
    // Index terms: what lunr's stemmer makes of "claims", "residence", "land", "territory".
    const group = ['claim', 'resid', 'land', 'territori'];
    const merged = withSynonyms(index, [group]);
    const terms = merged.invertedIndex.map(([term]) => term);
    assert.deepEqual(terms, [...terms].sort(), 'terms stay in code-unit order for lunr');
    assert.deepEqual(
      search(merged, 'territory').map(([ref]) => ref),
      ['5'],
      'a new word finds the document of its group',
    );
    const vector = new Map<number, number>();
    const pairs = merged.fieldVectors.find(([ref]) => ref === 't/5')![1];
    for (let k = 0; k < pairs.length; k += 2) vector.set(pairs[k]!, pairs[k + 1]!);
    const weightOf = (term: string) => vector.get(merged.invertedIndex.find(([t]) => t === term)![1]._index);
    assert.equal(weightOf('territori'), Math.max(weightOf('claim')!, weightOf('land')!, weightOf('resid')!));
    assert.deepEqual(search(merged, 'java'), search(index, 'java'), 'other terms keep their scores');
    assert.deepEqual(withSynonyms(merged, [group]), merged, 'a second run changes nothing');
    assert.deepEqual(
      withSynonyms(index, [['nowhere', 'nothing']]),
      index,
      'a group no document has is skipped',
    );
  });

  it('cuts long texts to the given length, ending in an ellipsis, once', () => {
    const doc: SearchDocument = {i: 1, t: '基岩版玩家加入服务器的方法'.repeat(20), u: '/x'};
    const cut = cutText(doc, 50);
    assert.equal(Array.from(cut.t).length, 50);
    assert.ok(cut.t.endsWith('…'));
    assert.ok(doc.t.startsWith(cut.t.slice(0, -1)));
    assert.equal(cutText(cut, 50), cut);
    assert.equal(cutText({...doc, t: 'short'}, 50).t, 'short');
    assert.equal(
      Array.from(cutText({...doc, t: '😀'.repeat(60)}, 50).t).length,
      50,
      'never splits a character',
    );
  });

  it('cuts the texts of sections only (the last entry), never a description', () => {
    const long = texts.find((t) => Array.from(t).length > 20)!;
    const docs = [{i: 1, t: long, u: '/docs/p0'}];
    const entry = {documents: docs, index: build(docs)};
    const [description, contents] = compactSearchIndex([entry, entry], {
      weightDecimals: 3,
      maxTextLength: 20,
      synonyms: [],
      dropTerms: () => false,
    });
    assert.equal(description!.documents[0]!.t, long);
    assert.equal(Array.from(contents!.documents[0]!.t).length, 20);
  });

  it('is a no-op on an index it has already compacted', () => {
    const entries: SearchIndexEntry[] = [{documents, index: build()}];
    const options = {
      weightDecimals: 2,
      maxTextLength: 20,
      synonyms: [['lock', 'lwc']],
      dropTerms: (term: string) => term === 'the',
    };
    const once = compactSearchIndex(entries, options);
    assert.deepEqual(compactSearchIndex(once, options), once);
    assert.ok(JSON.stringify(once).length < JSON.stringify(entries).length);
  });
});

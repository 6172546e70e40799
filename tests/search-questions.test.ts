import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {describe, it} from 'node:test';
import search from '../config/search';
import {loadYaml} from '../plugins/community-data';
import type {SearchIndexEntry, SerializedIndex} from '../src/lib/searchIndex';
import {validateStopwords} from '../plugins/schemas/search';
import {VOCABULARY_FILES} from '../src/lib/searchVocabulary';
import {nodeSearch} from '../scripts/lib/searchInNode';

interface LunrBuilder {
  ref(name: string): void;
  field(name: string): void;
  add(doc: object): void;
  pipeline: {reset(): void};
  searchPipeline: {reset(): void};
}
// lunr 2, the search plugin's engine (no type definitions of its own).
const lunr = createRequire(__filename)('lunr') as (config: (this: LunrBuilder) => void) => unknown;

/** A one-entry search index whose texts are already index terms separated by spaces. */
function entry(texts: string[]): SearchIndexEntry[] {
  const documents = texts.map((t, n) => ({i: n + 1, t, u: `/docs/p${n + 1}`}));
  const index = lunr(function () {
    this.pipeline.reset();
    this.searchPipeline.reset();
    this.ref('i');
    this.field('t');
    for (const doc of documents) this.add({...doc, i: String(doc.i)});
  });
  return [{documents, index: JSON.parse(JSON.stringify(index)) as SerializedIndex}];
}

const HAN = /^\p{Unified_Ideograph}+$/u;
const stopWords = validateStopwords(
  loadYaml(process.cwd(), VOCABULARY_FILES.stopwords),
  [search.language].flat(),
);
const stop = Object.values(stopWords)
  .flat()
  .find((word) => HAN.test(word));

describe('search questions (the plugin’s search code with plugins/theme-patches.ts, run in Node)', () => {
  it(
    `leaves a stop word of ${VOCABULARY_FILES.stopwords} out of a Chinese question`,
    {skip: !stop},
    async () => {
      // The index has no stop word, but other pages have a longer word that starts with it (as
      // 怎么弄 starts with 怎么), enough of them to fill the suggestions: the search code must not
      // read the stop word as the start of that word.
      const others = Array.from({length: search.searchResultLimits}, () => `${stop!}书 启动器 安装`);
      const find = await nodeSearch(entry(['启动器 安装', ...others]));
      const urls = (await find(`启动器${stop!}安装`)).map((s) => s.document.u);
      assert.equal(urls[0], '/docs/p1', `the page with the other words comes first (got ${urls.join(', ')})`);
      assert.deepEqual(
        urls,
        (await find('启动器安装')).map((s) => s.document.u),
        'as without the stop word',
      );
    },
  );

  it('still requires the words of a question that are not stop words', async () => {
    const find = await nodeSearch(entry(['启动器 安装', '启动器 下载']));
    assert.deepEqual(
      (await find('启动器安装')).map((s) => s.document.u),
      ['/docs/p1'],
    );
  });
});

import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import search from '../config/search';
import {generatedIndexUrl, indexFiles, searchIndexCompactor, validateOptions} from '../plugins/search-local';
import {loadYaml} from '../plugins/community-data';
import type {SearchIndexEntry} from '../src/lib/searchIndex';
import {validateStopwords} from '../plugins/schemas/search';
import {VOCABULARY_FILES} from '../src/lib/searchVocabulary';

const {buildIndex} = createRequire(__filename)(
  '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex',
) as {buildIndex: (documents: {i: number; t: string; u: string}[][], config: object) => unknown[]};

describe('plugins/search-local.ts', () => {
  it("finds this locale's index files, not those of other locales built inside its folder", () => {
    const out = mkdtempSync(path.join(tmpdir(), 'build-'));
    for (const file of [
      'search-index.json',
      'docs/old/search-index.json',
      'en/search-index.json',
      'docs/en/search-index-docs.json',
      'index.html',
    ]) {
      mkdirSync(path.dirname(path.join(out, file)), {recursive: true});
      writeFileSync(path.join(out, file), '[]');
    }
    assert.deepEqual(
      indexFiles(out, ['en']).map((f) => path.relative(out, f)),
      ['docs/en/search-index-docs.json', 'docs/old/search-index.json', 'search-index.json'],
    );
  });

  it("reads the index URL from the plugin's generated constants, and names the file when it cannot", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'generated-'));
    const folder = path.join(dir, '@easyops-cn/docusaurus-search-local/default');
    mkdirSync(folder, {recursive: true});
    writeFileSync(
      path.join(folder, 'generated-constants.js'),
      'export const language = ["zh"];\nexport const searchIndexUrl = "search-index{dir}.json?_=1a2b3c4d";\n',
    );
    assert.equal(generatedIndexUrl(dir), 'search-index.json?_=1a2b3c4d');
    writeFileSync(path.join(folder, 'generated-constants.js'), 'export const x = 1;');
    assert.throws(() => generatedIndexUrl(dir), /no searchIndexUrl in .*generated-constants\.js/);
  });

  it("passes the plugin its own options and keeps the compaction's, refusing unusable numbers", () => {
    const options = validateOptions({options: search, validate: normalizePluginOptions});
    assert.deepEqual(options.indexCompaction, search.indexCompaction);
    assert.equal(options.searchResultLimits, 8);
    for (const indexCompaction of [
      {weightDecimals: 4, maxTextLength: 200},
      {weightDecimals: 2, maxTextLength: 50},
      undefined,
    ]) {
      assert.throws(
        () =>
          validateOptions({
            options: {...search, indexCompaction: indexCompaction!},
            validate: normalizePluginOptions,
          }),
        /config\/search\.ts: indexCompaction needs weightDecimals/,
      );
    }
  });

  it("drops the site's stop words from the index and keeps lunr's, which are stems of searched words", () => {
    const options = validateOptions({options: search, validate: normalizePluginOptions});
    const {config, compact} = searchIndexCompactor(process.cwd(), options);
    const stopWords = validateStopwords(loadYaml(process.cwd(), VOCABULARY_FILES.stopwords), config.language);
    // A fork may have none: then only lunr's part is checked.
    const stop = Object.values(stopWords).flat()[0] ?? 'launcher';
    const documents = [
      {i: 1, t: `${stop} launcher`, u: '/a'},
      {i: 2, t: 'Which launcher to use, and one more', u: '/b'},
    ];
    const raw = JSON.parse(JSON.stringify(buildIndex([documents], config))) as SearchIndexEntry[];
    const termsOf = (entries: SearchIndexEntry[]) => entries[0]!.index.invertedIndex.map(([term]) => term);
    // What the plugin indexes: "use" and "one" as lunr's stop words "us" and "on".
    for (const term of [stop, 'us', 'on']) assert.ok(termsOf(raw).includes(term), term);
    const kept = termsOf(compact(raw));
    if (stop !== 'launcher') {
      assert.ok(!kept.includes(stop), `${stop}, a stop word of ${VOCABULARY_FILES.stopwords}, is dropped`);
    }
    assert.ok(
      kept.includes('us') && kept.includes('on'),
      "lunr's stop words stay: a question with “use” needs them",
    );
    assert.deepEqual(
      kept.length,
      termsOf(raw).length - (stop === 'launcher' ? 0 : 1),
      'nothing else is dropped',
    );
  });
});

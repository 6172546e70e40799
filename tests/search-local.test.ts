import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import search from '../config/search';
import {generatedIndexUrl, indexFiles, validateOptions} from '../plugins/search-local';

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
});

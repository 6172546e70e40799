import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import search from '../config/search';

// The plugin's own hash function: the browser fetches search-index.json?_=<hash>.
const load = createRequire(__filename);
const {getIndexHash} = load('@easyops-cn/docusaurus-search-local/dist/server/server/utils/getIndexHash') as {
  getIndexHash: (config: Record<string, unknown>) => string | null;
};

describe('search index hash', () => {
  it('changes when an English translation changes, not only the Chinese source', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'search-hash-'));
    const dirs = [...search.docsDir, ...search.blogDir].map((dir) => path.join(root, dir));
    for (const dir of dirs) {
      mkdirSync(dir, {recursive: true});
      writeFileSync(path.join(dir, 'page.md'), '# page');
    }
    const config = {
      ...search,
      docsDir: search.docsDir.map((dir) => path.join(root, dir)),
      blogDir: search.blogDir.map((dir) => path.join(root, dir)),
    };
    const before = getIndexHash(config);
    assert.match(String(before), /^[0-9a-f]{8}$/);
    writeFileSync(path.join(root, 'i18n/en/docusaurus-plugin-content-docs/page.md'), '# page, retranslated');
    const afterDocs = getIndexHash(config);
    assert.notEqual(afterDocs, before);
    writeFileSync(path.join(root, 'i18n/en/docusaurus-plugin-content-blog/page.md'), '# post, retranslated');
    assert.notEqual(getIndexHash(config), afterDocs);
  });
});

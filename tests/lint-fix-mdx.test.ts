import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';

const root = path.resolve(__dirname, '..');

describe('npm run lint:fix leaves imported pages building (issue 49)', () => {
  it('markdownlint’s fixes keep a page valid MDX: a bare URL, hard tabs, a list without blank lines', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lint-fix-'));
    try {
      const page = path.join(dir, 'page.md');
      writeFileSync(
        page,
        '# 下载\n\n下载地址以官网 https://essentialsx.net/ 为准。\n- 一\n- 二\n\n```yaml\n\tkey: value\n```\n',
      );
      execFileSync(
        path.join(root, 'node_modules/.bin/markdownlint-cli2'),
        ['--fix', '--config', path.join(root, '.markdownlint-cli2.jsonc'), page],
        {cwd: dir, stdio: 'pipe'},
      );
      const fixed = readFileSync(page, 'utf8');
      // The MDX compiler Docusaurus uses (ESM only: imported, not required).
      const {compile} = await import('@mdx-js/mdx');
      await assert.doesNotReject(compile(fixed), fixed);
      assert.match(fixed, /官网 https:\/\/essentialsx\.net\/ 为准/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

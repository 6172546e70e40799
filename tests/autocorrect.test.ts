import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import {formatFor} from 'autocorrect-node';
import {splitFrontMatter} from '../scripts/autocorrect';

describe('AutoCorrect in the lint, front matter left alone (issue 49)', () => {
  // Outside the checkout: .gitignore's rules (which AutoCorrect honours) do not reach it.
  const dir = mkdtempSync(path.join(tmpdir(), 'autocorrect-test-'));
  after(() => rmSync(dir, {recursive: true, force: true}));
  const page = ['---', 'title: 测试', 'tags: [入门, FAQ]', '---', '', '正文A和B'].join('\n');
  const run = (mode: string) =>
    execFileSync('node', ['--import', 'tsx', 'scripts/autocorrect.ts', mode, dir], {
      encoding: 'utf8',
      stdio: 'pipe',
    });

  it('splits a page into its front matter and its body', () => {
    assert.deepEqual(splitFrontMatter(page), {
      frontMatter: '---\ntitle: 测试\ntags: [入门, FAQ]\n---\n',
      body: '\n正文A和B',
    });
    assert.deepEqual(splitFrontMatter('正文'), {frontMatter: '', body: '正文'});
  });

  it('reports the body’s problems at their own lines, and fixes the body only', () => {
    writeFileSync(path.join(dir, 'a.md'), page);
    assert.throws(
      () => run('--lint'),
      (error: {stderr: string}) => /a\.md:6:1/.test(error.stderr),
    );
    run('--fix');
    assert.equal(
      readFileSync(path.join(dir, 'a.md'), 'utf8'),
      ['---', 'title: 测试', 'tags: [入门, FAQ]', '---', '', '正文 A 和 B'].join('\n'),
    );
    assert.doesNotThrow(() => run('--lint'));
  });

  it('is still needed: AutoCorrect itself still merges front-matter tags (if not, delete the wrapper)', () => {
    assert.match(formatFor(page, 'a.md'), /tags: \[入门，FAQ\]/);
  });
});

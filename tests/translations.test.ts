import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import {checkTranslations, headingIds, translationPairs} from '../scripts/lib/translations';

describe('headingIds', () => {
  it('reads explicit ids of headings, ignoring code blocks', () => {
    const md = [
      '# Title {#top}',
      '## 安装 Java {#install-java}',
      '```md',
      '## 示例 {#not-a-heading}',
      '```',
      '### Without id',
      '````text',
      '```',
      '## still code {#nope}',
      '````',
      '### 第 1 条 {#rule-1}',
    ].join('\n');
    assert.deepEqual(headingIds(md), ['top', 'install-java', 'rule-1']);
  });
});

describe('checkTranslations', () => {
  const dirs: string[] = [];
  after(() => dirs.forEach((d) => rmSync(d, {recursive: true, force: true})));
  const site = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'translations-'));
    dirs.push(dir);
    return dir;
  };
  const write = (root: string, file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), text);
  };
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {
      cwd,
      stdio: 'ignore',
      env: process.env.FAKE_DATE
        ? {...process.env, GIT_COMMITTER_DATE: process.env.FAKE_DATE, GIT_AUTHOR_DATE: process.env.FAKE_DATE}
        : process.env,
    });

  it('pairs docs, blog and pages with their English paths', () => {
    const root = site();
    write(root, 'docs/a/b.md', '');
    write(root, 'blog/2025-01-01-x.mdx', '');
    write(root, 'src/pages/about.md', '');
    write(root, 'src/pages/index.tsx', '');
    assert.deepEqual(translationPairs(root), [
      {source: 'docs/a/b.md', translation: 'i18n/en/docusaurus-plugin-content-docs/current/a/b.md'},
      {
        source: 'blog/2025-01-01-x.mdx',
        translation: 'i18n/en/docusaurus-plugin-content-blog/2025-01-01-x.mdx',
      },
      {source: 'src/pages/about.md', translation: 'i18n/en/docusaurus-plugin-content-pages/about.md'},
    ]);
  });

  it('lists missing translations and heading-id mismatches', () => {
    const root = site();
    write(root, 'docs/a.md', '## 一 {#one}\n## 二 {#two}\n');
    write(root, 'docs/b.md', '## 三 {#three}\n');
    write(root, 'i18n/en/docusaurus-plugin-content-docs/current/a.md', '## One {#one}\n## Two {#second}\n');
    const report = checkTranslations(root);
    assert.deepEqual(
      report.missing.map((p) => p.source),
      ['docs/b.md'],
    );
    assert.equal(report.idMismatches.length, 1);
    assert.deepEqual(report.idMismatches[0]!.onlyInSource, ['two']);
    assert.deepEqual(report.idMismatches[0]!.onlyInTranslation, ['second']);
    assert.deepEqual(report.stale, [], 'no git history: nothing is reported stale');
  });

  it('reports a translation committed before its source changed, without failing it', () => {
    const root = site();
    git(root, 'init', '-q');
    write(root, 'docs/a.md', '## 一 {#one}\n');
    write(root, 'i18n/en/docusaurus-plugin-content-docs/current/a.md', '## One {#one}\n');
    process.env.FAKE_DATE = '2025-01-01T00:00:00Z';
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'both');
    write(root, 'docs/a.md', '## 一 {#one}\n更多内容。\n');
    process.env.FAKE_DATE = '2025-02-01T00:00:00Z';
    git(root, 'commit', '-q', '-am', 'Chinese only');
    delete process.env.FAKE_DATE;
    const report = checkTranslations(root);
    assert.equal(report.missing.length + report.idMismatches.length, 0);
    assert.equal(report.stale.length, 1);
    assert.equal(report.stale[0]!.pair.source, 'docs/a.md');
    assert.equal(report.stale[0]!.source.toISOString().slice(0, 10), '2025-02-01');
  });
});

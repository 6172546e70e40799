import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import {
  checkTranslations,
  headingIds,
  pairOfTranslation,
  translationPairs,
  lastCommitTime,
} from '../plugins/lib/translations';
import {
  missingTranslation,
  MISSING_KEY,
  isPartial,
  outdatedTranslation,
  parseFrontMatterWithTranslationStatus,
  OUTDATED_KEY,
} from '../plugins/translation-status';
import {onlyWith} from './lib/locales';

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

  it('pairs docs, blog and pages with their English paths', onlyWith('en'), () => {
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

  it('lists missing translations and heading-id mismatches', onlyWith('en'), () => {
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

  const staleSite = () => {
    const root = site();
    git(root, 'init', '-q');
    write(root, 'docs/a.md', '## 一 {#one}\n');
    write(root, 'docs/b.md', '## 二 {#two}\n');
    write(root, 'i18n/en/docusaurus-plugin-content-docs/current/a.md', '## One {#one}\n');
    write(root, 'i18n/en/docusaurus-plugin-content-docs/current/b.md', '## Two {#two}\n');
    process.env.FAKE_DATE = '2025-01-01T00:00:00Z';
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'both');
    write(root, 'docs/a.md', '## 一 {#one}\n更多内容。\n');
    process.env.FAKE_DATE = '2025-02-01T00:00:00Z';
    git(root, 'commit', '-q', '-am', 'Chinese only');
    delete process.env.FAKE_DATE;
    return root;
  };
  it('reports a translation committed before its source changed, without failing it', onlyWith('en'), () => {
    const root = staleSite();
    const report = checkTranslations(root);
    assert.equal(report.missing.length + report.idMismatches.length, 0);
    assert.equal(report.stale.length, 1);
    assert.equal(report.stale[0]!.pair.source, 'docs/a.md');
    assert.equal(report.stale[0]!.source.toISOString().slice(0, 10), '2025-02-01');
  });

  it('does not count a change of the source’s front matter alone', onlyWith('en'), () => {
    const root = staleSite();
    // b.md: only its front matter changes after both were committed.
    write(root, 'docs/b.md', "---\nchecked_against: {game: '1.21.4'}\n---\n## 二 {#two}\n");
    process.env.FAKE_DATE = '2025-03-01T00:00:00Z';
    git(root, 'commit', '-q', '-am', 'Front matter only');
    delete process.env.FAKE_DATE;
    assert.deepEqual(
      checkTranslations(root).stale.map((s) => s.pair.source),
      ['docs/a.md'],
    );
  });

  it(
    'clears a translation whose translation_checked day is on or after the source’s change',
    onlyWith('en'),
    () => {
      const root = staleSite();
      const file = 'i18n/en/docusaurus-plugin-content-docs/current/a.md';
      // Checked the day before the Chinese change: still stale.
      write(root, file, "---\ntranslation_checked: '2025-01-31'\n---\n## One {#one}\n");
      assert.deepEqual(
        checkTranslations(root).stale.map((s) => s.pair.source),
        ['docs/a.md'],
      );
      // Checked on the day of the change, not yet committed (a file's commit time would not move
      // when the date was already that day's): cleared.
      write(root, file, "---\ntranslation_checked: '2025-02-01'\n---\n## One {#one}\n");
      assert.deepEqual(checkTranslations(root).stale, []);
    },
  );

  const en = (root: string, file: string) =>
    path.join(root, 'i18n/en/docusaurus-plugin-content-docs/current', file);

  it(
    'marks the front matter of an outdated translation only, for the notice on its page',
    onlyWith('en'),
    async () => {
      const root = staleSite();
      assert.deepEqual(outdatedTranslation(root, en(root, 'a.md')), {
        source: '2025-02-01',
        translation: '2025-01-01',
      });
      assert.equal(outdatedTranslation(root, en(root, 'b.md')), null, 'up to date');
      assert.equal(outdatedTranslation(root, path.join(root, 'docs/a.md')), null, 'a Chinese page');
      assert.deepEqual(pairOfTranslation(root, 'i18n/en/docusaurus-plugin-content-docs/current/a.md'), {
        source: 'docs/a.md',
        translation: 'i18n/en/docusaurus-plugin-content-docs/current/a.md',
      });
      const parse = parseFrontMatterWithTranslationStatus(root);
      const defaultParseFrontMatter = async () => ({frontMatter: {title: 'A'}, content: 'x'});
      const marked = await parse({filePath: en(root, 'a.md'), fileContent: '', defaultParseFrontMatter});
      assert.deepEqual(marked.frontMatter, {
        title: 'A',
        [OUTDATED_KEY]: {source: '2025-02-01', translation: '2025-01-01'},
      });
      const plain = await parse({filePath: en(root, 'b.md'), fileContent: '', defaultParseFrontMatter});
      assert.deepEqual(plain.frontMatter, {title: 'A'});
    },
  );

  it('marks a page shown untranslated in another locale with where its translation goes (issue 49)', async () => {
    const root = staleSite();
    assert.equal(missingTranslation(root, path.join(root, 'docs/a.md'), 'zh'), null, 'the default locale');
    assert.deepEqual(missingTranslation(root, path.join(root, 'docs/x/new.md'), 'en'), {
      source: 'docs/x/new.md',
      translation: 'i18n/en/docusaurus-plugin-content-docs/current/x/new.md',
    });
    assert.deepEqual(missingTranslation(root, path.join(root, 'blog/2026-01-01-p.md'), 'ja'), {
      source: 'blog/2026-01-01-p.md',
      translation: 'i18n/ja/docusaurus-plugin-content-blog/2026-01-01-p.md',
    });
    assert.equal(missingTranslation(root, en(root, 'a.md'), 'en'), null, 'a translation');
    const defaultParseFrontMatter = async () => ({frontMatter: {title: 'A'}, content: 'x'});
    const parsed = await parseFrontMatterWithTranslationStatus(
      root,
      'en',
    )({
      filePath: path.join(root, 'docs/x/new.md'),
      fileContent: '',
      defaultParseFrontMatter,
    });
    assert.deepEqual(parsed.frontMatter, {
      title: 'A',
      [MISSING_KEY]: {
        source: 'docs/x/new.md',
        translation: 'i18n/en/docusaurus-plugin-content-docs/current/x/new.md',
      },
    });
  });

  it("adds nothing to an MDX partial, which must carry no front matter (a fork's imported _note.mdx)", async () => {
    const root = staleSite();
    const defaultParseFrontMatter = async () => ({frontMatter: {}, content: 'x'});
    for (const file of ['docs/x/_note.mdx', 'docs/_shared/note.md']) {
      const parsed = await parseFrontMatterWithTranslationStatus(
        root,
        'en',
      )({filePath: path.join(root, file), fileContent: '', defaultParseFrontMatter});
      assert.deepEqual(parsed.frontMatter, {}, file);
    }
    assert.equal(isPartial(root, path.join(root, 'docs/x/note.md')), false);
  });

  it('marks nothing without history: no repository, or a shallow clone', () => {
    const root = staleSite();
    const copy = site();
    rmSync(copy, {recursive: true});
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${root}`, copy], {stdio: 'ignore'});
    assert.equal(outdatedTranslation(copy, en(copy, 'a.md')), null, 'shallow clone');
    rmSync(path.join(root, '.git'), {recursive: true});
    assert.equal(outdatedTranslation(root, en(root, 'a.md')), null, 'no .git');
  });
});

describe('lastCommitTime', () => {
  it('gives, from one pass over the history, what git log -1 gives for each content file', () => {
    const files = execFileSync('git', ['-c', 'core.quotepath=off', 'ls-files', 'docs', 'blog', 'i18n'], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .filter(Boolean);
    assert.ok(files.length > 0);
    for (const file of files) {
      const one = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {encoding: 'utf8'}).trim();
      assert.equal(lastCommitTime(process.cwd(), file), one ? Number(one) : null, file);
    }
    assert.equal(lastCommitTime(process.cwd(), 'docs/no-such-page.md'), null);
  });
});

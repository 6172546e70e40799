import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import {FIELD, RECORD, commitUrl, groupByDate, historyUrl, parseGitLog} from '../src/lib/changelog';
import {readGitChangeLog} from '../plugins/gitChangeLog';

const hash = (c: string) => c.repeat(40);

describe('parseGitLog', () => {
  it('reads hash, date and subject, newest first as given', () => {
    const out = `${hash('a')}${FIELD}2025-06-02${FIELD}Docs: rules${RECORD}\n${hash('b')}${FIELD}2025-06-01${FIELD}Init${RECORD}\n`;
    assert.deepEqual(parseGitLog(out), [
      {hash: hash('a'), date: '2025-06-02', subject: 'Docs: rules'},
      {hash: hash('b'), date: '2025-06-01', subject: 'Init'},
    ]);
  });
  it('skips malformed records and empty output', () => {
    assert.deepEqual(parseGitLog(''), []);
    assert.deepEqual(parseGitLog(`nothash${FIELD}2025-06-02${FIELD}x${RECORD}`), []);
  });
  it('keeps subjects with markup as plain strings', () => {
    const [entry] = parseGitLog(
      `${hash('c')}${FIELD}2025-06-03${FIELD}<img src=x onerror=alert(1)>${RECORD}`,
    );
    assert.equal(entry!.subject, '<img src=x onerror=alert(1)>');
  });
});

describe('groupByDate and commitUrl', () => {
  it('groups consecutive commits of a day', () => {
    const groups = groupByDate([
      {hash: hash('a'), date: '2025-06-02', subject: 'a'},
      {hash: hash('b'), date: '2025-06-02', subject: 'b'},
      {hash: hash('c'), date: '2025-06-01', subject: 'c'},
    ]);
    assert.deepEqual(
      groups.map((g) => [g.date, g.entries.length]),
      [
        ['2025-06-02', 2],
        ['2025-06-01', 1],
      ],
    );
  });
  it('links a commit and the branch history on the repository', () => {
    assert.equal(
      commitUrl('https://github.com/o/r/', hash('a')),
      `https://github.com/o/r/commit/${hash('a')}`,
    );
    assert.equal(historyUrl('https://github.com/o/r/', 'main'), 'https://github.com/o/r/commits/main');
  });
});

describe('readGitChangeLog', () => {
  const dirs: string[] = [];
  const temp = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'changelog-'));
    dirs.push(dir);
    return dir;
  };
  after(() => dirs.forEach((d) => rmSync(d, {recursive: true, force: true})));
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {
      cwd,
      stdio: 'ignore',
    });

  it('reports "unavailable" without a repository (a tarball)', () => {
    const dir = temp();
    // A repository above the temp dir must not leak in: point git at nothing.
    process.env.GIT_CEILING_DIRECTORIES = path.dirname(dir);
    try {
      assert.deepEqual(readGitChangeLog(dir), {status: 'unavailable', entries: [], omitted: 0});
    } finally {
      delete process.env.GIT_CEILING_DIRECTORIES;
    }
  });
  it('lists commits newest first, counts what the limit leaves out', () => {
    const dir = temp();
    git(dir, 'init', '-q');
    for (const n of [1, 2, 3]) {
      writeFileSync(path.join(dir, 'f.txt'), String(n));
      git(dir, 'add', '.');
      git(dir, 'commit', '-q', '-m', `Change ${n}`);
    }
    const log = readGitChangeLog(dir, 2);
    assert.equal(log.status, 'complete');
    assert.deepEqual(
      log.entries.map((e) => e.subject),
      ['Change 3', 'Change 2'],
    );
    assert.equal(log.omitted, 1);
  });
  it('reports "shallow" for a shallow clone', () => {
    const source = temp();
    git(source, 'init', '-q');
    for (const n of [1, 2]) {
      writeFileSync(path.join(source, 'f.txt'), String(n));
      git(source, 'add', '.');
      git(source, 'commit', '-q', '-m', `Change ${n}`);
    }
    const clone = path.join(temp(), 'clone');
    execFileSync('git', ['clone', '-q', '--depth=1', `file://${source}`, clone], {stdio: 'ignore'});
    const log = readGitChangeLog(clone);
    assert.equal(log.status, 'shallow');
    assert.deepEqual(
      log.entries.map((e) => e.subject),
      ['Change 2'],
    );
  });
});

describe('the change log of this repository', () => {
  it('is read at build time from git (CI clones have history)', () => {
    const log = readGitChangeLog(process.cwd());
    assert.notEqual(log.status, 'unavailable', 'the site is built from a git checkout');
    assert.ok(log.entries.length > 0);
  });
});

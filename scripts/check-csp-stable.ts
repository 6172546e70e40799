/**
 * `npm run check-csp-stable` (part of `npm test`, after the build): the Content-Security-Policy
 * does not change with the content. A copy of the repository (tracked and new files, the same
 * git history) gets one word more in one doc and is built again, with the same settings as
 * build/; the policy of that build must equal build/'s (the same inline scripts), and the main bundles' names must differ
 * (else the edit did not reach them and the comparison proves nothing). Hosts that keep the
 * previous policy for a while (a CDN console, nginx between copying files and reloading) then
 * still run every page's scripts.
 *
 * The copy builds the default locale only (the edited doc is one of its pages; the policy is a
 * function of the inline scripts' hashes and config/, so the default locale's hashes are compared
 * with build/'s): half the time of a build of every locale (fork of 374 pages per locale, 91 s
 * before). It is built without the bundler's persistent cache (a cache per copy would fill
 * node_modules/.cache). `-- --keep` keeps the copy and prints its path.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {inlineScriptHashes} from '../plugins/security-headers';
import {FIXTURE_BASE} from '../plugins/test-fixtures';
import {copyRepository, repo} from './lib/repoCopy';
import {run} from './lib/run';
import {locales} from '../config/locale';

const BUILD = path.join(repo, 'build');

/**
 * The sha256 sources of the default locale's inline scripts in a build: what the policy of
 * _headers is made of (plugins/security-headers.ts), without the other locales' folders.
 */
function defaultLocaleHashes(build: string): string[] {
  const others = new Set(locales.slice(1));
  const hashes = inlineScriptHashes(build, (file) => !others.has(file.split(path.sep)[0]!));
  if (hashes.length === 0) throw new Error(`${build} has no inline script in its default locale's pages`);
  return hashes;
}

/** Names of the hashed main bundles of the default locale of a build. */
const mainBundles = (build: string): string[] =>
  readdirSync(path.join(build, 'assets/js'))
    .filter((name) => /^(runtime~)?main\.[0-9a-f]+\.js$/.test(name))
    .sort();

/**
 * Adds one word to the first line of prose (outside front matter and code) of the first doc,
 * in file-name order; returns the file and the line as it was.
 */
function addOneWord(site: string): {file: string; line: string} {
  const docs = (readdirSync(path.join(site, 'docs'), {recursive: true}) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
  for (const doc of docs) {
    const file = path.join(site, 'docs', doc);
    const lines = readFileSync(file, 'utf8').split('\n');
    let inFrontMatter = lines[0] === '---';
    let inFence = false;
    for (const [i, line] of lines.entries()) {
      if (i > 0 && inFrontMatter) {
        if (line === '---') inFrontMatter = false;
        continue;
      }
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      // Prose starts with a letter; `import` and `export` lines are MDX code.
      if (inFence || inFrontMatter || !/^[\p{L}\p{N}]/u.test(line) || /^(import|export)\b/.test(line))
        continue;
      lines[i] = `${line} word`;
      writeFileSync(file, lines.join('\n'));
      return {file: path.join('docs', doc), line};
    }
  }
  throw new Error('No doc under docs/ has a line of prose to change');
}

/** The git directory of this checkout, so that the copy's pages get the same dates; undefined without git. */
function gitDir(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--absolute-git-dir'], {cwd: repo, encoding: 'utf8'}).trim();
  } catch {
    return undefined;
  }
}

async function main(): Promise<number> {
  if (!existsSync(path.join(BUILD, 'index.html')) || !existsSync(path.join(BUILD, '_headers'))) {
    console.error('No production build in build/. Run `npm run build` first.');
    return 1;
  }
  const keep = process.argv.includes('--keep');
  const site = mkdtempSync(path.join(tmpdir(), 'csp-stable-'));
  const start = Date.now();
  try {
    copyRepository(site);
    const {file, line} = addOneWord(site);
    console.log(`Building a copy with one word added to ${file}: "${line.slice(0, 60)}…"`);
    const git = gitDir();
    const code = await run(
      'npx',
      ['docusaurus', 'build', '--locale', locales[0]!],
      {
        DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
        // The same test-only pages as build/, when it has them.
        SITE_TEST_FIXTURES: existsSync(path.join(BUILD, FIXTURE_BASE)) ? '1' : '',
        ...(git ? {GIT_DIR: git, GIT_WORK_TREE: site} : {}),
      },
      site,
    );
    if (code !== 0) {
      console.error('The build of the copy failed.');
      return code;
    }
    const copy = path.join(site, 'build');
    const problems: string[] = [];
    const [before, after] = [mainBundles(BUILD), mainBundles(copy)];
    if (before.join() === after.join()) {
      problems.push(`The edit did not change the main bundles (${before.join(', ')}): nothing was compared.`);
    }
    const [was, is] = [defaultLocaleHashes(BUILD), defaultLocaleHashes(copy)];
    if (was.join() !== is.join()) {
      const changed = [...was.filter((h) => !is.includes(h)), ...is.filter((h) => !was.includes(h))];
      problems.push(
        `The Content-Security-Policy changed with one word of content: inline scripts whose hashes differ: ${changed.join(', ')}`,
      );
    }
    for (const problem of problems) console.error(problem);
    const seconds = ((Date.now() - start) / 1000).toFixed(0);
    if (problems.length > 0) return 1;
    console.log(
      `Same Content-Security-Policy after one word changed (main bundles ${before.join(', ')} → ${after.join(', ')}); ${seconds} s.`,
    );
    return 0;
  } finally {
    if (keep) console.log(`Copy kept in ${site}`);
    else rmSync(site, {recursive: true, force: true});
  }
}

void main().then((code) => process.exit(code));

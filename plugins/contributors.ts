/**
 * Everyone who changed each page, from git history at build time (config/community.ts
 * `pageContributors`): the authors and `Co-authored-by:` co-authors of every commit that touched
 * the file, names only (as `.mailmap` spells them; one name per e-mail address), bots left out,
 * most commits first.
 *
 * One `git log` over the whole history per repository and build, however many pages there are
 * (a file's history is not asked file by file): scripts/lib/translations.ts reads the dates the
 * same way. No list in a shallow clone, whose cut-off commit seems to touch every file, nor
 * without git. Renamed files count from their rename on (`--no-renames`, as the dates).
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {isShallowClone} from './lib/translations';

/** Front matter key the names are put under (src/theme/EditThisPage reads it). */
const CONTRIBUTORS_KEY = 'page_contributors';

const COMMIT = '\u0000';
const FIELD = '\u0001';

/** `Name <email>` → `Name`; empty for bots (`…[bot]`) and nameless entries. */
export function personName(entry: string): string {
  const name = entry.replace(/<[^>]*>/, '').trim();
  return /\[bot\]$/i.test(name) ? '' : name;
}

/** `Name <email>` → the person's key: the e-mail (lower case) when there is one, else the name. */
function personKey(entry: string, name: string): string {
  return /<([^>]+)>/.exec(entry)?.[1]?.trim().toLowerCase() || name;
}

/**
 * Reads `git log` output in the format of contributorsOf (commit separator, author, co-authors, then
 * the changed files one per line) into names per file, relative to `prefix` (the site's folder in
 * its repository), most commits first, then alphabetically. One person is one e-mail address: a
 * person who committed under two spellings of their name ("Founding engineer", "Founding-engineer")
 * is named once, by the spelling of most of their commits (`.mailmap` decides where it has them).
 */
export function parseContributors(out: string, prefix = ''): Map<string, string[]> {
  const counts = new Map<string, Map<string, number>>();
  const spellings = new Map<string, Map<string, number>>();
  for (const commit of out.split(COMMIT)) {
    if (!commit.trim()) continue;
    const [header = '', ...files] = commit.split('\n');
    const people = new Set<string>();
    for (const entry of header.split(FIELD)) {
      const name = personName(entry);
      if (!name) continue;
      const key = personKey(entry, name);
      people.add(key);
      let names = spellings.get(key);
      if (!names) spellings.set(key, (names = new Map()));
      names.set(name, (names.get(name) ?? 0) + 1);
    }
    for (const file of files) {
      if (!file || !file.startsWith(prefix)) continue;
      const relative = file.slice(prefix.length);
      let names = counts.get(relative);
      if (!names) counts.set(relative, (names = new Map()));
      for (const person of people) names.set(person, (names.get(person) ?? 0) + 1);
    }
  }
  const byCount = (a: [string, number], b: [string, number]) => b[1] - a[1] || a[0].localeCompare(b[0], 'en');
  const spelled = (key: string) => [...spellings.get(key)!].sort(byCount)[0]![0];
  const result = new Map<string, string[]>();
  for (const [file, people] of counts) {
    result.set(
      file,
      [...people]
        .map(([key, n]): [string, number] => [spelled(key), n])
        .sort(byCount)
        .map(([name]) => name),
    );
  }
  return result;
}

const cache = new Map<string, Map<string, string[]>>();

/** Names per file of the repository at `root` (relative paths, `/`-separated); empty without history. */
function contributorsOf(root: string): Map<string, string[]> {
  let found = cache.get(root);
  if (found) return found;
  try {
    if (isShallowClone(root)) throw new Error('shallow clone');
    const out = execFileSync(
      'git',
      [
        'log',
        // %aN and the trailers' values are mapped through .mailmap.
        // %x00 and %x01 are COMMIT and FIELD (an argument cannot hold a NUL character itself).
        '--format=%x00%aN <%aE>%x01%(trailers:key=Co-authored-by,valueonly,separator=%x01)',
        '--name-only',
        '--no-renames',
      ],
      {cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore']},
    );
    const prefix = execFileSync('git', ['rev-parse', '--show-prefix'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    found = parseContributors(out, prefix);
  } catch {
    found = new Map();
  }
  cache.set(root, found);
  return found;
}

/**
 * `markdown.parseFrontMatter` that adds CONTRIBUTORS_KEY to every page git knows, after `inner`
 * (the site's other front-matter hook). The docs and blog plugins put front matter into each
 * page's own metadata, so the names travel with their page only.
 */
export function parseFrontMatterWithContributors(siteDir: string, inner: ParseFrontMatter): ParseFrontMatter {
  return async (params) => {
    const result = await inner(params);
    // Partials (`_name.mdx`) are not pages: their front matter is ignored, with a warning.
    if (path.basename(params.filePath).startsWith('_')) return result;
    const relative = path.relative(siteDir, params.filePath).split(path.sep).join('/');
    const names = contributorsOf(siteDir).get(relative);
    return names?.length
      ? {...result, frontMatter: {...result.frontMatter, [CONTRIBUTORS_KEY]: names}}
      : result;
  };
}

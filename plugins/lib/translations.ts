/**
 * Which Chinese pages have an English translation, whether their explicit
 * heading ids match (so `#anchors` work in both languages) and which
 * translations are older than their source in git history.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {defaultLocale, locales} from '../../config/locale';

interface Pair {
  /** Source in the default locale, relative to the site root. */
  source: string;
  /** Where its translation lives. */
  translation: string;
}

/** The default locale's content folders, and where Docusaurus looks for a locale's translation of each. */
export const contentRoots = (locale: string): [string, string][] => [
  ['docs', `i18n/${locale}/docusaurus-plugin-content-docs/current`],
  ['blog', `i18n/${locale}/docusaurus-plugin-content-blog`],
  ['src/pages', `i18n/${locale}/docusaurus-plugin-content-pages`],
];

/** Content folders and where their translations go, for every locale but the default (config/locale.ts). */
export const CONTENT_ROOTS: [string, string][] = locales
  .filter((locale) => locale !== defaultLocale)
  .flatMap((locale) => contentRoots(locale));

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, {recursive: true}) as string[])
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

/** Every Chinese Markdown page and the path of its English translation. */
export function translationPairs(root: string): Pair[] {
  return CONTENT_ROOTS.flatMap(([from, to]) =>
    markdownFiles(path.join(root, from)).map((f) => ({source: `${from}/${f}`, translation: `${to}/${f}`})),
  );
}

/** Explicit heading ids (`## 标题 {#some-id}`) outside code blocks, in order. */
export function headingIds(markdown: string): string[] {
  const ids: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker;
      else if (marker.startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const id = /^#{1,6}\s.*\{#([^}\s]+)\}\s*$/.exec(line)?.[1];
    if (id) ids.push(id);
  }
  return ids;
}

/**
 * Unix time of the last commit touching each file of the repository at `root`, from one pass over
 * the history (`git log --name-only`, newest first: a file's first appearance is its last change;
 * a merge counts where it differs from every parent, as `git log -1 -- <file>` finds it: the same
 * times for every file, tests/translations.test.ts). Asked once per repository: a build of several hundred
 * pages asks git once instead of twice per page. Empty without git.
 */
const commitTimes = new Map<string, Map<string, number>>();

function commitTimesOf(root: string): Map<string, number> {
  let times = commitTimes.get(root);
  if (times) return times;
  times = new Map();
  try {
    const out = execFileSync(
      'git',
      // core.quotepath off: a file name with Chinese characters (常见问题.md) as it is, not quoted.
      [
        '-c',
        'core.quotepath=off',
        'log',
        '--format=%x00%ct',
        '--name-only',
        '--no-renames',
        '--diff-merges=combined',
      ],
      {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    const prefix = execFileSync('git', ['rev-parse', '--show-prefix'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    for (const commit of out.split('\0')) {
      const [time, ...files] = commit.split('\n');
      if (!time) continue;
      for (const file of files) {
        if (!file || !file.startsWith(prefix)) continue;
        const relative = file.slice(prefix.length);
        if (!times.has(relative)) times.set(relative, Number(time));
      }
    }
  } catch {
    // No git, or not a repository: no times.
  }
  commitTimes.set(root, times);
  return times;
}

/** Unix time of the last commit touching `file` (relative to root), or null (not committed, or no git). */
export function lastCommitTime(root: string, file: string): number | null {
  return commitTimesOf(root).get(file.split(path.sep).join('/')) ?? null;
}

const shallow = new Map<string, boolean>();

/** True in a shallow clone, whose oldest commit seems to touch every file. */
export function isShallowClone(root: string): boolean {
  let known = shallow.get(root);
  if (known === undefined) {
    try {
      known =
        execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
          cwd: root,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }).trim() === 'true';
    } catch {
      known = false;
    }
    shallow.set(root, known);
  }
  return known;
}

interface Staleness {
  /** Last commits of the Chinese source and of its translation. */
  source: Date;
  translation: Date;
}

/**
 * When the source was committed after its translation: the two dates; otherwise null, and also
 * null when git cannot tell (no repository, a file never committed, or a shallow clone, where the
 * cut-off commit counts as the last change of every older file).
 */
export function staleness(
  root: string,
  pair: Pair,
  commitTime: (root: string, file: string) => number | null = lastCommitTime,
  sourceAt: (root: string, file: string, time: number) => string | null = committedTextAt,
): Staleness | null {
  const sourceTime = commitTime(root, pair.source);
  const translationTime = commitTime(root, pair.translation);
  if (sourceTime === null || translationTime === null || sourceTime <= translationTime) return null;
  if (isShallowClone(root)) return null;
  // `translation_checked: 'YYYY-MM-DD'` in the translation: someone compared it with the source
  // that day. A date on or after the source's last commit day clears it, so a check made the same
  // day as the Chinese change counts (the file's own commit time would not move if the date was
  // already that day's).
  const checked = checkedDay(path.join(root, pair.translation));
  if (checked !== null && checked >= new Date(sourceTime * 1000).toISOString().slice(0, 10)) return null;
  // Only a change of the text counts: a commit that touched the source's front matter alone (its
  // `checked_against`, a tag, its position) leaves the translation as current as it was.
  const before = sourceAt(root, pair.source, translationTime);
  if (before !== null && bodyOf(before) === bodyOf(readFileSync(path.join(root, pair.source), 'utf8')))
    return null;
  return {source: new Date(sourceTime * 1000), translation: new Date(translationTime * 1000)};
}

/** The front matter of a Markdown file (js-yaml; {} without one). */
export function frontMatterOf(file: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'));
  return match ? ((yaml.load(match[1]!) as Record<string, unknown> | null) ?? {}) : {};
}

/** The `translation_checked` day (YYYY-MM-DD) in a file's front matter, or null. */
function checkedDay(file: string): string | null {
  const checked = frontMatterOf(file).translation_checked;
  // Quoted, a string; unquoted, YAML reads a date.
  const day = checked instanceof Date ? checked.toISOString().slice(0, 10) : checked;
  return typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}

/** A Markdown file without its front matter, line ends normalized. */
function bodyOf(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(/^---\n[\s\S]*?\n---\n/, '');
}

/** The text of `file` as committed at or before `time` (Unix seconds), or null (none, or no git). */
function committedTextAt(root: string, file: string, time: number): string | null {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, {cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
    const commit = git('rev-list', '-1', `--before=${time}`, 'HEAD', '--', file).trim();
    if (!commit) return null;
    return git('show', `${commit}:./${file}`);
  } catch {
    return null;
  }
}

/** The Chinese page a translation file (relative to root, `/`-separated) translates. */
export function pairOfTranslation(root: string, translation: string): Pair | undefined {
  for (const [from, to] of CONTENT_ROOTS) {
    if (!translation.startsWith(`${to}/`)) continue;
    const source = `${from}/${translation.slice(to.length + 1)}`;
    return existsSync(path.join(root, source)) ? {source, translation} : undefined;
  }
  return undefined;
}

interface TranslationReport {
  /** Pages not (yet) translated: listed, not a failure (issue 49); their page shows a notice. */
  missing: Pair[];
  /** Heading ids that differ between source and translation. */
  idMismatches: {pair: Pair; onlyInSource: string[]; onlyInTranslation: string[]}[];
  /** Translations whose source was committed after them (a report, not a failure). */
  stale: ({pair: Pair} & Staleness)[];
  checked: number;
}

export function checkTranslations(root: string): TranslationReport {
  const report: TranslationReport = {missing: [], idMismatches: [], stale: [], checked: 0};
  for (const pair of translationPairs(root)) {
    report.checked++;
    const translationPath = path.join(root, pair.translation);
    if (!existsSync(translationPath)) {
      report.missing.push(pair);
      continue;
    }
    const sourceIds = headingIds(readFileSync(path.join(root, pair.source), 'utf8'));
    const translationIds = headingIds(readFileSync(translationPath, 'utf8'));
    const onlyInSource = sourceIds.filter((id) => !translationIds.includes(id));
    const onlyInTranslation = translationIds.filter((id) => !sourceIds.includes(id));
    if (onlyInSource.length > 0 || onlyInTranslation.length > 0) {
      report.idMismatches.push({pair, onlyInSource, onlyInTranslation});
    }
    const stale = staleness(root, pair);
    if (stale) report.stale.push({pair, ...stale});
  }
  return report;
}

/**
 * The scale bench's copy of the site (`npm run bench -- --scale N`): the repository copied to a
 * temporary folder, every doc of every locale copied N - 1 more times into folders of its own
 * (docs/scale-2/…, docs/scale-3/…), with varied text, so that search and the build can be
 * measured at the size of a real community's documentation.
 *
 * A copy keeps the tree below its folder, so relative links and imports between docs still
 * resolve; it drops front matter that would give two docs the same URL or id (`slug`, `id`);
 * its headings stay as they are (the heading ids of zh and en copies match, as in the
 * originals); its prose has a few words swapped from a fixed list and a sentence of its own, so
 * that no two copies are the same text. Categories get translation keys of their own, because
 * Docusaurus refuses two sidebar categories with the same key (the label, by default).
 */
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {defaultLocale, locales, type SiteLocale} from '../../config/locale';
import {localize} from '../../src/lib/localized';

/** Each locale's docs folder, relative to the site. */
export const DOCS_DIRS: Record<SiteLocale, string> = {
  zh: 'docs',
  en: 'i18n/en/docusaurus-plugin-content-docs/current',
};
/** Sidebar translations of the docs in a locale that is not the default. */
const SIDEBAR_TRANSLATIONS = (locale: SiteLocale) =>
  `i18n/${locale}/docusaurus-plugin-content-docs/current.json`;
const SIDEBAR = 'tutorialSidebar';

/** The folder (below a docs folder) that holds copy `copy` (2 … N). */
const copyFolder = (copy: number): string => `scale-${copy}`;

/** Word pairs swapped in a copy's prose (a few per copy, by the copy's number). */
export const SWAPS: Record<SiteLocale, [string, string][]> = {
  zh: [
    ['服务器', '伺服器'],
    ['玩家', '用户'],
    ['指令', '命令'],
    ['启动器', '客户端'],
    ['领地', '地盘'],
    ['白名单', '许可名单'],
    ['皮肤', '外观'],
    ['插件', '扩展'],
    ['世界', '地图'],
    ['账号', '账户'],
    ['版本', '发行版'],
    ['箱子', '储物箱'],
  ],
  en: [
    ['server', 'realm'],
    ['player', 'member'],
    ['command', 'instruction'],
    ['launcher', 'client'],
    ['claim', 'plot'],
    ['whitelist', 'allow list'],
    ['skin', 'look'],
    ['plugin', 'extension'],
    ['world', 'map'],
    ['account', 'profile'],
    ['version', 'release'],
    ['chest', 'crate'],
  ],
};

/** Topics named in each copy's own sentence (three per copy, by the copy's number). */
const TOPICS: Record<SiteLocale, string[]> = {
  zh: [
    '红石电路',
    '附魔台',
    '村民交易',
    '下界合金',
    '末影龙',
    '钓鱼',
    '酿造台',
    '信标',
    '鞘翅',
    '海晶灯',
    '蜂巢',
    '铁傀儡',
    '潜影盒',
    '紫颂果',
    '铜灯',
    '试炼密室',
  ],
  en: [
    'redstone circuits',
    'enchanting tables',
    'villager trading',
    'netherite',
    'the Ender Dragon',
    'fishing',
    'brewing stands',
    'beacons',
    'elytra',
    'sea lanterns',
    'beehives',
    'iron golems',
    'shulker boxes',
    'chorus fruit',
    'copper bulbs',
    'trial chambers',
  ],
};

const SWAPS_PER_COPY = 3;
const TOPICS_PER_COPY = 3;

/** The word pairs copy `copy` swaps. */
export function swapsFor(copy: number, locale: SiteLocale): [string, string][] {
  const all = SWAPS[locale];
  return Array.from(
    {length: SWAPS_PER_COPY},
    (_, i) => all![((copy - 2) * SWAPS_PER_COPY + i) % all!.length]!,
  );
}

/** The sentence that only copy `copy` has. */
export function copySentence(copy: number, locale: SiteLocale): string {
  const all = TOPICS[locale]!;
  const topics = Array.from(
    {length: TOPICS_PER_COPY},
    (_, i) => all[(copy * TOPICS_PER_COPY + i) % all.length]!,
  );
  return locale === 'zh'
    ? `这是规模测试的第 ${copy} 份副本，本页另外谈到${topics.join('、')}。`
    : `This is copy ${copy} of the scale test; this page also mentions ${topics.join(', ')}.`;
}

/**
 * Parts of a line that are not prose and keep their text: code spans, link targets, HTML/JSX
 * tags, MDX expressions, attributes, URLs, explicit heading ids.
 */
const PROTECTED = /(`[^`]*`|\]\([^)]*\)|<[^>]*>|\{[^}]*\}|[\w-]+=(?:"[^"]*"|'[^']*')|https?:\/\/\S+)/;

function swapProse(line: string, swaps: [string, string][], locale: SiteLocale): string {
  return line
    .split(PROTECTED)
    .map((part, i) => {
      // split() with one capture group: odd indexes are the protected parts.
      if (i % 2 === 1) return part;
      let text = part;
      for (const [from, to] of swaps) {
        text =
          locale === 'zh'
            ? text.split(from).join(to)
            : text.replace(new RegExp(`\\b${from}(s?)\\b`, 'g'), (_m, plural: string) => `${to}${plural}`);
      }
      return text;
    })
    .join('');
}

/** Front matter keys whose value is prose and may change. */
const PROSE_KEYS = /^(title|description|sidebar_label):/;
/** Front matter keys that would collide with the original doc's (same URL or id). */
const COLLIDING_KEYS = /^(slug|id):/;

/**
 * A doc (Markdown or MDX) as copy `copy` has it: `slug` and `id` dropped; words swapped in
 * prose lines and in the title and description, not in code blocks, imports, headings, tags,
 * links, JSX or expressions; the copy's sentence added at the end.
 */
export function varyDoc(text: string, copy: number, locale: SiteLocale): string {
  const swaps = swapsFor(copy, locale);
  const lines = text.split('\n');
  const out: string[] = [];
  let inFrontMatter = lines[0] === '---';
  let fence: string | null = null;
  for (const [index, line] of lines.entries()) {
    if (inFrontMatter) {
      if (index > 0 && line === '---') inFrontMatter = false;
      if (COLLIDING_KEYS.test(line)) continue;
      out.push(PROSE_KEYS.test(line) ? swapProse(line, swaps, locale) : line);
      continue;
    }
    const opener = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length && line.trim() === opener)
        fence = null;
      out.push(line);
      continue;
    }
    if (opener) {
      fence = opener;
      out.push(line);
      continue;
    }
    const keep =
      /^\s*#/.test(line) || // headings keep their text, so their ids match between locales
      /^\s*(import|export)\s/.test(line) ||
      /^\s*\[[^\]]+\]:/.test(line) || // link reference definitions
      /^\s*[\w-]+=/.test(line) || // an attribute of a JSX tag that spans lines
      /^\s*(<|\/>|\{|\})/.test(line);
    out.push(keep ? line : swapProse(line, swaps, locale));
  }
  const body = out.join('\n').replace(/\n*$/, '');
  return `${body}\n\n${copySentence(copy, locale)}\n`;
}

/** A category's `_category_.json` in a copy: the same label, under a translation key of its own. */
export function varyCategory(
  json: string,
  copy: number,
  rel: string,
): {json: string; key: string; label: string} {
  const category = JSON.parse(json) as {label?: string; key?: string};
  const label = category.label ?? path.posix.basename(path.posix.dirname(rel));
  const key = `${copyFolder(copy)}/${category.key ?? label}`;
  return {json: `${JSON.stringify({...category, key}, null, 2)}\n`, key, label};
}

/** The `_category_.json` of a copy's own top folder, and its label in each locale. */
export function copyCategory(copy: number): {json: string; key: string; labels: Record<SiteLocale, string>} {
  const key = copyFolder(copy);
  const labels = {zh: `规模测试副本 ${copy}`, en: `Scale test copy ${copy}`};
  const json = {
    label: localize(labels, defaultLocale),
    key,
    position: 1000 + copy,
    collapsible: true,
    collapsed: true,
  };
  return {json: `${JSON.stringify(json, null, 2)}\n`, key, labels};
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, {recursive: true, withFileTypes: true}) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Files of a docs folder that copies take: everything but the folder's own tag list and earlier copies. */
export function copiedFiles(files: string[]): string[] {
  return files.filter((file) => file !== 'tags.yml' && !/^scale-\d+\//.test(file));
}

/**
 * Adds copies 2 … factor of every doc of every locale to the site at `site`, with their
 * categories and the categories' translations. Returns the number of doc pages per locale.
 */
export function multiplyDocs(site: string, factor: number): Record<SiteLocale, number> {
  const pages = {} as Record<SiteLocale, number>;
  const sources = Object.fromEntries(
    locales.map((locale) => [locale, copiedFiles(filesUnder(path.join(site, DOCS_DIRS[locale]!)))]),
  ) as Record<SiteLocale, string[]>;
  // Category translations of each locale that is not the default, by the original key.
  const translations = Object.fromEntries(
    locales
      .filter((locale) => locale !== defaultLocale)
      .map((locale) => {
        const file = path.join(site, SIDEBAR_TRANSLATIONS(locale));
        const entries = existsSync(file)
          ? (JSON.parse(readFileSync(file, 'utf8')) as Record<
              string,
              {message: string; description?: string}
            >)
          : {};
        return [locale, entries];
      }),
  ) as Record<SiteLocale, Record<string, {message: string; description?: string}>>;
  const added = Object.fromEntries(
    locales.map((l) => [l, {} as Record<string, {message: string}>]),
  ) as Record<SiteLocale, Record<string, {message: string}>>;
  for (let copy = 2; copy <= factor; copy++) {
    const top = copyCategory(copy);
    const topFolder = path.join(site, DOCS_DIRS[defaultLocale]!, copyFolder(copy));
    mkdirSync(topFolder, {recursive: true});
    writeFileSync(path.join(topFolder, '_category_.json'), top.json);
    for (const locale of locales) {
      added[locale]![`sidebar.${SIDEBAR}.category.${top.key}`] = {message: top.labels[locale]!};
    }
    for (const locale of locales) {
      for (const rel of sources[locale]!) {
        const from = path.join(site, DOCS_DIRS[locale]!, rel);
        const to = path.join(site, DOCS_DIRS[locale]!, copyFolder(copy), rel);
        mkdirSync(path.dirname(to), {recursive: true});
        if (/\.mdx?$/.test(rel)) {
          writeFileSync(to, varyDoc(readFileSync(from, 'utf8'), copy, locale));
        } else if (path.posix.basename(rel) === '_category_.json') {
          const category = varyCategory(readFileSync(from, 'utf8'), copy, rel);
          writeFileSync(to, category.json);
          for (const other of locales) {
            const original = `sidebar.${SIDEBAR}.category.${category.label}`;
            added[other]![`sidebar.${SIDEBAR}.category.${category.key}`] = {
              message:
                other === defaultLocale
                  ? category.label
                  : (translations[other]?.[original]?.message ?? category.label),
            };
          }
        } else {
          cpSync(from, to);
        }
      }
    }
  }
  for (const locale of locales) {
    pages[locale] = filesUnder(path.join(site, DOCS_DIRS[locale]!)).filter(
      (f) => /\.mdx?$/.test(f) && !path.posix.basename(f).startsWith('_'),
    ).length;
    if (locale === defaultLocale) continue;
    const file = path.join(site, SIDEBAR_TRANSLATIONS(locale));
    if (!existsSync(file)) continue;
    writeFileSync(file, `${JSON.stringify({...translations[locale], ...added[locale]}, null, 2)}\n`);
  }
  return pages;
}

/**
 * The repository at `repo` as it is on disk (tracked and untracked, not ignored) copied to
 * `to`, node_modules linked, as a git repository of its own with one commit (the build reads
 * git history for dates, the changelog and the translations' status).
 */
export function copySite(repo: string, to: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repo,
    encoding: 'utf8',
  })
    .split('\0')
    // A node_modules that is itself a link (a second checkout sharing one) shows as an untracked file.
    .filter((file) => file && file !== 'node_modules' && existsSync(path.join(repo, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(to, file)), {recursive: true});
    cpSync(path.join(repo, file), path.join(to, file));
  }
  symlinkSync(path.join(repo, 'node_modules'), path.join(to, 'node_modules'), 'dir');
}

/** Commits everything in `site` as the first commit of a new repository. */
export function commitSite(site: string, message: string): void {
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Scale Bench', '-c', 'user.email=bench@example.net', ...args], {
      cwd: site,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  git('init', '-q', '-b', 'trunk');
  git('add', '-A');
  git('commit', '-q', '-m', message);
}

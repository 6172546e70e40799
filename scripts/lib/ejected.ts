/**
 * The theme components of src/theme: which are wrappers (they import `@theme-original/…` and
 * render it) and which are ejected copies of a theme's source, and what each ejected copy
 * changes. Used by `npm run theme-upstream` (the upgrade recipe in src/theme/README.md) and by
 * tests/theme-register.test.ts.
 *
 * An ejected file starts with "Ejected from <package> <version>": the theme package and the
 * version it was copied from. Its changes are the lines that differ from that package's
 * `src/theme/<component>/index.tsx` once both are formatted alike (Prettier with the site's
 * settings); every changed place carries a `CHANGED:` comment.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {format, resolveConfig} from 'prettier';

export const SITE = path.resolve(__dirname, '..', '..');
const THEME_DIR = path.join(SITE, 'src', 'theme');

interface ThemeComponent {
  /** The component's theme path, e.g. `CodeBlock/Content`. */
  component: string;
  /** The file, relative to the site. */
  file: string;
  /** `site`: a component no installed theme has, which the site provides (e.g. SearchBar). */
  kind: 'wrapper' | 'ejected' | 'site';
  /** Ejected files: the package and version they were copied from. */
  from?: {pkg: string; version: string};
}

const EJECTED = /Ejected from (@[\w-]+\/[\w-]+) (\d+\.\d+\.\d+)/;
/** The mark of a component the site provides because no installed theme does. */
const SITE_COMPONENT = /Site component: no installed theme provides @theme\//;

/** Every component file of src/theme (index.tsx/ts/js of a component folder), sorted. */
export function themeComponents(themeDir = THEME_DIR): ThemeComponent[] {
  const files = (readdirSync(themeDir, {recursive: true}) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => /(^|\/)index\.(tsx|ts|js|jsx)$/.test(f))
    .sort();
  return files.map((f) => {
    const source = readFileSync(path.join(themeDir, f), 'utf8');
    const component = path.posix.dirname(f);
    const file = path.relative(SITE, path.join(themeDir, f)).split(path.sep).join('/');
    const ejected = EJECTED.exec(source);
    if (ejected) return {component, file, kind: 'ejected', from: {pkg: ejected[1]!, version: ejected[2]!}};
    if (/from '@theme-(original|init)\//.test(source)) return {component, file, kind: 'wrapper'};
    if (SITE_COMPONENT.test(source)) return {component, file, kind: 'site'};
    throw new Error(
      `${file}: neither a wrapper (imports @theme-original/${component}), nor marked "Ejected from <package> <version>", nor "Site component: no installed theme provides @theme/${component}"`,
    );
  });
}

/** The installed package's folder (found from the site, whatever its export map allows). */
export function packageDir(pkg: string, from = SITE): string {
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', pkg);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${pkg} is not installed`);
    dir = parent;
  }
}

export function installedVersion(pkg: string, from = SITE): string {
  return (
    JSON.parse(readFileSync(path.join(packageDir(pkg, from), 'package.json'), 'utf8')) as {version: string}
  ).version;
}

/** A component's TypeScript source in a theme package's folder (undefined when it has none). */
export function upstreamSource(pkgDir: string, component: string): string | undefined {
  for (const ext of ['tsx', 'ts']) {
    const file = path.join(pkgDir, 'src', 'theme', component, `index.${ext}`);
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  return undefined;
}

/** Source formatted with the site's Prettier settings, so that only real changes differ. */
export async function formatLikeSite(source: string): Promise<string> {
  const options = (await resolveConfig(path.join(THEME_DIR, 'x.tsx'))) ?? {};
  return format(source, {...options, filepath: 'x.tsx'});
}

export type DiffLine = {
  op: ' ' | '-' | '+';
  text: string;
  /** Line number in `b` (1-based) for ' ' and '+'. */ line?: number;
};

/** A line diff of a → b (longest common subsequence; lines compared without their indentation). */
export function diffLines(a: string[], b: string[]): DiffLine[] {
  const key = (s: string) => s.trim();
  const n = a.length;
  const m = b.length;
  const lcs: number[][] = Array.from({length: n + 1}, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i]![j] =
        key(a[i]!) === key(b[j]!) ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && key(a[i]!) === key(b[j]!)) {
      out.push({op: ' ', text: b[j]!, line: j + 1});
      i++;
      j++;
    } else if (j < m && (i === n || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      out.push({op: '+', text: b[j]!, line: j + 1});
      j++;
    } else {
      out.push({op: '-', text: a[i]!});
      i++;
    }
  }
  return out;
}

const isComment = (line: string) => /^\s*(\/\/|\/\*|\*|\{\/\*)/.test(line) || line.trim() === '';

export interface Change {
  /** First line of the change in our file (1-based); for a removal, the line after it. */
  line: number;
  removed: string[];
  added: string[];
  /** A `CHANGED:` comment is in the change or in the three lines above it. */
  marked: boolean;
}

/**
 * What our ejected file changes against the upstream source: runs of removed and added lines,
 * comments left out (a comment alone is not a change of behaviour).
 */
export function changesAgainst(upstream: string, ours: string): Change[] {
  const oursLines = ours.split('\n');
  const diff = diffLines(upstream.split('\n'), oursLines);
  const changes: Change[] = [];
  let current: Change | undefined;
  let lastLine = 0;
  for (const d of diff) {
    if (d.op === ' ') {
      if (current) changes.push(current);
      current = undefined;
      lastLine = d.line!;
      continue;
    }
    current ??= {line: d.op === '+' ? d.line! : lastLine + 1, removed: [], added: [], marked: false};
    (d.op === '+' ? current.added : current.removed).push(d.text);
  }
  if (current) changes.push(current);
  return changes
    .filter((c) => [...c.removed, ...c.added].some((l) => !isComment(l)))
    .map((c) => {
      const above = oursLines.slice(Math.max(0, c.line - 4), c.line - 1);
      return {...c, marked: [...c.added, ...above].some((l) => l.includes('CHANGED:'))};
    });
}

/** Our ejected component's changes against the installed upstream source, both formatted alike. */
export async function ejectedChanges(component: ThemeComponent): Promise<Change[]> {
  const upstream = upstreamSource(packageDir(component.from!.pkg), component.component);
  if (upstream === undefined)
    throw new Error(`${component.file}: ${component.from!.pkg} has no src/theme/${component.component}`);
  const ours = readFileSync(path.join(SITE, component.file), 'utf8');
  return changesAgainst(await formatLikeSite(upstream), await formatLikeSite(ours));
}

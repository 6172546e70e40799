/**
 * The house drawn from its imports: every import between the repository's own files, the layer
 * each file belongs to (ARCHITECTURE.md), the imports that run from a lower layer up to a higher one,
 * and the cycles. tests/import-graph.test.ts keeps the house straight;
 * `node --import tsx scripts/lib/importGraph.ts` prints it.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

export const SITE = path.resolve(__dirname, '..', '..');

/**
 * The layers, lowest first: a file may import from its own layer and the ones below it, never
 * from one above. Matched by the first folder (or file) of its path.
 */
export const LAYERS: {name: string; holds: string; paths: string[]}[] = [
  {name: 'shared', holds: 'pure helpers everyone may import', paths: ['lib/']},
  {name: 'config', holds: 'what a community edits', paths: ['config/', 'data/']},
  {
    name: 'src',
    holds: "the site in the browser and its server render, and a feature folder's browser part",
    paths: ['src/', 'plugins/search/runtime/', 'plugins/search/theme/', 'plugins/search/client/'],
  },
  {
    name: 'build',
    holds: 'Docusaurus plugins, build machinery and the site config',
    paths: ['plugins/', 'site/', 'docusaurus.config.ts', 'sidebars.ts'],
  },
  {name: 'tools', holds: 'command-line scripts', paths: ['scripts/']},
  {name: 'tests', holds: 'unit and browser tests', paths: ['tests/', 'e2e/', 'playwright.config.ts']},
];

const SOURCE = /\.(tsx?|jsx?|cjs|mjs)$/;
const ROOTS = ['lib', 'config', 'data', 'src', 'plugins', 'site', 'scripts', 'tests', 'e2e'];
const ROOT_FILES = ['docusaurus.config.ts', 'sidebars.ts', 'playwright.config.ts'];

/** The index in LAYERS of a file's layer; -1 for a file in none. */
export function layerOf(file: string): number {
  return LAYERS.findIndex((l) => l.paths.some((p) => (p.endsWith('/') ? file.startsWith(p) : file === p)));
}

/** Every source file of the repository's own code (relative, with forward slashes), sorted. */
export function sourceFiles(site = SITE): string[] {
  const files: string[] = ROOT_FILES.filter((f) => existsSync(path.join(site, f)));
  for (const root of ROOTS) {
    const dir = path.join(site, root);
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir, {recursive: true}) as string[]) {
      const rel = `${root}/${f.split(path.sep).join('/')}`;
      if (SOURCE.test(rel) && !rel.includes('/fixtures/') && !rel.includes('node_modules'))
        if (statSync(path.join(site, rel)).isFile()) files.push(rel);
    }
  }
  return files.sort();
}

/** The module specifiers a file imports (static, dynamic, require, export … from). */
export function specifiers(source: string): string[] {
  const out: string[] = [];
  const patterns = [
    /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]/g,
    /(?:^|[\s;])import\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  // Leave comments out (an example import in a comment is not an import).
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const pattern of patterns) for (const m of code.matchAll(pattern)) out.push(m[1]!);
  return out;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.cjs', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** The repository file a specifier names, or undefined for a package (or a non-source file). */
export function resolveImport(from: string, spec: string, site = SITE): string | undefined {
  let base: string;
  if (spec.startsWith('@site/')) base = spec.slice('@site/'.length);
  else if (spec.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else return undefined;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (
      SOURCE.test(candidate) &&
      existsSync(path.join(site, candidate)) &&
      statSync(path.join(site, candidate)).isFile()
    )
      return candidate;
  }
  return undefined;
}

interface Edge {
  from: string;
  to: string;
}

export function importEdges(site = SITE): Edge[] {
  const edges: Edge[] = [];
  for (const from of sourceFiles(site)) {
    const source = readFileSync(path.join(site, from), 'utf8');
    for (const spec of specifiers(source)) {
      const to = resolveImport(from, spec, site);
      if (to && to !== from) edges.push({from, to});
    }
  }
  return edges;
}

/** Imports from a lower layer up to a higher one (and files in no layer). */
export function backArrows(edges: Edge[]): Edge[] {
  return edges.filter(
    (e) => layerOf(e.from) === -1 || layerOf(e.to) === -1 || layerOf(e.to) > layerOf(e.from),
  );
}

/** The cycles of the file graph: its strongly connected components of more than one file. */
export function cycles(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  const nodes = [...new Set(edges.flatMap((e) => [e.from, e.to]))].sort();
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) out.push(component.sort());
    }
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  return out;
}

if (require.main === module) {
  const edges = importEdges();
  const back = backArrows(edges);
  const name = (f: string) => LAYERS[layerOf(f)]?.name ?? 'no layer';
  console.log(`${edges.length} imports between the repository's files.`);
  console.log(`Back arrows (a lower layer importing a higher one): ${back.length}`);
  for (const e of back) console.log(`  ${e.from} (${name(e.from)}) → ${e.to} (${name(e.to)})`);
  const found = cycles(edges);
  console.log(`Cycles: ${found.length}`);
  for (const c of found) console.log(`  ${c.join(' ↔ ')}`);
}

/** Files whose exports are for their readers, not for other files: what a community edits, and an alias in place of a package file (its exports are the package's). */
const EXPORTS_KEPT = [/^config\//, /^src\/components\/CodeHighlighter\/prism-react-renderer\.ts$/];

const DECLARED_EXPORT =
  /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|function\*?|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;

/**
 * Named exports that no other tracked file (code, Markdown, MDX, fixtures) mentions by name: an
 * `export` with no reader outside its file, or code nobody uses (issue 46). Default exports are
 * not counted: Docusaurus reaches theme components, pages and plugins through them.
 */
export function unusedExports(site = SITE): {file: string; name: string}[] {
  const tracked = execFileSync('git', ['-c', 'core.quotepath=off', 'ls-files', '-z'], {
    cwd: site,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => /\.(tsx?|jsx?|cjs|mjs|mdx?)$/.test(f) && existsSync(path.join(site, f)));
  const words = new Map<string, Set<string>>();
  const users = new Map<string, number>();
  for (const file of tracked) {
    const found = new Set(readFileSync(path.join(site, file), 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? []);
    words.set(file, found);
    for (const word of found) users.set(word, (users.get(word) ?? 0) + 1);
  }
  const unused: {file: string; name: string}[] = [];
  for (const file of tracked) {
    if (!SOURCE.test(file) || EXPORTS_KEPT.some((kept) => kept.test(file))) continue;
    for (const [, name] of readFileSync(path.join(site, file), 'utf8').matchAll(DECLARED_EXPORT))
      if ((users.get(name!) ?? 0) <= 1 && words.get(file)!.has(name!)) unused.push({file, name: name!});
  }
  return unused;
}

/**
 * "Lines against internals": the code an upgrade of Docusaurus has to re-check by hand, counted
 * the same way every time (`npm run bench -- --theme` prints it; src/theme/README.md quotes it).
 *
 * A file counts whole (code, comments, styles) when it is one of:
 * - a theme component of src/theme, wrapped or ejected, with its styles and helpers (the site's
 *   own components at a documented seam — `Site component: …`, i.e. SearchBar — are listed
 *   apart and not counted);
 * - a file under lib/, config/, src/, plugins/ or site/ that reaches into the theme's or core's private parts:
 *   `@theme-original/`, `@theme-init/`, `@docusaurus/theme-common/internal`, a file inside a
 *   package's `lib/` folder, Docusaurus's page template, or React's kept server HTML
 *   (`KEEP_SERVER_HTML`);
 * - a module an alias puts in place of a package's file, the plugin that aliases it, the
 *   machinery of source patches, and code that relies on a package's runtime internals, as the
 *   offline service worker's code on plugin-pwa's listeners (`MACHINERY`);
 * - a client module that replaces a runtime object of Docusaurus (`window.docusaurus`).
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {themeComponents} from './ejected';

export const SITE = path.resolve(__dirname, '..', '..');

/** Markers of a reach into private parts (see the header). */
const INTERNAL_MARKERS: {name: string; pattern: RegExp}[] = [
  {name: 'wraps a theme component', pattern: /from '@theme-(original|init)\//},
  {name: '/internal import', pattern: /@docusaurus\/[\w-]+\/internal\b/},
  {name: "a package's lib/ file", pattern: /@docusaurus\/[\w-]+\/lib\//},
  {name: 'page template', pattern: /ssgTemplate/},
  {name: 'kept server HTML', pattern: /\bKEEP_SERVER_HTML\b/},
  {name: 'replaces window.docusaurus', pattern: /window\.docusaurus\s*=/},
];

/** Files and folders that count whatever they contain: the machinery of aliases and patches. */
export const MACHINERY: {path: string; reason: string}[] = [
  {path: 'plugins/lazy-prism.ts', reason: 'aliases package files'},
  {path: 'plugins/lazy-prism-client-module.js', reason: 'alias in place of a package file'},
  // The two modules the alias puts in place of prism-react-renderer, and the port of the package
  // they are made of (re-checked against the package by tests/code-languages.test.ts). The rest of
  // the folder is the site's own: the registry a page with code registers its highlighter in, and
  // the set of prismjs grammars the site loads.
  {path: 'src/components/CodeHighlighter/highlight.client.ts', reason: 'alias in place of a package file'},
  {path: 'src/components/CodeHighlighter/highlight.server.ts', reason: 'alias in place of a package file'},
  {path: 'src/components/CodeHighlighter/prism-react-renderer.ts', reason: 'port of the aliased package'},
  {path: 'plugins/prism-theme-css.ts', reason: 'the code colours the CodeBlock eject relies on'},
  {path: 'plugins/theme-patches.ts', reason: 'source patches'},
  {path: 'plugins/patch-loader.cjs', reason: 'source patches'},
  {path: 'plugins/lib/packageFile.ts', reason: "resolves a package's lib/ file"},
  {
    path: 'plugins/offline/sw-runtime.js',
    reason: "relies on plugin-pwa's service worker (takes its fetch listener aside)",
  },
];

const CODE = /\.(tsx?|jsx?|cjs|mjs|css)$/;

function filesUnder(rel: string): string[] {
  const abs = path.join(SITE, rel);
  if (!statSync(abs, {throwIfNoEntry: false})) return [];
  if (statSync(abs).isFile()) return [rel];
  return (readdirSync(abs, {recursive: true}) as string[])
    .map((f) => path.posix.join(rel, f.split(path.sep).join('/')))
    .filter((f) => CODE.test(f) && statSync(path.join(SITE, f)).isFile())
    .sort();
}

const lineCount = (file: string): number => {
  const text = readFileSync(path.join(SITE, file), 'utf8');
  return text === '' ? 0 : text.replace(/\n$/, '').split('\n').length;
};

interface InternalsFile {
  file: string;
  lines: number;
  /** Why it counts. */
  reason: string;
}

interface InternalsCount {
  files: InternalsFile[];
  total: number;
  /** Theme components the site provides at a documented seam (not in `total`). */
  siteComponents: InternalsFile[];
  /** Every `@docusaurus/…/internal` import: file and imported path. */
  internalImports: {file: string; module: string}[];
}

export function countInternals(): InternalsCount {
  const siteDirs = themeComponents()
    .filter((c) => c.kind === 'site')
    .map((c) => path.posix.dirname(c.file) + '/');
  const counted = new Map<string, InternalsFile>();
  const siteComponents: InternalsFile[] = [];
  for (const file of filesUnder('src/theme')) {
    const entry = {file, lines: lineCount(file), reason: 'theme component (src/theme)'};
    if (siteDirs.some((d) => file.startsWith(d))) siteComponents.push(entry);
    else counted.set(file, entry);
  }
  for (const {path: target, reason} of MACHINERY)
    for (const file of filesUnder(target)) counted.set(file, {file, lines: lineCount(file), reason});
  const internalImports: {file: string; module: string}[] = [];
  for (const dir of ['lib', 'config', 'src', 'plugins', 'site']) {
    for (const file of filesUnder(dir)) {
      if (/\.css$/.test(file) || siteDirs.some((d) => file.startsWith(d))) continue;
      const source = readFileSync(path.join(SITE, file), 'utf8');
      for (const m of source.matchAll(/from '(@docusaurus\/[\w-]+\/internal)'/g))
        internalImports.push({file, module: m[1]!});
      if (counted.has(file)) continue;
      const hit = INTERNAL_MARKERS.find((m) => m.pattern.test(source));
      if (hit) counted.set(file, {file, lines: lineCount(file), reason: hit.name});
    }
  }
  const files = [...counted.values()].sort((a, b) => (a.file < b.file ? -1 : 1));
  return {files, total: files.reduce((s, f) => s + f.lines, 0), siteComponents, internalImports};
}

export function printInternals(count: InternalsCount): void {
  console.log('\nLines against internals (scripts/lib/internals.ts):');
  for (const f of count.files) console.log(`  ${String(f.lines).padStart(5)}  ${f.file}  (${f.reason})`);
  console.log(`  ${String(count.total).padStart(5)}  total`);
  const site = count.siteComponents.reduce((s, f) => s + f.lines, 0);
  console.log(
    `  (not counted: site components at a documented seam, ${site} lines: ${count.siteComponents.map((f) => f.file).join(', ')})`,
  );
  console.log(`/internal imports: ${count.internalImports.length}`);
  for (const i of count.internalImports) console.log(`  ${i.file}: ${i.module}`);
}

if (require.main === module) printInternals(countInternals());

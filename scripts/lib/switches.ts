/**
 * Every place the site reaches into Docusaurus's (or React's) internals — what the register's
 * "lines against internals" count (scripts/lib/internals.ts) — as a switch that takes it out of a
 * copy of the site. The Docusaurus upgrade recipe (src/theme/README.md) starts with all of them off:
 * `npm run bench -- --all-off` builds such a copy and loads every route (scripts/lib/allOffBench.ts);
 * `--keep id,…` leaves some on, to switch them back one at a time after an upgrade.
 * tests/switches.test.ts checks that every counted file belongs to a switch and that every switch
 * still applies to the site as it is.
 */
import {readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {themeComponents} from './ejected';

export interface Switch {
  /** What `--keep` names. */
  id: string;
  /** What switching it off gives up, in the register's words. */
  what: string;
  /** Files (or folders) of the site whose reach it takes out. */
  files: string[];
  /** Takes it out of the copy of the site at `site`. */
  off(site: string): void;
  /** Switches that must stay on while this one is (what it wraps or relies on). */
  needs?: string[];
}

/** Replaces `search` (exactly as found) in a file of the copy, or fails naming the file. */
export function edit(site: string, file: string, search: string | RegExp, replace: string): void {
  const full = path.join(site, file);
  const source = readFileSync(full, 'utf8');
  const next = source.replace(search, replace);
  if (next === source) throw new Error(`${file} no longer contains ${String(search)}`);
  writeFileSync(full, next);
}

/** A plugin or client module of docusaurus.config.ts, its line taken out. */
const configLine = (entry: string) => (site: string) => {
  const file = path.join(site, 'docusaurus.config.ts');
  const lines = readFileSync(file, 'utf8').split('\n');
  const kept = lines.filter((line) => line.trim().replace(/,$/, '') !== entry);
  if (kept.length === lines.length) throw new Error(`docusaurus.config.ts no longer has the line ${entry}`);
  writeFileSync(file, kept.join('\n'));
};

/** The files of a component folder of src/theme, not its sub-components' folders. */
function componentFiles(site: string, folder: string): string[] {
  const dir = path.join(site, folder);
  return readdirSync(dir)
    .map((name) => path.join(folder, name))
    .filter((file) => statSync(path.join(site, file)).isFile());
}

export function switches(): Switch[] {
  const theme = themeComponents()
    .filter((c) => c.kind !== 'site')
    .map((c): Switch => {
      const folder = path.posix.dirname(c.file);
      return {
        id: `theme/${c.component}`,
        what: `the ${c.kind} component ${folder}`,
        files: [folder],
        off: (site) => {
          for (const file of componentFiles(site, folder)) rmSync(path.join(site, file));
        },
        // The popup's wrapper wraps @docusaurus/plugin-pwa's component, which the offline switch removes.
        ...(c.component === 'PwaReloadPopup' ? {needs: ['offline']} : {}),
      };
    });
  return [
    ...theme,
    {
      id: 'theme-patches',
      what: 'the source patches of plugins/theme-patches.ts (dates without Intl, code lines as <span>)',
      files: ['plugins/theme-patches.ts', 'plugins/patch-loader.cjs'],
      off: configLine("'./plugins/theme-patches.ts'"),
    },
    {
      id: 'lazy-prism',
      what: 'Prism out of the main bundle (the aliases of plugins/lazy-prism.ts)',
      files: [
        'plugins/lazy-prism.ts',
        'plugins/lazy-prism-client-module.js',
        'src/components/CodeHighlighter/highlight.client.ts',
        'src/components/CodeHighlighter/highlight.server.ts',
        'src/components/CodeHighlighter/prism-react-renderer.ts',
        'plugins/lib/packageFile.ts',
      ],
      off: configLine("'./plugins/lazy-prism.ts'"),
    },
    {
      id: 'prism-theme-css',
      what: "code colours as CSS for the CodeBlock eject (without it, the theme's inline colours)",
      files: ['plugins/prism-theme-css.ts'],
      off: configLine("'./plugins/prism-theme-css.ts'"),
    },
    {
      id: 'idle-prefetch',
      what: 'prefetch in idle time within a byte budget (window.docusaurus.prefetch replaced)',
      files: ['src/clientModules/idlePrefetch.ts'],
      off: configLine("'./src/clientModules/idlePrefetch.ts'"),
    },
    {
      id: 'offline',
      what: "offline reading (plugin-pwa's service worker and its registration)",
      files: ['plugins/offline/sw-runtime.js', 'plugins/offline/register.ts'],
      off: configLine('...offlinePlugins(__dirname)'),
    },
    {
      id: 'diagram-kept-svg',
      what: "a diagram's SVG kept from the HTML through hydration (off: each mode an <img> of its file)",
      files: ['src/components/Diagram/Svg.tsx', 'src/lib/keepServerHtml.ts'],
      off: (site) =>
        edit(
          site,
          'src/components/Diagram/Svg.tsx',
          /\n {2}return \(\n {4}<div\n {6}ref=\{box\}[\s\S]*?\n {2}\);\n/,
          '\n  return <img src={svg.url} className={className} alt="" />;\n',
        ),
    },
  ];
}

/** Switches every unit off in the copy at `site`, except those `keep` names; what each took out. */
export function switchOff(site: string, keep: readonly string[] = []): string[] {
  const all = switches();
  const unknown = keep.filter((id) => !all.some((s) => s.id === id));
  if (unknown.length)
    throw new Error(`unknown switch(es): ${unknown.join(', ')}; known: ${all.map((s) => s.id).join(', ')}`);
  for (const s of all.filter((s) => keep.includes(s.id)))
    for (const need of s.needs ?? [])
      if (!keep.includes(need)) throw new Error(`switch ${s.id} needs ${need}: keep both on`);
  const off = all.filter((s) => !keep.includes(s.id));
  for (const s of off) s.off(site);
  return off.map((s) => s.id);
}

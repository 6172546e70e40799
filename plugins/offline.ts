/**
 * Offline reading (config/community.ts, `offline`), with @docusaurus/plugin-pwa and its
 * documented options only (`offlinePlugins` below lists both plugins in docusaurus.config.ts):
 *
 * - installable: build/manifest.json of each locale (start_url and scope its base URL) and icons
 *   drawn from static/img/logo.svg at build time (img/pwa/);
 * - once registered, the service worker keeps the newcomer path (newcomerPages(): the home page
 *   and every page of src/lib/newcomer.ts's paths, with the files those pages load), not the
 *   whole site: workbox's `manifestTransforms` (`injectManifestConfig`) cuts the plugin's list;
 *   pages the reader opens are kept as they go (`swCustom`, plugins/offline/sw-runtime.js);
 * - registered after the page has loaded, when the browser is idle, not at a reader's first visit
 *   and not for a reader who saves data, but at a later visit, in the installed app or when the
 *   reader asks (`swRegister`, plugins/offline/register.ts; src/lib/offline.ts decides);
 * - a new deployment: the new service worker waits and the plugin's popup says "new version
 *   available" with a reload button (i18n/<locale>/code.json, theme.PwaReloadPopup.*), in a live
 *   region (src/theme/PwaReloadPopup);
 * - no service worker on a development server: both plugins are off unless NODE_ENV is production.
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import community from '../config/community';
import {localize} from '../src/lib/localized';
import {newcomerPaths, ROUTES} from '../src/lib/newcomer';
import {palettePng} from './lib/cardText';
import {Resvg} from '@resvg/resvg-js';

const THEME_COLOR = '#2e7d32';
export const ICON_DIR = 'img/pwa';
export const ICONS = [
  {file: 'icon-192.png', size: 192, purpose: 'any'},
  {file: 'icon-512.png', size: 512, purpose: 'any'},
  {file: 'icon-maskable-512.png', size: 512, purpose: 'maskable'},
  {file: 'apple-touch-icon.png', size: 180, purpose: 'apple'},
] as const;

/**
 * Chunks the kept pages load only on a reader's action (a webpackChunkName in their import): kept
 * with the pages, so that the action works offline too. `zoom-dialog`: a tap on a picture or a
 * diagram (src/components/Zoom/zoom.ts); `search-client`: the search box's engine, fetched when
 * the page is idle or at the first touch of the box (plugins/search/theme); `sw-register`: the
 * registration a later visit runs on every page (plugins/offline/register.ts).
 */
const LAZY_CHUNKS = ['zoom-dialog', 'search-client', 'sw-register'];

/** Whether a build file is one of LAZY_CHUNKS' scripts or styles (`assets/js/zoom-dialog.1a2b3c4d.js`). */
const isLazyChunk = (file: string): boolean =>
  LAZY_CHUNKS.some((name) => new RegExp(`^assets/(?:js|css)/${name}\\.[0-9a-f]+\\.(?:js|css)$`).test(file));

/**
 * Whether a built script is workbox-window, which the registration (plugins/offline/register.ts,
 * through plugin-pwa's registerSw.js) imports after every later visit's load: kept, so that a page
 * opened offline does not fail to fetch it. Found by the library's own marker, as the plugin's
 * import names no chunk.
 */
const isWorkboxWindow = (source: string): boolean => source.includes('self["workbox:window:');

/** Settings of plugins/offline/sw-runtime.js. */
const RUNTIME = {maxPages: 60, maxAssets: 300, maxSearch: 200, networkTimeoutMs: 4000};

export const offlineEnabled = (): boolean => community.offline?.enabled ?? true;

/** Routes the service worker keeps: the home page, the newcomer paths' pages, the rules, the FAQ and where to get help. */
export function newcomerPages(): string[] {
  const routes = new Set<string>(['/', ROUTES.intro, ROUTES.start]);
  for (const p of newcomerPaths(community)) {
    for (const step of p.steps) {
      routes.add(step.page);
      if (step.also) routes.add(step.also.page);
    }
  }
  routes.add(ROUTES.cannotJoin);
  routes.add(ROUTES.help);
  // The pages the path tells a newcomer to read before joining.
  routes.add(ROUTES.rules);
  routes.add(ROUTES.faq);
  return [...routes];
}

/** The built file of a route (`/docs/x` → docs/x/index.html or docs/x.html), relative to outDir. */
function routeFile(outDir: string, route: string): string | null {
  const rel = route.replace(/^\//, '').replace(/\/$/, '');
  const candidates = rel ? [`${rel}/index.html`, `${rel}.html`] : ['index.html'];
  return candidates.find((file) => existsSync(path.join(outDir, file))) ?? null;
}

/**
 * Files a built page loads (scripts, styles, preloads, images and the other drawings of each
 * picture), relative to outDir, and the files
 * its diagrams are fetched from after a client-side navigation (`data-src` of each drawing,
 * src/components/Diagram).
 */
export function pageFiles(html: string, baseUrl: string): string[] {
  const found = new Set<string>();
  const add = (url: string) => {
    url = url.replace(/\/$/, '');
    if (url.startsWith(baseUrl) && !url.startsWith('//'))
      found.add(decodeURI(url.slice(baseUrl.length).split(/[?#]/)[0]!));
  };
  for (const [, tag] of html.matchAll(/<(?:script|link|img|source)\b([^>]*)>/g)) {
    if (/\brel="?(?:alternate|canonical|prev|next|manifest|search)\b/.test(tag!)) continue;
    for (const [, quoted, bare] of tag!.matchAll(/\b(?:src|href)=(?:"([^"]*)"|([^\s"'>]+))/g))
      add((quoted ?? bare)!);
    // A picture's other drawings (the phone's crop, the other colour mode): srcset's addresses.
    for (const [, quoted, bare] of tag!.matchAll(/\bsrcset=(?:"([^"]*)"|([^\s"'>]+))/g))
      for (const candidate of (quoted ?? bare)!.split(','))
        if (candidate.trim()) add(candidate.trim().split(/\s+/)[0]!);
  }
  for (const [, quoted, bare] of html.matchAll(/<div\b[^>]*\sdata-src=(?:"([^"]*)"|([^\s"'>]+))/g))
    add((quoted ?? bare)!);
  return [...found];
}

interface ClientManifest {
  origins: Record<string, string[]>;
  assets: Record<string, Record<string, {file: string}[]>>;
}

/**
 * The script chunks a route's components load when the page starts (Docusaurus's
 * routesChunkNames.json names them; the client manifest lists each chunk's files and the chunks
 * it needs), so that a kept page also starts its scripts offline, not only shows its HTML.
 */
function routeChunkFiles(generatedDir: string, routes: string[], baseUrl: string): string[] {
  const namesFile = path.join(generatedDir, 'routesChunkNames.json');
  const manifestFile = path.join(generatedDir, 'client-manifest.json');
  if (!existsSync(namesFile) || !existsSync(manifestFile)) return [];
  const chunkNames = JSON.parse(readFileSync(namesFile, 'utf8')) as Record<string, unknown>;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest;
  const strip = (p: string) => p.replace(/\/$/, '');
  const wanted = new Set(routes.map((r) => strip(`${baseUrl}${r.replace(/^\//, '')}`)));
  const names = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') names.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  // A doc's route is nested in the docs plugin's (the docs root, the version, the sidebar: keys that
  // strip to `/docs`), whose components and data the page needs as much as its own.
  const parentOf = (key: string) => key !== '' && [...wanted].some((route) => route.startsWith(`${key}/`));
  for (const [key, value] of Object.entries(chunkNames)) {
    const route = strip(key.replace(/-[0-9a-f]{3}$/, ''));
    if (wanted.has(route) || parentOf(route)) collect(value);
  }
  // `origins` lists, by chunk name, the chunks a route chunk needs (its own among them); `assets`
  // gives each chunk's files by chunk id.
  const files = new Set<string>();
  const addChunk = (id: string) => {
    for (const asset of Object.values(manifest.assets[id] ?? {}).flat()) files.add(asset.file);
  };
  for (const name of names) for (const id of manifest.origins[name] ?? [name]) addChunk(id);
  // A chunk named only by its file (no origins entry): the files whose name is the chunk name.
  for (const [id, kinds] of Object.entries(manifest.assets))
    if (
      Object.values(kinds)
        .flat()
        .some((a) => names.has(path.basename(a.file).split('.')[0]!))
    )
      addChunk(id);
  return [...files];
}

interface ManifestEntry {
  url: string;
  size: number;
  revision: string | null;
}

/** Keeps of workbox's list the newcomer pages and the files they load. */
export function precacheFilter(outDir: string, baseUrl: string, routes: string[], generatedDir: string) {
  return (entries: ManifestEntry[]) => {
    const wanted = new Set<string>();
    const missing: string[] = [];
    for (const route of routes) {
      const file = routeFile(outDir, route);
      if (!file) {
        missing.push(route);
        continue;
      }
      wanted.add(file);
      for (const f of pageFiles(readFileSync(path.join(outDir, file), 'utf8'), baseUrl)) wanted.add(f);
    }
    for (const f of routeChunkFiles(generatedDir, routes, baseUrl)) wanted.add(f);
    if (missing.length)
      throw new Error(`offline: no built page for ${missing.join(', ')} (src/lib/newcomer.ts ROUTES)`);
    const jsDir = path.join(outDir, 'assets/js');
    if (existsSync(jsDir))
      for (const file of readdirSync(jsDir))
        if (file.endsWith('.js') && isWorkboxWindow(readFileSync(path.join(jsDir, file), 'utf8')))
          wanted.add(`assets/js/${file}`);
    const manifest = entries.filter((e) => wanted.has(e.url) || isLazyChunk(e.url));
    const bytes = manifest.reduce((sum, e) => sum + e.size, 0);
    console.log(
      `[offline] precache: ${manifest.length} files, ${Math.round(bytes / 1024)} KiB (${routes.length} pages)`,
    );
    return {manifest, warnings: []};
  };
}

/** The web app manifest of a locale. */
export function webManifest(locale: string, baseUrl: string, htmlLang: string): Record<string, unknown> {
  return {
    name: localize(community.siteTitle, locale),
    short_name: localize(community.serverName, locale),
    description: localize(community.tagline, locale),
    lang: htmlLang,
    dir: 'ltr',
    start_url: baseUrl,
    scope: baseUrl,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: ICONS.filter((i) => i.purpose !== 'apple').map((i) => ({
      src: `${baseUrl}${ICON_DIR}/${i.file}`,
      sizes: `${i.size}x${i.size}`,
      type: 'image/png',
      purpose: i.purpose,
    })),
  };
}

/** An icon from the logo: on white (any, apple) or on the theme colour inside the safe zone (maskable). */
export function iconPng(logoSvg: string, size: number, purpose: string): Buffer {
  const data = Buffer.from(logoSvg).toString('base64');
  const logo = purpose === 'maskable' ? size * 0.6 : purpose === 'apple' ? size * 0.8 : size;
  const offset = (size - logo) / 2;
  const background = purpose === 'maskable' ? THEME_COLOR : '#ffffff';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${background}"/><image x="${offset}" y="${offset}" width="${logo}" height="${logo}" href="data:image/svg+xml;base64,${data}"/></svg>`;
  const image = new Resvg(svg, {font: {loadSystemFonts: false}}).render();
  return palettePng(image.width, image.height, image.pixels);
}

/** What only the build of a locale knows, filled in when Docusaurus creates the plugin. */
interface LocaleBuild {
  outDir: string;
  baseUrl: string;
  generatedDir: string;
}

/**
 * The plugins of offline reading, for `plugins` in docusaurus.config.ts (none when `offline` is
 * off): @docusaurus/plugin-pwa with its documented options, and the site's own plugin (below)
 * that draws the manifest and icons, writes the service worker's `swCustom` module and tells the
 * precache filter which build it filters. docusaurus.config.ts calls this once per locale.
 */
export function offlinePlugins(siteDir: string): PluginConfig[] {
  if (!offlineEnabled()) return [];
  let build: LocaleBuild | undefined;
  // In Docusaurus's folder of generated files (git ignores it), written by the site's plugin.
  const swCustom = path.join(siteDir, '.docusaurus', 'offline', 'sw-custom.js');
  const pwaOptions: Partial<PwaOptions> = {
    // Every reader: a player on a phone beside the PC they set up has not installed anything.
    offlineModeActivationStrategies: ['always'],
    pwaHead: [
      {tagName: 'link', rel: 'manifest', href: 'manifest.json'},
      {tagName: 'link', rel: 'apple-touch-icon', href: `${ICON_DIR}/apple-touch-icon.png`},
    ],
    swCustom,
    // After the page has loaded, when the browser is idle, and not for a reader saving data.
    swRegister: path.join(siteDir, 'plugins/offline/register.ts'),
    // workbox-build's injectManifest options; the plugin sets swSrc, swDest and the globs itself.
    injectManifestConfig: {
      manifestTransforms: [
        (entries: ManifestEntry[]) => {
          if (!build) throw new Error('offline: the precache filter ran before the offline plugin');
          return precacheFilter(build.outDir, build.baseUrl, newcomerPages(), build.generatedDir)(entries);
        },
      ],
    } as unknown as PwaOptions['injectManifestConfig'],
  };
  const sitePlugin = (context: LoadContext): Plugin | null => {
    // As plugin-pwa: no service worker on a development server.
    if (process.env.NODE_ENV !== 'production') return null;
    build = {outDir: context.outDir, baseUrl: context.baseUrl, generatedDir: context.generatedFilesDir};
    return offlineSitePlugin(context, swCustom);
  };
  return [sitePlugin, ['@docusaurus/plugin-pwa', pwaOptions]];
}

/** The base URL of every locale but the default one (`/en/`): each has a service worker of its own. */
export const otherLocaleBases = (i18n: LoadContext['i18n']): string[] =>
  i18n.locales.filter((l) => l !== i18n.defaultLocale).map((l) => i18n.localeConfigs[l]!.baseUrl);

function offlineSitePlugin(context: LoadContext, swCustom: string): Plugin {
  const {baseUrl, outDir, i18n, siteDir} = context;
  const locale = i18n.currentLocale;
  return {
    name: 'offline',
    async loadContent() {
      // The same module for every locale: the default locale's service worker (scope /) leaves
      // the other locales' paths (/en/) to their own (plugins/offline/sw-runtime.js).
      mkdirSync(path.dirname(swCustom), {recursive: true});
      const runtime = path.join(siteDir, 'plugins/offline/sw-runtime.js');
      const settings = {...RUNTIME, localeBases: otherLocaleBases(i18n)};
      writeFileSync(
        swCustom,
        `import install from ${JSON.stringify(runtime)};\nexport default (params) => install(params, ${JSON.stringify(settings)});\n`,
      );
    },
    async postBuild() {
      const logo = readFileSync(path.join(siteDir, 'static/img/logo.svg'), 'utf8');
      mkdirSync(path.join(outDir, ICON_DIR), {recursive: true});
      for (const icon of ICONS)
        writeFileSync(path.join(outDir, ICON_DIR, icon.file), iconPng(logo, icon.size, icon.purpose));
      const htmlLang = i18n.localeConfigs[locale]?.htmlLang ?? locale;
      writeFileSync(
        path.join(outDir, 'manifest.json'),
        JSON.stringify(webManifest(locale, baseUrl, htmlLang), null, 2),
      );
    },
  };
}

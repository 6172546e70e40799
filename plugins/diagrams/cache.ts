/**
 * The committed cache of Mermaid diagrams drawn ahead of time (diagram-cache/), shared by the
 * script that draws them (scripts/diagrams.ts, needs Chromium), the build step that puts them in
 * the pages (plugins/diagrams/remark.ts, no browser) and the unit test that checks the cache is
 * current.
 *
 * A diagram's key is a hash of its source text, the site's Mermaid settings (site/theme.ts),
 * the installed Mermaid version and the drawing rules below: change any of them and the diagram
 * must be drawn again. Each key has SVG files named <key>.<drawing>.<mode>.svg, where the
 * drawing is `main` (as written) or `narrow` (for narrow columns, only when it is narrower) and
 * the mode is `light` or `dark`. The narrow drawing is the author's (a ```mermaid narrow fence
 * right after the diagram: src/lib/diagrams.ts) or, without one, the diagram itself drawn top to
 * bottom with shorter lines and tighter spacing.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import themeConfig from '../../site/theme';
import {mermaidBlocks, type DiagramVariant} from '../../src/lib/diagrams';
import {assertSafeSvg} from '../lib/svgSafety';

export const CACHE_DIR = 'diagram-cache';
export const REGENERATE_COMMAND = 'npm run diagrams';

/** Markdown folders of the docs, blog and pages plugins, in both languages. */
export const CONTENT_DIRS = [
  'docs',
  'blog',
  'src/pages',
  'i18n/en/docusaurus-plugin-content-docs',
  'i18n/en/docusaurus-plugin-content-blog',
  'i18n/en/docusaurus-plugin-content-pages',
];

/**
 * Drawing rules of scripts/diagrams.ts that change its output besides the Mermaid settings: the
 * narrow drawing has its boxes closer together (`flowchart`, `sequence`: Mermaid's settings); made
 * from the diagram (no author's narrow drawing), it is a flowchart top to bottom with its labels
 * wrapped sooner (`wrappingWidth`, px), or a sequence diagram with its messages wrapped. Bump `format` when the script's processing of Mermaid's output
 * changes.
 */
export const DRAWING = {
  format: 3,
  narrow: {
    direction: 'TB',
    wrappingWidth: 100,
    flowchart: {nodeSpacing: 20, rankSpacing: 30, padding: 8},
    // A sequence diagram made narrow: narrower participants closer together, messages wrapped.
    sequence: {width: 90, actorMargin: 12, diagramMarginX: 4, boxMargin: 6, noteMargin: 6, wrap: true},
  },
} as const;

export type Drawing = 'main' | 'narrow';
export type Mode = 'light' | 'dark';
export const MODES: Mode[] = ['light', 'dark'];

/** The installed Mermaid (a dependency of @docusaurus/theme-mermaid), relative to the site. */
export function mermaidPackage(siteDir: string): {version: string; script: string} {
  const pkg = require.resolve('mermaid/package.json', {paths: [siteDir]});
  const {version} = JSON.parse(readFileSync(pkg, 'utf8')) as {version: string};
  return {version, script: path.join(path.dirname(pkg), 'dist/mermaid.min.js')};
}

/** Everything besides the source that a drawing depends on. */
export function drawingSettings(siteDir: string) {
  const {mermaid} = themeConfig();
  return {mermaid: mermaidPackage(siteDir).version, theme: mermaid.theme, options: mermaid.options, DRAWING};
}
export type DrawingSettings = ReturnType<typeof drawingSettings>;

/** The diagram's source as remark gives it, without the whitespace around it. */
export function normalizeSource(source: string): string {
  return source.replace(/\r\n?/g, '\n').trim();
}

/** The key of a diagram: of its source, the narrow drawing its author wrote (if any) and the settings. */
export function diagramKey(source: string, settings: DrawingSettings, narrow?: string): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        source: normalizeSource(source),
        narrow: narrow === undefined ? undefined : normalizeSource(narrow),
        settings,
      }),
    )
    .digest('hex')
    .slice(0, 16);
}

/** The id of one cached SVG (its CSS and markers are scoped to it). */
export function svgId(key: string, drawing: Drawing, mode: Mode): string {
  return `diagram-${key}-${drawing}-${mode}`;
}

export function svgFile(key: string, drawing: Drawing, mode: Mode): string {
  return `${key}.${drawing}.${mode}.svg`;
}

export type FoundDiagram = {
  file: string;
  line: number;
  source: string;
  narrow?: {source: string; line: number};
};

/** The key of a diagram found in the content. */
export const keyOf = (found: Pick<FoundDiagram, 'source' | 'narrow'>, settings: DrawingSettings): string =>
  diagramKey(found.source, settings, found.narrow?.source);

/** Every Mermaid fence of the site's Markdown, with its file (relative to the site) and line. */
export function contentDiagrams(siteDir: string): FoundDiagram[] {
  return CONTENT_DIRS.filter((dir) => existsSync(path.join(siteDir, dir))).flatMap((dir) =>
    (readdirSync(path.join(siteDir, dir), {recursive: true}) as string[])
      .filter((f) => /\.mdx?$/.test(f))
      .sort()
      .flatMap((f) => {
        const file = path.join(dir, f);
        return mermaidBlocks(readFileSync(path.join(siteDir, file), 'utf8')).map((fence) => ({
          file,
          ...fence,
        }));
      }),
  );
}

/**
 * The Mermaid source of every diagram of the content, by key: the value of the data-diagram
 * attribute of its figure in the built page (src/components/Diagram).
 */
export function diagramSources(siteDir: string): Record<string, string> {
  const settings = drawingSettings(siteDir);
  return Object.fromEntries(
    contentDiagrams(siteDir).map((d) => [keyOf(d, settings), normalizeSource(d.source)]),
  );
}

/** Size and font size that scripts/diagrams.ts writes on each SVG's root element. */
export function svgSize(svg: string): {width: number; height: number; fontSize: number} {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const attr = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)"`).exec(root)?.[1]);
  const size = {width: attr('width'), height: attr('height'), fontSize: attr('data-font-size')};
  if (!(size.width > 0 && size.height > 0 && size.fontSize > 0))
    throw new Error('no width, height or font size');
  return size;
}

type CachedDiagram = {main: DiagramVariant; narrow?: DiagramVariant};

/**
 * The cached drawings of a key in the cache folder, or undefined when it has none. Throws, naming
 * the file, when a drawing has active content (scripts, event handlers, javascript: URLs,
 * foreignObject: plugins/lib/svgSafety.ts): the page puts these SVGs in as markup.
 */
export function readCached(cacheDir: string, key: string): CachedDiagram | undefined {
  const read = (drawing: Drawing): DiagramVariant | undefined => {
    const files = MODES.map((mode) => path.join(cacheDir, svgFile(key, drawing, mode)));
    if (!files.every((f) => existsSync(f))) return undefined;
    const [light, dark] = files.map((f) => {
      const svg = readFileSync(f, 'utf8').trim();
      assertSafeSvg(svg, path.relative(process.cwd(), f) || f);
      return svg;
    }) as [string, string];
    return {light, dark, ...svgSize(light)};
  };
  const main = read('main');
  return main && {main, narrow: read('narrow')};
}

/** The message for a diagram the cache has no current drawing of. */
export function missingMessage(file: string, line: number | undefined, source: string): string {
  const first = normalizeSource(source).split('\n')[0];
  return [
    `${file}${line ? `:${line}` : ''}: the Mermaid diagram "${first}" has no current drawing in ${CACHE_DIR}/`,
    `(it is new or changed, or the Mermaid settings or version changed).`,
    `Run \`${REGENERATE_COMMAND}\` (it draws the diagrams in Chromium) and commit ${CACHE_DIR}/.`,
  ].join(' ');
}

/**
 * Remark plugin: each ```mermaid fence becomes <PrerenderedDiagram> (src/components/Diagram)
 * with the SVGs drawn ahead of time in diagram-cache/ (scripts/diagrams.ts), so the page
 * carries its diagrams as markup in both colour modes and readers never download Mermaid.
 * Each SVG is required through plugins/diagrams/svg-loader.cjs: its markup goes into the
 * page's HTML (the server's bundle) but not into the page's JavaScript, which holds the file's
 * address only (fetched on a client-side navigation).
 *
 * In a production build a fence without a current drawing (one the build could not draw itself:
 * plugins/diagrams/index.ts draws them where Chromium is installed) becomes <LiveDiagram>
 * (src/components/Diagram/Live.tsx), which Mermaid draws in the reader's browser, with a warning
 * naming the file, the line and the command that draws it: a Markdown-only change never fails the
 * build (issue 49). In `npm start` (or with `live: true`) such a fence is left to
 * @docusaurus/theme-mermaid, which draws it in the browser while it is being edited.
 *
 * A ```mermaid narrow fence right after a diagram is that diagram's narrow drawing (for phones,
 * src/lib/diagrams.ts): it goes into the same figure, never on its own; anywhere else it fails
 * the build.
 *
 * It must run before Docusaurus's own Mermaid step (beforeDefaultRemarkPlugins), which turns the
 * fences it finds into <mermaid> elements.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  CACHE_DIR,
  diagramKey,
  drawingSettings,
  missingMessage,
  normalizeSource,
  readCached,
  REGENERATE_COMMAND,
  svgFile,
  type Drawing,
  type DrawingSettings,
} from './cache';
import {mermaidBlocks, NARROW_META, pageDrawings, type DiagramVariant} from '../../src/lib/diagrams';
import {mdxImport, mdxJsxElement, requireDefault} from '../lib/mdxImport';
import {diagramText} from './textAlternative';

export const DIAGRAM_MODULE = '@site/src/components/Diagram';
export const DIAGRAM_COMPONENT = 'PrerenderedDiagram';
const LIVE_MODULE = '@site/src/components/Diagram/Live';
const LIVE_COMPONENT = 'LiveDiagram';

type Node = {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  name?: string;
  position?: {start: {line: number}};
  children?: Node[];
  attributes?: unknown[];
  data?: unknown;
};

export type Options = {
  /** The site folder (Mermaid is installed there; messages name files relative to it). */
  siteDir?: string;
  /** The folder of cached drawings (default: diagram-cache/ in the site folder). */
  cacheDir?: string;
  /** Leave fences without a drawing to the live renderer instead of failing (default: not in production). */
  live?: boolean;
  /** Where the SVGs of a diagram's second copy on a page are written (default .docusaurus/diagram-svgs). */
  svgDir?: string;
  /** How an SVG file becomes `{url, markup?}` in the page (default: svg-loader.cjs). */
  svg?: (file: string) => Estree;
  /** Where the warning for a diagram drawn in the browser goes (default: console.warn). */
  warn?: (message: string) => void;
};

type Estree = Record<string, unknown>;

/** The SVG files' expressions, told apart from the plain values round them. */
const svgExpressions = new WeakMap<object, string>();

/** The request of a drawing's file through plugins/diagrams/svg-loader.cjs (its default: `{url, markup?}`). */
export const diagramSvgRequest = (file: string): string => `!!${require.resolve('./svg-loader.cjs')}!${file}`;

const svgModule = (file: string): Estree => requireDefault(diagramSvgRequest(file));

/** `<PrerenderedDiagram {...props} />` as an MDX JSX node (the SVG files as their modules). */
function diagramElement(props: Record<string, unknown>): Node {
  const given = (v: unknown) =>
    v && typeof v === 'object' && svgExpressions.has(v) ? (v as Estree) : undefined;
  // The attribute's text, for reading: each file by its name.
  const text = (v: unknown) =>
    JSON.stringify(v, (_key, part: unknown) =>
      part && typeof part === 'object' && svgExpressions.has(part) ? {file: svgExpressions.get(part)} : part,
    );
  return mdxJsxElement(DIAGRAM_COMPONENT, props, given, text) as Node;
}

/** `<LiveDiagram source="…" />` as an MDX JSX node. */
function liveElement(source: string): Node {
  return {
    type: 'mdxJsxFlowElement',
    name: LIVE_COMPONENT,
    attributes: [{type: 'mdxJsxAttribute', name: 'source', value: source}],
    children: [],
  };
}

/** The message when a fence has no drawing; names the file, line and command. */
function failure(siteDir: string, filePath: string | undefined, node: Node): Error {
  const file = filePath ? path.relative(siteDir, filePath) : '(unknown file)';
  const source = node.value ?? '';
  let message = missingMessage(file, node.position?.start.line, source);
  // The drawing script finds fences by reading the files; say so if it cannot see this one.
  if (filePath && existsSync(filePath)) {
    const visible = mermaidBlocks(readFileSync(filePath, 'utf8')).some(
      (fence) => normalizeSource(fence.source) === normalizeSource(source),
    );
    if (!visible) {
      message += ` ${REGENERATE_COMMAND} does not find this fence: start it on a line of its own with \`\`\`mermaid.`;
    }
  }
  return new Error(message);
}

export default function remarkDiagrams(options: Options = {}) {
  const siteDir = options.siteDir ?? process.cwd();
  const cacheDir = options.cacheDir ?? path.join(siteDir, CACHE_DIR);
  const svgDir = options.svgDir ?? path.join(siteDir, '.docusaurus', 'diagram-svgs');
  const svg = (file: string): Estree => {
    const expression = (options.svg ?? svgModule)(file);
    svgExpressions.set(expression, path.basename(file));
    return expression;
  };
  let settings: DrawingSettings | undefined;
  return (tree: Node, file: {path?: string}): void => {
    const live = options.live ?? process.env.NODE_ENV !== 'production';
    settings ??= drawingSettings(siteDir);
    const copies = new Map<string, number>();
    let replaced = false;
    let lived = false;
    const isMermaid = (node: Node | undefined) => node?.type === 'code' && node.lang === 'mermaid';
    const isNarrow = (node: Node | undefined) => isMermaid(node) && node!.meta?.trim() === NARROW_META;
    const visit = (parent: Node): void => {
      const children = parent.children ?? [];
      children.forEach((node, i) => {
        if (!isMermaid(node)) {
          visit(node);
          return;
        }
        if (isNarrow(node)) {
          // Not right after a diagram (one right after is taken with it below).
          if (live) return;
          const where = `${file.path ? path.relative(siteDir, file.path) : '(unknown file)'}:${node.position?.start.line ?? '?'}`;
          throw new Error(
            `${where}: a \`\`\`mermaid ${NARROW_META} fence is the narrow drawing of the diagram right before it, but none is there. Put it right after its diagram's fence.`,
          );
        }
        const narrowNode = isNarrow(children[i + 1]) ? children[i + 1] : undefined;
        const key = diagramKey(node.value ?? '', settings!, narrowNode?.value ?? undefined);
        const cached = readCached(cacheDir, key);
        if (!cached) {
          if (live) return;
          // Drawn in the reader's browser instead: a warning, never a failed build.
          (options.warn ?? console.warn)(
            `[diagrams] warning: ${failure(siteDir, file.path, node).message} Until then the page draws it in the reader's browser (Mermaid).`,
          );
          if (narrowNode) children.splice(i + 1, 1);
          children[i] = liveElement(node.value ?? '');
          lived = true;
          return;
        }
        // Its narrow drawing is in the figure: the fence goes.
        if (narrowNode) children.splice(i + 1, 1);
        // The same diagram twice on a page: the second copy's SVG ids (its CSS and arrowheads
        // refer to them) get a suffix so that they stay unique.
        const copy = (copies.get(key) ?? 0) + 1;
        copies.set(key, copy);
        const {main, narrow, wideFromRem} = pageDrawings(cached.main, cached.narrow);
        // The first copy's files are the cache's; a second copy's ids get a suffix, in a file of its own.
        const fileOf = (drawing: Drawing, mode: 'light' | 'dark', markup: string): string => {
          if (copy === 1) return path.join(cacheDir, svgFile(key, drawing, mode));
          const file = path.join(svgDir, svgFile(`${key}-${copy}`, drawing, mode));
          mkdirSync(svgDir, {recursive: true});
          writeFileSync(file, markup.replaceAll(`diagram-${key}-`, `diagram-${key}-${copy}-`));
          return file;
        };
        const files = (drawing: Drawing, variant: DiagramVariant | undefined) =>
          variant && {
            ...variant,
            light: svg(fileOf(drawing, 'light', variant.light)),
            dark: svg(fileOf(drawing, 'dark', variant.dark)),
          };
        // What screen readers read in place of the drawing (a flowchart's outline).
        const text = diagramText(node.value ?? '');
        const props = {main: files('main', main), narrow: files('narrow', narrow), wideFromRem, text};
        children[i] = diagramElement({diagram: key, ...props});
        replaced = true;
      });
    };
    visit(tree);
    if (replaced) tree.children = [mdxImport(DIAGRAM_MODULE, DIAGRAM_COMPONENT), ...(tree.children ?? [])];
    if (lived) tree.children = [mdxImport(LIVE_MODULE, LIVE_COMPONENT), ...(tree.children ?? [])];
  };
}

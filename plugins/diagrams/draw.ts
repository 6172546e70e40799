/**
 * Drawing Mermaid diagrams ahead of time (issue 49: the build draws what is missing where it can):
 * every ```mermaid fence of the docs, blog and pages (both languages) as SVG, in both colour modes,
 * into diagram-cache/. Mermaid measures text in a browser, so this needs Chromium; `npm run
 * diagrams` (scripts/diagrams.ts) and the build's diagrams plugin (plugins/diagrams/index.ts) both
 * call drawDiagrams().
 *
 * A diagram too wide for a phone also gets a narrow drawing: the author's (a ```mermaid narrow
 * fence right after it, drawn with DRAWING.narrow's spacing) or, without one, the diagram made
 * narrow (madeNarrow: a flowchart top to bottom with shorter lines, a sequence diagram with its
 * participants closer and its messages wrapped); it is kept only when it is needed and a fifth
 * narrower at least (an author's that is not fails, naming its line).
 */
import {existsSync, mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {chromiumArgs} from '../lib/chromium';
import {
  CACHE_DIR,
  contentDiagrams,
  DRAWING,
  keyOf,
  drawingSettings,
  mermaidPackage,
  MODES,
  normalizeSource,
  readCached,
  svgFile,
  svgId,
  svgSize,
  type Drawing,
  type DrawingSettings,
  type FoundDiagram,
  type Mode,
} from './cache';
import {WIDE_FIRST_REM, wideFromRem} from '../../src/lib/diagrams';
import {assertSafeSvg} from '../lib/svgSafety';

/** A flowchart's source turned top to bottom; undefined for other diagram types. */
export function topToBottom(source: string): string | undefined {
  const header = /^([ \t]*(?:flowchart|graph)[ \t]+)(TB|TD|BT|LR|RL)\b/m;
  if (!header.test(source)) return undefined;
  return source.replace(
    header,
    (_, keyword: string, dir: string) =>
      keyword + (dir === 'LR' || dir === 'RL' ? DRAWING.narrow.direction : dir),
  );
}

/**
 * The source of the narrow drawing made from a diagram: a flowchart top to bottom, a sequence
 * diagram as it is (drawn with DRAWING.narrow.sequence); undefined for other diagram types.
 */
export function madeNarrow(source: string): string | undefined {
  return topToBottom(source) ?? (/^[ \t]*sequenceDiagram\b/m.test(source) ? source : undefined);
}

/**
 * Path data with straight curves written as lines. Mermaid draws shapes through rough.js, which
 * writes every straight stretch as a cubic curve whose control points lie on it, and a rounded
 * shape (a stadium node) as a hundred such stretches: a line draws the same. Zero-length
 * stretches go. Path data with other commands than absolute M, C, L and Z is left as it is.
 */
export function straightenPath(d: string): string {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  if (tokens.some((t) => /[A-Za-z]/.test(t) && !/^[MCLZ]$/.test(t))) return d;
  const out: string[] = [];
  let x = 0;
  let y = 0;
  let i = 0;
  const take = (n: number) => tokens.slice(i, (i += n)).map(Number);
  // Distance of point (px, py) from the segment's line, or from its start when it has no length.
  const off = (px: number, py: number, ex: number, ey: number) => {
    const len = Math.hypot(ex - x, ey - y);
    return len === 0 ? Math.hypot(px - x, py - y) : Math.abs((ex - x) * (y - py) - (x - px) * (ey - y)) / len;
  };
  let command = '';
  while (i < tokens.length) {
    if (/[A-Za-z]/.test(tokens[i]!)) command = tokens[i++]!;
    if (command === 'Z') {
      out.push('Z');
      continue;
    }
    const n = command === 'C' ? 6 : 2;
    if (i + n > tokens.length || tokens.slice(i, i + n).some((t) => /[A-Za-z]/.test(t))) return d;
    const v = take(n);
    const [ex, ey] = v.slice(-2) as [number, number];
    if (command === 'M') out.push(`M${ex} ${ey}`);
    else if (
      ex === x &&
      ey === y &&
      (command === 'L' || (off(v[0]!, v[1]!, ex, ey) < 0.01 && off(v[2]!, v[3]!, ex, ey) < 0.01))
    ) {
      // a stretch of no length draws nothing
    } else if (command === 'L' || (off(v[0]!, v[1]!, ex, ey) < 0.05 && off(v[2]!, v[3]!, ex, ey) < 0.05)) {
      out.push(`L${ex} ${ey}`);
    } else out.push(`C${v[0]} ${v[1]} ${v[2]} ${v[3]} ${ex} ${ey}`);
    [x, y] = [ex, ey];
  }
  return joinSubpaths(out);
}

/**
 * rough.js strokes each stretch twice, as its own subpath (M a L b M a L b M b L c…): a subpath
 * that repeats the one before it, or that is only a move, goes; one that starts where the one
 * before it ended continues it.
 */
function joinSubpaths(commands: string[]): string {
  const key = (command: string) => command.replace(/-?\d*\.?\d+(?:e-?\d+)?/g, (n) => Number(n).toFixed(1));
  const subpaths: string[][] = [];
  for (const command of commands) {
    if (command.startsWith('M') || subpaths.length === 0) subpaths.push([command]);
    else subpaths.at(-1)!.push(command);
  }
  const kept: string[][] = [];
  let last = '';
  for (const subpath of subpaths) {
    const previous = kept.at(-1);
    if (subpath.length === 1 && subpath[0]!.startsWith('M')) continue;
    const same = subpath.map(key).join();
    if (same === last) continue;
    last = same;
    const end = previous?.at(-1)?.split(/[A-Z]/).pop()?.trim().split(/\s+/).slice(-2).join(' ');
    if (previous && previous.at(-1) !== 'Z' && end && key(subpath[0]!) === key(`M${end}`))
      previous.push(...subpath.slice(1));
    else kept.push(subpath);
  }
  return kept.flat().join('');
}

/**
 * Coordinates in path data, point lists and transforms to a tenth of a pixel. Mermaid writes them
 * with up to 16 digits, and draws rounded shapes (a stadium node) as a hundred curve segments:
 * such a chart's SVG went from 33 to 11 KiB (gzip), unchanged to the eye.
 */
export function roundGeometry(svg: string): string {
  const round = (n: string) => {
    const text = Number(n).toFixed(1).replace(/\.0$/, '');
    return text === '-0' ? '0' : text;
  };
  // Numbers as SVG reads them: "12.258.001" is 12.258 then .001 (Mermaid's sequence-diagram icons
  // are written so). A number that follows another without a separator gets a space, or
  // "12.3" + "0" would read as 12.30.
  const roundNumbers = (value: string) => {
    let out = '';
    let at = 0;
    for (const match of value.matchAll(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi)) {
      out += value.slice(at, match.index);
      const decimals = match[0].split(/e/i)[0]!.split('.')[1]?.length ?? 0;
      const text = decimals >= 2 ? round(match[0]) : match[0];
      if (/[\d.]$/.test(out) && !text.startsWith('-')) out += ' ';
      out += text;
      at = match.index + match[0].length;
    }
    return out + value.slice(at);
  };
  return svg.replace(
    /(\s(?:d|points|transform)=")([^"]*)"/g,
    (_, start: string, value: string) => `${start}${roundNumbers(value)}"`,
  );
}

/**
 * Mermaid's SVG without what draws nothing, since every page carries its drawings twice (markup
 * and the page's script) and a diagram with a narrow drawing has four: the edges' data-points
 * (their geometry again, in base64) and other data- (and name) attributes for Mermaid's own scripts, the
 * markers no line uses, and the style rules (and keyframes) whose classes or elements the
 * drawing does not have. An intro chart's four SVGs went from 22 to 7.5 KiB (gzip), unchanged to
 * the eye.
 */
export function slimSvg(svg: string): string {
  let out = svg
    .replace(/\sdata-(?:points|edge|et|id|look)="[^"]*"/g, '')
    .replace(/\sstyle=";"/g, '')
    // A sequence diagram's actor boxes and lines carry name="…" for Mermaid's scripts: not SVG, and
    // the HTML check rejects it.
    .replace(/(<(?:rect|line)\b[^>]*?)\sname="[^"]*"/g, '$1');
  const used = out;
  out = out.replace(/<marker\b[^>]*\sid="([^"]+)"[\s\S]*?<\/marker>/g, (marker, id: string) =>
    used.includes(`url(#${id})`) ? marker : '',
  );
  const body = out.replace(/<style>[\s\S]*?<\/style>/g, '');
  const classes = new Set([...body.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
  const elements = new Set([...body.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => m[1]!.toLowerCase()));
  // A selector applies only if the drawing has all its classes and element names.
  const applies = (selector: string) => {
    const bare = selector
      // Combinators, as Mermaid's serialised style has them (`text.actor&gt;tspan`: a sequence
      // diagram's participant labels; read as an element "gt", the rule went and the labels were
      // painted in their box's colour).
      .replace(/&gt;|[>+~]/g, ' ')
      .replace(/#[\w-]+/g, ' ')
      .replace(/\[[^\]]*\]/g, ' ')
      .replace(/::?[\w-]+(\([^)]*\))?/g, ' ');
    const names = [...bare.matchAll(/\.([\w-]+)/g)].map((m) => m[1]!);
    const tags = [...bare.replace(/\.[\w-]+/g, ' ').matchAll(/[a-zA-Z][\w-]*/g)].map((m) =>
      m[0].toLowerCase(),
    );
    return names.every((c) => classes.has(c)) && tags.every((t) => elements.has(t));
  };
  return out.replace(/<style>([\s\S]*?)<\/style>/g, (_, css: string) => {
    const rules = css.match(/@keyframes[^{]*\{(?:[^{}]*\{[^}]*\})*\s*\}|[^{}]+\{[^}]*\}/g) ?? [];
    const kept = rules.filter(
      (rule) => !rule.startsWith('@keyframes') && rule.slice(0, rule.indexOf('{')).split(',').some(applies),
    );
    // Keyframes stay where a kept rule animates with them.
    const animations = kept.join('');
    const keyframes = rules.filter((rule) => {
      const name = /^@keyframes\s+([\w-]+)/.exec(rule)?.[1];
      return name !== undefined && new RegExp(`animation[^;}]*\\b${name}\\b`).test(animations);
    });
    return `<style>${[...keyframes, ...kept].join('')}</style>`;
  });
}

/**
 * Mermaid's SVG made to sit in a page: the root gets its size in pixels (width, height, and the
 * font size of its text as data-font-size) instead of width 100% with an inline max-width, so the
 * page sizes it with CSS and reserves its box; "flowchart-v2", Mermaid's internal name for the
 * layout, is not read out to screen readers as the diagram's role; coordinates are rounded.
 */
export function finishSvg(svg: string, id: string): string {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0];
  const viewBox = root && /\sviewBox="([^"]+)"/.exec(root)?.[1]?.trim().split(/\s+/).map(Number);
  const fontSize = new RegExp(`#${id}\\{[^}]*?font-size:([\\d.]+)px`).exec(svg)?.[1];
  if (!root || !viewBox || viewBox.length !== 4 || !fontSize) {
    throw new Error('Mermaid returned an SVG without a viewBox or font size');
  }
  const newRoot = root
    .replace(/\swidth="[^"]*"/, '')
    .replace(/\sheight="[^"]*"/, '')
    .replace(/\sstyle="[^"]*"/, '')
    .replace(/\saria-roledescription="[^"]*"/, '')
    .replace(
      /^<svg/,
      `<svg width="${Math.ceil(viewBox[2]!)}" height="${Math.ceil(viewBox[3]!)}" data-font-size="${Number(fontSize)}"`,
    );
  const straightened = (newRoot + svg.slice(root.length)).replace(
    /(\sd=")([^"]*)"/g,
    (_, start: string, d: string) => `${start}${straightenPath(d)}"`,
  );
  return roundGeometry(slimSvg(straightened));
}

/** How a drawing is laid out: as written, or narrow, made from the diagram or written by its author. */
type Layout = 'main' | 'narrow' | 'authored';
type Render = (source: string, id: string, mode: Mode, layout: Layout) => Promise<string>;

async function browserRenderer(page: Page, settings: DrawingSettings, siteDir: string): Promise<Render> {
  await page.setContent(
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"></head><body></body></html>',
  );
  await page.addScriptTag({path: mermaidPackage(siteDir).script});
  return (source, id, mode, layout) => {
    const options = settings.options as Record<string, unknown> & {flowchart?: object; sequence?: object};
    const {flowchart, sequence, wrappingWidth} = DRAWING.narrow;
    const {wrap, ...spacing} = sequence;
    const config = {
      startOnLoad: false,
      ...options,
      ...(layout !== 'main' && {
        // The author breaks the lines of a narrow drawing of their own.
        flowchart: {...options.flowchart, ...flowchart, ...(layout === 'narrow' && {wrappingWidth})},
        sequence: {...options.sequence, ...spacing, ...(layout === 'narrow' && {wrap})},
      }),
      theme: settings.theme[mode],
    };
    return page.evaluate(
      async ({source, id, config}) => {
        type Mermaid = {
          initialize(config: object): void;
          render(id: string, text: string): Promise<{svg: string}>;
        };
        const mermaid = (window as unknown as {mermaid: Mermaid}).mermaid;
        mermaid.initialize(config);
        return (await mermaid.render(id, source)).svg;
      },
      {source, id, config},
    );
  };
}

async function drawDiagram(
  render: Render,
  key: string,
  found: FoundDiagram,
  settings: DrawingSettings,
  cacheDir: string,
) {
  const source = normalizeSource(found.source);
  const where = `${found.file}:${found.line}`;
  const maxTextSize = (settings.options as {maxTextSize?: number}).maxTextSize;
  if (maxTextSize && source.length > maxTextSize) {
    throw new Error(
      `${where}: the diagram has ${source.length} characters, more than maxTextSize ${maxTextSize}`,
    );
  }
  const drawings: Partial<Record<Drawing, Record<Mode, string>>> = {};
  // The author's narrow drawing, else the diagram made narrow (flowcharts and sequence diagrams).
  const narrowSource = found.narrow ? normalizeSource(found.narrow.source) : madeNarrow(source);
  for (const drawing of ['main', 'narrow'] as const) {
    const text = drawing === 'main' ? source : narrowSource;
    if (text === undefined) continue;
    const svgs = {} as Record<Mode, string>;
    for (const mode of MODES) {
      const id = svgId(key, drawing, mode);
      try {
        svgs[mode] = finishSvg(
          await render(text, id, mode, drawing === 'main' ? 'main' : found.narrow ? 'authored' : 'narrow'),
          id,
        );
      } catch (error) {
        const at = drawing === 'narrow' && found.narrow ? `${found.file}:${found.narrow.line}` : where;
        throw new Error(`${at}: Mermaid cannot draw this diagram: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
    drawings[drawing] = svgs;
  }
  const main = svgSize(drawings.main!.light);
  const narrow = drawings.narrow && svgSize(drawings.narrow.light);
  // The narrow drawing is kept only when the main one is too wide for some columns and it is
  // much narrower (a fifth at least): else it would add its weight to the page for little.
  const needed = (wideFromRem(main) ?? Infinity) > WIDE_FIRST_REM;
  const keepNarrow = narrow && needed && narrow.width <= main.width * 0.8;
  if (found.narrow && !keepNarrow) {
    throw new Error(
      `${found.file}:${found.narrow.line}: this \`\`\`mermaid narrow drawing is not used: ${
        needed
          ? `it is ${narrow!.width} px wide, not a fifth narrower than the diagram above it (${main.width} px)`
          : `the diagram above it (${main.width} px wide) is readable in every column`
      }. Make it narrower (top to bottom, shorter lines) or remove it.`,
    );
  }
  for (const drawing of keepNarrow ? (['main', 'narrow'] as const) : (['main'] as const)) {
    for (const mode of MODES) {
      const file = path.join(cacheDir, svgFile(key, drawing, mode));
      // The build refuses a drawing with active content; refuse to write one in the first place.
      assertSafeSvg(drawings[drawing]![mode], `${where} (${file})`);
      writeFileSync(file, `${drawings[drawing]![mode]}\n`);
    }
  }
  return {main, narrow: keepNarrow ? narrow : undefined};
}

interface DrawOptions {
  /** Draw every diagram again, not only those without a current drawing. */
  force?: boolean;
  /** Delete the drawings no page uses any more (the script does; the build leaves them). */
  removeUnused?: boolean;
  /** The Chromium binary to draw in. */
  chromiumPath: string;
  /** Called for each diagram drawn. */
  log?: (line: string) => void;
  /** Called for a diagram Mermaid cannot draw, which is then skipped (default: throw). */
  onError?: (error: Error) => void;
}

interface DrawResult {
  diagrams: number;
  drawn: number;
  removed: number;
  mermaid: string;
}

/** The keys of the content's diagrams, each with the fences that show it. */
function diagramsByKey(siteDir: string, settings = drawingSettings(siteDir)): Map<string, FoundDiagram[]> {
  const byKey = new Map<string, FoundDiagram[]>();
  for (const found of contentDiagrams(siteDir)) {
    const key = keyOf(found, settings);
    byKey.set(key, [...(byKey.get(key) ?? []), found]);
  }
  return byKey;
}

/** Whether diagram `key` has a current, safe drawing in `cacheDir`. */
function isDrawn(cacheDir: string, key: string): boolean {
  try {
    return Boolean(readCached(cacheDir, key));
  } catch {
    return false; // a drawing with active content (plugins/lib/svgSafety.ts): draw it again
  }
}

/** The content's diagrams without a current drawing, each with the fences that show it. */
export function missingDiagrams(siteDir: string): [string, FoundDiagram[]][] {
  const cacheDir = path.join(siteDir, CACHE_DIR);
  return [...diagramsByKey(siteDir)].filter(([key]) => !isDrawn(cacheDir, key));
}

/** Draws the content's diagrams that lack a current drawing (or all) into diagram-cache/. */
export async function drawDiagrams(siteDir: string, options: DrawOptions): Promise<DrawResult> {
  const settings = drawingSettings(siteDir);
  const cacheDir = path.join(siteDir, CACHE_DIR);
  const byKey = diagramsByKey(siteDir, settings);
  mkdirSync(cacheDir, {recursive: true});
  const toDraw = [...byKey].filter(([key]) => options.force || !isDrawn(cacheDir, key));
  if (toDraw.length > 0) {
    if (!existsSync(options.chromiumPath)) throw new Error(`no Chromium at ${options.chromiumPath}`);
    // Loaded only when there is something to draw: a build without Playwright installed
    // (npm ci --omit=dev) that has every drawing never needs it.
    const {chromium} = await import('@playwright/test');
    const browser = await chromium.launch({executablePath: options.chromiumPath, args: chromiumArgs});
    try {
      const render = await browserRenderer(await browser.newPage(), settings, siteDir);
      for (const [key, [first, ...others]] of toDraw) {
        for (const file of readdirSync(cacheDir).filter((f) => f.startsWith(`${key}.`))) {
          rmSync(path.join(cacheDir, file));
        }
        let drawn: Awaited<ReturnType<typeof drawDiagram>>;
        try {
          drawn = await drawDiagram(render, key, first!, settings, cacheDir);
        } catch (error) {
          if (!options.onError) throw error;
          options.onError(error as Error);
          continue;
        }
        const {main, narrow} = drawn;
        const uses = [first!, ...others].map((d) => `${d.file}:${d.line}`).join(', ');
        const sizes = `${main.width}×${main.height}${narrow ? `, narrow ${narrow.width}×${narrow.height}` : ''}`;
        options.log?.(`drew ${key} (${sizes}) for ${uses}`);
      }
    } finally {
      await browser.close();
    }
  }
  let removed = 0;
  if (options.removeUnused) {
    for (const file of readdirSync(cacheDir)) {
      if (!byKey.has(file.split('.')[0]!)) {
        rmSync(path.join(cacheDir, file));
        removed++;
      }
    }
  }
  return {diagrams: byKey.size, drawn: toDraw.length, removed, mermaid: settings.mermaid};
}

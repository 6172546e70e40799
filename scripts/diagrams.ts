/**
 * `npm run diagrams [-- --force]`: draws every Mermaid diagram of the docs, blog and pages (both
 * languages) as SVG, in both colour modes, into diagram-cache/, which is committed. The build
 * puts these SVGs in the pages (plugins/remark-diagrams.ts), so readers download no Mermaid and
 * building needs no browser; this script does, because Mermaid measures text in one: the system
 * Chromium (CHROME_PATH, else /usr/bin/chromium) loads the Mermaid that @docusaurus/theme-mermaid
 * installed.
 *
 * Only diagrams without a current drawing are drawn (--force draws all); drawings no page uses
 * any more are deleted. Run it after adding or editing a diagram, changing the Mermaid settings
 * in config/theme.ts or upgrading Mermaid; `npm run build` and the unit tests say when.
 */
import {mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium, type Page} from '@playwright/test';
import {assertChromium, chromiumArgs, chromiumPath} from './lib/chromium';
import {
  CACHE_DIR,
  contentDiagrams,
  diagramKey,
  DRAWING,
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
} from '../plugins/lib/diagramCache';
import {WIDE_FIRST_REM, wideFromRem} from '../src/lib/diagrams';

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
 * Mermaid's SVG made to sit in a page: the root gets its size in pixels (width, height, and the
 * font size of its text as data-font-size) instead of width 100% with an inline max-width, so the
 * page sizes it with CSS and reserves its box; "flowchart-v2", Mermaid's internal name for the
 * layout, is not read out to screen readers as the diagram's role.
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
  return newRoot + svg.slice(root.length);
}

type Render = (source: string, id: string, mode: Mode, narrow: boolean) => Promise<string>;

async function browserRenderer(page: Page, settings: DrawingSettings): Promise<Render> {
  await page.setContent(
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"></head><body></body></html>',
  );
  await page.addScriptTag({path: mermaidPackage(process.cwd()).script});
  return (source, id, mode, narrow) => {
    const options = settings.options as Record<string, unknown> & {flowchart?: object};
    const config = {
      startOnLoad: false,
      ...options,
      ...(narrow && {flowchart: {...options.flowchart, wrappingWidth: DRAWING.narrow.wrappingWidth}}),
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

async function drawDiagram(render: Render, key: string, found: FoundDiagram, settings: DrawingSettings) {
  const source = normalizeSource(found.source);
  const where = `${found.file}:${found.line}`;
  const maxTextSize = (settings.options as {maxTextSize?: number}).maxTextSize;
  if (maxTextSize && source.length > maxTextSize) {
    throw new Error(
      `${where}: the diagram has ${source.length} characters, more than maxTextSize ${maxTextSize}`,
    );
  }
  const drawings: Partial<Record<Drawing, Record<Mode, string>>> = {};
  for (const drawing of ['main', 'narrow'] as const) {
    const text = drawing === 'main' ? source : topToBottom(source);
    if (text === undefined) continue;
    const svgs = {} as Record<Mode, string>;
    for (const mode of MODES) {
      const id = svgId(key, drawing, mode);
      try {
        svgs[mode] = finishSvg(await render(text, id, mode, drawing === 'narrow'), id);
      } catch (error) {
        throw new Error(`${where}: Mermaid cannot draw this diagram: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
    drawings[drawing] = svgs;
  }
  const main = svgSize(drawings.main!.light);
  const narrow = drawings.narrow && svgSize(drawings.narrow.light);
  // The narrow drawing is kept only when the main one is too wide for some columns and it helps.
  const keepNarrow =
    narrow && (wideFromRem(main) ?? Infinity) > WIDE_FIRST_REM && narrow.width < main.width * 0.9;
  for (const drawing of keepNarrow ? (['main', 'narrow'] as const) : (['main'] as const)) {
    for (const mode of MODES) {
      writeFileSync(path.join(CACHE_DIR, svgFile(key, drawing, mode)), `${drawings[drawing]![mode]}\n`);
    }
  }
  return {main, narrow: keepNarrow ? narrow : undefined};
}

async function main(): Promise<void> {
  const siteDir = process.cwd();
  const force = process.argv.includes('--force');
  const settings = drawingSettings(siteDir);
  const byKey = new Map<string, FoundDiagram[]>();
  for (const found of contentDiagrams(siteDir)) {
    const key = diagramKey(found.source, settings);
    byKey.set(key, [...(byKey.get(key) ?? []), found]);
  }
  mkdirSync(CACHE_DIR, {recursive: true});
  const toDraw = [...byKey].filter(([key]) => force || !readCached(CACHE_DIR, key));
  if (toDraw.length > 0) {
    assertChromium();
    const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
    try {
      const render = await browserRenderer(await browser.newPage(), settings);
      for (const [key, [first, ...others]] of toDraw) {
        for (const file of readdirSync(CACHE_DIR).filter((f) => f.startsWith(`${key}.`))) {
          rmSync(path.join(CACHE_DIR, file));
        }
        const {main, narrow} = await drawDiagram(render, key, first!, settings);
        const uses = [first!, ...others].map((d) => `${d.file}:${d.line}`).join(', ');
        const sizes = `${main.width}×${main.height}${narrow ? `, narrow ${narrow.width}×${narrow.height}` : ''}`;
        console.log(`drew ${key} (${sizes}) for ${uses}`);
      }
    } finally {
      await browser.close();
    }
  }
  let removed = 0;
  for (const file of readdirSync(CACHE_DIR)) {
    if (!byKey.has(file.split('.')[0]!)) {
      rmSync(path.join(CACHE_DIR, file));
      removed++;
    }
  }
  console.log(
    `${CACHE_DIR}/: ${byKey.size} diagrams, ${toDraw.length} drawn, ${byKey.size - toDraw.length} up to date, ${removed} unused files removed (Mermaid ${settings.mermaid})`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

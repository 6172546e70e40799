/**
 * `npm run diagram-sizes`: renders every Mermaid diagram of the docs and blog
 * (both languages) in the system Chromium with the site's Mermaid settings
 * and records its size in src/theme/Mermaid/sizes.json. The Mermaid wrapper
 * reserves that box before the diagram renders, so the page does not jump
 * when Mermaid loads after hydration. A unit test fails when a diagram has no
 * recorded size: run this script after adding or editing a diagram.
 */
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './lib/chromium';
import {diagramKey, mermaidBlocks} from '../src/lib/diagramKey';
import themeConfig from '../config/theme';

export const SIZES_FILE = 'src/theme/Mermaid/sizes.json';
const CONTENT = [
  'docs',
  'blog',
  'i18n/en/docusaurus-plugin-content-docs',
  'i18n/en/docusaurus-plugin-content-blog',
];

export function allDiagrams(root = process.cwd()): string[] {
  const sources = CONTENT.flatMap((dir) =>
    (readdirSync(path.join(root, dir), {recursive: true}) as string[])
      .filter((f) => /\.mdx?$/.test(f))
      .flatMap((f) => mermaidBlocks(readFileSync(path.join(root, dir, f), 'utf8'))),
  );
  return [...new Set(sources)];
}

async function main(): Promise<void> {
  const diagrams = allDiagrams();
  const {mermaid} = themeConfig();
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  const sizes: Record<string, {width: number; height: number}> = {};
  try {
    const page = await browser.newPage({viewport: {width: 1280, height: 800}});
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({path: 'node_modules/mermaid/dist/mermaid.min.js'});
    for (const [i, text] of diagrams.entries()) {
      const size = await page.evaluate(
        async ({text, id, config}) => {
          const m = (
            window as unknown as {
              mermaid: {initialize(c: object): void; render(id: string, t: string): Promise<{svg: string}>};
            }
          ).mermaid;
          m.initialize(config);
          const {svg} = await m.render(id, text);
          const viewBox = /viewBox="([\d.\s-]+)"/.exec(svg)?.[1]?.split(/\s+/).map(Number);
          if (!viewBox) throw new Error('no viewBox');
          return {width: Math.round(viewBox[2]!), height: Math.round(viewBox[3]!)};
        },
        {text, id: `d${i}`, config: {startOnLoad: false, ...mermaid.options, theme: mermaid.theme.light}},
      );
      sizes[diagramKey(text)] = size;
    }
  } finally {
    await browser.close();
  }
  const sorted = Object.fromEntries(Object.entries(sizes).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(SIZES_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${SIZES_FILE}: ${diagrams.length} diagrams`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * `npm run diagrams [-- --force]`: draws every Mermaid diagram of the docs, blog and pages (both
 * languages) as SVG, in both colour modes, into diagram-cache/, which is committed
 * (plugins/diagrams/draw.ts). The build puts these SVGs in the pages (plugins/diagrams/remark.ts),
 * so readers download no Mermaid; a build that finds a diagram without a drawing draws it itself
 * where Chromium is installed (CI, the Pages workflow), or lets that page draw it in the reader's
 * browser (plugins/diagrams/index.ts). Uses the system Chromium (CHROME_PATH, else
 * /usr/bin/chromium).
 *
 * Only diagrams without a current drawing are drawn (--force draws all); drawings no page uses
 * any more are deleted. Run it after adding or editing a diagram, changing the Mermaid settings
 * in site/theme.ts or upgrading Mermaid, and commit diagram-cache/.
 */
import path from 'node:path';
import {assertChromium, chromiumPath} from './lib/chromium';
import {drawDiagrams, missingDiagrams} from '../plugins/diagrams/draw';
import {CACHE_DIR} from '../plugins/diagrams/cache';

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  if (force || missingDiagrams(process.cwd()).length > 0) assertChromium();
  const result = await drawDiagrams(process.cwd(), {
    force,
    removeUnused: true,
    chromiumPath: chromiumPath(),
    log: (line) => console.log(line),
  });
  console.log(
    `${CACHE_DIR}/: ${result.diagrams} diagrams, ${result.drawn} drawn, ${result.diagrams - result.drawn} up to date, ${result.removed} unused files removed (Mermaid ${result.mermaid})`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

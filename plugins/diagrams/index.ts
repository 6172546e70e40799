/**
 * The diagrams of a production build (issue 49: a volunteer who edits a diagram in GitHub's web
 * editor has no Chromium; the build must not fail for it). Before the pages are compiled, the
 * Mermaid fences of the content that have no drawing in diagram-cache/ are drawn here when a
 * Chromium is installed (CHROME_PATH, Debian's chromium or chromium-headless-shell: CI and the
 * Pages workflow have one), exactly as `npm run diagrams` draws them; commit or cache
 * diagram-cache/ afterwards. Without a Chromium the build says which pages draw their diagrams in
 * the reader's browser instead (plugins/diagrams/remark.ts puts src/components/Diagram/Live.tsx
 * there), and goes on. A diagram Mermaid cannot draw is left to the browser the same way, with the
 * reason. SITE_DRAW_DIAGRAMS=0 turns the drawing off (the fixture of e2e/diagrams.spec.ts).
 * Not in `npm start`, where @docusaurus/theme-mermaid draws every diagram while it is edited.
 * The feature's files and how to switch it off: README.md here.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {installedChromium} from '../lib/chromium';
import {CACHE_DIR, REGENERATE_COMMAND} from './cache';
import {drawDiagrams, missingDiagrams} from './draw';

export default function diagramsPlugin(context: LoadContext): Plugin {
  return {
    name: 'diagrams-ahead-of-time',
    async loadContent() {
      if (process.env.NODE_ENV !== 'production') return;
      const missing = missingDiagrams(context.siteDir);
      if (missing.length === 0) return;
      const where = missing.flatMap(([, uses]) => uses.map((use) => `${use.file}:${use.line}`)).join(', ');
      const chromium = process.env.SITE_DRAW_DIAGRAMS === '0' ? undefined : installedChromium();
      if (!chromium) {
        console.warn(
          `[diagrams] warning: ${missing.length} diagram(s) without a drawing in ${CACHE_DIR}/ (${where}) and no Chromium here to draw them: those pages draw them in the reader's browser with Mermaid. Run \`${REGENERATE_COMMAND}\` where Chromium is installed and commit ${CACHE_DIR}/.`,
        );
        return;
      }
      console.log(
        `[diagrams] ${missing.length} diagram(s) without a drawing (${where}): drawing them in ${chromium}`,
      );
      const result = await drawDiagrams(context.siteDir, {
        chromiumPath: chromium,
        log: (line) => console.log(`[diagrams] ${line}`),
        onError: (error) =>
          console.warn(
            `[diagrams] warning: ${error.message} — the page draws it in the reader's browser instead.`,
          ),
      });
      console.log(`[diagrams] ${result.drawn} drawn; commit ${CACHE_DIR}/ so that the next build need not`);
    },
  };
}

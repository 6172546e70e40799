import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  CACHE_DIR,
  contentDiagrams,
  drawingSettings,
  keyOf,
  MODES,
  readCached,
  svgFile,
} from './diagrams/cache';
import {diagramSvgRequest} from './diagrams/remark';

/** Prefix of the test-only routes; excluded from the sitemap and never linked. */
export const FIXTURE_BASE = '/__fixtures__';

/**
 * Test-only pages for the browser suite, added only when the build runs with
 * SITE_TEST_FIXTURES=1 (scripts/test.ts sets it; `npm run build` for
 * deployment does not). They render real components with states a normal
 * build cannot show, e.g. the change log of a checkout without git history.
 */
export default function testFixturesPlugin(context: LoadContext): Plugin {
  const fixtures = path.join(context.siteDir, 'e2e/fixtures');
  return {
    name: 'test-fixtures',
    async contentLoaded({actions}) {
      const base = `${context.baseUrl.replace(/\/$/, '')}${FIXTURE_BASE}`;
      actions.addRoute({
        path: `${base}/changelog-unavailable`,
        component: path.join(fixtures, 'ChangeLogUnavailable.tsx'),
        exact: true,
      });
      // A component that throws while the test says so: the error boundary and its retry.
      actions.addRoute({path: `${base}/crash`, component: path.join(fixtures, 'Crash.tsx'), exact: true});
      // The notice of an outdated translation (this checkout's translations may all be current).
      actions.addRoute({
        path: `${base}/translation-notice`,
        component: path.join(fixtures, 'TranslationNotice.tsx'),
        exact: true,
      });
      // The notice of a page written for an older game version (this checkout's may be current).
      actions.addRoute({
        path: `${base}/version-notice`,
        component: path.join(fixtures, 'VersionNotice.tsx'),
        exact: true,
      });
      // A diagram whose component renders again on a click: its SVG must stay (the content's
      // first diagram, as a page holds it: the files through their loader).
      const first = contentDiagrams(context.siteDir)[0];
      const key = first && keyOf(first, drawingSettings(context.siteDir));
      if (key) {
        actions.addRoute({
          path: `${base}/diagram-rerender`,
          component: path.join(fixtures, 'DiagramRerender.tsx'),
          modules: {diagram: await actions.createData('diagram.js', diagramModule(context.siteDir, key))},
          exact: true,
        });
      }
      // The live server status, which the sample config turns off, asking a stub API.
      actions.addRoute({
        path: `${base}/server-status`,
        component: path.join(fixtures, 'ServerStatus.tsx'),
        exact: true,
      });
    },
  };
}

/** A module of the props plugins/diagrams/remark.ts gives <PrerenderedDiagram> for the cached diagram `key`. */
function diagramModule(siteDir: string, key: string): string {
  const cacheDir = path.join(siteDir, CACHE_DIR);
  const {main} = readCached(cacheDir, key)!;
  const file = (mode: (typeof MODES)[number]) =>
    `require(${JSON.stringify(diagramSvgRequest(path.join(cacheDir, svgFile(key, 'main', mode))))}).default`;
  return [
    `export default {diagram: ${JSON.stringify(key)}, main: {`,
    `  width: ${main.width}, height: ${main.height}, fontSize: ${main.fontSize},`,
    `  light: ${file('light')}, dark: ${file('dark')},`,
    '}};',
    '',
  ].join('\n');
}

import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {resolvePackageFile} from './lib/packageFile';

/**
 * Keeps Prism out of the main bundle, and small where it is loaded:
 * - theme-classic's client module lib/prism-include-languages.js imports prism-react-renderer on
 *   every page to add the extra languages; it becomes an empty module. Pages with code load the
 *   highlighter themselves (plugins/remark-code-highlighter.ts, src/components/CodeHighlighter).
 * - prism-react-renderer itself becomes src/components/CodeHighlighter/prism-react-renderer.ts,
 *   which highlights with only the grammars the site uses (./prism.ts there), in both the client
 *   and the server bundle so that hydration matches.
 */
export default function lazyPrismPlugin(context: LoadContext): Plugin {
  const themeClientModule = resolvePackageFile(
    context.siteDir,
    '@docusaurus/theme-classic/lib/prism-include-languages.js',
    'plugins/lazy-prism.ts',
  );
  return {
    name: 'lazy-prism',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [themeClientModule]: path.join(context.siteDir, 'plugins/lazy-prism-client-module.js'),
            'prism-react-renderer$': path.join(
              context.siteDir,
              'src/components/CodeHighlighter/prism-react-renderer.ts',
            ),
          },
        },
      };
    },
  };
}

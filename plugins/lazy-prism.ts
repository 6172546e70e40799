import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {resolvePackageFile} from './lib/packageFile';

/**
 * Keeps Prism out of the main bundle, and small where it is loaded:
 * - theme-classic's client module lib/prism-include-languages.js imports prism-react-renderer on
 *   every page to add the extra languages; it becomes an empty module. Pages with code load the
 *   highlighter themselves (plugins/remark-code-highlighter.ts, src/components/CodeHighlighter).
 * - prism-react-renderer itself becomes the port in src/components/CodeHighlighter, which
 *   highlights with only the grammars the site uses (./prism.ts there): in the server's bundle
 *   with that Prism (highlight.server.ts), so the HTML holds highlighted code; in the browser's
 *   (highlight.client.ts) with that Prism loaded only when a block is drawn in the browser, since
 *   the blocks of the HTML keep their markup (src/theme/CodeBlock/Content).
 */
export default function lazyPrismPlugin(context: LoadContext): Plugin {
  const themeClientModule = resolvePackageFile(
    context.siteDir,
    '@docusaurus/theme-classic/lib/prism-include-languages.js',
    'plugins/lazy-prism.ts',
  );
  return {
    name: 'lazy-prism',
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            [themeClientModule]: path.join(context.siteDir, 'plugins/lazy-prism-client-module.js'),
            'prism-react-renderer$': path.join(
              context.siteDir,
              `src/components/CodeHighlighter/highlight.${isServer ? 'server' : 'client'}.ts`,
            ),
          },
        },
      };
    },
  };
}

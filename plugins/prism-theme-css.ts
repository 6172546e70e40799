import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme, prismThemeCss} from '../site/prism';

/**
 * Adds the code-block colours of both modes as a stylesheet generated from site/prism.ts
 * (see cssCodeTheme there), instead of the inline per-token styles of the active mode.
 */
export default function prismThemeCssPlugin(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'prism-theme-css', 'prism-theme.css');
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, prismThemeCss(lightCodeTheme, darkCodeTheme));
  return {
    name: 'prism-theme-css',
    getClientModules() {
      return [file];
    },
  };
}

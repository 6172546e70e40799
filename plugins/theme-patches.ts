import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {resolvePackageFile} from './lib/packageFile';

/**
 * Small, named source patches to Docusaurus theme code, applied by the bundler
 * (plugins/patch-loader.cjs) to the installed file. Each one says why. The build fails when a
 * patched text is no longer in its file (after an upgrade): then check whether the patch is
 * still needed and update or remove it here. tests/theme-patches.test.ts checks that every patch
 * applies to the installed packages.
 */
export type ThemePatch = {
  /** Module path, resolved from the site (package name, then the file inside it). */
  module: string;
  search: string;
  replace: string;
  why: string;
};

export const themePatches: ThemePatch[] = [
  {
    module: '@docusaurus/theme-common/lib/utils/reactUtils.js',
    // useShallowMemoObject sorts an options object's keys to build a stable dependency list. The
    // first String#localeCompare of a page loads the ICU collator: 15-50 ms at 4x CPU slowdown,
    // paid during hydration of every doc page (the mobile sidebar) and every code block (its
    // word-wrap observer). Key order only has to be consistent, so compare code units.
    search: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
    why: 'no ICU collator during hydration',
  },
];

export default function themePatchesPlugin(context: LoadContext): Plugin {
  const rules = themePatches.map((patch) => {
    const file = resolvePackageFile(context.siteDir, patch.module, 'plugins/theme-patches.ts');
    return {
      test: (resource: string) => resource === file,
      use: [{loader: path.join(__dirname, 'patch-loader.cjs'), options: {...patch, file}}],
    };
  });
  return {
    name: 'theme-patches',
    configureWebpack() {
      return {module: {rules}};
    },
  };
}

import {existsSync, realpathSync} from 'node:fs';
import path from 'node:path';

/**
 * The absolute path of a file inside an installed package ('@scope/name/lib/x.js'), for
 * plugins that alias or patch one theme file. Export maps hide lib/ and package.json, so this
 * resolves the package's entry and goes up to its folder. Throws, naming the caller's file, when
 * the package or the file is gone (after an upgrade).
 */
export function resolvePackageFile(siteDir: string, file: string, caller: string): string {
  const parts = file.split('/');
  const nameParts = file.startsWith('@') ? 2 : 1;
  const packageName = parts.slice(0, nameParts).join('/');
  let dir = packageEntryDir(siteDir, packageName);
  while (!dir.endsWith(path.join('node_modules', ...packageName.split('/')))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${caller}: cannot find the folder of ${packageName}`);
    dir = parent;
  }
  const resolved = path.join(dir, ...parts.slice(nameParts));
  if (!existsSync(resolved)) throw new Error(`${caller}: ${file} does not exist any more`);
  return resolved;
}

/**
 * The folder of the package's entry, or, for a package without a main entry (@docusaurus/core
 * exports only subpaths), the package's own folder in the nearest node_modules above `siteDir`.
 */
function packageEntryDir(siteDir: string, packageName: string): string {
  try {
    return path.dirname(require.resolve(packageName, {paths: [siteDir]}));
  } catch (error) {
    for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', ...packageName.split('/'));
      // The real folder, as the bundler names modules (node_modules may be a link: the bench's copies).
      if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
      if (path.dirname(dir) === dir) throw error;
    }
  }
}

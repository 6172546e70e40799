import {existsSync} from 'node:fs';
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
  let dir = path.dirname(require.resolve(packageName, {paths: [siteDir]}));
  while (!dir.endsWith(path.join('node_modules', ...packageName.split('/')))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${caller}: cannot find the folder of ${packageName}`);
    dir = parent;
  }
  const resolved = path.join(dir, ...parts.slice(nameParts));
  if (!existsSync(resolved)) throw new Error(`${caller}: ${file} does not exist any more`);
  return resolved;
}

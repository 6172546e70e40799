/**
 * The site's search engine (plugins/search/runtime/engine.ts) over a built locale's files, in Node: the
 * same code the reader's browser runs, with files read from build/ instead of fetched. Records
 * which files each question needs, for what one question costs a reader.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {SearchEngine} from '../../plugins/search/runtime/engine';
import {INDEX_DIR, MANIFEST_FILE} from '../../plugins/search/runtime/format';

interface BuiltSearch {
  engine: SearchEngine;
  /** Files read since the last call, with their size gzip-compressed (bytes). */
  takeFetched(): {file: string; gzip: number}[];
  /** The manifest's size, raw and gzip-compressed. */
  manifestBytes: {raw: number; gzip: number};
}

/** The output folder of a locale in build/ ('' for the default locale). */
export function localeBuildDir(buildDir: string, locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? buildDir : path.join(buildDir, locale);
}

export async function openBuiltSearch(localeDir: string): Promise<BuiltSearch> {
  const manifestFile = path.join(localeDir, MANIFEST_FILE);
  if (!existsSync(manifestFile)) throw new Error(`no search index in ${localeDir} (${MANIFEST_FILE})`);
  const manifestText = readFileSync(manifestFile);
  let fetched: {file: string; gzip: number}[] = [];
  const engine = await SearchEngine.open(
    async () => JSON.parse(manifestText.toString('utf8')) as unknown,
    async (file) => {
      const bytes = readFileSync(path.join(localeDir, INDEX_DIR, file));
      fetched.push({file, gzip: gzipSync(bytes).length});
      return JSON.parse(bytes.toString('utf8')) as unknown;
    },
  );
  return {
    engine,
    takeFetched: () => {
      const taken = fetched;
      fetched = [];
      return taken;
    },
    manifestBytes: {raw: manifestText.length, gzip: gzipSync(manifestText).length},
  };
}

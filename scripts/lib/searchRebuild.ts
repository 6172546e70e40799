/**
 * The search index as @easyops-cn/docusaurus-search-local writes it, before plugins/search-local.ts
 * makes it smaller: rebuilt from the pages in build/ with the plugin's own parser and index builder,
 * for the pages the shipped index holds. Scripts compare the two (same content, with and
 * without a compaction step) without building the site again.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import search from '../../config/search';
import {searchIndexCompactor, validateOptions} from '../../plugins/search-local';
import type {SearchIndexEntry} from '../../src/lib/searchIndex';

const load = createRequire(__filename);
const utils = '@easyops-cn/docusaurus-search-local/dist/server/server/utils';
const {scanDocuments} = load(`${utils}/scanDocuments`) as {
  scanDocuments: (
    pages: {filePath: string; url: string; type: string}[],
    config: object,
  ) => Promise<unknown[][]>;
};
const {buildIndex} = load(`${utils}/buildIndex`) as {
  buildIndex: (
    documents: unknown[][],
    config: object,
  ) => {documents: unknown[]; index: {toJSON(): unknown}}[];
};

export const options = validateOptions({options: search, validate: normalizePluginOptions});
export const compactor = searchIndexCompactor(process.cwd(), options);

/** The shipped index of a locale in build/. */
export function shippedIndex(file: string): SearchIndexEntry[] {
  return JSON.parse(readFileSync(file, 'utf8')) as SearchIndexEntry[];
}

/** The plugin's own index of the pages `shipped` holds, as it would write it. */
export async function rawIndex(shipped: SearchIndexEntry[], buildDir = 'build'): Promise<SearchIndexEntry[]> {
  const blog = [options.blogRouteBasePath].flat().map((p) => `/${String(p).replace(/^\/|\/$/g, '')}/`);
  const pages = shipped[0]!.documents.map(({u}) => ({
    url: u,
    filePath: path.join(buildDir, decodeURI(u).replace(/\/$/, ''), 'index.html'),
    type: blog.some((b) => u.includes(b) || `${u}/`.endsWith(b)) ? 'blog' : 'docs',
  }));
  const documents = await scanDocuments(pages, compactor.config);
  return JSON.parse(JSON.stringify(buildIndex(documents, compactor.config))) as SearchIndexEntry[];
}

/**
 * Runs the search plugin's own browser search (its worker module, dist/client/client/theme/
 * worker.js: query parsing, Chinese word cutting, lunr queries, ordering) in Node, with the
 * site's patches to it (plugins/theme-patches.ts) and the stop words the plugin gives it, on an
 * index given as JSON, so scripts and tests can compare orders and score questions without a
 * browser. Load with tsx (the plugin's browser modules are ES modules in .js files).
 */
import {register} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import search from '../../config/search';
import {resolvePackageFile} from '../../plugins/lib/packageFile';
import {STOP_WORDS_MODULE, stopWordsModule} from '../../plugins/search-local';
import {themePatches} from '../../plugins/theme-patches';
import type {SearchIndexEntry} from '../../src/lib/searchIndex';

export interface NodeSuggestion {
  document: {i: number; u: string; h?: string; t: string};
  type: number;
}

interface Worker {
  search(baseUrl: string, context: string, input: string, limit: number): Promise<NodeSuggestion[]>;
}

let loaded: Promise<Worker> | undefined;
const indexes = new Map<string, SearchIndexEntry[]>();

async function load(): Promise<Worker> {
  const constants = pathToFileURL(path.join(path.dirname(__filename), 'search-plugin-constants.mjs')).href;
  const language = [search.language].flat();
  const stopWords = `data:text/javascript,${encodeURIComponent(stopWordsModule(process.cwd(), language))}`;
  // The patches as the bundler applies them (plugins/patch-loader.cjs): exactly one match each.
  const patches = themePatches
    .filter((patch) => patch.module.startsWith('@easyops-cn/docusaurus-search-local/'))
    .map((patch) => ({
      ...patch,
      url: pathToFileURL(resolvePackageFile(process.cwd(), patch.module, 'scripts/lib/searchInNode.ts')).href,
    }));
  register(
    `data:text/javascript,${encodeURIComponent(`
    let patches = [];
    export function initialize(data) { patches = data.patches; }
    export async function resolve(specifier, context, next) {
      if (specifier.endsWith('/${STOP_WORDS_MODULE}')) return {url: ${JSON.stringify(stopWords)}, shortCircuit: true};
      if (specifier.startsWith('@generated/@easyops-cn/docusaurus-search-local/')) return {url: ${JSON.stringify(constants)}, shortCircuit: true};
      return next(specifier, context);
    }
    export async function load(url, context, next) {
      const result = await next(url, context);
      let source = null;
      for (const patch of patches.filter((p) => p.url === url)) {
        source ??= String(result.source);
        const at = source.indexOf(patch.search);
        if (at === -1 || source.indexOf(patch.search, at + patch.search.length) !== -1)
          throw new Error('plugins/theme-patches.ts: the patch "' + patch.why + '" does not apply to ' + url);
        source = source.slice(0, at) + patch.replace + source.slice(at + patch.search.length);
      }
      return source === null ? result : {...result, source};
    }`)}`,
    {data: {patches}},
  );
  const scope = globalThis as Record<string, unknown>;
  // What the worker module touches of a worker's global scope.
  scope.addEventListener ??= () => undefined;
  scope.location ??= new URL('http://localhost/');
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (url: string | URL) => {
    const key = String(url).split('search-index')[0]!;
    const entries = indexes.get(key);
    if (!entries) return realFetch(url);
    return {json: async () => structuredClone(entries)} as Response;
  }) as typeof fetch;
  // By file URL: tsx compiles this file to CommonJS, whose dynamic import has no base to resolve from.
  const workerFile =
    require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js');
  const module = (await import(pathToFileURL(workerFile).href)) as {
    SearchWorker: new () => Worker;
  };
  return new module.SearchWorker();
}

let counter = 0;

/** A search over `entries` with the plugin's own code: suggestions in the dropdown's order. */
export async function nodeSearch(
  entries: SearchIndexEntry[],
): Promise<(query: string, limit?: number) => Promise<NodeSuggestion[]>> {
  loaded ??= load();
  const worker = await loaded;
  const baseUrl = `/index-${counter++}/`;
  indexes.set(baseUrl, entries);
  return (query, limit = 8) => worker.search(baseUrl, '', query, limit);
}

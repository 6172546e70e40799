/**
 * The search in the page: one engine per locale, opened once per page visit (the manifest is
 * fetched once; each shard and section file once), from `<locale base URL>search-index.json`
 * and `search-index/`.
 * Loaded by the search box and the search page with a dynamic import, so no page carries it in
 * its first load.
 */
import {SearchEngine} from './engine';
import {INDEX_DIR, MANIFEST_FILE} from './format';
import {withHighlight} from './links';
import {snippet} from './snippet';

export {snippet};
export {FIRST_STAGE_SHARDS} from './engine';
export type {SearchAnswer, SearchResult} from './engine';

/** Longest answer body accepted from the host for one index file. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

const engines = new Map<string, Promise<SearchEngine>>();

async function loadJson(url: string): Promise<unknown> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`search index: ${response.status} for ${url}`);
  const text = await response.text();
  if (text.length > MAX_FILE_BYTES) throw new Error(`search index: ${url} is too large`);
  return JSON.parse(text) as unknown;
}

/** The engine of the locale whose base URL is `baseUrl`; a failed opening may be tried again. */
export function openEngine(baseUrl: string): Promise<SearchEngine> {
  let engine = engines.get(baseUrl);
  if (!engine) {
    const dir = `${baseUrl}${INDEX_DIR}/`;
    engine = SearchEngine.open(
      () => loadJson(baseUrl + MANIFEST_FILE),
      (file) => loadJson(dir + file),
    );
    engine.catch(() => engines.delete(baseUrl));
    engines.set(baseUrl, engine);
  }
  return engine;
}

interface Suggestion {
  /** The result's link, with the words to mark on the page it opens. */
  href: string;
  title: string;
  heading: string;
  /** Null until the section's text has arrived (withSnippets). */
  snippet: ReturnType<typeof snippet> | null;
  /** The section's number in the index. */
  id: number;
}

export interface Suggestions {
  /** The question as answered (cut to its first QUERY_MAX_CHARS characters). */
  query: string;
  /** The words marked in the snippets and on the opened page. */
  marks: string[];
  items: Suggestion[];
  /** Sections that matched in all. */
  total: number;
  /** From the question's first shard files only (a long question): all of them come next. */
  partial: boolean;
}

/**
 * Opens the search of `baseUrl` for a reader who is about to ask (a touch, a focus): with the
 * heads file too, which the idle-time opening leaves out (it costs every visit, not only a
 * search).
 */
export async function prepare(baseUrl: string): Promise<void> {
  const engine = await openEngine(baseUrl);
  await engine.heads();
}

/**
 * The first `limit` results of a question in the locale of `baseUrl`, ready to show but for their
 * snippets (from the shards and the heads: issue 50, the suggestions no longer wait for a section
 * file each).
 */
export async function suggestHeads(
  baseUrl: string,
  input: string,
  limit: number,
  maxShards?: number,
): Promise<Suggestions> {
  const engine = await openEngine(baseUrl);
  const answer = await engine.searchHeads(input, limit, maxShards);
  const marks = answer.query.marks;
  return {
    query: answer.query.text,
    marks,
    total: answer.total,
    partial: answer.partial,
    items: answer.results.map((result) => ({
      href: withHighlight(result.url, marks),
      title: result.title,
      heading: result.heading,
      snippet: null,
      id: result.id,
    })),
  };
}

/** The same suggestions with their snippets (each section file fetched once). */
export async function withSnippets(
  baseUrl: string,
  suggestions: Suggestions,
  snippetLength: number,
): Promise<Suggestions> {
  const engine = await openEngine(baseUrl);
  const texts = await engine.texts(suggestions.items.map((item) => item.id));
  return {
    ...suggestions,
    items: suggestions.items.map((item, i) => ({
      ...item,
      snippet: snippet(texts[i]!, suggestions.marks, snippetLength),
    })),
  };
}

/** The first `limit` results of a question in the locale of `baseUrl`, with their snippets. */
export async function suggest(
  baseUrl: string,
  input: string,
  limit: number,
  snippetLength: number,
): Promise<Suggestions> {
  return withSnippets(baseUrl, await suggestHeads(baseUrl, input, limit), snippetLength);
}

/**
 * Links between search and pages: a result's link carries the words to mark on the page it
 * opens (`?_highlight=word&_highlight=word#section`), and the search page's address holds the
 * question (`/search?q=…`; `ctx` and `version` are accepted and ignored: the site has one search
 * context and one docs version).
 */
const HIGHLIGHT_PARAM = '_highlight';
/** The name of the marks in the page's CSS highlight registry (`::highlight(search-terms)`). */
export const HIGHLIGHT_NAME = 'search-terms';
/** Words marked on an opened page, at most. */
const MAX_MARKS = 12;

/** `url` (path, maybe with a #hash) with the words to mark on the page. */
export function withHighlight(url: string, marks: readonly string[]): string {
  const hashAt = url.indexOf('#');
  const path = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const params = new URLSearchParams();
  for (const mark of marks.slice(0, MAX_MARKS)) params.append(HIGHLIGHT_PARAM, mark);
  const query = params.toString();
  return query ? `${path}?${query}${hash}` : url;
}

/** The words to mark from a page's query string (bounded, whatever the address holds). */
export function highlightWords(search: string): string[] {
  return new URLSearchParams(search)
    .getAll(HIGHLIGHT_PARAM)
    .map((word) => word.trim().slice(0, 50))
    .filter(Boolean)
    .slice(0, MAX_MARKS);
}

/** The search page's address for a question. */
export function searchPageUrl(baseUrl: string, query: string): string {
  return `${baseUrl}search?${new URLSearchParams({q: query}).toString()}`;
}

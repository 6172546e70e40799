/**
 * The clean form of a path that ends in `.html` or `/index.html`, or
 * undefined when the path is already clean. Docusaurus routes never end in
 * `.html`, so such a path is always an old or hand-typed link to a page.
 */
export function cleanHtmlPath(pathname: string): string | undefined {
  if (/\/index\.html$/i.test(pathname)) return pathname.replace(/index\.html$/i, '');
  if (/[^/]\.html$/i.test(pathname)) return pathname.replace(/\.html$/i, '');
  return undefined;
}

/**
 * Characters that stay percent-encoded when a segment is decoded, because the
 * decoded character would change the path: `/`, `?`, `#` and `%` change its
 * structure, the URL parser reads `\` as `/` (so `.%5C%5Cevil.example` would
 * become `//evil.example`, another host), removes tabs and newlines, and
 * encodes other control characters again.
 */
const KEEP_ENCODED = /[%/?#\\\p{Cc}]/gu;

/** The pathname of a path read as a path on this host (a leading `//` is not read as a host). */
const parsedPath = (path: string) =>
  new URL(`http://localhost${path.startsWith('/') ? '' : '/'}${path}`).pathname;

/**
 * The path spelled as the site's own links spell it, as a browser shows it in
 * `location.pathname`: each segment decoded, then encoded again by the URL
 * parser. So `/docs/Q%26A/x` becomes `/docs/Q&A/x` (chat apps and link
 * shorteners encode the `&`) and `/blog/tags/%e8%a7%84` becomes
 * `/blog/tags/%E8%A7%84`. The router matches routes against this spelling;
 * any other spelling of the same page would show the not-found page.
 *
 * Characters that would change the path's meaning once decoded (`/`, `\`,
 * `%`, `?`, `#`, control characters) stay encoded, and a segment that is not
 * valid percent-encoding is left as it is.
 */
export function canonicalPathSpelling(pathname: string): string {
  const segments = pathname.split('/').map((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return segment;
    }
    return decoded.replace(KEEP_ENCODED, (char) => encodeURIComponent(char));
  });
  return parsedPath(segments.join('/'));
}

/**
 * Whether `path` is a path on the site's own origin that a browser keeps as
 * it is: it starts with a single `/` (not `//` or `/\`, which a browser reads
 * as another host), holds no backslash, whitespace or control character, and
 * resolving it against an origin keeps that origin and gives `path` back (no
 * `.` or `..` segment left to resolve). A redirect may only go to such a path.
 */
export function isLocalPath(path: string): boolean {
  if (!/^\/(?![/\\])/.test(path) || /[\\\s\p{Cc}]/u.test(path)) return false;
  const origin = 'http://localhost';
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return false;
  }
  return url.origin === origin && url.pathname === path;
}

/**
 * The canonical path of a page: its canonical spelling without an `.html`
 * or `/index.html` suffix. Equal to `pathname` when it is already canonical,
 * and when the canonical form would not be a local path (isLocalPath): a path
 * such as `//host/x.html` is left to the router, which shows the not-found
 * page, rather than ever sending the reader to another origin.
 */
export function canonicalPath(pathname: string): string {
  const spelled = canonicalPathSpelling(pathname);
  const target = cleanHtmlPath(spelled) ?? spelled;
  return isLocalPath(target) ? target : pathname;
}

/**
 * The URL the page at `location` should show instead, on the same origin, or
 * undefined when it is already canonical or when the canonical form would not
 * stay on `location`'s origin.
 */
export function canonicalUrl(location: {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}): string | undefined {
  const {origin, pathname, search, hash} = location;
  const target = canonicalPath(pathname);
  if (target === pathname || !isLocalPath(target)) return undefined;
  let url: URL;
  try {
    url = new URL(target + search + hash, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.pathname !== target) return undefined;
  return target + search + hash;
}

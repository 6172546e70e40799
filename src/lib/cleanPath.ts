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
 * A percent-encoded path segment decoded as a browser's UTF-8 decoder reads bytes: an escape
 * that is not part of a UTF-8 character (`%C0%AF`, `%E4` alone) becomes U+FFFD, a `%` not
 * followed by two hex digits stays `%`. Never throws, unlike decodeURIComponent, which the
 * address must never reach unguarded (issue 50).
 */
export function decodeLeniently(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // Below: byte by byte.
  }
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < segment.length;) {
    const hex = segment[i] === '%' ? segment.slice(i + 1, i + 3) : '';
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 3;
    } else {
      const char = String.fromCodePoint(segment.codePointAt(i)!);
      bytes.push(...encoder.encode(char));
      i += char.length;
    }
  }
  return new TextDecoder('utf-8').decode(new Uint8Array(bytes));
}

/** Whether a path's escapes decode (decodeURI, which the router and Docusaurus's preloader call, does not throw). */
export function decodesCleanly(pathname: string): boolean {
  try {
    decodeURI(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The path spelled as the site's own links spell it, as a browser shows it in
 * `location.pathname`: each segment decoded, then encoded again by the URL
 * parser. So `/docs/Q%26A/x` becomes `/docs/Q&A/x` (chat apps and link
 * shorteners encode the `&`) and `/blog/tags/%e8%a7%84` becomes
 * `/blog/tags/%E8%A7%84`. The router matches routes against this spelling;
 * any other spelling of the same page would show the not-found page.
 *
 * Characters that would change the path's meaning once decoded (`/`, `\`,
 * `%`, `?`, `#`, control characters) stay encoded, an escape that is not
 * UTF-8 becomes U+FFFD (decodeLeniently), and a run of slashes is one.
 */
export function canonicalPathSpelling(pathname: string): string {
  const segments = pathname
    .split('/')
    .map((segment) => decodeLeniently(segment).replace(KEEP_ENCODED, (char) => encodeURIComponent(char)));
  // A run of slashes is one (as nginx reads it): `/en//docs/intro` is the page `/en/docs/intro`,
  // and no link built from the address can start with `//` (another host).
  return parsedPath(segments.join('/').replace(/\/{2,}/g, '/')).replace(/\/{2,}/g, '/');
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
 * Whether `path`, used as a link's `href` on this site, leads to a page of this site's origin: it
 * starts with one `/` (not `//` or `/\`, which a browser reads as another host), holds no
 * backslash (read as `/`), whitespace or control character, and resolves on the origin. Unlike
 * isLocalPath it accepts a path the URL parser would still encode (`/blog/tags/规范`, as the
 * router's location spells it).
 */
function isSameOriginPath(path: string): boolean {
  if (!/^\/(?![/\\])/.test(path) || /[\\\s\p{Cc}]/u.test(path)) return false;
  try {
    return new URL(path, 'http://localhost').origin === 'http://localhost';
  } catch {
    return false;
  }
}

/**
 * A link to `path` that stays on the site: `path` when it is a same-origin path
 * (isSameOriginPath) once its leading run of `/` and `\` is cut to one `/` and its other
 * backslashes, whitespace and control characters are percent-encoded; else `fallback`. For every
 * link built from the current address (`/en//evil.example` must not link to `//evil.example`).
 */
export function sameOriginPath(path: string, fallback: string): string {
  const safe = `/${path.replace(/^[/\\]+/, '')}`.replace(/[\\\s\p{Cc}]/gu, (char) =>
    encodeURIComponent(char),
  );
  return isSameOriginPath(safe) ? safe : fallback;
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

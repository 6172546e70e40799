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
 * The path spelled as the site's own links spell it, as a browser shows it in
 * `location.pathname`: each segment decoded, then encoded again by the URL
 * parser. So `/docs/Q%26A/x` becomes `/docs/Q&A/x` (chat apps and link
 * shorteners encode the `&`) and `/blog/tags/%e8%a7%84` becomes
 * `/blog/tags/%E8%A7%84`. The router matches routes against this spelling;
 * any other spelling of the same page would show the not-found page.
 *
 * Characters that would change the path's meaning once decoded (`/`, `%`,
 * `?`, `#`) stay encoded, and a segment that is not valid percent-encoding is
 * left as it is.
 */
export function canonicalPathSpelling(pathname: string): string {
  const segments = pathname.split('/').map((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return segment;
    }
    return decoded.replace(/[%/?#]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  });
  return new URL(segments.join('/'), 'http://localhost').pathname;
}

/**
 * The canonical path of a page: its canonical spelling without an `.html`
 * or `/index.html` suffix. Equal to `pathname` when it is already canonical.
 */
export function canonicalPath(pathname: string): string {
  const spelled = canonicalPathSpelling(pathname);
  return cleanHtmlPath(spelled) ?? spelled;
}

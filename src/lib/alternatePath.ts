import {sameOriginPath} from './cleanPath';

/**
 * The path of the page at `pathname` in another locale: the current locale's base URL (`/en/`)
 * swapped for the other's (`/`), the rest kept — what the theme's locale menu links to (its
 * useAlternatePageUtils, an internal API), with the site's `trailingSlash: undefined`, which
 * leaves paths as they are. A path outside the current base URL keeps its whole path.
 *
 * `pathname` is the router's, decoded and as the reader typed it, so the result is always a
 * path on this site (sameOriginPath): `/en//evil.example` leads to `/evil.example`, never to
 * `//evil.example` (another host); what cannot be made one leads to the other locale's home.
 * The language offer and the translation notice both link with it.
 */
export function alternatePath(pathname: string, currentBaseUrl: string, targetBaseUrl: string): string {
  const rest = pathname.startsWith(currentBaseUrl)
    ? pathname.slice(currentBaseUrl.length)
    : pathname.replace(/^\//, '');
  return sameOriginPath(`${targetBaseUrl}${rest}`, targetBaseUrl);
}

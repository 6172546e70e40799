/**
 * The path of the page at `pathname` in another locale: the current locale's base URL
 * (`/en/`) swapped for the other's (`/`), the rest kept — what the theme's locale menu links to
 * (its useAlternatePageUtils, an internal API), with the site's `trailingSlash: undefined`, which
 * leaves paths as they are. A path outside the current base URL keeps its whole path.
 */
export function alternatePath(pathname: string, currentBaseUrl: string, targetBaseUrl: string): string {
  const rest = pathname.startsWith(currentBaseUrl)
    ? pathname.slice(currentBaseUrl.length)
    : pathname.replace(/^\//, '');
  return `${targetBaseUrl}${rest}`;
}

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

/**
 * Stand-in for @docusaurus/router: a server render of a page opened without a query, at `/` unless a
 * test names the page's path (globalThis.__testPathname, e.g. the bot page, whose lines say "on this
 * page").
 */
export function useLocation(): {pathname: string; search: string; hash: string} {
  const pathname = (globalThis as {__testPathname?: string}).__testPathname ?? '/';
  return {pathname, search: '', hash: ''};
}

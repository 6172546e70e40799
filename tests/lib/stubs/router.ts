/** Stand-in for @docusaurus/router: a server render of a page opened without a query. */
export function useLocation(): {pathname: string; search: string; hash: string} {
  return {pathname: '/', search: '', hash: ''};
}

/** Stand-in for @docusaurus/useBaseUrl: the site at the root, the address as given. */
export default function useBaseUrl(url: string): string {
  return url;
}

/** Stand-in for @docusaurus/useIsBrowser: the render is a server render. */
export default function useIsBrowser(): boolean {
  return false;
}

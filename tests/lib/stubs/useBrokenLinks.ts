/** Stand-in for @docusaurus/useBrokenLinks. */
export default function useBrokenLinks() {
  return {collectAnchor: () => undefined, collectLink: () => undefined};
}

// Stands in for @docusaurus/theme-classic/lib/prism-include-languages.js (see lazy-prism.ts):
// the site's grammars are in src/components/CodeHighlighter/prism.ts, loaded only by pages with
// code.
export {};

// Stands in for @docusaurus/theme-classic/lib/prism-include-languages.js (see lazy-prism.ts):
// pages with code add the extra Prism languages (src/components/CodeHighlighter/register.ts).
export {};

import {HIGHLIGHT_NAME} from './links';
import {termPositions} from './positions';

/**
 * The marks' colours, added to the document (a constructed stylesheet) by the first page that
 * marks words: plugins/search/client/highlight.ts loads this module only then. In the site's
 * stylesheet the rule was tried against every element of every page as it was styled (Chromium's
 * selector statistics, 3 loads: 0.5–0.8 ms per load of 6–9 ms of selector matching, the
 * costliest rule per attempt), and the bundler puts every imported CSS file in that stylesheet.
 */
const COLOURS = `::highlight(${HIGHLIGHT_NAME}) {
  background-color: var(--ifm-color-warning-contrast-background);
  color: var(--ifm-font-color-base);
}`;

let colours: CSSStyleSheet | undefined;

export function addColours(): void {
  if (colours) return;
  colours = new CSSStyleSheet();
  colours.replaceSync(COLOURS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, colours];
}

/** Marks at most this many places (a page with a word on every line stays fast). */
const MAX_RANGES = 500;

/** The ranges of `root`'s text where one of `words` stands (as the search engine splits text). */
export function markWords(root: Element, words: readonly string[]): Range[] {
  const tokens = words.map((word) => word.toLowerCase());
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node && ranges.length < MAX_RANGES; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    if (!text.trim()) continue;
    for (const [start, length] of termPositions(text, tokens)) {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + length);
      ranges.push(range);
    }
  }
  return ranges;
}

import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {highlightWords} from '@site/src/lib/search/links';
import {termPositions} from '@site/src/lib/search/positions';

/**
 * A page opened from a search result (`?_highlight=word…`) marks the words searched for in its
 * article, until the next navigation. It uses the CSS Custom Highlight API, which paints ranges
 * without touching the page's elements, so React's markup and hydration stay as they were
 * (browsers without the API simply show no marks).
 */
const NAME = 'search-terms';
/** Marks at most this many places (a page with a word on every line stays fast). */
const MAX_RANGES = 500;

/** The page's highlight registry (a Map; TypeScript's DOM types do not say so yet). */
const highlights = () => CSS.highlights as unknown as Map<string, Highlight>;

/** Whether this browser has the CSS Custom Highlight API. */
function hasHighlights(): boolean {
  return typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight !== 'undefined';
}

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

const module: ClientModule = {
  onRouteDidUpdate({location}) {
    if (!ExecutionEnvironment.canUseDOM) return;
    if (!hasHighlights()) return;
    highlights().delete(NAME);
    const words = highlightWords(location.search);
    if (words.length === 0) return;
    // After the page's content has rendered.
    requestAnimationFrame(() => {
      const article = document.querySelector('article') ?? document.querySelector('main');
      if (!article) return;
      highlights().set(NAME, new Highlight(...markWords(article, words)));
    });
  },
};

export default module;

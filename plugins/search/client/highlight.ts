import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {HIGHLIGHT_NAME as NAME, highlightWords} from '../runtime/links';

/**
 * A page opened from a search result (`?_highlight=word…`) marks the words searched for in its
 * article, until the next navigation. It uses the CSS Custom Highlight API, which paints ranges
 * without touching the page's elements, so React's markup and hydration stay as they were
 * (browsers without the API simply show no marks). The marking code and the marks' colours are
 * a chunk of their own (plugins/search/runtime/highlightTerms.ts), loaded only when there are words to mark.
 */
/** Counts the navigations, so that marks loaded late do not land on the page after. */
let navigations = 0;

/** The page's highlight registry (a Map; TypeScript's DOM types do not say so yet). */
const highlights = () => CSS.highlights as unknown as Map<string, Highlight>;

/** Whether this browser has the CSS Custom Highlight API. */
function hasHighlights(): boolean {
  return typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight !== 'undefined';
}

const module: ClientModule = {
  onRouteDidUpdate({location}) {
    if (!ExecutionEnvironment.canUseDOM) return;
    if (!hasHighlights()) return;
    const at = ++navigations;
    highlights().delete(NAME);
    const words = highlightWords(location.search);
    if (words.length === 0) return;
    void import('../runtime/highlightTerms').then(({addColours, markWords}) => {
      // After the page's content has rendered, unless the reader has gone on meanwhile.
      requestAnimationFrame(() => {
        if (navigations !== at) return;
        const article = document.querySelector('article') ?? document.querySelector('main');
        if (!article) return;
        addColours();
        highlights().set(NAME, new Highlight(...markWords(article, words)));
      });
    });
  },
};

export default module;

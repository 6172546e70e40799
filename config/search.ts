import path from 'node:path';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {locales} from './locale';
import {loadYaml} from '../plugins/community-data';
import {validateDictionary} from '../plugins/schemas/search';
import {jiebaDictionary, VOCABULARY_FILES} from '../src/lib/searchVocabulary';

// No other exports than the options: the config loader would merge them into the options.
const dictionary = validateDictionary(loadYaml(path.resolve(__dirname, '..'), VOCABULARY_FILES.dictionary));

/** How plugins/search-local.ts makes each built search-index.json smaller (src/lib/searchIndex.ts). */
export interface IndexCompaction {
  /** Decimals of the vector weights; the relevance set's order must not change (npm test checks it). */
  weightDecimals: number;
  /** Longest stored text of a section, in characters: what suggestions and the search page show. */
  maxTextLength: number;
}

export type SearchOptions = PluginOptions & {indexCompaction: IndexCompaction};

/**
 * Local search (@easyops-cn/docusaurus-search-local, through plugins/search-local.ts). One index
 * per locale, built after the production build; Chinese is cut into words with jieba and the
 * words of data/search/dictionary.yml. `docsDir`/`blogDir` only feed the index hash: the English
 * translations are listed too, so editing one busts the browser cache.
 */
export default {
  hashed: 'query',
  indexDocs: true,
  indexBlog: true,
  indexPages: false,
  docsRouteBasePath: '/docs',
  blogRouteBasePath: '/blog',
  docsDir: ['docs', 'i18n/en/docusaurus-plugin-content-docs'],
  blogDir: ['blog', 'i18n/en/docusaurus-plugin-content-blog'],
  // Lists of posts that repeat the posts' own titles: nothing to find there.
  ignoreFiles: [/^blog\/(archive|authors)(\/|$)/],
  // Button labels ("复制"…) and generated lists marked data-search-ignore (the change log's commits).
  ignoreCssSelectors: ['article button', '[data-search-ignore]'],
  // The site's locale codes are the search's language codes (lunr-languages).
  language: [...locales],
  // data/search/dictionary.yml: Minecraft words cut whole.
  zhUserDict: jiebaDictionary(dictionary),
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  // The page opened from a result marks the words searched for, until the next navigation.
  highlightSearchTermsOnTargetPage: true,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarPosition: 'right',
  explicitSearchResultPath: true,
  // Weights at lunr's own 3 decimals: at 2 (11 KiB gzip less in Chinese) near-equal scores of
  // two sections round to the same value and swap, in one or two questions of each locale
  // (npm run check-search-index prints which).
  indexCompaction: {weightDecimals: 3, maxTextLength: 120},
} satisfies SearchOptions;

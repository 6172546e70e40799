import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {locales} from './locale';

/**
 * Local search (@easyops-cn/docusaurus-search-local). One index per locale,
 * built after the production build; Chinese is segmented with jieba at build
 * time. `docsDir`/`blogDir` only feed the index hash: the English
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
  // The site's locale codes are the search's language codes (lunr-languages).
  language: [...locales],
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarPosition: 'right',
  explicitSearchResultPath: true,
} satisfies PluginOptions;

// Stands in for the module the search plugin generates at build time
// (@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js) when
// scripts/lib/searchInNode.ts runs the plugin's browser search code in Node: the same lunr
// language set-up and constants, from config/search.ts.
import lunr from 'lunr';
import {createRequire} from 'node:module';
import {lunrLanguageZh} from '@easyops-cn/docusaurus-search-local/dist/client/shared/lunrLanguageZh.js';
import searchModule from '../../config/search.ts';

const require = createRequire(import.meta.url);
// A TypeScript module loaded through tsx from ESM: its default export may come wrapped once more.
const search = searchModule.default ?? searchModule;
export const language = Array.isArray(search.language) ? search.language : [search.language];
if (language.length > 1 || language.some((l) => l !== 'en'))
  require('lunr-languages/lunr.stemmer.support.js')(lunr);
for (const lang of language.filter((l) => l !== 'en' && l !== 'zh'))
  require(`lunr-languages/lunr.${lang}.js`)(lunr);
if (language.includes('zh')) {
  // The plugin's index builder may have registered the same functions in this process already.
  const warn = lunr.utils.warn;
  lunr.utils.warn = () => {};
  lunrLanguageZh(lunr);
  lunr.utils.warn = warn;
}
if (language.length > 1) require('lunr-languages/lunr.multi.js')(lunr);

export const removeDefaultStopWordFilter = [];
export const searchIndexUrl = 'search-index{dir}.json';
export const searchResultLimits = search.searchResultLimits ?? 8;
export const fuzzyMatchingDistance = 1;

/** The search page at /search: the search feature's own (plugins/search/theme/SearchPage). */
export {default} from '@theme/SearchPage';

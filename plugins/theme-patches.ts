import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {resolvePackageFile} from './lib/packageFile';

/**
 * Small, named source patches to Docusaurus theme code, applied by the bundler
 * (plugins/patch-loader.cjs) to the installed file. Each one says why. The build fails when a
 * patched text is no longer in its file (after an upgrade): then check whether the patch is
 * still needed and update or remove it here. tests/theme-patches.test.ts checks that every patch
 * applies to the installed packages.
 */
export type ThemePatch = {
  /** Module path, resolved from the site (package name, then the file inside it). */
  module: string;
  search: string;
  replace: string;
  why: string;
};

export const themePatches: ThemePatch[] = [
  {
    module: '@docusaurus/theme-common/lib/utils/reactUtils.js',
    // useShallowMemoObject sorts an options object's keys to build a stable dependency list. The
    // first String#localeCompare of a page loads the ICU collator: 15-50 ms at 4x CPU slowdown,
    // paid during hydration of every doc page (the mobile sidebar) and every code block (its
    // word-wrap observer). Key order only has to be consistent, so compare code units.
    search: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
    why: 'no ICU collator during hydration',
  },
  // The search index keeps no term positions (plugins/search-local.ts: about a third of its size
  // gzip-compressed), so the positions lunr reports for a match are missing. The plugin's snippet
  // code reads them to cut and mark the snippet of a suggestion and of a search-page result;
  // these three patches let it find the searched words in the text instead
  // (src/lib/searchHighlight.ts). Delete them if the plugin learns to highlight without
  // positions, or the index keeps them again.
  {
    module: '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions.js',
    search: 'positions.push(...match[field].position);',
    replace: 'positions.push(...(match[field].position ?? []));',
    why: 'search matches without term positions',
  },
  {
    module: '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed.js',
    search: 'import { escapeHtml } from "./escapeHtml";',
    replace:
      'import { escapeHtml } from "./escapeHtml";\nimport { termPositions } from "@site/src/lib/searchHighlight";',
    why: 'search snippets find the words in the text (import)',
  },
  {
    module: '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed.js',
    search: 'const { chunkIndex, chunks } = splitIntoChunks(content, positions, tokens);',
    replace: [
      'const found = positions.length > 0 ? positions : termPositions(content, tokens);',
      // A synonym or a word past the stored text: the text's beginning, unmarked.
      'if (found.length === 0) return escapeHtml(content.slice(0, maxLength)) + (content.length > maxLength ? "…" : "");',
      'const { chunkIndex, chunks } = splitIntoChunks(content, found, tokens);',
    ].join('\n'),
    why: 'search snippets find the words in the text',
  },
  // The index leaves out the words of data/search/stopwords.yml (怎么, 吗, 可以…: plugins/
  // search-local.ts), but the search code cuts a Chinese question with the words of the index
  // and requires every piece it finds, letting a piece be the start of a longer word. So
  // "连不上服务器怎么办" became 连不上 + 服务器 + 怎么* + 办* (for the index's 怎么弄 and 办法):
  // only pages that happen to have those words, ahead of the pages about not getting in. These
  // two patches give it the stop words too (STOP_WORDS_MODULE, written by the plugin at build
  // time) and take them out of every way of cutting the question, which leaves 连不上 + 服务器.
  // Measured on data/search/relevance.yml: zh 35 → 37 of 41 questions with their page in the
  // first three, en unchanged, index unchanged (tests/search-questions.test.ts shows the case).
  // Delete them if the plugin learns to leave out configured stop words, or if the index keeps
  // the stop words again.
  {
    module: '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries.js',
    search: 'import { smartTerms } from "./smartTerms";',
    replace:
      'import { smartTerms } from "./smartTerms";\n' +
      'import searchStopWords from "@generated/@easyops-cn/docusaurus-search-local/default/search-stopwords.js";\n' +
      'const siteStopWords = new Set(searchStopWords);',
    why: "search leaves the site's stop words out of questions (import)",
  },
  {
    module: '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries.js',
    search: 'const terms = smartTerms(tokens, zhDictionary);',
    replace: [
      'const seenTerms = new Set();',
      'const terms = smartTerms(tokens, zhDictionary.concat(searchStopWords))',
      '  .map((term) => term.filter((item) => !siteStopWords.has(item.value)))',
      // Ways of cutting that differed only by a stop word are now the same: search once.
      '  .filter((term) => {',
      '    const key = term.map((item) => item.value + (item.trailing ? "*" : "")).join(" ");',
      '    return term.length > 0 && !seenTerms.has(key) && seenTerms.add(key);',
      '  });',
    ].join('\n'),
    why: "search leaves the site's stop words out of questions",
  },
  // The theme's post dates, doc "last updated" lines and blog archive get their formatter from
  // useDateTimeFormat, which creates an Intl.DateTimeFormat during hydration: the first one of a
  // page loads the locale's ICU data. These two patches have it use src/lib/dates.ts for the
  // styles the theme asks for in zh and en (dateTimeFormat there; tests/dates.test.ts checks it
  // writes what Intl writes), instead of ejecting the three components that format dates.
  {
    module: '@docusaurus/theme-common/lib/utils/IntlUtils.js',
    search: "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
    replace:
      "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';\n" +
      "import {dateTimeFormat as siteDateTimeFormat} from '@site/src/lib/dates';",
    why: 'dates without Intl during hydration (import)',
  },
  {
    module: '@docusaurus/theme-common/lib/utils/IntlUtils.js',
    search: 'return new Intl.DateTimeFormat(currentLocale, {',
    replace: 'return siteDateTimeFormat(currentLocale, {',
    why: 'dates without Intl during hydration',
  },
  {
    module: '@docusaurus/theme-classic/lib/theme/Tabs/index.js',
    // The theme keys every tab group on useIsBrowser() (a workaround for facebook/docusaurus#5653
    // from React 17 days), so each group, with every panel and the code blocks in them, is thrown
    // away and rendered again right after hydration; the code blocks then tokenize their code
    // again (src/theme/CodeBlock/Content keeps the server's lines only while hydrating).
    // useTabsContextValue already moves to the tab of the query string or local storage in a
    // layout effect after hydration (e2e/tabs.spec.ts).
    search: 'key={String(isBrowser)}>',
    replace: '>',
    why: 'tab groups hydrate in place',
  },
];

export default function themePatchesPlugin(context: LoadContext): Plugin {
  const rules = themePatches.map((patch) => {
    const file = resolvePackageFile(context.siteDir, patch.module, 'plugins/theme-patches.ts');
    return {
      test: (resource: string) => resource === file,
      use: [{loader: path.join(__dirname, 'patch-loader.cjs'), options: {...patch, file}}],
    };
  });
  // The bundler's persistent cache (node_modules/.cache) keeps modules built before a patch was
  // added or changed, and Docusaurus evicts it only when its own files or the site config change:
  // a new patch would silently not apply. Naming the patches and their loader as build
  // dependencies of the cache rebuilds it when they change.
  const patchFiles = [__filename, path.join(__dirname, 'patch-loader.cjs')];
  return {
    name: 'theme-patches',
    configureWebpack(config) {
      const rspackCache = (config.experiments as {cache?: unknown} | undefined)?.cache;
      return {
        module: {rules},
        ...(rspackCache && typeof rspackCache === 'object'
          ? {experiments: {cache: {buildDependencies: patchFiles}}}
          : {}),
        ...(config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem'
          ? {cache: {type: 'filesystem', buildDependencies: {config: patchFiles}}}
          : {}),
      };
    },
  };
}

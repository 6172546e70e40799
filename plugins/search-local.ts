import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import type {IndexCompaction, SearchOptions} from '../config/search';
import {compactSearchIndex, type SearchIndexEntry} from '../src/lib/searchIndex';
import {VOCABULARY_FILES} from '../src/lib/searchVocabulary';
import {loadYaml} from './community-data';
import {indexTermsOf, validateStopwords, validateSynonyms} from './schemas/search';

/**
 * @easyops-cn/docusaurus-search-local, wrapped: the plugin builds each locale's
 * search-index.json after the build as always; then its postBuild is followed by ours, which
 * rewrites the file in the same format, smaller (src/lib/searchIndex.ts): no term positions,
 * nothing of data/search/stopwords.yml, the groups of data/search/synonyms.yml, stored text cut
 * to what suggestions show. It also puts the index's URL in global data for the search bar.
 * Everything else (options, theme components, the search page) is the plugin's own. It runs
 * inside the plugin's postBuild because Docusaurus runs the plugins' postBuild steps at the same
 * time: a separate plugin could read the index before it exists.
 *
 * Measured (npm run bench): the zh index went from 2,109 KiB raw / 560 KiB gzip to 990 / 289
 * (with more pages than then), the English one from 1,855 / 493 to 877 / 236; the first
 * suggestion of a cold search on a phone profile from about 4.6 s to 2.3 s (zh) and 1.9 s (en)
 * (scripts/check-search-index.ts shows that no question of the relevance set changes order).
 * Delete this wrapper if the plugin gains options to leave out positions and to cut stored text,
 * and use them.
 */
const load = createRequire(__filename);
const PACKAGE = '@easyops-cn/docusaurus-search-local';

type PluginOptions = Omit<SearchOptions, 'indexCompaction'>;
type ProcessedOptions = Record<string, unknown> & {language: string[]};

const searchLocal = load(PACKAGE) as {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: (args: {options: PluginOptions; validate: unknown}) => PluginOptions;
};
const {processPluginOptions} = load(`${PACKAGE}/dist/server/server/utils/processPluginOptions`) as {
  processPluginOptions: (options: PluginOptions, context: LoadContext) => ProcessedOptions;
};
const {buildIndex} = load(`${PACKAGE}/dist/server/server/utils/buildIndex`) as {
  buildIndex: (
    documents: {i: number; t: string; u: string}[][],
    config: ProcessedOptions,
  ) => {index: {invertedIndex: Record<string, unknown>}}[];
};

/** Text as index terms, cut and normalized exactly as the plugin indexes pages. */
export function indexTermsFor(config: ProcessedOptions): (text: string) => string[] {
  return (text) => Object.keys(buildIndex([[{i: 1, t: text, u: ''}]], config)[0]!.index.invertedIndex);
}

/** Every search-index*.json of this locale's build (not those of other locales built inside it). */
export function indexFiles(outDir: string, otherLocaleDirs: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string, top: boolean) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(top && otherLocaleDirs.includes(entry.name))) walk(file, false);
      } else if (/^search-index.*\.json$/.test(entry.name)) found.push(file);
    }
  };
  walk(outDir, true);
  return found.sort();
}

/** The options the plugin itself knows. */
function pluginOptionsOf(options: SearchOptions): PluginOptions {
  const pluginOptions: Partial<SearchOptions> = {...options};
  delete pluginOptions.indexCompaction;
  return pluginOptions as PluginOptions;
}

/**
 * What the postBuild step does to an index: the word lists of data/search/ are checked and
 * turned into index terms when this is created (a bad list fails before the build starts).
 */
export function searchIndexCompactor(
  siteDir: string,
  options: SearchOptions,
): {
  config: ProcessedOptions;
  compact: (entries: SearchIndexEntry[], compaction?: IndexCompaction) => SearchIndexEntry[];
} {
  const config = processPluginOptions(pluginOptionsOf(options), {
    siteDir,
    siteConfig: {themeConfig: {}},
  } as unknown as LoadContext);
  const vocabulary = {
    synonyms: validateSynonyms(loadYaml(siteDir, VOCABULARY_FILES.synonyms)),
    stopwords: validateStopwords(loadYaml(siteDir, VOCABULARY_FILES.stopwords), config.language),
  };
  const {synonyms, stopTerms} = indexTermsOf(vocabulary, indexTermsFor(config));
  return {
    config,
    compact: (entries, compaction) =>
      compactSearchIndex(entries, {
        ...(compaction ?? options.indexCompaction),
        synonyms,
        // Only the site's stop words. An index term that is one of lunr's own stop words is what
        // stemming left of a word people search for ("use" and "using" become "us", "one" "on"):
        // without it no question with that word finds anything.
        dropTerms: (term) => stopTerms.has(term),
      }),
  };
}

/**
 * The module, among the plugin's generated files, that gives the search code in the browser the
 * words of data/search/stopwords.yml, to leave out of questions (plugins/theme-patches.ts).
 */
export const STOP_WORDS_MODULE = 'search-stopwords.js';

/** The source of STOP_WORDS_MODULE: an ES module whose default export is the list of words. */
export function stopWordsModule(siteDir: string, language: readonly string[]): string {
  const words = Object.values(
    validateStopwords(loadYaml(siteDir, VOCABULARY_FILES.stopwords), language),
  ).flat();
  return `export default ${JSON.stringify([...new Set(words)])};\n`;
}

/** What the search bar wrapper (src/theme/SearchBar) reads from this plugin's global data. */
export interface SearchGlobalData {
  /** The index's URL relative to the locale's base URL, with the cache-busting query. */
  indexUrl: string;
}

/**
 * The index URL the plugin has put in its generated browser constants (written when the plugin
 * is created), so the search bar can start the download before the plugin's code arrives.
 */
export function generatedIndexUrl(generatedFilesDir: string): string {
  const file = path.join(generatedFilesDir, PACKAGE, 'default', 'generated-constants.js');
  const match = /export const searchIndexUrl = ("[^"]*");/.exec(readFileSync(file, 'utf8'));
  if (!match)
    throw new Error(`plugins/search-local.ts: no searchIndexUrl in ${file} (did ${PACKAGE} change?)`);
  return (JSON.parse(match[1]!) as string).replace('{dir}', '');
}

export default function searchLocalPlugin(context: LoadContext, options: SearchOptions): Plugin {
  const plugin = searchLocal.default(context, pluginOptionsOf(options));
  const {config, compact} = searchIndexCompactor(context.siteDir, options);
  const globalData: SearchGlobalData = {indexUrl: generatedIndexUrl(context.generatedFilesDir)};
  return {
    ...plugin,
    async contentLoaded(args) {
      await plugin.contentLoaded?.(args);
      await args.actions.createData(STOP_WORDS_MODULE, stopWordsModule(context.siteDir, config.language));
      args.actions.setGlobalData(globalData);
    },
    async postBuild(props: Props) {
      await plugin.postBuild!(props as Parameters<NonNullable<Plugin['postBuild']>>[0]);
      const {i18n} = props;
      const otherLocaleDirs = i18n.locales
        .filter((l) => l !== i18n.currentLocale)
        .map((l) => i18n.localeConfigs[l]?.path ?? l);
      for (const file of indexFiles(props.outDir, otherLocaleDirs)) {
        // Doing it twice changes nothing (a file left from an earlier build is harmless).
        const entries = JSON.parse(readFileSync(file, 'utf8')) as SearchIndexEntry[];
        writeFileSync(file, JSON.stringify(compact(entries)));
      }
    },
  };
}

export function validateOptions({
  options,
  validate,
}: {
  options: SearchOptions;
  validate: unknown;
}): SearchOptions {
  const {indexCompaction, ...pluginOptions} = options;
  const compaction = indexCompaction as IndexCompaction | undefined;
  if (
    !compaction ||
    !Number.isInteger(compaction.weightDecimals) ||
    compaction.weightDecimals < 0 ||
    compaction.weightDecimals > 3 ||
    !Number.isInteger(compaction.maxTextLength) ||
    compaction.maxTextLength < 100
  ) {
    throw new Error(
      'config/search.ts: indexCompaction needs weightDecimals (0–3, lunr keeps 3) and maxTextLength ' +
        '(at least 100 characters: the search page shows snippets of up to 100).',
    );
  }
  return {...searchLocal.validateOptions({options: pluginOptions, validate}), indexCompaction: compaction};
}

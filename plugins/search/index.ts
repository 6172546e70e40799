/**
 * The site's search, one feature in one folder (README.md here: what it is, the decision, how to
 * tune it; FORMAT.md: the index files):
 * - build: after each locale's build, every doc and post is read back from its built HTML
 *   (sections.ts), cut into sections and written as a sharded index (build.ts,
 *   runtime/format.ts): `search-index.json` and `search-index/` in the locale's output folder;
 * - the page: the search box (theme/SearchBar) and the search page (theme/SearchPage, routed by
 *   src/pages/search.tsx) read it with runtime/engine.ts; client/highlight.ts marks the words
 *   searched for on the page a result opens;
 * - the word lists in data/search/ (vocabulary.ts, checked by schema.ts) and the relevance set
 *   (relevance.ts) that `npm test` scores (scripts/check-search.ts).
 * Replaces @easyops-cn/docusaurus-search-local, whose single index file every reader had to
 * download whole before the first suggestion (decisions/search-engine.md).
 */
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadYaml} from '../community-data/load';
import {listedPages} from '../llms-txt';
import {checkVocabulary, validateDictionary, validateStopwords, validateSynonyms} from './schema';
import {buildIndex, DEFAULT_BUILD_OPTIONS, type Section} from './build';
import {INDEX_DIR, MANIFEST_FILE} from './runtime/format';
import type {QueryVocabulary} from './runtime/terms';
import {VOCABULARY_FILES} from './vocabulary';
import {pageSections} from './sections';

/**
 * English words a question says nothing with (left out of questions only; the index keeps every
 * word, so a page is still found by them when they are all a question has).
 */
export const ENGLISH_QUESTION_WORDS = [
  'a',
  'able',
  'about',
  'across',
  'after',
  'all',
  'almost',
  'also',
  'am',
  'among',
  'an',
  'and',
  'any',
  'are',
  'as',
  'at',
  'be',
  'because',
  'been',
  'but',
  'by',
  'can',
  'cannot',
  'could',
  'did',
  'do',
  'does',
  'either',
  'else',
  'ever',
  'every',
  'for',
  'from',
  'get',
  'got',
  'had',
  'has',
  'have',
  'he',
  'her',
  'him',
  'his',
  'how',
  'however',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'just',
  'least',
  'let',
  'like',
  'may',
  'me',
  'might',
  'most',
  'must',
  'my',
  'neither',
  'no',
  'nor',
  'of',
  'off',
  'often',
  'on',
  'only',
  'or',
  'other',
  'our',
  'own',
  'rather',
  'said',
  'say',
  'says',
  'she',
  'should',
  'since',
  'so',
  'some',
  'than',
  'that',
  'the',
  'their',
  'them',
  'then',
  'there',
  'these',
  'they',
  'this',
  'to',
  'too',
  'us',
  'want',
  'wants',
  'was',
  'we',
  'were',
  'what',
  'when',
  'where',
  'which',
  'while',
  'who',
  'whom',
  'why',
  'will',
  'with',
  'would',
  'yet',
  'you',
  'your',
];

/** The game's own words and synonyms, which every community's search gets (issue 49). */
export const BUILT_IN_VOCABULARY = path.join(__dirname, 'minecraft-vocabulary.yml');

/** Groups that share a word made one, in the order their first words come. */
export function mergeGroups(groups: readonly (readonly string[])[]): string[][] {
  const merged: string[][] = [];
  for (const group of groups) {
    const touching = merged.filter((m) => group.some((word) => m.includes(word)));
    const union = [...new Set([...touching.flat(), ...group])];
    for (const t of touching) merged.splice(merged.indexOf(t), 1);
    merged.push(union);
  }
  return merged;
}

/**
 * The word lists of data/search/ with the built-in vocabulary (BUILT_IN_VOCABULARY), checked (a
 * bad entry fails the build naming file and entry).
 */
export function searchVocabulary(siteDir: string, locales: readonly string[]): QueryVocabulary {
  const builtIn = loadYaml(path.dirname(BUILT_IN_VOCABULARY), path.basename(BUILT_IN_VOCABULARY));
  const builtInFile = path.relative(siteDir, BUILT_IN_VOCABULARY);
  const dictionary = [
    ...new Set([
      ...validateDictionary(builtIn, builtInFile),
      ...validateDictionary(loadYaml(siteDir, VOCABULARY_FILES.dictionary)),
    ]),
  ];
  const synonyms = mergeGroups([
    ...validateSynonyms(builtIn, builtInFile),
    ...validateSynonyms(loadYaml(siteDir, VOCABULARY_FILES.synonyms)),
  ]);
  const perLanguage = validateStopwords(loadYaml(siteDir, VOCABULARY_FILES.stopwords), locales);
  checkVocabulary({synonyms, stopwords: perLanguage, dictionary});
  const stopwords = Object.values(perLanguage).flat();
  const inGroups = new Set(synonyms.flat());
  return {
    dictionary,
    synonyms,
    // The built-in English words give way to a synonym ("op" is no stop word here).
    stopwords: [...new Set([...stopwords, ...ENGLISH_QUESTION_WORDS.filter((word) => !inGroups.has(word))])],
  };
}

interface ListedLike {
  kind: 'doc' | 'post';
  title: string;
  permalink: string;
  source: string;
}

/** The sections of every listed page of a locale's build; a page without its article fails the build. */
function siteSections(outDir: string, baseUrl: string, pages: ListedLike[]): Section[] {
  const sections: Section[] = [];
  for (const page of pages) {
    const base = path.join(outDir, page.permalink.slice(baseUrl.length));
    const file = [path.join(base, 'index.html'), `${base}.html`].find((f) => existsSync(f));
    const found = file
      ? pageSections(readFileSync(file, 'utf8'), page.permalink, page.title, page.kind)
      : null;
    if (!found) throw new Error(`search: no built article for ${page.permalink} (${page.source})`);
    sections.push(...found);
  }
  return sections;
}

export default function searchPlugin(context: LoadContext): Plugin {
  const vocabulary = searchVocabulary(context.siteDir, context.i18n.locales);
  let pages: ListedLike[] = [];
  return {
    name: 'search-index',
    // The search box (@theme/SearchBar) and the search page (@theme/SearchPage, at /search).
    getThemePath: () => path.join(__dirname, 'theme'),
    // A page opened from a search result marks the words searched for.
    getClientModules: () => [path.join(__dirname, 'client', 'highlight.ts')],
    async allContentLoaded({allContent}) {
      pages = listedPages(
        allContent['docusaurus-plugin-content-docs']?.default as Parameters<typeof listedPages>[0],
        allContent['docusaurus-plugin-content-blog']?.default as Parameters<typeof listedPages>[1],
      );
    },
    async postBuild({outDir}) {
      const started = performance.now();
      const sections = siteSections(outDir, context.baseUrl, pages);
      const {manifest, files} = buildIndex(sections, {...DEFAULT_BUILD_OPTIONS, vocabulary});
      const dir = path.join(outDir, INDEX_DIR);
      rmSync(dir, {recursive: true, force: true});
      mkdirSync(dir, {recursive: true});
      for (const [name, text] of files) writeFileSync(path.join(dir, name), text);
      writeFileSync(path.join(outDir, MANIFEST_FILE), JSON.stringify(manifest));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `[search] ${context.i18n.currentLocale}: ${pages.length} pages, ${sections.length} sections, ` +
          `${manifest.shards} shards, ${files.size - manifest.shards} section files in ${seconds} s`,
      );
    },
  };
}

/**
 * `npm run check-search-index` (part of `npm test`, after the build): checks each locale's built
 * search-index.json against the search plugin's own index of the same pages, rebuilt here from
 * build/ with the plugin's parser and index builder (scripts/lib/searchRebuild.ts):
 *
 * 1. the shipped file is exactly that index after plugins/search-local.ts's compaction (so the
 *    build step ran, and the file is not stale);
 * 2. the parts of the compaction that claim to lose nothing a search uses (no term positions,
 *    renumbered terms, cut text) leave every question of data/search/relevance.yml with the same
 *    suggestions in the same order as the plugin's own index;
 * 3. the weights' precision (config/search.ts, `weightDecimals`) leaves that order unchanged too;
 *    the order one decimal fewer would give is printed, to show what the precision is kept for.
 *
 * Orders come from the plugin's own browser search code, run in Node (scripts/lib/searchInNode.ts).
 */
import {isDeepStrictEqual} from 'node:util';
import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import {defaultLocale, locales} from '../config/locale';
import {searchIndexSize} from './lib/pageWeight';
import {compactor, options, rawIndex, shippedIndex} from './lib/searchRebuild';
import {nodeSearch, type NodeSuggestion} from './lib/searchInNode';
import {compactSearchIndex, type SearchIndexEntry} from '../src/lib/searchIndex';
import {RELEVANCE_FILE} from '../src/lib/searchRelevance';
import {validateRelevanceSet} from '../plugins/schemas/search';

const set = validateRelevanceSet(yaml.load(readFileSync(RELEVANCE_FILE, 'utf8')), locales);
const {weightDecimals, maxTextLength} = options.indexCompaction;

/** A question's suggestions as the dropdown lists them: document id and type, in order. */
const order = (suggestions: NodeSuggestion[]) =>
  suggestions.map((s) => `${s.document.i}:${s.type}`).join(' ');

async function orders(entries: SearchIndexEntry[], questions: string[]): Promise<string[]> {
  const search = await nodeSearch(entries);
  const result: string[] = [];
  for (const q of questions) result.push(order(await search(q)));
  return result;
}

async function main(): Promise<number> {
  let failures = 0;
  const fail = (message: string) => {
    failures++;
    console.error(`  FAIL ${message}`);
  };
  // The plugin's index builder and the search code share lunr's language set-up: build every
  // index before the first search.
  const built: {locale: string; file: string; shipped: SearchIndexEntry[]; raw: SearchIndexEntry[]}[] = [];
  for (const locale of locales) {
    const {file} = searchIndexSize(locale, defaultLocale);
    const shipped = shippedIndex(file);
    built.push({locale, file, shipped, raw: await rawIndex(shipped)});
  }
  for (const {locale, file, shipped, raw} of built) {
    console.log(`${file}:`);
    if (isDeepStrictEqual(shipped, compactor.compact(raw))) {
      console.log('  is the plugin index of its pages, compacted as config/search.ts says');
    } else {
      fail('differs from the plugin index of its pages after compaction: rebuild (npm run build)');
    }
    const questions = set.locales[locale]!.map((q) => q.q);
    const plugin = await orders(raw, questions);
    const lossless = await orders(
      compactSearchIndex(raw, {weightDecimals: 3, maxTextLength, synonyms: [], dropTerms: () => false}),
      questions,
    );
    const changed = (a: string[], b: string[]) => questions.filter((_, i) => a[i] !== b[i]);
    const losslessChanged = changed(plugin, lossless);
    if (losslessChanged.length === 0) {
      console.log(
        `  without positions and with cut text: the same suggestions for all ${questions.length} questions`,
      );
    } else {
      fail(
        `leaving out positions or cutting text changed the suggestions of: ${losslessChanged.join(' | ')}`,
      );
    }
    const full = await orders(compactor.compact(raw, {weightDecimals: 3, maxTextLength}), questions);
    const rounded = await orders(compactor.compact(raw), questions);
    const roundedChanged = changed(full, rounded);
    if (roundedChanged.length === 0) {
      console.log(
        `  weights at ${weightDecimals} decimals: the same order for all ${questions.length} questions`,
      );
    } else {
      fail(
        `weights at ${weightDecimals} decimals change the order of: ${roundedChanged.join(' | ')} ` +
          '(raise indexCompaction.weightDecimals in config/search.ts; 3, as lunr keeps them, changes nothing)',
      );
    }
    if (weightDecimals > 0) {
      const coarser = await orders(
        compactor.compact(raw, {weightDecimals: weightDecimals - 1, maxTextLength}),
        questions,
      );
      const coarserChanged = changed(full, coarser);
      console.log(
        `  (at ${weightDecimals - 1} decimals, ${coarserChanged.length} question(s) would change order` +
          `${coarserChanged.length ? `: ${coarserChanged.join(' | ')}` : ''})`,
      );
    }
  }
  return failures > 0 ? 1 : 0;
}

void main().then((code) => process.exit(code));

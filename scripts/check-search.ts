/**
 * `npm run check-search`, after a build: the search of each locale, run in Node over build/ with
 * the engine the browser runs (scripts/lib/searchInBuild.ts), against the players' questions of
 * data/search/relevance.yml. Fails when fewer than `minTop3` of a locale's questions find their
 * page among the first three suggestions, or the mean reciprocal rank is under `minMrr`, or when
 * the suggestions of more than a tenth of the questions wait for more files than perf/budgets.yml's
 * `search.filesBeforeSuggestions`; prints
 * the misses, and what the questions cost a reader (index bytes fetched, gzip) and the engine
 * (milliseconds to answer), including inputs no question set has (a pasted page of text, one
 * enormous word).
 */
import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import {defaultLocale, locales} from '../config/locale';
import {validateRelevanceSet} from '../plugins/search/schema';
import {RELEVANCE_FILE, scoreTop3} from '../plugins/search/relevance';
import {localeBuildDir, openBuiltSearch} from './lib/searchInBuild';
import {FIRST_STAGE_SHARDS} from '../plugins/search/runtime/engine';

const LIMIT = 8;
/** Inputs players paste: each must be answered in well under a second. */
export const LONG_INPUTS = [
  '我用HMCL启动器登录皮肤站账号以后进服务器提示无效的会话',
  '服务器'.repeat(8),
  '服'.repeat(5000),
  'a'.repeat(30_000),
  `${'Failed to login: Invalid session (Try restarting your game and the launcher) '.repeat(1200)}`,
];

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main(): Promise<number> {
  const set = validateRelevanceSet(yaml.load(readFileSync(RELEVANCE_FILE, 'utf8')), locales);
  const budget = (
    yaml.load(readFileSync('perf/budgets.yml', 'utf8')) as {search: {filesBeforeSuggestions: number}}
  ).search;
  let failed = false;
  for (const locale of locales) {
    const prefix = locale === defaultLocale ? '' : `/${locale}`;
    const search = await openBuiltSearch(localeBuildDir('build', locale, defaultLocale));
    const questions = set.locales[locale]!;
    const urls: string[][] = [];
    const bytes: number[] = [];
    for (const question of questions) {
      const {results} = await search.engine.search(question.q, LIMIT);
      urls.push(results.map((r) => r.url));
      bytes.push(search.takeFetched().reduce((sum, f) => sum + f.gzip, 0));
    }
    const outcomes = scoreTop3(questions, urls, prefix);
    const hits = outcomes.filter((o) => o.hit).length;
    const share = hits / outcomes.length;
    const mrr = outcomes.reduce((sum, o) => sum + o.reciprocalRank, 0) / outcomes.length;
    const ok = share >= set.minTop3 && mrr >= set.minMrr;
    failed ||= !ok;
    console.log(
      `${locale}: ${hits} / ${outcomes.length} questions (${(share * 100).toFixed(1)} %, at least ${set.minTop3 * 100} %) ` +
        `with their page in the first three; mean reciprocal rank ${mrr.toFixed(3)} (at least ${set.minMrr})` +
        (ok ? '' : '  FAILED'),
    );
    for (const o of outcomes.filter((x) => !x.hit)) {
      console.log(
        `  miss: ${o.question.q} → ${o.question.pages.join(' or ')}; got ${o.top3.join(', ') || 'nothing'}`,
      );
    }
    // What the suggestions wait for, cold (issue 50: 20–30 requests before): the files of the
    // first stage (shards and heads; the section files come after the suggestions are shown).
    const files: number[] = [];
    for (const question of questions) {
      const cold = await openBuiltSearch(localeBuildDir('build', locale, defaultLocale));
      await cold.engine.searchHeads(question.q, LIMIT, FIRST_STAGE_SHARDS);
      files.push(cold.takeFetched().length);
    }
    files.sort((a, b) => a - b);
    const p90 = files[Math.floor(files.length * 0.9)]!;
    const filesOk = p90 <= budget.filesBeforeSuggestions;
    failed ||= !filesOk;
    console.log(
      `  files before the suggestions show (cold): median ${files[Math.floor(files.length / 2)]}, 90th percentile ${p90} ` +
        `(at most ${budget.filesBeforeSuggestions}, perf/budgets.yml), largest ${files.at(-1)}${filesOk ? '' : '  FAILED'}`,
    );
    const sorted = [...bytes].sort((a, b) => a - b);
    console.log(
      `  index fetched per question (gzip, cold): median ${kib(sorted[Math.floor(sorted.length / 2)]!)}, ` +
        `largest ${kib(sorted[sorted.length - 1]!)}; manifest ${kib(search.manifestBytes.gzip)}`,
    );
    for (const input of LONG_INPUTS) {
      const started = performance.now();
      const answer = await search.engine.search(input, LIMIT);
      const ms = performance.now() - started;
      search.takeFetched();
      console.log(
        `  ${input.length.toLocaleString('en')} characters (${input.slice(0, 12)}…): ${answer.results.length} results in ${ms.toFixed(1)} ms`,
      );
      if (ms > 1000) {
        console.log('  FAILED: longer than 1 s');
        failed = true;
      }
    }
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

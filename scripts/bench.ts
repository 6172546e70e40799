/**
 * `npm run bench`: page weight and build time of the production site.
 *
 *   npm run bench            reuse build/ if it exists, else build
 *   npm run bench -- --build build first (timed); add --cold to clear caches
 *   npm run bench -- --runs 5 median of 5 loads per page for the blocking time (default 3)
 *   npm run bench -- --weight first-load bytes per page type only (skips the timings, search, build)
 *
 * Serves build/ with nginx and deploy/nginx.conf (gzip as in production), loads each page type of perf/budgets.yml in
 * Chromium with a phone-sized viewport, and prints first-load JS, CSS and
 * HTML (compressed bytes transferred) beside the budgets, the main-thread blocking time of
 * each page type's load at 4x CPU slowdown (median of several loads; plus the longest post),
 * the search index's whole size per locale (what the site stores: a reader fetches only the
 * manifest and a question's parts), the cold search on a phone (first tap to first suggestion,
 * on slow 4G with a 4x slower CPU), the relevance set's score and the index bytes its questions
 * fetch (the engine in Node over build/), the time from typing a query to its first suggestions
 * (search loaded), and the build time.
 *
 *   npm run bench -- --theme     the register's rows re-measured (scripts/lib/themeBench.ts)
 *   npm run bench -- --all-off [--keep id,…]  a copy with every reach into Docusaurus's internals
 *                                switched off, built and every route loaded (scripts/lib/allOffBench.ts)
 *   npm run bench -- --scale 10  search and the build with every doc copied 10 times
 *                                (scripts/lib/scaleBench.ts; writes .bench/scale.json)
 *   npm run bench -- --imported [--test]  the sample and the sample with the imported wiki of
 *                                tests/imported-docs/ (scripts/lib/importedBench.ts; writes
 *                                perf/results/imported.json)
 */
import {existsSync, readFileSync, rmSync, statSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import yaml from 'js-yaml';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './lib/chromium';
import {freePort, run} from './lib/run';
import {startNginx} from './lib/nginx';
import {blockingCpu, loadWork, type LoadWork} from './lib/blockingTime';
import {pictureSourceLines} from './lib/pictureLines';
import {postsNewestFirst} from './lib/siteContent';
import {jsBudget, kib, loadBudgets, measurePage, searchIndexSize} from './lib/pageWeight';
import {coldSearch, median, PHONE_PROFILE, searchLatencies, type ColdSearch} from './lib/searchLatency';
import {defaultLocale, locales} from '../config/locale';
import {RELEVANCE_FILE, scoreTop3} from '../plugins/search/relevance';
import {validateRelevanceSet} from '../plugins/search/schema';
import {localeBuildDir, openBuiltSearch} from './lib/searchInBuild';
import {writeResults} from './lib/results';

/** Lowest–highest of timings, in ms: how noisy a median is. */
function spread(values: number[]): string {
  return `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
}

/** Cold searches per locale; the median is printed, with the lowest and highest run. */
const COLD_RUNS = 3;

/** The search box's "no results" text per locale (the zh default is in plugins/search/theme/SearchBar). */
const NO_RESULTS: Record<string, string> = {
  zh: '没有找到任何文档',
  en: (JSON.parse(readFileSync('i18n/en/code.json', 'utf8')) as Record<string, {message: string}>)[
    'theme.SearchBar.noResultsText'
  ]!.message,
};

/** Writes the run's figures to perf/results/bench.json. */
function writeBenchResults(results: Record<string, unknown>): void {
  console.log(`\nFigures written to ${writeResults('bench', results)}`);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--all-off')) {
    const {runAllOffBench} = await import('./lib/allOffBench');
    return runAllOffBench(args);
  }
  if (args.includes('--theme')) {
    const {runThemeBench} = await import('./lib/themeBench');
    return runThemeBench(args);
  }
  if (args.includes('--imported')) {
    const {runImportedBench} = await import('./lib/importedBench');
    return runImportedBench(args);
  }
  if (args.includes('--scale')) {
    const {runScaleBench} = await import('./lib/scaleBench');
    return runScaleBench(args);
  }
  let buildSeconds: number | null = null;
  if (args.includes('--build') || !existsSync('build/index.html')) {
    if (args.includes('--cold')) {
      for (const dir of ['build', '.docusaurus', 'node_modules/.cache'])
        rmSync(dir, {recursive: true, force: true});
    }
    const start = Date.now();
    const code = await run('npm', ['run', '-s', 'build']);
    if (code !== 0) return code;
    buildSeconds = (Date.now() - start) / 1000;
  }

  const budgets = loadBudgets();
  const port = await freePort();
  const server = await startNginx({buildDir: 'build', port});
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  let over = 0;
  /** Every figure of the run, written to perf/results/bench.json at the end (README and decisions/ point there). */
  const results: Record<string, unknown> = {date: new Date().toISOString(), cores: availableParallelism()};
  const pageWeights: Record<string, {url: string; js: number; css: number; html: number}> = {};
  results.firstLoadBytes = pageWeights;
  try {
    const rows: string[][] = [['page', 'url', 'JS KiB', 'CSS KiB', 'HTML KiB', 'heaviest script']];
    for (const [name, budget] of Object.entries(budgets.pages)) {
      const context = await browser.newContext({viewport: {width: 412, height: 915}, isMobile: true});
      const page = await context.newPage();
      const w = await measurePage(page, `http://127.0.0.1:${port}${budget.url}`);
      await context.close();
      const cell = (value: number, limit: number) => {
        if (kib(value) > limit) over++;
        return `${kib(value)} / ${limit}${kib(value) > limit ? ' OVER' : ''}`;
      };
      pageWeights[name] = {url: budget.url, js: w.js, css: w.css, html: w.html};
      const heaviest = [...w.scripts].sort((a, b) => b.bytes - a.bytes)[0];
      rows.push([
        name,
        budget.url,
        cell(w.js, jsBudget(budgets, budget, 'build')),
        cell(w.css, budget.css),
        cell(w.html, budget.html),
        heaviest ? `${new URL(heaviest.url).pathname.split('/').pop()} ${kib(heaviest.bytes)}` : '',
      ]);
    }
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    console.log('\nFirst load, compressed bytes transferred (measured / budget):');
    for (const row of rows) console.log(row.map((c, i) => c.padEnd(widths[i]!)).join('  '));
    const pictureLines = pictureSourceLines();
    console.log(
      `\nPicture source lines (plugins/screens, src/components/Screen, data/screens): ${pictureLines.total}` +
        ` (${pictureLines.files} files): renderer, figure and styles ${pictureLines.code},` +
        ` pictures' data ${pictureLines.pictures}, labels ${pictureLines.labels}`,
    );
    results.pictureSourceLines = pictureLines;
    if (args.includes('--weight')) {
      writeBenchResults(results);
      return over > 0 ? 1 : 0;
    }

    const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
    // The longest post (most text and code): the heaviest page to hydrate.
    const longest = postsNewestFirst('zh').sort((a, b) => statSync(b).size - statSync(a).size)[0]!;
    const slug = /^slug:\s*(\S+)/m.exec(readFileSync(longest, 'utf8'))?.[1];
    const timed: [string, string][] = [
      ...Object.entries(budgets.pages).map(([name, b]): [string, string] => [name, b.url]),
      ...(slug ? [['longest post', `/blog/${slug}`] as [string, string]] : []),
    ];
    console.log(`\nPage load at 4x CPU slowdown, phone viewport (median of ${runs} loads):`);
    const blocking: Record<string, unknown> = {};
    results.blocking = blocking;
    for (const [name, url] of timed) {
      const loads: LoadWork[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({viewport: {width: 412, height: 915}, isMobile: true});
        loads.push(await loadWork(await context.newPage(), `http://127.0.0.1:${port}${url}`));
        await context.close();
        // The same load traced: its blocking time as CPU time (what e2e/blocking.spec.ts budgets).
        const traced = await browser.newContext({viewport: {width: 412, height: 915}, isMobile: true});
        cpu.push((await blockingCpu(await traced.newPage(), `http://127.0.0.1:${port}${url}`)).blockingCpuMs);
        await traced.close();
      }
      blocking[name] = {
        url,
        blockingMs: median(loads.map((l) => l.blockingMs)),
        blockingCpuMs: median(cpu),
        longestMs: median(loads.map((l) => l.longestMs)),
        hydratedMs: median(loads.map((l) => l.hydratedMs)),
        runs,
      };
      const m = (key: 'blockingMs' | 'longestMs' | 'hydratedMs') =>
        median(loads.map((l) => l[key])).toFixed(0);
      console.log(
        `  ${name.padEnd(17)} ${url.padEnd(52)} blocking ${m('blockingMs').padStart(4)} ms, longest task ` +
          `${m('longestMs').padStart(4)} ms, hydrated at ${m('hydratedMs').padStart(5)} ms; ` +
          `blocking as CPU time ${median(cpu).toFixed(0).padStart(4)} ms`,
      );
    }

    console.log(
      '\nSearch index, whole (the manifest and every shard and section file; a reader fetches only parts):',
    );
    for (const locale of locales) {
      const size = searchIndexSize(locale, defaultLocale);
      console.log(
        `  ${locale}: ${size.files} files, ${kib(size.raw)} KiB raw, ${kib(size.gzip)} KiB gzip ` +
          `(manifest ${kib(size.manifest.raw)} KiB raw, ${kib(size.manifest.gzip)} KiB gzip)`,
      );
    }

    const {cpuSlowdown, downloadKbps, latencyMs} = PHONE_PROFILE;
    console.log(
      `\nCold search on a phone (${downloadKbps / 1000} Mbit/s, ${latencyMs} ms round trip, CPU ${cpuSlowdown}x slower; ` +
        `page hydrated; median of ${COLD_RUNS}), first tap to:`,
    );
    for (const [locale, prefix, query] of [
      ['zh', '', '白名单'],
      ['en', '/en', 'whitelist'],
    ] as const) {
      const runs: ColdSearch[] = [];
      for (let i = 0; i < COLD_RUNS; i++) {
        const context = await browser.newContext({
          viewport: {width: 412, height: 915},
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        runs.push(await coldSearch(page, `http://127.0.0.1:${port}${prefix}/docs/intro`, query));
        await context.close();
      }
      ((results.coldSearch ??= {}) as Record<string, unknown>)[locale] = {
        query,
        firstSuggestionMs: median(runs.map((r) => r.phoneEstimateMs)),
        runsMs: runs.map((r) => r.phoneEstimateMs),
      };
      const loading = runs.map((r) => r.loadingShownMs);
      const loadingCell = loading.every((ms) => ms !== null)
        ? `${median(loading as number[]).toFixed(0)} ms`
        : 'never shown';
      console.log(
        `  ${locale}: loading state ${loadingCell}; first suggestion ${median(runs.map((r) => r.phoneEstimateMs)).toFixed(0)} ms ` +
          `[${spread(runs.map((r) => r.phoneEstimateMs))}] (the search runs on the page's thread, slowed ${cpuSlowdown}x too)`,
      );
    }

    const relevance = validateRelevanceSet(yaml.load(readFileSync(RELEVANCE_FILE, 'utf8')), locales);
    console.log(
      `\nRelevance (${RELEVANCE_FILE}, the engine in Node over build/): questions whose page is among the first three ` +
        'suggestions, mean reciprocal rank, and the index each question fetches (gzip, nothing cached)',
    );
    for (const locale of locales) {
      const prefix = locale === defaultLocale ? '' : `/${locale}`;
      const questions = relevance.locales[locale]!;
      const dir = localeBuildDir('build', locale, defaultLocale);
      const urls: string[][] = [];
      const bytes: number[] = [];
      for (const question of questions) {
        const search = await openBuiltSearch(dir);
        urls.push((await search.engine.search(question.q, 8)).results.map((r) => r.url));
        bytes.push(search.takeFetched().reduce((sum, f) => sum + f.gzip, 0));
      }
      const outcomes = scoreTop3(questions, urls, prefix);
      const hits = outcomes.filter((o) => o.hit).length;
      const share = hits / questions.length;
      const mrr = outcomes.reduce((sum, o) => sum + o.reciprocalRank, 0) / outcomes.length;
      const under = share < relevance.minTop3 || mrr < relevance.minMrr;
      ((results.relevance ??= {}) as Record<string, unknown>)[locale] = {
        questions: questions.length,
        hits,
        mrr,
        bytesPerQuestion: {median: median(bytes), largest: Math.max(...bytes)},
      };
      if (under) over++;
      console.log(
        `  ${locale}: ${hits} / ${questions.length} (${Math.round(share * 100)}%, at least ${relevance.minTop3 * 100}%), ` +
          `MRR ${mrr.toFixed(2)} (at least ${relevance.minMrr}); ${kib(median(bytes))} / ${kib(Math.max(...bytes))} KiB ` +
          `per question (median / largest)${under ? ' UNDER' : ''}`,
      );
    }
    console.log(
      '\nFirst suggestions after a question is put in the box, search loaded (median / max of 6 queries):',
    );
    for (const [locale, url, queries] of [
      ['zh', '/docs/intro', ['服务', '白名单', '回滚', '启动器', '皮肤', '模组', '端口']],
      ['en', '/en/docs/intro', ['server', 'whitelist', 'rollback', 'launcher', 'skin', 'mods', 'port']],
    ] as const) {
      const cells: string[] = [];
      for (const slowdown of [1, 4]) {
        const context = await browser.newContext({viewport: {width: 412, height: 915}, isMobile: true});
        const page = await context.newPage();
        const times = await searchLatencies(
          page,
          `http://127.0.0.1:${port}${url}`,
          [...queries],
          NO_RESULTS[locale]!,
          slowdown,
        );
        await context.close();
        const label = slowdown === 1 ? 'this machine' : `CPU ${slowdown}x slower (phone)`;
        cells.push(`${label} ${median(times).toFixed(0)} / ${Math.max(...times).toFixed(0)} ms`);
      }
      console.log(`  ${locale}: ${cells.join(', ')}`);
    }
    console.log(
      `\nBuild (zh + en): ${buildSeconds === null ? 'reused build/ (run with --build to time it)' : `${buildSeconds.toFixed(1)} s`}`,
    );
    results.buildSeconds = buildSeconds;
    writeBenchResults(results);
    if (over > 0) console.log(`\n${over} figure(s) over budget.`);
  } finally {
    await browser.close();
    await server.stop();
  }
  return over > 0 ? 1 : 0;
}

void main().then((code) => process.exit(code));

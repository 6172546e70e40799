/**
 * `npm run bench -- --imported [--test] [--keep]`: the site at a real community's size (issue 49).
 * Two copies of the repository, built one after the other with the same cache: the sample as it
 * is, and the sample with the whole imported wiki of tests/imported-docs/ (343 Chinese pages by
 * several writers: nested folders, tabs, Mermaid, HTML comments, slugs; no English, so /en shows
 * them untranslated) copied into docs/ as ADOPTING.md's "Bring your existing docs" says (then
 * `npm run lint:fix`, and its own search questions, tests/imported-docs/relevance.yml: the adoption
 * fork's, with the imported pages that answer a question word for word as second answers, as a
 * community with both kinds of pages keeps them). It reports:
 *
 * - build time of each (and the ratio), with Docusaurus's phases, the imported pages' diagrams drawn
 *   first as ADOPTING.md's step 4 says (a first build would draw them itself);
 * - the search index of each locale (files, bytes);
 * - relevance on the imported pages: every question set of tests/imported-docs/ (the development
 *   sets and the held-out one, questions-heldout-2; hit in the first three, mean reciprocal rank)
 *   and the sample's own set;
 * - cold search on a phone in each locale (first tap to first suggestion, bytes and requests after
 *   the tap), the two copies alternating;
 * - one page load at each size (the same doc page, at a phone's width, CPU ×4): main.js's bytes (it
 *   carries the route table, so it grows with the page count), the CPU time of evaluating it, and
 *   the blocking time, the two copies alternating;
 * - with `--test`, the imported copy's whole `npm test` (without the adoption step), timed per step.
 *
 * The figures go to perf/results/imported.json (committed: the figures ADOPTING.md, decisions/ and the notes point to).
 */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {availableParallelism, tmpdir} from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './chromium';
import {cpuBlocking, mainScriptCpu, traceLoad} from './blockingTime';
import {startNginx, type RunningNginx} from './nginx';
import {freePort} from './run';
import {PHONE_PROFILE} from './searchLatency';
import {commitSite, copySite} from './scaleCopy';
import {localePhases, parsePerfLog, searchStepLines, table} from './scaleReport';
import {coldSearchBytes, type ColdSearchBytes} from './scaleSearch';
import {buildCopy, coldSummary, COLD_RUNS, QUERIES, searchFiles} from './scaleBench';
import {relevanceOf} from './scaleRelevance';
import {localeBuildDir, openBuiltSearch} from './searchInBuild';
import {fixedWorkMs} from './machineSpeed';
import {repo} from './repoCopy';
import {writeResults} from './results';
import {defaultLocale, locales} from '../../config/locale';

/** The imported wiki and its question sets. */
export const IMPORTED = path.join(repo, 'tests/imported-docs');

interface QuestionSetFigures {
  questions: number;
  hits: number;
  top3: number;
  mrr: number;
  misses: string[];
}

/** The question sets of the imported wiki: file name (without .yml) → questions. */
export function questionSets(dir = IMPORTED): Record<string, {q: string; pages: string[]}[]> {
  const sets: Record<string, {q: string; pages: string[]}[]> = {};
  for (const file of readdirSync(dir)
    .filter((f) => /^questions-.*\.yml$/.test(f))
    .sort()) {
    const questions = yaml.load(readFileSync(path.join(dir, file), 'utf8'));
    if (!Array.isArray(questions)) throw new Error(`${file}: a list of {q, pages} expected`);
    for (const [i, question] of questions.entries()) {
      const {q, pages} = question as {q?: unknown; pages?: unknown};
      if (typeof q !== 'string' || !Array.isArray(pages) || pages.some((p) => typeof p !== 'string'))
        throw new Error(`${file}: question ${i + 1} needs q (text) and pages (docs/ paths)`);
    }
    sets[file.replace(/\.yml$/, '')] = questions as {q: string; pages: string[]}[];
  }
  return sets;
}

/**
 * Each doc's route in the default locale by its source under docs/, from a built site's .docusaurus
 * metadata, which holds the locale built last: its prefix (`/en`) is taken off.
 */
function docRoutes(site: string): Map<string, string> {
  const dir = path.join(site, '.docusaurus/docusaurus-plugin-content-docs/default');
  const others = locales.filter((l) => l !== defaultLocale);
  const prefix = others.length ? new RegExp(`^/(${others.join('|')})(?=/)`) : /^(?!)/;
  const routes = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => /^site-docs-.*\.json$/.test(f))) {
    const doc = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {source: string; permalink: string};
    routes.set(doc.source.replace(/^@site\/docs\//, ''), decodeURI(doc.permalink).replace(prefix, ''));
  }
  return routes;
}

/** Hit in the first three and reciprocal rank of each question, the engine over the built files. */
async function scoreQuestionSet(
  buildDir: string,
  routes: Map<string, string>,
  questions: {q: string; pages: string[]}[],
): Promise<QuestionSetFigures> {
  const search = await openBuiltSearch(localeBuildDir(buildDir, defaultLocale, defaultLocale));
  let hits = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  for (const question of questions) {
    const wanted = question.pages.map((page) => {
      const route = routes.get(page);
      if (!route) throw new Error(`"${question.q}": no page built from docs/${page}`);
      return route;
    });
    const got = (await search.engine.search(question.q, 8)).results.map((r) =>
      decodeURI(r.url.split('#')[0]!),
    );
    const rank = got.findIndex((url) => wanted.includes(url));
    if (rank >= 0) reciprocal += 1 / (rank + 1);
    if (rank >= 0 && rank < 3) hits++;
    else misses.push(`${question.q} → ${wanted[0]} (got ${got.slice(0, 3).join(', ') || 'nothing'})`);
  }
  return {
    questions: questions.length,
    hits,
    top3: hits / questions.length,
    mrr: reciprocal / questions.length,
    misses,
  };
}

/** Doc pages (not partials) under a folder. */
function docPages(dir: string): number {
  return (readdirSync(dir, {recursive: true}) as string[]).filter(
    (f) => /\.mdx?$/.test(f) && !f.split(path.sep).some((part) => part.startsWith('_')),
  ).length;
}

/** The page whose load is measured at both sizes: in the sample and in the imported copy alike. */
const LOAD_PAGE = '/docs/intro';
/** Loads per site, alternating (median reported). */
const LOAD_RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The size of a build's main.js, as stored and compressed (what every page load fetches and runs). */
export function mainScriptBytes(buildDir: string): {bytes: number; gzipBytes: number} {
  const dir = path.join(buildDir, 'assets/js');
  const file = readdirSync(dir).find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
  if (!file) throw new Error(`no main.js in ${dir}`);
  const text = readFileSync(path.join(dir, file));
  return {bytes: text.length, gzipBytes: gzipSync(text).length};
}

/**
 * The lines of scripts/e2e-timings.ts's output the bench keeps: the total ("N test runs …") and
 * one per spec file ("test time s, CPU s, tests, pages, requests, file"), spaces squeezed.
 */
export function timingLines(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => /^\s*[\d.]+ s\s+[\d.]+\s+\d+\s+\d+\s+\d+\s+\S+\.spec\.ts$|^\d+ test runs/.test(line))
    .map((line) => line.trim().replace(/\s+/g, ' '));
}

/**
 * `npm test -- --no-adoption` in `site`: its exit code, seconds and the step timings it prints, and
 * where its browser tests' time went (scripts/e2e-timings.ts on their JSON report: test time per
 * spec file, slowest first).
 */
function timedTest(site: string): {code: number; seconds: number; steps: string[]; browserSpecs: string[]} {
  const start = Date.now();
  const report = path.join(site, 'e2e-report.json');
  const result = spawnSync('npm', ['run', '-s', 'test', '--', '--no-adoption'], {
    cwd: site,
    encoding: 'utf8',
    env: {...process.env, CI: 'true', PLAYWRIGHT_JSON_OUTPUT_NAME: report},
    maxBuffer: 512 * 1024 * 1024,
  });
  const timings = spawnSync('node', ['--import', 'tsx', 'scripts/e2e-timings.ts', report], {
    cwd: site,
    encoding: 'utf8',
  });
  const browserSpecs = timingLines(timings.stdout ?? '');
  const output = `${result.stdout}${result.stderr}`;
  writeFileSync(path.join(site, 'test.log'), output);
  const summary = output.slice(output.lastIndexOf('\n  prerequisites:'));
  return {
    code: result.status ?? 1,
    seconds: (Date.now() - start) / 1000,
    browserSpecs,
    steps: summary
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^[\w (),+/-]+: [\d.]+ s$/.test(line)),
  };
}

export async function runImportedBench(args: string[]): Promise<number> {
  const keep = args.includes('--keep');
  // The machine's speed before and after (scripts/lib/machineSpeed.ts): runs of other days compare.
  const speedBefore = fixedWorkMs();
  const work = mkdtempSync(path.join(tmpdir(), 'imported-bench-'));
  let ok = false;
  const servers: RunningNginx[] = [];
  try {
    const sample = path.join(work, 'sample');
    const imported = path.join(work, 'imported');
    for (const site of [sample, imported]) copySite(repo, site);
    cpSync(path.join(IMPORTED, 'docs'), path.join(imported, 'docs'), {recursive: true});
    // As ADOPTING.md's "Bring your existing docs" says: lint:fix over the pages brought in, and the
    // search questions of a community with both kinds of pages (the adoption fork's own set).
    const fixStart = Date.now();
    const fixed = spawnSync('npm', ['run', '-s', 'lint:fix'], {cwd: imported, encoding: 'utf8'});
    if (fixed.status !== 0)
      throw new Error(`npm run lint:fix failed in ${imported}:\n${fixed.stdout}${fixed.stderr}`);
    const lintFixSeconds = (Date.now() - fixStart) / 1000;
    // Step 4: the pages' Mermaid diagrams drawn once and committed, so that the builds compared are
    // the ones the community runs from then on (a first build draws them itself: 4.3 s for the 9).
    const drawStart = Date.now();
    const drawn = spawnSync('npm', ['run', '-s', 'diagrams'], {cwd: imported, encoding: 'utf8'});
    if (drawn.status !== 0)
      throw new Error(`npm run diagrams failed in ${imported}:\n${drawn.stdout}${drawn.stderr}`);
    const diagramSeconds = (Date.now() - drawStart) / 1000;
    cpSync(path.join(IMPORTED, 'relevance.yml'), path.join(imported, 'data/search/relevance.yml'));
    commitSite(sample, 'Imported bench: the sample');
    commitSite(imported, 'Imported bench: the sample with the imported wiki');
    const pages = {
      sample: docPages(path.join(sample, 'docs')),
      imported: docPages(path.join(imported, 'docs')),
    };
    console.log(
      `Sample: ${pages.sample} doc pages; with the imported wiki: ${pages.imported} (in every locale).`,
    );

    const builds: Record<
      string,
      {seconds: number; phases: Record<string, Record<string, number>>; search: unknown}
    > = {};
    for (const [name, site] of Object.entries({sample, imported})) {
      console.log(`\nBuilding ${name} (log in ${site}/build.log)`);
      const result = await buildCopy(site, path.join(site, 'build.log'));
      if (result.code !== 0)
        throw new Error(`the ${name} build failed (exit ${result.code}); see ${site}/build.log`);
      builds[name] = {
        seconds: result.seconds,
        phases: localePhases(parsePerfLog(result.log)),
        search: searchStepLines(result.log),
      };
      console.log(`${name}: built in ${result.seconds.toFixed(1)} s`);
    }

    const routes = docRoutes(imported);
    const relevance: Record<string, QuestionSetFigures> = {};
    for (const [name, questions] of Object.entries(questionSets())) {
      relevance[name] = await scoreQuestionSet(path.join(imported, 'build'), routes, questions);
    }
    const sampleSet = await relevanceOf(path.join(imported, 'build'), repo);

    const origins: Record<string, string> = {};
    for (const [name, site] of Object.entries({sample, imported})) {
      const port = await freePort();
      servers.push(await startNginx({buildDir: path.join(site, 'build'), port}));
      origins[name] = `http://127.0.0.1:${port}`;
    }
    const cold: Record<string, Record<string, ColdSearchBytes[]>> = {sample: {}, imported: {}};
    const loads: Record<string, {mainScriptCpuMs: number[]; blockingCpuMs: number[]}> = {};
    const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
    try {
      for (let run = 0; run < COLD_RUNS; run++) {
        for (const locale of locales) {
          const prefix = locale === defaultLocale ? '' : `/${locale}`;
          for (const [name, origin] of Object.entries(origins)) {
            const result = await coldSearchBytes(
              browser,
              `${origin}${prefix}/docs/intro`,
              QUERIES[locale]!.cold,
            );
            (cold[name]![locale] ??= []).push(result);
          }
        }
      }
      // What one page load costs at each size (issue 49: a cost that grows with the page count
      // for every reader): the same page, its main.js evaluated and its blocking time at 4×.
      for (let run = 0; run < LOAD_RUNS; run++) {
        for (const [name, origin] of Object.entries(origins)) {
          const context = await browser.newContext({viewport: {width: 412, height: 915}, isMobile: true});
          const events = await traceLoad(await context.newPage(), `${origin}${LOAD_PAGE}`);
          await context.close();
          const runs = (loads[name] ??= {mainScriptCpuMs: [], blockingCpuMs: []});
          runs.mainScriptCpuMs.push(mainScriptCpu(events, 4));
          runs.blockingCpuMs.push(cpuBlocking(events, 4).blockingCpuMs);
        }
      }
    } finally {
      await browser.close();
    }
    const pageLoad = Object.fromEntries(
      Object.entries({sample, imported}).map(([name, site]) => [
        name,
        {
          page: LOAD_PAGE,
          runs: LOAD_RUNS,
          ...mainScriptBytes(path.join(site, 'build')),
          mainScriptCpuMs: median(loads[name]!.mainScriptCpuMs),
          blockingCpuMs: median(loads[name]!.blockingCpuMs),
          spread: loads[name],
        },
      ]),
    );

    const test = args.includes('--test') ? timedTest(imported) : null;

    const figures = {
      date: new Date().toISOString(),
      cores: availableParallelism(),
      // Milliseconds of one fixed single-threaded workload, at the start and at the end (lower is
      // faster): this machine's speed varies from hour to hour.
      machineFixedWorkMs: [speedBefore, fixedWorkMs()],
      profile: {...PHONE_PROFILE, viewportWidth: 390},
      pages,
      lintFixSeconds,
      diagramSeconds,
      build: {...builds, ratio: builds.imported!.seconds / builds.sample!.seconds},
      index: {
        sample: searchFiles(path.join(sample, 'build')),
        imported: searchFiles(path.join(imported, 'build')),
      },
      relevance: {imported: relevance, sampleSetOnImported: sampleSet},
      cold: Object.fromEntries(
        Object.entries(cold).map(([name, byLocale]) => [
          name,
          Object.fromEntries(
            Object.entries(byLocale).map(([locale, runs]) => [
              locale,
              {...coldSummary(runs), query: QUERIES[locale]!.cold},
            ]),
          ),
        ]),
      ),
      pageLoad,
      test,
    };
    const resultsFile = writeResults('imported', figures);

    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    console.log(
      `\nThe machine: a fixed single-threaded workload took ${figures.machineFixedWorkMs.join(' ms at the start, ')} ms at the end (lower is faster).`,
    );
    console.log(
      `\nBuild: sample ${builds.sample!.seconds.toFixed(1)} s, imported ${builds.imported!.seconds.toFixed(1)} s (×${figures.build.ratio.toFixed(2)}); ` +
        `the imported pages' diagrams drawn once before (npm run diagrams): ${diagramSeconds.toFixed(1)} s`,
    );
    console.log('\nRelevance on the imported pages (first three; mean reciprocal rank):');
    console.log(
      table([
        ['set', 'questions', 'hit@3', 'MRR'],
        ...Object.entries(relevance).map(([name, r]) => [
          name,
          String(r.questions),
          `${r.hits} (${(r.top3 * 100).toFixed(1)} %)`,
          r.mrr.toFixed(3),
        ]),
        ...Object.entries(sampleSet).map(([locale, r]) => [
          `sample set (${locale})`,
          String(r.questions),
          `${(r.top3 * 100).toFixed(1)} %`,
          r.mrr.toFixed(3),
        ]),
      ]).replace(/^/gm, '  '),
    );
    console.log('\nCold search on a phone, first tap to first suggestion (median), after the tap:');
    console.log(
      table([
        ['site', 'locale', 'query', 'first suggestion', 'bytes', 'requests'],
        ...Object.entries(figures.cold).flatMap(([name, byLocale]) =>
          Object.entries(byLocale).map(([locale, c]) => [
            name,
            locale,
            c.query,
            c.firstSuggestionMs === null ? 'none' : `${c.firstSuggestionMs.toFixed(0)} ms`,
            kib(c.afterTapBytes),
            String(c.afterTapRequests),
          ]),
        ),
      ]).replace(/^/gm, '  '),
    );
    console.log(`\nOne page load at each size (${LOAD_PAGE}, 412 px, CPU ×4, median of ${LOAD_RUNS}):`);
    console.log(
      table([
        ['site', 'main.js (gzip)', 'main.js evaluated', 'blocking time'],
        ...Object.entries(pageLoad).map(([name, load]) => [
          name,
          kib(load.gzipBytes),
          `${load.mainScriptCpuMs.toFixed(0)} ms`,
          `${load.blockingCpuMs.toFixed(0)} ms`,
        ]),
      ]).replace(/^/gm, '  '),
    );
    if (test)
      console.log(
        `\nnpm test of the imported copy: ${test.code === 0 ? 'passed' : `failed (exit ${test.code})`} in ${(test.seconds / 60).toFixed(1)} min\n  ${test.steps.join('\n  ')}`,
      );
    console.log(`\nFigures written to ${resultsFile}`);
    ok = test === null || test.code === 0;
    return ok ? 0 : 1;
  } finally {
    for (const server of servers) await server.stop();
    if (keep || !ok) console.log(`\nThe copies are in ${work}${ok ? '' : ' (kept: the bench failed)'}`);
    else rmSync(work, {recursive: true, force: true});
  }
}

/**
 * `npm run bench -- --scale N`: search and the build at N times the site's docs.
 *
 *   npm run bench -- --scale 10                 copy, multiply, build and measure (×1 and ×10)
 *   npm run bench -- --scale 10 --keep          keep the two copies (their folder is printed)
 *   npm run bench -- --scale 10 --reuse DIR     measure the builds a --keep run left in DIR
 *
 * Two copies of the repository in a temporary folder (scripts/lib/scaleCopy.ts): x1, as it is,
 * and xN, with every doc of both locales copied N - 1 more times. Each is built in turn (timed,
 * with Docusaurus's perf log for the steps and any `[search]` line of the search step), served
 * with nginx and deploy/nginx.conf, and measured with the search box's DOM contract only
 * (scripts/lib/scaleSearch.ts), so the bench works with any search engine behind it: the search
 * files' size per locale, the bytes before the first tap and from the tap to the first suggestion,
 * the cold search on a phone (median of 3 per locale, ×1 and ×N alternating), and the time to
 * answer queries once the engine is ready, at 4× CPU slowdown. The table goes to stdout and the
 * figures to .bench/scale.json. No budgets: it reports.
 */
import {spawn} from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './chromium';
import {startNginx, type RunningNginx} from './nginx';
import {jsBudget, kib as kibOf, loadBudgets, measurePage} from './pageWeight';
import {freePort} from './run';
import {median, PHONE_PROFILE} from './searchLatency';
import {commitSite, copySite, multiplyDocs} from './scaleCopy';
import {
  isSearchFile,
  localeOfBuildFile,
  localePhases,
  parsePerfLog,
  scaleTables,
  searchStepLines,
  table,
  type ScaleFigures,
} from './scaleReport';
import {answerTime, coldSearchBytes, type ColdSearchBytes} from './scaleSearch';
import {relevanceOf} from './scaleRelevance';
import {defaultLocale, locales, type SiteLocale} from '../../config/locale';

const repo = path.resolve(__dirname, '..', '..');
export const COLD_RUNS = 3;
/** Time limit of one answer once the engine is ready. */
const ANSWER_TIMEOUT_MS = 20_000;
const ANSWER_RUNS = 3;

/** What a reader types: the cold-search query, a warm-up query, and the queries timed once ready. */
export const QUERIES: Record<SiteLocale, {cold: string; warmup: string; timed: string[]}> = {
  zh: {
    cold: '白名单',
    warmup: '服务器',
    timed: ['启动器', '皮肤站', '进不去服务器', '我用HMCL启动器登录皮肤站账号以后进服务器提示无效的会话'],
  },
  en: {
    cold: 'whitelist',
    warmup: 'server',
    timed: [
      'launcher',
      'skin site',
      'cannot join the server',
      'I logged in with HMCL on the skin site and the server says invalid session',
    ],
  },
};

interface BuiltCopy {
  factor: number;
  site: string;
  pages: Record<SiteLocale, number>;
  seconds: number;
  log: string;
}

/** Runs `docusaurus build` in `site` with the perf log on; its output goes to `logFile`, the main lines to stdout. */
export function buildCopy(
  site: string,
  logFile: string,
): Promise<{code: number; seconds: number; log: string}> {
  return new Promise((resolve) => {
    const start = Date.now();
    const out = createWriteStream(logFile);
    let log = '';
    const child = spawn('npx', ['docusaurus', 'build'], {
      cwd: site,
      env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true', FORCE_COLOR: '0', NO_COLOR: '1'},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let pending = '';
    const take = (chunk: Buffer) => {
      const text = chunk.toString();
      log += text;
      out.write(text);
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (/\[(SUCCESS|ERROR)\]|\[search\]|Error:|^\[PERF\] Build > [^>]+ - /.test(line))
          console.log(`    ${line.trim()}`);
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('exit', (code) => {
      out.end();
      resolve({code: code ?? 1, seconds: (Date.now() - start) / 1000, log});
    });
  });
}

async function prepareAndBuild(work: string, factor: number): Promise<BuiltCopy> {
  const site = path.join(work, `x${factor}`);
  console.log(`\n×${factor}: copying the site to ${site}`);
  copySite(repo, site);
  const pages = multiplyDocs(site, factor);
  commitSite(site, `Scale bench: docs ×${factor}`);
  console.log(
    `×${factor}: ${locales.map((l) => `${pages[l]} ${l} doc pages`).join(', ')}; building (log in ${site}/build.log)`,
  );
  const result = await buildCopy(site, path.join(site, 'build.log'));
  if (result.code !== 0)
    throw new Error(`the ×${factor} build failed (exit ${result.code}); see ${site}/build.log`);
  console.log(`×${factor}: built in ${result.seconds.toFixed(1)} s`);
  return {factor, site, pages, seconds: result.seconds, log: result.log};
}

function filesUnder(dir: string): string[] {
  return (readdirSync(dir, {recursive: true, withFileTypes: true}) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Search files of a build per locale (either engine's, scaleReport.isSearchFile). */
export function searchFiles(buildDir: string): ScaleFigures['index'] {
  const index: ScaleFigures['index'] = {};
  for (const rel of filesUnder(buildDir).filter(isSearchFile)) {
    const bytes = readFileSync(path.join(buildDir, rel));
    const entry = (index[localeOfBuildFile(rel)] ??= {files: 0, raw: 0, gzip: 0});
    entry.files++;
    entry.raw += bytes.length;
    entry.gzip += gzipSync(bytes).length;
  }
  return index;
}

const prefix = (locale: SiteLocale) => (locale === defaultLocale ? '' : `/${locale}`);

export function coldSummary(runs: ColdSearchBytes[]): ScaleFigures['cold'][string] {
  const firsts = runs.map((r) => r.firstSuggestionMs).filter((v): v is number => v !== null);
  const loadings = runs.map((r) => r.loadingShownMs).filter((v): v is number => v !== null);
  return {
    runs: runs.length,
    firstSuggestionMs: firsts.length === runs.length ? median(firsts) : null,
    spreadMs: firsts.length ? [Math.min(...firsts), Math.max(...firsts)] : null,
    loadingShownMs: loadings.length ? median(loadings) : null,
    beforeTapBytes: median(runs.map((r) => r.bytes.load + r.bytes.idle)),
    searchBeforeTapBytes: median(runs.map((r) => r.bytes.searchBeforeTap)),
    afterTapBytes: median(runs.map((r) => r.bytes.after)),
    afterTapRequests: median(runs.map((r) => r.afterTap.length)),
    runsMs: runs.map((r) => r.firstSuggestionMs),
    afterTapFiles: runs[0]?.afterTap ?? [],
  };
}

export async function runScaleBench(args: string[]): Promise<number> {
  const factor = Number(args[args.indexOf('--scale') + 1]);
  if (!Number.isInteger(factor) || factor < 2) {
    console.error('--scale takes a whole number of copies, 2 or more (e.g. --scale 10).');
    return 2;
  }
  const reuse = args.includes('--reuse') ? args[args.indexOf('--reuse') + 1] : undefined;
  const keep = args.includes('--keep') || reuse !== undefined;
  const work = reuse ? path.resolve(reuse) : mkdtempSync(path.join(tmpdir(), 'scale-bench-'));
  const builtFile = path.join(work, 'builds.json');
  let ok = false;
  const servers: RunningNginx[] = [];
  try {
    let builds: BuiltCopy[];
    if (reuse) {
      if (!existsSync(builtFile))
        throw new Error(`${builtFile} not found: --reuse takes the folder a --keep run printed`);
      builds = JSON.parse(readFileSync(builtFile, 'utf8')) as BuiltCopy[];
      if (builds[1]?.factor !== factor)
        throw new Error(`${work} holds a ×${builds[1]?.factor} copy, not ×${factor}`);
    } else {
      builds = [];
      for (const f of [1, factor]) builds.push(await prepareAndBuild(work, f));
      writeFileSync(builtFile, JSON.stringify(builds));
    }

    const figures: ScaleFigures[] = builds.map((b) => ({
      factor: b.factor,
      pages: b.pages,
      build: {seconds: b.seconds, phases: localePhases(parsePerfLog(b.log)), search: searchStepLines(b.log)},
      index: searchFiles(path.join(b.site, 'build')),
      cold: {},
      answers: {},
    }));
    console.log('\nRelevance set (data/search/relevance.yml; a copy of the answering page counts as it):');
    for (const [b, f] of figures.entries()) {
      f.relevance = await relevanceOf(path.join(builds[b]!.site, 'build'), repo);
      for (const [locale, r] of Object.entries(f.relevance)) {
        console.log(
          `  ${locale} ×${f.factor}: ${(r.top3 * 100).toFixed(1)} % in the first three, mean reciprocal rank ${r.mrr.toFixed(3)} (${r.questions} questions)`,
        );
      }
    }
    const origins: string[] = [];
    for (const b of builds) {
      const port = await freePort();
      servers.push(await startNginx({buildDir: path.join(b.site, 'build'), port}));
      origins.push(`http://127.0.0.1:${port}`);
    }

    const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
    try {
      // What every page pays for the size of the site (perf/budgets.yml, jsPerRoute).
      const budgets = loadBudgets(path.join(repo, 'perf/budgets.yml'));
      const rows: string[][] = [
        ['page', ...builds.flatMap((b) => [`JS ×${b.factor}`, `budget ×${b.factor}`]), 'growth'],
      ];
      for (const [name, budget] of Object.entries(budgets.pages)) {
        const js: number[] = [];
        for (const [b, origin] of origins.entries()) {
          const context = await browser.newContext({viewport: {width: 412, height: 915}, isMobile: true});
          const weight = await measurePage(await context.newPage(), `${origin}${budget.url}`);
          await context.close();
          js.push(weight.js);
          (figures[b]!.firstLoadJs ??= {})[name] = weight.js;
          const limit = jsBudget(budgets, budget, path.join(builds[b]!.site, 'build'));
          if (kibOf(weight.js) > limit) console.log(`  ${name} ×${builds[b]!.factor}: over its budget`);
        }
        rows.push([
          name,
          ...js.flatMap((bytes, b) => [
            `${kibOf(bytes)} KiB`,
            `${jsBudget(budgets, budget, path.join(builds[b]!.site, 'build'))}`,
          ]),
          `+${kibOf(js[1]! - js[0]!)} KiB`,
        ]);
      }
      console.log('\nFirst-load JS (compressed, as transferred) and its budget with jsPerRoute:');
      console.log(table(rows).replace(/^/gm, '  '));

      const {cpuSlowdown, downloadKbps, latencyMs} = PHONE_PROFILE;
      console.log(
        `\nCold search on a phone (390 px, ${downloadKbps / 1000} Mbit/s, ${latencyMs} ms round trip, CPU ${cpuSlowdown}× slower), ` +
          `${COLD_RUNS} runs per locale, ×1 and ×${factor} alternating:`,
      );
      const cold: ColdSearchBytes[][][] = builds.map(() => locales.map(() => []));
      for (let run = 0; run < COLD_RUNS; run++) {
        for (const [l, locale] of locales.entries()) {
          for (const [b, origin] of origins.entries()) {
            const url = `${origin}${prefix(locale)}/docs/intro`;
            const result = await coldSearchBytes(browser, url, QUERIES[locale]!.cold);
            cold[b]![l]!.push(result);
            console.log(
              `  run ${run + 1} ${locale} ×${builds[b]!.factor}: ${result.firstSuggestionMs === null ? 'no suggestion' : `${result.firstSuggestionMs.toFixed(0)} ms`}, ` +
                `${(result.bytes.after / 1024).toFixed(1)} KiB after the tap, ${((result.bytes.load + result.bytes.idle) / 1024).toFixed(1)} KiB before`,
            );
          }
        }
      }
      for (const [b, f] of figures.entries()) {
        for (const [l, locale] of locales.entries()) f.cold[locale] = coldSummary(cold[b]![l]!);
      }

      console.log(
        `\nAnswers once the engine is ready (CPU ${cpuSlowdown}× slower, limit ${ANSWER_TIMEOUT_MS / 1000} s; ` +
          `median of ${ANSWER_RUNS}, ×1 and ×${factor} alternating):`,
      );
      for (const locale of locales) {
        for (const query of QUERIES[locale]!.timed) {
          const times: (number | null)[][] = builds.map(() => []);
          for (let run = 0; run < ANSWER_RUNS; run++) {
            for (const [b, origin] of origins.entries()) {
              // One that never came in time would not come the next time either.
              if (times[b]!.includes(null)) continue;
              const url = `${origin}${prefix(locale)}/docs/intro`;
              times[b]!.push(
                await answerTime(
                  browser,
                  url,
                  QUERIES[locale]!.warmup,
                  query,
                  cpuSlowdown,
                  ANSWER_TIMEOUT_MS,
                ),
              );
            }
          }
          for (const [b, f] of figures.entries()) {
            const runs = times[b]!;
            const ms = runs.includes(null) ? null : median(runs as number[]);
            (f.answers[locale] ??= []).push({query, ms, runsMs: runs});
            console.log(
              `  ${locale} ×${builds[b]!.factor} "${query}": ${ms === null ? 'none in time' : `${ms.toFixed(0)} ms`} ` +
                `[${runs.map((r) => (r === null ? '–' : r.toFixed(0))).join(', ')}]`,
            );
          }
        }
      }
    } finally {
      await browser.close();
    }

    const [one, many] = figures as [ScaleFigures, ScaleFigures];
    console.log(`\nSearch and build at ×${factor} (docs of both locales copied ${factor - 1} more times):\n`);
    console.log(scaleTables(one, many, ANSWER_TIMEOUT_MS));
    console.log(
      `\nCold search: first tap to first suggestion; Chromium slows only the page's own thread, not a worker's. ` +
        `Bytes: compressed, with headers, as transferred.`,
    );
    mkdirSync(path.join(repo, '.bench'), {recursive: true});
    const out = path.join(repo, '.bench', 'scale.json');
    writeFileSync(
      out,
      `${JSON.stringify({date: new Date().toISOString(), profile: {...PHONE_PROFILE, viewportWidth: 390}, x1: one, xN: many}, null, 2)}\n`,
    );
    console.log(`\nFigures written to ${path.relative(process.cwd(), out)}`);
    ok = true;
    return 0;
  } finally {
    for (const server of servers) await server.stop();
    if (keep || !ok) console.log(`\nThe copies are in ${work}${ok ? '' : ' (kept: the bench failed)'}`);
    else rmSync(work, {recursive: true, force: true});
  }
}

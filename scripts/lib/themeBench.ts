/**
 * `npm run bench -- --theme`: re-measures the rows of the register of customisations
 * (src/theme/README.md) the way each was decided, and prints today's figures.
 *
 *   npm run bench -- --theme                        lines against internals, /internal imports,
 *                                                   and every variant below
 *   npm run bench -- --theme --variants a,b         only these variants
 *   npm run bench -- --theme --runs 9               loads per page and build (default 7)
 *   npm run bench -- --theme --reuse                reuse the variants' builds in .bench/theme/
 *
 * A variant is the site with one customisation taken out: the repository is copied to
 * .bench/theme/<variant>/site, the customisation removed there (`off`), and the default locale
 * built without the bundler's persistent cache (a changed patch list would otherwise keep the
 * patched modules). The base is build/ (built for the default locale if missing). Both builds are
 * served by nginx with deploy/nginx.conf, and the pages of the variant are loaded in Chromium at a
 * phone viewport, the two builds' loads interleaved so that the machine's load weighs on both
 * alike. Per load:
 *
 * - CPU: the thread time of every task of the page's renderer main thread, from navigation to
 *   three seconds after hydration (a Chromium trace, no throttling: thread time does not count
 *   the time a thread waited for a core, which makes wall-clock measures swing on a busy machine);
 * - blocking estimate: Σ max(0, 4 · task thread time − 50 ms) over those tasks (a phone at 4×);
 * - warm paint (for a variant that acts on paint, as the removed page template did): first
 *   contentful paint of a second load in the same context (scripts cached) at 4× CPU slowdown;
 * - first-load JS: compressed bytes of the scripts a first load fetches (exact; one load).
 *
 * The verdict, per page: "earns its place" when the customisation makes the page cheaper with the
 * two-sided exact Mann–Whitney p < 0.05 (or saves bytes, which are exact); otherwise "within
 * noise", and the register's rule says it goes.
 */
import {existsSync, mkdirSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './chromium';
import {freePort, run} from './run';
import {startNginx, type RunningNginx} from './nginx';
import {copyRepository, repo} from './repoCopy';
import {measurePage, kib} from './pageWeight';
import {mannWhitneyP} from './mannWhitney';
import {countInternals, printInternals} from './internals';
import {median} from './searchLatency';
import {edit} from './switches';

type Metric = 'cpu' | 'blocking' | 'warmPaint';

interface Variant {
  /** What "off" puts back, as the register names it. */
  row: string;
  /** Takes the customisation out of a copy of the repository. */
  off(site: string): void;
  /** Page paths (default locale) where it acts. */
  pages: string[];
  metrics: Metric[];
}

const DOC = '/docs/First/Readme/java-an-zhuang-ji-shi-yong';

const removePatch = (why: RegExp) => (site: string) =>
  edit(
    site,
    'plugins/theme-patches.ts',
    'export default function themePatchesPlugin',
    `themePatches.splice(0, themePatches.length, ...themePatches.filter((p) => !${String(why)}.test(p.why)));\n` +
      'export default function themePatchesPlugin',
  );

const VARIANTS: Record<string, Variant> = {
  'mobile-sidebar': {
    row: 'src/theme/Navbar/MobileSidebar (the drawer built right after hydration)',
    off: (site) => rmSync(path.join(site, 'src/theme/Navbar'), {recursive: true, force: true}),
    pages: [DOC, '/docs/intro'],
    metrics: ['cpu', 'blocking'],
  },
  'dates-intl': {
    row: 'patches "dates without Intl during hydration" (the theme\'s Intl.DateTimeFormat)',
    off: removePatch(/^dates without Intl/),
    pages: [DOC, '/blog'],
    metrics: ['cpu', 'blocking'],
  },
  'locale-compare': {
    row: 'patches "no localeCompare during hydration" (the theme\'s two sorts with String.prototype.localeCompare)',
    off: removePatch(/^no localeCompare/),
    pages: [DOC, '/docs/intro'],
    metrics: ['cpu', 'blocking'],
  },
  'browser-transition': {
    row: 'patches "isBrowser as a transition" (the re-render after hydration at default priority)',
    off: removePatch(/^isBrowser as a transition/),
    pages: [DOC, '/docs/intro'],
    metrics: ['cpu', 'blocking'],
  },
  'idle-prefetch': {
    row: 'src/clientModules/idlePrefetch.ts (prefetch of visible links right after hydration)',
    off: (site) =>
      edit(site, 'docusaurus.config.ts', /^\s*'\.\/src\/clientModules\/idlePrefetch\.ts',\n/m, '\n'),
    pages: ['/', DOC],
    metrics: ['cpu', 'blocking'],
  },
};

interface Load {
  cpu: number;
  blocking: number;
  warmPaint: number;
}

const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** One load of `url`, traced (see the header). */
async function tracedLoad(browser: Browser, url: string, warm: boolean): Promise<Load> {
  const context = await browser.newContext({viewport: {width: 412, height: 915}, isMobile: true});
  const page = await context.newPage();
  let warmPaint = NaN;
  try {
    if (warm) {
      await page.goto(url, {waitUntil: 'load'});
      await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await page.goto('about:blank');
      await page.goto(url, {waitUntil: 'load'});
      await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
      warmPaint = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      );
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
    }
    await browser.startTracing(page, {categories: ['toplevel', 'devtools.timeline', '__metadata']});
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
    await page.waitForTimeout(3000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: {
        name: string;
        ph: string;
        pid: number;
        tid: number;
        tdur?: number;
        args?: {name?: string};
      }[];
    };
    const mains = new Set(
      trace.traceEvents
        .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`),
    );
    // The busiest renderer main thread is the page's (an idle blank renderer may be traced too).
    const perThread = new Map<string, number[]>();
    for (const e of trace.traceEvents) {
      const key = `${e.pid}:${e.tid}`;
      // A top-level task: `RunTask` in older Chromium, `ThreadControllerImpl::RunTask` in newer.
      if (!TASK_EVENTS.has(e.name) || e.ph !== 'X' || !mains.has(key) || e.tdur === undefined) continue;
      perThread.set(key, [...(perThread.get(key) ?? []), e.tdur / 1000]);
    }
    const tasks = [...perThread.values()].sort(
      (a, b) => b.reduce((s, t) => s + t, 0) - a.reduce((s, t) => s + t, 0),
    )[0];
    if (!tasks) throw new Error(`bench --theme: no renderer main thread in the trace of ${url}`);
    return {
      cpu: tasks.reduce((s, t) => s + t, 0),
      blocking: tasks.reduce((s, t) => s + Math.max(0, 4 * t - 50), 0),
      warmPaint,
    };
  } finally {
    await context.close();
  }
}

async function firstLoadJs(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({viewport: {width: 412, height: 915}, isMobile: true});
  try {
    return (await measurePage(await context.newPage(), url)).js;
  } finally {
    await context.close();
  }
}

const BENCH_DIR = path.join(repo, '.bench', 'theme');

/** Builds the variant's copy of the site (default locale), unless `reuse` and it is there. */
async function buildVariant(name: string, variant: Variant, reuse: boolean): Promise<string> {
  const dir = path.join(BENCH_DIR, name);
  const out = path.join(dir, 'build');
  if (reuse && existsSync(path.join(out, 'index.html'))) return out;
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  const site = path.join(dir, 'site');
  copyRepository(site);
  variant.off(site);
  console.log(
    `\nBuilding the variant "${name}" (${variant.row} put back) into ${path.relative(repo, out)} …`,
  );
  const code = await run(
    'npx',
    // Into the copy's build/ (plugins/security-headers.ts reads the pages there), then moved.
    ['docusaurus', 'build', '--locale', 'zh'],
    {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
    site,
  );
  if (code !== 0) throw new Error(`bench --theme: the build of variant "${name}" failed`);
  renameSync(path.join(site, 'build'), out);
  rmSync(site, {recursive: true, force: true});
  return out;
}

const fmt = (values: number[]) =>
  `${median(values).toFixed(0)} [${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}]`;

export async function runThemeBench(args: string[]): Promise<number> {
  printInternals(countInternals());
  const value = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const runs = Number(value('--runs')) || 7;
  const names = value('--variants')?.split(',') ?? Object.keys(VARIANTS);
  const unknown = names.filter((n) => !VARIANTS[n]);
  if (unknown.length) {
    console.error(`Unknown variant(s): ${unknown.join(', ')}. Known: ${Object.keys(VARIANTS).join(', ')}`);
    return 2;
  }
  if (!existsSync(path.join(repo, 'build', 'index.html'))) {
    const code = await run('npx', ['docusaurus', 'build', '--locale', 'zh'], {}, repo);
    if (code !== 0) return code;
  }
  const builds = new Map<string, string>();
  for (const name of names)
    builds.set(name, await buildVariant(name, VARIANTS[name]!, args.includes('--reuse')));

  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  const servers: RunningNginx[] = [];
  const serve = async (buildDir: string) => {
    const server = await startNginx({buildDir, port: await freePort()});
    servers.push(server);
    return `http://127.0.0.1:${server.port}`;
  };
  const results: Record<string, unknown>[] = [];
  try {
    const base = await serve(path.join(repo, 'build'));
    for (const name of names) {
      const variant = VARIANTS[name]!;
      const off = await serve(builds.get(name)!);
      console.log(`\n${name}: ${variant.row}`);
      for (const url of variant.pages) {
        const jsOn = await firstLoadJs(browser, base + url);
        const jsOff = await firstLoadJs(browser, off + url);
        const on: Load[] = [];
        const offLoads: Load[] = [];
        const warm = variant.metrics.includes('warmPaint');
        for (let i = 0; i < runs; i++) {
          // Interleaved, the order alternating, so that neither build always goes first.
          const pair = i % 2 === 0 ? [base, off] : [off, base];
          for (const origin of pair)
            (origin === base ? on : offLoads).push(await tracedLoad(browser, origin + url, warm));
        }
        console.log(`  ${url}: first-load JS ${kib(jsOn)} KiB with it, ${kib(jsOff)} KiB without`);
        let earns = jsOn < jsOff - 512;
        for (const metric of variant.metrics) {
          const a = on.map((l) => l[metric]);
          const b = offLoads.map((l) => l[metric]);
          const p = mannWhitneyP(a, b);
          const better = median(a) < median(b) && p < 0.05;
          earns ||= better;
          console.log(
            `    ${metric.padEnd(9)} with ${fmt(a)} ms, without ${fmt(b)} ms, Δ ${(median(b) - median(a)).toFixed(0)} ms, p = ${p.toFixed(3)}${better ? '  (cheaper with it)' : ''}`,
          );
          results.push({variant: name, url, metric, on: a, off: b, p});
        }
        console.log(`    → ${earns ? 'earns its place' : 'within noise: goes (the register rule)'}`);
      }
    }
  } finally {
    await browser.close();
    for (const s of servers) await s.stop();
  }
  mkdirSync(BENCH_DIR, {recursive: true});
  writeFileSync(path.join(BENCH_DIR, 'results.json'), JSON.stringify(results, null, 2));
  console.log(`\nEvery load: ${path.relative(repo, path.join(BENCH_DIR, 'results.json'))}`);
  return 0;
}

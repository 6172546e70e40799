/**
 * Browser tests: Playwright driving the system Chromium against the built
 * site, served on a free port by nginx with the shipped deploy/nginx.conf
 * (scripts/serve.ts, started and stopped by Playwright's webServer). Run
 * `npm run build` first.
 * Extra arguments go to `playwright test` (e.g. a file name or --grep).
 */
import {existsSync} from 'node:fs';
import {assertChromium} from './lib/chromium';
import {assertNginx} from './lib/nginx';
import {freePort, run} from './lib/run';

async function main(): Promise<number> {
  assertChromium();
  assertNginx();
  if (!existsSync('build/index.html') || !existsSync('build/en/index.html')) {
    console.error('No production build of both locales in build/. Run `npm run build` first.');
    return 1;
  }
  const port = await freePort();
  return run('npx', ['playwright', 'test', ...process.argv.slice(2)], {E2E_PORT: String(port)});
}

void main().then((code) => process.exit(code));

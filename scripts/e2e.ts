/**
 * Browser tests: Playwright driving the system Chromium against the built
 * site, served on a free port by nginx with the shipped deploy/nginx.conf
 * (scripts/serve.ts, started and stopped by Playwright's webServer). Run
 * `npm run build` first.
 * Extra arguments go to `playwright test` (e.g. a file name or --grep).
 *
 * Two passes: every test but those tagged TIMED (e2e/lib/test.ts: they assert how fast the page
 * answers), with the workers of playwright.config.ts; then the timed ones, one at a time, with
 * nothing else running, so their limits measure the site and not the other tests. The second pass
 * runs whatever the first gave; the exit code is the first failure's. With a --grep of your own,
 * one pass as you ask. PLAYWRIGHT_JSON_OUTPUT_NAME and NGINX_ACCESS_LOG get a ".timed" twin for the
 * second pass (scripts/e2e-timings.ts reads both).
 */
import {existsSync} from 'node:fs';
import {assertChromium, testChromiumPath} from './lib/chromium';
import {assertNginx} from './lib/nginx';
import {freePort, run} from './lib/run';
import {locales} from '../config/locale';

/** The tag of the timed tests (e2e/lib/test.ts TIMED). */
const TIMED_TAG = '@timed';

/** `file.json` → `file.timed.json` (the second pass's twin of an output file). */
const timedTwin = (file: string): string => file.replace(/(\.[^./]+)?$/, '.timed$1');

async function main(): Promise<number> {
  assertChromium(testChromiumPath());
  assertNginx();
  if (!locales.every((locale, i) => existsSync(`build/${i === 0 ? '' : `${locale}/`}index.html`))) {
    console.error('No production build of every locale in build/. Run `npm run build` first.');
    return 1;
  }
  const args = process.argv.slice(2);
  const playwright = async (extra: string[], env: NodeJS.ProcessEnv = {}) =>
    run('npx', ['playwright', 'test', ...args, ...extra], {E2E_PORT: String(await freePort()), ...env});
  if (args.some((arg) => arg === '--grep' || arg === '-g' || arg.startsWith('--grep=')))
    return playwright([]);
  const first = await playwright(['--grep-invert', TIMED_TAG]);
  const twins: NodeJS.ProcessEnv = {};
  for (const name of ['PLAYWRIGHT_JSON_OUTPUT_NAME', 'NGINX_ACCESS_LOG']) {
    if (process.env[name]) twins[name] = timedTwin(process.env[name]);
  }
  console.log(`\nThe timed tests (${TIMED_TAG}), one at a time:`);
  const second = await playwright(['--grep', TIMED_TAG, '--workers=1', '--pass-with-no-tests'], twins);
  return first !== 0 ? first : second;
}

void main().then((code) => process.exit(code));

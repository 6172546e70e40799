/**
 * `npm test`: every check, in order, stopping at the first failure:
 * typecheck, lint, unit tests, translation check, production build of both locales, link check,
 * HTML validation of that build (Nu HTML Checker, Java), the search check (relevance and speed
 * of the built index, in Node), browser tests
 * against it (Chromium, served by nginx with deploy/nginx.conf), and the adoption test (another
 * community's fork of the site must pass its checks, scripts/adoption.ts). Set SKIP_BUILD=1 to
 * reuse an existing build/.
 *
 * `npm run check` (`--check`): the steps that need neither Chromium, Java nor nginx — typecheck,
 * lint, unit tests, translations, build, link check and search check. Enough for a change
 * to Markdown or data.
 */
import {assertChromium} from './lib/chromium';
import {assertNginx} from './lib/nginx';
import {run} from './lib/run';

const light = process.argv.includes('--check');

// Fail before the long steps when the browser tests could not run anyway.
if (!light) {
  assertChromium();
  assertNginx();
}

/** name, npm script, and whether `npm run check` runs it too. */
const steps: [string, string, boolean][] = [
  ['typecheck', 'typecheck', true],
  ['lint', 'lint', true],
  ['unit tests', 'test:unit', true],
  ['translations', 'check-translations', true],
  // SITE_TEST_FIXTURES adds the test-only pages under /__fixtures__ (plugins/test-fixtures.ts).
  ['build (zh + en)', 'build', true],
  ['links', 'check-links', true],
  ['HTML validation', 'validate-html', false],
  ['search', 'check-search', true],
  ['browser tests', 'test:e2e', false],
  ['adoption', 'test:adoption', false],
];

async function main(): Promise<number> {
  const timings: string[] = [];
  for (const [name, script, inCheck] of steps) {
    if (light && !inCheck) continue;
    if (name.startsWith('build') && process.env.SKIP_BUILD === '1') {
      timings.push(`${name}: skipped (SKIP_BUILD=1)`);
      continue;
    }
    console.log(`\n=== ${name} ===`);
    const start = Date.now();
    const code = await run(
      'npm',
      ['run', '-s', script],
      name.startsWith('build') ? {SITE_TEST_FIXTURES: '1'} : {},
    );
    const seconds = ((Date.now() - start) / 1000).toFixed(1);
    timings.push(`${name}: ${seconds} s`);
    if (code !== 0) {
      console.error(`\n${name} failed (exit ${code}).`);
      return code;
    }
  }
  console.log(`\nAll checks passed.\n${timings.map((t) => `  ${t}`).join('\n')}`);
  return 0;
}

void main().then((code) => process.exit(code));

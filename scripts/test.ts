/**
 * `npm test`: first makes sure the programs npm cannot install are there (scripts/lib/prerequisites.ts:
 * Chromium, a Chinese font, Java, nginx; installed as root on Debian/Ubuntu, else it stops within
 * seconds with the command to run), then every check, in order, stopping at the first failure:
 * typecheck, lint, unit tests, translation check, production build of both locales, link check,
 * HTML validation of that build (Nu HTML Checker, Java), the search index check, browser tests
 * against it (Chromium, served by nginx with deploy/nginx.conf), and the adoption test (another
 * community's fork of the site must pass its checks, scripts/adoption.ts). Set SKIP_BUILD=1 to
 * reuse an existing build/. Each step's duration is printed as it ends and all of them at the end.
 *
 * `npm run check` (`--check`): the steps that need neither Chromium, Java nor nginx — typecheck,
 * lint, unit tests, translations, build, link check and search index check. Enough for a change
 * to Markdown or data.
 */
import {ensurePrerequisites} from './lib/prerequisites';
import {run} from './lib/run';

const light = process.argv.includes('--check');
const began = Date.now();
/** "step: seconds", printed at the end, passed or failed. */
const timings: string[] = [];

// Before the long steps: Chromium, a Chinese font, Java and nginx are there (as root on
// Debian/Ubuntu, installed if missing), or it stops here with the command that installs them.
if (!light) {
  ensurePrerequisites();
  timings.push(`prerequisites: ${((Date.now() - began) / 1000).toFixed(1)} s`);
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
  ['search index', 'check-search-index', true],
  ['browser tests', 'test:e2e', false],
  ['adoption', 'test:adoption', false],
];

/** Each step's duration so far, and the total: printed at the end, passed or failed. */
function summary(): string {
  const total = ((Date.now() - began) / 1000).toFixed(1);
  return [...timings, `total: ${total} s`].map((t) => `  ${t}`).join('\n');
}

async function main(): Promise<number> {
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
    console.log(`=== ${name}: ${seconds} s ===`);
    if (code !== 0) {
      console.error(`\n${name} failed (exit ${code}).\n${summary()}`);
      return code;
    }
  }
  console.log(`\nAll checks passed.\n${summary()}`);
  return 0;
}

void main().then((code) => process.exit(code));

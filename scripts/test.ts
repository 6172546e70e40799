/**
 * `npm test`: first makes sure the programs npm cannot install are there (scripts/lib/prerequisites.ts:
 * Chromium, a Chinese font, Java, nginx; installed as root on Debian/Ubuntu, else it stops within
 * seconds with the command to run), then every check, in order, stopping at the first failure:
 * typecheck, lint, the translation check and the list of pages to re-check (side by side), unit tests, production build of both
 * locales, then side by side the link check, HTML validation of that build (Nu HTML Checker,
 * Java), the search check (relevance and speed of the built index, in Node) and a second build with one word changed whose
 * Content-Security-Policy must be the same, then browser tests
 * against it (Chromium, served by nginx with deploy/nginx.conf), and the adoption test (another
 * community's fork of the site must pass its checks, tests/adoption/run.ts). Set SKIP_BUILD=1 to
 * reuse an existing build/. Each step's duration is printed as it ends and all of them at the end.
 *
 * `npm run check` (`--check`): the steps that need neither Chromium, Java nor nginx — typecheck,
 * lint, unit tests, translations, build, link check and search check. Enough for a change
 * to Markdown or data. `--no-adoption`: every step but the adoption test (which runs a fork's
 * `npm test` so).
 */
import {ensurePrerequisites} from './lib/prerequisites';
import {run, runCollected} from './lib/run';

const light = process.argv.includes('--check');
// The adoption test runs a fork's `npm test` with `--no-adoption` (a fork of the fork is not tested).
const withoutAdoption = process.argv.includes('--no-adoption');
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
type Step = [string, string, boolean];

/**
 * The steps in order; the steps of one group run side by side (single-threaded processes, at
 * most four (the fourth a second-long list; or the second build, beside three checks that each
 * keep one core busy at most), none during the build or the browser tests, which use both cores of a small
 * machine), their output shown when each ends.
 */
const groups: Step[][] = [
  [
    ['typecheck', 'typecheck', true],
    ['lint', 'lint', true],
    ['translations', 'check-translations', true],
    ['pages to re-check', 'check-versions', true],
  ],
  [['unit tests', 'test:unit', true]],
  // SITE_TEST_FIXTURES adds the test-only pages under /__fixtures__ (plugins/test-fixtures.ts).
  [['build (zh + en)', 'build', true]],
  // All four only read build/. The fourth builds a copy with one word changed (the default
  // locale; the Content-Security-Policy must not change) while the three single-threaded checks
  // run: on the fork of 374 pages per locale the steps took 31 s, then 91 s, one after the other.
  [
    ['links', 'check-links', true],
    ['HTML validation', 'validate-html', false],
    ['search', 'check-search', true],
    ['CSP stable across content edits', 'check-csp-stable', false],
  ],
  [['browser tests', 'test:e2e', false]],
  [['adoption', 'test:adoption', false]],
];

/** Each step's duration so far, and the total: printed at the end, passed or failed. */
function summary(): string {
  const total = ((Date.now() - began) / 1000).toFixed(1);
  return [...timings, `total: ${total} s`].map((t) => `  ${t}`).join('\n');
}

const seconds = (start: number) => ((Date.now() - start) / 1000).toFixed(1);
const envFor = (name: string) => (name.startsWith('build') ? {SITE_TEST_FIXTURES: '1'} : {});

/** Runs one group; resolves with the failed steps' names and exit codes. */
async function runGroup(group: Step[]): Promise<[string, number][]> {
  const started = Date.now();
  if (group.length === 1) {
    const [name, script] = group[0]!;
    console.log(`\n=== ${name} ===`);
    const code = await run('npm', ['run', '-s', script], envFor(name));
    timings.push(`${name}: ${seconds(started)} s`);
    console.log(`=== ${name}: ${seconds(started)} s ===`);
    return code === 0 ? [] : [[name, code]];
  }
  console.log(`\n=== ${group.map(([name]) => name).join(' + ')}, side by side ===`);
  const results = await Promise.all(
    group.map(async ([name, script]) => {
      const {code, output} = await runCollected('npm', ['run', '-s', script], envFor(name));
      timings.push(`${name}: ${seconds(started)} s`);
      console.log(`\n=== ${name}: ${seconds(started)} s ===\n${output.trimEnd()}`);
      return [name, code] as [string, number];
    }),
  );
  timings.push(`  (side by side: ${seconds(started)} s)`);
  return results.filter(([, code]) => code !== 0);
}

async function main(): Promise<number> {
  for (const group of groups) {
    const steps = group.filter(([name, , inCheck]) => {
      if (light && !inCheck) return false;
      if (withoutAdoption && name === 'adoption') return false;
      if (name.startsWith('build') && process.env.SKIP_BUILD === '1') {
        timings.push(`${name}: skipped (SKIP_BUILD=1)`);
        return false;
      }
      return true;
    });
    if (steps.length === 0) continue;
    const failed = await runGroup(steps);
    if (failed.length > 0) {
      const names = failed.map(([name, code]) => `${name} (exit ${code})`).join(', ');
      console.error(`\nFailed: ${names}.\n${summary()}`);
      return failed[0]![1];
    }
  }
  console.log(`\nAll checks passed.\n${summary()}`);
  return 0;
}

void main().then((code) => process.exit(code));

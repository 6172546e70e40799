/**
 * `npm test`: every check, in order, stopping at the first failure:
 * typecheck, lint, unit tests, translation check, production build of both locales, HTML
 * validation of that build (Nu HTML Checker), browser tests against it (served by nginx with
 * deploy/nginx.conf). Set SKIP_BUILD=1 to reuse an existing build/.
 */
import {assertChromium} from './lib/chromium';
import {assertNginx} from './lib/nginx';
import {run} from './lib/run';

// Fail before the long steps when the browser tests could not run anyway.
assertChromium();
assertNginx();

const steps: [string, string, string[]][] = [
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['unit tests', 'npm', ['run', '-s', 'test:unit']],
  ['translations', 'npm', ['run', '-s', 'check-translations']],
  // SITE_TEST_FIXTURES adds the test-only pages under /__fixtures__ (plugins/test-fixtures.ts).
  ['build (zh + en)', 'npm', ['run', '-s', 'build']],
  ['HTML validation', 'npm', ['run', '-s', 'validate-html']],
  ['browser tests', 'npm', ['run', '-s', 'test:e2e']],
];

async function main(): Promise<number> {
  const timings: string[] = [];
  for (const [name, command, args] of steps) {
    if (name.startsWith('build') && process.env.SKIP_BUILD === '1') {
      timings.push(`${name}: skipped (SKIP_BUILD=1)`);
      continue;
    }
    console.log(`\n=== ${name} ===`);
    const start = Date.now();
    const code = await run(command, args, name.startsWith('build') ? {SITE_TEST_FIXTURES: '1'} : {});
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

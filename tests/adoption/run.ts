/**
 * `npm run test:adoption` (part of `npm test`): another community adopts the site, and the site
 * must still pass its checks.
 *
 * A copy of this repository (tracked and new files, node_modules linked) gets the fixture fork
 * in tests/adoption/: that community's settings over config/community.ts (other names, domain,
 * ports, game version, chat channel, copyright year, announcement), files added as an admin
 * adds them (a doc page, a post, a plugin's data file and page, in both languages) and lines
 * appended to existing files (a new tag in each tags.yml). In the copy, as a git repository of
 * its own, it runs the checks that read expectations from config/, data/ and the content:
 * unit tests, translation check, `write-translations` (which must leave i18n/ as it
 * is), a production build of both locales (not minified), the link check, checks of the built pages against
 * the fork's own values (tests/adoption/checks.ts), and the browser tests whose expectations
 * depend most on the settings and the content: the blog (post counts, pagination, tags, feeds),
 * the announcement, the server address and the command tables.
 *
 * `-- --keep` keeps the copy (its path is printed) to look at or run more in; `-- --no-browser`
 * leaves out the browser tests (they need Chromium and nginx).
 */
import {execFileSync} from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {run} from '../../scripts/lib/run';
import {testChromiumPath} from '../../scripts/lib/chromium';
import {adoptionChecks} from './checks';
import {copyRepository, repo} from '../../scripts/lib/repoCopy';

const fixture = path.join(repo, 'tests/adoption');

/** Browser tests run on the fork: those whose expectations follow the settings and the content. */
const BROWSER_TESTS = [
  'e2e/blog.spec.ts',
  'e2e/feeds.spec.ts',
  'e2e/announcement.spec.ts',
  'e2e/server-address.spec.ts',
  'e2e/command-table.spec.ts',
];

function filesUnder(dir: string): string[] {
  return (readdirSync(dir, {recursive: true, withFileTypes: true}) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** What an admin does: settings, new files, lines added to existing ones. */
function applyFork(site: string): void {
  // The sample's settings stay as community.sample.ts; the fork's own values go over them, so
  // a field added to the sample later is still set (with the sample's value) in the fork.
  // The fork's values live in config/ too (an admin's settings are there, and config/ imports
  // nothing from tests/: tests/import-graph.test.ts).
  renameSync(path.join(site, 'config/community.ts'), path.join(site, 'config/community.sample.ts'));
  writeFileSync(
    path.join(site, 'config/community.fork.ts'),
    readFileSync(path.join(fixture, 'community.ts'), 'utf8').replace(
      "from '../../config/community';",
      "from './community.sample';",
    ),
  );
  writeFileSync(
    path.join(site, 'config/community.ts'),
    [
      "// The adoption test's fork: the sample settings with tests/adoption/community.ts over them.",
      "import sample, {type CommunityConfig} from './community.sample';",
      "import {fork} from './community.fork';",
      "export * from './community.sample';",
      'const community: CommunityConfig = {...sample, ...fork};',
      'export default community;',
      '',
    ].join('\n'),
  );
  for (const file of filesUnder(path.join(fixture, 'files'))) {
    mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    cpSync(path.join(fixture, 'files', file), path.join(site, file));
  }
  for (const file of filesUnder(path.join(fixture, 'append'))) {
    const existing = readFileSync(path.join(site, file), 'utf8');
    appendFileSync(
      path.join(site, file),
      (existing.endsWith('\n') ? '' : '\n') + readFileSync(path.join(fixture, 'append', file), 'utf8'),
    );
  }
}

function git(site: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Fork Admin', '-c', 'user.email=admin@example.net', ...args], {
    cwd: site,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function main(): Promise<number> {
  const keep = process.argv.includes('--keep');
  const site = mkdtempSync(path.join(tmpdir(), 'adoption-'));
  const timings: string[] = [];
  let start = Date.now();
  const lap = (name: string) => {
    timings.push(`${name}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
    start = Date.now();
  };
  try {
    copyRepository(site);
    applyFork(site);
    git(site, 'init', '-q', '-b', 'trunk');
    git(site, 'add', '-A');
    git(site, 'commit', '-q', '-m', 'Adopt the site for another community');
    lap('copy and fork');

    // No typecheck: the code is this repository's, checked before, and the fork's settings are
    // typed in tests/adoption/community.ts. The build is not minified: no check here reads bytes.
    const steps: [string, string[]][] = [
      ['unit tests', ['test:unit']],
      ['translations', ['check-translations']],
      ['write-translations', ['write-translations']],
      ['build (zh + en)', ['build', '--', '--no-minify']],
      ['links', ['check-links']],
    ];
    for (const [name, script] of steps) {
      console.log(`\n--- fork: ${name} ---`);
      const code = await run('npm', ['run', '-s', ...script], {}, site);
      lap(name);
      if (code !== 0) {
        console.error(`\nThe fork fails at ${name} (exit ${code}).`);
        return code;
      }
      if (name === 'write-translations') {
        const changed = git(site, 'status', '--porcelain', '--', 'i18n');
        if (changed) {
          console.error(`\n\`npm run write-translations\` changed the translation files:\n${changed}`);
          console.error(git(site, 'diff', '--', 'i18n').slice(0, 4000));
          return 1;
        }
      }
    }
    console.log('\n--- fork: the built pages show the fork ---');
    const problems = adoptionChecks(site);
    lap('build output checks');
    for (const problem of problems) console.error(`  ✗ ${problem}`);
    if (problems.length > 0) return 1;
    if (!process.argv.includes('--no-browser')) {
      if (!existsSync(testChromiumPath())) {
        console.error(
          `No Chromium at ${testChromiumPath()} for the fork's browser tests (or pass --no-browser).`,
        );
        return 1;
      }
      console.log('\n--- fork: browser tests ---');
      const code = await run('npm', ['run', '-s', 'test:e2e', '--', ...BROWSER_TESTS], {}, site);
      lap('browser tests');
      if (code !== 0) return code;
    }
    console.log(`\nThe fork passes.\n${timings.map((t) => `  ${t}`).join('\n')}`);
    return 0;
  } finally {
    if (keep) console.log(`\nThe fork is kept at ${site}`);
    else rmSync(site, {recursive: true, force: true});
  }
}

void main().then((code) => process.exit(code));

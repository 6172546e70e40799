/**
 * `npm run test:adoption` (part of `npm test`): another community adopts the site, and the site
 * must still pass its checks.
 *
 * A copy of this repository (tracked and new files, node_modules linked) gets the fixture fork
 * in tests/adoption/: that community's settings over config/community.ts (other names, domain,
 * ports, game version, chat channel, copyright year, announcement), files added as an admin
 * adds them (a doc page, a post, a plugin's data file and page, in both languages), lines
 * appended to existing files (a new tag in each tags.yml), and its existing Docusaurus docs
 * brought in (IMPORTED_FOLDER of tests/imported-docs/, 40 pages, Chinese only). In the copy, as a git repository of
 * its own, it runs the fork's own `npm test` (every step but this one: typecheck, lint,
 * translations, unit tests, the build, links, HTML, search, CSP stability and every browser test,
 * whose expectations come from config/, data/ and the content), then checks that
 * `write-translations` leaves i18n/ as it is and that the built pages show the fork's own values
 * (tests/adoption/checks.ts). Last, English switched off in config/locale.ts (one line deleted, as
 * ADOPTING.md says), the fork's `npm run check` passes in Chinese only.
 *
 * `-- --keep` keeps the copy (its path is printed) to look at or run more in; `-- --no-browser`
 * runs the fork's `npm run check` instead (no Chromium, Java or nginx).
 */
import {execFileSync} from 'node:child_process';
import {
  appendFileSync,
  cpSync,
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
import {adoptionChecks} from './checks';
import {copyRepository, repo} from '../../scripts/lib/repoCopy';

const fixture = path.join(repo, 'tests/adoption');

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

/**
 * Another community's existing Docusaurus docs, brought in as ADOPTING.md's "Bring your existing docs"
 * says (issue 49): the folder copied into docs/ as it was written (Chinese only, HTML comments,
 * tabs, a Mermaid diagram without a drawing, slugs, relative links and images, nested categories
 * without _category_.json), then `npm run lint:fix` over it and `npm run write-translations` for the
 * labels of its new sidebar categories.
 */
const IMPORTED_FOLDER = 'getting-started';

async function importExistingDocs(site: string): Promise<void> {
  cpSync(
    path.join(repo, 'tests/imported-docs/docs', IMPORTED_FOLDER),
    path.join(site, 'docs', IMPORTED_FOLDER),
    {
      recursive: true,
    },
  );
  const code = await run('npm', ['run', '-s', 'lint:fix'], {}, site);
  if (code !== 0) throw new Error(`npm run lint:fix failed on the imported docs (exit ${code})`);
  const written = await run('npm', ['run', '-s', 'write-translations'], {}, site);
  if (written !== 0)
    throw new Error(`npm run write-translations failed on the imported docs (exit ${written})`);
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
    await importExistingDocs(site);
    git(site, 'init', '-q', '-b', 'trunk');
    git(site, 'add', '-A');
    git(site, 'commit', '-q', '-m', 'Adopt the site for another community');
    lap('copy and fork');

    // The fork's own `npm test`, as its admin runs it (every step but this adoption test): with
    // --no-browser, `npm run check` (the steps that need neither Chromium, Java nor nginx).
    const browser = !process.argv.includes('--no-browser');
    console.log(`\n--- fork: npm ${browser ? 'test' : 'run check'} ---`);
    const code = await run(
      'npm',
      browser ? ['run', '-s', 'test', '--', '--no-adoption'] : ['run', '-s', 'check'],
      {},
      site,
    );
    lap(browser ? 'npm test' : 'npm run check');
    if (code !== 0) {
      console.error(`\nThe fork fails its own checks (exit ${code}).`);
      return code;
    }
    console.log('\n--- fork: write-translations leaves i18n/ as it is ---');
    const written = await run('npm', ['run', '-s', 'write-translations'], {}, site);
    lap('write-translations');
    const changed = git(site, 'status', '--porcelain', '--', 'i18n');
    if (written !== 0 || changed) {
      console.error(`\n\`npm run write-translations\` failed or changed the translation files:\n${changed}`);
      console.error(git(site, 'diff', '--', 'i18n').slice(0, 4000));
      return written || 1;
    }
    console.log('\n--- fork: the built pages show the fork ---');
    const problems = adoptionChecks(site);
    lap('build output checks');
    for (const problem of problems) console.error(`  ✗ ${problem}`);
    if (problems.length > 0) return 1;

    // The same fork in Chinese only, as ADOPTING.md says: the `en` line of config/locale.ts deleted,
    // no other edit (issue 49). Its `npm run check` (no browser: its pages were just tested).
    console.log('\n--- fork, English switched off: npm run check ---');
    const localeFile = path.join(site, 'config/locale.ts');
    const settings = readFileSync(localeFile, 'utf8');
    const chineseOnly = settings.replace(/^ {2}en: \{.*\},\n/m, '');
    if (chineseOnly === settings) throw new Error(`no \`en\` line to delete in ${localeFile}`);
    writeFileSync(localeFile, chineseOnly);
    const oneLanguage = await run('npm', ['run', '-s', 'check'], {}, site);
    lap('Chinese only: npm run check');
    if (oneLanguage !== 0) {
      console.error(`\nThe fork with English switched off fails its checks (exit ${oneLanguage}).`);
      return oneLanguage;
    }
    console.log(`\nThe fork passes.\n${timings.map((t) => `  ${t}`).join('\n')}`);
    return 0;
  } finally {
    if (keep) console.log(`\nThe fork is kept at ${site}`);
    else rmSync(site, {recursive: true, force: true});
  }
}

void main().then((code) => process.exit(code));

/**
 * `npm run theme-upstream`: the ejected theme components against their upstream source, for the
 * upgrade recipe of src/theme/README.md.
 *
 *   npm run theme-upstream                   each ejected component: the version it was copied
 *                                            from, the installed version, and our changes
 *                                            against the installed source (each must carry a
 *                                            `CHANGED:` comment)
 *   npm run theme-upstream -- --from 3.10.2  after upgrading the theme: also what upstream itself
 *                                            changed in each ejected component between 3.10.2 and
 *                                            the installed version (the old package is fetched
 *                                            with `npm pack` into a temporary folder)
 *
 * Both sides are formatted with the site's Prettier settings first, so only real changes show.
 * Exits 1 when an ejected file names another version than the installed one, or has an unmarked
 * change: after an upgrade, carry upstream's changes into the copy, update its "Ejected from"
 * version, and run it again until it passes.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  diffLines,
  ejectedChanges,
  formatLikeSite,
  installedVersion,
  packageDir,
  themeComponents,
  upstreamSource,
  type DiffLine,
} from './lib/ejected';

/** Unified-style hunks of a line diff, with `context` unchanged lines around each change. */
function hunks(diff: DiffLine[], context = 2): string {
  const keep = diff.map(() => false);
  diff.forEach((d, i) => {
    if (d.op === ' ') return;
    for (let k = Math.max(0, i - context); k <= Math.min(diff.length - 1, i + context); k++) keep[k] = true;
  });
  const out: string[] = [];
  diff.forEach((d, i) => {
    if (!keep[i]) {
      if (keep[i - 1]) out.push('    …');
      return;
    }
    out.push(`    ${d.op} ${d.text}`);
  });
  return out.join('\n');
}

/** The theme package `pkg` at `version`, unpacked in a temporary folder. */
function fetchPackage(pkg: string, version: string, into: string): string {
  execFileSync('npm', ['pack', `${pkg}@${version}`, '--silent', '--pack-destination', into], {stdio: 'pipe'});
  const tarball = readdirSync(into).find((f) => f.endsWith(`-${version}.tgz`))!;
  const dir = path.join(into, `${pkg.replace(/[@/]/g, '_')}-${version}`);
  execFileSync('mkdir', ['-p', dir]);
  execFileSync('tar', ['-xzf', path.join(into, tarball), '-C', dir, '--strip-components=1']);
  return dir;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const from = args.includes('--from') ? args[args.indexOf('--from') + 1] : undefined;
  const components = themeComponents();
  const wrappers = components.filter((c) => c.kind === 'wrapper');
  const ejected = components.filter((c) => c.kind === 'ejected');
  console.log(`src/theme: ${wrappers.length} wrappers, ${ejected.length} ejected components.`);
  console.log(
    `Wrappers (re-check that the props they pass on still exist): ${wrappers.map((w) => w.component).join(', ')}`,
  );
  const temp = from ? mkdtempSync(path.join(tmpdir(), 'theme-upstream-')) : undefined;
  const oldPackages = new Map<string, string>();
  let problems = 0;
  try {
    for (const c of ejected) {
      const {pkg, version} = c.from!;
      const installed = installedVersion(pkg);
      console.log(`\n${c.file}  (ejected from ${pkg} ${version}; installed ${installed})`);
      if (version !== installed) {
        problems++;
        console.log(
          `  ✗ copied from ${version}, but ${installed} is installed: carry upstream's changes over`,
        );
      }
      if (from && temp) {
        if (!oldPackages.has(pkg)) oldPackages.set(pkg, fetchPackage(pkg, from, temp));
        const before = upstreamSource(oldPackages.get(pkg)!, c.component);
        const after = upstreamSource(packageDir(pkg), c.component);
        if (before === undefined || after === undefined) {
          console.log(
            `  upstream ${from} → ${installed}: the component ${after ? 'is new' : 'no longer exists'}`,
          );
        } else {
          const diff = diffLines(
            (await formatLikeSite(before)).split('\n'),
            (await formatLikeSite(after)).split('\n'),
          );
          console.log(
            diff.every((d) => d.op === ' ')
              ? `  upstream ${from} → ${installed}: unchanged`
              : `  upstream ${from} → ${installed}:\n${hunks(diff)}`,
          );
        }
      }
      const changes = await ejectedChanges(c);
      console.log(`  our changes against ${pkg} ${installed}: ${changes.length}`);
      for (const change of changes) {
        if (!change.marked) problems++;
        console.log(`  ${change.marked ? '✓' : '✗ no CHANGED: comment,'} line ${change.line}`);
        for (const line of change.removed) console.log(`    - ${line}`);
        for (const line of change.added) console.log(`    + ${line}`);
      }
    }
  } finally {
    if (temp) rmSync(temp, {recursive: true, force: true});
  }
  console.log(
    problems ? `\n${problems} problem(s): see ✗ above.` : '\nEvery ejected component is current and marked.',
  );
  return problems ? 1 : 0;
}

if (require.main === module) void main().then((code) => process.exit(code));

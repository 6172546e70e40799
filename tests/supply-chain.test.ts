/**
 * What the project runs that others wrote: GitHub Actions pinned by commit, the Java the HTML
 * check runs on, and the known advisories in the dependency tree that cannot be fixed yet.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {JAVA_APT_PACKAGE, javaCandidates, javaMajor, MIN_JAVA, systemJava} from '../scripts/lib/java';

const WORKFLOWS = '.github/workflows';

/** Every `uses:` of the workflows, with its file and line. */
function workflowUses(): {file: string; line: number; ref: string; comment: string}[] {
  return readdirSync(WORKFLOWS)
    .filter((f) => /\.ya?ml$/.test(f))
    .flatMap((f) =>
      readFileSync(path.join(WORKFLOWS, f), 'utf8')
        .split('\n')
        .flatMap((text, i) => {
          const match = /^\s*(?:-\s+)?uses:\s*['"]?([^'"\s#]+)['"]?\s*(?:#\s*(.*))?$/.exec(text);
          return match ? [{file: f, line: i + 1, ref: match[1]!, comment: match[2] ?? ''}] : [];
        }),
    );
}

describe('GitHub Actions', () => {
  it('every action is pinned by a full commit SHA, with its version in a comment', () => {
    const uses = workflowUses();
    assert.ok(uses.length > 0, 'no `uses:` found in .github/workflows');
    const loose = uses.filter(
      (u) => !u.ref.startsWith('./') && !/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(u.ref),
    );
    assert.deepEqual(
      loose.map((u) => `${u.file}:${u.line} ${u.ref}`),
      [],
      'pin each action by the 40-hex commit of its release tag: uses: owner/name@<sha> # vX.Y.Z',
    );
    const unlabelled = uses.filter((u) => !u.ref.startsWith('./') && !/^v\d+(\.\d+)*$/.test(u.comment));
    assert.deepEqual(
      unlabelled.map((u) => `${u.file}:${u.line} ${u.ref}`),
      [],
      'write the release the SHA is the commit of as a comment: # vX.Y.Z',
    );
  });

  it('reads a `uses:` line as the test expects (a tag is not a pin)', () => {
    const pinned = /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/;
    assert.ok(!pinned.test('actions/checkout@v4'));
    assert.ok(!pinned.test('actions/checkout@11d5960'));
    assert.ok(pinned.test('actions/checkout@11d5960a326750d5838078e36cf38b85af677262'));
  });
});

describe('Java for the HTML check', () => {
  const bin = (dir: string) => path.join(dir, 'java');

  it('reads the major version of `java -version`', () => {
    assert.equal(javaMajor('openjdk version "17.0.15" 2025-04-15'), 17);
    assert.equal(javaMajor('java version "1.8.0_402"'), 8);
    assert.equal(javaMajor('openjdk version "21" 2023-09-19'), 21);
    assert.equal(javaMajor('command not found'), null);
  });

  it("uses JAVA_HOME's or PATH's java, the first one new enough", () => {
    const env = {JAVA_HOME: '/jdk8', PATH: '/usr/local/bin:/usr/bin'};
    assert.deepEqual(javaCandidates(env, 'linux'), [
      bin('/jdk8/bin'),
      bin('/usr/local/bin'),
      bin('/usr/bin'),
    ]);
    const versions: Record<string, string> = {
      [bin('/jdk8/bin')]: 'java version "1.8.0_402"',
      [bin('/usr/bin')]: `openjdk version "${MIN_JAVA}.0.2"`,
    };
    assert.deepEqual(
      systemJava({env, platform: 'linux', exists: (f) => f in versions, version: (f) => versions[f]!}),
      {java: bin('/usr/bin')},
    );
  });

  it('without a system Java, fails naming the package to install, and downloads nothing', () => {
    const tried: string[] = [];
    const result = systemJava({
      env: {PATH: '/usr/bin'},
      platform: 'linux',
      exists: () => false,
      version: (f) => {
        tried.push(f);
        return null;
      },
    });
    assert.ok('error' in result);
    assert.match(result.error, new RegExp(`apt-get install -y ${JAVA_APT_PACKAGE}`));
    assert.match(result.error, new RegExp(`Java ${MIN_JAVA} or later`));
    assert.deepEqual(tried, []);
    const old = systemJava({
      env: {PATH: '/usr/bin'},
      platform: 'linux',
      exists: () => true,
      version: () => 'java version "1.8.0_402"',
    });
    assert.ok('error' in old);
    assert.match(old.error, /found only: .*Java 8/);
  });

  it("the HTML check never calls vnu-jar's Java downloader", () => {
    const script = readFileSync('scripts/validate-html.ts', 'utf8');
    assert.doesNotMatch(script, /vnu-java-downloader|resolveJava/);
    assert.match(script, /systemJava\(/);
  });
});

/**
 * Advisories in the dependency tree that no override can fix yet, because the package that
 * depends on the vulnerable one asks for a range without a fixed release. Each says why it does
 * not reach readers. The test fails when that changes (a fixed release in range, or no
 * vulnerable copy left): then add an override in package.json, or drop the entry.
 */
const OPEN_ADVISORIES = [
  {
    name: 'serialize-javascript',
    advisories: ['GHSA-5c6j-r48x-rmvq', 'GHSA-qj8w-gfj5-8c6v'],
    /** The first fixed release of each major line that has one. */
    fixedIn: ['7.0.5'],
    why:
      'Build time only: copy-webpack-plugin 11 and css-minimizer-webpack-plugin 5, which ' +
      "@docusaurus/bundler 3.10 requires, ask for ^6; they serialize the build's own options " +
      '(cache keys, minifier settings), never text from a page or a reader.',
  },
  {
    name: 'uuid',
    advisories: ['GHSA-w5hq-g745-h8pq'],
    fixedIn: ['11.1.1', '12.0.1', '13.0.1', '14.0.0'],
    why:
      'Dev server only (`npm start`): sockjs 0.3, which webpack-dev-server 5 requires, asks for ' +
      "^8.3.2 and calls only v4(), not v3/v5/v6 with a caller's buffer, which the advisory is " +
      'about. Not in the built site.',
  },
];

type Lock = {packages: Record<string, {version?: string; dependencies?: Record<string, string>}>};

const parseVersion = (v: string) => v.split('-')[0]!.split('.').map(Number) as [number, number, number];
const compare = (a: string, b: string) => {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/** Whether `version` is in a range of the forms npm writes for these packages (^, ~, exact, ||). */
function inRange(version: string, range: string): boolean {
  const [a, b] = parseVersion(version);
  return range.split('||').some((part) => {
    const match = /^\s*([\^~]?)(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(part);
    if (!match) throw new Error(`range "${range}" is not of a form this test reads`);
    const [x, y, z] = [Number(match[2]), Number(match[3] ?? 0), Number(match[4] ?? 0)];
    if (compare(version, `${x}.${y}.${z}`) < 0) return false;
    if (match[1] === '^') return x > 0 ? a === x : b === y;
    if (match[1] === '~') return a === x && b === y;
    return compare(version, `${x}.${y}.${z}`) === 0;
  });
}

/** Whether a release has the fix: at or after the first fixed release of its major line, or newer. */
function isFixed(version: string, fixedIn: string[]): boolean {
  const major = parseVersion(version)[0];
  const line = fixedIn.find((f) => parseVersion(f)[0] === major);
  if (line) return compare(version, line) >= 0;
  return fixedIn.every((f) => parseVersion(f)[0] < major);
}

/** The copy of `name` that the package at `where` (a lock file path) loads, as npm resolves it. */
function resolved(lock: Lock, where: string, name: string): string | undefined {
  for (let dir = where; ; dir = dir.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, '')) {
    const copy = lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`];
    if (copy?.version) return copy.version;
    if (!dir) return undefined;
  }
}

describe('dependency advisories', () => {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;

  it('reads ranges and fixed releases as npm does for these forms', () => {
    assert.ok(inRange('6.0.2', '^6.0.0'));
    assert.ok(!inRange('7.0.5', '^6.0.1'));
    assert.ok(inRange('14.0.3', '^11.1.0 || ^12 || ^13 || ^14.0.0'));
    assert.ok(!inRange('8.3.2', '^11.1.0 || ^12 || ^13 || ^14.0.0'));
    assert.ok(inRange('0.3.24', '^0.3.24') && !inRange('0.4.0', '^0.3.24'));
    assert.ok(!isFixed('8.3.2', ['11.1.1', '14.0.0']) && !isFixed('11.1.0', ['11.1.1']));
    assert.ok(isFixed('11.1.1', ['11.1.1']) && isFixed('15.0.0', ['11.1.1', '14.0.0']));
  });

  for (const open of OPEN_ADVISORIES) {
    it(`${open.name} (${open.advisories.join(', ')}): every vulnerable copy is one no override can fix`, () => {
      const users = Object.entries(lock.packages).flatMap(([where, pkg]) => {
        const range = pkg.dependencies?.[open.name];
        const version = range && resolved(lock, where, open.name);
        return range && version && !isFixed(version, open.fixedIn) ? [{where, range, version}] : [];
      });
      assert.ok(
        users.length > 0,
        `${open.name}: no vulnerable copy is left; remove it from OPEN_ADVISORIES in this test`,
      );
      const fixable = users.filter(({range}) => open.fixedIn.some((f) => inRange(f, range)));
      assert.deepEqual(
        fixable,
        [],
        `${open.name}: these dependents now allow a fixed release; set it in "overrides" in package.json`,
      );
    });
  }
});

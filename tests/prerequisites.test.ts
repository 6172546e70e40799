import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {locales} from '../config/locale';
import {
  installCommand,
  isDebianLike,
  packagesFor,
  plan,
  REQUIREMENTS,
  type Host,
  type Tool,
} from '../scripts/lib/prerequisites';

const repo = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');

const ALL: Tool[] = REQUIREMENTS.map((r) => r.tool);
const debianRoot: Host = {root: true, debianLike: true, aptGet: true};
const debianUser: Host = {root: false, debianLike: true, aptGet: true};
const otherRoot: Host = {root: true, debianLike: false, aptGet: false};

describe('what `npm test` needs besides npm: taken from what the tests use', () => {
  // Found in the repository, not copied from REQUIREMENTS: a tool dropped from the list, or
  // one the tests stop using, fails here.
  const used = new Set<Tool>();
  const playwright = read('playwright.config.ts');
  const fullOnly = read('scripts/test.ts');
  if (/executablePath:\s*testChromiumPath\(\)/.test(playwright)) used.add('chromium');
  if (/scripts\/serve\.ts/.test(playwright) && /startNginx\(/.test(read('scripts/serve.ts')))
    used.add('nginx');
  if (/'validate-html'/.test(fullOnly) && /systemJava\(/.test(read('scripts/validate-html.ts'))) {
    used.add('java');
  }
  // Chromium renders the pages of every locale; Chinese, Japanese or Korean text needs a CJK font.
  if (locales.some((locale) => /^(zh|ja|ko)\b/.test(locale))) used.add('cjk-fonts');

  it('finds the tools in the test set-up (else this test checks nothing)', () => {
    assert.ok(used.size > 0);
  });

  it('lists every tool the tests use, and none they do not', () => {
    assert.deepEqual([...ALL].sort(), [...used].sort());
  });

  it('installs a package for each of them', () => {
    const packages = packagesFor([...used]);
    for (const requirement of REQUIREMENTS) {
      assert.ok(requirement.packages.length > 0, requirement.tool);
      for (const name of requirement.packages) assert.ok(packages.includes(name), name);
    }
  });
});

describe('plan: what `npm test` does about missing tools', () => {
  it('does nothing when nothing is missing, wherever it runs', () => {
    for (const host of [debianRoot, debianUser, otherRoot])
      assert.deepEqual(plan([], host), {action: 'none'});
  });

  it('as root on Debian/Ubuntu: apt-get update, then installs only the missing packages', () => {
    const result = plan(['java', 'nginx'], debianRoot);
    assert.equal(result.action, 'install');
    if (result.action !== 'install') return;
    const java = REQUIREMENTS.find((r) => r.tool === 'java')!.packages;
    const nginx = REQUIREMENTS.find((r) => r.tool === 'nginx')!.packages;
    assert.deepEqual(result.packages, [...java, ...nginx]);
    assert.deepEqual(result.commands, [
      ['apt-get', 'update'],
      ['apt-get', 'install', '-y', ...java, ...nginx],
    ]);
  });

  it('installs every package once when everything is missing', () => {
    const result = plan(ALL, debianRoot);
    assert.equal(result.action, 'install');
    if (result.action !== 'install') return;
    assert.equal(new Set(result.packages).size, result.packages.length);
    assert.deepEqual(result.packages, packagesFor(ALL));
  });

  it('not root on Debian/Ubuntu: stops with the one sudo command for what is missing', () => {
    const result = plan(['chromium'], debianUser);
    assert.equal(result.action, 'stop');
    if (result.action !== 'stop') return;
    const command = installCommand(packagesFor(['chromium']), false);
    assert.ok(result.message.includes(command), result.message);
    assert.match(command, /^sudo apt-get update && sudo /);
    // Only the missing tool is named, and its other way (CHROME_PATH) is given.
    assert.match(result.message, /CHROME_PATH/);
    assert.doesNotMatch(result.message, /nginx|Java/);
  });

  it('not Debian/Ubuntu (or no apt-get): stops and names each missing tool, installing nothing', () => {
    for (const host of [otherRoot, {root: true, debianLike: true, aptGet: false}]) {
      const result = plan(ALL, host);
      assert.equal(result.action, 'stop');
      if (result.action !== 'stop') continue;
      for (const requirement of REQUIREMENTS) assert.ok(result.message.includes(requirement.what));
      assert.doesNotMatch(result.message, /sudo/);
    }
  });

  it('rejects a tool it does not know', () => {
    assert.throws(() => plan(['docker' as Tool], debianRoot), /Unknown tool: docker/);
  });

  it('gives the install command without sudo for root', () => {
    assert.equal(
      installCommand(['a', 'b'], true),
      'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y a b',
    );
  });
});

describe('isDebianLike', () => {
  it('reads ID and ID_LIKE of /etc/os-release', () => {
    assert.ok(isDebianLike('PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n'));
    assert.ok(isDebianLike('NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n'));
    assert.ok(isDebianLike('ID=linuxmint\nID_LIKE="ubuntu debian"\n'));
    assert.ok(!isDebianLike('ID="fedora"\n'));
    assert.ok(!isDebianLike('ID=alpine\n'));
    assert.ok(!isDebianLike('ID=arch\nID_LIKE=archlinux\n'));
    assert.ok(!isDebianLike(''));
  });
});

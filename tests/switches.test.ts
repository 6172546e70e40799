import assert from 'node:assert/strict';
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {countInternals, SITE} from '../scripts/lib/internals';
import {switches, switchOff} from '../scripts/lib/switches';
import {themeComponents} from '../scripts/lib/ejected';

describe('the switches of the upgrade recipe (scripts/lib/switches.ts)', () => {
  it('cover every file the lines against internals count', () => {
    const files = switches().flatMap((s) => s.files);
    const uncovered = countInternals()
      .files.map((f) => f.file)
      .filter((file) => !files.some((f) => file === f || file.startsWith(`${f}/`)));
    assert.deepEqual(uncovered, []);
  });

  it('each still applies to the site as it is, and all off leaves no theme component and no reach', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'switches-'));
    try {
      for (const part of ['docusaurus.config.ts', 'src/theme', 'src/components/Diagram'])
        cpSync(path.join(SITE, part), path.join(site, part), {recursive: true});
      const off = switchOff(site);
      assert.deepEqual(
        off,
        switches().map((s) => s.id),
      );
      for (const c of themeComponents().filter((c) => c.kind !== 'site'))
        assert.ok(!existsSync(path.join(site, c.file)), c.file);
      const config = readFileSync(path.join(site, 'docusaurus.config.ts'), 'utf8');
      for (const entry of [
        "'./plugins/theme-patches.ts'",
        "'./plugins/lazy-prism.ts'",
        "'./plugins/prism-theme-css.ts'",
        "'./src/clientModules/idlePrefetch.ts'",
        '...offlinePlugins(__dirname)',
      ])
        assert.ok(!config.includes(entry), entry);
      const svg = readFileSync(path.join(site, 'src/components/Diagram/Svg.tsx'), 'utf8');
      assert.ok(!svg.includes('dangerouslySetInnerHTML'));
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });

  it('refuses a switch it does not know', () => {
    assert.throws(
      () => switchOff('/nonexistent', ['no-such-switch']),
      /unknown switch\(es\): no-such-switch/,
    );
  });
});

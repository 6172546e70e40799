import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import {resolvePackageFile} from '../plugins/lib/packageFile';
import themePatchesPlugin, {themePatches} from '../plugins/theme-patches';

const patchLoader = createRequire(import.meta.url)('../plugins/patch-loader.cjs') as (
  this: {getOptions: () => object},
  source: string,
) => string;

const run = (source: string, options: object) => patchLoader.call({getOptions: () => options}, source);

describe('theme patches', () => {
  for (const patch of themePatches) {
    it(`"${patch.why}" applies to the installed ${patch.module}`, () => {
      const file = resolvePackageFile(process.cwd(), patch.module, 'test');
      const source = readFileSync(file, 'utf8');
      const patched = run(source, {...patch, file});
      assert.ok(patched.includes(patch.replace));
      // The searched text is gone, unless the replacement keeps it (a patch that adds a line).
      const count = (text: string) => text.split(patch.search).length - 1;
      assert.equal(count(patched), count(patch.replace));
    });
  }

  it('resolves a file inside a package, and names the caller when it is gone', () => {
    assert.match(
      resolvePackageFile(process.cwd(), '@docusaurus/theme-classic/lib/prism-include-languages.js', 'test'),
      /node_modules\/@docusaurus\/theme-classic\/lib\/prism-include-languages\.js$/,
    );
    assert.throws(
      () => resolvePackageFile(process.cwd(), '@docusaurus/theme-classic/lib/gone.js', 'plugins/x.ts'),
      /^Error: plugins\/x\.ts: @docusaurus\/theme-classic\/lib\/gone\.js does not exist any more$/,
    );
  });

  it('names the real file of a package where node_modules is a link, as the bundler does', () => {
    // The imported bench's copies link node_modules to the repository's; the bundler names modules
    // by their real path, so a patch aimed at the link's path silently did not apply.
    const site = mkdtempSync(path.join(tmpdir(), 'patch-site-'));
    try {
      symlinkSync(path.resolve('node_modules'), path.join(site, 'node_modules'));
      for (const file of [
        '@docusaurus/core/lib/client/exports/ComponentCreator.js',
        'react-router/esm/react-router.js',
      ]) {
        assert.equal(
          resolvePackageFile(site, file, 'test'),
          realpathSync(resolvePackageFile(process.cwd(), file, 'test')),
          file,
        );
      }
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });

  it('fails, naming the file and the patch, when the text is missing or ambiguous', () => {
    const options = {search: 'x()', replace: 'y()', why: 'a reason', file: '/pkg/lib/a.js'};
    assert.throws(() => run('z();', options), /"a reason" expects exactly one "x\(\)" in \/pkg\/lib\/a\.js/);
    assert.throws(() => run('x(); x();', options), /expects exactly one/);
    assert.equal(run('a; x(); b;', options), 'a; y(); b;');
  });

  it("makes the bundler's persistent cache depend on the patches, so a changed patch applies", () => {
    const plugin = themePatchesPlugin({siteDir: process.cwd()} as LoadContext);
    const configure = (config: object) =>
      (plugin.configureWebpack as (config: object) => Record<string, unknown>)(config);
    const patchFile = path.resolve('plugins/theme-patches.ts');
    const rspack = configure({experiments: {cache: {type: 'persistent', buildDependencies: []}}});
    assert.ok(
      (rspack.experiments as {cache: {buildDependencies: string[]}}).cache.buildDependencies.includes(
        patchFile,
      ),
    );
    const webpack = configure({cache: {type: 'filesystem', buildDependencies: {config: []}}});
    assert.ok(
      (webpack.cache as {buildDependencies: {config: string[]}}).buildDependencies.config.includes(patchFile),
    );
    const uncached = configure({});
    assert.equal(uncached.experiments, undefined, 'no cache, nothing to add');
    assert.equal(uncached.cache, undefined);
    assert.equal((uncached.module as {rules: unknown[]}).rules.length, themePatches.length);
  });
});

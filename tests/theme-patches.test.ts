import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, it} from 'node:test';
import {resolvePackageFile} from '../plugins/lib/packageFile';
import {themePatches} from '../plugins/theme-patches';

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

  it('replaces code-unit order for localeCompare with the same order for ASCII keys', () => {
    const keys = ['subtree', 'attributes', 'childList', 'characterData', 'attributeFilter'];
    const patch = themePatches[0]!;
    const byPatch = [...keys].map((k) => [k]);
    new Function('deps', patch.replace)(byPatch);
    assert.deepEqual(
      byPatch.map(([k]) => k),
      [...keys].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('fails, naming the file and the patch, when the text is missing or ambiguous', () => {
    const options = {search: 'x()', replace: 'y()', why: 'a reason', file: '/pkg/lib/a.js'};
    assert.throws(() => run('z();', options), /"a reason" expects exactly one "x\(\)" in \/pkg\/lib\/a\.js/);
    assert.throws(() => run('x(); x();', options), /expects exactly one/);
    assert.equal(run('a; x(); b;', options), 'a; y(); b;');
  });
});

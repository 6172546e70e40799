import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, it} from 'node:test';
import {missingHelpers, tslibHelpers} from '../plugins/client-tslib';
import {resolvePackageFile} from '../plugins/lib/packageFile';

const require = createRequire(import.meta.url);

describe('tslib in the browser bundle (plugins/client-tslib.ts)', () => {
  it('finds the helpers a CommonJS or ES module calls', () => {
    const cjs =
      'const tslib_1 = require("tslib");\nconst a = tslib_1.__importDefault(require("./a"));\ntslib_1.__exportStar(b, exports);';
    assert.deepEqual(tslibHelpers(cjs).sort(), ['__exportStar', '__importDefault']);
    assert.deepEqual(tslibHelpers("import { __rest, __assign as assign } from 'tslib';"), [
      '__rest',
      '__assign',
    ]);
    assert.deepEqual(tslibHelpers("import * as tslib from 'tslib';"), ['(the whole module)']);
    assert.deepEqual(tslibHelpers('const x = require("not-tslib"); x.__rest()'), []);
  });

  it('names what the stand-in lacks', () => {
    const source = 'const t = require("tslib"); t.__importDefault(a); t.__awaiter(b);';
    assert.deepEqual(missingHelpers(source), ['__awaiter']);
    assert.deepEqual(missingHelpers(source, new Set(['__importDefault', '__awaiter'])), []);
  });

  it('has every helper the installed @docusaurus/utils-common calls', () => {
    const file = resolvePackageFile(process.cwd(), '@docusaurus/utils-common/lib/index.js', 'test');
    const source = readFileSync(file, 'utf8');
    assert.ok(
      tslibHelpers(source).length > 0,
      'utils-common no longer calls tslib: delete plugins/client-tslib.ts',
    );
    assert.deepEqual(missingHelpers(source), []);
  });

  it('behaves as tslib does', async () => {
    const real = require('tslib') as {__importDefault: (m: unknown) => unknown};
    const shim = (await import('../plugins/tslib-client.js')) as {__importDefault: (m: unknown) => unknown};
    const esModule = {__esModule: true, default: 1};
    const plain = {a: 1};
    assert.equal(shim.__importDefault(esModule), real.__importDefault(esModule));
    assert.deepEqual(shim.__importDefault(plain), real.__importDefault(plain));
    assert.deepEqual(shim.__importDefault(undefined), real.__importDefault(undefined));
  });
});

import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

const root = path.resolve(__dirname, '..');
const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;

type Version = [number, number, number];

function parse(text: string): Version {
  const match = /^(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`Not a version: "${text}"`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * Whether `version` is in an engines range made of `||` alternatives of `>=X.Y.Z` or `^X.Y.Z`
 * (the forms the dependencies use); throws on any other form, so a new one is looked at.
 */
function accepts(range: string, version: Version): boolean {
  return range.split('||').some((alternative) => {
    const match = /^\s*(>=|\^)\s*([\d.]+)\s*$/.exec(alternative);
    if (!match) throw new Error(`Unknown engines range: "${range}"`);
    const floor = parse(match[2]!);
    return compare(version, floor) >= 0 && (match[1] === '>=' || version[0] === floor[0]);
  });
}

describe('supported Node versions', () => {
  const pkg = readJson<{
    engines: {node: string};
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  }>('package.json');
  const oldest = parse(/^>=\s*([\d.]+)$/.exec(pkg.engines.node)?.[1] ?? 'none');
  const newestLts: Version = [24, 0, 0];

  it('reads engines ranges', () => {
    assert.equal(accepts('^20.19.0 || ^22.13.0 || >=24', [22, 13, 0]), true);
    assert.equal(accepts('^20.19.0 || ^22.13.0 || >=24', [22, 12, 9]), false);
    assert.equal(accepts('^20.19.0 || ^22.13.0 || >=24', [23, 0, 0]), false);
    assert.equal(accepts('>= 10', [24, 0, 0]), true);
    assert.throws(() => accepts('22.x', [22, 0, 0]), /Unknown engines range/);
  });

  it('every direct dependency accepts the oldest Node of engines and Node 24', () => {
    const refused = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].flatMap(
      (name) => {
        const range = readJson<{engines?: {node?: string}}>(`node_modules/${name}/package.json`).engines
          ?.node;
        if (!range) return [];
        return [oldest, newestLts]
          .filter((version) => !accepts(range, version))
          .map((version) => `${name} (node ${range}) refuses ${version.join('.')}`);
      },
    );
    assert.deepEqual(refused, []);
  });

  it('.nvmrc names a supported major version', () => {
    const major = parse(readFileSync(path.join(root, '.nvmrc'), 'utf8'));
    assert.ok(major[0] >= oldest[0], `.nvmrc ${major[0]} is older than engines ${pkg.engines.node}`);
  });
});

import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {
  backArrows,
  cycles,
  importEdges,
  LAYERS,
  layerOf,
  resolveImport,
  sourceFiles,
  specifiers,
  unusedExports,
} from '../scripts/lib/importGraph';

// The house of ARCHITECTURE.md: each layer imports only from itself and the layers below it.
describe('import graph', () => {
  const edges = importEdges();

  it('puts every source file in a layer', () => {
    assert.deepEqual(
      sourceFiles().filter((f) => layerOf(f) === -1),
      [],
    );
  });

  it('has no import from a lower layer up to a higher one', () => {
    const names = (f: string) => `${f} (${LAYERS[layerOf(f)]?.name})`;
    assert.deepEqual(
      backArrows(edges).map((e) => `${names(e.from)} → ${names(e.to)}`),
      [],
    );
  });

  it('has no cycle', () => {
    assert.deepEqual(cycles(edges), []);
  });

  it('exports only what another file uses (issue 46: drop the export, or the code)', () => {
    assert.deepEqual(
      unusedExports().map(({file, name}) => `${file}: ${name}`),
      [],
    );
  });

  it('sees the imports it judges (relative, @site/, type-only, dynamic, require)', () => {
    assert.deepEqual(
      specifiers(
        [
          "import a from './a';",
          "import type {B} from '@site/config/b';",
          "export {c} from '../c';",
          "import './d.css';",
          "const e = await import('./e');",
          "const f = require('./f.cjs');",
          "// import g from './g';",
          "/* import h from './h'; */",
        ].join('\n'),
      ).sort(),
      ['../c', './a', './d.css', './e', './f.cjs', '@site/config/b'],
    );
    // The graph holds real edges of each kind.
    assert.ok(edges.some((e) => e.from === 'docusaurus.config.ts' && e.to.startsWith('config/')));
    assert.ok(edges.some((e) => e.from.startsWith('src/') && e.to === 'config/community.ts'));
  });

  it('finds a back arrow and a cycle when there is one', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'import-graph-'));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
        writeFileSync(path.join(site, file), text);
      };
      write('config/a.ts', "import {x} from '../src/lib/x';\nexport const a = x;\n");
      write('src/lib/x.ts', "import {y} from '@site/src/lib/y';\nexport const x = y;\n");
      write('src/lib/y.ts', "import {x} from './x';\nexport const y = () => x;\n");
      assert.equal(resolveImport('src/lib/x.ts', '@site/src/lib/y', site), 'src/lib/y.ts');
      const found = importEdges(site);
      assert.deepEqual(backArrows(found), [{from: 'config/a.ts', to: 'src/lib/x.ts'}]);
      assert.deepEqual(cycles(found), [['src/lib/x.ts', 'src/lib/y.ts']]);
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });
});

import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import {diagramKey, mermaidBlocks} from '../src/lib/diagramKey';
import {allDiagrams, SIZES_FILE} from '../scripts/diagram-sizes';

describe('diagramKey and mermaidBlocks', () => {
  it('finds mermaid blocks, not other code blocks', () => {
    const md = ['text', '```mermaid', 'flowchart TD', '  A --> B', '```', '```bash', 'echo', '```'].join(
      '\n',
    );
    assert.deepEqual(mermaidBlocks(md), ['flowchart TD\n  A --> B']);
  });
  it('keys a diagram by its text, ignoring surrounding whitespace', () => {
    assert.equal(diagramKey('flowchart TD\n A-->B\n'), diagramKey('  flowchart TD\n A-->B'));
    assert.notEqual(diagramKey('flowchart TD\n A-->B'), diagramKey('flowchart TD\n A-->C'));
    assert.match(diagramKey('x'), /^[0-9a-f]{8}$/);
  });
});

describe(SIZES_FILE, () => {
  it('has a recorded size for every diagram in docs and blog (run `npm run diagram-sizes`)', () => {
    const sizes = JSON.parse(readFileSync(SIZES_FILE, 'utf8')) as Record<
      string,
      {width: number; height: number}
    >;
    const diagrams = allDiagrams();
    assert.ok(diagrams.length >= 4, 'the site has diagrams');
    const missing = diagrams.filter((d) => !sizes[diagramKey(d)]).map((d) => d.split('\n')[0]);
    assert.deepEqual(missing, []);
    for (const size of Object.values(sizes)) assert.ok(size.width > 0 && size.height > 0);
  });
});

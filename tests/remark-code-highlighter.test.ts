import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import remarkCodeHighlighter, {HIGHLIGHTER_MODULE, hasCodeBlock} from '../plugins/remark-code-highlighter';

type Node = Parameters<typeof hasCodeBlock>[0];
const root = (...children: Node[]): Node => ({type: 'root', children});
const code = (lang: string | null): Node => ({type: 'code', lang, value: 'x'});
const run = (tree: Node) => {
  remarkCodeHighlighter()(tree);
  return tree.children!.filter((n) => n.type === 'mdxjsEsm');
};

describe('remark-code-highlighter', () => {
  it('finds fenced code at any depth, with or without a language, but not a Mermaid diagram', () => {
    assert.equal(hasCodeBlock(root({type: 'paragraph', children: [{type: 'text', value: 'a'}]})), false);
    assert.equal(hasCodeBlock(root(code('mermaid'))), false);
    assert.equal(hasCodeBlock(root(code(null))), true);
    assert.equal(hasCodeBlock(root({type: 'mdxJsxFlowElement', name: 'CodeBlock', children: []})), true);
    assert.equal(hasCodeBlock(root({type: 'mdxJsxFlowElement', name: 'CommandTable', children: []})), false);
    assert.equal(
      hasCodeBlock(
        root({type: 'mdxJsxFlowElement', children: [{type: 'listItem', children: [code('bash')]}]}),
      ),
      true,
    );
  });

  it('makes a page with code import the highlighter, once, as an ESM node MDX can compile', () => {
    const [esm, ...more] = run(root(code('bash'), code('toml')));
    assert.equal(more.length, 0);
    assert.equal(esm!.value, `import ${JSON.stringify(HIGHLIGHTER_MODULE)};`);
    const program = (esm!.data as {estree: {body: {type: string; source: {value: string}}[]}}).estree;
    assert.equal(program.body[0]!.type, 'ImportDeclaration');
    assert.equal(program.body[0]!.source.value, HIGHLIGHTER_MODULE);
  });

  it('leaves a page without code alone', () => {
    assert.deepEqual(run(root(code('mermaid'))), []);
  });
});

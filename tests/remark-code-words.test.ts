import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import remarkCodeWords, {CODE_WORD_MAX, isCodeWord} from '../plugins/remark-code-words';

type Node = {type: string; value?: string; children?: Node[]; data?: {hProperties?: Record<string, unknown>}};

const code = (value: string): Node => ({type: 'inlineCode', value});
const run = (tree: Node) => remarkCodeWords()(tree);

describe('remark-code-words: short code words stay on one line', () => {
  it('marks a command word, in a paragraph or a table cell', () => {
    const words = [code('#白名单申请'), code('#wl-status')];
    const tree: Node = {
      type: 'root',
      children: [
        {type: 'paragraph', children: [words[0]!]},
        {
          type: 'table',
          children: [{type: 'tableRow', children: [{type: 'tableCell', children: [words[1]!]}]}],
        },
      ],
    };
    run(tree);
    for (const word of words) assert.deepEqual(word.data?.hProperties?.className, ['code-word'], word.value);
  });

  it('leaves a code with a space, or longer than the limit, free to wrap', () => {
    const spaced = code('#白名单申请 XiaoMing_Star');
    const long = code('x'.repeat(CODE_WORD_MAX + 1));
    run({type: 'root', children: [{type: 'paragraph', children: [spaced, long]}]});
    assert.equal(spaced.data, undefined);
    assert.equal(long.data, undefined);
    assert.ok(isCodeWord('x'.repeat(CODE_WORD_MAX)));
  });

  it('keeps properties another plugin gave the node', () => {
    const word: Node = {...code('#status'), data: {hProperties: {id: 'x'}}};
    run({type: 'root', children: [word]});
    assert.deepEqual(word.data?.hProperties, {id: 'x', className: ['code-word']});
  });
});

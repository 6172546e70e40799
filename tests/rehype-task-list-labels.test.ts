import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import remarkGfm from 'remark-gfm';
import rehypeTaskListLabels from '../plugins/rehype-task-list-labels';

async function compiled(source: string): Promise<string> {
  const {compile} = await import('@mdx-js/mdx'); // ESM only
  return String(await compile(source, {remarkPlugins: [remarkGfm], rehypePlugins: [rehypeTaskListLabels]}));
}

describe('rehypeTaskListLabels: a task list’s checkboxes have names', () => {
  it('names each box after its item, tight or loose, without the nested list', async () => {
    const js = await compiled(
      '- [ ] Back up the **world**\n- [x] Stop the server\n  - [ ] nested step\n\n' +
        '1. [ ] Loose item\n\n2. [x] Second loose item\n',
    );
    for (const name of [
      'Back up the world',
      'Stop the server',
      'nested step',
      'Loose item',
      'Second loose item',
    ])
      assert.match(js, new RegExp(`"aria-label": "${name}"`), name);
    assert.equal((js.match(/"aria-label"/g) ?? []).length, 5);
  });

  it('leaves a list without boxes alone', async () => {
    assert.doesNotMatch(await compiled('- one\n- two\n'), /aria-label/);
  });
});

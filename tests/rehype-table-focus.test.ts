import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import remarkGfm from 'remark-gfm';
import rehypeTableFocus from '../plugins/rehype-table-focus';

async function compiled(source: string): Promise<string> {
  const {compile} = await import('@mdx-js/mdx'); // ESM only
  return String(await compile(source, {remarkPlugins: [remarkGfm], rehypePlugins: [rehypeTableFocus]}));
}

describe('rehypeTableFocus: a Markdown table, its own scroll box, takes the keyboard focus', () => {
  it('gives each Markdown table tabindex 0', async () => {
    const js = await compiled('| a | b |\n| - | - |\n| 1 | 2 |\n\ntext\n\n| c |\n| - |\n| 3 |\n');
    assert.equal((js.match(/_jsxs?\(_components\.table, \{\s*tabIndex: "0"/g) ?? []).length, 2, js);
  });
  it('leaves a table written as JSX, and other elements, alone', async () => {
    const js = await compiled('<table tabIndex={-1}><tbody><tr><td>x</td></tr></tbody></table>\n\n- one\n');
    assert.doesNotMatch(js, /tabIndex: "0"/);
  });
});

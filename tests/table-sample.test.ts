import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {riskiestTablePages} from '../e2e/lib/tableSample';

const table = (columns: number, text = 'x') =>
  `<table><thead><tr>${'<th>h</th>'.repeat(columns)}</tr></thead><tbody><tr>${`<td>${text}</td>`.repeat(columns)}</tr></tbody></table>`;

describe('the table pages the phone pass loads (e2e/lib/tableSample.ts)', () => {
  it('are all of them when there are no more than the limit', () => {
    const pages = [1, 2, 3].map((n) => ({url: `/docs/${n}`, html: table(n)}));
    assert.deepEqual(riskiestTablePages(pages, 5).sort(), ['/docs/1', '/docs/2', '/docs/3']);
  });

  it('are the widest tables first, then the most text, in a stable order', () => {
    const pages = [
      {url: '/docs/narrow', html: table(2)},
      {url: '/docs/wide', html: `<p>a</p>${table(2)}${table(7)}`},
      {url: '/docs/wordy', html: table(3, 'a long cell of text')},
      {url: '/docs/short', html: table(3)},
    ];
    assert.deepEqual(riskiestTablePages(pages, 3), ['/docs/wide', '/docs/wordy', '/docs/short']);
  });

  it('keep one page with a folded table, in place of the last', () => {
    const pages = [
      ...[5, 6, 7].map((n) => ({url: `/docs/${n}`, html: table(n)})),
      {url: '/docs/folded', html: `<details><summary>s</summary>${table(2)}</details>`},
    ];
    assert.deepEqual(riskiestTablePages(pages, 2), ['/docs/7', '/docs/folded']);
  });
});

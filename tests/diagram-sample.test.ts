import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {diagramMarks, diagramPagesInFull} from '../e2e/lib/diagramSample';

const drawing = (kind: string, narrow = false) =>
  `<figure class=diagram_ALS7 data-diagram=ab12 tabindex=0>` +
  `<svg width=10 id=diagram-ab12-main-light class=${kind} viewBox="0 0 1 1"></svg>` +
  `<svg width=10 id=diagram-ab12-main-dark class=${kind} viewBox="0 0 1 1"></svg>` +
  (narrow ? `<svg id="diagram-ab12-narrow-light" class="${kind}"></svg>` : '') +
  `</figure>`;

describe('the diagram pages tested in full (e2e/lib/diagramSample.ts)', () => {
  it('reads the kind, a narrow drawing, several figures and the locale from the HTML', () => {
    assert.deepEqual([...diagramMarks('zh', drawing('flowchart'))].sort(), ['kind:flowchart', 'locale:zh']);
    assert.deepEqual([...diagramMarks('en', drawing('sequence', true) + drawing('flowchart'))].sort(), [
      'kind:flowchart',
      'kind:sequence',
      'locale:en',
      'narrow',
      'several',
    ]);
  });

  it('cover every mark, then fill up to the limit in order', () => {
    const pages = [
      {url: '/a', locale: 'zh', html: drawing('flowchart')},
      {url: '/b', locale: 'zh', html: drawing('flowchart')},
      {url: '/c', locale: 'zh', html: drawing('sequence')},
      {url: '/d', locale: 'zh', html: drawing('flowchart')},
      {url: '/en/a', locale: 'en', html: drawing('flowchart', true)},
    ];
    // /en/a shows en, narrow and flowchart; /c sequence; then /a and /b in order.
    assert.deepEqual(diagramPagesInFull(pages, 4), ['/en/a', '/c', '/a', '/b']);
    assert.deepEqual(diagramPagesInFull(pages, 1), ['/en/a', '/c']);
    assert.deepEqual(diagramPagesInFull(pages, 9).length, 5);
  });
});

import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {renameIdList, renameIdRefs, renameIdSelectors} from '../src/components/Zoom/copyIds';

// The ids of a drawn Mermaid diagram and their suffixed names in the zoom dialog's copy.
const renamed = new Map([
  ['diagram-k-main-light', 'diagram-k-main-light-zoom'],
  ['diagram-k-main-light_flowchart-v2-pointEnd', 'diagram-k-main-light_flowchart-v2-pointEnd-zoom'],
  ['diagram-k-main-light-gradient', 'diagram-k-main-light-gradient-zoom'],
  ['title-1', 'title-1-zoom'],
]);

describe('ids of a zoomed copy', () => {
  it('renames the id selectors of a style scoped by the root id, leaving colours and classes alone', () => {
    const css =
      '#diagram-k-main-light{fill:#000000;}#diagram-k-main-light .marker{fill:#666;stroke:#666;}' +
      '#diagram-k-main-light .node rect{fill:url(#diagram-k-main-light-gradient);}#other .x{fill:#abc}';
    assert.equal(
      renameIdRefs(css, renamed),
      '#diagram-k-main-light-zoom{fill:#000000;}#diagram-k-main-light-zoom .marker{fill:#666;stroke:#666;}' +
        '#diagram-k-main-light-zoom .node rect{fill:url(#diagram-k-main-light-gradient-zoom);}#other .x{fill:#abc}',
    );
  });

  it('renames marker and gradient references and fragment links, whole ids only', () => {
    assert.equal(
      renameIdRefs('url(#diagram-k-main-light_flowchart-v2-pointEnd)', renamed),
      'url(#diagram-k-main-light_flowchart-v2-pointEnd-zoom)',
    );
    assert.equal(renameIdRefs('url("#title-1")', renamed), 'url("#title-1-zoom")');
    assert.equal(renameIdRefs('#title-1', renamed), '#title-1-zoom');
    // A longer or shorter id that is not in the copy stays.
    assert.equal(
      renameIdRefs('url(#diagram-k-main-light_other)', renamed),
      'url(#diagram-k-main-light_other)',
    );
    assert.equal(renameIdRefs('url(#diagram-k-main)', renamed), 'url(#diagram-k-main)');
    assert.equal(renameIdRefs('https://example.com/#title-10', renamed), 'https://example.com/#title-10');
  });

  it("follows id attribute selectors that match a renamed id (a sequence diagram's arrowheads)", () => {
    const ids = new Map([
      ['diagram-k-main-light-arrowhead', 'diagram-k-main-light-arrowhead-zoom'],
      ...renamed,
    ]);
    assert.equal(
      renameIdSelectors(
        '#a [id$="-arrowhead"] path{fill:#333;}[id="title-1"]{x:1}[id$="-nothing"]{x:2}[id$=-arrowhead]{x:3}',
        ids,
        '-zoom',
      ),
      '#a [id$="-arrowhead-zoom"] path{fill:#333;}[id="title-1-zoom"]{x:1}[id$="-nothing"]{x:2}[id$=-arrowhead-zoom]{x:3}',
    );
  });

  it('renames the ids of a list (aria-labelledby) that are in the copy', () => {
    assert.equal(renameIdList('title-1 page-caption', renamed), 'title-1-zoom page-caption');
  });
});

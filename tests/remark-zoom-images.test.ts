import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import remarkZoomImages, {ZOOM_MODULE, ZOOM_NAME, wrapImages} from '../plugins/remark-zoom-images';

type Node = Parameters<typeof wrapImages>[0];
const root = (...children: Node[]): Node => ({type: 'root', children});
const paragraph = (...children: Node[]): Node => ({type: 'paragraph', children});
// What Docusaurus's image plugin makes of a local image, and a remote image it leaves alone.
const localImage = (): Node => ({type: 'mdxJsxTextElement', name: 'img', attributes: [], children: []});
const remoteImage = (): Node => ({type: 'image'});
const run = (tree: Node) => {
  remarkZoomImages()(tree);
  return tree;
};

describe('remark-zoom-images', () => {
  it('wraps every image, local or remote, Markdown or JSX, in the zoom component', () => {
    const tree = run(
      root(paragraph(localImage(), {type: 'text', value: ' '}, remoteImage()), {
        type: 'mdxJsxFlowElement',
        name: 'img',
        children: [],
      }),
    );
    const [esm, p, flow] = tree.children!;
    assert.equal(esm!.type, 'mdxjsEsm');
    assert.equal(esm!.value, `import ${ZOOM_NAME} from ${JSON.stringify(ZOOM_MODULE)};`);
    assert.deepEqual(
      p!.children!.map((c) => [c.type, c.name]),
      [
        ['mdxJsxTextElement', ZOOM_NAME],
        ['text', undefined],
        ['mdxJsxTextElement', ZOOM_NAME],
      ],
    );
    assert.equal(p!.children![0]!.children![0]!.name, 'img');
    assert.equal(p!.children![2]!.children![0]!.type, 'image');
    assert.deepEqual([flow!.type, flow!.name], ['mdxJsxFlowElement', ZOOM_NAME]);
  });

  it('leaves an image that is a link alone: the link is what a click does', () => {
    const tree = run(
      root(
        paragraph(
          {type: 'link', children: [remoteImage()]},
          {type: 'mdxJsxTextElement', name: 'a', children: [localImage()]},
        ),
      ),
    );
    assert.equal(tree.children!.filter((n) => n.type === 'mdxjsEsm').length, 0);
    assert.equal(JSON.stringify(tree).includes(ZOOM_NAME), false);
  });

  it('adds no import to a page without images, so it loads no zoom code', () => {
    const tree = run(root(paragraph({type: 'text', value: 'no pictures here'})));
    assert.deepEqual(
      tree.children!.map((n) => n.type),
      ['paragraph'],
    );
  });
});

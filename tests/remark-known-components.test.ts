import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import remarkKnownComponents, {componentOf, GLOBAL_COMPONENTS} from '../plugins/remark-known-components';

async function compileMdx(value: string) {
  const {compile} = await import('@mdx-js/mdx'); // ESM only
  return compile(
    {value, path: '/site/docs/imported/page.mdx'},
    {remarkPlugins: [[remarkKnownComponents, {siteDir: '/site'}]]},
  );
}

describe('remark-known-components (issue 49: a component of another site fails at its line)', () => {
  it('passes imported and exported components, the global ones and HTML elements', async () => {
    await compileMdx(
      [
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        'export const Note = () => null;',
        '',
        '<Tabs><TabItem value="a" label="A">x</TabItem></Tabs>',
        '',
        '<Note />',
        '',
        `<${GLOBAL_COMPONENTS[1]}><summary>s</summary>b</${GLOBAL_COMPONENTS[1]}>`,
        '',
        'Press <kbd>Ctrl</kbd>.',
      ].join('\n'),
    );
  });
  it('fails on a component the page neither imports nor has, naming the file, the line and what to do', async () => {
    await assert.rejects(
      compileMdx(['# Title', '', 'Text', '', '<Highlight color="#25c2a0">green</Highlight>'].join('\n')),
      (error: Error) =>
        error.message.includes('docs/imported/page.mdx:5') &&
        error.message.includes('<Highlight>') &&
        error.message.includes('import it'),
    );
    await assert.rejects(compileMdx('Inline <Badge /> here.'), /page\.mdx:1: <Badge>/);
    await assert.rejects(compileMdx('<Foo.Bar />'), /<Foo\.Bar>/);
  });
  it('reads a member expression by its object, and lowercase names as HTML', () => {
    assert.equal(componentOf('Tabs'), 'Tabs');
    assert.equal(componentOf('Foo.Bar'), 'Foo');
    assert.equal(componentOf('details'), null);
    assert.equal(componentOf(null), null);
  });
});

/**
 * plugins/remark-screens.ts: a page's pictures are drawn when the site is built, into SVG files
 * (light and dark), and the page keeps only their addresses, sizes and words.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import remarkScreens, {FIGURE_MODULE, smallestText} from '../plugins/remark-screens';

const siteDir = path.resolve(__dirname, '..');

async function page(source: string, locale: 'zh' | 'en' = 'zh') {
  const {compile} = await import('@mdx-js/mdx'); // ESM only
  const outDir = mkdtempSync(path.join(tmpdir(), 'screens-'));
  const url = (file: string) => ({type: 'Literal', value: `url:${file}`, raw: JSON.stringify(`url:${file}`)});
  const js = String(
    await compile(
      {value: source, path: path.join(siteDir, 'docs', 'page.mdx')},
      {remarkPlugins: [[remarkScreens, {siteDir, outDir, locale, url}]], jsx: true},
    ),
  );
  const files = readdirSync(outDir).map((f) => ({name: f, svg: readFileSync(path.join(outDir, f), 'utf8')}));
  return {js, files};
}

const HMCL = `import {HmclAccounts} from '@site/src/components/Screen/Hmcl';\nimport Other from '@site/src/components/Other';\n\n`;

describe('remark-screens', () => {
  it('draws a picture into a light and a dark SVG file and leaves only addresses and words in the page', async () => {
    const {js, files} = await page(`${HMCL}1. Step\n2. Step\n\n   <HmclAccounts marks={{addServer: 2}} />\n`);
    // The picture's import is gone, the other import of the same block stays, the figure is imported.
    assert.doesNotMatch(js, /components\/Screen\/Hmcl/);
    assert.match(js, /@site\/src\/components\/Other/);
    assert.match(js, new RegExp(`from "${FIGURE_MODULE}"`));
    // Two files, content-hashed, each a whole SVG in one colour mode, referenced by the page.
    assert.equal(files.length, 2);
    for (const mode of ['light', 'dark']) {
      const file = files.find((f) => f.name.includes(`-${mode}-`))!;
      assert.match(file.name, /^hmcl-accounts-zh-(light|dark)-[0-9a-f]{10}\.svg$/);
      assert.match(file.svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
      assert.doesNotMatch(file.svg, /var\(--/);
      assert.ok(js.includes(`url:${path.join('', file.name)}`) || js.includes(file.name), mode);
    }
    assert.notEqual(files[0]!.svg, files[1]!.svg);
    // No drawing in the page: no SVG element, only the caption's words and the marks.
    assert.doesNotMatch(js, /<rect|<text|viewBox/);
    assert.match(js, /标记 2：/);
    assert.match(js, /legend=\{\[\{\s*mark: "2"/);
    assert.match(js, /minText=\{\d+\}/);
  });

  it('draws in the page language', async () => {
    const {js, files} = await page(`${HMCL}<HmclAccounts marks={{addServer: 1}} />\n`, 'en');
    assert.match(js, /Mark 1: /);
    assert.match(files[0]!.name, /-en-/);
    assert.doesNotMatch(files[0]!.svg, /[\u3400-\u9fff]/);
  });

  it('fails naming the file, line and the mark a picture does not have', async () => {
    await assert.rejects(
      page(`${HMCL}<HmclAccounts marks={{nowhere: 1}} />\n`),
      /docs\/page\.mdx:4: <HmclAccounts>: .*no element "nowhere"/,
    );
  });

  it('fails on a picture the module does not have, and on marks that are not plain values', async () => {
    await assert.rejects(
      page(`import {HmclNothing} from '@site/src/components/Screen/Hmcl';\n\n<HmclNothing />\n`),
      /docs\/page\.mdx:3: <HmclNothing>: there is no picture HmclNothing/,
    );
    await assert.rejects(page(`${HMCL}<HmclAccounts marks={{addServer: step}} />\n`), /plain object/);
  });

  it('measures the smallest text of a drawing', () => {
    assert.equal(smallestText('<text font-size="13">a</text><text font-size="10.5">b</text>'), 10.5);
  });
});

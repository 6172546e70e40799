/**
 * SVGs the site puts into its pages as markup (the Mermaid drawings of diagram-cache/) or serves
 * from its own origin (static/) carry no active content: the build refuses one that does, naming
 * the file (plugins/lib/svgSafety.ts).
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import {CACHE_DIR, diagramKey, drawingSettings, MODES, readCached, svgFile} from '../plugins/diagrams/cache';
import {activeContent, assertSafeSvg, dangerousUrl} from '../plugins/lib/svgSafety';
import remarkDiagrams from '../plugins/diagrams/remark';
import themeConfig from '../site/theme';

const siteDir = path.resolve(__dirname, '..');
const wrap = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10" data-font-size="16">${inner}</svg>`;

/** Hostile SVGs, each with what the check must report. */
const HOSTILE: [string, string, RegExp][] = [
  ['a script element', wrap('<script>alert(1)</script>'), /<script> element/],
  ['a script in upper case', wrap('<SCRIPT>alert(1)</SCRIPT>'), /<script> element/],
  ['an xlink script', wrap('<script xlink:href="https://evil.invalid/x.js"/>'), /<script> element/],
  ['onload on the root', '<svg onload="alert(1)"></svg>', /onload= on <svg>/],
  ['an event handler in mixed case', wrap('<rect OnMouseOver="alert(1)"/>'), /onmouseover= on <rect>/],
  ['onbegin on an animation', wrap('<animate onbegin="alert(1)" attributeName="x"/>'), /onbegin=/],
  [
    'a javascript: link',
    wrap('<a href="javascript:alert(1)"><text>x</text></a>'),
    /javascript: URL in href=/,
  ],
  [
    'an xlink:href javascript: link',
    wrap('<a xlink:href="javascript:alert(1)"/>'),
    /javascript: URL in xlink:href=/,
  ],
  [
    'a tab inside, as a character reference',
    wrap('<a href="java&#x09;script:alert(1)"/>'),
    /javascript: URL/,
  ],
  ['a newline and a decimal reference', wrap('<a href="jav&#10;a&#115;cript:alert(1)"/>'), /javascript: URL/],
  [
    'named references and spaces around',
    wrap('<a href=" &Tab;javascript&colon;alert(1)"/>'),
    /javascript: URL/,
  ],
  ['mixed case', wrap('<a href="JaVaScRiPt:alert(1)"/>'), /javascript: URL/],
  ['a control character inside', wrap('<a href="java\u0001script:alert(1)"/>'), /javascript: URL/],
  ['vbscript:', wrap('<a href="vbscript:msgbox(1)"/>'), /vbscript: URL/],
  ['an HTML data: URL', wrap('<a href="data:text/html,<script>alert(1)</script>"/>'), /data: URL/],
  ['an SVG data: URL in use', wrap('<use href="data:image/svg+xml;base64,PHN2Zz4="/>'), /data: URL/],
  ['a data: URL with a tab', wrap('<a href="da&#9;ta:text/html;base64,PHNjcmlwdD4="/>'), /data: URL/],
  [
    'an animation that swaps in a javascript: URL',
    wrap('<a><animate attributeName="href" values="#;javascript:alert(1)"/></a>'),
    /javascript: URL in values=.*<animate> of href/s,
  ],
  ['a set of xlink:href', wrap('<a><set attributeName="xlink:href" to="#x"/></a>'), /<set> of xlink:href/],
  ['a foreignObject', wrap('<foreignObject><div>x</div></foreignObject>'), /<foreignObject> element/],
  [
    'a foreignObject with HTML handlers',
    wrap('<foreignObject><img src=x onerror=alert(1)></foreignObject>'),
    /onerror= on <img>/,
  ],
  [
    'an iframe',
    wrap('<foreignObject><iframe src="https://evil.invalid"></iframe></foreignObject>'),
    /<iframe> element/,
  ],
  ['markup breaking out of the SVG', '<svg></svg></div><img src=x onerror=alert(1)>', /onerror= on <img>/],
  ['a base element', wrap('</svg><base href="https://evil.invalid/">'), /<base> element/],
];

describe('active content in SVG', () => {
  for (const [name, svg, expected] of HOSTILE) {
    it(`finds ${name}`, () => {
      const found = activeContent(svg);
      assert.ok(found.length > 0, `nothing found in ${svg}`);
      assert.match(found.join('; '), expected);
    });
  }

  it('leaves what Mermaid and pictures use alone', () => {
    const svg = wrap(
      '<style>#d .node rect{fill:#fff}</style><defs><marker id="m"><path d="M0 0L10 5"/></marker>' +
        '<linearGradient id="g"><stop offset="0"/></linearGradient></defs>' +
        '<g class="node" aria-roledescription="flowchart-v2"><rect style="fill:url(#g)"/>' +
        '<text><tspan>Data: on the server; javascript is off</tspan></text></g>' +
        '<a href="/docs/intro#start" xlink:href="https://example.invalid/page?x=1"><text>link</text></a>' +
        '<image href="data:image/png;base64,iVBORw0KGgo=" /><use href="#m"/>' +
        '<animate attributeName="opacity" values="0;1"/>',
    );
    assert.deepEqual(activeContent(svg), []);
    assert.equal(dangerousUrl('https://example.invalid/javascript:x'), undefined);
    assert.equal(dangerousUrl('#javascript:x'), undefined);
  });

  it('names the file in the error', () => {
    assert.throws(
      () => assertSafeSvg(wrap('<script>1</script>'), 'diagram-cache/abc.main.light.svg'),
      /^Error: diagram-cache\/abc\.main\.light\.svg: .*<script> element/,
    );
    assert.doesNotThrow(() => assertSafeSvg(wrap('<text>ok</text>'), 'x.svg'));
  });
});

describe('the build refuses a cached drawing with active content', () => {
  const settings = drawingSettings(siteDir);
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'diagram-cache-hostile-'));
  after(() => rmSync(cacheDir, {recursive: true, force: true}));
  const source = 'flowchart TD\n  A --> B';
  const key = diagramKey(source, settings);
  const write = (light: string) => {
    writeFileSync(path.join(cacheDir, svgFile(key, 'main', 'light')), light);
    writeFileSync(path.join(cacheDir, svgFile(key, 'main', 'dark')), wrap('<text>B</text>'));
  };

  for (const [name, svg] of HOSTILE.filter(([, s]) => s.startsWith('<svg xmlns'))) {
    it(`in the remark step: ${name}`, () => {
      write(svg);
      const tree = {type: 'root', children: [{type: 'code', lang: 'mermaid', value: source}]};
      assert.throws(
        () => remarkDiagrams({siteDir, cacheDir, live: false})(tree as never, {path: 'docs/x.md'}),
        (error: Error) =>
          error.message.includes(svgFile(key, 'main', 'light')) && /active content/.test(error.message),
      );
    });
  }

  it('and reads a clean one', () => {
    write(wrap('<text>A</text>'));
    assert.ok(readCached(cacheDir, key));
  });
});

describe("the site's own SVGs", () => {
  const svgs = (dir: string) =>
    (readdirSync(path.join(siteDir, dir), {recursive: true}) as string[])
      .filter((f) => f.endsWith('.svg'))
      .map((f) => path.join(dir, f));

  it('every drawing in diagram-cache/ and every SVG in static/ has no active content', () => {
    const files = [...svgs(CACHE_DIR), ...svgs('static')];
    assert.ok(files.some((f) => f.startsWith(CACHE_DIR)));
    for (const file of files)
      assert.deepEqual(activeContent(readFileSync(path.join(siteDir, file), 'utf8')), [], file);
  });

  it('Mermaid draws labels as SVG text (htmlLabels: false), so the drawings have no foreignObject', () => {
    assert.equal(themeConfig().mermaid.options.htmlLabels, false);
    for (const file of svgs(CACHE_DIR)) {
      assert.doesNotMatch(readFileSync(path.join(siteDir, file), 'utf8'), /<foreignObject/i, file);
    }
    assert.ok(MODES.length === 2);
  });
});

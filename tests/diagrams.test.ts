import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import {
  CACHE_DIR,
  CONTENT_DIRS,
  contentDiagrams,
  diagramKey,
  diagramSources,
  drawingSettings,
  keyOf,
  MODES,
  normalizeSource,
  readCached,
  REGENERATE_COMMAND,
  svgFile,
  svgId,
  svgSize,
} from '../plugins/diagrams/cache';
import remarkDiagrams, {DIAGRAM_COMPONENT, DIAGRAM_MODULE} from '../plugins/diagrams/remark';
import remarkForConfig from '../plugins/remark-for-config';
import createConfig from '../docusaurus.config';
import community from '../config/community';
import {
  finishSvg,
  missingDiagrams,
  roundGeometry,
  slimSvg,
  straightenPath,
  topToBottom,
  madeNarrow,
} from '../plugins/diagrams/draw';
import {
  mermaidBlocks,
  pageDrawings,
  readableWidthRem,
  MIN_TEXT_REM,
  NARROW_META,
  WIDE_FIRST_REM,
  WIDE_LAST_REM,
  WIDE_STEP_REM,
  wideFromRem,
  type DiagramVariant,
  type PageVariant,
} from '../src/lib/diagrams';

const siteDir = path.resolve(__dirname, '..');
const settings = drawingSettings(siteDir);

describe('mermaidBlocks', () => {
  it('finds mermaid fences with their line, not other code blocks', () => {
    const md = ['text', '```mermaid', 'flowchart TD', '  A --> B', '```', '```bash', 'echo', '```'].join(
      '\n',
    );
    assert.deepEqual(mermaidBlocks(md), [{source: 'flowchart TD\n  A --> B', line: 2}]);
  });
  it('reads tilde and longer fences, indented ones without their indentation, and CRLF files', () => {
    const md = [
      '1. step',
      '',
      '   ~~~~mermaid',
      '   flowchart LR',
      '     A --> B',
      '   ~~~~',
      '````mermaid',
      'graph TD',
      '```',
      'not the end',
      '````',
    ].join('\r\n');
    assert.deepEqual(mermaidBlocks(md), [
      {source: 'flowchart LR\n  A --> B', line: 3},
      {source: 'graph TD\n```\nnot the end', line: 7},
    ]);
  });
  it(`takes a \`\`\`mermaid ${NARROW_META} fence right after a diagram as its narrow drawing, and only there`, () => {
    const md = [
      '```mermaid',
      'flowchart LR',
      '```',
      '',
      '```mermaid narrow',
      'flowchart TD',
      '```',
      '```mermaid',
      'graph TD',
      '```',
      'text between',
      '```mermaid narrow',
      'graph LR',
      '```',
    ].join('\n');
    assert.deepEqual(mermaidBlocks(md), [
      {source: 'flowchart LR', line: 1, narrow: {source: 'flowchart TD', line: 5}},
      {source: 'graph TD', line: 8},
      {source: 'graph LR', line: 12},
    ]);
  });
});

describe('diagramKey', () => {
  const source = 'flowchart TD\n  A --> B';
  it('ignores the whitespace around the source and line endings', () => {
    assert.equal(diagramKey(`\n${source}\n`, settings), diagramKey(source, settings));
    assert.equal(diagramKey(source.replace('\n', '\r\n'), settings), diagramKey(source, settings));
    assert.match(diagramKey(source, settings), /^[0-9a-f]{16}$/);
  });
  it("changes with the source, the author's narrow drawing, the Mermaid theme settings, the Mermaid version and the drawing rules", () => {
    const key = diagramKey(source, settings);
    assert.notEqual(diagramKey(source, settings, 'flowchart TB\n  A --> B'), key);
    assert.notEqual(
      diagramKey(source, settings, 'flowchart TB\n  A --> B'),
      diagramKey(source, settings, 'flowchart TB\n  A --> C'),
    );
    assert.equal(keyOf({source}, settings), key);
    assert.notEqual(diagramKey(`${source}\n  B --> C`, settings), key);
    assert.notEqual(diagramKey(source, {...settings, theme: {...settings.theme, dark: 'dark'}}), key);
    assert.notEqual(diagramKey(source, {...settings, options: {...settings.options, maxTextSize: 50}}), key);
    assert.notEqual(diagramKey(source, {...settings, mermaid: `${settings.mermaid}-next`}), key);
    assert.notEqual(
      diagramKey(source, {
        ...settings,
        DRAWING: {...settings.DRAWING, narrow: {...settings.DRAWING.narrow, wrappingWidth: 120}},
      } as never),
      key,
    );
  });
});

describe('the Mermaid that draws the diagrams is pinned', () => {
  // @docusaurus/theme-mermaid asks for mermaid ">=11.6.0", so without a pin `npm update` could
  // bring a new major version: other drawings, and a build that fails until the cache is redrawn.
  const pkg = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    overrides?: Record<string, string>;
  };

  it('as an exact version in package.json, for every package that depends on it', () => {
    assert.match(pkg.dependencies.mermaid ?? '', /^\d+\.\d+\.\d+$/, 'dependencies.mermaid: an exact version');
    assert.equal(pkg.overrides?.mermaid, '$mermaid', 'overrides.mermaid: "$mermaid" (the direct pin)');
  });

  it('and that version is the one installed, whose drawings the cache holds', () => {
    assert.equal(settings.mermaid, pkg.dependencies.mermaid, 'run `npm ci` after changing the pin');
  });
});

describe(`${CACHE_DIR}/ and the content's diagrams (\`${REGENERATE_COMMAND}\` draws what is missing)`, () => {
  const diagrams = contentDiagrams(siteDir);
  const keys = new Set(diagrams.map((d) => keyOf(d, settings)));

  it('finds every mermaid fence of the Markdown files', () => {
    const fences = CONTENT_DIRS.filter((dir) => existsSync(path.join(siteDir, dir))).flatMap((dir) =>
      (readdirSync(path.join(siteDir, dir), {recursive: true}) as string[])
        .filter((f) => /\.mdx?$/.test(f))
        .flatMap(
          (f) =>
            readFileSync(path.join(siteDir, dir, f), 'utf8').match(
              /^\s*(`{3,}|~{3,})\s*mermaid(\s+narrow)?\s*$/gm,
            ) ?? [],
        ),
    );
    assert.equal(diagrams.length + diagrams.filter((d) => d.narrow).length, fences.length);
  });

  it('knows which diagrams lack a drawing (the build draws them, or lets the browser: plugins/diagrams)', () => {
    const missing = new Set(missingDiagrams(siteDir).map(([key]) => key));
    for (const d of diagrams) {
      const key = keyOf(d, settings);
      assert.equal(missing.has(key), !readCached(path.join(siteDir, CACHE_DIR), key), `${d.file}:${d.line}`);
    }
  });

  it('gives the source of every diagram by its key, as a figure names it', () => {
    const sources = diagramSources(siteDir);
    assert.equal(Object.keys(sources).length, keys.size);
    for (const d of diagrams) assert.equal(sources[keyOf(d, settings)], normalizeSource(d.source));
  });

  it('holds SVGs with their size, ids scoped to the file, and the same layout in both modes', () => {
    for (const key of keys) {
      // A diagram without a drawing yet is the build's to draw (plugins/diagrams).
      const cached = readCached(path.join(siteDir, CACHE_DIR), key);
      if (!cached) continue;
      for (const [drawing, variant] of Object.entries(cached) as [
        'main' | 'narrow',
        DiagramVariant | undefined,
      ][]) {
        if (!variant) continue;
        for (const mode of MODES) {
          const svg: string = variant[mode];
          assert.match(
            svg,
            new RegExp(`^<svg [^>]*id="${svgId(key, drawing, mode)}"`),
            svgFile(key, drawing, mode),
          );
          assert.deepEqual(svgSize(svg), svgSize(variant.light), svgFile(key, drawing, mode));
          assert.doesNotMatch(svg, /<script|\son\w+=/i, 'no script in a drawing');
        }
      }
    }
  });
});

describe('drawing rules', () => {
  it('turns a left-to-right flowchart top to bottom, keeps other directions, skips other diagrams', () => {
    assert.equal(topToBottom('flowchart LR\n  A --> B'), 'flowchart TB\n  A --> B');
    assert.equal(topToBottom('%%{init: {}}%%\ngraph RL\n A-->B'), '%%{init: {}}%%\ngraph TB\n A-->B');
    assert.equal(topToBottom('flowchart TD\n A-->B'), 'flowchart TD\n A-->B');
    assert.equal(topToBottom('sequenceDiagram\n A->>B: hi'), undefined);
    // The narrow drawing made from a diagram: a flowchart turned, a sequence diagram as it is
    // (drawn with narrower participants and wrapped messages); none for other types.
    assert.equal(madeNarrow('flowchart LR\n  A --> B'), 'flowchart TB\n  A --> B');
    assert.equal(madeNarrow('sequenceDiagram\n A->>B: hi'), 'sequenceDiagram\n A->>B: hi');
    assert.equal(madeNarrow('pie\n "a": 1'), undefined);
  });

  it("sizes Mermaid's SVG in pixels instead of 100% wide, with its font size", () => {
    const id = 'diagram-x-main-light';
    const raw = `<svg id="${id}" width="100%" xmlns="http://www.w3.org/2000/svg" style="max-width: 426.5px;" viewBox="0 0 426.5 1038.01" role="graphics-document document" aria-roledescription="flowchart-v2"><style>#${id}{font-family:x;font-size:16px;}</style><g/></svg>`;
    const svg = finishSvg(raw, id);
    assert.match(svg, /^<svg width="427" height="1039" data-font-size="16" id="diagram-x-main-light" /);
    assert.doesNotMatch(svg, /100%|max-width|aria-roledescription/);
    assert.deepEqual(svgSize(svg), {width: 427, height: 1039, fontSize: 16});
    assert.throws(() => finishSvg('<svg><g/></svg>', id), /viewBox/);
  });

  it('writes straight curves as lines and drops strokes drawn twice, leaving real curves alone', () => {
    // A straight stretch as a curve, a zero-length one, and the same stretch stroked again.
    assert.equal(straightenPath('M0 0 C1 0 2 0 3 0 C3 0 3 0 3 0 M0 0 C1 0 2 0 3 0'), 'M0 0L3 0');
    // Stretches stroked twice, each as its own subpath, become one line through all points.
    assert.equal(straightenPath('M0 0 L1 0 M0 0 L1 0 M1 0 L2 1 M1 0 L2 1 M2 1'), 'M0 0L1 0L2 1');
    // A curve stays a curve; a closed shape is not continued; other commands leave the path as is.
    assert.equal(straightenPath('M0 0 C0 5 5 5 5 0 Z M5 0 L6 0'), 'M0 0C0 5 5 5 5 0ZM5 0L6 0');
    assert.equal(straightenPath('M0 0 A5 5 0 0 1 10 0'), 'M0 0 A5 5 0 0 1 10 0');
    assert.equal(straightenPath('m0 0 l1 1'), 'm0 0 l1 1');
  });

  it('rounds coordinates to a tenth of a pixel, and only coordinates', () => {
    const svg =
      '<svg viewBox="0 0 426.03125 10"><path d="M-19.5078125 -16 C-8.458092481928478 -16, 2.04 -0.04, 19 -16" style="stroke-width: 1.25;"/><polygon points="0,7 11.55,14"/><g transform="translate(367.03125, 24)"><text x="1.125">1.125</text></g></svg>';
    assert.equal(
      roundGeometry(svg),
      '<svg viewBox="0 0 426.03125 10"><path d="M-19.5 -16 C-8.5 -16, 2 0, 19 -16" style="stroke-width: 1.25;"/><polygon points="0,7 11.6,14"/><g transform="translate(367, 24)"><text x="1.125">1.125</text></g></svg>',
    );
  });

  it("rounds numbers written without separators as SVG reads them (Mermaid's sequence-diagram icons)", () => {
    assert.equal(
      roundGeometry('<path d="M12.258.001l.256.004.255.005L1.5.25-3.125"/>'),
      '<path d="M12.3 0l0.3 0 0.3 0L1.5 0.3-3.1"/>',
    );
  });

  it("drops the name attributes of a sequence diagram's actors (not SVG)", () => {
    assert.equal(
      slimSvg(
        '<svg id="d"><rect x="0" name="S" class="actor"/><line id="a" name="S" x1="1"/><text>name="x"</text></svg>',
      ),
      '<svg id="d"><rect x="0" class="actor"/><line id="a" x1="1"/><text>name="x"</text></svg>',
    );
  });

  it('keeps a rule whose selector has a combinator, written as Mermaid serialises it (&gt;)', () => {
    const svg =
      '<svg id="d"><style>#d .actor{fill:#eee;}#d text.actor&gt;tspan{fill:#000;}#d .a+.b,#d .a~.c{fill:red;}</style>' +
      '<rect class="actor"/><text class="actor"><tspan>A</tspan></text></svg>';
    assert.equal(
      slimSvg(svg),
      '<svg id="d"><style>#d .actor{fill:#eee;}#d text.actor&gt;tspan{fill:#000;}</style>' +
        '<rect class="actor"/><text class="actor"><tspan>A</tspan></text></svg>',
    );
  });

  it('drops what draws nothing: data attributes, unused markers, style rules and keyframes the drawing does not use', () => {
    const svg = [
      '<svg id="d"><style>',
      '@keyframes dash{to{stroke-dashoffset:0;}}@keyframes spin{to{opacity:1;}}',
      '#d{fill:#000;}#d .node rect,#d .cluster rect{fill:#eee;}#d .error-icon{fill:red;}',
      '#d .flowchart-link{stroke:#666;animation:dash 5s;}#d div.tooltip{top:0;}#d .edgeLabel p{margin:0;}',
      '</style><defs><marker id="d_pointEnd"><path d="M0 0"/></marker><marker id="d_crossEnd"><path d="M1 1"/></marker></defs>',
      '<path class="flowchart-link" data-points="W3sieCI6MX1d" data-id="L_A_B_0" data-edge="true" style=";" marker-end="url(#d_pointEnd)" d="M0 0L1 1"/>',
      '<g class="node" data-look="classic"><rect/><text>A</text></g></svg>',
    ].join('');
    assert.equal(
      slimSvg(svg),
      [
        '<svg id="d"><style>',
        '@keyframes dash{to{stroke-dashoffset:0;}}',
        '#d{fill:#000;}#d .node rect,#d .cluster rect{fill:#eee;}#d .flowchart-link{stroke:#666;animation:dash 5s;}',
        '</style><defs><marker id="d_pointEnd"><path d="M0 0"/></marker></defs>',
        '<path class="flowchart-link" marker-end="url(#d_pointEnd)" d="M0 0L1 1"/>',
        '<g class="node"><rect/><text>A</text></g></svg>',
      ].join(''),
    );
  });

  it('never shrinks text below 11 px: the readable width follows the font size', () => {
    assert.equal(MIN_TEXT_REM * 16, 11);
    assert.equal(readableWidthRem({width: 400, fontSize: 16}), (400 / 16) * MIN_TEXT_REM);
    assert.equal(readableWidthRem({width: 400, fontSize: 20}), (400 / 20) * MIN_TEXT_REM);
  });

  const variant = (width: number): DiagramVariant => ({
    light: 'l',
    dark: 'd',
    width,
    height: 100,
    fontSize: 16,
  });
  it('shows the main drawing from the step where it is readable, the narrow one below it', () => {
    const narrow = variant(300);
    assert.deepEqual(pageDrawings(variant(350)), {main: variant(350)});
    // Readable in any column: the narrow drawing is not needed.
    assert.deepEqual(pageDrawings(variant(350), narrow), {main: variant(350)});
    const wide = variant(700); // 30.1rem at 11 px → the 32rem step
    assert.equal(wideFromRem(wide), 32);
    assert.deepEqual(pageDrawings(wide, narrow), {main: wide, narrow, wideFromRem: 32});
    // Wider than any column at a readable size: only the narrow drawing goes in the page.
    const tooWide = variant((WIDE_LAST_REM / MIN_TEXT_REM) * 16 + 1);
    assert.equal(wideFromRem(tooWide), null);
    assert.deepEqual(pageDrawings(tooWide, narrow), {narrow});
  });

  it('has a container query in the component CSS for every step', () => {
    const css = readFileSync(path.join(siteDir, 'src/components/Diagram/styles.module.css'), 'utf8');
    for (let step = WIDE_FIRST_REM; step <= WIDE_LAST_REM; step += WIDE_STEP_REM) {
      const rule = new RegExp(
        `@container \\(min-width: ${step}rem\\) \\{\\s*\\.diagram\\[data-wide-from='${step}'\\] \\.wide \\{\\s*display: block;\\s*\\}\\s*\\.diagram\\[data-wide-from='${step}'\\] \\.narrow \\{\\s*display: none;`,
      );
      assert.match(css, rule, `step ${step}rem`);
    }
  });
});

describe('diagrams remark plugin (plugins/diagrams/remark.ts)', () => {
  type Node = {
    type: string;
    lang?: string;
    meta?: string;
    value?: string;
    name?: string;
    children?: Node[];
    attributes?: any[];
  };
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'diagram-cache-'));
  const svgDir = path.join(cacheDir, 'copies');
  after(() => rmSync(cacheDir, {recursive: true, force: true}));
  const source = 'flowchart TD\n  A["甲"] --> B["乙"]';
  const key = diagramKey(source, settings);
  for (const mode of MODES) {
    const id = svgId(key, 'main', mode);
    writeFileSync(
      path.join(cacheDir, svgFile(key, 'main', mode)),
      `<svg width="200" height="100" data-font-size="16" id="${id}" viewBox="0 0 200 100"><style>#${id}{fill:${mode}}</style><text>甲</text></svg>\n`,
    );
  }
  // A wide diagram with its author's narrow drawing.
  const narrowSource = 'flowchart TD\n  A["甲"]\n  A --> B["乙"]';
  const pairKey = diagramKey(source, settings, narrowSource);
  for (const [drawing, width] of [
    ['main', 1000],
    ['narrow', 300],
  ] as const) {
    for (const mode of MODES) {
      const id = svgId(pairKey, drawing, mode);
      writeFileSync(
        path.join(cacheDir, svgFile(pairKey, drawing, mode)),
        `<svg width="${width}" height="100" data-font-size="16" id="${id}" viewBox="0 0 ${width} 100"><text>甲</text></svg>\n`,
      );
    }
  }
  const tree = (...children: Node[]): Node => ({type: 'root', children});
  const fence = (value: string, meta?: string): Node => ({type: 'code', lang: 'mermaid', meta, value});
  const run = (root: Node, live = false) => {
    remarkDiagrams({siteDir, cacheDir, svgDir, live})(root as never, {path: path.join(siteDir, 'docs/x.md')});
    return root;
  };

  it('puts the cached drawing in place of the fence as its SVG files, and imports the component once', () => {
    const root = run(
      tree({type: 'paragraph', children: []}, {type: 'blockquote', children: [fence(source)]}, fence(source)),
    );
    const [esm, , quote, second] = root.children!;
    assert.equal(esm!.type, 'mdxjsEsm');
    assert.equal(esm!.value, `import ${DIAGRAM_COMPONENT} from ${JSON.stringify(DIAGRAM_MODULE)};`);
    assert.equal(root.children!.filter((n) => n.type === 'mdxjsEsm').length, 1);
    const first = quote!.children![0]!;
    assert.equal(first.type, 'mdxJsxFlowElement');
    assert.equal(first.name, DIAGRAM_COMPONENT);
    assert.equal(JSON.parse(first.attributes!.find((a) => a.name === 'diagram').value.value), key);
    // Its text alternative, for screen readers (plugins/diagrams/textAlternative.ts).
    assert.deepEqual(JSON.parse(first.attributes!.find((a) => a.name === 'text').value.value), {
      outline: [{steps: [{text: '甲'}, {text: '乙'}]}],
    });
    const main = first.attributes!.find((a) => a.name === 'main');
    // The attribute's text names the files; the sizes are plain values.
    assert.deepEqual(JSON.parse(main.value.value), {
      width: 200,
      height: 100,
      fontSize: 16,
      light: {file: svgFile(key, 'main', 'light')},
      dark: {file: svgFile(key, 'main', 'dark')},
    });
    // The estree MDX compiles: each colour mode is the module of the cache's own file, through
    // the loader that keeps the SVG out of the browser's bundle; no SVG text in the page's code.
    const expression = main.value.data.estree.body[0].expression;
    assert.equal(expression.type, 'ObjectExpression');
    const mode = (e: any, name: string) => e.properties.find((p: any) => p.key.name === name).value;
    const request = mode(expression, 'light').object.arguments[0].value as string;
    assert.equal(mode(expression, 'light').property.name, 'default');
    assert.ok(request.startsWith(`!!${require.resolve('../plugins/diagrams/svg-loader.cjs')}!`), request);
    assert.equal(request.split('!').at(-1), path.join(cacheDir, svgFile(key, 'main', 'light')));
    assert.doesNotMatch(JSON.stringify(expression), /<svg/);
    // A second copy on the same page gets ids of its own, in files of its own.
    const copy = second!.attributes!.find((a) => a.name === 'main').value.data.estree.body[0].expression;
    const copyFile = (mode(copy, 'light').object.arguments[0].value as string).split('!').at(-1)!;
    assert.equal(path.dirname(copyFile), svgDir);
    const copied = readFileSync(copyFile, 'utf8');
    assert.match(copied, new RegExp(`id="diagram-${key}-2-main-light"`));
    assert.doesNotMatch(copied, new RegExp(`diagram-${key}-main`));
    assert.match(copied, /fill:light/);
  });

  it('lets the browser draw a diagram without a drawing in a production build, with a warning naming file, line and command (issue 49)', () => {
    const stale = {...fence('flowchart TD\n  A --> C'), position: {start: {line: 7}}};
    const warnings: string[] = [];
    const root = tree(stale);
    remarkDiagrams({siteDir, cacheDir, svgDir, live: false, warn: (m) => warnings.push(m)})(root as never, {
      path: path.join(siteDir, 'docs/x.md'),
    });
    assert.equal(warnings.length, 1);
    assert.ok(warnings[0]!.includes('docs/x.md:7') && warnings[0]!.includes(REGENERATE_COMMAND), warnings[0]);
    const [esm, live] = root.children!;
    assert.equal(esm!.type, 'mdxjsEsm');
    assert.match(String(esm!.value), /import LiveDiagram from "@site\/src\/components\/Diagram\/Live"/);
    assert.deepEqual([live!.type, live!.name], ['mdxJsxFlowElement', 'LiveDiagram']);
    assert.deepEqual(live!.attributes, [
      {type: 'mdxJsxAttribute', name: 'source', value: 'flowchart TD\n  A --> C'},
    ]);
  });

  it('leaves such a fence to the live renderer in development', () => {
    const stale = fence('flowchart TD\n  A --> C');
    const root = run(tree(stale), true);
    assert.deepEqual(root.children, [stale]);
  });

  it('draws only the diagrams of the <ForConfig> blocks the configuration shows, settled first', async () => {
    const {compile} = await import('@mdx-js/mdx'); // ESM only
    // The shown block has a drawing; the other one's fence has none, which would fail the build.
    const mdx = [
      `<ForConfig login="${community.login}">`,
      '',
      '```mermaid',
      source,
      '```',
      '',
      '</ForConfig>',
      '',
      `<ForConfig login="not-${community.login}">`,
      '',
      '```mermaid',
      'flowchart TD\n  X --> Y',
      '```',
      '',
      '</ForConfig>',
    ].join('\n');
    const out = String(
      await compile(mdx, {
        remarkPlugins: [remarkForConfig, [remarkDiagrams, {siteDir, cacheDir, svgDir, live: false}]],
      }),
    );
    assert.equal(out.match(new RegExp(`\\(${DIAGRAM_COMPONENT},`, 'g'))?.length, 1, out);
    assert.ok(out.includes(key));
  });

  it('is set up that way for docs, blog and pages', () => {
    const options = (
      createConfig().presets![0] as [string, Record<string, {beforeDefaultRemarkPlugins: unknown[]}>]
    )[1];
    for (const plugin of ['docs', 'blog', 'pages']) {
      const plugins = options[plugin]!.beforeDefaultRemarkPlugins;
      const forConfig = plugins.indexOf(remarkForConfig);
      assert.ok(forConfig >= 0 && forConfig < plugins.indexOf(remarkDiagrams), plugin);
    }
  });

  it(`puts a diagram and its \`\`\`mermaid ${NARROW_META} drawing in one figure, and fails on a narrow drawing without its diagram`, () => {
    const root = run(
      tree(fence(source), fence(narrowSource, NARROW_META), {type: 'paragraph', children: []}),
    );
    const [, figure, after] = root.children!;
    assert.equal(root.children!.length, 3);
    assert.equal(after!.type, 'paragraph');
    const attribute = (name: string) =>
      JSON.parse(figure!.attributes!.find((a) => a.name === name).value.value);
    assert.equal(attribute('diagram'), pairKey);
    assert.equal((attribute('main') as PageVariant).width, 1000);
    assert.equal((attribute('narrow') as PageVariant).width, 300);
    assert.deepEqual((attribute('narrow') as PageVariant).dark, {file: svgFile(pairKey, 'narrow', 'dark')});
    assert.equal(attribute('wideFromRem'), wideFromRem({width: 1000, fontSize: 16}));
    const stray = {...fence(narrowSource, NARROW_META), position: {start: {line: 9}}};
    assert.throws(
      () => run(tree({type: 'paragraph', children: []}, stray)),
      (error: Error) => error.message.includes('docs/x.md:9') && error.message.includes(NARROW_META),
    );
  });

  it('leaves other code alone', () => {
    const bash: Node = {type: 'code', lang: 'bash', value: 'echo'};
    assert.deepEqual(run(tree(bash)).children, [bash]);
  });
});

describe('diagram SVG loader (plugins/diagrams/svg-loader.cjs)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loader = require('../plugins/diagrams/svg-loader.cjs') as (this: unknown, content: string) => string;
  const svg = '<svg id="diagram-k-main-light"><text>甲</text></svg>\n';
  const resourcePath = path.join(siteDir, CACHE_DIR, 'k.main.light.svg');
  const load = (target: unknown) => {
    const emitted: [string, string][] = [];
    const code = loader.call(
      {resourcePath, target, emitFile: (name: string, content: string) => emitted.push([name, content])},
      svg,
    );
    return {code, emitted};
  };

  it("gives the server's bundle the SVG and the file's address, writing no file", () => {
    const {code, emitted} = load('node20.19');
    assert.equal(
      code.trim(),
      `export default {url: __webpack_public_path__ + "assets/diagrams/k.main.light.svg", markup: ${JSON.stringify(svg.trim())}};`,
    );
    assert.deepEqual(emitted, []);
    assert.equal(load(['node20']).emitted.length, 0);
  });

  it("gives the browser's bundle the address only, and writes the file to the build", () => {
    for (const target of ['web', ['web', 'es2020'], 'browserslist']) {
      const {code, emitted} = load(target);
      assert.equal(
        code.trim(),
        'export default {url: __webpack_public_path__ + "assets/diagrams/k.main.light.svg"};',
      );
      assert.doesNotMatch(code, /<svg/);
      assert.deepEqual(emitted, [['assets/diagrams/k.main.light.svg', svg]]);
    }
  });

  it('fails, naming itself and the file, when the bundler gives no target', () => {
    assert.throws(
      () => load(undefined),
      (error: Error) =>
        error.message.includes('plugins/diagrams/svg-loader.cjs') && error.message.includes(resourcePath),
    );
  });
});

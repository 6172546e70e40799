import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {defaultLocale, locales} from '../config/locale';
import {
  copiedFiles,
  copyCategory,
  copySentence,
  DOCS_DIRS,
  multiplyDocs,
  SWAPS,
  swapsFor,
  varyCategory,
  varyDoc,
} from '../scripts/lib/scaleCopy';
import {
  isSearchFile,
  isSearchUrl,
  localeOfBuildFile,
  localePhases,
  parsePerfLog,
  displayWidth,
  scaleTables,
  searchStepLines,
  table,
  type ScaleFigures,
} from '../scripts/lib/scaleReport';
import {originalUrl} from '../scripts/lib/scaleRelevance';
import {withSecondLocale} from './lib/locales';

const other = locales.find((l) => l !== defaultLocale)!;

describe('scale bench: a copy of a doc', () => {
  const [from, to] = swapsFor(2, defaultLocale)[0]!;
  const doc = [
    '---',
    'slug: /made-up',
    'id: made-up',
    `title: ${from} guide`,
    `description: All about the ${from}.`,
    `tags: [${from}]`,
    'sidebar_position: 3',
    '---',
    '',
    `import Thing from '@site/src/components/${from}';`,
    '',
    `## About the ${from} {#about}`,
    '',
    `The ${from} is here: see [the ${from} page](./${from}.md#${from}) and \`/${from} list\`.`,
    '',
    `<Thing kind="${from}" label={'${from}'} />`,
    '',
    '```text',
    `${from} stays in code`,
    '```',
    '',
  ].join('\n');
  const copy = varyDoc(doc, 2, defaultLocale);

  it('drops the front matter that would collide with the original (slug, id) and keeps the rest', () => {
    assert.doesNotMatch(copy, /^slug:/m);
    assert.doesNotMatch(copy, /^id:/m);
    assert.match(copy, /^sidebar_position: 3$/m);
    assert.match(copy, new RegExp(`^tags: \\[${from}\\]$`, 'm'));
  });

  it('swaps words in the title, the description and the prose', () => {
    assert.match(copy, new RegExp(`^title: ${to} guide$`, 'm'));
    assert.match(copy, new RegExp(`^description: All about the ${to}\\.$`, 'm'));
    assert.match(copy, new RegExp(`^The ${to} is here: see \\[the ${to} page\\]`, 'm'));
  });

  it('keeps headings, link targets, code, imports and JSX as they are', () => {
    assert.match(copy, new RegExp(`^## About the ${from} \\{#about\\}$`, 'm'));
    assert.ok(copy.includes(`](./${from}.md#${from})`));
    assert.ok(copy.includes(`\`/${from} list\``));
    assert.ok(copy.includes(`import Thing from '@site/src/components/${from}';`));
    assert.ok(copy.includes(`<Thing kind="${from}" label={'${from}'} />`));
    assert.ok(copy.includes(`${from} stays in code`));
  });

  it('ends with a sentence of its own, so that no two copies are the same text', () => {
    assert.ok(copy.trimEnd().endsWith(copySentence(2, defaultLocale)));
    assert.notEqual(copySentence(2, defaultLocale), copySentence(3, defaultLocale));
    assert.notEqual(varyDoc(doc, 2, defaultLocale), varyDoc(doc, 3, defaultLocale));
  });

  it('swaps whole words only in a language with spaces, plurals included', withSecondLocale, () => {
    const [word, swapped] = swapsFor(2, other)[0]!;
    const text = `Two ${word}s, one ${word}, and ${word}ish.\n`;
    const varied = varyDoc(text, 2, other);
    assert.ok(varied.startsWith(`Two ${swapped}s, one ${swapped}, and ${word}ish.`), varied);
  });

  it('gives different copies different words to swap', () => {
    assert.notDeepEqual(swapsFor(2, defaultLocale), swapsFor(3, defaultLocale));
    for (const locale of locales) assert.ok(SWAPS[locale]!.length >= 3, locale);
  });
});

describe('scale bench: categories of a copy', () => {
  it('keep their label under a translation key of the copy', () => {
    const varied = varyCategory('{"label": "Made-up", "position": 2}', 4, 'a/b/_category_.json');
    assert.equal(varied.label, 'Made-up');
    assert.equal(varied.key, 'scale-4/Made-up');
    assert.deepEqual(JSON.parse(varied.json), {label: 'Made-up', position: 2, key: 'scale-4/Made-up'});
  });

  it('each copy has a top category of its own, labelled in every locale', () => {
    const top = copyCategory(5);
    for (const locale of locales) assert.match(top.labels[locale]!, /5/);
    assert.notEqual(copyCategory(6).key, top.key);
  });

  it('copies every file but the tag list and earlier copies', () => {
    assert.deepEqual(copiedFiles(['tags.yml', 'a.md', 'x/tags.yml', 'scale-2/a.md', '_category_.json']), [
      'a.md',
      'x/tags.yml',
      '_category_.json',
    ]);
  });
});

describe('scale bench: multiplying the docs of a site', () => {
  it(
    'copies every doc of every locale into copy folders, with unique category keys translated',
    withSecondLocale,
    () => {
      const site = mkdtempSync(path.join(tmpdir(), 'scale-test-'));
      try {
        for (const locale of locales) {
          const dir = path.join(site, DOCS_DIRS[locale]!);
          mkdirSync(path.join(dir, 'group'), {recursive: true});
          writeFileSync(path.join(dir, 'start.md'), '---\nslug: /start\n---\n\nHello.\n');
          writeFileSync(path.join(dir, 'group', 'page.md'), '# Page\n\nText.\n');
          writeFileSync(path.join(dir, '_partial.mdx'), 'Shared.\n');
          writeFileSync(path.join(dir, 'tags.yml'), 'made-up: {label: Made up, permalink: /made-up}\n');
          if (locale === defaultLocale)
            writeFileSync(path.join(dir, 'group', '_category_.json'), '{"label": "Group"}');
          else {
            mkdirSync(path.join(site, `i18n/${locale}`, 'docusaurus-plugin-content-docs'), {recursive: true});
            writeFileSync(
              path.join(site, `i18n/${locale}/docusaurus-plugin-content-docs/current.json`),
              JSON.stringify({'sidebar.tutorialSidebar.category.Group': {message: 'Translated group'}}),
            );
          }
        }
        const pages = multiplyDocs(site, 3);
        for (const locale of locales) {
          assert.equal(pages[locale], 2 * 3, locale);
          const dir = path.join(site, DOCS_DIRS[locale]!);
          for (const copy of [2, 3]) {
            assert.doesNotMatch(readFileSync(path.join(dir, `scale-${copy}`, 'start.md'), 'utf8'), /slug:/);
            assert.ok(
              readFileSync(path.join(dir, `scale-${copy}`, 'group/page.md'), 'utf8').startsWith('# Page\n'),
            );
            assert.ok(readdirSync(path.join(dir, `scale-${copy}`)).includes('_partial.mdx'));
            assert.ok(!readdirSync(path.join(dir, `scale-${copy}`)).includes('tags.yml'));
          }
        }
        const translations = JSON.parse(
          readFileSync(path.join(site, `i18n/${other}/docusaurus-plugin-content-docs/current.json`), 'utf8'),
        ) as Record<string, {message: string}>;
        assert.equal(translations['sidebar.tutorialSidebar.category.Group']?.message, 'Translated group');
        assert.equal(
          translations['sidebar.tutorialSidebar.category.scale-3/Group']?.message,
          'Translated group',
        );
        assert.equal(
          translations['sidebar.tutorialSidebar.category.scale-2']?.message,
          copyCategory(2).labels[other],
        );
        const keys = [2, 3].flatMap((copy) => [
          (
            JSON.parse(
              readFileSync(
                path.join(site, DOCS_DIRS[defaultLocale]!, `scale-${copy}/_category_.json`),
                'utf8',
              ),
            ) as {key: string}
          ).key,
          (
            JSON.parse(
              readFileSync(
                path.join(site, DOCS_DIRS[defaultLocale]!, `scale-${copy}/group/_category_.json`),
                'utf8',
              ),
            ) as {key: string}
          ).key,
        ]);
        assert.equal(new Set(keys).size, keys.length);
      } finally {
        rmSync(site, {recursive: true, force: true});
      }
    },
  );
});

describe('scale bench: the build log', () => {
  const log = [
    '[INFO] [xx] Creating an optimized production build...',
    '\u001b[33m[PERF]\u001b[39m Build > xx > Load site - \u001b[31m2.50 seconds!\u001b[39m - (Heap 1mb -> 2mb / Total 3mb)',
    '[PERF] Build > xx > Bundling with Rspack - 40.00 seconds! - (Heap …)',
    '[PERF] Build > xx > postBuild() - 812.5 ms - (Heap …)',
    '[PERF] Build > yy > SSG - 3.00 seconds! - (Heap …)',
    '[PERF] Build - 60.00 seconds! - (Heap …)',
    '[search] xx: 120 pages indexed in 4.2 s',
    '[search] yy: done',
    '[SUCCESS] Generated static files in "build".',
  ].join('\n');

  it('reads the steps of each locale from the perf log, colours or not', () => {
    const phases = parsePerfLog(log);
    assert.equal(phases.length, 5);
    assert.deepEqual(localePhases(phases), {
      xx: {'Load site': 2500, 'Bundling with Rspack': 40000, 'postBuild()': 812.5},
      yy: {SSG: 3000},
    });
  });

  it('reads the search step from its [search] lines', () => {
    assert.deepEqual(
      searchStepLines(log).map((s) => s.ms),
      [4200, null],
    );
  });
});

describe('scale bench: search files of a build', () => {
  it(
    'counts either engine: search-index*.json anywhere, or the files under a locale search/ folder',
    withSecondLocale,
    () => {
      assert.ok(isSearchFile('search-index.json'));
      assert.ok(isSearchFile('search-index/t12.0a1b2c3d4e.json'));
      assert.ok(isSearchFile(`${other}/search-index/d3.0a1b2c3d4e.json`));
      assert.ok(isSearchFile(`${other}/search-index-docs-abc123.json`));
      assert.ok(isSearchFile('search/fragment/zh_1a2b.pf_fragment'));
      assert.ok(isSearchFile(`${other}/search/index/en_ff.pf_index`));
      assert.ok(!isSearchFile('search/index.html'), 'the search page is a page');
      assert.ok(!isSearchFile('assets/js/search.1234.js'));
      assert.ok(!isSearchFile('docs/search/index.html'));
      assert.ok(isSearchUrl('http://127.0.0.1:8080/search/entry.json'));
      assert.ok(!isSearchUrl('http://127.0.0.1:8080/docs/intro'));
    },
  );

  it('gives a file the locale of its folder', withSecondLocale, () => {
    assert.equal(localeOfBuildFile('search-index.json'), defaultLocale);
    assert.equal(localeOfBuildFile(`${other}/search/x.json`), other);
    assert.equal(localeOfBuildFile('search/x.json'), defaultLocale);
  });
});

describe('scale bench: the table', () => {
  const figures = (factor: number, answer: number | null): ScaleFigures => ({
    factor,
    pages: Object.fromEntries(locales.map((l) => [l, 3 * factor])),
    build: {seconds: 10 * factor, phases: {}, search: []},
    index: Object.fromEntries(locales.map((l) => [l, {files: 1, raw: 2048 * factor, gzip: 1024 * factor}])),
    cold: Object.fromEntries(
      locales.map((l) => [
        l,
        {
          runs: 3,
          firstSuggestionMs: 1000 * factor,
          spreadMs: [900, 1100] as [number, number],
          loadingShownMs: 50,
          beforeTapBytes: 4096,
          searchBeforeTapBytes: 0,
          afterTapBytes: 1024 * factor,
          afterTapRequests: 2,
        },
      ]),
    ),
    answers: Object.fromEntries(locales.map((l) => [l, [{query: 'a made-up question', ms: answer}]])),
  });

  it('sets ×1 beside ×N with their ratio, and shows an answer that never came as over the limit', () => {
    const text = scaleTables(figures(1, 120), figures(4, null), 20_000);
    assert.match(text, /×1\s+×4\s+×4 \/ ×1/);
    assert.match(text, /build \(zh \+ en\), s\s+10\.0 s\s+40\.0 s\s+4\.00×/);
    assert.match(text, /cold search, tap → suggestion\s+1000 ms \[900–1100\]\s+4000 ms/);
    assert.match(text, /answer "a made-up que… \(18 chars\)"\s+120 ms\s+> 20 s/);
    assert.match(text, /search step \(\[search\] lines\)\s+not logged/);
  });

  it('lines up columns after Chinese text, whose characters take two columns', () => {
    assert.equal(displayWidth('ab'), 2);
    assert.equal(displayWidth('服务'), 4);
    const lines = table([
      ['服务', 'x'],
      ['abcd', 'y'],
    ]).split('\n');
    assert.equal(displayWidth(lines[0]!.slice(0, lines[0]!.indexOf('x'))), lines[1]!.indexOf('y'));
  });
});

describe('relevance at scale', () => {
  it('counts a copy of a page as the page', () => {
    assert.equal(originalUrl('/docs/scale-3/First/Readme/x#y'), '/docs/First/Readme/x#y');
    assert.equal(originalUrl('/en/docs/scale-10/intro'), '/en/docs/intro');
    assert.equal(originalUrl('/docs/First/x'), '/docs/First/x');
    assert.equal(originalUrl('/blog/scale-2/x'), '/blog/scale-2/x', 'only docs are copied');
  });
});

/**
 * plugins/screens/remark.ts: a page's pictures are drawn when the site is built, into SVG files
 * (light and dark), and the page keeps only their addresses, sizes and words.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import remarkScreens, {
  FIGURE_MODULE,
  localeOf,
  pictureFileLoader,
  screenSources,
  screensCachePlugin,
} from '../plugins/screens/remark';
import {
  MIN_TEXT_PX,
  PHONE_COLUMN_PX,
  PHONE_PADDING_PX,
  cropFor,
  cropMedia,
  LIST_INDENT_PX,
  phoneWidth,
  MIN_SHOWN_PX,
  smallestText,
  textBoxes,
  TEXT_MARGIN_PX,
} from '../src/components/Screen/crop';

import {defaultLocale, locales, type SiteLocale} from '../config/locale';

const siteDir = path.resolve(__dirname, '..');

async function page(source: string, locale: SiteLocale = defaultLocale) {
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

describe('screens remark plugin (plugins/screens/remark.ts)', () => {
  it('draws a picture into a light and a dark SVG file and leaves only addresses and words in the page', async () => {
    const {js, files} = await page(`${HMCL}1. Step\n2. Step\n\n   <HmclAccounts marks={{addServer: 2}} />\n`);
    // The picture's import is gone, the other import of the same block stays, the figure is imported.
    assert.doesNotMatch(js, /components\/Screen\/Hmcl/);
    assert.match(js, /@site\/src\/components\/Other/);
    assert.match(js, new RegExp(`from "${FIGURE_MODULE}"`));
    // Four files, content-hashed, each a whole SVG in one colour mode, referenced by the page: the
    // whole screen, and the part a phone shows (its text too small there otherwise).
    assert.equal(files.length, 4);
    for (const part of ['', '-part']) {
      for (const mode of ['light', 'dark']) {
        const file = files.find((f) => f.name.startsWith(`hmcl-accounts-zh${part}-${mode}-`))!;
        assert.match(file.name, /-[0-9a-f]{10}\.svg$/);
        assert.match(file.svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="\d+ 0 \d+ \d+"/);
        assert.doesNotMatch(file.svg, /var\(--/);
        assert.ok(js.includes(`url:${file.name}`) || js.includes(file.name), `${part} ${mode}`);
      }
    }
    assert.match(js, /media: "\(max-width: \d+px\)"/);
    assert.notEqual(files[0]!.svg, files[1]!.svg);
    // No drawing in the page: no SVG element, only the caption's words and the marks.
    assert.doesNotMatch(js, /<rect|<text|viewBox/);
    assert.match(js, /第 2 步：/);
    assert.match(js, /legend=\{\[\{\s*mark: "2"/);
    assert.match(js, /minText=\{\d+\}/);
  });

  it("takes a page's language from the locale being built, else from its i18n folder", () => {
    const saved = process.env.DOCUSAURUS_CURRENT_LOCALE;
    delete process.env.DOCUSAURUS_CURRENT_LOCALE;
    try {
      assert.equal(localeOf('/site/docs/intro.md'), defaultLocale);
      for (const locale of locales.slice(1))
        assert.equal(
          localeOf(`/site/i18n/${locale}/docusaurus-plugin-content-docs/current/intro.md`),
          locale,
        );
      // A folder that is no locale of the site is the default's.
      assert.equal(localeOf('/site/i18n/xx/docusaurus-plugin-content-docs/current/intro.md'), defaultLocale);
      process.env.DOCUSAURUS_CURRENT_LOCALE = locales.at(-1)!;
      assert.equal(localeOf('/site/docs/intro.md'), locales.at(-1));
    } finally {
      if (saved === undefined) delete process.env.DOCUSAURUS_CURRENT_LOCALE;
      else process.env.DOCUSAURUS_CURRENT_LOCALE = saved;
    }
  });

  it('draws in the page language', async () => {
    const {js, files} = await page(`${HMCL}<HmclAccounts marks={{addServer: 1}} />\n`, 'en');
    assert.match(js, /Step 1: /);
    assert.ok(files.every((f) => f.name.startsWith('hmcl-accounts-en-')));
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

describe('crops for phones (src/components/Screen/crop.ts)', () => {
  /** A line of text `size` px high from x to x + w, on line y. */
  const text = (x: number, w: number, size = MIN_TEXT_PX, y = 50) => ({
    x,
    y: y - size * 0.7,
    w,
    h: size * 1.4,
    size,
  });
  /** A mark round an element from x to x + w on line y, its badge at its left or right end. */
  const mark = (x: number, w: number, end: 'left' | 'right' = 'right', y = 100) => ({
    outline: {x, y: y - 15, w, h: 30},
    badge: {x: end === 'left' ? x - 13 : x + w + 13, y, r: 11, size: 13},
  });
  const across = [text(0, 480)];

  it('leaves a drawing whole when its text is readable in a phone column', () => {
    assert.equal(cropFor(PHONE_COLUMN_PX, 200, [text(0, PHONE_COLUMN_PX)], []), undefined);
    assert.equal(cropFor(400, 200, [text(0, 400, 13)], []), undefined);
  });

  it('crops a drawing so its smallest text shows at the minimum, round the marks, inside the drawing', () => {
    const crop = cropFor(480, 300, across, [mark(380, 60)])!;
    assert.equal(crop.w, PHONE_COLUMN_PX);
    assert.equal(crop.h, 300);
    assert.equal(crop.x + crop.w, 480);
    assert.ok(crop.holdsMarks);
    assert.deepEqual(crop.badges, [{x: 453, y: 100}]);
  });

  it('keeps a badge the drawing keeps at its edge inside the crop (its halo may not fit)', () => {
    const crop = cropFor(480, 300, across, [{...mark(400, 66), badge: {x: 467, y: 100, r: 11, size: 13}}])!;
    assert.ok(crop.holdsMarks);
    assert.equal(crop.x + crop.w, 480);
  });

  it('makes the crop as wide as the smallest text inside it allows (small text elsewhere does not count)', () => {
    const crop = cropFor(480, 300, [text(0, 60, 9), text(100, 380, 13)], [mark(300, 100)])!;
    assert.ok(crop.x >= 60, `the 9 px text at 0–60 is out of the crop (x ${crop.x})`);
    assert.equal(crop.w, 420, 'all the rest: its 13 px text is readable 420 wide');
  });

  it('shows the label beside a marked field from its start when a crop can (用户名 before its box)', () => {
    // A 12 px label at 20–90 on the line of a field marked at 100–350; more text to the right, so
    // that a crop centred on the mark would start past the label's first character.
    const label = text(20, 70, 12, 100);
    const crop = cropFor(700, 300, [label, text(100, 600, 12, 200)], [mark(100, 250, 'right', 100)])!;
    assert.ok(crop.holdsMarks);
    assert.ok(crop.x <= label.x, `the label starts at ${label.x}, the crop at ${crop.x}`);
  });

  it('moves a crop off a label its edge would cut ("…itional Servers") when the marks allow', () => {
    // A label at 120–220 on a line of its own: a crop centred on the mark at 300–360 would start
    // at 165, through the label; one that holds the mark can start before it or after it.
    const label = text(120, 100, MIN_TEXT_PX, 30);
    const crop = cropFor(700, 300, [label, text(0, 700, MIN_TEXT_PX, 200)], [mark(300, 60)])!;
    assert.ok(crop.holdsMarks);
    const edge = (at: number) => at > label.x + TEXT_MARGIN_PX && at < label.x + label.w - TEXT_MARGIN_PX;
    assert.ok(
      !edge(crop.x) && !edge(crop.x + crop.w),
      `the crop ${crop.x}–${crop.x + crop.w} cuts the label`,
    );
  });

  it('draws a badge at the edge of the crop, on its line, when no readable crop holds all the marks', () => {
    const marks = [mark(30, 200, 'left', 80), mark(300, 150, 'right', 160)];
    const crop = cropFor(480, 300, across, marks)!;
    assert.equal(crop.w, PHONE_COLUMN_PX);
    assert.equal(crop.holdsMarks, false);
    crop.badges.forEach((b, i) => {
      assert.equal(b.y, marks[i]!.badge.y, 'the badge stays on its line');
      assert.ok(b.x - 11 >= crop.x && b.x + 11 <= crop.x + crop.w, `badge ${i} is inside the crop`);
    });
    for (const m of marks) {
      const shown = Math.min(m.outline.x + m.outline.w, crop.x + crop.w) - Math.max(m.outline.x, crop.x);
      assert.ok(shown >= MIN_SHOWN_PX, 'part of each marked element shows');
    }
  });

  it('moves a badge where it hides no text of the marked element rather than over it', () => {
    // Two fields as wide as the column with their text at the left; badges left and right.
    const marks = [mark(40, 300, 'left', 80), mark(150, 300, 'right', 160)];
    const texts = [...across, text(50, 60, 13, 80), text(160, 60, 13, 160)];
    const crop = cropFor(480, 300, texts, marks)!;
    const [first, second] = crop.badges;
    assert.ok(first!.x + 13 <= 50, `the left badge is beside its field's text, not over it (${first!.x})`);
    assert.ok(second!.x < marks[1]!.badge.x, 'the right badge moves in…');
    assert.ok(second!.x - 13 >= 220, `…over the empty end of its field, not its text (${second!.x})`);
  });

  it('shows the crop up to the viewport where the whole drawing becomes readable', () => {
    assert.equal(cropMedia(480, MIN_TEXT_PX), `(max-width: ${480 + PHONE_PADDING_PX - 1}px)`);
  });

  it('makes the crop narrower for a picture in a step of a list (the list indents it)', () => {
    const inList = cropFor(480, 300, across, [], 1)!;
    assert.equal(inList.w, phoneWidth(1));
    assert.ok(phoneWidth(1) < PHONE_COLUMN_PX);
    assert.equal(
      cropMedia(480, MIN_TEXT_PX, 1),
      `(max-width: ${480 + PHONE_PADDING_PX + LIST_INDENT_PX - 1}px)`,
    );
  });

  it('estimates where a text is, generously (CJK a character per size, Latin 0.7)', () => {
    const [zh, en, middle] = textBoxes(
      '<text x="10" y="20" font-size="10">中文</text><text x="10" y="20" font-size="10" font-weight="700">ab</text>' +
        '<text x="100" y="20" font-size="10" text-anchor="middle">abcd</text>',
    );
    const m = TEXT_MARGIN_PX;
    assert.deepEqual([zh!.x, zh!.w], [10 - m, 20 + 2 * m]);
    assert.ok(Math.abs(en!.w - 14 * 1.06 - 2 * m) < 1e-9);
    assert.deepEqual([middle!.x, middle!.w], [86 - m, 28 + 2 * m]);
  });
});

describe("the bundler's file loader names a picture's file once", () => {
  it("keeps the file's own name, which already ends in a hash of its content", () => {
    const loader = pictureFileLoader();
    assert.match(loader, /[\\/]file-loader[\\/]/);
    assert.match(loader, /\?name=assets\/images\/\[name\]\.\[ext\]!$/);
    assert.doesNotMatch(loader, /contenthash/);
  });
});

describe("the bundler's cache draws the pictures again when their sources change", () => {
  it('names the renderer, the crop, the pictures and the label data as build dependencies', () => {
    const sources = screenSources(siteDir).map((f) => path.relative(siteDir, f));
    for (const file of [
      'plugins/screens/build.ts',
      'src/components/Screen/crop.ts',
      'plugins/screens/remark.ts',
    ]) {
      assert.ok(sources.includes(file), file);
    }
    assert.ok(sources.some((f) => f.startsWith('data/screens/') && f.endsWith('.yml')));
    const plugin = screensCachePlugin({siteDir} as Parameters<typeof screensCachePlugin>[0]);
    const rspack = plugin.configureWebpack!(
      {experiments: {cache: {type: 'persistent'}}} as never,
      false,
      {} as never,
      {} as never,
    ) as {experiments: {cache: {buildDependencies: string[]}}};
    assert.deepEqual(rspack.experiments.cache.buildDependencies, screenSources(siteDir));
  });
});

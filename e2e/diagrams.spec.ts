import {existsSync, readdirSync, readFileSync} from 'node:fs';
import * as cheerio from 'cheerio';
import {contentRoots} from '../plugins/lib/translations';
import path from 'node:path';
import {inflateSync} from 'node:zlib';
import {watchViolations} from './lib/csp';
import {expect, test, type Locator, type Page} from './lib/test';
import {clickBrand} from './lib/navbar';
import {BUILD, builtFileFor, builtPages} from './lib/built';
import {diagramPages} from './lib/diagrams';
import {diagramPagesInFull} from './lib/diagramSample';
import {layoutShift, layoutShifts, recordLayoutShift} from './lib/layoutShift';
import {colourTransitionsEnded} from './lib/a11y';
import {watchProblems} from './lib/pageProblems';
import {PHONE, WIDE} from './lib/screens';
import {loadBudgets} from '../scripts/lib/pageWeight';
import {contrastRatio} from '../lib/contrast';
import {MIN_TEXT_REM} from '../src/lib/diagrams';
import {diagramText} from '../plugins/diagrams/textAlternative';

/**
 * Mermaid diagrams are drawn ahead of time (plugins/diagrams/remark.ts, diagram-cache/): each
 * page with diagrams, in both languages, serves them as SVG in its HTML, in both colour modes,
 * readable on a phone, without Mermaid in the browser.
 */
const pages = diagramPages();
/**
 * The pages whose figures' behaviour (focus, keyboard, the zoom dialog, client-side navigation, the
 * toggle) is tested in full (lib/diagramSample.ts); every page's drawings are checked one by one.
 */
const inFull = new Set(
  diagramPagesInFull(
    pages.map(({url, locale}) => ({url, locale, html: readFileSync(builtFileFor(url)!, 'utf8')})),
  ),
);
const FIRST_SCREEN_BUDGET = 'doc-diagram-first-screen';

const figures = (page: Page) => page.locator('figure[data-diagram]');
/** The drawing a reader sees in a figure: one SVG, the others are display:none. */
const shown = (figure: Locator) => figure.locator('svg[id^="diagram-"]:visible');

/** How the zoom dialog names a diagram: this and the heading of its section (zoom.ts). */
const ZOOM_LABEL_PREFIX = {zh: '图：', en: 'Figure: '};
/** The ids of the zoom dialog's copy (zoom.ts). */
const COPY_SUFFIX = '-zoom';

/**
 * The id the zoom dialog's copy of a figure's drawing has: the drawing CSS shows, in the page's
 * colour mode. (The main drawing is taken instead only where it fits the window at least as large
 * as the page shows the narrow one: at these viewports the page shows the main one already, or
 * the main one would be smaller.)
 */
/**
 * The id the dialog's copy has: of the drawing the page shows, or of the main drawing (marked
 * data-zoom-content) when it, fitted to the window, shows at least as large as the page shows the
 * narrow one (src/components/Zoom/zoomDialog.ts pictureOf; a wide diagram on a wide screen whose
 * column shows its narrow drawing, as an imported page's has).
 */
const expectedCopyId = (figure: Locator) =>
  figure.evaluate((f, suffix) => {
    const drawings = Array.from(f.querySelectorAll<SVGSVGElement>('svg[id^="diagram-"]'));
    const visible = drawings.find((s) => s.checkVisibility())!;
    const mode = visible.id.endsWith('-dark') ? 'dark' : 'light';
    const main = drawings.find((s) => s.id.endsWith(`-main-${mode}`));
    if (!main || main === visible) return visible.id + suffix;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const side = 0.02 * window.innerWidth;
    const room = {width: window.innerWidth - 2 * side, height: window.innerHeight - 3.5 * rem - side};
    const box = main.viewBox.baseVal;
    const fitted = Math.min(room.width / box.width, room.height / box.height);
    const onPage = visible.getBoundingClientRect().width / visible.viewBox.baseVal.width;
    return (fitted >= onPage ? main : visible).id + suffix;
  }, COPY_SUFFIX);

/** The red, green and blue of a 1×1 PNG (a screenshot of one pixel). */
function pixel(png: Buffer): number[] {
  const colourType = png[25]!;
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const row = inflateSync(Buffer.concat(chunks));
  expect([2, 6]).toContain(colourType);
  return [row[1]!, row[2]!, row[3]!]; // after the row's filter byte (none for a first row of one pixel)
}

/**
 * A drawing's parts, whatever the kind of diagram a page brings (issue 49: an imported wiki's
 * sequence diagrams): an arrow (a flowchart's edge, or any line with an arrowhead), a box (a
 * flowchart's node, a sequence diagram's participant) and its label.
 */
const LINE = '.flowchart-link, .edgePath path, [marker-end]';
const BOX = ':is(.node :is(rect, polygon, path), rect.actor)';
const LABEL = ':is(.node text, text.actor)';

/**
 * Where the dialog's copy of a drawing is, against the window, and its background: the first
 * opaque colour from the copy up, and its alpha.
 */
const zoomedBox = (copy: Locator) =>
  copy.evaluate((svg) => {
    const box = svg.getBoundingClientRect();
    let background = '';
    for (let el: Element | null = svg; el && !background; el = el.parentElement) {
      const c = getComputedStyle(el).backgroundColor;
      if (c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') background = c;
    }
    return {
      left: box.left,
      top: box.top,
      right: box.right,
      bottom: box.bottom,
      width: box.width,
      height: box.height,
      window: {width: innerWidth, height: innerHeight},
      background,
    };
  });

/**
 * The colours a drawing is painted in: an edge's line and its arrowhead (the marker its
 * marker-end names, and whether that marker is inside the drawing), a box and its label, and
 * the first opaque background behind it.
 */
const PARTS = {line: LINE, box: BOX, label: LABEL, glyphs: 'tspan:not(:has(tspan))'};
const drawingColours = (svg: Locator) =>
  svg.evaluate((root, parts) => {
    const style = (el: Element | null | undefined, prop: 'fill' | 'stroke') =>
      el ? getComputedStyle(el)[prop] : null;
    const line = root.querySelector(parts.line);
    const ref = /url\(["']?#([^)"']+)/.exec(line?.getAttribute('marker-end') ?? '')?.[1];
    const marker = ref ? document.getElementById(ref) : null;
    let background = 'rgb(255, 255, 255)';
    for (let el: Element | null = root; el; el = el.parentElement) {
      const c = getComputedStyle(el).backgroundColor;
      if (c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') {
        background = c;
        break;
      }
    }
    return {
      line: style(line, 'stroke'),
      markerInCopy: !!marker && root.contains(marker),
      markerFill: style(marker?.querySelector('path'), 'fill'),
      nodeFill: style(root.querySelector(parts.box), 'fill'),
      nodeText: style(
        root.querySelector(parts.label)?.querySelector(parts.glyphs) ?? root.querySelector(parts.label),
        'fill',
      ),
      background,
    };
  }, PARTS);

/** The labels a diagram's source gives its boxes and arrows ("…" strings), as plain text. */
const labelsOf = (source: string): string[] =>
  [...source.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.replace(/<br\s*\/?>/g, ''));
const squash = (text: string) => text.replace(/\s+/g, '');

test('the content has every diagram drawn ahead of time, and Mermaid is in no script a page loads first', () => {
  // "mermaidAPI" is in the Mermaid library, whichever chunk it ends up in: only chunks of its own,
  // which a page without a diagram drawn in the browser (Live.tsx, issue 49) never requests.
  const scripts = (readdirSync(BUILD, {recursive: true}) as string[]).filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const withMermaid = scripts.filter((f) => readFileSync(path.join(BUILD, f), 'utf8').includes('mermaidAPI'));
  expect(withMermaid.filter((f) => /(?:^|\/)(?:main|runtime~main)\.[0-9a-f]+\.js$/.test(f))).toEqual([]);
  // A fence the build did not replace would reach the page as a Mermaid container or source; one
  // left to the browser as a live diagram. The content has neither (the fixture page below has one).
  const pagesLeft = builtPages().filter((f) =>
    /class="[^"]*(?:docusaurus-mermaid-container|language-mermaid)|data-live-diagram/.test(
      readFileSync(path.join(BUILD, f), 'utf8'),
    ),
  );
  expect(pagesLeft).toEqual([]);
});

test('a diagram without a drawing (edited where no Chromium could draw it) is drawn in the browser, its source shown until then', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const url = '/__fixtures__/pages/live-diagram';
  const html = await (await page.request.get(url)).text();
  expect(html, 'build with SITE_TEST_FIXTURES=1 (npm test does)').toContain('data-live-diagram');
  expect(html).toContain('Edited in the browser');
  await page.goto(url);
  const drawn = page.locator('[data-live-diagram="drawn"] svg');
  await expect(drawn).toBeVisible({timeout: 20_000});
  await expect(drawn).toContainText('Edited in the browser');
  expect(errors).toEqual([]);
  expect(await violations()).toEqual([]);
});

test("the diagrams' SVG is in the pages' HTML, not in any script", () => {
  // Every drawing's SVG has an id "diagram-<key>-<drawing>-<mode>" (plugins/diagrams/cache.ts).
  const scripts = (readdirSync(BUILD, {recursive: true}) as string[]).filter((f) => f.endsWith('.js'));
  const withSvg = scripts.filter((f) =>
    /<svg[^>]*id=\\?"diagram-/.test(readFileSync(path.join(BUILD, f), 'utf8')),
  );
  expect(withSvg).toEqual([]);
  expect(pages.length).toBeGreaterThan(0);
  for (const {url} of pages) {
    const html = builtFileFor(url);
    expect(html, url).toBeDefined();
    expect(readFileSync(html!, 'utf8'), url).toMatch(/<svg[^>]*id="?diagram-/);
  }
});

test('a diagram whose file cannot be fetched after a client-side navigation says so, with its link', async ({
  page,
}) => {
  const {url} = pages[0]!;
  await page.goto(url);
  await expect(figures(page).first().locator('svg').first()).toBeAttached();
  await page.route('**/assets/diagrams/**', (route) => route.fulfill({status: 404, body: ''}));
  await clickBrand(page);
  await expect(figures(page)).toHaveCount(0);
  await page.goBack();
  const figure = figures(page).first();
  const link = figure.locator('a[href*="/assets/diagrams/"]:visible');
  await expect(link).toHaveCount(1);
  await expect(link).toHaveText(/\S/);
  await expect(figure.locator('svg')).toHaveCount(0);
});

test('a diagram keeps its SVG when its component renders again, hydrated or fetched', async ({page}) => {
  // /__fixtures__/diagram-rerender (plugins/test-fixtures.ts): a diagram of diagram-cache/ whose
  // component renders again at each click of the button.
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto('/__fixtures__/diagram-rerender', {waitUntil: 'networkidle'});
  const figure = figures(page);
  const again = page.getByTestId('render-again');
  const keeps = async (how: string) => {
    await expect(shown(figure), how).toHaveCount(1);
    for (let i = 0; i < 2; i++) await again.click();
    await expect(page.locator('[data-renders]')).not.toHaveAttribute('data-renders', '0');
    await expect(shown(figure), `${how}, rendered again`).toHaveCount(1);
    await expect(shown(figure), `${how}, rendered again`).toHaveId(/-main-light$/);
  };
  await keeps('from the HTML, hydrated');
  await clickBrand(page);
  await expect(figure).toHaveCount(0);
  await page.goBack();
  await keeps('fetched after a client-side navigation');
});

test('every page with diagrams has them in its English translation too', () => {
  // A page not translated yet is shown under /en as it is (issue 49): it has no translation to compare.
  const translated = (file: string) =>
    contentRoots('en').some(
      ([from, to]) => file.startsWith(`${from}/`) && existsSync(`${to}/${file.slice(from.length + 1)}`),
    );
  const count = (locale: string) =>
    pages
      .filter((p) => p.locale === locale && (locale !== 'zh' || translated(p.file)))
      .map((p) => `${p.url.replace(/^\/en\//, '/')} ${p.fences.length}`)
      .sort();
  expect(count('en').length).toBeGreaterThan(0);
  expect(count('en')).toEqual(count('zh'));
});

for (const {url, fences} of pages) {
  /**
   * The figures of the page: at least one, at most one per fence (a page may show a diagram only
   * for some settings), each the drawing of one of the page's fences; with the labels of the
   * drawing it shows (the fence's, or its author's narrow drawing's).
   */
  const pageFigures = async (page: Page) => {
    const list = figures(page);
    await expect(list.first()).toBeAttached();
    const keys = await list.evaluateAll((fs) => fs.map((f) => f.getAttribute('data-diagram')!));
    expect(keys.length).toBeLessThanOrEqual(fences.length);
    // The drawing each figure shows now: the author's narrow one has labels of its own.
    const narrowShown = await list.evaluateAll((fs) =>
      fs.map((f) =>
        Array.from(f.querySelectorAll('svg[id*="-narrow-"]')).some((svg) => svg.checkVisibility()),
      ),
    );
    return keys.map((key, i) => {
      const fence = fences.find((f) => f.key === key);
      expect(fence, `figure ${i + 1} (${key}) is the drawing of one of the page's diagrams`).toBeDefined();
      const source = narrowShown[i] && fence!.narrow !== undefined ? fence!.narrow : fence!.source;
      // What a screen reader reads: the diagram's text alternative (made from its fence, whichever
      // drawing shows) where the build made one, else the drawing's own text.
      const described = diagramText(fence!.source) !== undefined;
      return {
        figure: list.nth(i),
        labels: labelsOf(source),
        described,
        spoken: labelsOf(described ? fence!.source : source),
      };
    });
  };

  test.describe(decodeURI(url), () => {
    // Which drawing shows in which mode is the Diagram component's CSS, the same on every page: it
    // is checked in the browser on the pages tested in full; on the others, the page as served has
    // each figure's drawings for both modes, with the diagram's labels (issue 49: a browser test
    // per page with diagrams, two loads without JavaScript, grew with a fork's diagrams).
    if (!inFull.has(url))
      test('serves its diagrams as SVG in the HTML, a light and a different dark drawing of each, with its labels (as served)', () => {
        const $ = cheerio.load(readFileSync(builtFileFor(url)!, 'utf8'));
        const served = $('figure[data-diagram]').toArray();
        expect(served.length, 'figures').toBeGreaterThan(0);
        expect(served.length).toBeLessThanOrEqual(fences.length);
        for (const [i, el] of served.entries()) {
          const key = $(el).attr('data-diagram')!;
          const fence = fences.find((f) => f.key === key);
          expect(
            fence,
            `figure ${i + 1} (${key}) is the drawing of one of the page's diagrams`,
          ).toBeDefined();
          // The drawing the page serves inline (the main one, or the author's narrow one where a
          // phone gets it first; the other loads when the screen needs it), in both modes.
          const servedDrawings = new Set(
            $(el)
              .find(`svg[id^="diagram-${key}-"]`)
              .toArray()
              .map((svg) => /-(main|narrow)-(?:light|dark)$/.exec($(svg).attr('id')!)?.[1])
              .filter((drawing) => drawing !== undefined),
          );
          expect(servedDrawings.size, `${key}: a drawing in the HTML`).toBeGreaterThan(0);
          for (const drawing of servedDrawings) {
            const svg = (mode: string) => $(el).find(`svg[id="diagram-${key}-${drawing}-${mode}"]`);
            const [light, dark] = [svg('light'), svg('dark')];
            expect(light, `${key} ${drawing} light`).toHaveLength(1);
            expect(dark, `${key} ${drawing} dark`).toHaveLength(1);
            // (a narrow drawing without a source of its own is the same diagram laid out for a phone)
            const labels = labelsOf(
              drawing === 'narrow' && fence!.narrow !== undefined ? fence!.narrow : fence!.source,
            );
            for (const one of [light, dark]) {
              const text = squash(one.find('text').text());
              for (const label of labels) expect(text).toContain(squash(label));
            }
            // The dark drawing is drawn in other colours, not the light one under another id.
            const anonymous = (one: typeof light) => $.html(one).replaceAll(/-(light|dark)\b/g, '');
            expect(anonymous(dark), `${key} ${drawing}: dark differs from light`).not.toBe(anonymous(light));
          }
        }
      });
    else
      test('serves its diagrams as SVG in the HTML, light without JavaScript, dark as soon as the mode is dark', async ({
        browser,
      }) => {
        const context = await browser.newContext({javaScriptEnabled: false});
        const page = await context.newPage();
        // What the colour-mode script in <head> does before the first paint, without any script.
        let dark = false;
        await page.route('**/*', async (route) => {
          if (route.request().resourceType() !== 'document' || !dark) return route.continue();
          const response = await route.fetch();
          const body = (await response.text()).replace(/^<!doctype html><html /i, '$&data-theme=dark ');
          return route.fulfill({response, body});
        });
        const fills: Record<string, string> = {};
        for (const mode of ['light', 'dark'] as const) {
          dark = mode === 'dark';
          await page.goto(url);
          if (dark) await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
          else await expect(page.locator('html')).not.toHaveAttribute('data-theme');
          const shownFigures = await pageFigures(page);
          for (const [i, {figure, labels}] of shownFigures.entries()) {
            const svg = shown(figure);
            await expect(svg).toHaveCount(1);
            await expect(svg).toHaveId(new RegExp(`-${mode}$`));
            const text = squash((await svg.locator('text').allTextContents()).join(''));
            for (const label of labels) expect(text).toContain(squash(label));
            fills[`${i}-${mode}`] = await svg
              .locator(BOX)
              .first()
              .evaluate((el) => getComputedStyle(el).fill);
          }
        }
        expect(Object.keys(fills).length).toBeGreaterThan(0);
        for (const key of Object.keys(fills).filter((k) => k.endsWith('-light'))) {
          expect(fills[key.replace(/light$/, 'dark')]).not.toBe(fills[key]);
        }
        await context.close();
      });

    // One load per colour mode and screen: the checks below run in turn on the same page, each as
    // a named step (a failure names the page, the step and its message). The page's state between
    // them is put back (a dialog closed); client-side navigation and the toggle come last.
    // (Before: twelve tests, each loading the page; the checks are the same.)
    const screenReaderText = async (page: Page) => {
      for (const {figure, spoken, described} of await pageFigures(page)) {
        const tree = squash(await figure.ariaSnapshot());
        for (const label of spoken) expect(tree).toContain(squash(label));
        // With a text alternative, the drawings are hidden from screen readers (their SVG text is
        // in layout order, every arrow's label before every box).
        const hidden = await figure
          .locator('svg')
          .evaluateAll((svgs) => svgs.map((svg) => svg.closest('[aria-hidden="true"]') !== null));
        expect(hidden.length).toBeGreaterThan(0);
        expect(hidden.every(Boolean), 'drawings hidden from screen readers').toBe(described);
        await expect(figure.locator('[data-diagram-text]')).toHaveCount(described ? 1 : 0);
        await expect(figure).toHaveAttribute('tabindex', '0');
      }
      await figures(page).first().focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(figures(page).first()).toBeFocused();
      expect(
        await figures(page)
          .first()
          .evaluate((f) => getComputedStyle(f).outlineStyle),
      ).not.toBe('none');
    };

    const contrast = async (page: Page) => {
      for (const {figure} of await pageFigures(page)) {
        const colours = await shown(figure).evaluate((svg, parts) => {
          const opaque = (c: string) => c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent';
          let el: Element | null = svg;
          let background = 'rgb(255, 255, 255)';
          for (; el; el = el.parentElement) {
            const c = getComputedStyle(el).backgroundColor;
            if (opaque(c)) {
              background = c;
              break;
            }
          }
          const line = svg.querySelector(parts.line);
          const box = svg.querySelector(parts.box);
          // The glyphs' own colour: a participant's text takes its box's fill from `.actor`, and
          // its tspan the label colour.
          const label =
            svg.querySelector(parts.label)?.querySelector(parts.glyphs) ?? svg.querySelector(parts.label);
          return {
            background,
            line: line ? getComputedStyle(line).stroke : null,
            nodeFill: box ? getComputedStyle(box).fill : null,
            nodeText: label ? getComputedStyle(label).fill : null,
          };
        }, PARTS);
        if (colours.line)
          expect(contrastRatio(colours.line, colours.background), 'line').toBeGreaterThanOrEqual(3);
        if (colours.nodeText && colours.nodeFill) {
          expect(contrastRatio(colours.nodeText, colours.nodeFill), 'label').toBeGreaterThanOrEqual(4.5);
        }
      }
    };

    const enlargedColours = async (page: Page, mode: 'light' | 'dark') => {
      const figure = figures(page).first();
      const expected = await expectedCopyId(figure);
      expect(expected).toMatch(new RegExp(`-${mode}-zoom$`));
      const onPage = await drawingColours(shown(figure));
      await figure.focus();
      await page.keyboard.press('Enter');
      const copy = page.locator('dialog[open] svg').first();
      await expect(copy).toHaveId(expected);
      const zoomed = await drawingColours(copy);
      // The arrowhead is the copy's own marker, drawn in the colours of the page's.
      expect(zoomed.markerInCopy, 'the arrowhead resolves inside the dialog').toBe(true);
      expect(onPage.markerFill).not.toBeNull();
      expect(zoomed.markerFill).toBe(onPage.markerFill);
      // Mermaid's style (scoped by the drawing's id) still applies: lines, boxes, labels.
      expect(zoomed.line).not.toBeNull();
      expect(zoomed.line).toBe(onPage.line);
      expect(zoomed.nodeFill).toBe(onPage.nodeFill);
      expect(zoomed.nodeText).toBe(onPage.nodeText);
      expect(zoomed.background).toBe(onPage.background);
      expect(contrastRatio(zoomed.line!, zoomed.background), 'line').toBeGreaterThanOrEqual(3);
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog')).toHaveCount(0);
    };

    const opensLarger = async (page: Page) => {
      const locale = url.startsWith('/en/') ? 'en' : 'zh';
      for (const [i, {figure, spoken}] of (await pageFigures(page)).entries()) {
        const what = `diagram ${i + 1}`;
        // Named after the heading of its section (the nearest heading before it).
        const heading = (await figure
          .locator('xpath=preceding::*[self::h1 or self::h2 or self::h3 or self::h4][1]')
          .textContent())!
          .replace(/\u200b/g, '')
          .trim();
        const expected = await expectedCopyId(figure);
        await figure.scrollIntoViewIfNeeded();
        await figure.click();
        const dialog = page.locator('dialog[open]');
        await expect(dialog, what).toBeVisible();
        await expect(dialog).toHaveAttribute('aria-label', `${ZOOM_LABEL_PREFIX[locale]}${heading}`);
        const copy = dialog.locator('svg').first();
        await expect(copy).toHaveId(expected);
        await expect(copy).toBeVisible();
        // Fitted: all of it in the window, as large as the window allows in one direction; and
        // still text for screen readers.
        const box = await zoomedBox(copy);
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.top).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(box.window.width);
        expect(box.bottom).toBeLessThanOrEqual(box.window.height);
        expect(Math.max(box.width / box.window.width, box.height / box.window.height)).toBeGreaterThan(0.8);
        const tree = squash(await dialog.ariaSnapshot());
        for (const label of spoken) expect(tree, what).toContain(squash(label));
        // No id of the copy repeats one of the page.
        expect(
          await page.evaluate(() => {
            const ids = Array.from(document.querySelectorAll('[id]'), (e) => e.id);
            return ids.filter((id, n) => ids.indexOf(id) !== n);
          }),
        ).toEqual(
          await page.evaluate(() => {
            const ids = Array.from(document.querySelectorAll('body > :not(dialog) [id]'), (e) => e.id);
            return ids.filter((id, n) => ids.indexOf(id) !== n);
          }),
        );
        // A click on the picture does not close it (it pans and zooms there); one beside it does.
        await copy.click();
        await expect(dialog).toBeVisible();
        await page.mouse.click(5, page.viewportSize()!.height - 5);
        await expect(page.locator('dialog'), `${what} closed by a click outside`).toHaveCount(0);
        await expect(figure).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(dialog.locator('svg').first(), `${what} by Enter`).toHaveId(expected);
        await expect(dialog.locator('button')).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(page.locator('dialog'), `${what} closed by Escape`).toHaveCount(0);
        await expect(figure).toBeFocused();
        await page.keyboard.press('Space');
        await expect(dialog, `${what} by Space`).toBeVisible();
        await dialog.locator('button').click();
        await expect(page.locator('dialog')).toHaveCount(0);
        await expect(figure).toBeFocused();
      }
    };

    const clientSideNavigation = async (page: Page) => {
      // Away and back without a page load (the mark stays): the page is rendered in the browser,
      // without the server's HTML, so each drawing it shows comes from its file.
      const files: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/assets/diagrams/')) files.push(new URL(r.url()).pathname);
      });
      await page.evaluate(() => Object.assign(window, {stayed: true}));
      await clickBrand(page);
      await expect(page).toHaveURL(/\/(en\/)?$/);
      // The home page drawn (Docusaurus keeps the old page until the new one's chunks are in).
      await expect(figures(page)).toHaveCount(0);
      await page.goBack();
      expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
      for (const {figure, labels} of await pageFigures(page)) {
        // Each drawing arrives when its file does, and the page settles its layout meanwhile:
        // until then the drawing shown may be another one, or none.
        await expect(async () => {
          const svg = shown(figure);
          await expect(svg).toHaveCount(1, {timeout: 500});
          const text = squash((await svg.locator('text').allTextContents()).join(''));
          for (const label of labels) expect(text).toContain(squash(label));
        }).toPass();
      }
      expect(files.length, 'SVG files fetched').toBeGreaterThan(0);
      for (const file of files)
        expect(file).toMatch(/\/assets\/diagrams\/[0-9a-f]+(-\d+)?\.(main|narrow)\.(light|dark)\.svg$/);
    };

    const toggle = async (page: Page, scripts: string[]) => {
      const figure = figures(page).first();
      await expect(shown(figure)).toHaveId(/-light$/);
      await page.locator('nav.navbar button[class*="toggleButton"]').first().click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(shown(figure)).toHaveId(/-dark$/);
      await expect(page.locator('.docusaurus-mermaid-container, .mermaid')).toHaveCount(0);
      // "mermaidAPI" is in the Mermaid library, whichever chunk it ends up in.
      const withMermaid = scripts.filter((s) => readFileSync(`build${s}`, 'utf8').includes('mermaidAPI'));
      expect(scripts.length).toBeGreaterThan(0);
      expect(withMermaid).toEqual([]);
    };

    const phoneLayout = async (page: Page) => {
      const rootPx = await page.evaluate(() =>
        parseFloat(getComputedStyle(document.documentElement).fontSize),
      );
      const least = MIN_TEXT_REM * rootPx;
      for (const [i, {figure}] of (await pageFigures(page)).entries()) {
        const what = `diagram ${i + 1}`;
        // The figure's first screen: its top at the top of the window.
        await figure.evaluate((f) => window.scrollTo(0, f.getBoundingClientRect().top + scrollY));
        const m = await shown(figure).evaluate((svg, least) => {
          const box = svg.getBoundingClientRect();
          const scale = box.width / (svg as SVGSVGElement).viewBox.baseVal.width;
          const fig = svg.closest('figure')!;
          const texts = Array.from(svg.querySelectorAll('text')).filter((t) => t.textContent!.trim());
          // The starting node: the first the source names (Mermaid numbers it 0), else the first;
          // in a sequence diagram, the first participant: the leftmost box at the top (Mermaid
          // writes the bottom row first, right to left).
          const nodes = Array.from(svg.querySelectorAll('g.node'));
          const actors = Array.from(svg.querySelectorAll('rect.actor')).sort(
            (a, b) =>
              Number(a.getAttribute('y')) - Number(b.getAttribute('y')) ||
              Number(a.getAttribute('x')) - Number(b.getAttribute('x')),
          );
          const start = nodes.find((n) => n.id.endsWith('-0')) ?? nodes[0] ?? actors[0]!.parentElement!;
          const startBox = start.getBoundingClientRect();
          const figBox = fig.getBoundingClientRect();
          return {
            scale,
            smallest: Math.min(...texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * scale)),
            // Measured too from the glyphs' boxes: a line of text is about 1.2 times its size.
            smallestBox: Math.min(
              ...texts.flatMap((t) =>
                Array.from(t.querySelectorAll('tspan'), (s) => s.getBoundingClientRect().height).filter(
                  (h) => h > 0,
                ),
              ),
            ),
            startText: start.textContent!.trim(),
            start: {left: startBox.left, right: startBox.right, top: startBox.top, bottom: startBox.bottom},
            figure: {
              left: figBox.left,
              right: figBox.right,
              scrollLeft: fig.scrollLeft,
              scrollWidth: fig.scrollWidth,
              width: fig.clientWidth,
            },
            svgHeight: box.height,
            figHeight: fig.clientHeight,
            // How wide the drawing is with its text at its smallest readable size.
            readableWidth:
              ((svg as SVGSVGElement).viewBox.baseVal.width * least) /
              Number(svg.getAttribute('data-font-size')),
          };
        }, least);
        expect(m.smallest, `${what}: text px at scale ${m.scale.toFixed(2)}`).toBeGreaterThanOrEqual(
          least - 0.01,
        );
        expect(m.smallestBox, `${what}: height of the smallest line of text`).toBeGreaterThanOrEqual(least);
        // The starting node is in the figure's first screen, without scrolling sideways.
        expect(m.startText.length, `${what}: the starting node has a label`).toBeGreaterThan(0);
        expect(m.figure.scrollLeft).toBe(0);
        expect(m.start.left, `${what}: starting node "${m.startText}"`).toBeGreaterThanOrEqual(m.figure.left);
        expect(m.start.right, `${what}: starting node "${m.startText}"`).toBeLessThanOrEqual(
          m.figure.left + m.figure.width,
        );
        expect(m.start.bottom, `${what}: starting node "${m.startText}"`).toBeLessThanOrEqual(PHONE.height);
        // The whole drawing fits the column when it can with its text readable: no sideways
        // scrolling at all. One that cannot, even drawn narrow (an imported decision tree), scrolls
        // inside its figure, never the page.
        if (m.readableWidth <= m.figure.width + 0.5)
          expect(m.figure.scrollWidth, `${what}: fits the column`).toBeLessThanOrEqual(m.figure.width);
        else expect(m.figure.scrollWidth, `${what}: scrolls in its figure`).toBeGreaterThan(m.figure.width);
        expect(m.figure.right).toBeLessThanOrEqual(PHONE.width);
        expect(m.figHeight).toBeGreaterThanOrEqual(Math.floor(m.svgHeight));
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
    };

    const phoneZoom = async (page: Page, mode: 'light' | 'dark') => {
      const figure = figures(page).first();
      await figure.scrollIntoViewIfNeeded();
      await figure.click();
      const dialog = page.locator('dialog[open]');
      await expect(dialog).toHaveAttribute('aria-label', /\S/);
      const copy = dialog.locator('svg').first();
      await expect(copy).toHaveId(new RegExp(`-${mode}${COPY_SUFFIX}$`));
      const box = await zoomedBox(copy);
      // Fitted: the whole drawing in the window, filling its width or its height.
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(PHONE.width);
      expect(box.bottom).toBeLessThanOrEqual(PHONE.height);
      expect(Math.max(box.width / PHONE.width, box.height / PHONE.height)).toBeGreaterThan(0.8);
      // Opaque behind the drawing, never the dark backdrop: its lines keep their contrast.
      expect(box.background, 'an opaque background').toMatch(/^rgb\(/);
      const colours = await drawingColours(copy);
      expect(colours.background).toBe(box.background);
      expect(contrastRatio(colours.line!, box.background), 'line').toBeGreaterThanOrEqual(3);
      // Pixels: inside the drawing, where it draws nothing (a corner, else the middle of an edge:
      // a subgraph's box can fill a corner), the background's colour, not the dark backdrop's.
      const spot = await copy.evaluate((svg) => {
        const b = svg.getBoundingClientRect();
        const shapes = Array.from(
          svg.querySelectorAll('rect, path, polygon, circle, ellipse, line, text'),
          (e) => e.getBoundingClientRect(),
        );
        const xs = [b.left + 8, b.left + b.width / 2, b.right - 9];
        const ys = [b.top + 8, b.top + b.height / 2, b.bottom - 9];
        const spots = xs.flatMap((x) => ys.map((y) => ({x: Math.ceil(x), y: Math.ceil(y)})));
        return spots.find(
          ({x, y}) =>
            !shapes.some((r) => x >= r.left - 1 && x <= r.right + 1 && y >= r.top - 1 && y <= r.bottom + 1),
        );
      });
      expect(spot, 'somewhere the drawing draws nothing').toBeTruthy();
      const corner = pixel(await page.screenshot({clip: {...spot!, width: 1, height: 1}}));
      const expected = box.background.match(/\d+/g)!.slice(0, 3).map(Number);
      for (const [c, channel] of corner.entries())
        expect(Math.abs(channel - expected[c]!), `pixel ${corner} on ${box.background}`).toBeLessThanOrEqual(
          3,
        );
      // A visible close button, focused, at least 44 px square; Escape closes too.
      const close = dialog.getByRole('button');
      await expect(close).toBeVisible();
      await expect(close).toBeFocused();
      const closeBox = (await close.boundingBox())!;
      expect(Math.min(closeBox.width, closeBox.height)).toBeGreaterThanOrEqual(44);
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog')).toHaveCount(0);
      await expect(figure).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await close.click();
      await expect(page.locator('dialog')).toHaveCount(0);
      await expect(figure).toBeFocused();
    };

    test('each drawing: loads cleanly and keeps its space on a phone; text for screen readers; contrast in light and dark; on a 390 px phone, text at least 11 px from its starting node without sideways scrolling', async ({
      page,
      baseURL,
    }) => {
      // The checks that depend on each drawing, on every page with diagrams, in one load on a
      // phone, where the drawings are smallest (the crawl and the phone's layout-shift check of
      // budgets.spec.ts leave these pages to it). A wide screen's load of each page is in the
      // tests of the pages tested in full, which show every kind of figure; a second load per page
      // at 1280 px, for the same drawings' space and colours, was 22 loads of a fork's 370-page
      // wiki (issue 49).
      test.setTimeout(2 * test.info().timeout);
      const problems = watchProblems(page, baseURL!, {failedRequests: false});
      await recordLayoutShift(page);
      await page.addInitScript(() => localStorage.setItem('theme', 'light'));
      await page.setViewportSize(PHONE);
      await page.goto(url, {waitUntil: 'networkidle'});
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await page.waitForTimeout(300);
      expect(
        await layoutShift(page),
        `layout shift, phone (${PHONE.width} px):\n${await layoutShifts(page)}`,
      ).toBeLessThan(0.01);
      await test.step('on a 390 px phone shows each diagram from its starting node, text at least 11 px, without sideways scrolling', () =>
        phoneLayout(page));
      await test.step('gives screen readers the text of the diagram shown, and keyboard focus to the figure', () =>
        screenReaderText(page));
      await test.step('draws lines and labels with enough contrast in light mode', () => contrast(page));
      // Dark as the mode makes it (which drawing shows is the Diagram component's CSS under
      // data-theme; the toggle itself is tested on the pages tested in full).
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      await colourTransitionsEnded(page);
      await test.step('draws lines and labels with enough contrast in dark mode', () => contrast(page));
      expect(problems).toEqual([]);
    });

    // The behaviour of the figures, on the pages that show every kind of figure (lib/diagramSample.ts).
    if (inFull.has(url)) {
      test('with a mouse in light mode: its space kept at 1280 px, screen-reader text and focus, contrast, the enlarged drawing by click, Enter and Space, client-side navigation, the colour mode toggle, no Mermaid', async ({
        page,
      }) => {
        // Each merged test has the time of the tests it replaces.
        test.setTimeout(6 * test.info().timeout);
        const scripts: string[] = [];
        page.on('request', (r) => {
          if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
        });
        await page.addInitScript(() => localStorage.setItem('theme', 'light'));
        await recordLayoutShift(page);
        await page.setViewportSize(WIDE);
        await page.goto(url, {waitUntil: 'networkidle'});
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        await test.step(`keeps its drawings' space as it loads at ${WIDE.width} px`, async () => {
          await page.waitForTimeout(300);
          expect(
            await layoutShift(page),
            `layout shift, wide (${WIDE.width} px):\n${await layoutShifts(page)}`,
          ).toBeLessThan(0.01);
        });
        await test.step('gives screen readers the text of the diagram shown, and keyboard focus to the figure', () =>
          screenReaderText(page));
        await test.step('draws lines and labels with enough contrast in light mode', () => contrast(page));
        await test.step('its enlarged diagram keeps the colours, arrowheads and background of light mode', () =>
          enlargedColours(page, 'light'));
        await test.step('opens its diagrams larger by click, Enter and Space; a click outside, Escape or the close button closes, focus comes back', () =>
          opensLarger(page));
        await test.step('draws its diagrams when reached by client-side navigation, from their SVG files', () =>
          clientSideNavigation(page));
        await test.step('switches its diagrams with the colour mode toggle and loads no Mermaid', () =>
          toggle(page, scripts));
      });

      test('with a mouse in dark mode: contrast, and the enlarged drawing keeps the colours', async ({
        page,
      }) => {
        test.setTimeout(2 * test.info().timeout);
        await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
        await page.goto(url);
        await test.step('draws lines and labels with enough contrast in dark mode', () => contrast(page));
        await test.step('its enlarged diagram keeps the colours, arrowheads and background of dark mode', () =>
          enlargedColours(page, 'dark'));
      });

      for (const mode of ['light', 'dark'] as const) {
        test(`on a 390 px phone in ${mode} mode${mode === 'light' ? ': each diagram from its starting node, text at least 11 px, no sideways scrolling;' : ':'} opens a diagram fitted on an opaque background, Escape and the close button close it`, async ({
          page,
        }) => {
          if (mode === 'light') test.setTimeout(2 * test.info().timeout);
          await page.setViewportSize(PHONE);
          await page.addInitScript((t) => localStorage.setItem('theme', t), mode);
          await page.goto(url);
          if (mode === 'light') {
            await test.step('on a 390 px phone shows each diagram from its starting node, text at least 11 px, without sideways scrolling', () =>
              phoneLayout(page));
          }
          await test.step(`on a phone in ${mode} mode, opens a diagram fitted on an opaque background; Escape and the close button close it, focus comes back`, () =>
            phoneZoom(page, mode));
        });
      }
    }
  });
}

test('the byte budgets weigh a page whose diagram is on the first screen of a phone', async ({page}) => {
  const budget = loadBudgets().pages[FIRST_SCREEN_BUDGET];
  expect(budget, `${FIRST_SCREEN_BUDGET} in perf/budgets.yml`).toBeDefined();
  expect(pages.map((p) => p.url)).toContain(budget!.url);
  // The phone of npm run bench and the budget tests.
  await page.setViewportSize({width: 412, height: 915});
  await page.goto(budget!.url);
  const top = await figures(page)
    .first()
    .evaluate((f) => f.getBoundingClientRect().top);
  expect(top).toBeLessThan(915);
});

test.describe('diagram zoom on a touch screen', () => {
  test.use({viewport: {width: 412, height: 915}, isMobile: true, hasTouch: true});

  test('a tap opens a diagram fitted; two fingers zoom it, one pans it; a tap outside it closes it', async ({
    page,
  }) => {
    await page.goto(loadBudgets().pages[FIRST_SCREEN_BUDGET]!.url);
    const figure = figures(page).first();
    const expected = await expectedCopyId(figure);
    await figure.scrollIntoViewIfNeeded();
    await figure.tap();
    const copy = page.locator('dialog[open] svg').first();
    await expect(copy).toHaveId(expected);
    const fitted = await zoomedBox(copy);
    expect(fitted.right).toBeLessThanOrEqual(fitted.window.width);
    expect(fitted.bottom).toBeLessThanOrEqual(fitted.window.height);
    // A pinch outwards about the middle of the drawing (touch events as a phone sends them).
    const cdp = await page.context().newCDPSession(page);
    const mid = {x: (fitted.left + fitted.right) / 2, y: (fitted.top + fitted.bottom) / 2};
    const fingers = (spread: number) => [
      {x: mid.x - spread, y: mid.y, id: 0},
      {x: mid.x + spread, y: mid.y, id: 1},
    ];
    await cdp.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: fingers(20)});
    for (const spread of [40, 60, 80, 100])
      await cdp.send('Input.dispatchTouchEvent', {type: 'touchMove', touchPoints: fingers(spread)});
    await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
    const zoomed = await zoomedBox(copy);
    expect(zoomed.width / fitted.width, 'pinched larger').toBeGreaterThan(2);
    // Still about the fingers' middle.
    expect(Math.abs((zoomed.left + zoomed.right) / 2 - mid.x)).toBeLessThan(fitted.width / 4);
    // One finger pans it.
    await cdp.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: [{x: mid.x, y: mid.y}]});
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{x: mid.x + 60, y: mid.y + 40}],
    });
    await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
    const panned = await zoomedBox(copy);
    expect(panned.left - zoomed.left).toBeCloseTo(60, -1);
    expect(panned.top - zoomed.top).toBeCloseTo(40, -1);
    await expect(page.locator('dialog[open]'), 'pinching and panning do not close it').toBeVisible();
    // The keys zoom too: 0 back to fitted.
    await page.keyboard.press('0');
    expect((await zoomedBox(copy)).width).toBeCloseTo(fitted.width, 0);
    // On the backdrop above the drawing (the close button is at the right).
    const outside = {x: 40, y: 20};
    expect(outside.y).toBeLessThan(fitted.top);
    await page.touchscreen.tap(outside.x, outside.y);
    await expect(page.locator('dialog')).toHaveCount(0);
    await expect(figure).toBeFocused();
  });
});

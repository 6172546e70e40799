import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Locator, type Page} from './lib/test';
import {BUILD, builtPages} from './lib/built';
import {diagramPages} from './lib/diagrams';
import {loadBudgets} from '../scripts/lib/pageWeight';
import {contrastRatio} from '../lib/contrast';
import {SMALL_PRINT_REM} from '../src/lib/diagrams';

/**
 * Mermaid diagrams are drawn ahead of time (plugins/remark-diagrams.ts, diagram-cache/): each
 * page with diagrams, in both languages, serves them as SVG in its HTML, in both colour modes,
 * readable on a phone, without Mermaid in the browser.
 */
const pages = diagramPages();
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
 * colour mode, but the main drawing where the page shows the narrow one and has both.
 */
const expectedCopyId = (figure: Locator) =>
  figure.evaluate((f, suffix) => {
    const visible = Array.from(f.querySelectorAll('svg[id^="diagram-"]')).find((s) => s.checkVisibility())!;
    const id = f.querySelector('[data-zoom-content] svg')
      ? visible.id.replace(/-narrow-(light|dark)$/, '-main-$1')
      : visible.id;
    return id + suffix;
  }, COPY_SUFFIX);

/**
 * The colours a drawing is painted in: an edge's line and its arrowhead (the marker its
 * marker-end names, and whether that marker is inside the drawing), a box and its label, and
 * the first opaque background behind it.
 */
const drawingColours = (svg: Locator) =>
  svg.evaluate((root) => {
    const style = (el: Element | null | undefined, prop: 'fill' | 'stroke') =>
      el ? getComputedStyle(el)[prop] : null;
    const line = root.querySelector('.flowchart-link, .edgePath path');
    const ref = /url\(["']?#([^)"']+)/.exec(line?.getAttribute('marker-end') ?? '')?.[1];
    const marker = ref ? document.getElementById(ref) : null;
    const node = root.querySelector('.node');
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
      nodeFill: style(node?.querySelector('rect, polygon, path'), 'fill'),
      nodeText: style(node?.querySelector('text'), 'fill'),
      background,
    };
  });

/** The labels a diagram's source gives its boxes and arrows ("…" strings), as plain text. */
const labelsOf = (source: string): string[] =>
  [...source.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.replace(/<br\s*\/?>/g, ''));
const squash = (text: string) => text.replace(/\s+/g, '');

test('no page of the build can load Mermaid or leave a diagram for the browser to draw', () => {
  // "mermaidAPI" is in the Mermaid library, whichever chunk it ends up in: no script has it, so
  // no page, whether reached by a link or typed in, can request it.
  const scripts = (readdirSync(BUILD, {recursive: true}) as string[]).filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((f) => readFileSync(path.join(BUILD, f), 'utf8').includes('mermaidAPI'))).toEqual([]);
  // A fence the build did not replace would reach the page as a Mermaid container or source.
  const pagesLeft = builtPages().filter((f) =>
    /class="[^"]*(?:docusaurus-mermaid-container|language-mermaid)/.test(
      readFileSync(path.join(BUILD, f), 'utf8'),
    ),
  );
  expect(pagesLeft).toEqual([]);
});

test('every page with diagrams has them in its English translation too', () => {
  const count = (locale: string) =>
    pages
      .filter((p) => p.locale === locale)
      .map((p) => `${p.url.replace(/^\/en\//, '/')} ${p.fences.length}`)
      .sort();
  expect(count('en')).toEqual(count('zh'));
});

for (const {url, fences} of pages) {
  /**
   * The figures of the page: at least one, at most one per fence (a page may show a diagram only
   * for some settings), each the drawing of one of the page's fences; with that fence's labels.
   */
  const pageFigures = async (page: Page) => {
    const list = figures(page);
    await expect(list.first()).toBeAttached();
    const keys = await list.evaluateAll((fs) => fs.map((f) => f.getAttribute('data-diagram')!));
    expect(keys.length).toBeLessThanOrEqual(fences.length);
    return keys.map((key, i) => {
      const fence = fences.find((f) => f.key === key);
      expect(fence, `figure ${i + 1} (${key}) is the drawing of one of the page's diagrams`).toBeDefined();
      return {figure: list.nth(i), labels: labelsOf(fence!.source)};
    });
  };

  test.describe(decodeURI(url), () => {
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
            .locator('.node :is(rect, polygon, path)')
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

    test('switches its diagrams with the colour mode toggle and loads no Mermaid', async ({page}) => {
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await page.goto(url, {waitUntil: 'networkidle'});
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
    });

    test("draws its diagrams when reached by client-side navigation, from the page's own chunk", async ({
      page,
    }) => {
      await page.goto(url);
      // Away and back without a page load (the mark stays): the page is rendered in the browser.
      await page.evaluate(() => Object.assign(window, {stayed: true}));
      await page.locator('nav.navbar a.navbar__brand').click();
      await expect(page).toHaveURL(/\/(en\/)?$/);
      await page.goBack();
      expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
      for (const {figure, labels} of await pageFigures(page)) {
        const svg = shown(figure);
        await expect(svg).toHaveCount(1);
        const text = squash((await svg.locator('text').allTextContents()).join(''));
        for (const label of labels) expect(text).toContain(squash(label));
      }
    });

    test('keeps the diagram text at least as large as the small print at 390 px, scrolling sideways if needed', async ({
      page,
    }) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto(url);
      const rootPx = await page.evaluate(() =>
        parseFloat(getComputedStyle(document.documentElement).fontSize),
      );
      const smallPrint = SMALL_PRINT_REM * rootPx;
      for (const [i, {figure}] of (await pageFigures(page)).entries()) {
        await figure.scrollIntoViewIfNeeded();
        const m = await shown(figure).evaluate((svg) => {
          const box = svg.getBoundingClientRect();
          const scale = box.width / Number(svg.getAttribute('width'));
          const fig = svg.closest('figure')!;
          return {
            scale,
            smallestText: Math.min(
              ...Array.from(
                svg.querySelectorAll('text'),
                (t) => parseFloat(getComputedStyle(t).fontSize) * scale,
              ),
            ),
            svgHeight: box.height,
            figure: {
              width: fig.clientWidth,
              scrollWidth: fig.scrollWidth,
              height: fig.clientHeight,
              right: fig.getBoundingClientRect().right,
            },
          };
        });
        expect(
          m.smallestText,
          `diagram ${i + 1}: text px at scale ${m.scale.toFixed(2)}`,
        ).toBeGreaterThanOrEqual(smallPrint - 0.01);
        // Not cut off: the figure shows the whole height and stays inside the screen…
        expect(m.figure.height).toBeGreaterThanOrEqual(Math.floor(m.svgHeight));
        expect(m.figure.right).toBeLessThanOrEqual(390);
        // …and a wider drawing scrolls inside it, by keyboard too.
        if (m.figure.scrollWidth > m.figure.width) {
          await figure.focus();
          await page.keyboard.press('ArrowRight');
          await expect.poll(() => figure.evaluate((f) => f.scrollLeft)).toBeGreaterThan(0);
          // The arrow keys scroll; they do not open the zoom (Enter and Space do).
          await expect(page.locator('dialog')).toHaveCount(0);
        }
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });

    test('gives screen readers the text of the diagram shown, and keyboard focus to the figure', async ({
      page,
    }) => {
      await page.goto(url);
      for (const {figure, labels} of await pageFigures(page)) {
        const tree = squash(await figure.ariaSnapshot());
        for (const label of labels) expect(tree).toContain(squash(label));
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
    });

    test('opens its diagrams larger by click, Enter and Space; a click outside, Escape or the close button closes, focus comes back', async ({
      page,
    }) => {
      await page.goto(url);
      const locale = url.startsWith('/en/') ? 'en' : 'zh';
      for (const [i, {figure, labels}] of (await pageFigures(page)).entries()) {
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
        // At least as large as on the page and as its own size (a page shrinks a drawing to fit its
        // column), and still text for screen readers.
        expect((await copy.boundingBox())!.width).toBeGreaterThanOrEqual(
          Math.max((await shown(figure).boundingBox())!.width, Number(await copy.getAttribute('width'))) - 1,
        );
        const tree = squash(await dialog.ariaSnapshot());
        for (const label of labels) expect(tree, what).toContain(squash(label));
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
    });

    for (const mode of ['light', 'dark'] as const) {
      test(`its enlarged diagram keeps the colours, arrowheads and background of ${mode} mode`, async ({
        page,
      }) => {
        await page.addInitScript((t) => localStorage.setItem('theme', t), mode);
        await page.goto(url);
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
      });

      test(`draws lines and labels with enough contrast in ${mode} mode`, async ({page}) => {
        await page.addInitScript((t) => localStorage.setItem('theme', t), mode);
        await page.goto(url);
        for (const {figure} of await pageFigures(page)) {
          const colours = await shown(figure).evaluate((svg) => {
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
            const line = svg.querySelector('.flowchart-link, .edgePath path');
            const node = svg.querySelector('.node');
            return {
              background,
              line: line ? getComputedStyle(line).stroke : null,
              nodeFill: node ? getComputedStyle(node.querySelector('rect, polygon, path')!).fill : null,
              nodeText: node ? getComputedStyle(node.querySelector('text')!).fill : null,
            };
          });
          if (colours.line)
            expect(contrastRatio(colours.line, colours.background), 'line').toBeGreaterThanOrEqual(3);
          if (colours.nodeText && colours.nodeFill) {
            expect(contrastRatio(colours.nodeText, colours.nodeFill), 'label').toBeGreaterThanOrEqual(4.5);
          }
        }
      });
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

  test('a tap opens a diagram larger and a tap outside it closes it', async ({page}) => {
    await page.goto(loadBudgets().pages[FIRST_SCREEN_BUDGET]!.url);
    const figure = figures(page).first();
    const expected = await expectedCopyId(figure);
    await figure.scrollIntoViewIfNeeded();
    await figure.tap();
    const copy = page.locator('dialog[open] svg').first();
    await expect(copy).toHaveId(expected);
    // At least its own size: its text stays as large as on the page, or larger.
    expect((await copy.boundingBox())!.width).toBeGreaterThanOrEqual(
      Number(await copy.getAttribute('width')) - 1,
    );
    // On the backdrop above the drawing (the close button is at the right).
    const outside = {x: 40, y: 20};
    expect(outside.y).toBeLessThan((await copy.boundingBox())!.y);
    await page.touchscreen.tap(outside.x, outside.y);
    await expect(page.locator('dialog')).toHaveCount(0);
    await expect(figure).toBeFocused();
  });
});

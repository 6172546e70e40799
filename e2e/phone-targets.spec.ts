/**
 * On a phone (390 px wide, touch): the address card's buttons and links and the code blocks'
 * buttons are 44 px tap targets, the code copy button shows without hover, a table wider than
 * the screen keeps a readable first column and shades the side there is more of it, and the text
 * of every picture is readable without zooming. The pages come from the build (every page that
 * has an address card, code or a table) and the sources (pages with pictures), so the tests
 * follow the content.
 */
import {readFileSync} from 'node:fs';
import {expect, test, type Locator, type Page} from './lib/test';
import {builtFileFor, sitemapPaths} from './lib/built';
import {localized, locales, type Locale} from './lib/site';
import {
  expectPicturesReadableOnPhone,
  expectZoomReadableOnPhone,
  routesWithPictures,
  scrollThroughPictures,
} from './lib/pictures';
import {layoutShift, layoutShifts, recordLayoutShift} from './lib/layoutShift';
import {MIN_TEXT_PX} from '../src/components/Screen/crop';
import {themeString} from './lib/themeStrings';
import {PHONE_TABLE_PAGES, riskiestTablePages} from './lib/tableSample';
import {PHONE} from './lib/screens';

/** WCAG 2.5.5's target size, in CSS px (half a pixel for rounding). */
const TARGET = 44;
const MIN = TARGET - 0.5;
/** A first column narrower than this many of its own font's em is squeezed. */
const FIRST_COLUMN_EMS = 4;

const phone = {viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2};
const desktop = {viewport: {width: 1280, height: 800}, hasTouch: false, isMobile: false};

/** The locale of a page's address: its first folder when that is a locale, else the default. */
const localeOf = (urlPath: string): Locale =>
  locales.slice(1).find((l) => urlPath.startsWith(`/${l}/`)) ?? locales[0]!;

/** The built pages (both locales) whose HTML contains `marker`. */
function pagesWith(marker: string | RegExp, filter: (urlPath: string) => boolean = () => true): string[] {
  return [...new Set(sitemapPaths())].filter((urlPath) => {
    if (!filter(urlPath)) return false;
    const file = builtFileFor(urlPath);
    if (!file) return false;
    const html = readFileSync(file, 'utf8');
    return typeof marker === 'string' ? html.includes(marker) : marker.test(html);
  });
}

const isDoc = (urlPath: string) => /^(\/en)?\/docs\//.test(urlPath) && !/\/docs\/tags(\/|$)/.test(urlPath);

const addressPages = pagesWith('server-address');
const codePages = pagesWith('theme-code-block', isDoc);
const tablePages = pagesWith(/<table[\s>]/, isDoc);

/** The table pages the phone pass loads: per locale, those likeliest to fail (lib/tableSample.ts). */
const phoneTablePages = locales.flatMap((locale) =>
  riskiestTablePages(
    tablePages
      .filter((p) => localeOf(p) === locale)
      .map((url) => ({url, html: readFileSync(builtFileFor(url)!, 'utf8')})),
    PHONE_TABLE_PAGES,
  ),
);

/** Width and height of a locator's box. */
async function size(locator: Locator): Promise<{width: number; height: number}> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return {width: box.width, height: box.height};
}

test('the build has pages with an address card, code and tables in every locale', () => {
  for (const locale of locales) {
    expect(
      addressPages.filter((p) => localeOf(p) === locale).length,
      `address card, ${locale}`,
    ).toBeGreaterThan(0);
    expect(codePages.filter((p) => localeOf(p) === locale).length, `code, ${locale}`).toBeGreaterThan(0);
    expect(tablePages.filter((p) => localeOf(p) === locale).length, `tables, ${locale}`).toBeGreaterThan(0);
  }
});

/** On a phone: every button and link of the page's address card is at least 44 × 44 px. */
async function addressCardTargets(page: Page): Promise<void> {
  const targets = page.locator('.server-address').locator('a, button').filter({visible: true});
  const count = await targets.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const target = targets.nth(i);
    const name = (await target.getAttribute('aria-label')) ?? (await target.innerText());
    const box = await size(target);
    expect(box.width, `width of "${name}"`).toBeGreaterThanOrEqual(MIN);
    expect(box.height, `height of "${name}"`).toBeGreaterThanOrEqual(MIN);
  }
}

test.describe('address card with a mouse on a wide screen', () => {
  test.use(desktop);
  test('keeps its compact buttons', async ({page}) => {
    await page.goto(addressPages[0]!);
    const buttons = page.locator('.server-address').locator('a.button, button').filter({visible: true});
    expect(await buttons.count()).toBeGreaterThan(0);
    for (const button of await buttons.all()) expect((await size(button)).height).toBeLessThan(TARGET);
  });
});

/** The first doc page with code in each locale. */
const codePage = (locale: Locale) => codePages.find((p) => localeOf(p) === locale)!;

/** The code blocks' copy buttons, by the theme's label in the page's locale. */
const copyButtons = (page: Page, locale: Locale) =>
  page
    .locator('.theme-code-block')
    .getByRole('button', {name: themeString(locale, 'theme.CodeBlock.copyButtonAriaLabel'), exact: true});

test.describe('code blocks on a phone', () => {
  test.use({...phone, permissions: ['clipboard-read', 'clipboard-write']});
  for (const locale of locales) {
    test(`${locale}: the copy button shows without hover, is a 44 px target and copies on a tap`, async ({
      page,
    }) => {
      const url = codePage(locale);
      await page.goto(url);
      const blocks = page.locator('.theme-code-block');
      const count = await blocks.count();
      expect(count).toBeGreaterThan(0);
      // The buttons are made in the browser, one per block.
      await expect(copyButtons(page, locale)).toHaveCount(count);
      for (let i = 0; i < count; i++) {
        for (const button of await blocks.nth(i).locator('button').all()) {
          await button.scrollIntoViewIfNeeded();
          await expect(button).toBeInViewport({ratio: 0.99});
          expect(Number(await button.evaluate((b) => getComputedStyle(b).opacity))).toBe(1);
          const box = await size(button);
          expect(box.width).toBeGreaterThanOrEqual(MIN);
          expect(box.height).toBeGreaterThanOrEqual(MIN);
        }
      }
      // At the end of its scroll, no code is under the buttons.
      for (let i = 0; i < count; i++) {
        const hidden = await blocks.nth(i).evaluate((block) => {
          const pre = block.querySelector('pre')!;
          pre.scrollLeft = pre.scrollWidth;
          const group = block.querySelector('button')!.parentElement!.getBoundingClientRect();
          const under = Array.from(block.querySelectorAll('code .token'))
            .filter((token) => token.textContent!.trim() !== '')
            .map((token) => token.getBoundingClientRect())
            .filter(
              (r) => r.width > 0 && r.bottom > group.top && r.top < group.bottom && r.right > group.left,
            );
          pre.scrollLeft = 0;
          return under.length;
        });
        expect(hidden, `code block ${i + 1}: tokens under the buttons`).toBe(0);
      }
      // A tap copies the block's text and the label says so.
      const first = blocks.first();
      const button = copyButtons(page, locale).first();
      await first.scrollIntoViewIfNeeded();
      await button.tap();
      await expect(
        first.getByRole('button', {name: themeString(locale, 'theme.CodeBlock.copied'), exact: true}),
      ).toBeVisible();
      const lines = await first
        .locator('code > .token-line')
        .evaluateAll((spans) => spans.map((span) => (span as HTMLElement).innerText.replace(/\n$/, '')));
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(lines.join('\n'));
    });
  }
});

test.describe('code blocks with a mouse', () => {
  test.use(desktop);
  test('hide the copy button until the pointer is over the block', async ({page}) => {
    await page.goto(codePage('zh'));
    const block = page.locator('.theme-code-block').first();
    const button = copyButtons(page, 'zh').first();
    await expect(button).toBeAttached();
    const opacity = () => button.evaluate((b) => Number(getComputedStyle(b).opacity));
    await page.mouse.move(0, 0);
    await expect.poll(opacity).toBe(0);
    await block.hover();
    await expect.poll(opacity).toBeGreaterThan(0);
    expect((await size(button)).height).toBeLessThan(TARGET);
  });
});

interface TableReport {
  /** Index of the table on the page, and its first header cell's text. */
  name: string;
  overflows: boolean;
  /** By how many px the scroll box's content is wider than the box. */
  overflow: number;
  background: string;
  attachment: string;
  /** The narrowest first cell of a row, in its own font's em (null: the cells are not table cells). */
  firstColumnEms: number | null;
  /** Keyboard users can scroll it (see measureTables). */
  keyboard: boolean;
  /** It has a box on the page (not folded away in a closed <details>). */
  shown: boolean;
}

/** Every table in the article, with its scroll box (the table itself or a wrapper). */
function measureTables(page: Page): Promise<TableReport[]> {
  return page.locator('article table').evaluateAll((tables) =>
    tables.map((table, index) => {
      const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
      let box: Element | null = table;
      while (box && box.tagName !== 'ARTICLE' && !scrolls(box)) box = box.parentElement;
      const scroller = box && box.tagName !== 'ARTICLE' ? (box as HTMLElement) : null;
      if (scroller) scroller.dataset.testScroller = String(index);
      const style = scroller ? getComputedStyle(scroller) : null;
      // A keyboard scrolls it: it takes focus (a tabindex, or a browser's focusable scroller) and
      // the arrow keys move it, or Tab reaches the links and buttons in it, which scrolls them
      // into view.
      const keyboardReaches = (el: HTMLElement) => {
        el.focus({preventScroll: true});
        const focused = document.activeElement === el;
        el.blur();
        return focused || el.querySelector('a[href], button, input, [tabindex]') !== null;
      };
      const firsts = Array.from(table.querySelectorAll('tr'), (row) => row.cells[0]).filter(
        // A hidden header row (a table shown as blocks on a phone) has no width to read.
        (cell): cell is HTMLTableCellElement =>
          !!cell && getComputedStyle(cell).display === 'table-cell' && cell.getClientRects().length > 0,
      );
      const ems = firsts.map(
        (cell) => cell.getBoundingClientRect().width / parseFloat(getComputedStyle(cell).fontSize),
      );
      return {
        name: `table ${index + 1} (${(table.querySelector('th, td')?.textContent ?? '').trim().slice(0, 20)})`,
        overflows: scroller ? scroller.scrollWidth > scroller.clientWidth + 1 : false,
        overflow: scroller ? scroller.scrollWidth - scroller.clientWidth : 0,
        background: style?.backgroundImage ?? '',
        attachment: style?.backgroundAttachment ?? '',
        firstColumnEms: ems.length ? Math.min(...ems) : null,
        keyboard: scroller ? keyboardReaches(scroller) : false,
        shown: table.getClientRects().length > 0,
      };
    }),
  );
}

/**
 * Brightness of the left edge, the middle and the right edge of an element's visible box, with
 * everything inside it hidden (so only its own background is left), in 0–255.
 */
async function edgeShades(
  page: Page,
  scroller: Locator,
): Promise<{left: number; middle: number; right: number}> {
  const png = await scroller.screenshot({scale: 'css', animations: 'disabled'});
  const scratch = await page.context().newPage();
  try {
    return await scratch.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const column = (x: number) => {
        const {data: px} = context.getImageData(x, 0, 1, image.height);
        let sum = 0;
        for (let i = 0; i < px.length; i += 4) sum += (px[i]! + px[i + 1]! + px[i + 2]!) / 3;
        return sum / (px.length / 4);
      };
      // One pixel in from each side (the box's border, if any, is transparent here); the middle is
      // the median of seven columns across it, so a table's inner border that happens to fall on one
      // of them does not stand for the page's colour.
      const inner = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8]
        .map((f) => column(Math.floor(image.width * f)))
        .sort((a, b) => a - b);
      return {left: column(1), middle: inner[3]!, right: column(image.width - 2)};
    }, png.toString('base64'));
  } finally {
    await scratch.close();
  }
}

const HIDE_CONTENT = 'article table * { visibility: hidden !important; }';
/** A shade an eye notices: this far (0–255) from the page's colour. */
const SHADE = 8;

/**
 * On a phone: each table of the article has a readable first column, and one wider than the
 * screen can be scrolled by keyboard and shades the side there is more of it.
 */
async function tablesReadable(page: Page): Promise<void> {
  // A table folded in a <details> is read once its reader opens it: measure it open.
  const folded = page.locator('article details:not([open]):has(table) > summary').filter({visible: true});
  for (let opened = 0; (await folded.count()) > 0 && opened < 20; opened++) await folded.first().click();
  await expect(folded).toHaveCount(0);
  // Docusaurus's <details> animates its height open; measure once it has settled (height: auto).
  for (const table of await page.locator('article details table').all()) await expect(table).toBeVisible();
  await expect(
    page.locator('article details:has(table) [style*="height"]:not([style*="height: auto"])'),
  ).toHaveCount(0);
  const reports = await measureTables(page);
  expect(reports.length).toBeGreaterThan(0);
  // A two-column table quoting the game's messages (src/css/custom.css): each row one block, every
  // cell as wide as the table, not the messages squeezed beside their section's name.
  const stacked = await page
    .locator('article table:not([class]):has(td:first-child .game-message):not(:has(th:nth-child(3)))')
    .evaluateAll((tables) =>
      tables.map((table) => {
        const width = table.getBoundingClientRect().width;
        return Math.min(
          ...Array.from(table.querySelectorAll('td'), (td) => td.getBoundingClientRect().width / width),
        );
      }),
    );
  for (const narrowest of stacked)
    expect(narrowest, 'a message table cell as wide as its table').toBeGreaterThan(0.9);
  for (const report of reports) {
    if (report.firstColumnEms !== null) {
      expect(report.firstColumnEms, `${report.name}: first column width in em`).toBeGreaterThanOrEqual(
        FIRST_COLUMN_EMS,
      );
    }
    if (!report.overflows) continue;
    expect(report.keyboard, `${report.name}: keyboard users can scroll it`).toBe(true);
    // Four layers: two covers that move with the content, two shades that stay at the edges.
    expect(report.background.match(/gradient\(/g)?.length ?? 0, report.name).toBeGreaterThanOrEqual(4);
    expect(report.attachment, report.name).toContain('local');
    expect(report.attachment, report.name).toContain('scroll');
  }
}

/**
 * The phone pass: one load per page on a phone for every check of this file that takes the page
 * as loaded — the address card's targets, the tables, and the pictures' text
 * (lib/pictures.ts; pages with pictures in both languages, and their layout shift as the pictures
 * load) — each a named step. Before, each
 * check was a test of its own that loaded the page (address card 12, tables 48 and pictures 24
 * tests on this build; pictures.spec.ts had the last).
 */
const picturePages = routesWithPictures().flatMap(({route}) => locales.map((l) => localized(route, l)));
const phonePages = [...new Set([...addressPages, ...phoneTablePages, ...picturePages])];

test.describe('on a phone', () => {
  test.use(phone);
  for (const urlPath of phonePages) {
    const checks = [
      addressPages.includes(urlPath) && 'every button and link of the address card is at least 44 × 44 px',
      phoneTablePages.includes(urlPath) &&
        'a readable first column, and a table wider than the screen shows it scrolls',
      picturePages.includes(urlPath) &&
        `no layout shift while scrolling through its pictures; the smallest text of every picture, on the page and in its zoom, is at least ${MIN_TEXT_PX} px and its marks are in view`,
    ].filter((check): check is string => check !== false);
    test(`${decodeURI(urlPath)}: ${checks.join('; ')}`, async ({page}) => {
      if (picturePages.includes(urlPath)) await recordLayoutShift(page);
      await page.goto(urlPath);
      // First, before any step opens or scrolls anything: the pictures keep their space as they
      // load (pictures.spec.ts checks the wide screen; this took over its 5 loads at 412 px).
      if (picturePages.includes(urlPath))
        await test.step('no layout shift while scrolling through its pictures', async () => {
          await scrollThroughPictures(page);
          expect(await layoutShift(page), await layoutShifts(page)).toBeLessThan(0.01);
        });
      if (addressPages.includes(urlPath))
        await test.step('address card: 44 px targets', () => addressCardTargets(page));
      if (phoneTablePages.includes(urlPath)) await test.step('tables', () => tablesReadable(page));
      // Last: it opens every tab.
      if (picturePages.includes(urlPath)) {
        await test.step('pictures readable without zooming', () => expectPicturesReadableOnPhone(page));
        await test.step('pictures readable in their zoom', () => expectZoomReadableOnPhone(page));
      }
    });
  }
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`a wide table on a phone (${theme})`, () => {
    test.use(phone);
    test('shades the right edge at the start, the left at the end, and neither edge of a table that fits', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      // The first doc page with a table that overflows by more than the shade's cover.
      let found: {url: string; index: number} | undefined;
      let fitting: {url: string; index: number} | undefined;
      for (const url of tablePages) {
        await page.goto(url);
        const reports = await measureTables(page);
        const wide = reports.findIndex((r) => r.overflows && r.overflow > 60);
        // A table folded away in a <details> has no size: it neither overflows nor fits.
        const fits = reports.findIndex((r) => r.shown && !r.overflows && r.background.includes('gradient'));
        if (!found && wide >= 0) found = {url, index: wide};
        if (!fitting && fits >= 0) fitting = {url, index: fits};
        if (found && fitting) break;
      }
      expect(found, 'a doc table wider than a phone').toBeDefined();
      await page.goto(found!.url);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.addStyleTag({content: HIDE_CONTENT});
      await measureTables(page); // marks each table's scroll box with its index
      const scroller = page.locator(`[data-test-scroller="${found!.index}"]`);
      await scroller.scrollIntoViewIfNeeded();
      const start = await edgeShades(page, scroller);
      expect(
        Math.abs(start.right - start.middle),
        `right edge at the start ${JSON.stringify(start)}`,
      ).toBeGreaterThan(SHADE);
      expect(
        Math.abs(start.left - start.middle),
        `left edge at the start ${JSON.stringify(start)}`,
      ).toBeLessThan(2);
      await scroller.evaluate((el) => (el.scrollLeft = el.scrollWidth));
      const end = await edgeShades(page, scroller);
      expect(Math.abs(end.left - end.middle), `left edge at the end ${JSON.stringify(end)}`).toBeGreaterThan(
        SHADE,
      );
      expect(Math.abs(end.right - end.middle), `right edge at the end ${JSON.stringify(end)}`).toBeLessThan(
        2,
      );
      if (fitting) {
        await page.goto(fitting.url);
        await page.addStyleTag({content: HIDE_CONTENT});
        const fit = page.locator('article table').nth(fitting.index);
        await fit.scrollIntoViewIfNeeded();
        const shades = await edgeShades(page, fit);
        expect(Math.abs(shades.left - shades.middle), JSON.stringify(shades)).toBeLessThan(2);
        expect(Math.abs(shades.right - shades.middle), JSON.stringify(shades)).toBeLessThan(2);
      }
    });
  });
}

/**
 * Pictures of program screens (src/components/Screen) and zoomable images: every page that uses
 * them shows them in both languages, each with a text alternative, a declared size, marks that
 * match its steps, the page's colour mode, and a zoom that opens and closes by mouse and keyboard.
 * Expectations come from the page sources and data/screens/*.yml.
 */
import {readdirSync, readFileSync} from 'node:fs';
import * as cheerio from 'cheerio';
import yaml from 'js-yaml';
import type {Locator, Page} from '@playwright/test';
import {expect, test} from './lib/test';
import {axeOf} from './lib/a11y';
import {docSource, localized, locales, requiredRoutes, type Locale} from './lib/site';
import {measurePage} from '../scripts/lib/pageWeight';
import {layoutShift, layoutShifts, recordLayoutShift} from './lib/layoutShift';
import {diagramPages} from './lib/diagrams';
import {builtFileFor} from './lib/built';
import {WIDE} from './lib/screens';
import {
  openEveryTab,
  pictures,
  pictureUses,
  routesWithPictures,
  SCREEN_MODULE,
  shownImage,
  scrollThroughPictures,
} from './lib/pictures';

const cjk = /[\u3400-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/;

/** The newcomer pages the specification names that must show pictures (one per task). */
const newcomerRoutes = [
  '/docs/serverDocs/java-ban-jia-ru-fu-wu-qi',
  '/docs/serverDocs/ji-yan-ban-jia-ru-fu-wu-qi',
  '/docs/LancherConfig/hmcl-qi-dong-qi',
  '/docs/LancherConfig/pcl-qi-dong-qi',
  '/docs/First/Readme/pi-fu-zhan-wen-dang',
  '/docs/First/Readme/java-an-zhuang-ji-shi-yong',
  '/docs/Other/start-server/winServer',
  '/docs/Other/pluginsDocs/ling-di-cha-jian-bang-zhu-wen-dang',
];

/** Label sets of programs without an English interface: their labels stay Chinese on English pages. */
const chineseOnlySets = new Set(
  readdirSync('data/screens')
    .filter((f) => f.endsWith('.yml'))
    .filter((f) => {
      const data = yaml.load(readFileSync(`data/screens/${f}`, 'utf8')) as {
        source?: {files: Record<string, string>};
      };
      return data.source !== undefined && data.source.files.en === undefined;
    })
    .map((f) => f.replace(/\.yml$/, '')),
);

/**
 * What stands between a legend's mark and its name, not shown (src/components/Screen/Caption.tsx):
 * the language's site string, or for the default language the message in the source.
 */
function legendSeparator(locale: Locale): string {
  const strings = JSON.parse(readFileSync(`i18n/${locale}/code.json`, 'utf8')) as Record<
    string,
    {message: string}
  >;
  return (
    strings['screen.kind.separator']?.message ??
    /id: 'screen\.kind\.separator', message: '([^']*)'/.exec(
      readFileSync('src/components/Screen/index.tsx', 'utf8'),
    )![1]!
  );
}

/** Facts about each picture of the page, read in the browser (the texts from its SVG file). */
async function describeAll(page: Page) {
  return pictures(page).evaluateAll(async (figures) => {
    const shown = (figure: Element) =>
      Array.from(figure.querySelectorAll('img')).find((img) => img.getClientRects().length > 0)!;
    return Promise.all(
      figures.map(async (figure) => {
        const img = shown(figure);
        const whole = figure.querySelector('[data-zoom-content] img')!;
        const trigger = figure.querySelector('[data-zoomable]') as HTMLElement;
        const box = img.getBoundingClientRect();
        const li = figure.closest('li');
        const ol = li?.parentElement?.tagName === 'OL' ? (li.parentElement as HTMLOListElement) : null;
        const svg = new DOMParser().parseFromString(
          await (await fetch(whole.getAttribute('src')!)).text(),
          'image/svg+xml',
        ).documentElement;
        return {
          id: figure.getAttribute('data-picture')!,
          sets: (figure.getAttribute('data-label-sets') ?? '').split(' ').filter(Boolean),
          alt: img.getAttribute('alt') ?? '',
          label: trigger.getAttribute('data-zoom-label') ?? '',
          caption: figure.querySelector('figcaption')?.textContent ?? '',
          src: img.getAttribute('src') ?? '',
          dark: img.getAttribute('src')!.includes('-dark-'),
          viewBox: svg.getAttribute('viewBox'),
          svgWidth: Number(svg.getAttribute('width')),
          svgHeight: Number(svg.getAttribute('height')),
          width: Number(whole.getAttribute('width')),
          height: Number(whole.getAttribute('height')),
          imgWidth: Number(img.getAttribute('width')),
          imgHeight: Number(img.getAttribute('height')),
          lazy: img.getAttribute('loading'),
          shown: {width: box.width, height: box.height},
          texts: Array.from(svg.querySelectorAll('text'), (t) => t.textContent ?? ''),
          scripts: svg.querySelectorAll('script, foreignObject').length,
          marks: Array.from(
            figure.querySelectorAll('figcaption li > span:first-child'),
            (s) => s.textContent ?? '',
          ),
          step: li && ol ? ol.start + Array.from(ol.children).indexOf(li) : null,
        };
      }),
    );
  });
}

test.describe('pictures on the pages that use them', () => {
  const routes = routesWithPictures();

  test('the newcomer pages all use pictures, at least 12 in all', () => {
    const used = new Map(routes.map((r) => [r.route, r.count]));
    for (const route of newcomerRoutes) expect(used.get(route) ?? 0, route).toBeGreaterThan(0);
    expect(routes.reduce((n, r) => n + r.count, 0)).toBeGreaterThanOrEqual(12);
  });

  for (const {route, count} of routes) {
    // Read from the built HTML and SVG files, without a browser: everything but layout and zoom.
    test(`${route}: the same pictures in both languages, each described, sized and marked to match its step (built files)`, () => {
      const seen: Record<Locale, string[]> = {zh: [], en: []};
      for (const locale of locales) {
        const url = localized(route, locale);
        expect(pictureUses(docSource(route, locale)!), `${url}: pictures in the ${locale} source`).toBe(
          count,
        );
        const found = builtPictures(url);
        expect(found.length, `${url}: pictures in the built page`).toBe(count);
        for (const p of found) {
          const at = `${url} ${p.id}`;
          seen[locale]!.push(p.id);
          // A text alternative that says what it shows and what to do, and a caption.
          expect(p.alts.length, `${at}: a light and a dark image`).toBe(2);
          for (const alt of p.alts) expect(alt, `${at}: the same alt on both images`).toBe(p.alts[0]);
          const alt = p.alts[0]!;
          expect(alt.length, `${at}: alt text`).toBeGreaterThan(60);
          expect(p.label, `${at}: zoom label is the alt text`).toBe(alt);
          expect(p.caption.length, `${at}: caption`).toBeGreaterThan(5);
          for (const mark of p.marks)
            expect(alt, `${at}: alt names mark ${mark}`).toContain(
              locale === 'zh' ? `第 ${mark} 步：` : `Step ${mark}: `,
            );
          // Static SVG files drawn ahead of time, a light one and a dark one, loaded when shown.
          expect(p.modes, `${at}: light then dark drawing`).toEqual(['light', 'dark']);
          for (const lazy of p.lazy) expect(lazy, `${at}: loading`).toBe('lazy');
          for (const svg of p.svgs) expect(svg.scripts, `${at}: ${svg.src} has no script`).toBe(0);
          // Named once by their content (the picture, its language and mode, a hash): no second
          // hash from the bundler's loader in every address of the page (plugins/screens/remark.ts).
          for (const svg of p.svgs)
            expect(svg.src, `${at}: file name`).toMatch(
              new RegExp(`/assets/images/${p.id}-${locale}(-part)?-(light|dark)-[0-9a-f]{10}\\.svg$`),
            );
          // Declared size: the file's own size.
          for (const img of p.images) {
            const svg = p.svgs.find((s) => s.src === img.src)!;
            expect(svg.viewBox, `${at}: ${img.src} viewBox`).toBe(`0 0 ${img.width} ${img.height}`);
            expect([svg.width, svg.height], `${at}: ${img.src} size`).toEqual([img.width, img.height]);
          }
          // In the page's language: no Chinese in an English picture of a program that has English.
          const texts = p.svgs.flatMap((s) => s.texts);
          if (locale === 'en' && !p.sets.some((s) => chineseOnlySets.has(s))) {
            expect(
              texts.filter((t) => cjk.test(t)),
              `${at}: Chinese in an English drawing`,
            ).toEqual([]);
            expect(cjk.test(alt), `${at}: Chinese in the English alt`).toBe(false);
          }
          if (locale === 'zh' && p.sets.length > 0)
            expect(
              texts.some((t) => cjk.test(t)),
              `${at}: Chinese labels`,
            ).toBe(true);
          // Marks match the steps: inside step n, marks go up to n and include it; elsewhere 1, 2, 3…
          const numbers = p.marks.map(Number);
          expect(numbers.length, `${at}: marks`).toBeGreaterThan(0);
          if (p.step !== null) {
            expect(Math.max(...numbers), `${at}: highest mark is its step`).toBe(p.step);
          } else {
            expect(numbers, `${at}: marks 1, 2, 3…`).toEqual(numbers.map((_, i) => i + 1));
          }
          // Read as text (a copy, a screen reader), each legend item is mark, separator, name:
          // "3: 1.21.4", never "31.21.4".
          p.legend.forEach((item, i) =>
            expect(
              item.startsWith(`${p.marks[i]}${legendSeparator(locale)}`),
              `${at}: legend "${item}"`,
            ).toBe(true),
          );
        }
      }
      expect(seen.en, `${route}: the same pictures in both languages`).toEqual(seen.zh);
    });

    // What needs layout and a browser, one page load per language: no layout shift while
    // scrolling through the pictures (on a wide screen; a phone-sized one further down), the
    // drawing CSS shows, its shown size, and the zoom.
    test(`${route}: in both languages no layout shift at ${WIDE.width}px, and each picture shows its light drawing at its ratio and zooms by mouse and keyboard`, async ({
      page,
    }) => {
      // Opens every picture twice in both languages: slow on a loaded machine.
      test.setTimeout(120_000);
      await page.setViewportSize(WIDE);
      await recordLayoutShift(page);
      for (const locale of locales) {
        const url = localized(route, locale);
        await test.step(url, async () => {
          await page.goto(url, {waitUntil: 'networkidle'});
          await expect(pictures(page), `${url}: pictures`).toHaveCount(count);
          await scrollThroughPictures(page);
          expect
            .soft(
              await layoutShift(page),
              `${url}: CLS at ${WIDE.width}px while scrolling through its pictures:\n${await layoutShifts(page)}`,
            )
            .toBeLessThan(0.01);
          await openEveryTab(page);
          for (const p of await describeAll(page)) {
            // The drawing of the page's colour mode (light here), and the shown box keeps its ratio.
            expect.soft(p.dark, `${url} ${p.id}: shows the light drawing`).toBe(false);
            expect
              .soft(
                Math.abs(p.shown.height - (p.shown.width * p.imgHeight) / p.imgWidth),
                `${url} ${p.id}: shown at the drawing's ratio`,
              )
              .toBeLessThan(1.5);
          }
          await zoomEachByMouseAndKeyboard(page, url);
        });
      }
    });
  }
});

/** What the built HTML says of each picture of a page, and what its SVG files hold. */
function builtPictures(url: string) {
  const file = builtFileFor(url);
  expect(file, `${url}: a built page`).toBeDefined();
  const $ = cheerio.load(readFileSync(file!, 'utf8'));
  const svgOf = (src: string) => {
    const svgFile = builtFileFor(src);
    expect(svgFile, `${url}: ${src} is built`).toBeDefined();
    const $svg = cheerio.load(readFileSync(svgFile!, 'utf8'), {xml: true});
    const root = $svg('svg').first();
    return {
      src,
      viewBox: root.attr('viewBox'),
      width: Number(root.attr('width')),
      height: Number(root.attr('height')),
      texts: $svg('text')
        .toArray()
        .map((t) => $svg(t).text()),
      scripts: $svg('script, foreignObject').length,
    };
  };
  return $('figure[data-picture]')
    .toArray()
    .map((el) => {
      const figure = $(el);
      const imgs = figure
        .find('[data-zoom-content] img')
        .toArray()
        .map((i) => $(i));
      const images = imgs.map((img) => ({
        src: img.attr('src') ?? '',
        width: Number(img.attr('width')),
        height: Number(img.attr('height')),
      }));
      const sources = figure
        .find('[data-zoom-content] source')
        .toArray()
        .map((s) => $(s).attr('srcset') ?? '');
      const li = figure.closest('li');
      const ol = li.parent().is('ol') ? li.parent() : null;
      return {
        id: figure.attr('data-picture')!,
        sets: (figure.attr('data-label-sets') ?? '').split(' ').filter(Boolean),
        alts: imgs.map((img) => img.attr('alt') ?? ''),
        label: figure.find('[data-zoomable]').attr('data-zoom-label') ?? '',
        caption: figure.find('figcaption').text(),
        modes: images.map((i) => (/-dark-/.test(i.src) ? 'dark' : /-light-/.test(i.src) ? 'light' : i.src)),
        lazy: imgs.map((img) => img.attr('loading')),
        images,
        svgs: [...images.map((i) => i.src), ...sources].map(svgOf),
        marks: figure
          .find('figcaption li > span:first-child')
          .toArray()
          .map((s) => $(s).text()),
        legend: figure
          .find('figcaption li')
          .toArray()
          .map((item) => $(item).text()),
        step: li.length && ol ? Number(ol.attr('start') ?? 1) + li.index() : null,
      };
    });
}

async function openByMouse(page: Page, trigger: Locator) {
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  const dialog = page.locator('dialog[open]');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A point on the dark backdrop of the open zoom, beside the enlarged picture. */
function backdropPoint(page: Page): {x: number; y: number} {
  return {x: 5, y: (page.viewportSize()!.height * 3) / 4};
}

/**
 * Every picture of the page opens larger on a click and closes on a click outside it, then
 * opens on Enter and closes on Escape; each time focus comes back to the picture.
 */
async function zoomEachByMouseAndKeyboard(page: Page, url: string) {
  // Pictures on screen: those in a tab that is not open (the skin page's PCL tab) are checked
  // where the same component is used on its own page.
  const shown = page.locator('figure[data-picture]:visible');
  const triggers = shown.locator('[data-zoomable]');
  const count = await triggers.count();
  for (let i = 0; i < count; i++) {
    const trigger = triggers.nth(i);
    const id = `${url} ${await shown.nth(i).getAttribute('data-picture')}`;
    const dialog = await openByMouse(page, trigger);
    await expect(dialog.locator('img'), `${id} by mouse`).toBeVisible();
    await page.mouse.click(backdropPoint(page).x, backdropPoint(page).y);
    await expect(page.locator('dialog'), `${id} closed by a click outside`).toHaveCount(0);
    await expect(trigger, `${id}: focus back`).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.locator('img'), `${id} by Enter`).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog'), `${id} closed by Escape`).toHaveCount(0);
    await expect(trigger, `${id}: focus back`).toBeFocused();
  }
}

const focusedIsTrigger = (page: Page) =>
  page.evaluate(
    () =>
      document.activeElement?.closest('[data-zoomable]') === document.activeElement &&
      document.activeElement !== document.body,
  );

test.describe('zoom', () => {
  test('a picture opens larger on click and closes on a click outside it, giving focus back', async ({
    page,
  }) => {
    await page.goto('/docs/serverDocs/ji-yan-ban-jia-ru-fu-wu-qi');
    const figure = pictures(page).first();
    const shown = await shownImage(figure).boundingBox();
    const dialog = await openByMouse(page, figure.locator('[data-zoomable]'));
    const big = dialog.locator('img');
    await expect(big).toBeVisible();
    expect((await big.boundingBox())!.width).toBeGreaterThan(shown!.width);
    await expect(dialog).toHaveAttribute('aria-label', (await shownImage(figure).getAttribute('alt'))!);
    // A click on the dark backdrop, away from the picture.
    await page.mouse.click(backdropPoint(page).x, backdropPoint(page).y);
    await expect(page.locator('dialog')).toHaveCount(0);
    expect(await focusedIsTrigger(page)).toBe(true);
  });

  test('Enter and Space open a focused picture; Escape and the close button close it', async ({page}) => {
    await page.goto('/en/docs/LancherConfig/hmcl-qi-dong-qi');
    const trigger = pictures(page).nth(1).locator('[data-zoomable]');
    await trigger.scrollIntoViewIfNeeded();
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('dialog[open]')).toBeVisible();
    await expect(page.locator('dialog[open] button')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog')).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.locator('dialog[open]')).toBeVisible();
    await page.locator('dialog[open] button').click();
    await expect(page.locator('dialog')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('the open zoom has no serious accessibility violation and follows the colour mode', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/docs/serverDocs/java-ban-jia-ru-fu-wu-qi');
    const small = shownImage(pictures(page).first());
    await expect(small).toHaveAttribute('src', /-dark-/);
    await openByMouse(page, pictures(page).first().locator('[data-zoomable]'));
    await expect(page.locator('dialog[open] img')).toHaveAttribute('src', (await small.getAttribute('src'))!);
    const results = await axeOf(page).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });

  test('pictures follow the colour switch without reloading', async ({page}) => {
    await page.goto('/docs/Other/start-server/winServer');
    const figure = pictures(page).first();
    await figure.scrollIntoViewIfNeeded();
    await expect(shownImage(figure)).toHaveAttribute('src', /-light-/);
    await page.locator('nav.navbar button[class*="toggleButton"]').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(shownImage(figure)).toHaveAttribute('src', /-dark-/);
    // The dark drawing loads when it is shown.
    await expect
      .poll(() => shownImage(figure).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('pictures of a page reached by a link show, complete and zoomable', async ({page}) => {
    // Find a page with pictures that links to another page with pictures, and follow the link
    // without a page load (the figures are rendered in the browser this time).
    const routes = routesWithPictures().map((r) => r.route);
    let found: [string, string] | undefined;
    for (const from of routes) {
      await page.goto(from);
      const to = await page.locator('article a[href^="/docs/"]').evaluateAll(
        // A link folded away in a <details> is not one a reader follows first.
        (links, targets) =>
          links
            .filter((a) => a.getClientRects().length > 0)
            .map((a) => a.getAttribute('href')!)
            .find((h) => targets.includes(h)),
        routes,
      );
      if (to && to !== from) {
        found = [from, to];
        break;
      }
    }
    expect(found, 'a page with pictures that links to another').toBeDefined();
    const [from, to] = found!;
    const expected = routesWithPictures().find((r) => r.route === to)!.count;
    await page.goto(from);
    await page.evaluate(() => ((window as unknown as {beforeNavigation: boolean}).beforeNavigation = true));
    await page.locator(`article a[href="${to}"]`).filter({visible: true}).first().click();
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    expect(
      await page.evaluate(() => (window as unknown as {beforeNavigation?: boolean}).beforeNavigation),
    ).toBe(true);
    await expect(pictures(page)).toHaveCount(expected);
    for (const p of await describeAll(page)) expect(p.texts.length, p.id).toBeGreaterThan(2);
    const dialog = await openByMouse(
      page,
      pictures(page).filter({visible: true}).last().locator('[data-zoomable]'),
    );
    await expect(dialog.locator('img')).toBeVisible();
    await expect
      .poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('any focusable element with data-zoomable opens its picture: the hook for diagrams', async ({
    page,
  }) => {
    await page.goto('/docs/serverDocs/java-ban-jia-ru-fu-wu-qi');
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.tabIndex = 0;
      box.setAttribute('data-zoomable', '');
      box.setAttribute('data-zoom-label', 'A diagram');
      box.id = 'hooked';
      // A drawing with ids of its own: a style scoped by its id and a gradient it refers to.
      box.innerHTML =
        '<svg id="hooked-svg" viewBox="0 0 200 100" width="200" height="100"><style>#hooked-svg rect{stroke:rgb(1, 2, 3)}</style>' +
        '<defs><linearGradient id="hooked-fill"><stop offset="0" stop-color="teal"/></linearGradient></defs>' +
        '<rect width="200" height="100" fill="url(#hooked-fill)"/></svg>';
      document.querySelector('article')!.prepend(box);
    });
    const box = page.locator('#hooked');
    await box.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toHaveAttribute('aria-label', 'A diagram');
    await expect(dialog.locator('svg rect')).toBeVisible();
    await expect(dialog.locator('[data-zoomable]')).toHaveCount(0);
    // The copy's ids are its own (none repeats one of the page), and its references follow them.
    const ids = await dialog.locator('[id]').evaluateAll((els) => els.map((e) => e.id));
    expect(ids).toHaveLength(2);
    for (const id of ids) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    const rect = await dialog.locator('svg rect').evaluate((r) => ({
      stroke: getComputedStyle(r).stroke,
      gradient: /url\("?#([^")]+)/.exec(getComputedStyle(r).fill)?.[1],
    }));
    expect(rect.stroke).toBe('rgb(1, 2, 3)');
    expect(ids).toContain(rect.gradient);
    await page.keyboard.press('Escape');
    await expect(box).toBeFocused();
  });

  test("only the data-zoomable hook opens the zoom: another widget's zoom level (the panorama viewer's data-zoom) does not", async ({
    page,
  }) => {
    await page.goto('/docs/serverDocs/java-ban-jia-ru-fu-wu-qi');
    await page.evaluate(() => {
      const viewer = document.createElement('div');
      viewer.tabIndex = 0;
      viewer.setAttribute('data-zoom', '1.25');
      viewer.id = 'viewer';
      viewer.style.cssText = 'width: 200px; height: 100px';
      viewer.innerHTML = '<svg viewBox="0 0 200 100" width="200" height="100"></svg>';
      document.querySelector('article')!.prepend(viewer);
    });
    const viewer = page.locator('#viewer');
    await viewer.click();
    await viewer.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(page.locator('dialog')).toHaveCount(0);
  });

  test('an ordinary Markdown image opens larger too, keeping its alt, size and lazy loading; a linked image stays a link', async ({
    page,
  }) => {
    await page.goto('/__fixtures__/pages/zoom-image');
    const trigger = page.locator('article button[data-zoomable], main button[data-zoomable]').first();
    const img = trigger.locator('img');
    await expect(img).toHaveAttribute('alt', /.+/);
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
    await expect(img).toHaveAttribute('loading', 'lazy');
    const dialog = await openByMouse(page, trigger);
    await expect(dialog.locator('img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog')).toHaveCount(0);
    await expect(trigger).toBeFocused();
    const linked = page.locator('main a[href="/docs/intro"] img');
    await expect(linked).toHaveCount(1);
    await expect(page.locator('main a[href="/docs/intro"] [data-zoomable]')).toHaveCount(0);
  });
});

test.describe('zoom on a touch screen', () => {
  test.use({viewport: {width: 412, height: 915}, isMobile: true, hasTouch: true});

  test('a tap opens a picture larger and a tap outside it closes it', async ({page}) => {
    await page.goto('/en/docs/serverDocs/ji-yan-ban-jia-ru-fu-wu-qi');
    const trigger = pictures(page).last().locator('[data-zoomable]');
    await trigger.scrollIntoViewIfNeeded();
    await trigger.tap();
    const dialog = page.locator('dialog[open]');
    await expect(dialog.locator('img')).toBeVisible();
    // On a phone the enlarged picture is at least its own size: wider than the screen, it scrolls.
    const big = (await dialog.locator('img').boundingBox())!;
    const small = (await shownImage(trigger).boundingBox())!;
    expect(big.width).toBeGreaterThan(small.width);
    // Above the picture, on the backdrop (the close button is at the right).
    const outside = {x: 40, y: 20};
    expect(outside.y).toBeLessThan(big.y);
    await page.touchscreen.tap(outside.x, outside.y);
    await expect(page.locator('dialog')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });
});

test.describe('picture code loads only where pictures are', () => {
  test.use({viewport: {width: 412, height: 915}, isMobile: true});
  // A string of zoom.ts that the bundler keeps as is.
  const hasZoom = (scripts: {url: string}[]) =>
    scripts.some((s) =>
      readFileSync(`build${new URL(s.url).pathname}`, 'utf8').includes('data-zoom-content'),
    );

  test('a page without pictures loads no picture or zoom code; a page with pictures does', async ({page}) => {
    // A doc with no picture, image or diagram (its own, or one of a partial it imports).
    const withDiagrams = diagramPages().map((p) => p.url);
    const plainRoute = requiredRoutes().find((route) => {
      const file = route.startsWith('/docs/') ? docSource(route) : undefined;
      const text = file ? readFileSync(file, 'utf8') : '';
      return (
        file &&
        !withDiagrams.includes(route) &&
        !text.includes(SCREEN_MODULE) &&
        !text.includes('```mermaid') &&
        !/!\[|<img/.test(text)
      );
    })!;
    const plain = await measurePage(page, plainRoute);
    expect(await page.locator('figure[data-picture], figure[data-diagram], [data-zoomable]').count()).toBe(0);
    expect(hasZoom(plain.scripts)).toBe(false);
    const withPictures = await measurePage(page, newcomerRoutes[0]!);
    expect(hasZoom(withPictures.scripts)).toBe(true);
  });
});

// Pictures readable on a phone 390 px wide, without zooming (the smallest text of every picture
// at least MIN_TEXT_PX px, every mark's badge in view), for every page with pictures in both
// languages: phone-targets.spec.ts, in the one load per page of its phone pass
// (lib/pictures.ts expectPicturesReadableOnPhone).

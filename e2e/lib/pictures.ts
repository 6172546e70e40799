/**
 * Pictures of program screens (src/components/Screen) as the browser tests find them: which doc
 * pages use them (from the sources), and the check that each is readable on a phone, shared by
 * pictures.spec.ts and the phone pass of phone-targets.spec.ts (one page load per page on a phone).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {MIN_TEXT_PX} from '../../src/components/Screen/crop';
import {expect} from './test';
import {twoFrames} from './layoutShift';

export const SCREEN_MODULE = '@site/src/components/Screen/';

/** The components a page imports from src/components/Screen, and how often it uses them. */
export function pictureUses(file: string): number {
  const text = readFileSync(file, 'utf8');
  const names = [
    ...text.matchAll(/^import \{([^}]+)\} from '@site\/src\/components\/Screen\/[^']+';$/gm),
  ].flatMap((m) => m[1]!.split(',').map((n) => n.trim()));
  return names.reduce((count, name) => count + [...text.matchAll(new RegExp(`<${name}\\b`, 'g'))].length, 0);
}

/** Every doc route whose Chinese source uses pictures, with how many. */
export function routesWithPictures(): {route: string; count: number}[] {
  const root = path.resolve(__dirname, '..', '..', 'docs');
  return (readdirSync(root, {recursive: true}) as string[])
    .filter((f) => /\.mdx?$/.test(f) && readFileSync(path.join(root, f), 'utf8').includes(SCREEN_MODULE))
    .map((f) => ({
      route: `/docs/${f.replace(/\.mdx?$/, '').replace(/(^|\/)(index|README)$/, '$1')}`,
      count: pictureUses(path.join(root, f)),
    }));
}

export const pictures = (page: Page) => page.locator('figure[data-picture]');

/**
 * Shows the panels of closed tabs (the skin page's launcher tabs have pictures), so each picture
 * is measured as a reader sees it once its tab is open: a panel has the column's width either way.
 */
export async function openEveryTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.querySelectorAll<HTMLElement>('[role="tabpanel"][hidden]').forEach((panel) => {
      panel.hidden = false;
    });
  });
}

/** The image of a picture that CSS shows (light or dark; the whole screen or its crop). */
export const shownImage = (scope: Locator) => scope.locator('img:visible').first();

/**
 * On a phone (390 px wide), the loaded page's pictures: the smallest text of each is at least
 * MIN_TEXT_PX px as shown, and every mark of its caption has its badge in what the phone shows.
 * Opens every tab (so run it after checks that need the page as loaded).
 */
export async function expectPicturesReadableOnPhone(page: Page): Promise<void> {
  await openEveryTab(page);
  const count = await pictures(page).count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const figure = pictures(page).nth(i);
    await figure.scrollIntoViewIfNeeded();
    const img = shownImage(figure);
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
    // The drawing the phone shows (the whole screen or its crop), its text where it is
    // inside the drawing's view, and the size the page shows it at.
    const {id, smallest, shownWidth, viewWidth, marks, badges} = await img.evaluate(
      async (el: HTMLImageElement) => {
        const text = await (await fetch(el.currentSrc)).text();
        const host = document.createElement('div');
        host.style.cssText = 'position:absolute;left:0;top:0;visibility:hidden';
        host.innerHTML = text;
        document.body.append(host);
        const svg = host.querySelector('svg')!;
        const view = svg.viewBox.baseVal;
        const sizes = Array.from(svg.querySelectorAll('text'))
          .filter((t) => {
            const b = t.getBBox();
            return (
              b.x + b.width > view.x &&
              b.x < view.x + view.width &&
              b.y + b.height > view.y &&
              b.y < view.y + view.height
            );
          })
          .map((t) => Number(t.getAttribute('font-size')));
        // The numbered badges wholly in view: a circle with the mark's number centred on it.
        const badges = Array.from(svg.querySelectorAll('circle'))
          .filter((c) => {
            const b = c.getBBox();
            return (
              b.x >= view.x - 0.5 &&
              b.x + b.width <= view.x + view.width + 0.5 &&
              b.y >= view.y - 0.5 &&
              b.y + b.height <= view.y + view.height + 0.5
            );
          })
          .map((c) => {
            const next = c.nextElementSibling;
            return next?.tagName === 'text' && next.getAttribute('x') === c.getAttribute('cx')
              ? next.textContent
              : null;
          })
          .filter((mark): mark is string => mark !== null)
          .sort();
        host.remove();
        const figure = el.closest('figure')!;
        return {
          id: figure.getAttribute('data-picture'),
          smallest: Math.min(...sizes),
          shownWidth: el.getBoundingClientRect().width,
          viewWidth: view.width,
          marks: Array.from(
            figure.querySelectorAll('figcaption li > span:first-child'),
            (s) => s.textContent!,
          ).sort(),
          badges,
        };
      },
    );
    expect(
      (smallest * shownWidth) / viewWidth,
      `${id}: ${smallest} px in ${viewWidth} shown ${shownWidth} wide`,
    ).toBeGreaterThanOrEqual(MIN_TEXT_PX - 0.05);
    // Every mark of the caption has its badge in what the phone shows (none cut by a crop).
    expect(badges, `${id}: the badges in view`).toEqual(expect.arrayContaining(marks));
  }
}

/**
 * On a phone, each picture's zoom opens readable (issue 50: it opened the whole screen fitted to
 * the window, its text at 8.6–9.4 px on a 390 px phone, smaller than the page's crop): the
 * smallest text of the drawing as the dialog shows it at least MIN_TEXT_PX px, and 0 shows the
 * whole picture fitted.
 */
export async function expectZoomReadableOnPhone(page: Page): Promise<void> {
  const count = await pictures(page).count();
  for (let i = 0; i < count; i++) {
    const figure = pictures(page).nth(i);
    await figure.scrollIntoViewIfNeeded();
    const trigger = figure.locator('[data-zoomable]');
    const minText = Number(await trigger.getAttribute('data-min-text'));
    const width = Number(await trigger.getAttribute('data-width'));
    const id = await figure.getAttribute('data-picture');
    await trigger.click();
    const frame = page.locator('dialog[open] [data-zoom-level]');
    await expect(frame).toBeVisible();
    const shown = await frame.evaluate((el) => el.getBoundingClientRect().width);
    expect((minText * shown) / width, `${id}: the zoom's smallest text`).toBeGreaterThanOrEqual(
      MIN_TEXT_PX - 0.05,
    );
    await page.keyboard.press('0');
    await expect(frame, `${id}: 0 shows it whole`).toHaveAttribute('data-zoom-level', '1.00');
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  }
}

/**
 * Scrolls each picture on screen into view in turn (those in a closed tab are not laid out), each
 * time until its image (lazy) has loaded, then lets the page draw the last of them: what would
 * shift the layout has then been laid out. (Was a fixed 100 ms per picture and 300 ms at the end.)
 */
export async function scrollThroughPictures(page: Page): Promise<void> {
  const shown = page.locator('figure[data-picture]:visible');
  const count = await shown.count();
  for (let i = 0; i < count; i++) {
    await shown.nth(i).scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        shownImage(shown.nth(i)).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
  }
  await twoFrames(page);
}

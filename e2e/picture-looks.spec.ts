/**
 * What every picture of a program screen looks like, light and dark, as the Chinese pages use
 * it (with their marks), compared with a committed reference image
 * (e2e/picture-looks.spec.ts-snapshots/). A change to a picture's drawing or labels shows here
 * as a failed comparison with a diff image in test-results/; when the change is meant, update
 * the references with `npm run test:e2e -- e2e/picture-looks.spec.ts --update-snapshots` and
 * commit them.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './lib/test';

/** Every doc route whose source uses pictures. */
function routesWithPictures(): string[] {
  const root = path.resolve(__dirname, '..', 'docs');
  return (readdirSync(root, {recursive: true}) as string[])
    .filter(
      (f) =>
        /\.mdx?$/.test(f) &&
        readFileSync(path.join(root, f), 'utf8').includes('@site/src/components/Screen/'),
    )
    .map((f) => `/docs/${f.replace(/\.mdx?$/, '').replace(/(^|\/)(index|README)$/, '$1')}`)
    .sort();
}

for (const route of routesWithPictures()) {
  test(`${route}: each picture looks like its reference, light and dark`, async ({page}) => {
    test.setTimeout(120_000);
    await page.goto(route);
    // The whole screen of each picture (the zoom's drawing), light and dark, in page order.
    const images = await page.locator('figure[data-picture]').evaluateAll((figures) =>
      figures.map((figure) => ({
        id: figure.getAttribute('data-picture')!,
        light: figure.querySelector('[data-zoom-content] picture:first-child img')!.getAttribute('src')!,
        dark: figure.querySelector('[data-zoom-content] picture:last-child img')!.getAttribute('src')!,
        width: Number(figure.querySelector('[data-zoom-content] img')!.getAttribute('width')),
        height: Number(figure.querySelector('[data-zoom-content] img')!.getAttribute('height')),
      })),
    );
    expect(images.length).toBeGreaterThan(0);
    const seen = new Map<string, number>();
    for (const image of images) {
      const n = (seen.get(image.id) ?? 0) + 1;
      seen.set(image.id, n);
      await page.setViewportSize({width: image.width, height: image.height});
      for (const mode of ['light', 'dark'] as const) {
        await page.goto(image[mode]);
        await expect(page, `${image.id} ${mode}`).toHaveScreenshot(
          `${image.id}${n > 1 ? `-${n}` : ''}-${mode}.png`,
          {maxDiffPixelRatio: 0.002},
        );
      }
    }
  });
}

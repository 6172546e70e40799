/**
 * What every picture of a program screen looks like, light and dark, as the Chinese pages use
 * it (with their marks), compared with a committed reference image
 * (e2e/picture-looks.spec.ts-snapshots/). A change to a picture's drawing, its data or its labels
 * (data/screens/) shows here as a failed comparison with a diff image in test-results/; when the
 * change is meant, update the references with
 * `npm run test:e2e -- e2e/picture-looks.spec.ts --update-snapshots` and commit them.
 *
 * The pictures are drawn here as the build draws them (scripts/lib/pictureUses.ts, over
 * plugins/screens/build.ts), but with the values of config/community.ts the references
 * were drawn with (e2e/picture-looks.values.json: server name, addresses, game version…), so a
 * community that changes its settings does not turn this red (issue 50); updating the
 * references writes that file again from today's settings.
 *
 * The references are named by page and picture (`LancherConfig-hmcl-qi-dong-qi--hmcl-main-light`),
 * so a page a community brings, or a page that uses a picture with other marks, is never compared
 * with another page's drawing: a use with no reference yet is left out with a note
 * ("no reference") saying how to make one, and the rest of the page is still compared.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {DOC_ROOTS, pictureUses, type DocLocale} from '../scripts/lib/pictureUses';
import {screenValues} from '../plugins/screens/values';
import {expect, test} from './lib/test';

const VALUES_FILE = path.resolve(__dirname, 'picture-looks.values.json');
type Values = Record<DocLocale, Record<string, string>>;

/**
 * The values to draw with: the references' (VALUES_FILE); when the references are being updated
 * (`--update-snapshots`), today's settings, written to VALUES_FILE.
 */
function referenceValues(updateSnapshots: string): Values {
  if (updateSnapshots === 'all' || updateSnapshots === 'changed') {
    const values = {zh: screenValues('zh'), en: screenValues('en')};
    writeFileSync(VALUES_FILE, `${JSON.stringify(values, null, 2)}\n`);
    return values;
  }
  return JSON.parse(readFileSync(VALUES_FILE, 'utf8')) as Values;
}

/** The Chinese pages with pictures, each with its uses in page order. */
const files = [
  ...new Set(
    pictureUses()
      .filter((u) => u.locale === 'zh')
      .map((u) => u.file),
  ),
].sort();

/** The page's part of a reference's name: its path under docs/, without `.md`, in safe characters. */
function pageKey(file: string): string {
  return path
    .relative(DOC_ROOTS.zh, file)
    .replace(/\.mdx?$/, '')
    .replace(/[^A-Za-z0-9-]+/g, '-');
}

for (const file of files) {
  test(`${file}: each picture looks like its reference, light and dark`, async ({page, baseURL}) => {
    test.setTimeout(120_000);
    const updating = test.info().config.updateSnapshots;
    const values = referenceValues(updating);
    const uses = pictureUses(process.cwd(), values).filter((u) => u.locale === 'zh' && u.file === file);
    expect(uses.length).toBeGreaterThan(0);
    const seen = new Map<string, number>();
    for (const use of uses.sort((a, b) => a.line - b.line)) {
      const {id, width, height, svg} = use.drawn;
      const n = (seen.get(id) ?? 0) + 1;
      seen.set(id, n);
      await page.setViewportSize({width, height});
      for (const mode of ['light', 'dark'] as const) {
        const name = `${pageKey(file)}--${id}${n > 1 ? `-${n}` : ''}-${mode}.png`;
        if (
          (updating === 'none' || updating === 'default') &&
          !existsSync(test.info().snapshotPath(name, {kind: 'screenshot'}))
        ) {
          test.info().annotations.push({
            type: 'no reference',
            description: `${file}:${use.line} ${id} ${mode}: no reference image yet; make one with npm run test:e2e -- e2e/picture-looks.spec.ts --update-snapshots`,
          });
          continue;
        }
        // Served as a file of the site, as the page's <img> loads it.
        const url = `${baseURL}/__picture-looks__/${id}-${n}-${mode}.svg`;
        await page.route(url, (route) => route.fulfill({contentType: 'image/svg+xml', body: svg[mode]}));
        await page.goto(url);
        await expect(page, `${id} ${mode}`).toHaveScreenshot(name, {
          maxDiffPixelRatio: 0.002,
        });
      }
    }
  });
}

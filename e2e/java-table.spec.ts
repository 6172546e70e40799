/**
 * The Java-by-version table (src/components/JavaVersionTable) on a phone: its note column, which
 * a narrow table squeezed to a word a line, is a full-width row under each version's row, so the
 * table fits the screen; on a wide screen it is a column again. Each note is shown once.
 */
import {expect, test} from './lib/test';
import {locales, localized} from './lib/site';
import {ROUTES} from '../src/lib/newcomer';
import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';

const javaVersions = yaml.load(readFileSync('data/java-versions.yml', 'utf8')) as unknown[];

const table = 'article table:has(caption)';

for (const locale of locales) {
  test(`on a phone the notes run under their rows and the table fits (${locale})`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(localized(ROUTES.java, locale));
    const t = page.locator(table).first();
    await t.scrollIntoViewIfNeeded();
    const fit = await t.evaluate((el) => ({table: el.scrollWidth, room: el.parentElement!.clientWidth}));
    expect(fit.table).toBeLessThanOrEqual(fit.room + 1);
    const shownNotes = t.locator('tbody td').filter({visible: true});
    // Three cells a version, and the note's own row.
    await expect(shownNotes).toHaveCount(javaVersions.length * 4);
    await expect(t.locator('thead th').filter({visible: true})).toHaveCount(3);
  });

  test(`on a wide screen the notes are a column (${locale})`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(localized(ROUTES.java, locale));
    const t = page.locator(table).first();
    await expect(t.locator('thead th').filter({visible: true})).toHaveCount(4);
    await expect(t.locator('tbody td').filter({visible: true})).toHaveCount(javaVersions.length * 4);
  });
}

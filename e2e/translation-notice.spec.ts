import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './lib/test';
import {builtFileFor} from './lib/built';
import {localized, sourceOf, requiredRoutes} from './lib/site';
import {pairOfTranslation, staleness} from '../plugins/lib/translations';

/**
 * An English doc or post whose Chinese source was committed after it says so, with a link to the
 * Chinese page; the notice is in the page's HTML (server-rendered), on exactly those pages.
 */

const root = path.resolve(__dirname, '..');
const contentRoutes = requiredRoutes().filter((route) => route !== '/markdown-page' && sourceOf(route, 'en'));

test('the built English pages carry the notice exactly where git says the translation is older', () => {
  let stale = 0;
  for (const route of contentRoutes) {
    const translation = path.relative(root, sourceOf(route, 'en')!).split(path.sep).join('/');
    const pair = pairOfTranslation(root, translation);
    const expected = pair ? staleness(root, pair) : null;
    if (expected) stale++;
    const en = readFileSync(builtFileFor(localized(route, 'en'))!, 'utf8');
    expect(
      en.includes('data-testid="translation-notice"') || en.includes('data-testid=translation-notice'),
      route,
    ).toBe(expected !== null);
    if (expected) expect(en, route).toContain(expected.source.toISOString().slice(0, 10));
    const zh = readFileSync(builtFileFor(route)!, 'utf8');
    expect(zh, route).not.toContain('translation-notice');
  }
  test.info().annotations.push({type: 'stale translations', description: String(stale)});
});

test('the notice names both dates and links to the Chinese page', async ({page}) => {
  await page.goto('/en/__fixtures__/translation-notice');
  const notice = page.getByRole('region', {name: 'days apart'}).getByRole('note');
  await expect(notice).toContainText('may be out of date');
  await expect(notice).toContainText('2026-02-01');
  await expect(notice).toContainText('2026-01-15');
  const link = notice.getByRole('link', {name: 'Read the Chinese original'});
  await expect(link).toHaveAttribute('href', '/__fixtures__/translation-notice');
  await link.click();
  await expect(page).toHaveURL(/\/__fixtures__\/translation-notice$/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
});

test('on one day, the notice gives the date once instead of two equal dates', async ({page}) => {
  await page.goto('/en/__fixtures__/translation-notice');
  const notice = page.getByRole('region', {name: 'same day'}).getByRole('note');
  await expect(notice).toContainText('may be out of date');
  await expect(notice).toContainText('2026-03-01');
  expect((await notice.innerText()).split('2026-03-01').length - 1).toBe(1);
});

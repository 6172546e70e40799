import {readFileSync} from 'node:fs';
import {expect, test} from './lib/test';
import community from '../config/community';
import {locales, defaultLocale} from '../config/locale';
import {pagesToRecheck} from '../plugins/lib/versionCheck';
import {FIXTURE_BASE} from '../plugins/test-fixtures';
import {sitemapPaths, builtFileFor} from './lib/built';

/**
 * Pages that know their game version (issue 48, `versionNotice`): a doc or post whose front matter
 * `checked_against.game` is older than config/community.ts's `gameVersion` tells readers so, in
 * every locale (a translation takes its source's), and no other page does.
 */
const en = JSON.parse(readFileSync('i18n/en/code.json', 'utf8')) as Record<string, {message: string}>;
const TEXT: Record<string, string> = {
  zh: '本页按 {written} 编写；服务器现在运行 {now}，部分步骤可能不同。',
  en: en['versionNotice.text']!.message,
};
const fill = (locale: string, written: string) =>
  (TEXT[locale] ?? TEXT.zh!).replace('{written}', written).replace('{now}', community.gameVersion);

test('the notice names the page’s version and the server’s; a current page has none', async ({page}) => {
  for (const locale of locales) {
    const prefix = locale === defaultLocale ? '' : `/${locale}`;
    await page.goto(`${prefix}${FIXTURE_BASE}/version-notice`);
    const notice = page.getByTestId('older-page').getByTestId('version-notice');
    if (!community.versionNotice.enabled) {
      await expect(notice).toHaveCount(0);
      continue;
    }
    await expect(notice).toHaveText(fill(locale, '1.8.9'));
    await expect(notice).toHaveAttribute('role', 'note');
    await expect(page.getByTestId('current-page').getByTestId('version-notice')).toHaveCount(0);
  }
});

test('the built pages show it exactly where the content says the page is older', () => {
  // Read from the built HTML: every page of every locale, no browser load per page.
  const older = new Map(pagesToRecheck(process.cwd(), community.gameVersion).map((p) => [p.file, p.written]));
  const marked = sitemapPaths().filter((url) =>
    /data-testid="?version-notice[" >]/.test(readFileSync(builtFileFor(url)!, 'utf8')),
  );
  const expected = community.versionNotice.enabled ? older.size : 0;
  // Each older source is one page per locale (an untranslated one shows in its own language).
  expect(marked.length).toBe(expected * locales.length);
});

import {readFileSync} from 'node:fs';
import {expect, test} from './lib/test';
import yaml from 'js-yaml';
import {validateServerBuilds} from '../plugins/schemas/data';

const builds = validateServerBuilds(yaml.load(readFileSync('data/server-builds.yml', 'utf8')));

test('the download table lists every build from data/, without JavaScript', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/docs/Other/server-download/historical-server-download');
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(builds.length);
  for (const [index, build] of builds.entries()) {
    const row = rows.nth(index);
    await expect(row.locator('th')).toHaveText(build.version);
    await expect(row.getByRole('link')).toHaveAttribute('href', build.url);
    await expect(row.locator('time')).toHaveAttribute('datetime', build.date);
    // A checksum is shown only where data/ knows it.
    await expect(row.getByText('SHA-1')).toHaveCount(build.sha1 ? 1 : 0);
    if (build.sha1) await expect(row.locator('code')).toHaveText(build.sha1);
  }
  await context.close();
});

test('the English table has English headings and notes', async ({page}) => {
  await page.goto('/en/docs/Other/server-download/historical-server-download');
  await expect(page.locator('table thead th').first()).toHaveText('Version');
  await expect(page.locator('table tbody tr').first()).toContainText(builds[0]!.notes.en!);
});

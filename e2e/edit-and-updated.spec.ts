import {execFileSync} from 'node:child_process';
import {expect, test} from './lib/test';
import community from '../config/community';
import {formatDate} from '../src/lib/dates';
import {shownAuthor} from '../src/lib/authorNames';

/** Author (as .mailmap spells the name) and date (YYYY-MM-DD) of the last commit touching a file. */
function lastCommit(file: string): {author: string; date: string} {
  const [author, date] = execFileSync('git', ['log', '-1', '--format=%aN%x1f%cs', '--', file], {
    encoding: 'utf8',
  })
    .trim()
    .split('\x1f');
  return {author: author!, date: date!};
}

for (const [url, source, locale] of [
  ['/docs/intro', 'docs/intro.md', 'zh'],
  ['/en/docs/intro', 'i18n/en/docusaurus-plugin-content-docs/current/intro.md', 'en'],
] as const) {
  test(`${url} links "edit this page" to its source and shows when and by whom it was last updated`, async ({
    page,
  }) => {
    await page.goto(url);
    const edit = page.locator('a.theme-edit-this-page');
    await expect(edit).toHaveAttribute(
      'href',
      `${community.repository.url}/edit/${community.repository.editBranch}/${source}`,
    );
    const updated = page.locator('.theme-last-updated');
    const {author, date} = lastCommit(source);
    // The author as config authorNames names them in the page's language (the git name otherwise).
    await expect(updated).toContainText(shownAuthor(author, locale, community.authorNames));
    await expect(updated.locator('time')).toHaveAttribute('datetime', new RegExp(`^${date}`));
    // Written by src/lib/dates.ts (checked against Intl.DateTimeFormat in tests/dates.test.ts).
    await expect(updated.locator('time')).toHaveText(formatDate(date, locale, {month: 'short'}));
  });
}

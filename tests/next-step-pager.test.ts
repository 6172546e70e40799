import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {contentRoots} from '../plugins/lib/translations';
import {locales} from '../config/locale';
import {frontMatter} from '../scripts/lib/siteContent';

/** Every Markdown page of the docs, in every locale. */
function docPages(): string[] {
  const roots = ['docs', ...locales.flatMap((locale) => contentRoots(locale).map(([, to]) => to))].filter(
    (root) => !root.includes('blog'),
  );
  return [...new Set(roots)].flatMap((root) => {
    if (!existsSync(root)) return [];
    const files = readdirSync(root, {recursive: true}) as string[];
    return files.filter((f) => /\.mdx?$/.test(f)).map((f) => path.join(root, f));
  });
}

// A page on the newcomer path ends with its own "next step" box, which follows the reader's path;
// the pager's "next" (the sidebar's order) would point somewhere else (issue 45, strict reading).
describe('pages with a next-step box', () => {
  const withBox = docPages().filter((file) => /<NextStep\b/.test(readFileSync(file, 'utf8')));

  it('exist', () => {
    assert.ok(withBox.length > 0);
  });

  it('have no pager "next" link (pagination_next: null)', () => {
    assert.deepEqual(
      withBox.filter((file) => frontMatter(file).pagination_next !== null),
      [],
    );
  });
});

import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {alternatePath} from '../src/lib/alternatePath';
import {defaultLocale, locales} from '../config/locale';

// The base URL Docusaurus gives each locale: the default at the root, the others under /<locale>/.
const baseUrl = (locale: string) => (locale === defaultLocale ? '/' : `/${locale}/`);

describe('alternatePath', () => {
  for (const locale of locales.filter((l) => l !== defaultLocale)) {
    it(`leads from a ${locale} page to the same page in ${defaultLocale}, and back`, () => {
      const other = `${baseUrl(locale)}docs/intro`;
      assert.equal(alternatePath(other, baseUrl(locale), baseUrl(defaultLocale)), '/docs/intro');
      assert.equal(alternatePath('/docs/intro', baseUrl(defaultLocale), baseUrl(locale)), other);
      assert.equal(alternatePath(baseUrl(locale), baseUrl(locale), baseUrl(defaultLocale)), '/');
      assert.equal(
        alternatePath(`${baseUrl(locale)}blog/a%20b/`, baseUrl(locale), baseUrl(defaultLocale)),
        '/blog/a%20b/',
      );
    });
  }
  it('keeps a path outside the current base URL whole', () => {
    assert.equal(alternatePath('/docs/x', '/en/', '/'), '/docs/x');
    assert.equal(alternatePath('/docs/x', '/en/', '/fr/'), '/fr/docs/x');
  });
});

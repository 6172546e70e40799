import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {alternatePath} from '../src/lib/alternatePath';
import {defaultLocale, locales} from '../config/locale';
import {hostileSpellings} from './lib/hostile-paths';

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
  it('leads only to paths on the site, whatever the address (issue 50)', () => {
    const origin = 'https://docs.made-up.test';
    const bases = locales.map(baseUrl);
    for (const spelling of hostileSpellings('evil.invalid')) {
      // The router's pathname: the browser's, decoded as the history library decodes it.
      const browserPath = new URL(origin + spelling).pathname;
      let routerPath = browserPath;
      try {
        routerPath = decodeURI(browserPath);
      } catch {
        // Left as it is (a malformed escape).
      }
      for (const from of bases)
        for (const to of bases) {
          const href = alternatePath(routerPath, from, to);
          assert.match(href, /^\/(?![/\\])/, `${spelling} (${from} → ${to}) → ${href}`);
          assert.ok(!/[\\\s]/.test(href), `${spelling} (${from} → ${to}) → ${href}`);
          const url = new URL(href, origin);
          assert.equal(url.origin, origin, `${spelling} (${from} → ${to}) → ${href}`);
          assert.ok(!url.hostname.includes('evil'), `${spelling} → ${href}`);
        }
    }
  });
  it('keeps pages whose paths a reader types unencoded', () => {
    assert.equal(alternatePath('/en/blog/tags/规范', '/en/', '/'), '/blog/tags/规范');
    assert.equal(alternatePath('/en//evil.invalid/phish', '/en/', '/'), '/evil.invalid/phish');
    assert.equal(alternatePath('/en/\\evil.invalid', '/en/', '/'), '/evil.invalid');
    assert.equal(alternatePath('/en/a\\b c', '/en/', '/'), '/a%5Cb%20c');
  });
});

import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  type Exception,
  formatFinding,
  isFinding,
  pagePath,
  review,
  type VnuMessage,
} from '../scripts/lib/vnu';

const build = '/site/build';
const msg = (over: Partial<VnuMessage>): VnuMessage => ({
  type: 'error',
  url: 'file:/site/build/docs/a/index.html',
  message: 'Element “div” not allowed as child of element “code” in this context.',
  ...over,
});

describe('Nu HTML Checker report', () => {
  it('counts errors and warnings as findings, not plain info', () => {
    assert.equal(isFinding(msg({})), true);
    assert.equal(isFinding(msg({type: 'info', subType: 'warning'})), true);
    assert.equal(isFinding(msg({type: 'non-document-error', subType: 'io'})), true);
    assert.equal(
      isFinding(msg({type: 'info', message: 'Trailing slash on void elements has no effect'})),
      false,
    );
  });

  it('names pages by their site path, decoding non-ASCII folders', () => {
    assert.equal(pagePath('file:/site/build/en/docs/a/index.html', build), '/en/docs/a/index.html');
    assert.equal(
      pagePath('file:/site/build/docs/tags/java%E7%89%88%E5%BC%80%E6%9C%8D/index.html', build),
      '/docs/tags/java版开服/index.html',
    );
  });

  it('fails on a finding no exception covers, and excuses one that is covered on its pages only', () => {
    const exceptions: Exception[] = [
      {message: 'Section lacks heading.', pages: /^\/search\/index\.html$/, reason: 'plugin markup'},
    ];
    const onSearch = msg({
      type: 'info',
      subType: 'warning',
      url: 'file:/site/build/search/index.html',
      message: 'Section lacks heading. Consider…',
    });
    const elsewhere = {...onSearch, url: 'file:/site/build/docs/a/index.html'};
    const result = review([onSearch, elsewhere, msg({})], exceptions, build);
    assert.equal(result.excused, 1);
    assert.deepEqual(result.failures, [elsewhere, msg({})]);
    assert.deepEqual(result.unused, []);
  });

  it('reports an exception that matches nothing as stale', () => {
    const stale: Exception = {message: 'Bad value', pages: /.*/, reason: 'fixed since'};
    assert.deepEqual(review([], [stale], build).unused, [stale]);
  });

  it('excuses by the markup around a finding too, and keeps quiet about one only some content uses', () => {
    const cards: Exception = {
      message: 'Section lacks heading.',
      pages: /\.html$/,
      extract: /<section class="?row"?>/,
      ifUsed: true,
      reason: 'theme markup',
    };
    const inCards = msg({
      type: 'info',
      subType: 'warning',
      message: 'Section lacks heading. C…',
      extract: '</h2> <section class=row><artic',
    });
    const other = {...inCards, extract: '<section><p>'};
    const result = review([inCards, other], [cards], build);
    assert.equal(result.excused, 1);
    assert.deepEqual(result.failures, [other]);
    assert.deepEqual(review([], [cards], build).unused, [], 'not stale on a site without cards');
  });

  it('prints page, line and column, kind and the markup around the finding', () => {
    const line = formatFinding(msg({lastLine: 3, firstColumn: 7, extract: '<code>\n<div>'}), build);
    assert.equal(
      line,
      '/docs/a/index.html:3:7 error: Element “div” not allowed as child of element “code” in this context.\n    <code> <div>',
    );
  });
});

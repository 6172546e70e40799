import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {checkRedirects, redirectPage} from '../plugins/redirects';

describe('redirect pages', () => {
  const page = redirectPage({
    to: '/en/docs/intro',
    canonical: 'https://x.test/en/docs/intro',
    locale: 'en',
    htmlLang: 'en',
  });

  it('are complete documents: language, title, refresh, canonical and a visible link, no script', () => {
    assert.match(page, /^<!doctype html>\n<html lang="en">/);
    assert.match(page, /<title>Page moved<\/title>/);
    assert.match(page, /<meta http-equiv="refresh" content="0; url=\/en\/docs\/intro">/);
    assert.match(page, /<link rel="canonical" href="https:\/\/x.test\/en\/docs\/intro">/);
    assert.match(page, /<a href="\/en\/docs\/intro">/);
    assert.doesNotMatch(page, /<script/);
  });

  it('speak the locale of the build', () => {
    const zh = redirectPage({
      to: '/docs/intro',
      canonical: 'https://x.test/docs/intro',
      locale: 'zh',
      htmlLang: 'zh-CN',
    });
    assert.match(zh, /<html lang="zh-CN">/);
    assert.match(zh, /<title>页面已移动<\/title>/);
  });

  it('escape the target', () => {
    const odd = redirectPage({
      to: '/a"><script>x</script>',
      canonical: 'https://x.test/',
      locale: 'en',
      htmlLang: 'en',
    });
    assert.doesNotMatch(odd, /<script/);
  });

  it('must point at a page of the site and must not hide one', () => {
    const routes = ['/docs/intro', '/en/docs/intro', '/blog'];
    assert.doesNotThrow(() => checkRedirects([{from: '/docs', to: '/docs/intro'}], routes, '/'));
    assert.doesNotThrow(() => checkRedirects([{from: '/docs', to: '/docs/intro'}], routes, '/en/'));
    assert.throws(
      () => checkRedirects([{from: '/docs', to: '/docs/gone'}], routes, '/'),
      /redirects\[0\]: "to" \/docs\/gone is not a page of the site/,
    );
    assert.throws(
      () => checkRedirects([{from: '/blog', to: '/docs/intro'}], routes, '/'),
      /redirects\[0\]: "from" \/blog is a page of its own/,
    );
    assert.throws(
      () => checkRedirects([{from: 'docs', to: '/docs/intro'}], routes, '/'),
      /must be site paths/,
    );
  });
});

import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {cleanHtmlPath} from '../src/lib/cleanPath';

describe('cleanHtmlPath', () => {
  it('strips .html', () => {
    assert.equal(cleanHtmlPath('/docs/intro.html'), '/docs/intro');
    assert.equal(cleanHtmlPath('/en/blog/README.HTML'), '/en/blog/README');
  });
  it('strips index.html, keeping the folder', () => {
    assert.equal(cleanHtmlPath('/docs/clerk/index.html'), '/docs/clerk/');
    assert.equal(cleanHtmlPath('/index.html'), '/');
  });
  it('leaves clean paths alone', () => {
    for (const path of ['/', '/docs/intro', '/docs/clerk/', '/docs/html', '/.html/']) {
      assert.equal(cleanHtmlPath(path), undefined, path);
    }
  });
  it('does not turn a bare ".html" segment into an empty name', () => {
    assert.equal(cleanHtmlPath('/docs/.html'), undefined);
  });
});

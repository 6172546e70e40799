import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {canonicalPath, canonicalPathSpelling, cleanHtmlPath} from '../src/lib/cleanPath';

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

/** How a browser spells a path the site links to (what `location.pathname` holds after a click). */
const browserSpelling = (path: string) => new URL(path, 'http://localhost').pathname;

describe('canonicalPathSpelling', () => {
  it('decodes an encoded "&" to the spelling of the site links', () => {
    assert.equal(
      canonicalPathSpelling('/docs/Q%26A/jin-bu-qu-de-yuan-yin'),
      '/docs/Q&A/jin-bu-qu-de-yuan-yin',
    );
    assert.equal(canonicalPathSpelling('/en/docs/Q%26A/'), '/en/docs/Q&A/');
  });
  it('spells Chinese segments as the browser does, whatever the case of the hex digits', () => {
    const canonical = browserSpelling('/blog/tags/规范');
    for (const spelling of [
      '/blog/tags/%E8%A7%84%E8%8C%83',
      '/blog/tags/%e8%a7%84%e8%8c%83',
      '/blog/tags/%E8%a7%84%e8%8C%83',
    ]) {
      assert.equal(canonicalPathSpelling(spelling), canonical, spelling);
    }
    assert.equal(canonical, '/blog/tags/%E8%A7%84%E8%8C%83');
  });
  it('decodes needlessly encoded letters and digits', () => {
    assert.equal(canonicalPathSpelling('/docs/%69ntro'), '/docs/intro');
    assert.equal(canonicalPathSpelling('/docs/mc%E5%BC%80%E6%9C%8D'), browserSpelling('/docs/mc开服'));
  });
  it('leaves every path the site links to unchanged', () => {
    for (const path of [
      '/',
      '/docs/intro',
      '/docs/clerk/',
      '/docs/Q&A/fuwuqi-wen-da',
      '/blog/tags/内网穿透',
      '/docs/tags/java版开服',
      '/en/blog/tags/mc开服',
    ]) {
      const spelled = browserSpelling(path);
      assert.equal(canonicalPathSpelling(spelled), spelled, path);
    }
  });
  it('keeps characters encoded that would change the path once decoded', () => {
    for (const path of ['/docs/a%2Fb', '/docs/100%25', '/docs/what%3F', '/docs/a%23b']) {
      assert.equal(canonicalPathSpelling(path), path);
    }
    assert.equal(canonicalPathSpelling('/docs/a%2fb'), '/docs/a%2Fb');
  });
  it('leaves a segment that is not valid percent-encoding as it is', () => {
    assert.equal(canonicalPathSpelling('/docs/%E8%A7/x%26y'), '/docs/%E8%A7/x&y');
    assert.equal(canonicalPathSpelling('/docs/%zz'), '/docs/%zz');
  });
  it('is idempotent', () => {
    for (const path of ['/docs/Q%26A/x', '/blog/tags/%e8%a7%84', '/docs/a%2fb', '/docs/%zz', '/a b/']) {
      const once = canonicalPathSpelling(path);
      assert.equal(canonicalPathSpelling(once), once, path);
    }
  });
});

describe('canonicalPath', () => {
  it('normalises the spelling and strips an .html suffix', () => {
    assert.equal(canonicalPath('/docs/Q%26A/server-commands.html'), '/docs/Q&A/server-commands');
    assert.equal(canonicalPath('/en/docs/Q%26A/index.html'), '/en/docs/Q&A/');
  });
  it('returns a canonical path unchanged', () => {
    assert.equal(canonicalPath('/docs/Q&A/server-commands'), '/docs/Q&A/server-commands');
  });
});

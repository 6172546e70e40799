import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  decodeLeniently,
  decodesCleanly,
  canonicalPath,
  canonicalPathSpelling,
  canonicalUrl,
  cleanHtmlPath,
  isLocalPath,
} from '../src/lib/cleanPath';
import {hostileSpellings} from './lib/hostile-paths';

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
  it('reads an escape that is not UTF-8 as U+FFFD and a stray % as a percent sign (issue 50)', () => {
    assert.equal(canonicalPathSpelling('/docs/%E8%A7/x%26y'), '/docs/%EF%BF%BD/x&y');
    assert.equal(canonicalPathSpelling('/docs/%zz'), '/docs/%25zz');
    assert.equal(
      canonicalPathSpelling('/%C0%AF%C0%AFevil.com.html'),
      `/${'%EF%BF%BD'.repeat(4)}evil.com.html`,
    );
    assert.equal(decodeLeniently('%C0%AF'), '\uFFFD\uFFFD');
    assert.equal(decodeLeniently('a%E4%B8%ADb%'), 'a中b%');
    // What comes out decodes again without an error, as the router and Docusaurus's preloader decode it.
    for (const path of ['/%C0%AF%C0%AFevil.com.html', '/docs/%E4', '/100%', '/%ZZ/%', '/a%F0%9F%98']) {
      const spelled = canonicalPathSpelling(path);
      assert.ok(decodesCleanly(spelled), `${path} -> ${spelled}`);
    }
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

/** The location a browser shows for a link to `origin` + `spelling` (the whole address, as posted in a chat). */
function locationOf(spelling: string, origin: string) {
  const url = new URL(origin + spelling);
  assert.equal(url.origin, origin, spelling);
  const {pathname, search, hash} = url;
  return {origin, pathname, search, hash};
}

const ORIGIN = 'https://docs.made-up.test';

describe('never leaving the origin', () => {
  it('sends none of the hostile spellings to another origin', () => {
    const spellings = hostileSpellings('evil.invalid');
    assert.ok(spellings.length > 100);
    for (const spelling of spellings) {
      const location = locationOf(spelling, ORIGIN);
      const target = canonicalUrl(location);
      if (target === undefined) continue;
      const url = new URL(target, ORIGIN);
      assert.equal(url.origin, ORIGIN, `${spelling} -> ${target}`);
      assert.match(target, /^\/(?![/\\])/, `${spelling} -> ${target}`);
      assert.ok(!url.hostname.includes('evil') && !url.pathname.startsWith('//'), `${spelling} -> ${target}`);
    }
  });
  it('leaves the spellings of the issue alone instead of turning them into another host', () => {
    for (const spelling of [
      '/.%5C%5Cevil.invalid/phish',
      '/docs/..%5C%5Cevil.invalid/phish',
      '/%2e%5C%5Cevil.invalid/phish',
      '/en/..%5C%5Cevil.invalid/phish',
      '/%2E%5c%5Cevil.invalid/phish',
      '/.%09%5C%5Cevil.invalid/phish',
      '/.%5C%0A%5Cevil.invalid/phish',
    ]) {
      const {pathname} = locationOf(spelling, ORIGIN);
      const canonical = canonicalPath(pathname);
      assert.ok(!canonical.startsWith('//') && !canonical.includes('\\'), `${spelling} -> ${canonical}`);
      assert.equal(new URL(canonical, ORIGIN).origin, ORIGIN, spelling);
      const target = canonicalUrl(locationOf(spelling, ORIGIN));
      if (target !== undefined) assert.equal(new URL(target, ORIGIN).origin, ORIGIN, spelling);
    }
  });
  it('keeps backslashes, tabs, newlines and control characters encoded', () => {
    assert.equal(canonicalPathSpelling('/.%5C%5Cevil.invalid/x'), '/.%5C%5Cevil.invalid/x');
    assert.equal(canonicalPathSpelling('/a%5cb'), '/a%5Cb');
    assert.equal(canonicalPathSpelling('/a%09b%0Ac%0dd'), '/a%09b%0Ac%0Dd');
    assert.equal(canonicalPathSpelling('/a%00b%7F'), '/a%00b%7F');
    assert.equal(canonicalPathSpelling('/a%c2%80b'), '/a%C2%80b');
  });
  it('reads a run of slashes as one, so no path starts with "//" (another host)', () => {
    assert.equal(canonicalPathSpelling('//evil.invalid/x'), '/evil.invalid/x');
    assert.equal(canonicalPathSpelling('/en//docs///intro'), '/en/docs/intro');
    assert.equal(canonicalPath('//evil.invalid/x.html'), '/evil.invalid/x');
    assert.equal(canonicalUrl(locationOf('/en//evil.invalid/phish', ORIGIN)), '/en/evil.invalid/phish');
    for (const spelling of [
      '/.//evil.invalid/x.html',
      '/x/..//evil.invalid/index.html',
      '/en////evil.invalid/x',
    ]) {
      const target = canonicalUrl(locationOf(spelling, ORIGIN));
      assert.ok(target !== undefined && /^\/(?![/\\])/.test(target), `${spelling} -> ${target}`);
      assert.equal(new URL(target, ORIGIN).origin, ORIGIN, spelling);
    }
  });
  it('still corrects the spellings of real pages, keeping the query and the fragment', () => {
    assert.equal(canonicalUrl(locationOf('/docs/Q%26A/x.html?a=1#part', ORIGIN)), '/docs/Q&A/x?a=1#part');
    assert.equal(canonicalUrl(locationOf('/en/blog/tags/%e8%a7%84/', ORIGIN)), '/en/blog/tags/%E8%A7%84/');
    assert.equal(canonicalUrl(locationOf('/docs/intro', ORIGIN)), undefined);
  });
});

describe('isLocalPath', () => {
  it('accepts the paths of pages', () => {
    for (const path of [
      '/',
      '/docs/intro',
      '/docs/Q&A/x',
      '/blog/tags/%E8%A7%84/',
      '/docs/a%2Fb',
      '/a%5Cb',
    ]) {
      assert.ok(isLocalPath(path), path);
    }
  });
  it('rejects what a browser would read as another host or change', () => {
    for (const path of [
      '//evil.invalid/x',
      '/\\evil.invalid/x',
      '\\\\evil.invalid',
      '/.\\\\evil.invalid',
      'evil.invalid/x',
      'https://evil.invalid/',
      '/\t/evil.invalid',
      '/a\nb',
      '/a b',
      '/./x',
      '/x/../y',
      '',
    ]) {
      assert.ok(!isLocalPath(path), JSON.stringify(path));
    }
  });
});

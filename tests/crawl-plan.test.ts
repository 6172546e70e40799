import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {browserPages, pageMarks, pageTypeMarks} from '../e2e/lib/crawlPlan';

describe('the crawl’s plan: which pages load in the browser (issue 49)', () => {
  it('reads the marks of the main content only: module classes, theme parts, embedded elements', () => {
    const html =
      '<nav class="navbar_AbCd theme-layout-navbar"></nav><main class="docMainContainer_TEyv">' +
      '<div class=theme-admonition><div class="alert alert--warning">!</div></div>' +
      '<pre class="language-yaml codeBlock_bY9V"><code class="token keyword">a</code></pre>' +
      '<table><tr><td>x</td></tr></table><details><summary>s</summary></details></main>';
    assert.deepEqual(
      [...pageMarks(html)].sort(),
      [
        '<details>',
        '<pre>',
        '<table>',
        'alert--warning',
        'codeBlock_bY9V',
        'docMainContainer_TEyv',
        'language-yaml',
        'theme-admonition',
      ].sort(),
    );
  });

  it('loads the pages named, then as few more as show every mark, each page once', () => {
    const marks: Record<string, string[]> = {
      '/a': ['x'],
      '/b': ['x', 'y'],
      '/c': ['y', 'z', 'w'],
      '/d': ['x'],
      '/e': [],
      '/f': ['v'],
    };
    const paths = Object.keys(marks);
    const chosen = browserPages(paths, (p) => new Set(marks[p]), new Set(['/a']));
    assert.deepEqual(chosen, ['/a', '/c', '/f']);
    // Every mark of the build is shown by a page loaded.
    const shown = new Set(chosen.flatMap((p) => marks[p]!));
    for (const p of paths) for (const mark of marks[p]!) assert.ok(shown.has(mark), mark);
    // Nothing named: the same cover; everything named: every page.
    assert.deepEqual(
      browserPages(paths, (p) => new Set(marks[p]), new Set()),
      ['/c', '/a', '/f'],
    );
    assert.deepEqual(
      browserPages(paths, (p) => new Set(marks[p]), new Set(paths)),
      paths,
    );
  });

  it('tells page types apart by language, the theme’s page classes and the content’s marks', () => {
    const page = (lang: string, classes: string, main: string) =>
      `<!doctype html><html lang=${lang} dir=ltr class="${classes}" data-has-hydrated=false>` +
      `<body><main>${main}</main></body></html>`;
    const doc = page(
      'zh-CN',
      'docs-wrapper plugin-docs docs-doc-page docs-doc-id-intro',
      '<pre class="language-yaml codeBlock_bY9V"></pre>',
    );
    assert.deepEqual(
      [...pageTypeMarks(doc)].sort(),
      [
        '<pre>',
        'codeBlock_bY9V',
        'lang:zh-CN',
        'page:docs-doc-page',
        'page:docs-wrapper',
        'page:plugin-docs',
      ].sort(),
    );
    // A doc's own id and a code block's language make no type; another language or kind of page does.
    const sameType = page(
      'zh-CN',
      'docs-wrapper plugin-docs docs-doc-page docs-doc-id-other',
      '<pre class=language-bash></pre>',
    );
    const english = doc.replace('lang=zh-CN', 'lang=en');
    const post = page('zh-CN', 'blog-wrapper blog-post-page plugin-blog', '');
    const html: Record<string, string> = {'/a': doc, '/b': sameType, '/en/a': english, '/blog/p': post};
    const chosen = browserPages(Object.keys(html), (p) => pageTypeMarks(html[p]!), new Set());
    assert.deepEqual(chosen.sort(), ['/a', '/blog/p', '/en/a'].sort());
  });
});

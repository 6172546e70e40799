import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {browserPages, pageMarks} from '../e2e/lib/crawlPlan';

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
});

import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {
  builtFileFor,
  checkLinks,
  checkMarkdownLinks,
  missingSocialImages,
  pathOf,
  shownContainerSyntax,
} from '../scripts/lib/links';

function site(files: Record<string, string>): string {
  const build = mkdtempSync(path.join(tmpdir(), 'links-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(build, file)), {recursive: true});
    writeFileSync(path.join(build, file), text);
  }
  return build;
}

describe('scripts/lib/links.ts', () => {
  it('follows links and anchors like the server, including encoded paths and same-page anchors', () => {
    const build = site({
      'index.html': '<a href="/docs/a#top">a</a><a href=/docs/Q%26A/b>b</a><a href="#here">x</a><p id=here>',
      'docs/a/index.html': '<h2 id="top">A</h2><a href="https://example.org/x#y">out</a><a href="../a.html">',
      'docs/Q&A/b/index.html': '<a href="/docs/a">a</a><a href="mailto:x@example.org">m</a>',
      'docs/a.html': '<a href="/">home</a>',
    });
    const report = checkLinks(build);
    assert.deepEqual(report.broken, []);
    assert.equal(report.pages, 4);
    assert.equal(report.links, 6);
    assert.equal(report.anchors, 2);
  });

  it('reports a missing page and a missing anchor, naming page and link', () => {
    const build = site({
      'index.html': '<a href="/docs/gone">x</a><a href="/docs/a#nope">y</a><a href="#nowhere">z</a>',
      'docs/a/index.html': '<h2 id="top">A</h2>',
    });
    assert.deepEqual(checkLinks(build).broken, [
      '/ → /docs/gone (no such page)',
      '/ → /docs/a#nope (no #nope there)',
      '/ → #nowhere (no #nowhere there)',
    ]);
  });

  it('never resolves a path outside the build folder', () => {
    const build = site({'index.html': ''});
    assert.equal(builtFileFor(build, '/../../etc/passwd'), undefined);
    assert.equal(builtFileFor(build, '/%E0%A4%A'), undefined);
    assert.equal(pathOf('docs/a/index.html'), '/docs/a/');
    assert.equal(pathOf('404.html'), '/404');
  });

  it('reports a page whose og:image is not in the build', () => {
    const build = site({
      'index.html': '<meta property="og:image" content="https://x.example/img/card.png">',
      'en/index.html': '<meta property="og:image" content="https://x.example/img/none.png">',
      'img/card.png': 'png',
    });
    assert.deepEqual(missingSocialImages(build, ['index.html', 'en/index.html']), ['en/index.html']);
  });

  it('follows the links of llms.txt and the Markdown copies, the site’s own address included, not those in code', () => {
    const build = site({
      'llms.txt':
        '- [A](https://x.example/docs/a.md)\n- [B](/docs/Q\\&A/b.md)\n- [Out](https://other.example/)',
      'docs/a.md':
        '[home](https://x.example/) [b](/docs/Q\\&A/b#top) `[no](/nowhere)`\n\n```md\n[no](/gone)\n```\n',
      'docs/Q&A/b.md': '[gone](/docs/gone) [a](/docs/a#nope)',
      'docs/Q&A/b/index.html': '<h2 id="top">B</h2>',
      'docs/a/index.html': '<h2 id="top">A</h2>',
      'index.html': '',
    });
    const report = checkMarkdownLinks(build, 'https://x.example');
    assert.equal(report.pages, 3);
    assert.equal(report.links, 5);
    assert.deepEqual(report.broken, [
      '/docs/Q&A/b.md → /docs/gone (no such page)',
      '/docs/Q&A/b.md → /docs/a#nope (no #nope there)',
    ]);
  });

  it('reports a page that shows Markdown container syntax as text', () => {
    const build = site({
      'index.html': '<div class="admonition"><p>Fine</p></div>',
      'docs/a/index.html': '<p>:::tip[Title]</p><p>text</p><p>:::</p>',
    });
    assert.deepEqual(shownContainerSyntax(build), ['docs/a/index.html']);
  });
});

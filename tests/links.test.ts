import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {builtFileFor, checkLinks, missingSocialImages, pathOf} from '../scripts/lib/links';

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
});

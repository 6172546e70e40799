import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {notFoundFile, resolveFile, startStaticServer} from '../scripts/lib/static-server';

const root = mkdtempSync(path.join(tmpdir(), 'site-'));
for (const file of [
  'index.html',
  '404.html',
  'en/404.html',
  'docs/intro/index.html',
  'docs/Q&A/x/index.html',
]) {
  mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
  writeFileSync(path.join(root, file), file);
}
writeFileSync(path.join(path.dirname(root), 'secret.txt'), 'secret');

describe('static server path resolution', () => {
  it('serves folder index pages with and without a trailing slash', () => {
    assert.equal(resolveFile(root, '/'), path.join(root, 'index.html'));
    assert.equal(resolveFile(root, '/docs/intro'), path.join(root, 'docs/intro/index.html'));
    assert.equal(resolveFile(root, '/docs/intro/'), path.join(root, 'docs/intro/index.html'));
    assert.equal(resolveFile(root, '/docs/Q%26A/x'), path.join(root, 'docs/Q&A/x/index.html'));
  });

  it('never leaves the build folder', () => {
    for (const attack of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/docs/../../secret.txt',
      '/%00',
      '/%E0%A4%A',
    ]) {
      assert.equal(resolveFile(root, attack), undefined, attack);
    }
  });

  it('answers unknown paths with the not-found page of their locale', () => {
    assert.equal(notFoundFile(root, '/en/nope', ['en']), path.join(root, 'en/404.html'));
    assert.equal(notFoundFile(root, '/en', ['en']), path.join(root, 'en/404.html'));
    assert.equal(notFoundFile(root, '/english', ['en']), path.join(root, '404.html'));
    assert.equal(notFoundFile(root, '/nope', ['en']), path.join(root, '404.html'));
  });
});

describe('static server revalidation', () => {
  it('sends an ETag and answers a request that sends it back with 304 and no body', async () => {
    const server = await startStaticServer({root, port: 0});
    const {port} = server.address() as {port: number};
    try {
      const url = `http://127.0.0.1:${port}/docs/intro`;
      const first = await fetch(url);
      const etag = first.headers.get('etag');
      assert.equal(first.status, 200);
      assert.equal(await first.text(), 'docs/intro/index.html');
      assert.match(String(etag), /^W\/"[0-9a-f]+-[0-9a-f]+(-gz)?"$/);
      const again = await fetch(url, {headers: {'If-None-Match': etag!}});
      assert.equal(again.status, 304);
      assert.equal(await again.text(), '');
      const changed = await fetch(url, {headers: {'If-None-Match': 'W/"0-0"'}});
      assert.equal(changed.status, 200);
    } finally {
      server.close();
    }
  });
});

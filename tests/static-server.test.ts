import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {notFoundFile, resolveFile} from '../scripts/lib/static-server';

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

import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {contentSecurityPolicy, CSP_PLACEHOLDER, headersFor, parseHeaders} from '../config/headers';
import {inlineScriptHashes, nginxSecurityHeaders} from '../plugins/security-headers';

describe('static/_headers', () => {
  const rules = parseHeaders(readFileSync('static/_headers', 'utf8'));
  it('sends the security headers on every path, with the CSP filled in at build time', () => {
    const page = headersFor(rules, '/docs/intro');
    assert.equal(page['Content-Security-Policy'], CSP_PLACEHOLDER);
    assert.equal(page['X-Content-Type-Options'], 'nosniff');
    assert.equal(page['Referrer-Policy'], 'strict-origin-when-cross-origin');
    assert.equal(page['Cache-Control'], undefined, 'HTML is left to the host default (revalidate)');
  });
  it('caches hashed assets and the search index shards for a year, and revalidates its manifest', () => {
    assert.match(
      headersFor(rules, '/assets/js/main.1234abcd.js')['Cache-Control']!,
      /max-age=31536000, immutable/,
    );
    // The shards' and sections' names carry the build's id (src/lib/search/format.ts).
    for (const file of ['/search-index/t12.0a1b2c3d4e.json', '/en/search-index/d3.0a1b2c3d4e.json']) {
      assert.match(headersFor(rules, file)['Cache-Control']!, /max-age=31536000, immutable/, file);
    }
    // The manifest names the shards of the current build: never kept without asking.
    assert.equal(headersFor(rules, '/search-index.json')['Cache-Control'], undefined);
    assert.equal(headersFor(rules, '/en/search-index.json')['Cache-Control'], undefined);
  });
});

describe('the nginx security-headers snippet', () => {
  const template = readFileSync('static/_headers', 'utf8');
  const filled = template.replace(CSP_PLACEHOLDER, contentSecurityPolicy(['sha256-abc=']));

  it('sends every header of the "/*" rule on every response, the policy included', () => {
    const snippet = nginxSecurityHeaders(filled);
    const all = parseHeaders(filled).find((rule) => rule.path === '/*')!;
    const lines = snippet.split('\n').filter((line) => line.startsWith('add_header'));
    assert.equal(lines.length, Object.keys(all.headers).length);
    for (const [name, value] of Object.entries(all.headers)) {
      assert.ok(lines.includes(`add_header ${name} "${value}" always;`), name);
    }
    assert.match(snippet, /add_header Content-Security-Policy "[^"]*'sha256-abc='[^"]*" always;/);
  });

  it('leaves path-specific rules (caching) to deploy/nginx.conf', () => {
    assert.doesNotMatch(nginxSecurityHeaders(filled), /Cache-Control/);
  });

  it('refuses values nginx would read differently, naming the header', () => {
    for (const value of ['a "quoted" value', 'a $variable', 'a \\ backslash']) {
      assert.throws(
        () => nginxSecurityHeaders(`/*\n  X-Test: ${value}\n`),
        /static\/_headers: header "X-Test" cannot be written for nginx/,
      );
    }
  });

  it('fails clearly when static/_headers has no rule for every path', () => {
    assert.throws(() => nginxSecurityHeaders('/assets/*\n  Cache-Control: no-cache\n'), /the rule "\/\*"/);
  });
});

describe('Content-Security-Policy', () => {
  it('allows only this site, hashed inline scripts and no framing', () => {
    const policy = contentSecurityPolicy(['sha256-abc=']);
    assert.match(policy, /script-src 'self' 'sha256-abc='/);
    assert.match(policy, /frame-ancestors 'none'/);
    assert.match(policy, /object-src 'none'/);
    assert.doesNotMatch(policy, /unsafe-eval|script-src[^;]*unsafe-inline|\*/);
  });
  it('hashes executable inline scripts and skips JSON-LD and external scripts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-'));
    mkdirSync(path.join(dir, 'en'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<script>a()</script><script type="application/ld+json">{}</script><script src="/x.js"></script>',
    );
    writeFileSync(path.join(dir, 'en/index.html'), '<script>a()</script><script>b()</script>');
    const hashes = inlineScriptHashes(dir);
    assert.equal(hashes.length, 2);
    // sha256 of "a()"
    assert.ok(hashes.includes('sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='), hashes.join(' '));
  });
});

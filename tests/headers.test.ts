import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import yaml from 'js-yaml';
import community from '../config/community';
import {
  contentSecurityPolicy,
  CSP_PLACEHOLDER,
  filledHeaders,
  headersFor,
  HSTS_PLACEHOLDER,
  metaContentSecurityPolicy,
  parseHeaders,
  strictTransportSecurity,
  strictTransportSecurityValue,
  type StrictTransportSecuritySettings,
} from '../site/headers';
import {
  CSP_META_ENV,
  inlineScriptHashes,
  nginxSecurityHeaders,
  withMetaPolicy,
} from '../plugins/security-headers';
import {observatoryGrade} from './lib/observatory';

describe('static/_headers', () => {
  const rules = parseHeaders(readFileSync('static/_headers', 'utf8'));
  it('sends the security headers on every path, with the CSP filled in at build time', () => {
    const page = headersFor(rules, '/docs/intro');
    assert.equal(page['Content-Security-Policy'], CSP_PLACEHOLDER);
    assert.equal(page['X-Content-Type-Options'], 'nosniff');
    assert.equal(page['Referrer-Policy'], 'strict-origin-when-cross-origin');
    assert.equal(page['Strict-Transport-Security'], HSTS_PLACEHOLDER);
    // Another site's window cannot keep a handle on the site's pages, nor embed its files.
    assert.equal(page['Cross-Origin-Opener-Policy'], 'same-origin');
    assert.equal(page['Cross-Origin-Resource-Policy'], 'same-site');
    assert.equal(page['Cache-Control'], undefined, 'HTML is left to the host default (revalidate)');
  });
  it('caches hashed assets and the search index shards for a year, and revalidates its manifest', () => {
    assert.match(
      headersFor(rules, '/assets/js/main.1234abcd.js')['Cache-Control']!,
      /max-age=31536000, immutable/,
    );
    // The shards' and sections' names carry the build's id (plugins/search/runtime/format.ts).
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
  const filled = filledHeaders(template, contentSecurityPolicy(['sha256-abc=']), 'max-age=60');

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

const HTTPS_SITE = 'https://docs.made-up.test';
const HTTP_SITE = 'http://docs.made-up.test';
const settings = (changes: Partial<StrictTransportSecuritySettings>): StrictTransportSecuritySettings => ({
  ...strictTransportSecurity,
  ...changes,
});

describe('Strict-Transport-Security', () => {
  it('is on by default for an https site, for a year, without subdomains', () => {
    assert.equal(strictTransportSecurity.enabled, 'auto');
    assert.equal(strictTransportSecurityValue(strictTransportSecurity, HTTPS_SITE), 'max-age=31536000');
  });
  it('is off by default for an http site, and when turned off', () => {
    assert.equal(strictTransportSecurityValue(strictTransportSecurity, HTTP_SITE), undefined);
    assert.equal(strictTransportSecurityValue(settings({enabled: false}), HTTPS_SITE), undefined);
    assert.equal(strictTransportSecurityValue(settings({enabled: true}), HTTP_SITE), 'max-age=31536000');
  });
  it('adds includeSubDomains and preload only when asked', () => {
    assert.equal(
      strictTransportSecurityValue(settings({includeSubDomains: true}), HTTPS_SITE),
      'max-age=31536000; includeSubDomains',
    );
    assert.equal(
      strictTransportSecurityValue(settings({includeSubDomains: true, preload: true}), HTTPS_SITE),
      'max-age=31536000; includeSubDomains; preload',
    );
  });
  it('refuses settings that cannot work, naming the setting', () => {
    assert.throws(
      () => strictTransportSecurityValue(settings({preload: true}), HTTPS_SITE),
      /strictTransportSecurity\.preload: .*includeSubDomains/,
    );
    assert.throws(
      () =>
        strictTransportSecurityValue(
          settings({preload: true, includeSubDomains: true, maxAgeSeconds: 600}),
          HTTPS_SITE,
        ),
      /strictTransportSecurity\.preload/,
    );
    for (const maxAgeSeconds of [-1, 1.5, Number.NaN]) {
      assert.throws(
        () => strictTransportSecurityValue(settings({maxAgeSeconds}), HTTPS_SITE),
        /strictTransportSecurity\.maxAgeSeconds/,
      );
    }
  });
});

describe('filledHeaders', () => {
  const template = readFileSync('static/_headers', 'utf8');
  it('fills in the policy and the HSTS value', () => {
    const all = headersFor(parseHeaders(filledHeaders(template, "default-src 'self'", 'max-age=5')), '/x');
    assert.equal(all['Content-Security-Policy'], "default-src 'self'");
    assert.equal(all['Strict-Transport-Security'], 'max-age=5');
  });
  it('leaves the HSTS line out when it is off, and keeps every other header', () => {
    const filled = filledHeaders(template, "default-src 'self'", undefined);
    const all = headersFor(parseHeaders(filled), '/x');
    assert.equal(all['Strict-Transport-Security'], undefined);
    assert.ok(!filled.includes(HSTS_PLACEHOLDER));
    const withHsts = headersFor(
      parseHeaders(filledHeaders(template, "default-src 'self'", 'max-age=5')),
      '/x',
    );
    assert.deepEqual(
      Object.keys(all).sort(),
      Object.keys(withHsts)
        .filter((k) => k !== 'Strict-Transport-Security')
        .sort(),
    );
  });
  it('fails clearly when static/_headers lost a placeholder', () => {
    assert.throws(
      () => filledHeaders(template.replace(HSTS_PLACEHOLDER, 'max-age=1'), 'x', undefined),
      /the line "Strict-Transport-Security: __STRICT_TRANSPORT_SECURITY__" is missing/,
    );
    assert.throws(
      () => filledHeaders(template.replace(CSP_PLACEHOLDER, 'x'), 'x', undefined),
      /the line "Content-Security-Policy: __CONTENT_SECURITY_POLICY__" is missing/,
    );
  });
});

describe('the headers of the documented nginx + certbot setup', () => {
  const template = readFileSync('static/_headers', 'utf8');
  const headersOf = (siteUrl: string) =>
    headersFor(
      parseHeaders(
        filledHeaders(
          template,
          contentSecurityPolicy(['sha256-abc='], []),
          strictTransportSecurityValue(strictTransportSecurity, siteUrl),
        ),
      ),
      '/',
    );
  it('score A+ under the MDN HTTP Observatory rules for an https site', () => {
    const grade = observatoryGrade(headersOf(HTTPS_SITE));
    assert.equal(grade.grade, 'A+', JSON.stringify(grade));
    assert.ok(
      Object.values(grade.modifiers).every((m) => m >= 0),
      JSON.stringify(grade.modifiers),
    );
  });
  it("score A+ with this site's own settings when its address is https", () => {
    if (new URL(community.siteUrl).protocol !== 'https:') return;
    assert.equal(observatoryGrade(headersOf(community.siteUrl)).grade, 'A+');
  });
  it('would score B+ without HSTS (the grader tells them apart)', () => {
    const without = headersOf(HTTPS_SITE);
    delete without['Strict-Transport-Security'];
    assert.equal(observatoryGrade(without).score, 80);
  });
});

describe('the Content-Security-Policy in a <meta> element (GitHub Pages)', () => {
  const policy = contentSecurityPolicy(['sha256-abc='], ['https://status.made-up.test']);
  it('keeps the script policy and leaves out what a meta policy cannot have', () => {
    const meta = metaContentSecurityPolicy(`${policy}; report-uri /csp; sandbox`);
    assert.match(meta, /script-src 'self' 'sha256-abc='/);
    assert.match(meta, /connect-src 'self' https:\/\/status\.made-up\.test/);
    assert.match(meta, /object-src 'none'/);
    assert.doesNotMatch(meta, /frame-ancestors|report-uri|sandbox/);
  });
  it('goes into <head> after the charset, before any script, once', () => {
    const page =
      '<!doctype html><html lang=zh><head><meta charset=UTF-8><script>a()</script></head><body><script>b()</script></body></html>';
    const once = withMetaPolicy(page, "script-src 'self'");
    const meta = `<meta http-equiv="Content-Security-Policy" content="script-src 'self'">`;
    assert.equal(once, page.replace('<meta charset=UTF-8>', `<meta charset=UTF-8>${meta}`));
    assert.ok(once.indexOf('Content-Security-Policy') < once.indexOf('<script>'));
    const twice = withMetaPolicy(once, "script-src 'none'");
    assert.equal(twice.match(/Content-Security-Policy/g)!.length, 1);
    assert.match(twice, /content="script-src 'none'"/);
  });
  it('escapes the policy for the attribute and needs a <head>', () => {
    assert.match(
      withMetaPolicy('<head></head>', 'a "b" <c> & d'),
      /content="a &quot;b&quot; &lt;c&gt; &amp; d"/,
    );
    assert.throws(() => withMetaPolicy('<p>fragment</p>', 'x', 'x.html'), /x\.html: no <head>/);
  });
  it('is what the GitHub Pages workflow builds with', () => {
    const workflow = yaml.load(readFileSync('.github/workflows/deploy.yml', 'utf8')) as {
      env?: Record<string, string>;
      jobs: Record<
        string,
        {env?: Record<string, string>; steps: {run?: string; env?: Record<string, string>}[]}
      >;
    };
    const build = Object.values(workflow.jobs).find((job) =>
      job.steps.some((s) => s.run?.includes('npm run build')),
    )!;
    const step = build.steps.find((s) => s.run?.includes('npm run build'))!;
    const env = {...workflow.env, ...build.env, ...step.env};
    assert.equal(String(env[CSP_META_ENV]), '1');
  });
});

describe('the security-headers plugin after a build', () => {
  // `docusaurus build --out-dir <folder>`: the default locale builds into the folder, the others
  // into a folder of it; the headers go beside the pages wherever that is, not into ./build.
  it('writes _headers and the nginx snippet into the build folder it was given', async () => {
    const {default: securityHeadersPlugin, NGINX_SNIPPET} = await import('../plugins/security-headers');
    const site = mkdtempSync(path.join(tmpdir(), 'headers-site-'));
    mkdirSync(path.join(site, 'static'));
    writeFileSync(path.join(site, 'static/_headers'), readFileSync('static/_headers', 'utf8'));
    const out = path.join(site, 'elsewhere');
    const page =
      '<!doctype html><html><head><script>document.documentElement.dataset.x="1"</script></head></html>';
    for (const dir of [out, path.join(out, 'en')]) {
      mkdirSync(dir, {recursive: true});
      writeFileSync(path.join(dir, 'index.html'), page);
      writeFileSync(path.join(dir, '_headers'), 'copied by the build from static/');
    }
    const context = (locale: string) =>
      ({siteDir: site, i18n: {currentLocale: locale, defaultLocale: 'zh'}}) as never;
    for (const [locale, dir] of [
      ['zh', out],
      ['en', path.join(out, 'en')],
    ] as const) {
      const plugin = securityHeadersPlugin(context(locale));
      await plugin.postBuild!({outDir: dir} as never);
    }
    const headers = readFileSync(path.join(out, '_headers'), 'utf8');
    assert.ok(!headers.includes(CSP_PLACEHOLDER), 'the policy is filled in');
    assert.match(headers, /'sha256-[^']+'/, 'with the hash of the inline script');
    assert.ok(readFileSync(path.join(out, NGINX_SNIPPET), 'utf8').includes('Content-Security-Policy'));
    assert.throws(() => readFileSync(path.join(out, 'en', '_headers')), 'no per-locale copy is left');
  });
});

import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {NGINX_SNIPPET} from '../plugins/security-headers';
import {mainConfig, SHIPPED_CONFIG, SHIPPED_ROOT, siteConfig} from '../scripts/lib/nginx';

const shipped = readFileSync(SHIPPED_CONFIG, 'utf8');

describe('deploy/nginx.conf', () => {
  it('includes the security-headers snippet the build writes, from the folder it serves', () => {
    assert.match(shipped, new RegExp(`^\\s*root ${SHIPPED_ROOT};`, 'm'));
    assert.match(
      shipped,
      new RegExp(`^\\s*include ${SHIPPED_ROOT}/${NGINX_SNIPPET.replace('.', '\\.')};`, 'm'),
    );
  });

  it('sets headers only at server level, where every location inherits them', () => {
    // A location with its own add_header would silently drop the security headers.
    const code = shipped.replace(/#.*$/gm, '');
    const blocks = code.match(/^\s*location\b[^{]*\{[^}]*\}/gm) ?? [];
    assert.ok(blocks.length >= 2);
    for (const block of blocks) {
      assert.doesNotMatch(block, /add_header/, block);
    }
  });
});

describe('the nginx configuration the tests run', () => {
  const site = siteConfig(shipped, '/tmp/some build', 4321);

  it('is the shipped server with only its build folder and listen address changed', () => {
    assert.ok(!site.replace(/#.*$/gm, '').includes(SHIPPED_ROOT));
    // Quoted: a checkout path may have spaces.
    assert.match(site, /^\s*root "\/tmp\/some build";/m);
    assert.match(site, new RegExp(`include "/tmp/some build/${NGINX_SNIPPET.replace('.', '\\.')}";`));
    assert.deepEqual(
      site.match(/^\s*listen\s[^;]*;/gm)?.map((l) => l.trim()),
      ['listen 127.0.0.1:4321;'],
    );
    const strip = (text: string) =>
      text
        .split('\n')
        .filter((line) => !/^\s*listen\s/.test(line))
        .join('\n');
    assert.equal(
      strip(site),
      strip(shipped).replace(new RegExp(`${SHIPPED_ROOT}(\\S*);`, 'g'), '"/tmp/some build$1";'),
    );
  });

  it('refuses a shipped file that no longer names its build folder', () => {
    assert.throws(
      () => siteConfig(shipped.split(SHIPPED_ROOT).join('/srv/site'), '/tmp/b', 1),
      /deploy\/nginx\.conf: expected "root \/var\/www/,
    );
    assert.throws(
      () => siteConfig(shipped.replace(/^\s*listen\s.*$/gm, ''), '/tmp/b', 1),
      /no listen directive/,
    );
  });

  it('writes pid, logs and temporary files only inside its own folder', () => {
    const prefix = '/tmp/nginx-site-x';
    const main = mainConfig({prefix, confDir: '/etc/nginx'});
    const paths = [...main.matchAll(/^\s*(?:pid|error_log|access_log|\w+_temp_path)\s+"([^"]+)"/gm)].map(
      (m) => m[1]!,
    );
    assert.equal(paths.length, 8);
    for (const file of paths) assert.ok(file.startsWith(prefix + path.sep), file);
    assert.match(main, /daemon off;/);
    assert.match(main, new RegExp(`include "${prefix}/site\\.conf";`));
  });
});

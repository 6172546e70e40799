import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';
import {createElement} from 'react';
import type {CommunityConfig} from '../config/community';
import {locales} from '../e2e/lib/site';
import {DRAG_PREFIX, skinApiAddress, skinDragData, YGGDRASIL_PATH} from '../src/lib/skinSite';
import {load, renderElement} from './lib/renderPage';

describe('skin site API address (src/lib/skinSite.ts)', () => {
  it('adds the Yggdrasil path to the site address', () => {
    assert.equal(skinApiAddress('https://skins.made-up.test'), 'https://skins.made-up.test/api/yggdrasil');
  });

  it('drops a trailing slash, a query and a fragment; keeps a sub-path and a port', () => {
    assert.equal(skinApiAddress('https://skins.made-up.test/'), 'https://skins.made-up.test/api/yggdrasil');
    assert.equal(
      skinApiAddress('https://made-up.test:8443/skin//?from=nav#top'),
      'https://made-up.test:8443/skin/api/yggdrasil',
    );
  });

  it('rejects an address that is not an absolute web address, naming the field', () => {
    assert.throws(() => skinApiAddress('skins.made-up.test'), /skinSite\.url must be an absolute URL/);
    assert.throws(
      () => skinApiAddress('ftp://skins.made-up.test'),
      /skinSite\.url must start with https:\/\//,
    );
  });
});

describe('drag into the launcher (authlib-injector drag-and-drop format)', () => {
  const address = 'https://made-up.test:8443/skin/api/yggdrasil?x=1&y=2';
  const data = skinDragData(address);

  it('is authlib-injector:yggdrasil-server: and the address as one URI component', () => {
    assert.equal(DRAG_PREFIX, 'authlib-injector:yggdrasil-server:');
    assert.equal(data, `authlib-injector:yggdrasil-server:${encodeURIComponent(address)}`);
  });

  it("reads back as HMCL reads it: three ':'-separated parts, the third URL-decoded", () => {
    // HMCLCore AuthlibInjectorDnD.parseUrlFromDragboard: uri.split(":"), length 3, decodeURL(parts[2]).
    const parts = data.split(':');
    assert.equal(parts.length, 3);
    assert.deepEqual(parts.slice(0, 2), ['authlib-injector', 'yggdrasil-server']);
    assert.equal(decodeURIComponent(parts[2]!), address);
  });

  it('reads back as PCL reads it: URL-decoded after the prefix', () => {
    // PCL FormMain FrmMain_Drop: StartsWith(prefix), WebUtility.UrlDecode(Substring(prefix.Length)).
    assert.ok(data.startsWith(DRAG_PREFIX));
    assert.equal(decodeURIComponent(data.slice(DRAG_PREFIX.length)), address);
  });
});

describe('<SkinApiAddress/> (src/components/SkinApiAddress)', () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = community.skinSite.url;
  after(() => (community.skinSite.url = saved));
  const {default: SkinApiAddress} = load<typeof import('../src/components/SkinApiAddress')>(
    '@site/src/components/SkinApiAddress',
  );
  const shown = (locale: (typeof locales)[number]) => {
    const html = renderElement(createElement(SkinApiAddress), locale);
    return {html, code: /data-testid="skin-api-address"[^>]*>([^<]*)</.exec(html)?.[1]};
  };

  it('shows the address of the configured skin site, in both languages, with a copy button', () => {
    // The site's address as a folder, and the API path under it.
    const expected = new URL(YGGDRASIL_PATH.slice(1), community.skinSite.url.replace(/\/*$/, '/')).href;
    for (const locale of locales) {
      const {html, code} = shown(locale);
      assert.equal(code, expected, locale);
      assert.match(html, /<button[^>]*aria-label="[^"]+"/, `${locale}: a labelled copy button`);
    }
  });

  it('follows config/community.ts: another skin site, another address', () => {
    community.skinSite.url = 'https://another-skin.made-up.test/';
    assert.equal(shown('zh').code, 'https://another-skin.made-up.test/api/yggdrasil');
  });
});

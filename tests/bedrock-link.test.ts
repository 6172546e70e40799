import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import decodeQR from 'qr/decode.js';
import community from '../config/community';
import {locales} from '../config/locale';
import {addServerLink} from '../src/lib/bedrockLink';
import {bedrockLinkData} from '../plugins/community-data';
import {qrImage, qrModules, qrPath} from '../plugins/lib/qrCode';
import {localize} from '../src/lib/localized';

describe('Bedrock one-tap link', () => {
  it('is minecraft://?addExternalServer=<name>|<host>:<port>, the name percent-encoded', () => {
    assert.equal(
      addServerLink('Stonebridge', 'bedrock.test.invalid', 19132),
      'minecraft://?addExternalServer=Stonebridge|bedrock.test.invalid:19132',
    );
    assert.equal(
      addServerLink('石桥 服|1', 'bedrock.test.invalid', 19133),
      'minecraft://?addExternalServer=%E7%9F%B3%E6%A1%A5%20%E6%9C%8D%7C1|bedrock.test.invalid:19133',
    );
  });

  it('has a QR code that a QR decoder reads back as the link, in each locale', () => {
    for (const locale of locales) {
      const data = bedrockLinkData(locale);
      if (!community.bedrockLink.enabled) {
        assert.equal(data, null);
        continue;
      }
      const {host, port} = community.bedrock;
      assert.equal(data!.href, addServerLink(localize(community.serverName, locale), host, port));
      assert.equal(decodeQR(qrImage(data!.qr.path, data!.qr.size)), data!.href);
    }
  });

  it('draws each run of dark modules once', () => {
    const {size, path} = qrPath('minecraft://?addExternalServer=X|a.example:1');
    const modules = qrModules(path, size);
    assert.equal(modules.length, size);
    // Finder pattern: the first row starts with seven dark modules, then a light one.
    assert.deepEqual(modules[0]!.slice(0, 8), [true, true, true, true, true, true, true, false]);
  });
});

describe('the Bedrock join page points to the one-tap link before the steps by hand', () => {
  it('shows the hint, naming the card button, exactly when the community has the link', async () => {
    const {renderDoc, textOf} = await import('./lib/renderPage');
    const {docSource} = await import('../e2e/lib/site');
    const {ROUTES} = await import('../src/lib/newcomer');
    const html = await renderDoc(docSource(ROUTES.joinBedrock, 'zh')!, 'zh');
    const hint = html.match(/<p data-one-tap-hint="">[\s\S]*?<\/p>/)?.[0];
    assert.equal(Boolean(hint), community.bedrockLink.enabled);
    if (hint) {
      const button = html.match(/data-testid="bedrock-add-link"[^>]*>([^<]+)</)![1]!;
      assert.ok(textOf(hint).includes(button), hint);
      assert.ok(
        html.indexOf('data-one-tap-hint') > html.indexOf('bedrock-add-link'),
        'the card it names is above it',
      );
    }
  });
});

describe('the one-tap link is quiet', () => {
  it('is an outline button, not a filled one: it must not outshout the addresses for Java readers', async () => {
    const {renderDoc} = await import('./lib/renderPage');
    const {docSource} = await import('../e2e/lib/site');
    const {ROUTES} = await import('../src/lib/newcomer');
    if (!community.bedrockLink.enabled) return;
    const html = await renderDoc(docSource(ROUTES.joinBedrock, 'zh')!, 'zh');
    const tag = /<a [^>]*data-testid="bedrock-add-link"[^>]*>/.exec(html)![0];
    assert.match(tag, /button--outline/, tag);
  });
});

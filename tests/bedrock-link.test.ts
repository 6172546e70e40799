import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import decodeQR from 'qr/decode.js';
import community from '../config/community';
import {locales} from '../config/locale';
import {addServerLink} from '../src/lib/bedrockLink';
import {bedrockLinkData} from '../plugins/community-data';
import {qrImage, qrModules, qrPath} from '../plugins/lib/qrCode';

describe('Bedrock one-tap link', () => {
  it('is minecraft://?addExternalServer=<name>|<host>:<port>, the name percent-encoded', () => {
    assert.equal(
      addServerLink('Blocktown', 'be.example.com', 19132),
      'minecraft://?addExternalServer=Blocktown|be.example.com:19132',
    );
    assert.equal(
      addServerLink('方块 小镇|1', 'be.example.com', 19133),
      'minecraft://?addExternalServer=%E6%96%B9%E5%9D%97%20%E5%B0%8F%E9%95%87%7C1|be.example.com:19133',
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
      assert.equal(data!.href, addServerLink(community.serverName[locale], host, port));
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

import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import decodeQR from 'qr/decode.js';
import {expect, test} from './lib/test';
import {BUILD} from './lib/built';
import {localized, locales} from './lib/site';
import community from '../config/community';
import {addServerLink} from '../src/lib/bedrockLink';
import {qrImage} from '../plugins/lib/qrCode';
import {localize} from '../src/lib/localized';
import {PHONE} from './lib/screens';

/**
 * The Bedrock one-tap add link on the address card (home, Bedrock join page) and its QR
 * code: the link from config/community.ts, the QR code readable and naming itself, shown where
 * someone can scan it (a computer screen), and no QR code library in the browser.
 */

const pages = ['/', '/docs/serverDocs/ji-yan-ban-jia-ru-fu-wu-qi'];
const qrLabel = {zh: '二维码', en: 'QR code'};

test.skip(!community.bedrockLink.enabled, 'bedrockLink is off in config/community.ts');

for (const locale of locales) {
  test(`the link and a QR code that reads back as it, on a desktop (${locale})`, async ({page}) => {
    const {host, port} = community.bedrock;
    const href = addServerLink(localize(community.serverName, locale), host, port);
    await page.setViewportSize({width: 1280, height: 900});
    for (const route of pages) {
      await page.goto(localized(route, locale));
      const card = page.locator('.server-address').first();
      await expect(card.getByTestId('bedrock-add-link'), route).toHaveAttribute('href', href);
      const qr = card.getByRole('img', {name: new RegExp(localize(qrLabel, locale))});
      await expect(qr, route).toBeVisible();
      const {d, size} = await qr.evaluate((svg) => ({
        d: svg.querySelector('path')!.getAttribute('d')!,
        size: Number(svg.getAttribute('viewBox')!.split(' ')[2]) - 8,
      }));
      expect(decodeQR(qrImage(d, size)), route).toBe(href);
    }
  });
}

test('on a phone: the link, with where it works; no QR code to scan from the same screen', async ({page}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const card = page.locator('.server-address').first();
  await expect(card.getByTestId('bedrock-add-link')).toBeVisible();
  await expect(card).toContainText('Windows');
  await expect(card.getByRole('img', {name: /二维码/})).toBeHidden();
  await card.getByTestId('bedrock-add-link').focus();
  await expect(card.getByTestId('bedrock-add-link')).toBeFocused();
});

test('no QR code library in the JavaScript the browser gets', () => {
  const scripts = (readdirSync(BUILD, {recursive: true}) as string[]).filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(20);
  for (const file of scripts) {
    const text = readFileSync(path.join(BUILD, file), 'utf8');
    // qrcode-generator's own strings: its error-correction tables and its API.
    expect(/getModuleCount|createSvgTag|QRCode|qrcode-generator/i.test(text), file).toBe(false);
  }
});

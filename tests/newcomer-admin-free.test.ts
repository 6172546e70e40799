/**
 * The newcomer pages of this area (join pages, skin site, bot, FAQ, "can't get in", rules) hold no
 * server-admin set-up: how to run Geyser or authlib-injector on a server lives on the server guide
 * (docs/Other/start-server/winServer.md, #geyser and #skin-site-accounts), which these pages link.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import {docSource, locales} from '../e2e/lib/site';
import {ROUTES} from '../src/lib/newcomer';

/** Words only a server admin needs: plugin set-up, JVM flags, firewall protocols. */
const ADMIN_ONLY = [
  /-javaagent/,
  /enforce-secure-profile/,
  /ViaVersion/,
  /Geyser-Spigot/,
  /\bsignaling\b/i,
  /信令/,
  /RakNet/,
];

const pages = [
  ROUTES.joinJava,
  ROUTES.joinBedrock,
  ROUTES.skin,
  ROUTES.bot,
  ROUTES.faq,
  ROUTES.cannotJoin,
  ROUTES.rules,
];

describe('newcomer pages hold no admin set-up', () => {
  for (const locale of locales) {
    for (const route of pages) {
      it(`${locale} ${route}`, () => {
        const file = docSource(route, locale)!;
        const text = readFileSync(file, 'utf8');
        for (const word of ADMIN_ONLY)
          assert.doesNotMatch(text, word, `${file}: ${word} belongs on the server guide`);
      });
    }
    it(`${locale}: the server guide has the sections the pages link`, () => {
      const guide = readFileSync(docSource('/docs/Other/start-server/winServer', locale)!, 'utf8');
      assert.match(guide, /\{#geyser\}/);
      assert.match(guide, /\{#skin-site-accounts\}/);
      const skin = readFileSync(docSource(ROUTES.skin, locale)!, 'utf8');
      assert.match(skin, /winServer\.md#skin-site-accounts/);
    });
  }
});

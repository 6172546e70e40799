/**
 * The newcomer pages (the path's pages, join pages, skin site, bot, FAQ, "can't get in", rules) are
 * for players: they hold no server-admin set-up and no provenance. How to run Geyser, authlib-injector
 * or Java on a server lives on the server guide (docs/Other/start-server/winServer.md); where a fact
 * or a label comes from, and when it was checked, goes into an MDX comment (`{/* … *\/}`) or data/,
 * which readers never see.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import {docSource, locales} from '../e2e/lib/site';
import {ROUTES} from '../src/lib/newcomer';

/** Words only a server admin needs: plugin set-up, JVM flags, firewall protocols, admin commands. */
const ADMIN_ONLY = [
  /-javaagent/,
  /enforce-secure-profile/,
  /ViaVersion/,
  /Geyser-Spigot/,
  /\bsignaling\b/i,
  /信令/,
  /RakNet/,
  /JAVA_HOME/,
  /给服主|给开服/,
  /for server (owners|admins)/i,
  /`#查询`|`#whois`/,
];

/** Where a text comes from and when it was checked: for the maintainers, not the reader. */
const PROVENANCE = [
  /核对[）)]/,
  /\d{4} 年 \d{1,2} 月核对/,
  /checked (in )?(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/i,
  /\((January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\)/,
  /来自本站配置|this site's configuration/,
  /XR-046/,
  /取自[^。\n]{0,40}语言文件|labels of [^.\n]{0,60}language file/,
  /源代码(和语言文件)?核对|checked against [^.\n]{0,40}source code/,
];

const pages = [
  ROUTES.intro,
  ROUTES.start,
  ROUTES.java,
  ROUTES.skin,
  ROUTES.launchers,
  ROUTES.hmcl,
  ROUTES.pcl,
  ROUTES.join,
  ROUTES.joinJava,
  ROUTES.joinBedrock,
  ROUTES.bot,
  ROUTES.faq,
  ROUTES.cannotJoin,
  ROUTES.help,
  ROUTES.rules,
];

/** The page as readers get it: MDX comments and import lines left out. */
const readable = (text: string) => text.replace(/\{\/\*[\s\S]*?\*\/\}/g, '').replace(/^import .*$/gm, '');

describe('newcomer pages hold no admin set-up and no provenance', () => {
  for (const locale of locales) {
    for (const route of pages) {
      it(`${locale} ${route}`, () => {
        const file = docSource(route, locale)!;
        const text = readable(readFileSync(file, 'utf8'));
        for (const word of ADMIN_ONLY)
          assert.doesNotMatch(text, word, `${file}: ${word} belongs on the server guide`);
        for (const word of PROVENANCE)
          assert.doesNotMatch(text, word, `${file}: ${word} belongs in a comment or data/`);
      });
    }
    it(`${locale}: the server guide has the sections the admins need`, () => {
      const guide = readFileSync(docSource('/docs/Other/start-server/winServer', locale)!, 'utf8');
      assert.match(guide, /\{#geyser\}/);
      assert.match(guide, /\{#skin-site-accounts\}/);
      assert.match(guide, /\{#java-installer-options\}/);
    });
  }

  it('catches what it is meant to catch, and leaves comments alone', () => {
    assert.match(readable('按源代码核对（2026 年 11 月核对）'), PROVENANCE[1]!);
    assert.doesNotMatch(readable('{/* 2026 年 11 月核对 */}'), PROVENANCE[1]!);
  });
});

/**
 * The official launcher's installation screen (src/components/OfficialLauncher): the server's game
 * version from config, the launcher's labels only where data/official-launcher.json gives them for
 * the language (a blank bar otherwise, never another language's word), marks 1–4 as the steps of
 * the launcher page number them, a text alternative, and shown on the launcher page where the
 * server takes Microsoft accounts.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {after, describe, it} from 'node:test';
import {createElement} from 'react';
import type {CommunityConfig} from '../config/community';
import {siteTexts} from '../config/siteTexts';
import {docSource, locales} from '../e2e/lib/site';
import {ROUTES} from '../src/lib/newcomer';
import {inLocale} from '../src/lib/newcomerText';
import {load, renderDoc, renderElement, textOf} from './lib/renderPage';

const launcher = JSON.parse(readFileSync('data/official-launcher.json', 'utf8')) as {
  labels: Record<string, Record<string, string>>;
};
const community = load<{default: CommunityConfig}>('@site/config/community').default;
const saved = {login: community.login, gameVersion: community.gameVersion};
after(() => Object.assign(community, saved));
const {default: OfficialLauncher} = load<typeof import('../src/components/OfficialLauncher')>(
  '@site/src/components/OfficialLauncher',
);

describe('official launcher picture (OfficialLauncher)', () => {
  for (const locale of locales) {
    it(`${locale}: the game version from config, the launcher's own labels, blank where it has none`, () => {
      for (const version of [saved.gameVersion, '1.20.6']) {
        community.gameVersion = version;
        const html = renderElement(createElement(OfficialLauncher), locale);
        assert.match(
          html,
          new RegExp(`data-mockup="official-launcher" data-version="${version.replace(/\./g, '\\.')}"`),
        );
        const picture = /<div[^>]*role="img"[^>]*>([\s\S]*)<figcaption/.exec(html)![1]!;
        assert.ok(textOf(picture).includes(version), `${version} in the drop-down`);
        const missing = Object.values(launcher.labels).filter((label) => !label[locale]);
        for (const label of Object.values(launcher.labels))
          if (label[locale]) assert.ok(textOf(picture).includes(label[locale]), label[locale]);
        assert.equal(
          (html.match(/data-blank-label=""/g) ?? []).length,
          missing.length,
          'a blank bar per missing label',
        );
        for (const label of missing)
          for (const other of Object.values(label))
            assert.ok(!textOf(picture).includes(other), `${other} is another language's word`);
      }
    });

    it(`${locale}: marks 1 to 4, the legend and a text alternative in the site's words`, () => {
      community.gameVersion = saved.gameVersion;
      const words = inLocale(siteTexts.officialLauncher, locale);
      const html = renderElement(createElement(OfficialLauncher), locale);
      const marks = [...html.matchAll(/class="[^"]*mark[^"]*">(\d)</g)].map((m) => Number(m[1]));
      assert.deepEqual([...marks].sort(), [1, 2, 3, 4]);
      const alt = /aria-label="([^"]*)"/.exec(html)![1]!;
      assert.ok(alt.startsWith(words.kind), alt);
      assert.ok(alt.includes(saved.gameVersion), alt);
      assert.doesNotMatch(alt, /\{\w+\}/, 'every placeholder filled');
      const caption = textOf(/<figcaption[^>]*>([\s\S]*)<\/figcaption>/.exec(html)![1]!);
      assert.ok(caption.startsWith(`${words.kind}${words.separator}`), caption);
      assert.equal((html.match(/<li>/g) ?? []).length, Object.keys(words.legend).length);
    });

    it(`${locale}: read as text, each mark stays apart from its label (legend: mark, separator, name)`, () => {
      community.gameVersion = saved.gameVersion;
      const words = inLocale(siteTexts.officialLauncher, locale);
      const html = renderElement(createElement(OfficialLauncher), locale);
      // The text a copy or a screen reader gets: tags dropped, nothing added between them.
      const plain = (part: string) => part.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"');
      const items = [...html.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => plain(m[1]!));
      assert.equal(items.length, Object.keys(words.legend).length);
      items.forEach((item, i) => assert.match(item, new RegExp(`^${i + 1}${words.separator}\\S`), item));
      // The version's item: "3：版本选 1.21.4" / "3: Version 1.21.4", never "31.21.4".
      const version = items[Object.keys(words.legend).indexOf('version')]!;
      assert.ok(version.includes(saved.gameVersion), version);
      const picture = plain(/<div[^>]*role="img"[^>]*>([\s\S]*)<figcaption/.exec(html)![1]!);
      assert.ok(
        !picture.includes(`${saved.gameVersion}3`),
        'the mark on the drop-down runs into the version',
      );
      assert.ok(picture.includes(`${saved.gameVersion} 3`), picture);
    });

    it(`${locale}: on the launcher page where the server takes Microsoft accounts, not where it takes skin-site accounts only`, async () => {
      const file = docSource(ROUTES.launchers, locale)!;
      for (const login of ['microsoft', 'both', 'skinSite'] as const) {
        community.login = login;
        const html = await renderDoc(file, locale);
        assert.equal(html.includes('data-mockup="official-launcher"'), login !== 'skinSite', login);
      }
      community.login = saved.login;
    });
  }
});

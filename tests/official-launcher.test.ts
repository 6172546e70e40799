/**
 * The official launcher's lane: a Microsoft-account owner may use the official Minecraft Launcher
 * instead of Java and HMCL. The launcher page explains how to start the server's version there, the
 * home page's Java step offers it on the Microsoft row (not where the server takes skin-site accounts
 * only), and every "wrong version" fix names it beside HMCL and PCL.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {after, describe, it} from 'node:test';
import {createElement} from 'react';
import type {CommunityConfig, JavaLogin} from '../config/community';
import {docSource, locales} from '../e2e/lib/site';
import {acceptsMicrosoft, ROUTES} from '../src/lib/newcomer';
import {load, renderDoc, renderElement} from './lib/renderPage';

const community = load<{default: CommunityConfig}>('@site/config/community').default;
const saved = community.login;
after(() => {
  community.login = saved;
});

const OFFICIAL = 'official-launcher';
const read = (route: string, locale: string) => readFileSync(docSource(route, locale)!, 'utf8');

/** The source of the section under heading `{#id}`, up to the next heading of its level or above. */
function section(text: string, id: string): string {
  const at = text.indexOf(`{#${id}}`);
  assert.ok(at >= 0, `no {#${id}}`);
  const start = text.lastIndexOf('\n', at) + 1;
  const level = /^#+/.exec(text.slice(start))![0].length;
  const next = new RegExp(`^#{1,${level}} `, 'm');
  const rest = text.slice(at);
  const end = rest.slice(1).search(next);
  return end < 0 ? rest : rest.slice(0, end + 1);
}

/** The "wrong version" fixes: page, section. */
const FIXES: [string, string][] = [
  [ROUTES.joinJava, 'launch-the-right-version'],
  [ROUTES.joinJava, 'incompatible-client'],
  [ROUTES.cannotJoin, 'version-mismatch'],
  [ROUTES.faq, 'supported-versions'],
];

describe('the official launcher lane', () => {
  for (const locale of locales) {
    it(`${locale}: the launcher page explains it, with the version rule`, () => {
      const text = read(ROUTES.launchers, locale);
      const lane = section(text, OFFICIAL);
      assert.match(lane, /<VersionRule \/>/);
      assert.match(lane, /\{community\.gameVersion\}/);
      assert.match(lane, /java-ban-jia-ru-fu-wu-qi\.md#add-server/, 'no way on to adding the server');
      assert.match(
        section(text, 'which-one'),
        new RegExp(`\\(#${OFFICIAL}\\)`),
        'the choice does not link it',
      );
    });

    for (const [route, id] of FIXES) {
      it(`${locale}: ${route}#${id} fixes a wrong version in HMCL, PCL and the official launcher`, () => {
        const fix = section(read(route, locale), id);
        assert.match(fix, /hmcl-qi-dong-qi\.md#install-game/);
        assert.match(fix, /pcl-qi-dong-qi\.md#install-game/);
        assert.match(fix, new RegExp(`LancherConfig/index\\.md#${OFFICIAL}`));
      });
    }
  }

  for (const login of ['microsoft', 'skinSite', 'both'] as JavaLogin[]) {
    it(`login "${login}": the home page's Java step offers it only where Microsoft accounts get in`, async () => {
      community.login = login;
      const {NewcomerPaths} = load<typeof import('../src/components/Newcomer/Paths')>(
        '@site/src/components/Newcomer/Paths',
      );
      for (const locale of locales) {
        const html = renderElement(createElement(NewcomerPaths), locale);
        const href = `href="${ROUTES.launchers}#${OFFICIAL}"`;
        assert.equal(html.includes(href), acceptsMicrosoft(login), `${locale}: ${login}`);
        const page = await renderDoc(docSource(ROUTES.launchers, locale)!, locale);
        const title = new RegExp(`^## (.+) \\{#${OFFICIAL}\\}`, 'm').exec(
          read(ROUTES.launchers, locale),
        )![1]!;
        const lane = page.split('<h2').find((part) => part.startsWith(`>${title}</h2>`))!;
        assert.ok(lane, `${locale}: no "${title}" section`);
        const steps = lane.includes('<ol>');
        assert.equal(steps, acceptsMicrosoft(login), `${locale}: the steps with login ${login}`);
      }
    });
  }
});

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
import type {Admission, CommunityConfig, JavaLogin} from '../config/community';
import {docSource, locales} from '../e2e/lib/site';
import {
  acceptsMicrosoft,
  acceptsSkinSite,
  hasWhitelist,
  href,
  newcomerPaths,
  nextSteps,
  ROUTES,
  type StepId,
} from '../src/lib/newcomer';
import {load, renderDoc, renderElement} from './lib/renderPage';

const community = load<{default: CommunityConfig}>('@site/config/community').default;
const saved = {login: community.login, admission: community.admission};
after(() => Object.assign(community, saved));

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
];
/** Short answers that send the reader to one of FIXES instead of repeating it. */
const POINTERS: [string, string][] = [[ROUTES.faq, 'supported-versions']];

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

    for (const [route, id] of POINTERS) {
      it(`${locale}: ${route}#${id} sends a wrong version to a fix that covers every launcher`, () => {
        const pointer = section(read(route, locale), id);
        const targets = FIXES.filter(([fixRoute, fixId]) =>
          pointer.includes(`${fixRoute.split('/').at(-1)}.md#${fixId}`),
        );
        assert.ok(targets.length > 0, `${route}#${id} links none of ${FIXES.map((f) => f[1]).join(', ')}`);
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

/**
 * The Microsoft path is the official launcher's way: it brings its own Java, so that reader meets
 * no Java or launcher-choice step; HMCL and PCL stay a detour the next-step boxes still follow.
 * The skin-site path keeps Java and a launcher of the guides (the official launcher cannot sign in
 * with a skin-site account).
 */
describe("the Microsoft path goes the official launcher's way", () => {
  const LOGINS: JavaLogin[] = ['microsoft', 'skinSite', 'both'];
  const ADMISSIONS: Admission[] = [
    {whitelist: 'bot', typicalWaitHours: 5, remindAfterHours: 30},
    {whitelist: 'none'},
  ];
  const LAUNCHER_STEPS: StepId[] = ['launcher', 'account'];

  for (const login of LOGINS) {
    for (const admission of ADMISSIONS) {
      const config = {login, admission};
      const paths = newcomerPaths(config);
      const microsoft = paths.find((p) => p.id === 'java-microsoft');
      const skin = paths.find((p) => p.id === 'java-skin');
      const apply: StepId[] = hasWhitelist(admission) ? ['whitelist'] : [];
      const name = `login ${login}, whitelist ${admission.whitelist}`;

      it(`${name}: Microsoft accounts go (whitelist →) official launcher → add the server, with no Java step`, () => {
        assert.equal(Boolean(microsoft), acceptsMicrosoft(login));
        if (!microsoft) return;
        const ids = microsoft.steps.map((s) => s.id);
        assert.deepEqual(ids, [...apply, 'official-launcher', 'join-java']);
        for (const id of [...LAUNCHER_STEPS, 'java'] as const) assert.ok(!ids.includes(id), `a ${id} step`);
        const official = microsoft.steps.find((s) => s.id === 'official-launcher')!;
        assert.equal(href(official), `${ROUTES.launchers}#${OFFICIAL}`);
        assert.deepEqual(
          nextSteps(config, 'official-launcher').map((n) => [n.paths, href(n.step)]),
          [[['java-microsoft'], href(microsoft.steps.at(-1)!)]],
        );
      });

      it(`${name}: skin-site accounts take a launcher of the guides, not the official launcher`, () => {
        assert.equal(Boolean(skin), acceptsSkinSite(login));
        if (!skin) return;
        // One launcher step, the friend's launcher inside it (strict readings 67 and 68); the launcher
        // page's choice is the way round, which its next-step box carries on.
        assert.deepEqual(
          skin.steps.map((s) => s.id),
          ['skin-account', ...apply, 'account', 'join-java'],
        );
        assert.deepEqual(
          (skin.detour ?? []).map((s) => s.id),
          [...LAUNCHER_STEPS, 'join-java'],
        );
        assert.ok(
          nextSteps(config, 'launcher').some(
            (n) => n.paths.includes('java-skin') && href(n.step) === href(skin.steps.at(-2)!),
          ),
          'the launcher page carries a skin-site reader on to the guides',
        );
      });

      it(`${name}: a Microsoft reader who takes HMCL or PCL instead is carried on by the next-step boxes`, () => {
        if (!microsoft) return;
        const detour = microsoft.detour ?? [];
        assert.deepEqual(
          detour.map((s) => s.id),
          [...LAUNCHER_STEPS, 'join-java'],
        );
        detour.slice(0, -1).forEach((step, i) => {
          assert.ok(
            nextSteps(config, step.id).some(
              (n) => n.paths.includes('java-microsoft') && href(n.step) === href(detour[i + 1]!),
            ),
            `after ${step.id}`,
          );
        });
      });
    }
  }

  // A strict reading (batch 9): the page's last next-step box, for HMCL and PCL, sent the
  // official launcher's reader to HMCL. The section of that box opens with that reader's own next
  // step (reading 78: said at its end, "skip this section" came after the section).
  for (const login of LOGINS) {
    it(`login "${login}": the HMCL and PCL section opens with the official launcher's own next step`, async () => {
      community.login = login;
      const last = newcomerPaths(community)
        .find((p) => p.id === 'java-microsoft')
        ?.steps.at(-1);
      for (const locale of locales) {
        const page = await renderDoc(docSource(ROUTES.launchers, locale)!, locale);
        const box = page.indexOf('aria-labelledby="next-step-launcher"');
        assert.ok(box >= 0, `${locale}: no launcher box`);
        // From the section's heading to its list of the two guides.
        const heading = page.lastIndexOf('<h2', box);
        const first = page.slice(heading, page.indexOf('<ul>', heading));
        const link = last && `${last.page.split('/').at(-1)}.md#${last.hash}"`;
        assert.equal(Boolean(link && first.includes(link)), acceptsMicrosoft(login), `${locale}: ${first}`);
      }
    });
  }

  for (const locale of locales) {
    it(`${locale}: the launcher page's ${OFFICIAL} section ends with its next-step box`, () => {
      const lane = section(read(ROUTES.launchers, locale), OFFICIAL);
      const box = '<NextStep at="official-launcher" />';
      assert.ok(lane.includes(box), `no ${box}`);
      // After it only the page's closing still-stuck box.
      const rest = lane.slice(lane.lastIndexOf(box) + box.length).trim();
      assert.match(rest, /^(<StillStuck \/>)?$/, rest);
    });
  }

  for (const login of LOGINS) {
    it(`login "${login}": the rendered pages take the Microsoft reader from the official launcher to adding the server`, async () => {
      community.login = login;
      const {NewcomerPaths} = load<typeof import('../src/components/Newcomer/Paths')>(
        '@site/src/components/Newcomer/Paths',
      );
      const microsoft = newcomerPaths(community).find((p) => p.id === 'java-microsoft');
      for (const locale of locales) {
        const page = await renderDoc(docSource(ROUTES.launchers, locale)!, locale);
        const box = /<nav[^>]*aria-labelledby="next-step-official-launcher"[\s\S]*?<\/nav>/.exec(page)?.[0];
        assert.equal(Boolean(box), Boolean(microsoft), `${locale}: the box`);
        if (!microsoft) continue;
        const last = microsoft.steps.at(-1)!;
        assert.match(box!, new RegExp(`data-next-step="${last.id}"[^>]*data-paths="java-microsoft"`));
        // The home page's row lists the path's steps, and the official step offers HMCL and PCL's guides
        // (not the choice, which sends a Microsoft reader back to the official launcher: strict reading 22).
        const html = renderElement(createElement(NewcomerPaths), locale);
        const row = /<details[^>]*data-path="java-microsoft"[\s\S]*?<\/details>/.exec(html)![0];
        assert.deepEqual(
          [...row.matchAll(/data-step="([\w-]+)"/g)].map((m) => m[1]),
          microsoft.steps.map((s) => s.id),
          locale,
        );
        const item = /<li>(?:(?!<\/li>).)*data-step="official-launcher"[\s\S]*?<\/li>/.exec(row)![0];
        assert.ok(item.includes(`href="${ROUTES.launchers}#guides"`), `${locale}: ${item}`);
      }
    });
  }
});

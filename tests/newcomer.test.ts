import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {after, describe, it} from 'node:test';
import {createElement} from 'react';
import type {Admission, CommunityConfig, JavaLogin} from '../config/community';
import {docSource, locales as LOCALES, type Locale} from '../e2e/lib/site';
import {
  accountLinks,
  acceptsMicrosoft,
  acceptsSkinSite,
  fillText,
  FIRST_HOUR,
  formatHours,
  href,
  FRIENDS_LAUNCHER,
  LAUNCHER_START,
  mirrorFolder,
  newcomerPaths,
  nextStepCard,
  nextSteps,
  SIDE_TRIPS,
  STEP_IDS,
  ROUTES,
  signInHref,
  titleFor,
  YOU_ARE_IN,
  type Launcher,
  type PathConfig,
} from '../src/lib/newcomer';
import {load, pathRow, renderDoc, renderElement, textOf} from './lib/renderPage';
import {labelText, type LabelSet} from '../src/lib/screenLabels';
import {localize} from '../src/lib/localized';
import {yearNumbering} from '../src/lib/newcomer';
import type {Localized} from '../config/locale';
import {
  accountAnswer,
  accountChoice,
  boxText,
  hoursIn,
  inLocale,
  newcomerWords,
  pathName,
  pathText,
  stepText,
  whitelistText,
} from '../src/lib/newcomerText';
import {siteTexts} from '../config/siteTexts';
import yaml from 'js-yaml';
import type {GameMessages} from '../src/lib/gameMessages';

const LOGINS: JavaLogin[] = ['microsoft', 'skinSite', 'both'];
const ADMISSIONS: Admission[] = [
  {whitelist: 'bot', typicalWaitHours: 7, remindAfterHours: 31},
  {whitelist: 'none'},
];

const headingIds = (file: string) =>
  new Set([...readFileSync(file, 'utf8').matchAll(/\{#([\w-]+)\}/g)].map((m) => m[1]));
const source = (route: string, locale: Locale) => {
  const file = docSource(route, locale);
  assert.ok(file, `no ${locale} source for ${route}`);
  return file;
};

describe('newcomer paths (src/lib/newcomer.ts)', () => {
  for (const login of LOGINS) {
    for (const admission of ADMISSIONS) {
      const config: PathConfig = {login, admission};
      const paths = newcomerPaths(config);
      const name = `login ${login}, whitelist ${admission.whitelist}`;

      it(`${name}: one path per accepted account, plus Bedrock`, () => {
        const expected = {
          microsoft: ['java-microsoft', 'bedrock'],
          skinSite: ['java-skin', 'bedrock'],
          both: ['java-microsoft', 'java-skin', 'bedrock'],
        }[login];
        assert.deepEqual(
          paths.map((p) => p.id),
          expected,
        );
      });

      it(`${name}: the whitelist comes first (after choosing a skin-site name), or not at all`, () => {
        for (const path of paths) {
          const ids = path.steps.map((s) => s.id);
          if (admission.whitelist === 'none') assert.ok(!ids.includes('whitelist'), path.id);
          else assert.equal(ids.indexOf('whitelist'), path.id === 'java-skin' ? 1 : 0, path.id);
        }
      });

      it(`${name}: every step starts at a section that exists in both languages, and the path ends "in the game"`, () => {
        for (const path of paths) {
          for (const step of path.steps) {
            for (const {page, hash} of [step, ...(step.also ? [step.also] : [])]) {
              for (const locale of LOCALES) {
                assert.ok(headingIds(source(page, locale)).has(hash), `${locale} ${page}#${hash}`);
              }
            }
          }
          const last = path.steps.at(-1)!;
          for (const locale of LOCALES) {
            assert.ok(
              headingIds(source(last.page, locale)).has(YOU_ARE_IN),
              `${locale} ${last.page}#${YOU_ARE_IN}`,
            );
          }
        }
      });

      it(`${name}: each step's page offers the next step (in both languages), never a page already on the path`, () => {
        for (const path of paths) {
          const seen = new Set<string>();
          path.steps.forEach((step, i) => {
            assert.ok(!seen.has(step.page), `${path.id}: step ${i + 1} goes back to ${step.page}`);
            seen.add(step.page);
            const next = path.steps[i + 1];
            if (!next) return;
            for (const locale of LOCALES) {
              const text = readFileSync(source(step.page, locale), 'utf8');
              assert.match(text, new RegExp(`<NextStep at="${step.id}" />`), `${locale} ${step.page}`);
            }
            assert.ok(
              nextSteps(config, step.id).some(
                (n) => n.paths.includes(path.id) && href(n.step) === href(next),
              ),
              `${path.id}: after ${step.id} comes ${next.id}`,
            );
          });
        }
      });
    }
  }

  it(`the launcher step: PCL readers get PCL's guide, not only HMCL's, each from its start`, () => {
    for (const login of LOGINS) {
      for (const path of newcomerPaths({login, admission: ADMISSIONS[1]!})) {
        // On the Microsoft path, the launcher step is on its detour (HMCL or PCL instead of the official launcher).
        const account = [...path.steps, ...(path.detour ?? [])].find((s) => s.id === 'account');
        if (path.id === 'bedrock') {
          assert.equal(account, undefined);
          continue;
        }
        // Both open PCL's guide, the launcher on Windows (strict reading 44: the step opened HMCL's
        // download after the launcher page said "take PCL"; reading 50: the official launcher's detour
        // opened HMCL's against the page's "Windows: PCL"), with HMCL's beside it for a Mac or Linux.
        const [first, other] = ['pcl', 'hmcl'] as const;
        assert.equal(href(account!), `${ROUTES[first]}#${LAUNCHER_START[first]}`, `${login} ${path.id}`);
        assert.equal(
          `${account!.also?.page}#${account!.also?.hash}`,
          `${ROUTES[other]}#${LAUNCHER_START[other]}`,
          `${login} ${path.id}`,
        );
      }
    }
  });

  // Strict reading 47: "Get HMCL or PCL, then set up …" opened PCL's guide, HMCL's in brackets.
  it("the account step's title names the launcher its link opens, and not the other", () => {
    const names = {hmcl: 'HMCL', pcl: 'PCL'} as const;
    for (const login of LOGINS) {
      for (const path of newcomerPaths({login, admission: ADMISSIONS[1]!})) {
        const account = [...path.steps, ...(path.detour ?? [])].find((s) => s.id === 'account');
        if (!account) continue;
        const opens = (Object.keys(names) as (keyof typeof names)[]).find((l) => account.page === ROUTES[l])!;
        for (const locale of LOCALES) {
          const title = titleFor(localize(stepText.account.title, locale), href(account));
          assert.ok(title.includes(names[opens]), `${locale} ${path.id}: ${title}`);
          assert.ok(
            !title.includes(names[opens === 'hmcl' ? 'pcl' : 'hmcl']),
            `${locale} ${path.id}: ${title}`,
          );
          assert.doesNotMatch(title, /\{launcher\}/, `${locale} ${path.id}: ${title}`);
        }
      }
    }
  });

  it('the account answer links each accepted account in HMCL and in PCL, to sections that exist', () => {
    for (const login of LOGINS) {
      const links = accountLinks(login).map((l) => l.to);
      const wanted = [
        ...(acceptsMicrosoft(login) ? (['java-microsoft'] as const) : []),
        ...(acceptsSkinSite(login) ? (['java-skin'] as const) : []),
      ].flatMap((p) => [signInHref(p, 'hmcl'), signInHref(p, 'pcl')]);
      for (const to of wanted) assert.ok(links.includes(to), `${login}: no link to ${to}`);
      if (!acceptsMicrosoft(login)) {
        assert.ok(!links.some((to) => to.endsWith('#microsoft-account')), `${login}: a Microsoft link`);
      }
      for (const to of links) {
        const [page, hash] = to.split('#') as [string, string];
        for (const locale of LOCALES)
          assert.ok(headingIds(source(page, locale)).has(hash), `${locale} ${to}`);
      }
      // On a launcher's own page, only that launcher's sections (and the skin site's sign-up).
      for (const launcher of ['hmcl', 'pcl'] as const) {
        const own = accountLinks(login, launcher).map((l) => l.to);
        const other = launcher === 'hmcl' ? ROUTES.pcl : ROUTES.hmcl;
        assert.ok(own.length > 0, `${login} ${launcher}: no links`);
        assert.ok(!own.some((to) => to.startsWith(`${other}#`)), `${login} ${launcher}: ${own.join(' ')}`);
        assert.ok(
          own.every((to) => links.includes(to)),
          `${login} ${launcher}`,
        );
      }
    }
  });

  it("the launcher choice has the section a friend's-launcher reader is sent to, in every language", () => {
    for (const locale of LOCALES)
      assert.ok(headingIds(source(ROUTES.launchers, locale)).has(FRIENDS_LAUNCHER), locale);
  });

  it('formats waiting times in the words a locale gives: minutes, hours, whole days from 48 hours', () => {
    const units = {minute: '{n} m', minutes: '{n} ms', hour: '{n} h', hours: '{n} hs', days: '{n} d'};
    assert.equal(formatHours(0.5, units), '30 ms');
    assert.equal(formatHours(1 / 60, units), '1 m');
    assert.equal(formatHours(1, units), '1 h');
    assert.equal(formatHours(2, units), '2 hs');
    assert.equal(formatHours(36, units), '36 hs');
    assert.equal(formatHours(72, units), '3 d');
    assert.equal(formatHours(50, units), '50 hs');
  });

  it("every locale's duration words put the number in", () => {
    for (const locale of LOCALES)
      for (const [unit, text] of Object.entries(inLocale(siteTexts.time, locale)))
        assert.match(text, /\{n\}/, `${locale} ${unit}`);
  });

  it('fills the mirror folder template', () => {
    assert.equal(
      mirrorFolder('https://m.example/{version}/{package}/{arch}/{os}/', {
        version: 21,
        pkg: 'jre',
        arch: 'aarch64',
        os: 'mac',
      }),
      'https://m.example/21/jre/aarch64/mac/',
    );
  });
});

/**
 * Every page whose text depends on `login` and `admission`, rendered in Node
 * (tests/lib/renderPage.ts) with each value: the page must say what the
 * config says, and nothing the other values would say.
 */
describe('pages follow config/community.ts', () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = {login: community.login, admission: community.admission};
  after(() => Object.assign(community, saved));

  const docs = (...routes: string[]) => routes.flatMap((r) => LOCALES.map((l) => [source(r, l), l] as const));
  const loginPages = docs(
    ROUTES.intro,
    ROUTES.start,
    ROUTES.join,
    ROUTES.joinJava,
    ROUTES.joinBedrock,
    ROUTES.launchers,
    ROUTES.hmcl,
    ROUTES.pcl,
    ROUTES.skin,
    ROUTES.faq,
    ROUTES.cannotJoin,
  );
  const admissionPages = docs(
    ROUTES.intro,
    ROUTES.start,
    ROUTES.join,
    ROUTES.joinJava,
    ROUTES.joinBedrock,
    ROUTES.faq,
    ROUTES.cannotJoin,
    ROUTES.bot,
  );
  // The intro and getting started map the way and send the reader to the home page's rows, which give
  // the command and the wait; the join overview names the command and links the bot page for the wait. The
  // wait is given where the reader applies (the rows, the bot page) or waits (can't get in's
  // whitelist section); the join pages and the FAQ link the bot page's "How long it takes".
  // The join pages and the FAQ give the chat's wait beside their way to apply (a strict reading, issue
  // 45: "both ways work just as well" there hid that one answers in hours, the other in a day).
  const noWait = new Set(
    [ROUTES.intro, ROUTES.start, ROUTES.join].flatMap((r) => LOCALES.map((l) => source(r, l))),
  );
  const noCommand = new Set([ROUTES.intro, ROUTES.start].flatMap((r) => LOCALES.map((l) => source(r, l))));
  const answer = (login: JavaLogin, locale: Locale) =>
    fillText(accountAnswer[login][locale]!, {skinSite: community.skinSite.label[locale]!});
  const choice = (login: JavaLogin, locale: Locale) =>
    fillText(accountChoice[login][locale]!, {skinSite: community.skinSite.label[locale]!});
  // "Which account gets me in?" is answered where the reader picks or checks an account: the join
  // pages and can't get in's login fix. Getting started says it in its own plain words in "What you
  // need" (a strict reading: the answer's launcher names for the skin-site sign-in came before the
  // reader knew what a launcher account was; tested below). Each
  // launcher's sign-in steps, where the account is added, ask "which account do I add?" and answer
  // it as a choice, in a box with the set-up links. The intro, the launcher choice, the skin site and
  // the Java join page name no account, and the join overview links the Java answer and says only
  // Bedrock's: a strict reading found the same sentence on six pages of one path. The FAQ lead gives
  // neither: one line per edition, linking the pages that own the answers.
  const answering = new Set(
    [ROUTES.join, ROUTES.joinBedrock, ROUTES.cannotJoin].flatMap((r) => LOCALES.map((l) => source(r, l))),
  );
  const choosing = new Set([ROUTES.hmcl, ROUTES.pcl].flatMap((r) => LOCALES.map((l) => source(r, l))));
  // The Bedrock join page keeps its Bedrock-only box: its "what you need" list points to it.
  const boxed = new Set(
    [ROUTES.hmcl, ROUTES.pcl, ROUTES.joinBedrock].flatMap((r) => LOCALES.map((l) => source(r, l))),
  );

  for (const login of LOGINS) {
    it(`login "${login}": every dependent page, and the home page's paths, give that answer and no other`, async () => {
      community.login = login;
      for (const [file, locale] of loginPages) {
        const html = await renderDoc(file, locale);
        const text = textOf(html);
        for (const other of LOGINS.filter((l) => l !== login)) {
          assert.ok(!text.includes(answer(other, locale)), `${file} still says the "${other}" answer`);
          assert.ok(!text.includes(choice(other, locale)), `${file} still says the "${other}" choice`);
        }
        const question = localize((choosing.has(file) ? accountChoice : accountAnswer).question, locale);
        assert.equal(
          text.includes(question),
          boxed.has(file),
          `${file}: the full "which account" box ${boxed.has(file) ? 'is missing' : 'is repeated here'}`,
        );
        if (choosing.has(file)) {
          assert.ok(text.includes(choice(login, locale)), `${file} does not say: ${choice(login, locale)}`);
          assert.ok(!text.includes(answer(login, locale)), `${file} states the answer instead of the choice`);
        } else if (!answering.has(file)) {
          assert.ok(!html.includes('data-account-answer='), `${file} answers "which account" again`);
          continue;
        }
        if (/data-account-answer="bedrock"/.test(html) && !/data-account-answer="java"/.test(html)) {
          // A Bedrock page: no Java account to name or set up.
          assert.ok(!text.includes(answer(login, locale)), `${file} names Java accounts on a Bedrock page`);
          assert.ok(!html.includes('data-account-link='), `${file}: Java set-up links on a Bedrock page`);
          continue;
        }
        if (!choosing.has(file))
          assert.ok(text.includes(answer(login, locale)), `${file} does not say: ${answer(login, locale)}`);
        const shown = /data-launcher="(\w+)"/.exec(html)?.[1];
        const wanted = shown ? accountLinks(login, shown === 'both' ? undefined : (shown as Launcher)) : [];
        const listed = [...html.matchAll(/data-account-link="(\w+)"/g)].map((m) => m[1]);
        assert.deepEqual(
          listed,
          wanted.map((l) => l.id),
          `${file}: the set-up links`,
        );
      }
      const {NewcomerPaths} = load<typeof import('../src/components/Newcomer/Paths')>(
        '@site/src/components/Newcomer/Paths',
      );
      for (const locale of LOCALES) {
        const html = renderElement(createElement(NewcomerPaths), locale);
        const listed = [...html.matchAll(/data-path="([\w-]+)"/g)].map((m) => m[1]);
        assert.deepEqual(
          listed,
          newcomerPaths(community).map((p) => p.id),
        );
        // Without a skin-site path, the reader with no Microsoft account still finds a row.
        assert.equal(
          html.includes('data-path-info="offline"'),
          login === 'microsoft',
          `${login}: offline row`,
        );
      }
    });
  }

  for (const admission of ADMISSIONS) {
    it(`whitelist "${admission.whitelist}": every dependent page follows`, async () => {
      community.admission = admission;
      const {botCommand} = load<typeof import('../src/components/Newcomer')>('@site/src/components/Newcomer');
      for (const [file, locale] of admissionPages) {
        const text = textOf(await renderDoc(file, locale));
        // The command in the locale just rendered (the page's words are that locale's).
        const command = botCommand('wl-apply');
        if (admission.whitelist === 'bot') {
          const wait = hoursIn(admission.typicalWaitHours, locale);
          // The wait is given where the reader applies or waits, not on the pages that only map the way.
          assert.equal(text.includes(wait), !noWait.has(file), `${file}: the wait, ${wait}`);
          assert.equal(text.includes(command), !noCommand.has(file), `${file}: the command ${command}`);
        } else {
          const staleWait = hoursIn((ADMISSIONS[0] as {typicalWaitHours: number}).typicalWaitHours, locale);
          assert.ok(!text.includes(staleWait), `${file} still gives a whitelist wait`);
          if (!file.includes('clerk'))
            assert.ok(!text.includes(command), `${file} still tells readers to send ${command}`);
          if (/<WhitelistWait\b/.test(readFileSync(file, 'utf8'))) {
            assert.ok(
              text.includes(localize(whitelistText.none, locale)),
              `${file} does not say there is no whitelist`,
            );
          }
        }
      }
    });
  }
});

describe('labels on the newcomer pages', () => {
  const bold = (file: string) => readFileSync(file, 'utf8').match(/\*\*[^*\n]+\*\*/g)?.length ?? 0;
  for (const route of [
    ROUTES.joinJava,
    ROUTES.joinBedrock,
    ROUTES.hmcl,
    ROUTES.skin,
    ROUTES.java,
    ROUTES.cannotJoin,
    ROUTES.help,
  ]) {
    it(`${route}: the Chinese names as many interface labels in bold as the English`, () => {
      assert.ok(bold(source(route, 'zh')) >= bold(source(route, 'en')), route);
    });
  }
});

describe('a reader with no Microsoft account (offline launcher) has a row in plain words', () => {
  const noAccount = {zh: /没有微软账号/, en: /no Microsoft account/};
  it('the skin-site path names them and says the account is free', () => {
    for (const locale of (['zh', 'en'] as const).filter((l) => LOCALES.includes(l))) {
      assert.match(pathText['java-skin'].summary[locale]!, noAccount[locale]);
      // The row is for a server that takes skin-site accounts: it names that account, not the
      // offline mode the pages say cannot get in.
      assert.match(
        pathText['java-skin'].summary[locale]!,
        locale === 'zh' ? /免费的皮肤站账号/ : /free skin-site account/,
      );
      assert.doesNotMatch(pathText['java-skin'].summary[locale]!, /离线|offline/i);
      // The row's short name (the next-step boxes) says the same: the
      // skin-site account they join with, not the offline mode they played in (strict reading).
      assert.match(pathName['java-skin'][locale]!, locale === 'zh' ? /皮肤站账号/ : /skin-site account/);
      assert.doesNotMatch(pathName['java-skin'][locale]!, /离线|offline/i);
      assert.match(
        stepText['skin-account'].body[locale]!,
        locale === 'zh' ? /免费.*不用买游戏/ : /free, no purchase needed/,
      );
    }
  });
  it('without a skin site, an answer row names them and says what it takes', () => {
    for (const locale of (['zh', 'en'] as const).filter((l) => LOCALES.includes(l))) {
      assert.match(boxText.offlineSummary[locale]!, noAccount[locale]);
      assert.match(boxText.offlineBody[locale]!, /\{link\}/);
    }
  });
  // A strict reading (a 14-year-old with a friend's launcher and no Microsoft account) found these
  // folds in long sentences chained with colons and semicolons: one idea a sentence, at first read.
  it("the offline fold and the friend's-launcher shortcut: short sentences, no semicolons or brackets", () => {
    const most = {zh: 40, en: 25};
    for (const locale of (['zh', 'en'] as const).filter((l) => LOCALES.includes(l))) {
      for (const key of [
        'offlineBody',
        'haveLauncherOther',
        'haveLauncherSkip',
        'haveLauncherHmcl',
        'haveLauncherPcl',
        'haveLauncherLast',
        'haveLauncherTellLine',
      ] as const) {
        // The words the reader reads, without the values filled in.
        const words = boxText[key][locale]!.replace(/\{\w+\}/g, '');
        assert.doesNotMatch(words, /[;；()（）]/, `${locale} ${key}`);
        for (const sentence of words.split(/(?<=[。？！])|(?<=[.?!])\s/)) {
          const size = locale === 'zh' ? sentence.trim().length : sentence.trim().split(/\s+/).length;
          assert.ok(size <= most[locale], `${locale} ${key}: ${size}: ${sentence}`);
        }
      }
    }
  });
});

describe("the home page's paths: a step says what that path's reader needs (stepText bodyFor)", () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = community.login;
  after(() => (community.login = saved));
  const {NewcomerPaths} = load<typeof import('../src/components/Newcomer/Paths')>(
    '@site/src/components/Newcomer/Paths',
  );
  /** The text of one step's item in one path's list. */
  const stepItem = (html: string, path: string, step: string) => {
    const list = pathRow(html, path) ?? '';
    // From the step's link to the next step's (a step may hold a list of its own).
    const start = list.indexOf(`data-step="${step}"`);
    if (start < 0) return undefined;
    const next = list.indexOf('data-step="', start + 1);
    return textOf(
      list.slice(
        list.lastIndexOf('<a', start),
        next < 0 ? list.indexOf('</ol>', start) : list.lastIndexOf('<a', next),
      ),
    );
  };
  /** The longest run of a body's words between the values filled in. */
  const plain = (body: string) =>
    body
      .split(/\{\w+\}/)
      // A line break in the words is a <br> on the page, read as a space.
      .map((part) => part.trim().replace(/\s+/g, ' '))
      .sort((a, b) => b.length - a.length)[0]!;

  it('each path shows its own body where it has one, and the shared body otherwise', () => {
    community.login = 'both';
    const steps = (Object.keys(stepText) as (keyof typeof stepText)[]).filter((id) => stepText[id].bodyFor);
    assert.ok(steps.length > 0, 'no step has a body of its own for a path');
    for (const locale of LOCALES) {
      const html = renderElement(createElement(NewcomerPaths), locale);
      for (const id of steps) {
        const words = stepText[id];
        for (const path of newcomerPaths(community)) {
          if (!path.steps.some((s) => s.id === id)) continue;
          const shown = stepItem(html, path.id, id);
          assert.ok(shown !== undefined, `${locale} ${path.id}: no ${id} step`);
          const own = words.bodyFor?.[path.id]?.[locale];
          assert.ok(
            shown.includes(plain(own! ?? words.body[locale])),
            `${locale} ${path.id} ${id}: ${shown}`,
          );
          // Another path's own words stay on that path.
          for (const [other, body] of Object.entries(words.bodyFor ?? {})) {
            if (other !== path.id && body[locale] !== own) {
              assert.ok(!shown.includes(plain(body[locale]!)), `${locale} ${path.id} ${id} shows ${other}'s`);
            }
          }
        }
      }
    }
  });
});

describe("the home page's Bedrock whitelist step shows the bot's form with a worked example", () => {
  const {NewcomerPaths} = load<typeof import('../src/components/Newcomer/Paths')>(
    '@site/src/components/Newcomer/Paths',
  );
  it('says there is a space before be, and the example is the command the bot page documents', () => {
    for (const locale of LOCALES) {
      const html = renderElement(createElement(NewcomerPaths), locale);
      const row = /data-path="bedrock"[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
      const item = /<li>(?:(?!<\/li>).)*data-step="whitelist"[\s\S]*?<\/li>/.exec(row)?.[0];
      if (item === undefined) continue; // no whitelist on this configuration
      const said = textOf(item);
      assert.match(said, locale === 'zh' ? /空一格再写 be/ : /a space and be/, said);
      // The command word is the one the step's own command shows (the bot's word in this language).
      const word = textOf(/<code class="command-line">[\s\S]*?<\/code>/.exec(item)?.[0] ?? '').split(' ')[0]!;
      const example = textOf(/<code data-bedrock-example="">[\s\S]*?<\/code>/.exec(item)?.[0] ?? '');
      assert.equal(example, `${word} Blue_Whale be`, said);
      assert.ok(said.includes('Blue Whale'), said);
    }
  });
});

// Strict reading 25 (zh): the Bedrock row had a worked example, the Java rows only "your player
// name", which a 14-year-old may type as it stands.
describe("the home page's Java whitelist steps show a worked example too", () => {
  const {NewcomerPaths} = load<typeof import('../src/components/Newcomer/Paths')>(
    '@site/src/components/Newcomer/Paths',
  );
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  it('the command word the step shows, a space and a player name', () => {
    let seen = 0;
    for (const locale of LOCALES) {
      const html = renderElement(createElement(NewcomerPaths), locale);
      for (const row of html.match(/data-path="java-[\w-]+"[\s\S]*?<\/details>/g) ?? []) {
        const item = /<li>(?:(?!<\/li>).)*data-step="whitelist"[\s\S]*?<\/li>/.exec(row)?.[0];
        if (item === undefined) continue; // no whitelist on this configuration
        const word = textOf(/<code class="command-line">[\s\S]*?<\/code>/.exec(item)?.[0] ?? '').split(
          ' ',
        )[0]!;
        const example = textOf(/<code data-java-example="">[\s\S]*?<\/code>/.exec(item)?.[0] ?? '');
        assert.match(
          example,
          new RegExp(`^${word.replace(/[#]/g, '\\$&')} [A-Za-z0-9_]{3,16}$`),
          textOf(item),
        );
        seen++;
      }
    }
    const javaRows = newcomerPaths(community).filter((p) => p.id.startsWith('java-')).length;
    if (community.admission.whitelist === 'bot') assert.equal(seen, javaRows * LOCALES.length);
  });
});

describe("the home page's skin-site step follows the site's sign-up (skinSite.signup)", () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = {login: community.login, signup: community.skinSite.signup};
  after(() => {
    community.login = saved.login;
    community.skinSite.signup = saved.signup;
  });
  const {NewcomerPaths} = load<typeof import('../src/components/Newcomer/Paths')>(
    '@site/src/components/Newcomer/Paths',
  );

  it('says the name given at sign-up is the player, or to create one after', () => {
    community.login = 'skinSite';
    const base = {emailVerification: false, nameLength: {min: 3, max: 16}};
    for (const [signup, words] of [
      [{...base, playerNameAtSignup: true}, newcomerWords.playerAtSignup],
      [{...base, playerNameAtSignup: false}, newcomerWords.playerAfter],
      [undefined, newcomerWords.playerAfter],
    ] as const) {
      community.skinSite.signup = signup;
      for (const locale of LOCALES) {
        const text = textOf(renderElement(createElement(NewcomerPaths), locale));
        assert.ok(text.includes(localize(words, locale)), `${locale} ${JSON.stringify(signup)}`);
        const other =
          words === newcomerWords.playerAtSignup ? newcomerWords.playerAfter : newcomerWords.playerAtSignup;
        assert.ok(!text.includes(localize(other, locale)), `${locale}: both`);
      }
    }
  });
});

describe('the whitelist command marks the part the reader replaces', () => {
  const {WhitelistCommand, botCommand} = load<typeof import('../src/components/Newcomer')>(
    '@site/src/components/Newcomer',
  );

  it('as a <var>, the command and Bedrock’s "be" outside it, in both languages', () => {
    for (const locale of LOCALES) {
      for (const edition of ['java', 'bedrock'] as const) {
        const html = renderElement(createElement(WhitelistCommand, {edition}), locale);
        const name =
          edition === 'bedrock'
            ? localize(newcomerWords.gamertag, locale)
            : localize(newcomerWords.playerName, locale);
        const placeholder = /<var>([^<]+)<\/var>/.exec(html)?.[1];
        assert.ok(placeholder && name.startsWith(placeholder), `${locale} ${edition}: ${html}`);
        assert.doesNotMatch(placeholder, /\sbe$/, `${locale} ${edition}: "be" is sent as written`);
        // What the reader reads (and copies) is unchanged: the command, a space, the name.
        assert.equal(textOf(html), `${botCommand('wl-apply')} ${name}`, `${locale} ${edition}`);
      }
    }
  });
});

// Strict reading 46 (both languages): on the launcher page, "bought the game: download HMCL or PCL"
// sat under "bought the game: use the official launcher". A next step on a path's detour only says so.
// Strict reading 47: "register on the skin site" between the two sign-in links read as a third account.
describe('the account box: one item an account, the skin site registered before signing in', () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const {AccountAnswer} = load<typeof import('../src/components/Newcomer')>('@site/src/components/Newcomer');
  const saved = community.login;
  after(() => (community.login = saved));
  for (const login of LOGINS) {
    for (const launcher of ['hmcl', 'pcl', undefined] as const) {
      it(`login ${login}, ${launcher ?? 'both launchers'}`, () => {
        community.login = login;
        for (const locale of LOCALES) {
          const html = renderElement(createElement(AccountAnswer, {edition: 'java', launcher}), locale);
          const items = [...html.matchAll(/<li data-account-group="(\w+)">([\s\S]*?)<\/li>/g)];
          const wanted = [
            ...(acceptsMicrosoft(login) ? ['microsoft'] : []),
            ...(acceptsSkinSite(login) ? ['skin'] : []),
          ];
          assert.deepEqual(
            items.map((m) => m[1]),
            wanted,
            `${locale}: ${html}`,
          );
          for (const [, account, item] of items) {
            const ids = [...item!.matchAll(/data-account-link="(\w+)"/g)].map((m) => m[1]!);
            assert.ok(ids.length > 0 && ids.every((id) => id.startsWith(account!)), `${locale}: ${item}`);
            if (account === 'skin') assert.equal(ids[0], 'skinRegister', `${locale}: register first`);
          }
        }
      });
    }
  }
});

describe('the next-step box names a detour as one', () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const {NextStep} = load<typeof import('../src/components/Newcomer')>('@site/src/components/Newcomer');
  const saved = community.login;
  after(() => (community.login = saved));
  it("marks the official launcher readers' way through HMCL or PCL, and nothing else", () => {
    community.login = 'both';
    for (const at of STEP_IDS) {
      for (const next of nextSteps(community, at)) {
        const onSteps = newcomerPaths(community).some(
          (path) =>
            next.paths.includes(path.id) &&
            path.steps.some((step, i) => path.steps[i - 1]?.id === at && step.id === next.step.id),
        );
        if (!SIDE_TRIPS[at]) assert.equal(next.detour, !onSteps, `${at} → ${next.step.id}`);
      }
    }
    // Where skin-site accounts get in too, both Java paths go on alike from the launcher choice (one
    // line); a server that takes Microsoft accounts only names its detour.
    community.login = 'microsoft';
    const launcher = nextSteps(community, 'launcher');
    assert.ok(
      launcher.some((n) => n.detour && n.paths.includes('java-microsoft')),
      'the detour',
    );
    // With skin-site accounts too, the launcher choice's box is one line for both Java paths: the
    // same launcher step (strict reading 50), so no path's name and no detour to tell apart.
    community.login = 'both';
    for (const locale of LOCALES) {
      const html = textOf(renderElement(createElement(NextStep, {at: 'launcher'}), locale));
      assert.equal(nextSteps(community, 'launcher').length, 1);
      for (const id of ['java-microsoft', 'java-skin'] as const)
        assert.ok(!html.includes(localize(pathName[id], locale)), `${locale}: ${html}`);
    }
  });

  it("the Java page's box: the way back and the way in for a reader without HMCL yet, side by side", () => {
    // Strict reading 57 (zh): nested under the way back, the download link read as its footnote, and
    // a Mac reader sent to the Java page before downloading HMCL missed it.
    for (const locale of LOCALES) {
      const html = renderElement(createElement(NextStep, {at: 'java'}), locale);
      const top = html.slice(html.indexOf('<ul>') + '<ul>'.length);
      assert.equal(html.match(/<ul>/g)?.length, 1, html);
      assert.match(
        top,
        /^<li>[\s\S]*?data-next-step="account"[\s\S]*?<\/li><li><a[^>]*data-back-download/,
        html,
      );
    }
  });
});

describe('the "Next" card of a page whose next step is in a box (front matter next_step)', () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  it('leads forward to the one next step all paths share, from a last step to the first hour, to nothing where they part, or without next_step', () => {
    assert.equal(nextStepCard(community, undefined, 'docs/a.md'), undefined);
    // Joining the server ends every path: its pages lead on to the first hour in the game.
    const last = new Set(newcomerPaths(community).map((path) => path.steps.at(-1)!.id));
    assert.ok(last.size > 0);
    for (const at of STEP_IDS) {
      const next = nextSteps(community, at);
      // A side trip's card (the Java page) says it goes back, not the step's own title.
      const back = SIDE_TRIPS[at] !== undefined;
      const step = next[0]?.step;
      const expected =
        next.length === 1
          ? {
              href: href(step!),
              step: step!.id,
              back,
              // Back to a step in both launchers' guides: each guide's own place.
              ...(back &&
                step!.also && {
                  launchers: [
                    {launcher: 'hmcl', href: href(step!)},
                    {launcher: step!.also.launcher, href: `${step!.also.page}#${step!.also.hash}`},
                  ],
                }),
            }
          : last.has(at)
            ? {href: href(FIRST_HOUR), step: at, back: false, end: true}
            : undefined;
      assert.deepEqual(nextStepCard(community, at, 'docs/a.md'), expected, at);
      // Never back up the page to its own box.
      assert.ok(!nextStepCard(community, at, 'docs/a.md')?.href.startsWith('#'), at);
    }
  });
  it('back from the Java page, names a place in each launcher guide, at the section it returns to', () => {
    const java = nextStepCard(community, 'java', 'docs/a.md');
    assert.ok(java?.launchers, 'one card per launcher guide');
    assert.deepEqual(
      java.launchers.map((l) => l.href),
      [`${ROUTES.hmcl}#${SIDE_TRIPS.java!.hash.hmcl}`, `${ROUTES.pcl}#${SIDE_TRIPS.java!.hash.pcl}`],
    );
  });
  it("leaves the theme's card on a step no path takes (the whitelist step without a whitelist)", () => {
    const open = {...community, admission: {whitelist: 'none'}} as CommunityConfig;
    assert.deepEqual(nextSteps(open, 'whitelist'), []);
    assert.equal(nextStepCard(open, 'whitelist', 'docs/a.md'), undefined);
  });
  it('stops the build on a step that does not exist, naming the file and the field', () => {
    assert.throws(
      () => nextStepCard(community, 'jvaa', 'docs/First/x.md'),
      /docs\/First\/x\.md: front matter next_step is "jvaa"/,
    );
  });
});

describe('the Bedrock name prefix reads as a character, not as punctuation (<NamePrefix />)', () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = community.bedrockNamePrefix;
  after(() => (community.bedrockNamePrefix = saved));
  const {NamePrefix} = load<typeof import('../src/components/Newcomer')>('@site/src/components/Newcomer');
  // A strict reading met "the server puts a prefix, ., in front of your name" on the bot page.
  for (const locale of LOCALES) {
    it(`${locale}: config's prefix in code, named when the words name that sign; the bot page shows it`, async () => {
      const names = siteTexts.newcomer.newcomerWords.prefixNames as Record<string, Record<string, string>>;
      for (const prefix of [saved, '*', 'BE_']) {
        community.bedrockNamePrefix = prefix;
        const html = renderElement(createElement(NamePrefix), locale);
        assert.ok(html.includes(`<code data-name-prefix="">${prefix}</code>`), html);
        const name = names[prefix]?.[locale];
        if (name) assert.ok(textOf(html).includes(name), `${locale} ${prefix}: ${textOf(html)}`);
        else assert.equal(textOf(html), prefix);
      }
      community.bedrockNamePrefix = saved;
      const bot = await renderDoc(docSource(ROUTES.bot, locale)!, locale);
      assert.match(bot, /data-name-prefix/);
      assert.doesNotMatch(textOf(bot), /[,，] ?\. ?[,，]/, 'a bare prefix between commas');
    });
  }
});

describe("the friend's-launcher shortcut on the home page", () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = community.login;
  after(() => (community.login = saved));
  const {NewcomerPaths} = load<typeof import('../src/components/Newcomer/Paths')>(
    '@site/src/components/Newcomer/Paths',
  );
  const hmcl = load<{default: LabelSet} | LabelSet>('@site/data/screens/hmcl.yml');
  const labels = ('default' in hmcl ? hmcl.default : hmcl) as LabelSet;
  // A strict reading found five instructions in one paragraph; reading 14 read the numbered shortcut
  // above the numbered path as a second path, its one order for both launchers as contradicting the
  // guides, and HMCL's "Offline" check as a detour for everyone; reading 45 read "skip this step and
  // the next" followed by PCL's "first download it afresh" as a detour back: which launcher first,
  // then one item a launcher (a kept HMCL's order, a PCL afresh, anything else), unnumbered.
  for (const locale of LOCALES) {
    it(`${locale}: which launcher first, then what to do with each, in a list that is not numbered`, () => {
      community.login = 'skinSite';
      const html = renderElement(createElement(NewcomerPaths), locale);
      const start = html.indexOf('data-have-launcher=""');
      assert.ok(start >= 0, 'no shortcut');
      const box = html.slice(start, html.indexOf('</details>', start));
      // A fold, closed, under its question (strict reading 47: open, its three cases inside a numbered
      // step read as a decision tree to every reader of the row).
      assert.match(html.slice(html.lastIndexOf('<details', start), start + 30), /^<details(?![^>]*\bopen)/);
      assert.match(box, /<summary>[^<]+<\/summary>/, 'no question to open it by');
      assert.doesNotMatch(box, /<ol/, 'a numbered list');
      assert.ok(box.indexOf('data-have-launcher-tell') < box.indexOf('<ul>'), 'how to tell, after the steps');
      const item = (launcher: string) =>
        new RegExp(`data-have-launcher-order="${launcher}">([\\s\\S]*?)</li>`).exec(box)?.[1] ?? '';
      // A friend's HMCL is kept: the guide's order, the account then the version, then the last step.
      const hmcl = item('hmcl');
      const signIn = hmcl.indexOf(`${ROUTES.hmcl}#authlib-injector`);
      const game = hmcl.indexOf(`${ROUTES.hmcl}#install-game`);
      assert.ok(signIn >= 0 && signIn < game, `${locale}: ${hmcl}`);
      assert.ok(hmcl.indexOf(ROUTES.joinJava) > game, `${locale}: the last step after the version: ${hmcl}`);
      // Not a fresh HMCL's download (the guide's order starts after it), but off Beijing time, on
      // Windows, PCL's: the region lock greys out a skin-site account there (strict reading 80: the
      // item said "keep it" and left that outcome to another page).
      assert.ok(!hmcl.includes(`${ROUTES.hmcl}#download`), `${locale}: ${hmcl}`);
      assert.ok(hmcl.includes(`${ROUTES.pcl}#download`), `${locale}: ${hmcl}`);
      // A PCL a friend set up is downloaded afresh, and its guide goes on from there (strict reading
      // 44: the shortcut kept it; reading 45: an order of its own after "skip" sent the reader back).
      const pcl = item('pcl');
      assert.ok(pcl.includes(`${ROUTES.pcl}#download`), `${locale}: ${pcl}`);
      assert.ok(!pcl.includes('#install-game') && !pcl.includes('#authlib-injector'), `${locale}: ${pcl}`);
      // Anything else: a new launcher, by the launcher page's choice, its only link (strict reading 54:
      // "the line below this box" pointed by position, and the box after applying had no such item).
      const other = item('other');
      assert.deepEqual(
        [...other.matchAll(/href="([^"]*)"/g)].map((m) => m[1]),
        [`${ROUTES.launchers}#choose`],
        other,
      );
      // The region lock: only off Beijing time, and then the HMCL page's section, which tells it by the
      // greyed-out "Offline" (strict readings 50 and 51: "Offline can be clicked" beside "you do not join
      // offline" confused a mainland reader, whom the lock never concerns; the shortcut names no
      // "Offline" button now, and none of its items does).
      const offline = labelText(labels, 'account.methods.offline', locale);
      const lock = hmcl.indexOf(`${ROUTES.hmcl}#outside-mainland`);
      assert.ok(lock >= 0 && lock < signIn, `${locale}: the region lock before the account: ${hmcl}`);
      assert.ok(!textOf(hmcl + item('pcl') + item('other')).includes(offline), locale);
    });
  }
});

// A reader often has the guide open on a phone and the game on a computer (strict reading, Dec
// 2026): "paste the address you copied above" assumed both on one machine. The step says to type
// the address shown, and to copy it only where the page is open on the computer that plays.
describe('the Java join page: the address step works from a phone', () => {
  const step = {
    zh: /在 \*\*服务器地址\*\* 中照着上方显示的地址输入/,
    en: /In \*\*Server Address\*\*, type the address shown above/,
  };
  for (const locale of LOCALES.filter((l): l is 'zh' | 'en' => l === 'zh' || l === 'en')) {
    it(`${locale}: type the address shown; copy only on the computer that plays`, () => {
      const text = readFileSync(source(ROUTES.joinJava, locale), 'utf8');
      assert.match(text, step[locale]);
      assert.doesNotMatch(text, /粘贴上方复制的地址|paste the address you copied above/i);
    });
  }
});

// "The version number at the top of this section" pointed at a subsection that starts with none
// (strict reading, Dec 2026): the sentence names the section whose first words give the range.
describe('the Bedrock join page: where the range of versions is', () => {
  for (const locale of LOCALES.filter((l): l is 'zh' | 'en' => l === 'zh' || l === 'en')) {
    it(`${locale}: the newer-than-the-server part links to the section that starts with the range`, () => {
      const text = readFileSync(source(ROUTES.joinBedrock, locale), 'utf8');
      const part = (id: string) => text.slice(text.indexOf(`{#${id}}`)).split(/\n#{2,3} /)[0]!;
      assert.match(part('newer-than-geyser'), /\]\(#update-bedrock\)/);
      assert.doesNotMatch(part('newer-than-geyser'), /这一节开头|top of this section/);
      // The checker first, then the range (strict reading 47: the rule's "26.6 is older than 26.50"
      // came before the checker that answers it), before anything else the section says.
      const lines = part('update-bedrock')
        .split('\n')
        .filter((line, i) => i > 0 && line.trim());
      const check = lines.findIndex((line) => line.startsWith('<JoinCheck edition="bedrock"'));
      const rule = lines.findIndex((line) => line.includes('<BedrockVersionRule />'));
      assert.ok(check === 1 && rule === 2, lines.slice(0, 3).join('\n'));
    });
  }
});

// Beside the other way's "keep the spaces", the bot's "spaces become underscores" read as a rule for
// everyone (strict reading, Dec 2026): the bot's spelling says it is for the chat group only.
describe('the Bedrock join page: the bot spelling says whom it is for', () => {
  const only = {zh: /这个写法只用在群里/, en: /This spelling is for the bot in the chat group only/};
  for (const locale of LOCALES.filter((l): l is 'zh' | 'en' => l === 'zh' || l === 'en')) {
    it(`${locale}: the chat's apply text names the chat before the underscore rule`, () => {
      const text = readFileSync(source(ROUTES.joinBedrock, locale), 'utf8');
      const chat = /<ContactWays use="apply" edition="bedrock">([\s\S]*?)<\/ContactWays>/.exec(text)![1]!;
      assert.match(chat, only[locale]);
      assert.ok(chat.search(only[locale]) < chat.search(/下划线|underscore/), chat);
    });
  }
});

// "The skin site runs the open-source Blessing Skin; the steps below use the labels of its English
// interface" (strict reading on a phone, Dec 2026): a new player does not care about the software's
// name. The register section opens with the language the site shows and how to switch it (the icon
// between the home page's Skin Library and Log In, resources/views/home.twig); the name is left for
// the "more" section's link.
describe("the skin site page: how to switch its language, not the software's name", () => {
  const set = load<{default: LabelSet} | LabelSet>('@site/data/screens/blessing-skin.yml');
  const labels = ('default' in set ? set.default : set) as LabelSet;
  const uncommented = (text: string) => text.replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  for (const locale of LOCALES) {
    it(`${locale}: the register section opens with the switch, by the home page's labels`, () => {
      const text = uncommented(readFileSync(source(ROUTES.skin, locale), 'utf8'));
      const register = text.slice(text.indexOf('{#register}')).split('\n1. ')[0]!;
      const [skinlib, login] = ['general:skinlib', 'general:login'].map((key) =>
        labelText(labels, key, locale),
      );
      const at = register.indexOf(`**${skinlib}**`);
      assert.ok(at > 0 && register.indexOf(`**${login}**`, at) > at, register);
      const more = text.indexOf('{#what-is-a-skin-site}');
      assert.ok(!text.slice(0, more).includes('Blessing Skin'), 'no software name before the "more" section');
      assert.match(
        text.slice(more),
        /\[Blessing Skin\]\(https:\/\/github\.com\/bs-community\/blessing-skin-server\)/,
      );
    });
  }
});

// "If you use HMCL's .jar file, install Java yourself" (strict reading, Dec 2026): a child with a
// launcher from a friend cannot tell .exe from .jar, and Windows hides extensions. The Java page's
// first lines give a test without them: open HMCL; HMCL's own "needs Java" box (HMCL-dev/HMCLauncher),
// nothing / "which program?" / an archive (a .jar: install Java), or it opens (no Java to install).
// Reading 13: the outcomes were nested under a list of skips; the page is now a side trip from the
// launcher guide (src/lib/newcomer.ts SIDE_TRIPS), so it says first that most readers need no Java.
describe('the Java page: whether HMCL needs Java, without file extensions', () => {
  const only = {zh: /只有 HMCL 自己打不开时/, en: /only when HMCL itself will not open/};
  for (const locale of LOCALES.filter((l): l is 'zh' | 'en' => l === 'zh' || l === 'en')) {
    const opening = () =>
      readFileSync(source(ROUTES.java, locale), 'utf8')
        .split(/^## /m)[0]!
        .replace(/^---[\s\S]*?^---$/m, '')
        .replace(/^import .*$/gm, '')
        .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
    it(`${locale}: open HMCL, then three outcomes in one flat list; no .exe or .jar`, () => {
      const text = opening();
      assert.doesNotMatch(text, /\.(exe|jar)\b/, 'no file extension to tell apart');
      const at = text.search(only[locale]);
      assert.ok(at >= 0, 'no "only when HMCL will not open"');
      const items = text.slice(at).match(/^- .*/gm) ?? [];
      assert.equal(items.length, 3, items.join('\n'));
      assert.doesNotMatch(text, /^ +- /m, 'a nested list');
      assert.match(items[0]!, /\*\*(确定|OK)\*\*/, "the launcher's box: OK");
      assert.match(items[2]!, /hmcl-qi-dong-qi\.md#first-launch/, 'it opens: back to the guide');
    });
    // The 14-year-old with a friend's launcher (the first reader) reads their case in the
    // first paragraph, with the game's own Java download (strict reading 13, Dec 2026).
    it(`${locale}: the first paragraph: no Java to install for most, a friend's launcher included`, () => {
      // The first list, right after at most one line of what Java is (strict reading 67: "Java"
      // the program was never told apart from Java Edition the game).
      const blocks = opening()
        .trim()
        .split(/\n\s*\n/);
      const list = blocks.findIndex((block) => block.startsWith('- '));
      assert.ok(list >= 0 && list <= 1, blocks.slice(0, 2).join('\n\n'));
      const first = blocks[list]!;
      assert.match(first, /friends-launcher/, first);
      assert.match(first, /\*\*(是|Yes)\*\*/, "HMCL's later download: Yes");
      assert.doesNotMatch(first, only[locale]);
    });
  }
});

// Java's version and Bedrock's range side by side looked like a typo (strict reading, Dec 2026):
// the intro says at once that each edition has its own version numbers (not that they "cannot be
// compared": Java's releases are numbered by year too since 26.1, reading 12).
describe('the intro: the two editions number their versions separately', () => {
  const clause = {
    zh: /基岩版的版本号和 Java 版的是两套/,
    en: /numbers its versions separately from Java Edition/,
  };
  for (const locale of LOCALES.filter((l): l is 'zh' | 'en' => l === 'zh' || l === 'en')) {
    it(`${locale}: right after the Bedrock range`, () => {
      const line = readFileSync(source(ROUTES.intro, locale), 'utf8')
        .split('\n')
        .find((l) => l.includes('<GeyserBedrock />'))!;
      assert.match(line.slice(line.indexOf('<GeyserBedrock />')), clause[locale]);
    });
  }
});

// "To claim land or a build as yours, ask the admins" right before "Claim your land" (strict
// reading, Dec 2026): asking the admins is for taking over or a dispute; free land is claimed alone.
describe('getting started: asking the admins is for taking over, claiming free land is yours', () => {
  const free = {zh: /没人圈过的空地不用找管理员/, en: /you need no admin to claim free land/};
  const takeOver = {zh: /想接手主人很久没上线的地/, en: /want land whose owner left long ago/};
  for (const locale of LOCALES.filter((l): l is 'zh' | 'en' => l === 'zh' || l === 'en')) {
    it(`${locale}: the ask is about taking over or a dispute; the claim step says free land`, () => {
      const text = readFileSync(source(ROUTES.start, locale), 'utf8');
      const ask = text.split('\n').find((line) => takeOver[locale].test(line));
      assert.ok(ask, 'the ask names taking over');
      assert.doesNotMatch(ask, /没人圈|nobody has claimed/, 'free land is not for the admins');
      // The claim step says free land; its price follows in the same numbered item (in a fold: a
      // strict reading found the step mixing prices, the starting balance and earning).
      const at = text.search(new RegExp(`\\n\\d+\\. [^\\n]*${free[locale].source}`));
      assert.ok(at >= 0, 'the claim step says free land');
      const next = text.slice(at + 1).search(/\n\d+\. /);
      const step = text.slice(at, next < 0 ? undefined : at + 1 + next);
      assert.ok(step.includes('<ClaimCost />'), 'the claim step gives the price');
    });
  }
});

// Getting started's "What you need" named the launchers' words for the skin-site sign-in (HMCL's
// 外置登录, PCL's 第三方登录) before the reader knew what a launcher account was (a strict reading,
// reader R1): it names the accounts of config's login in plain words, one line per edition, and
// leaves the launchers' words to their guides.
describe('getting started\'s "What you need": this login\'s Java accounts, in plain words', () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = community.login;
  after(() => {
    community.login = saved;
  });
  const offline = {
    zh: /只填名字、不用密码的离线账号(?:都)?进不去/,
    en: /offline accounts, where you type just a name and no password/i,
  };
  const noMicrosoft = {zh: /微软账号和[^。]*都进不去/, en: /Microsoft accounts cannot get in/};
  for (const locale of LOCALES.filter((l): l is 'zh' | 'en' => l === 'zh' || l === 'en')) {
    for (const login of LOGINS) {
      it(`${locale}, login "${login}"`, async () => {
        community.login = login;
        const file = source(ROUTES.start, locale);
        const html = await renderDoc(file, locale);
        // The section "What you need", after the links to the rows (strict reading 80: those first).
        const from = html.indexOf('<h2', html.indexOf('data-path-index'));
        const need = html.slice(from, html.indexOf('<h2', from + 3));
        const text = textOf(need);
        assert.ok(need.length > 0 && text.length > 0, 'the section');
        assert.doesNotMatch(text, /外置登录|第三方登录|external login|third-party login/i, text);
        const skinSite = community.skinSite.label[locale]!;
        assert.equal(text.includes(skinSite), login !== 'microsoft', `${login}: the skin site`);
        assert.equal(
          need.includes('href="https://www.minecraft.net/"'),
          login !== 'skinSite',
          `${login}: buying Java`,
        );
        assert.equal(noMicrosoft[locale].test(text), login === 'skinSite', `${login}: Microsoft accounts`);
        assert.match(text, offline[locale], `${login}: offline accounts`);
      });
    }
  }
});

// The optional rules quiz sat between the steps and the "next step" box, then after the box (a
// reading of Dec 2026: a reader who has applied reaches the box first). Strict readings 15 and 16
// found it after the box unread: the page's opening tells a first-time applicant to stop at the box.
// It comes before the box again. Strict reading 40 then found the box under the helper's own heading
// ("…(optional)"), skipped with it: the box has a heading of its own.
describe('the bot page: the optional application helper before the next-step box', () => {
  for (const locale of LOCALES) {
    it(`${locale}`, () => {
      const text = readFileSync(source(ROUTES.bot, locale), 'utf8');
      const box = text.indexOf('<NextStep at="whitelist" />');
      const helper = text.indexOf('<ApplicationHelper />');
      assert.ok(helper > 0 && box > helper, 'helper, then box');
      assert.match(text.slice(helper, box), /\n### [^\n]+\{#after-applying\}\n/, 'a heading between them');
    });
  }
});

// "Can I play Java Edition on my phone?" sat under "Players in mainland China" and answered an
// iPhone owner last, in words a player does not know (strict reading, Dec 2026). A later strict
// reading found the opening ("not on an iPhone") at odds with the fold that explains sideloading:
// the one answer is now "practically no: only with tools this site does not cover".
describe('the FAQ: Java Edition on a phone', () => {
  const iPhone = {
    zh: /^iPhone 和 iPad 上实际上不行：只有用专门的工具绕开 App Store 自己安装才有可能，本站不教/,
    en: /^On an iPhone or iPad, practically no: only with tools that install apps from outside the App Store, which this site does not cover/,
  };
  for (const locale of LOCALES.filter((l): l is 'zh' | 'en' => l === 'zh' || l === 'en')) {
    it(`${locale}: under joining and accounts, iPhone answered first, no jargon`, () => {
      const text = readFileSync(source(ROUTES.faq, locale), 'utf8');
      const at = text.indexOf('{#java-on-phone}');
      assert.ok(text.indexOf('{#join-and-account}') < at && at < text.indexOf('{#china}'));
      const section = text.slice(at).split(/\n#{2,3} /)[0]!;
      const first = section.split('\n').find((line, i) => i > 0 && line.trim())!;
      assert.match(first, iPhone[locale]);
      const shown = section.replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
      assert.doesNotMatch(shown, /JIT|TrollStore|AltStore|SideStore|侧载|sideload/i);
    });
  }
});

// The port section only ever said "with 25565, the address alone" where the port is the default
// (strict reading, Dec 2026): it, and every pointer to it, shows only where the port is another.
describe('the Java join pages: the port section only where the port is not the default', () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = community.java;
  after(() => (community.java = saved));
  for (const locale of LOCALES) {
    it(`${locale}: the default port, then another`, async () => {
      const file = source(ROUTES.joinJava, locale);
      const index = source(ROUTES.join, locale);
      const heading = /^### (.*) \{#port\}$/m.exec(readFileSync(file, 'utf8'))![1]!;
      for (const port of [25565, 25566]) {
        community.java = {...saved, port};
        const html = await renderDoc(file, locale);
        const other = port !== 25565;
        assert.equal(html.includes(`<h3>${heading}</h3>`), other, `${port}: the section`);
        assert.equal(textOf(html).includes(`${saved.host}:${port}`), other, `${port}: host:port`);
        assert.equal((await renderDoc(index, locale)).includes('#port"'), other, `${port}: the link to it`);
      }
    });
  }
});

// The Bedrock join page is long on a phone: how cross-play works and what differs from Java are
// for the curious, folded under their headings (strict reading 12, Dec 2026).
describe('the Bedrock join page: background folded under its headings', () => {
  for (const locale of LOCALES) {
    it(`${locale}`, () => {
      const text = readFileSync(source(ROUTES.joinBedrock, locale), 'utf8');
      for (const id of ['how-it-works', 'limitations']) {
        const heading = text.indexOf(`{#${id}}`);
        assert.ok(heading > 0, id);
        const rest = text.slice(text.indexOf('\n', heading) + 1).trimStart();
        assert.ok(rest.startsWith('<details>'), `${id}: folded`);
      }
    });
  }
});

// Strict reading 32: the FAQ's "Previous" card was the announcements' last page, a group photo, for
// a newcomer who reached the FAQ from the path. Stock Docusaurus front matter turns it off.
describe('the FAQ: no "Previous" card', () => {
  for (const locale of LOCALES) {
    it(`${locale}`, () => {
      assert.match(readFileSync(source(ROUTES.faq, locale), 'utf8'), /^pagination_prev: null$/m);
    });
  }
});

// The home page's Bedrock step names the game's Play button, Servers tab and Add Server button
// (strict reading 49: "add the server on the Servers tab" left a reader among the featured servers
// at its top). The words are the game's own, from its language files (data/screens/minecraft-bedrock.yml).
describe("the home page's Bedrock step quotes the game's own labels", () => {
  const set = load<{default: LabelSet} | LabelSet>('@site/data/screens/minecraft-bedrock.yml');
  const labels = ('default' in set ? set.default : set) as LabelSet;
  const pairs = [
    ['bedrockPlay', 'menu.play'],
    ['servers', 'selectWorld.tab.thirdParty'],
    ['bedrockAddServer', 'networkWorld.add_server'],
  ] as const;
  it('each word equals its label, and the step uses all three', () => {
    const words = newcomerWords as unknown as Record<string, Localized>;
    for (const locale of LOCALES) {
      for (const [word, key] of pairs) {
        assert.equal(localize(words[word]!, locale), labelText(labels, key, locale), `${locale} ${word}`);
      }
      const body = localize(stepText['join-bedrock'].body, locale);
      for (const placeholder of ['{play}', '{servers}', '{addServer}'])
        assert.ok(body.includes(placeholder), body);
    }
  });
});

/** A game message's English words (data/game-messages.yml), as the pages quote them. */
const gameMessageEn = (id: string): string =>
  (yaml.load(readFileSync('data/game-messages.yml', 'utf8')) as GameMessages).messages.find(
    (m) => m.id === id,
  )!.en;

// Strict reading 51: the impatient reader reached "add the server and double-click it" and met the
// server's refusal; the joining steps say the whitelist's approval comes first, where there is one.
describe("the home page's joining steps say approval comes first, where there is a whitelist", () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = structuredClone(community.admission);
  after(() => (community.admission = saved));
  const {NewcomerPaths} = load<typeof import('../src/components/Newcomer/Paths')>(
    '@site/src/components/Newcomer/Paths',
  );
  it('with a whitelist on every joining step, without one on none', () => {
    for (const locale of LOCALES) {
      const words = localize(
        (newcomerWords as unknown as Record<string, Localized>).joinAfterApproval!,
        locale,
      );
      for (const whitelist of ['bot', 'none'] as const) {
        community.admission =
          whitelist === 'bot'
            ? {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24}
            : ({whitelist: 'none'} as unknown as typeof community.admission);
        const html = textOf(renderElement(createElement(NewcomerPaths), locale));
        const joins = newcomerPaths(community).filter((p) =>
          p.steps.some((s) => s.id === 'join-java' || s.id === 'join-bedrock'),
        ).length;
        // Around the refusal the game shows until then ({message}: data/game-messages.yml).
        for (const part of words.split('{message}').filter((p) => p.trim()))
          assert.equal(
            html.split(part).length - 1,
            whitelist === 'bot' ? joins : 0,
            `${locale} ${whitelist}`,
          );
        assert.equal(
          html.split(gameMessageEn('spigot-whitelist')).length - 1 >= (whitelist === 'bot' ? joins : 0),
          true,
          `${locale}: the refusal's words`,
        );
      }
    }
  });
});

// Strict reading 51 (en): "from 1.21.4 to 26.2" on the official launcher's step read as running
// backwards; the step that states the range says why, as the rule does where it is shown whole.
describe("the official launcher's step says why its range's top reads lower", () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = community.newestClientVersion;
  after(() => (community.newestClientVersion = saved));
  const {NewcomerPaths} = load<typeof import('../src/components/Newcomer/Paths')>(
    '@site/src/components/Newcomer/Paths',
  );
  it('from the old numbering into the year-based one only', () => {
    const words = siteTexts.newcomer.javaYearNumbers;
    for (const locale of LOCALES) {
      const lead = words[locale]!.slice(0, words[locale]!.indexOf('{'));
      for (const newest of ['26.2', community.gameVersion]) {
        community.newestClientVersion = newest;
        const row = textOf(
          pathRow(renderElement(createElement(NewcomerPaths), locale), 'java-microsoft') ?? '',
        );
        if (!row) continue;
        const years = yearNumbering(community.gameVersion, newest);
        assert.equal(
          row.includes(lead),
          years !== undefined && community.clientVersions !== 'exact',
          `${locale} ${newest}`,
        );
        // Right after the range, before the step's way to HMCL and PCL (strict reading 52: at the
        // step's end, after two links, it came too late).
        const guides = siteTexts.newcomer.newcomerWords.guides[locale]!;
        if (row.includes(lead) && row.includes(guides))
          assert.ok(row.indexOf(lead) < row.lastIndexOf(guides), `${locale} ${newest}: ${row}`);
      }
    }
  });
});

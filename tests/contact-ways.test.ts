/**
 * The two ways to reach the admins side by side (<ContactWays>, src/components/WithoutChat): a strict
 * newcomer reading (a Bedrock player on an iPhone without QQ) found the other way a footnote on the
 * FAQ and on "Why can't I get in?", after the chat's steps as "No QQ? You can also…". Each way now
 * has its own label, the other way is an instruction in its own right, first where the language's
 * readers mostly lack the chat's app, and says what a Bedrock player writes: the gamertag as the
 * game shows it, and for help the device. Expectations come from config/community.ts and the words
 * files, never from the sample's values.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {after, describe, it} from 'node:test';
import {createElement} from 'react';
import yaml from 'js-yaml';
import type {CommunityConfig, OtherContact} from '../config/community';
import {docSource, locales} from '../e2e/lib/site';
import {ROUTES} from '../src/lib/newcomer';
import {chatApp, contactHref, contactLabel} from '../src/lib/otherContact';
import {labelText, type LabelSet} from '../src/lib/screenLabels';
import {validateLabelSet} from '../plugins/screens/schema';
import {localize} from '../src/lib/localized';
import {boxText, hoursIn, withoutChatText} from '../src/lib/newcomerText';
import {load, renderDoc, renderElement, textOf} from './lib/renderPage';

const community = load<{default: CommunityConfig}>('@site/config/community').default;
const saved = {otherContact: community.otherContact, admission: community.admission};
after(() => Object.assign(community, saved));

type Use = 'apply' | 'help' | 'status' | 'appeal' | 'report' | 'ask';
type Ways = (props: {use: Use; edition?: 'java' | 'bedrock'}) => unknown;
const {ContactWays} = load<{ContactWays: Ways}>('@site/src/components/WithoutChat');

const WHITELIST = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24} as const;
const contacts: OtherContact[] = [
  saved.otherContact ?? {kind: 'email', address: 'team@example.org'},
  {kind: 'discord', address: 'https://discord.example.org/invite/x', label: {zh: '频道', en: 'our server'}},
  {kind: 'form', address: 'https://forms.example.org/wl'},
];
const CHAT_WORDS = 'CHAT-WAY-WORDS';

const render = (use: Use, locale: (typeof locales)[number], edition?: 'java' | 'bedrock') =>
  renderElement(createElement(ContactWays as never, {use, edition}, CHAT_WORDS), locale);

/** The words of a line from the words file, up to its first value. */
const lead = (key: keyof typeof withoutChatText, locale: (typeof locales)[number]) =>
  textOf(localize(withoutChatText[key] as never, locale).split('{')[0]!).trim();

const linksTo = (html: string, contact: OtherContact) =>
  html.includes(`href="${contactHref(contact)}"`) ||
  (contact.kind === 'email' && html.includes(`href="${contactHref(contact)}?subject=`));

describe('<ContactWays>: both ways, each under its own label', () => {
  for (const locale of locales) {
    const labels = [boxText.applyWithChat, boxText.applyWithoutChat].map((words) =>
      localize(words, locale).replace('{app}', chatApp(community, locale)),
    );
    for (const contact of contacts) {
      it(`${locale}: ${contact.kind}: a list of two labelled items, the chat's words and the contact's link`, () => {
        community.admission = WHITELIST;
        community.otherContact = {...contact, firstIn: []};
        for (const use of ['apply', 'help', 'status', 'appeal', 'report', 'ask'] as const) {
          const html = render(use, locale);
          assert.match(html, new RegExp(`<ul data-contact-ways="${use}"`), use);
          assert.equal(html.match(/<li/g)?.length, 2, html);
          const [chat, other] = html.split('<li').slice(1);
          assert.ok(textOf(`<li${chat}`).startsWith(labels[0]!) && chat!.includes(CHAT_WORDS), chat);
          assert.ok(textOf(`<li${other}`).startsWith(labels[1]!), other);
          assert.ok(linksTo(other!, contact), other);
          assert.ok(textOf(other!).includes(contactLabel(contact, locale)), other);
          // Not "No QQ? You can also…": an instruction of its own.
          assert.doesNotMatch(other!, /data-without-chat-question/);
          const also = lead(use === 'status' ? 'statusAsk' : use, locale);
          // (The sentence on which languages the admins read may say "也可以" of English: not the lead.)
          const said = textOf(other!.replace(/<span data-apply-languages="">[\s\S]*?<\/span>/, ''));
          if (use !== 'status' && also) assert.ok(!said.includes(also), `${use}: ${said}`);
        }
      });
    }

    it(`${locale}: the other way first where otherContact.firstIn names the language, second elsewhere`, () => {
      community.admission = WHITELIST;
      for (const firstIn of [[locale], []]) {
        community.otherContact = {...contacts[0]!, firstIn};
        const html = render('help', locale);
        const other = html.indexOf('data-without-chat="other"');
        const chat = html.indexOf(CHAT_WORDS);
        assert.ok(other > 0 && chat > 0, html);
        assert.equal(other < chat, firstIn.length > 0, html);
      }
    });

    it(`${locale}: what a Bedrock player writes: the gamertag for applying, the device too for help`, () => {
      community.admission = WHITELIST;
      community.otherContact = {...contacts[0]!, replyWithinHours: 24};
      const words = (key: keyof typeof withoutChatText) => localize(withoutChatText[key] as never, locale);
      const cases: [use: 'apply' | 'help', edition: 'java' | 'bedrock' | undefined, said: string[]][] = [
        ['apply', undefined, [words('applyEditions')]],
        ['apply', 'bedrock', []],
        ['apply', 'java', []],
        ['help', undefined, [words('helpEditions')]],
        ['help', 'bedrock', [words('helpBedrock')]],
        ['help', 'java', []],
      ];
      const all = [words('applyEditions'), words('helpEditions'), words('helpBedrock')];
      for (const [use, edition, said] of cases) {
        const text = textOf(render(use, locale, edition));
        for (const sentence of all)
          assert.equal(text.includes(sentence), said.includes(sentence), `${use} ${edition}: ${sentence}`);
      }
      // The Bedrock one-line apply form names the gamertag itself (applyBriefBedrockFirst).
      const bedrock = textOf(render('apply', locale, 'bedrock'));
      assert.ok(
        bedrock.includes(
          textOf(words('applyBriefBedrockFirst').split('{how}')[1]!.split('{more}')[0]!).trim().slice(0, 12),
        ),
      );
      // The answer time comes last, after what to write; the status line gives none.
      for (const use of ['apply', 'help'] as const) {
        const item = /<li data-without-chat="other"[\s\S]*?<\/li>/.exec(render(use, locale))![0];
        const text = textOf(item);
        // Applying, the answer says whether the reader is in (strict reading 19).
        const said = words(use === 'apply' ? 'replyTimeApply' : 'replyTime');
        // …and by email, where else to look for it (strict reading 59), last of all.
        const spam = community.otherContact.kind === 'email' ? words('replySpam') : '';
        const last = textOf(said.split('{reply}')[1]!).trim();
        assert.ok(text.trimEnd().endsWith(spam ? spam : last), text);
        if (spam) assert.ok(text.replace(spam, '').trimEnd().endsWith(last), text);
        assert.ok(text.includes(hoursIn(24, locale)), text);
      }
      assert.doesNotMatch(render('status', locale), /data-reply-time/);
    });

    it(`${locale}: without another way, applying says the chat is the only way; help and status show the chat's way alone`, () => {
      community.admission = WHITELIST;
      community.otherContact = null;
      const apply = render('apply', locale);
      assert.match(apply, /<li data-without-chat="only" data-use="apply">/);
      assert.ok(apply.includes(`href="${community.chat.url}"`), apply);
      for (const use of ['help', 'status'] as const) {
        const html = render(use, locale);
        assert.equal(html, `<p data-contact-ways="${use}">${CHAT_WORDS}</p>`);
      }
    });
  }
});

describe('the FAQ and "Why can\'t I get in?" give the other way at equal rank', () => {
  const cases = [
    [ROUTES.faq, ['apply', 'help']],
    [ROUTES.cannotJoin, ['apply', 'status']],
    [ROUTES.joinBedrock, ['status']],
  ] as const;
  for (const locale of locales) {
    it(`${locale}: each step has both ways labelled, the contact linked; none when the config has none`, async () => {
      community.admission = WHITELIST;
      community.otherContact = contacts[0];
      for (const [route, uses] of cases) {
        const html = await renderDoc(docSource(route, locale)!, locale);
        for (const use of uses) {
          const list = new RegExp(`<ul data-contact-ways="${use}"[\\s\\S]*?</ul>`).exec(html)?.[0];
          assert.ok(list, `${locale} ${route}: no ${use} list`);
          assert.ok(
            list.includes(`href="${community.chat.url}"`) || use !== 'help',
            `${route} ${use}: the chat`,
          );
          assert.ok(linksTo(list, contacts[0]!), `${route} ${use}: the contact`);
        }
      }
      community.otherContact = null;
      for (const [route] of cases) {
        const html = await renderDoc(docSource(route, locale)!, locale);
        assert.doesNotMatch(html, /data-without-chat="other"/, route);
      }
    });
  }
});

describe("the Bedrock check of whether the server is up quotes the game in the page's language", () => {
  // Bedrock's own words (data/screens/minecraft-bedrock.yml, from Mojang's language files): the Servers
  // tab, and the details of a selected server, Online: and Current Ping:.
  const file = 'data/screens/minecraft-bedrock.yml';
  const set: LabelSet = validateLabelSet(
    yaml.load(readFileSync(file, 'utf8'), {schema: yaml.JSON_SCHEMA}),
    file,
    'minecraft-bedrock',
  );
  const keys = ['selectWorld.tab.thirdParty', 'networkWorld.online', 'networkWorld.current_ping'];
  for (const locale of locales) {
    it(`${locale}: the Bedrock join page's {#server-up} section; "Why can't I get in?" the player count`, async () => {
      const join = await renderDoc(docSource(ROUTES.joinBedrock, locale)!, locale);
      const section = join
        .split(/<h3[^>]*>/)
        .find((part) => part.includes(labelText(set, 'networkWorld.current_ping', locale)));
      assert.ok(section, 'a section with the game\'s "Current Ping:"');
      for (const key of keys) assert.ok(textOf(section).includes(labelText(set, key, locale)), key);
      const cannot = textOf(await renderDoc(docSource(ROUTES.cannotJoin, locale)!, locale));
      assert.ok(cannot.includes(labelText(set, 'networkWorld.online', locale)), 'Online:');
      assert.ok(readFileSync(docSource(ROUTES.cannotJoin, locale)!, 'utf8').includes('#server-up'));
    });
  }
});

describe('reporting, appealing and asking: the other way at the same rank as the chat (issue: the rules and the FAQ)', () => {
  // A strict reading found the rules and the FAQ sending a player without the chat's app nowhere to
  // report a player, tell an OP about a bug, appeal a ban or point out a mistake in the docs.
  const SECTIONS: [route: string, id: string, use: Use][] = [
    // Asking before using an unlisted mod, before building a large machine, suggesting a rule
    // change: "in the chat group or in the game" left a reader without the chat's app no way (a
    // later strict reading).
    [ROUTES.rules, 'rule-2', 'ask'],
    [ROUTES.rules, 'rule-4', 'report'],
    [ROUTES.rules, 'rule-5', 'ask'],
    // Telling the admins the game lags: the bot's `#status` is in the group only (strict reading 48:
    // rule 5 gave a player without the chat's app only the game's chat).
    [ROUTES.rules, 'rule-5', 'report'],
    [ROUTES.rules, 'rule-12', 'ask'],
    [ROUTES.rules, 'appeal', 'appeal'],
    [ROUTES.faq, 'report-player', 'report'],
    [ROUTES.faq, 'contribute-docs', 'ask'],
    // Telling the admins everyone lags (the bot's `#status` is in the group only), and what to do
    // when a store in mainland China lists only NetEase's edition (a later strict reading).
    [ROUTES.faq, 'lag', 'report'],
    [ROUTES.faq, 'store-only-netease', 'ask'],
    // Getting started's first hour: whom to ask to claim land or a build as yours (issue 45).
    [ROUTES.start, 'first-hour', 'ask'],
  ];
  /** A section of the rendered page, found by its heading's text in the page's source. */
  const section = (html: string, source: string, id: string) => {
    const heading = new RegExp(`^#{2,3} (.*?) \\{#${id}\\}$`, 'm').exec(source)?.[1];
    assert.ok(heading, id);
    // React writes an apostrophe as an entity ("NetEase's").
    const pattern = heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "(?:'|&#x27;|&#39;)");
    const start = html.search(new RegExp(`<h[23]>${pattern}</h[23]>`));
    assert.ok(start >= 0, `${id}: heading not rendered`);
    const end = html.slice(start + 4).search(/<h[23]>/);
    return html.slice(start, end < 0 ? html.length : start + 4 + end);
  };
  for (const locale of locales) {
    it(`${locale}: each section gives both ways, labelled, with config's contact; only the chat's without one`, async () => {
      community.admission = WHITELIST;
      for (const [route, id, use] of SECTIONS) {
        const file = docSource(route, locale)!;
        const source = readFileSync(file, 'utf8');
        community.otherContact = {...contacts[0]!, firstIn: []};
        const part = section(await renderDoc(file, locale), source, id);
        assert.match(part, new RegExp(`<ul data-contact-ways="${use}"`), `${route}#${id}`);
        assert.ok(linksTo(part, community.otherContact), `${route}#${id}: the contact's link`);
        community.otherContact = null;
        const without = section(await renderDoc(file, locale), source, id);
        assert.match(
          without,
          new RegExp(`<p data-contact-ways="${use}"`),
          `${route}#${id}: the chat's way alone`,
        );
        assert.doesNotMatch(without, /data-without-chat=/, `${route}#${id}`);
      }
    });
  }
});

describe("can't get in: kicked by an operator, both ways to ask, labelled", () => {
  // A strict reading (reading 9) found "ask the admins in the group" the only way for a player
  // kicked from the server; a later one found the other way an afterthought after it: the item now
  // gives both side by side (<ContactWays use="ask">), as the page's other steps do.
  /** The list item of the page that quotes the kick message, with the list of ways in it. */
  const kickedItem = (html: string) => {
    // The last quote: the message table quotes it first, the item in "Other common messages" after.
    const at = html.lastIndexOf('data-message="kicked"');
    assert.ok(at >= 0, 'the kick message is quoted');
    const start = html.lastIndexOf('<li', at);
    const ways = html.indexOf('data-contact-ways="ask"', at);
    assert.ok(ways >= 0, 'the ways to ask follow the kick message');
    const end = html.slice(ways).search(/<\/ul>|<\/p>/);
    return html.slice(start, ways + end);
  };
  for (const locale of locales) {
    it(`${locale}: config's contact beside the chat, or the chat's way alone without one`, async () => {
      community.admission = WHITELIST;
      const file = docSource(ROUTES.cannotJoin, locale)!;
      community.otherContact = {...contacts[0]!, firstIn: []};
      const item = kickedItem(await renderDoc(file, locale));
      assert.match(item, /<ul data-contact-ways="ask"/, item);
      assert.match(item, /data-other-contact-line="ask"/, item);
      assert.ok(item.includes(`href="${community.chat.url}"`), item);
      assert.ok(linksTo(item, community.otherContact), item);
      community.otherContact = null;
      const without = kickedItem(await renderDoc(file, locale));
      assert.match(without, /<p data-contact-ways="ask"/, without);
      assert.doesNotMatch(without, /data-other-contact-line/);
    });
  }
});

describe('one order for the two ways to apply, on every page that gives both (issue 45)', () => {
  // A strict reading of the English site met the email first on the home page and the FAQ, and the
  // chat's command first (with the email as "No QQ? You can also…" after it) on the join pages. Every
  // page now gives both ways to apply side by side (<ContactWays use="apply">), in the order
  // config/community.ts `otherContact.firstIn` sets for the language; the home page's rows and the
  // end-of-page box follow it too.
  const PAGES = [
    ROUTES.start,
    ROUTES.join,
    ROUTES.joinJava,
    ROUTES.joinBedrock,
    ROUTES.faq,
    ROUTES.cannotJoin,
  ];
  const {NewcomerPaths} = load<typeof import('../src/components/Newcomer/Paths')>(
    '@site/src/components/Newcomer/Paths',
  );
  const {StillStuck} = load<typeof import('../src/components/Newcomer')>('@site/src/components/Newcomer');
  /** Whether the contact's link comes before the chat's way (its link or the bot's command) in `html`. */
  const otherBeforeChat = (html: string, contact: OtherContact) => {
    const other = html.search(/data-other-contact=|data-without-chat="other"/);
    const chat = [html.indexOf(`href="${community.chat.url}"`), html.indexOf('class="command-line"')]
      .filter((at) => at >= 0)
      .sort((a, b) => a - b)[0];
    assert.ok(other >= 0 && chat !== undefined, html);
    assert.ok(linksTo(html, contact), html);
    return other < chat;
  };
  for (const locale of locales) {
    for (const first of [true, false]) {
      it(`${locale}, firstIn ${first ? 'names' : 'leaves out'} the language: the pages, the rows and the box agree`, async () => {
        community.admission = WHITELIST;
        community.otherContact = {...contacts[0]!, firstIn: first ? [locale] : []};
        for (const route of PAGES) {
          const html = await renderDoc(docSource(route, locale)!, locale);
          // No one-line "you can also apply…" left beside a chat paragraph: applying is a labelled pair.
          assert.doesNotMatch(
            html,
            /<p [^>]*data-without-chat="other" data-use="apply"/,
            `${locale} ${route}`,
          );
          for (const list of html.match(/<ul data-contact-ways="apply"[\s\S]*?<\/ul>/g) ?? []) {
            assert.equal(list.includes('data-other-first'), first, `${locale} ${route}`);
            assert.equal(otherBeforeChat(list, contacts[0]!), first, `${locale} ${route}: ${textOf(list)}`);
          }
        }
        // The join pages and the FAQ apply there: each has the pair.
        for (const route of [ROUTES.join, ROUTES.joinJava, ROUTES.joinBedrock, ROUTES.faq]) {
          const html = await renderDoc(docSource(route, locale)!, locale);
          assert.match(html, /<ul data-contact-ways="apply"/, `${locale} ${route}`);
        }
        const rows = renderElement(createElement(NewcomerPaths), locale).split('<details').slice(1);
        for (const row of rows.filter((r) => r.includes('data-step="whitelist"'))) {
          const step = /<li>(?:(?!<\/li>)[\s\S])*?data-step="whitelist"[\s\S]*?<\/li>/.exec(row)![0];
          assert.equal(otherBeforeChat(step, contacts[0]!), first, `${locale} row: ${textOf(step)}`);
        }
        assert.equal(otherBeforeChat(renderElement(createElement(StillStuck), locale), contacts[0]!), first);
      });
    }
  }
});

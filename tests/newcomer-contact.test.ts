/**
 * The newcomer path's contact and order (issue 30, review 3): the "still stuck" box on every
 * newcomer page and the home page's whitelist step offer config/community.ts `otherContact` when
 * it is set (and say nothing of it when it is not); the home page's community box shows
 * `chat.about` and the other contact; and the pages tell one order: apply as early as you can,
 * after registering the skin-site account whose player name you apply with.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import {createElement} from 'react';
import type {CommunityConfig, OtherContact} from '../config/community';
import {docSource, locales} from '../e2e/lib/site';
import {ROUTES} from '../src/lib/newcomer';
import {
  chatApp,
  contactHref,
  contactLabel,
  otherContactFirst,
  WITHOUT_CHAT_ANCHOR,
  withoutChatCase,
} from '../src/lib/otherContact';
import {load, renderDoc, renderElement, textOf} from './lib/renderPage';
import {localize} from '../src/lib/localized';
import {boxText, hoursIn, withoutChatText} from '../src/lib/newcomerText';

const community = load<{default: CommunityConfig}>('@site/config/community').default;
const saved = {
  otherContact: community.otherContact,
  admission: community.admission,
  login: community.login,
  chat: community.chat,
  serverStatus: community.serverStatus,
};
after(() => Object.assign(community, saved));

type Newcomer = typeof import('../src/components/Newcomer');
const {StillStuck, WhitelistWait} = load<Newcomer>('@site/src/components/Newcomer');
const ApplyFirst = load<{default: () => unknown}>('@site/src/components/Newcomer/ApplyFirst').default;
const {NewcomerPaths} = load<typeof import('../src/components/Newcomer/Paths')>(
  '@site/src/components/Newcomer/Paths',
);
const CommunityLinks = load<{default: () => unknown}>('@site/src/components/CommunityLinks').default;

const WHITELIST = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24} as const;
/** The configured contact, or a stand-in when the sample has none; and kinds unlike it. */
const contacts: OtherContact[] = [
  saved.otherContact ?? {kind: 'email', address: 'team@example.org'},
  {kind: 'discord', address: 'https://discord.example.org/invite/x', label: {zh: '频道', en: 'our server'}},
  {kind: 'form', address: 'https://forms.example.org/wl'},
];

/**
 * Whether `html` links to the contact: its address, or, applying by email, the ready-made
 * application email to it (`mailto:…?subject=…`, src/components/WithoutChat/applyHref.ts).
 */
const linksTo = (html: string, contact: OtherContact) =>
  html.includes(`href="${contactHref(contact)}"`) ||
  (contact.kind === 'email' && html.includes(`href="${contactHref(contact)}?subject=`));

describe('StillStuck offers the other contact', () => {
  for (const locale of locales) {
    for (const contact of contacts) {
      it(`${locale}: ${contact.kind} set → the box links it and names the chat app`, () => {
        community.otherContact = contact;
        const html = renderElement(createElement(StillStuck), locale);
        assert.ok(linksTo(html, contact), html);
        assert.match(html, /data-other-contact-line="help"/);
        assert.ok(textOf(html).includes(contactLabel(contact, locale)));
        assert.ok(textOf(html).includes(chatApp(community, locale)));
      });
    }
    it(`${locale}: the other way first where firstIn names the language, the chat first elsewhere`, () => {
      for (const firstIn of [[locale], []]) {
        community.otherContact = {...contacts[0]!, firstIn};
        const html = renderElement(createElement(StillStuck), locale);
        const other = html.indexOf('data-other-contact-line="help"');
        const chat = html.indexOf('data-still-stuck-chat');
        assert.ok(other > 0 && chat > 0, html);
        assert.equal(other < chat, firstIn.length > 0, html);
        // One sentence names both ways, in the order of its words for that case.
        const words = localize(
          firstIn.length ? boxText.stillStuckOtherFirst : boxText.stillStuckWithOther,
          locale,
        );
        const lead = textOf(words.split('{')[0]!).trim();
        if (lead) assert.ok(textOf(html).includes(lead), `${lead} in ${html}`);
      }
    });
    it(`${locale}: none set → the box has only the chat`, () => {
      for (const none of [null, undefined]) {
        community.otherContact = none;
        const html = renderElement(createElement(StillStuck), locale);
        assert.ok(!html.includes('data-other-contact'), html);
        assert.ok(html.includes(`href="${community.chat.url}"`));
      }
    });
  }

  it('every newcomer page that ends with the box shows the contact', async () => {
    community.otherContact = contacts[0];
    const routes = [ROUTES.intro, ROUTES.start, ROUTES.java, ROUTES.launchers, ROUTES.hmcl, ROUTES.pcl];
    for (const locale of locales) {
      for (const route of routes) {
        const html = await renderDoc(docSource(route, locale)!, locale);
        assert.match(html, /data-still-stuck=""[\s\S]*data-other-contact-line="help"/, `${locale} ${route}`);
      }
    }
  });
});

describe('where the chat tells members whether the server is up, the pages tell the others', () => {
  // The Bedrock join page and can't-get-in send readers to the chat's announcements and `#status`
  // when the server may be down; a player without the chat gets the address card and the contact:
  // a sentence of its own (<WithoutChat use="status">) or the other item of <ContactWays use="status">.
  for (const locale of locales) {
    it(`${locale}: Bedrock join and can't-get-in offer the contact for the server's state, only when set`, async () => {
      for (const route of [ROUTES.joinBedrock, ROUTES.cannotJoin]) {
        const file = docSource(route, locale)!;
        community.otherContact = contacts[0];
        // The sentence points to the address card's status only when the card shows one.
        for (const enabled of [true, false]) {
          community.serverStatus = {...saved.serverStatus, enabled};
          const html = await renderDoc(file, locale);
          const line = html.match(/<p data-without-chat="other" data-use="status"[^>]*>[\s\S]*?<\/p>/)?.[0];
          const item = html.match(/<li data-without-chat="other" data-use="status"[^>]*>[\s\S]*?<\/li>/)?.[0];
          assert.ok(line ?? item, `${locale} ${route}: no status line`);
          // The sentence's own words: its longer part around the contact.
          const said = (key: 'status' | 'statusAsk' | 'statusFirst', text: string) => {
            const [before = '', after = ''] = localize(withoutChatText[key], locale).split('{how}');
            return textOf(text).includes((before.length >= after.length ? before : after).trim());
          };
          if (line) {
            assert.ok(linksTo(line, contacts[0]!), line);
            assert.ok(
              said(enabled ? 'status' : 'statusAsk', line) && !said(enabled ? 'statusAsk' : 'status', line),
              line,
            );
          }
          if (item) {
            assert.ok(linksTo(item, contacts[0]!), item);
            assert.ok(said('statusFirst', item), item);
          }
        }
        community.serverStatus = saved.serverStatus;
        community.otherContact = null;
        assert.doesNotMatch(await renderDoc(file, locale), /data-use="status"/, `${locale} ${route}`);
      }
    });
  }
});

describe('the still-stuck box says what to send and where, and nothing else (issue 45)', () => {
  // A strict reading on a phone found the box too long: besides where to ask, it taught how to see
  // whether the server is up (the Java server list, Bedrock's Servers tab) and the bot's #status,
  // which the join pages say in their own sections. Now: where (the chat, the other contact), what
  // to send, and the page on asking, in one paragraph, whatever the status setting.
  for (const locale of locales) {
    it(`${locale}: one paragraph under the title, with the chat, its number, the contact and the help page`, () => {
      for (const contact of [contacts[0]!, null]) {
        const boxes = [true, false].map((enabled) => {
          community.otherContact = contact;
          community.serverStatus = {...saved.serverStatus, enabled};
          return renderElement(createElement(StillStuck), locale);
        });
        community.serverStatus = saved.serverStatus;
        // The same box whether or not the address cards show a live status.
        assert.equal(boxes[0], boxes[1]);
        const all = boxes[0]!;
        // Where the reader can choose the other way (src/lib/chatWay.ts), a sentence for that reader
        // alone follows, without the chat (shown by CSS only after the choice).
        const alone = /<p data-chat-only="other"[^>]*>[\s\S]*?<\/p>/.exec(all)?.[0];
        assert.equal(
          Boolean(alone),
          Boolean(contact) && withoutChatCase(community, 'apply') === 'other',
          all,
        );
        if (alone) {
          assert.ok(linksTo(alone, contact!), alone);
          assert.ok(!alone.includes(`href="${community.chat.url}"`), alone);
          assert.ok(alone.includes(`href="${ROUTES.help.replace(/&/g, '&amp;')}"`), alone);
          assert.match(alone, /data-search-ignore/, 'left out of the search');
        }
        const html = alone ? all.replace(alone, '') : all;
        assert.equal(html.match(/<p\b/g)?.length, 2, html);
        assert.doesNotMatch(
          html,
          /<code|data-still-stuck-(list|status)|#server-up|#server-list-status/,
          html,
        );
        assert.ok(html.includes(`href="${community.chat.url}"`), html);
        assert.ok(textOf(html).includes(community.chat.id), html);
        assert.ok(html.includes(`href="${ROUTES.help.replace(/&/g, '&amp;')}"`), html);
        assert.equal(Boolean(contact && linksTo(html, contact)), Boolean(contact), html);
        // What to send: the words of the box's sentence after the ways (the step, the message, a screenshot).
        const words = localize(
          !contact
            ? boxText.stillStuck
            : otherContactFirst(community, locale)
              ? boxText.stillStuckOtherFirst
              : boxText.stillStuckWithOther,
          locale,
        );
        const what = textOf(words.split('{help}')[0]!.split('}').at(-1)!)
          .replace(/^[)）:：,，\s]+/, '')
          .trim();
        const said = textOf(html);
        assert.ok(said.includes(what.slice(0, 12)), `${what} in ${said}`);
      }
    });
  }
});

describe('every <WithoutChat use=…> in the docs renders its sentence when another contact is set', () => {
  const files = ['docs', 'i18n/en/docusaurus-plugin-content-docs/current']
    .flatMap((dir) => (readdirSync(dir, {recursive: true}) as string[]).map((f) => path.join(dir, f)))
    .filter((f) => /\.mdx?$/.test(f) && readFileSync(f, 'utf8').includes('<WithoutChat use='));
  it('finds the pages', () => assert.ok(files.length > 0));
  for (const file of files) {
    it(file, async () => {
      community.admission = WHITELIST;
      community.otherContact = contacts[0];
      const locale = file.startsWith('i18n/en/') ? 'en' : 'zh';
      const uses = [...readFileSync(file, 'utf8').matchAll(/<WithoutChat use="(\w+)"/g)].map((m) => m[1]!);
      const html = await renderDoc(file, locale);
      for (const use of uses)
        assert.match(html, new RegExp(`data-without-chat="other" data-use="${use}"`), use);
      assert.doesNotMatch(textOf(html), /\{[a-z]\w*\}/, 'a value left unfilled');
      community.admission = saved.admission;
    });
  }
});

describe('the bot page: the Bedrock section, where the home Bedrock path lands, leads to the other way', () => {
  // The other way is said in full once, in its own section (the Bedrock spelling included). The
  // Bedrock section, which teaches the bot's spelling, gives a reader without the chat its one-line
  // form, with the contact, and links the full section for what to write (strict reading 24: a
  // reader without QQ landed on the bot's spellings and had to hop again).
  const section = (file: string, html: string, id: string) => {
    // The heading's text, from the source (the test renderer drops heading ids).
    const title = readFileSync(file, 'utf8').match(new RegExp(`^#{2,3} (.+?) \\{#${id}\\}$`, 'm'))![1]!;
    return html.split(`>${title}</h3>`)[1]!.split(/<h[23]/)[0]!;
  };
  for (const locale of locales) {
    it(`${locale}: the {#bedrock} section links the {#without-chat} section, which has the apply line, when set`, async () => {
      community.admission = WHITELIST;
      community.otherContact = contacts[0];
      const file = docSource(ROUTES.bot, locale)!;
      // Rendered as the bot page itself, whose one-line form says "on this page".
      (globalThis as {__testPathname?: string}).__testPathname = ROUTES.bot;
      let html = await renderDoc(file, locale);
      delete (globalThis as {__testPathname?: string}).__testPathname;
      const bedrock = section(file, html, 'bedrock');
      assert.match(bedrock, /href="[^"]*#without-chat"/);
      // Every value filled in (strict reading 42: "the section on applying without {app}" on this page).
      assert.doesNotMatch(textOf(bedrock), /\{[a-z]\w*\}/);
      assert.match(bedrock, /data-other-contact-line="apply"/, 'the one-line form');
      assert.ok(linksTo(bedrock, contacts[0]!), 'with the contact');
      assert.doesNotMatch(bedrock, /data-use="apply"/, 'said in full once, in its own section');
      const apply = section(file, html, 'without-chat');
      assert.match(apply, /data-without-chat="other" data-use="apply"/);
      assert.ok(linksTo(apply, contacts[0]!));
      community.otherContact = null;
      html = await renderDoc(file, locale);
      assert.doesNotMatch(section(file, html, 'bedrock'), /#without-chat"/);
      community.admission = saved.admission;
      community.otherContact = saved.otherContact;
    });
    // Strict reading 31 (en): getting started's Bedrock "Next" card lands here, past the home row's
    // "sign in first"; the gamertag to apply with shows only once signed in.
    it(`${locale}: the {#bedrock} section sends a reader not signed in to the sign-in steps first`, async () => {
      const file = docSource(ROUTES.bot, locale)!;
      const bedrock = section(file, await renderDoc(file, locale), 'bedrock');
      const signIn = bedrock.search(/href="[^"]*ji-yan-ban-jia-ru-fu-wu-qi\.md#sign-in"/);
      assert.ok(signIn >= 0, 'no link to the sign-in steps');
      assert.ok(signIn < bedrock.indexOf('<ul'), 'before the spelling');
    });
  }
});

describe('the home page paths: the whitelist step offers the other contact', () => {
  for (const locale of locales) {
    it(`${locale}: on every path with a whitelist step (Java and Bedrock), and only when set`, () => {
      community.admission = WHITELIST;
      for (const contact of contacts) {
        community.otherContact = contact;
        const html = renderElement(createElement(NewcomerPaths), locale);
        const rows = html.split('<details').slice(1);
        const withStep = rows.filter((row) => row.includes('data-step="whitelist"'));
        assert.ok(
          withStep.some((row) => row.includes('data-path="bedrock"')),
          'Bedrock has a whitelist step',
        );
        for (const row of withStep) {
          assert.match(row, /data-other-contact-line="apply"/, row.slice(0, 80));
          assert.ok(linksTo(row, contact));
        }
      }
      // The answer times (issue 45's readings): above the rows (the hero's apply-first line, tested
      // below), the chat's usual wait and, in a sentence of its own, the other way's; once more in
      // each row that applies.
      community.otherContact = {...contacts[0]!, replyWithinHours: 37};
      const html = renderElement(createElement(NewcomerPaths), locale);
      const rows = html.split('<details').slice(1);
      for (const row of rows.filter((r) => r.includes('data-step="whitelist"')))
        assert.equal(row.match(/data-reply-time/g)?.length, 1, row.slice(0, 80));
      // Without an answer time for the other way, the hero promises none.
      community.otherContact = {...contacts[0]!, replyWithinHours: undefined};
      assert.doesNotMatch(renderElement(createElement(ApplyFirst as never), locale), /data-other-wait/);
      community.otherContact = null;
      assert.ok(!renderElement(createElement(NewcomerPaths), locale).includes('data-other-contact'));
    });
    it(`${locale}: each row's application email comes with its edition filled in, and no instructions in it`, () => {
      // Strict readings 57 and 58: the email's body carried "keep the one you play" and what to write,
      // which a phone reader did not know whether to send along; the row beside it says what to write.
      community.admission = WHITELIST;
      community.otherContact = {kind: 'email', address: 'team@example.org'};
      const rows = renderElement(createElement(NewcomerPaths), locale).split('<details').slice(1);
      const bodyIn = (row: string) => {
        const href = /href="(mailto:team@example\.org\?[^"]*)"/.exec(row)?.[1];
        assert.ok(href, row.slice(0, 120));
        return new URL(href.replace(/&amp;/g, '&')).searchParams.get('body') ?? '';
      };
      const words = (key: keyof typeof withoutChatText) =>
        localize(withoutChatText[key] as never, locale) as string;
      let seen = 0;
      for (const row of rows.filter((r) => r.includes('data-step="whitelist"'))) {
        const bedrock = row.includes('data-path="bedrock"');
        const body = bodyIn(row);
        assert.ok(body.includes(words(bedrock ? 'emailEditionBedrock' : 'emailEditionJava')), body);
        // The fields only: no instructions to delete before sending.
        assert.equal(body.split('\n').length, 3, body);
        seen++;
      }
      assert.ok(seen >= 2, 'rows with a whitelist step');
      community.otherContact = saved.otherContact;
    });
    it(`${locale}: the hero says what the chat's app is where config gives it (chat.appGloss), the rows not`, () => {
      community.admission = WHITELIST;
      const gloss = 'a chat app from Elsewhere';
      community.chat = {...saved.chat, appGloss: {[locale]: gloss}};
      const intro = renderElement(createElement(ApplyFirst as never), locale);
      const rows = renderElement(createElement(NewcomerPaths), locale).split('<details').slice(1);
      assert.ok(textOf(intro).includes(gloss), textOf(intro));
      assert.ok(!rows.some((row) => row.includes(gloss)), 'said once, at the first mention');
      community.chat = {...saved.chat, appGloss: undefined};
      const plain = renderElement(createElement(ApplyFirst as never), locale);
      assert.ok(!textOf(plain!).includes(gloss));
      assert.doesNotMatch(textOf(plain!), /\(\)|（）/, 'no empty brackets');
      community.chat = saved.chat;
    });
    it(`${locale}: each row's apply line says which name to write: the skin-site player, the profile name, the gamertag`, () => {
      community.admission = WHITELIST;
      community.otherContact = contacts[0];
      const html = renderElement(createElement(NewcomerPaths), locale);
      const rows = html.split('<details').slice(1);
      const keys = {
        'java-skin': 'applyBriefSkin',
        'java-microsoft': 'applyBriefMicrosoft',
        bedrock: 'applyBriefBedrock',
      } as const;
      // The words before the first value that differs from row to row, from the text file.
      const lead = (key: string) =>
        localize(withoutChatText[key as keyof typeof withoutChatText] as never, locale)
          .split('{how}')[1]!
          .split('{more}')[0]!
          .slice(0, 12);
      for (const [path, key] of Object.entries(keys)) {
        const row = rows.find((r) => r.includes(`data-path="${path}"`));
        if (!row) continue;
        const line = row.split('data-other-contact-line="apply"')[1]!.split('data-reply-time')[0]!;
        // Each way in a block of its own (a line apart from the other, whose spelling differs, and
        // hidden alone where the reader chose the other way: src/lib/chatWay.ts).
        assert.match(
          row,
          /<span class="way" data-chat-branch="other"><strong data-apply-label="">[^<]*<\/strong> <span data-other-contact-line="apply"/,
          `${path}: the other way is not a block of its own`,
        );
        assert.match(
          row,
          /<span class="way" data-chat-branch="chat"><strong data-apply-label="">[^<]*<\/strong> (?:(?!data-other-contact-line)[\s\S])*?<\/span><span class="way" data-chat-branch="other">|<\/span><\/span><span class="way" data-chat-branch="chat">/,
          `${path}: the two ways share a line`,
        );
        const own = lead(key);
        assert.ok(textOf(`<span ${line}`).includes(own.trim()), `${path}: ${own}`);
        for (const other of Object.values(keys).filter((k) => k !== key && lead(k) !== own))
          assert.ok(!textOf(`<span ${line}`).includes(lead(other).trim()), `${path} has ${other}`);
      }
      community.otherContact = null;
    });
    it(`${locale}: the Bedrock row says to sign in once, before its numbered steps`, () => {
      const bedrockRow = () =>
        renderElement(createElement(NewcomerPaths), locale)
          .split('<details')
          .find((r) => r.includes('data-path="bedrock"'))!;
      // The words before the link to how to sign in.
      const signInWords = localize(boxText.bedrockSignInFirst, locale).replace(/\{\w+\}[\s\S]*$/, '');
      const gamertagWords = localize(boxText.bedrockGamertagThen, locale);
      for (const admission of [WHITELIST, {whitelist: 'none'} as const]) {
        community.admission = admission;
        const row = bedrockRow();
        const signIn = row.indexOf('data-bedrock-sign-in');
        assert.ok(signIn > 0 && signIn < row.indexOf('<ol'), `${admission.whitelist}: before step 1`);
        assert.equal(textOf(row).split(signInWords).length, 2, `${admission.whitelist}: said once`);
        // The gamertag's sentence points at the application step: only where there is one.
        assert.equal(textOf(row).includes(gamertagWords), admission.whitelist === 'bot', admission.whitelist);
      }
      // The last step no longer says it (it read as a second sign-in): no sign-in words in the list.
      community.admission = WHITELIST;
      const steps = textOf(bedrockRow().split('<ol')[1]!);
      assert.ok(!steps.includes(signInWords), steps);
    });
    it(`${locale}: no whitelist → no step, no sentence about applying`, () => {
      community.admission = {whitelist: 'none'};
      community.otherContact = contacts[0];
      const html = renderElement(createElement(NewcomerPaths), locale);
      assert.ok(!html.includes('data-other-contact-line'), html);
    });
  }
});

describe('the home page: "apply before you join" and "offline accounts are refused" above the address card', () => {
  for (const locale of locales) {
    it(`${locale}: with a whitelist, a line linking to the newcomer paths; without, nothing`, () => {
      community.admission = WHITELIST;
      const html = renderElement(createElement(ApplyFirst as never), locale);
      assert.match(html, /data-apply-first=""/);
      assert.match(html, /href="#start-here"/);
      // The link names the section by the first words of its heading.
      const link = textOf(/<a [^>]*href="#start-here"[^>]*>[\s\S]*?<\/a>/.exec(html)![0]);
      const title = localize(boxText.homeTitle, locale);
      assert.ok(title.toLowerCase().startsWith(link.toLowerCase()), `"${link}" is not how "${title}" starts`);
      // Not two lines opening alike ("第一次来？…" twice) one above the other.
      assert.notEqual(textOf(html).slice(0, 4), title.slice(0, 4), textOf(html));
      community.admission = {whitelist: 'none'};
      const open = renderElement(createElement(ApplyFirst as never), locale);
      assert.doesNotMatch(open, /data-apply-first/);
      // The offline-account line stays: offline accounts are refused with or without a whitelist.
      assert.match(open, /data-offline-refused=""/);
      community.admission = saved.admission;
    });

    it(`${locale}: offline accounts are refused, and the way in it names follows the accounts taken`, () => {
      const savedLogin = community.login;
      for (const login of ['skinSite', 'both', 'microsoft'] as const) {
        community.login = login;
        const html = renderElement(createElement(ApplyFirst as never), locale);
        const line = /<p data-offline-refused="">[\s\S]*?<\/p>/.exec(html)![0];
        const words = login === 'microsoft' ? boxText.applyFirstMicrosoft : boxText.applyFirstSkin;
        assert.ok(
          textOf(line).startsWith(localize(words, locale).split('{')[0]!),
          `${login}: ${textOf(line)}`,
        );
        assert.equal(line.includes('href="#start-here"'), login !== 'microsoft', login);
      }
      community.login = savedLogin;
    });
  }
  for (const locale of locales) {
    it(`${locale}: says how long the review takes, and the paths below then do not say it, nor the whitelist, again`, () => {
      // Strict reading 74 (en): the times came only after scrolling and opening a row.
      community.admission = WHITELIST;
      community.otherContact = {...contacts[0]!, replyWithinHours: 37};
      const line = /<p data-apply-first="">[\s\S]*?<\/p>/.exec(
        renderElement(createElement(ApplyFirst as never), locale),
      )![0];
      assert.ok(textOf(line).includes(hoursIn(WHITELIST.typicalWaitHours, locale)), textOf(line));
      assert.match(line, /data-other-wait="wait"[^>]*>[^<]*37/);
      // Before "how to apply" and its link, not after.
      assert.ok(line.indexOf('data-chat-wait') < line.indexOf('href="#start-here"'));
      community.login = 'both';
      const [intro] = renderElement(createElement(NewcomerPaths), locale).split('<details');
      assert.doesNotMatch(intro!, /data-chat-wait|data-other-wait/);
      // Nor the whitelist and the skin site, which the hero says too (strict reading 78): one sentence.
      assert.equal(textOf(intro!).trim(), localize(boxText.homeIntroPick, locale));
      community.login = saved.login;
      community.otherContact = saved.otherContact;
      community.admission = saved.admission;
    });
  }
  it('the home page places it before the address card, and has the section it links to', () => {
    const home = readFileSync('src/pages/index.tsx', 'utf8');
    assert.ok(home.indexOf('<ApplyFirst />') < home.indexOf('<ServerAddress />'));
    assert.match(home, /id="start-here"/);
  });
  it('the home page says, under the paths, where to look up an error the game shows', () => {
    const home = readFileSync('src/pages/index.tsx', 'utf8');
    const errors = home.indexOf('data-home-errors');
    assert.ok(errors > home.indexOf('<NewcomerPaths'), 'under the paths');
    assert.ok(home.slice(errors, home.indexOf('</p>', errors)).includes('ROUTES.cannotJoin'));
  });
  it('the home page shares the server (the join card) only after the community links', () => {
    const home = readFileSync('src/pages/index.tsx', 'utf8');
    assert.ok(home.indexOf('<JoinCard />') > home.indexOf('id="community-links"'));
    assert.ok(home.indexOf('<JoinCard />') > home.indexOf('<NewcomerPaths />'));
  });
  it('the getting-started card promises what the page gives every reader, not Java (Bedrock players need none)', () => {
    const en = JSON.parse(readFileSync('i18n/en/code.json', 'utf8')) as Record<string, {message: string}>;
    const zh = /'home\.card\.start\.body',\s*message: '([^']*)'/.exec(
      readFileSync('src/pages/index.tsx', 'utf8'),
    )![1]!;
    assert.doesNotMatch(zh, /Java/);
    assert.doesNotMatch(en['home.card.start.body']!.message, /Java/);
  });
});

// The join pages link the chat's wait to the bot page; a reader who applied by email has no use
// for that page, so what to do when the admins' answer time has passed is said where they read.
describe('the whitelist wait as a link (the join pages) keeps the other way inline', () => {
  for (const locale of locales) {
    it(`${locale}: the follow-up after the other contact's answer time, beside the link`, () => {
      community.admission = WHITELIST;
      community.otherContact = {...contacts[0]!, replyWithinHours: 24};
      let html = renderElement(createElement(WhitelistWait, {link: true}), locale);
      assert.match(html, /data-wait-link=""[\s\S]*data-other-wait="follow-up"/);
      assert.match(textOf(html), /24/, 'the answer time');
      assert.ok(textOf(html).includes(hoursIn(WHITELIST.typicalWaitHours, locale)), 'the chat’s wait');
      community.otherContact = null;
      html = renderElement(createElement(WhitelistWait, {link: true}), locale);
      assert.match(html, /data-wait-link=""/);
      assert.doesNotMatch(html, /data-other-wait/);
      community.otherContact = saved.otherContact;
    });
  }
});

describe('the home page community box', () => {
  for (const locale of locales) {
    it(`${locale}: chat.about and the other contact when set, neither when not`, () => {
      const about = {zh: '测试用的聊天软件说明。', en: 'A chat app, described for the test.'};
      community.chat = {...saved.chat, about};
      community.otherContact = contacts[1];
      community.admission = WHITELIST;
      let html = renderElement(createElement(CommunityLinks as never), locale);
      assert.ok(textOf(html).includes(localize(about, locale)));
      assert.ok(linksTo(html, contacts[1]!));
      assert.ok(textOf(html).includes(chatApp(community, locale)), 'says it is for players without the app');
      assert.ok(html.includes(`href="${community.chat.url}"`) && textOf(html).includes(community.chat.id));
      // "No QQ? You can apply here too" leads to how to apply that way, on the bot page.
      assert.match(
        html,
        new RegExp(`<a[^>]*href="[^"]*${ROUTES.bot}#${WITHOUT_CHAT_ANCHOR}"[^>]*data-apply-without-chat`),
      );
      community.admission = {whitelist: 'none'} as never;
      assert.doesNotMatch(
        renderElement(createElement(CommunityLinks as never), locale),
        /data-apply-without-chat/,
      );
      community.admission = WHITELIST;
      const {about: _omit, ...noAbout} = community.chat;
      void _omit;
      community.chat = noAbout;
      community.otherContact = null;
      html = renderElement(createElement(CommunityLinks as never), locale);
      assert.ok(!html.includes('data-chat-about') && !html.includes('data-other-contact'), html);
    });
  }
});

describe('one order: apply early, after registering the skin-site account', () => {
  const OLD =
    /第一步(?:就去|是在群里)?申请|先申请白名单|apply first|first step is (?:applying|to apply)|do this first/i;
  const files = [ROUTES.intro, ROUTES.start].flatMap((r) => locales.map((l) => docSource(r, l)!));
  it('no start page or home text calls applying "the first step"', () => {
    for (const file of [...files, 'src/lib/newcomer.ts']) {
      assert.doesNotMatch(readFileSync(file, 'utf8'), OLD, file);
    }
  });
});

// Which languages the admins read (config otherContact.languages): beside every one-line form of
// applying in the languages whose readers mostly apply that way (`firstIn`), else only in the full
// form on the bot page (strict readings 55 and 56, zh: "English is fine" twelve times).
describe("the admins' languages: beside the one-line form where that way comes first, else in the full form", () => {
  for (const locale of locales) {
    it(`${locale}: with and without this language in firstIn`, async () => {
      const contact: OtherContact = {
        ...(saved.otherContact ?? {kind: 'email', address: 'team@example.org'}),
        languages: {zh: 'LANG-ZH。', en: 'LANG-EN.'},
      };
      community.admission = WHITELIST;
      const said = `LANG-${locale.toUpperCase()}`;
      for (const firstIn of [[locale], []]) {
        community.otherContact = {...contact, firstIn};
        const row = textOf(renderElement(createElement(NewcomerPaths), locale));
        assert.equal(row.includes(said), firstIn.length > 0, `${locale} firstIn ${JSON.stringify(firstIn)}`);
        const bot = textOf(await renderDoc(docSource(ROUTES.bot, locale)!, locale));
        assert.ok(bot.includes(said), `${locale}: the bot page's full form`);
      }
      community.otherContact = saved.otherContact;
      community.admission = saved.admission;
    });
  }
});

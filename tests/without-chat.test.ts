/**
 * Players who cannot use the chat (no QQ abroad): config/community.ts `otherContact` is validated
 * with the file and field named; set, the join pages, the bot page and the FAQ offer it in both
 * languages; left out or null, they say the chat is the only way to apply and how to get its app.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {after, describe, it} from 'node:test';
import {createElement} from 'react';
import type {CommunityConfig, OtherContact} from '../config/community';
import sample from '../config/community';
import {validateCommunity} from '../plugins/schemas/community';
import {assertConfigError} from './lib/configError';
import {docSource, locales} from '../e2e/lib/site';
import {fillText, MINECRAFT_PROFILE_URL, nextStepId, ROUTES} from '../src/lib/newcomer';
import {
  chatApp,
  contactHref,
  contactLabel,
  otherContactFirst,
  withoutChatCase,
  WITHOUT_CHAT_ANCHOR,
} from '../src/lib/otherContact';
import {load, renderDoc, renderElement, textOf} from './lib/renderPage';
import {localize} from '../src/lib/localized';
import {aboutEnglish} from './lib/locales';
import {hoursIn, inLocale, withoutChatText} from '../src/lib/newcomerText';
import {siteTexts} from '../config/siteTexts';

const clone = () => structuredClone(sample) as unknown as Record<string, any>;

describe('config: otherContact', () => {
  it('may be left out or null', () => {
    for (const value of [undefined, null]) {
      const config = clone();
      if (value === undefined) delete config.otherContact;
      else config.otherContact = value;
      assert.doesNotThrow(() => validateCommunity(config));
    }
  });

  it('accepts each kind with a matching address, with or without a label', () => {
    const good: OtherContact[] = [
      {kind: 'email', address: 'team@example.org'},
      {kind: 'discord', address: 'https://discord.gg/abc', label: {zh: '频道', en: 'channel'}},
      {kind: 'form', address: 'https://forms.example.org/apply'},
    ];
    for (const contact of good) {
      const config = clone();
      config.otherContact = contact;
      assert.doesNotThrow(() => validateCommunity(config), JSON.stringify(contact));
    }
  });

  const bad: [string, unknown, RegExp][] = [
    [
      'an unknown kind',
      {kind: 'wechat', address: 'x'},
      /field "otherContact\.kind" must be "email", "discord" or "form"/,
    ],
    [
      'an email without @',
      {kind: 'email', address: 'team.example.org'},
      /field "otherContact\.address" must be an email address/,
    ],
    [
      'a web form over http',
      {kind: 'form', address: 'http://forms.example.org'},
      /field "otherContact\.address" must be an https:\/\/ address/,
    ],
    [
      'a Discord invite that is an email',
      {kind: 'discord', address: 'team@example.org'},
      /field "otherContact\.address" must be an https:\/\/ address/,
    ],
    [
      'a label in one language',
      {kind: 'email', address: 'a@b.cn', label: {zh: '邮箱'}},
      /field "otherContact\.label\.en"/,
    ],
    [
      'a reply time of no hours',
      {kind: 'email', address: 'a@b.cn', replyWithinHours: 0},
      /field "otherContact\.replyWithinHours" must be a number of hours greater than 0/,
    ],
    [
      'a string',
      'team@example.org',
      /field "otherContact" must be \{kind, address, label\?, replyWithinHours\?, firstIn\?, languages\?\} or null/,
    ],
  ];
  for (const [name, value, message] of bad) {
    it(`rejects ${name}, naming the file and field`, aboutEnglish(name, message), () => {
      const config = clone();
      config.otherContact = value;
      assertConfigError(config, message);
    });
  }

  it('chat.app may be left out, not empty', () => {
    const config = clone();
    delete config.chat.app;
    assert.doesNotThrow(() => validateCommunity(config));
    config.chat.app = ' ';
    assert.throws(() => validateCommunity(config), /field "chat\.app" must be the name of the chat app/);
  });
});

describe('which sentence (src/lib/otherContact)', () => {
  const base = {
    chat: sample.chat,
    admission: {whitelist: 'bot', typicalWaitHours: 1, remindAfterHours: 2},
  } as const;
  const contact: OtherContact = {kind: 'email', address: 'team@example.org'};
  it('another way: offered for applying and for help', () => {
    assert.equal(withoutChatCase({...base, otherContact: contact}, 'apply'), 'other');
    assert.equal(withoutChatCase({...base, otherContact: contact}, 'help'), 'other');
    assert.equal(withoutChatCase({...base, otherContact: contact}, 'status'), 'other');
    assert.equal(withoutChatCase({...base, otherContact: contact}, 'ask'), 'other');
  });
  it('no other way: "only the chat" where there is a whitelist, nothing for help or status', () => {
    for (const otherContact of [undefined, null]) {
      assert.equal(withoutChatCase({...base, otherContact}, 'apply'), 'only');
      assert.equal(withoutChatCase({...base, otherContact}, 'help'), null);
      assert.equal(withoutChatCase({...base, otherContact}, 'status'), null);
      assert.equal(withoutChatCase({...base, otherContact}, 'ask'), null);
    }
  });
  it('no whitelist: nothing about applying', () => {
    const open = {chat: sample.chat, admission: {whitelist: 'none'}} as const;
    assert.equal(withoutChatCase(open, 'apply'), null);
    assert.equal(withoutChatCase({...open, otherContact: contact}, 'apply'), null);
    assert.equal(withoutChatCase({...open, otherContact: contact}, 'help'), 'other');
  });
  it('links: mailto for email, the address otherwise; the label or else the address', () => {
    assert.equal(contactHref(contact), `mailto:${contact.address}`);
    assert.equal(contactHref({kind: 'form', address: 'https://f.example.org/x'}), 'https://f.example.org/x');
    assert.equal(contactLabel(contact, 'en'), contact.address);
    assert.equal(contactLabel({...contact, label: {zh: '邮箱', en: 'mail'}}, 'zh'), '邮箱');
  });
  it('the app named is chat.app, or the channel label without it', () => {
    assert.equal(chatApp({...base, chat: {...sample.chat, app: 'Foo'}}, 'en'), 'Foo');
    const noApp = {url: sample.chat.url, id: sample.chat.id, label: sample.chat.label};
    assert.equal(chatApp({...base, chat: noApp}, 'zh'), noApp.label.zh);
  });
});

describe('pages: what a player without the chat app reads', () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = {admission: community.admission, otherContact: community.otherContact, chat: community.chat};
  after(() => Object.assign(community, saved));
  const WithoutChat = load<{default: (p: {use: 'apply' | 'help'}) => unknown}>(
    '@site/src/components/WithoutChat',
  ).default;
  const pages = [ROUTES.join, ROUTES.joinJava, ROUTES.joinBedrock, ROUTES.bot, ROUTES.faq, ROUTES.cannotJoin];
  const contacts: OtherContact[] = [
    {kind: 'email', address: 'apply@example.org'},
    {
      kind: 'discord',
      address: 'https://discord.example.org/invite/x',
      label: {zh: '我们的频道', en: 'our server'},
    },
    {kind: 'form', address: 'https://forms.example.org/wl'},
  ];

  for (const locale of locales) {
    for (const contact of contacts) {
      it(`${locale}: ${contact.kind} is offered with its link`, () => {
        community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
        community.otherContact = contact;
        const html = renderElement(createElement(WithoutChat as never, {use: 'apply'}), locale);
        assert.match(html, /data-without-chat="other"/);
        // Applying by email opens the application email itself, with its subject filled in.
        const href =
          contact.kind === 'email'
            ? `href="${contactHref(contact)}?subject=`
            : `href="${contactHref(contact)}"`;
        assert.ok(html.includes(href), html);
        assert.ok(textOf(html).includes(contactLabel(contact, locale)));
        assert.ok(textOf(html).includes(chatApp(community, locale)), 'names the chat app');
      });
    }

    it(`${locale}: the full form of applying by email opens a ready-made email; the one-line forms and other kinds do not`, () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      community.otherContact = {kind: 'email', address: 'apply@example.org'};
      const words = inLocale(siteTexts.otherContact.withoutChat, locale);
      const html = renderElement(createElement(WithoutChat as never, {use: 'apply'}), locale);
      const link = /<a [^>]*href="(mailto:[^"]+)"[^>]*data-testid="without-chat-email"[^>]*>(.*?)<\/a>/.exec(
        html,
      );
      assert.ok(link, html);
      assert.equal(textOf(link[2]!), words.emailLink);
      const url = new URL(link[1]!.replace(/&amp;/g, '&'));
      assert.equal(url.pathname, 'apply@example.org');
      const body = url.searchParams.get('body') ?? '';
      assert.ok(url.searchParams.get('subject'), 'a subject');
      // The fields only: the name's and the edition's left empty, the server filled in. What to write
      // in them is on the page, in the steps beside the link (strict reading 63: the reader had to
      // delete the instructions on a phone, or sent them to the admins).
      const lines = body.split('\n');
      assert.equal(lines.length, 3, body);
      assert.match(lines[0]!, /[:：]$/, body);
      assert.match(lines[1]!, /[:：]$/, body);
      assert.ok(lines[2]!.endsWith(localize(community.serverName, locale)), body);
      assert.ok(textOf(html).includes(words.applyStepName), 'the steps say what to write');
      const brief = renderElement(createElement(WithoutChat as never, {use: 'apply', brief: true}), locale);
      assert.doesNotMatch(brief, /without-chat-email/);
      community.otherContact = {kind: 'form', address: 'https://forms.example.org/wl'};
      assert.doesNotMatch(
        renderElement(createElement(WithoutChat as never, {use: 'apply'}), locale),
        /without-chat-email/,
      );
    });

    it(`${locale}: every one-line form reads as a sentence (no ",:" or ",." where the parts meet)`, () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      for (const contact of contacts) {
        community.otherContact = contact;
        for (const edition of [undefined, 'java', 'bedrock'] as const) {
          for (const use of ['apply', 'help'] as const) {
            const html = renderElement(
              createElement(WithoutChat as never, {use, brief: true, edition}),
              locale,
            );
            const text = textOf(html);
            assert.doesNotMatch(
              text,
              /[,，]\s*[:：.。,，;；)）]/,
              `${contact.kind} ${edition} ${use}: ${text}`,
            );
          }
        }
      }
    });

    it(`${locale}: the other way says how soon the admins answer, when the config says it (not in the end box)`, () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      const {StillStuck} = load<typeof import('../src/components/Newcomer')>('@site/src/components/Newcomer');
      for (const hours of [24, 48, undefined]) {
        community.otherContact = {kind: 'email', address: 'apply@example.org', replyWithinHours: hours};
        assert.ok(!renderElement(createElement(StillStuck), locale).includes('data-reply-time'));
        for (const element of [
          createElement(WithoutChat as never, {use: 'apply'}),
          createElement(WithoutChat as never, {use: 'help'}),
        ]) {
          const html = renderElement(element, locale);
          const said = hours === undefined ? '' : hoursIn(hours, locale);
          assert.equal(html.includes('data-reply-time'), hours !== undefined, html);
          if (said) assert.ok(textOf(html).includes(said), `${said}: ${textOf(html)}`);
        }
        // The status, ask and appeal lines sit beside one of those: said once on the page.
        for (const use of ['status', 'ask', 'appeal'])
          assert.ok(
            !renderElement(createElement(WithoutChat as never, {use}), locale).includes('data-reply-time'),
            use,
          );
      }
    });

    it(`${locale}: by email, the answer time says to look in the spam folder too; by the other kinds, not`, () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      const spam = localize(withoutChatText.replySpam, locale);
      for (const kind of ['email', 'discord', 'form'] as const) {
        const address = kind === 'email' ? 'apply@example.org' : 'https://example.org/apply';
        community.otherContact = {kind, address, replyWithinHours: 24};
        for (const use of ['apply', 'help']) {
          const html = renderElement(createElement(WithoutChat as never, {use}), locale);
          assert.equal(textOf(html).includes(spam), kind === 'email', `${kind} ${use}`);
          assert.equal(
            (html.match(/data-reply-spam/g) ?? []).length,
            kind === 'email' ? 1 : 0,
            `${kind} ${use}`,
          );
        }
      }
      // Without an answer time, no reply line at all, so no spam hint either.
      community.otherContact = {kind: 'email', address: 'apply@example.org'};
      assert.doesNotMatch(
        renderElement(createElement(WithoutChat as never, {use: 'apply'}), locale),
        /data-reply-spam/,
      );
    });

    it(`${locale}: the full apply form is the way to apply where firstIn names the language, the alternative elsewhere`, () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      for (const firstIn of [[locale], []]) {
        community.otherContact = {kind: 'email', address: 'apply@example.org', firstIn};
        const html = renderElement(createElement(WithoutChat as never, {use: 'apply'}), locale);
        const words = inLocale(siteTexts.otherContact.withoutChat, locale);
        assert.equal(html.includes('data-without-chat-question'), firstIn.length === 0, html);
        const lead = firstIn.length ? words.applyLeadFirst : words.applyLead;
        assert.ok(textOf(html).startsWith(lead) || textOf(html).includes(` ${lead}`), html);
        if (firstIn.length) assert.ok(!textOf(html).includes(words.applyLead), html);
      }
    });

    // A strict reading on a phone (390 px) found the full form one dense paragraph: where to write,
    // what to write, Bedrock's gamertag, how they answer, how to correct, how long. It is numbered
    // steps now (where, what, send and go on), with the answers and corrections in one sentence after.
    it(`${locale}: the full apply form is three numbered steps, the answer time from the config in the last`, () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      const words = inLocale(siteTexts.otherContact.withoutChat, locale);
      const first: Record<OtherContact['kind'], string> = {
        email: words.applyStepEmail,
        discord: words.applyStepDiscord,
        form: words.applyStepForm,
      };
      for (const contact of contacts) {
        for (const hours of [24, 72, undefined]) {
          community.otherContact = {...contact, replyWithinHours: hours};
          const html = renderElement(createElement(WithoutChat as never, {use: 'apply'}), locale);
          // The full form, under the bot page's heading that the one-line forms link to.
          assert.match(html, /^<div data-without-chat="other" data-use="apply"/);
          const list = /<ol data-apply-steps="">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '';
          const steps = list.match(/<li>[\s\S]*?<\/li>/g) ?? [];
          assert.equal(steps.length, 3, html);
          const [where, what, send] = steps.map((step) => textOf(step));
          // 1: where, in the contact's words, with its address.
          const before = textOf(first[contact.kind].split('{')[0]!).trim();
          if (before) assert.ok(where!.includes(before), where);
          assert.ok(where!.includes(contactLabel(contact, locale)), where);
          if (contact.kind === 'email') assert.ok(where!.includes(words.emailLink), where);
          // 2: the name as the game shows it and the edition; Bedrock's gamertag and where it is.
          assert.ok(what!.includes(words.applyStepName) && what!.includes(words.applyEditions), what);
          // 3: send it, go on with the next step; how soon the admins answer, from the config.
          assert.ok(send!.includes(words.applyStepNext), send);
          assert.match(steps[2]!, new RegExp(`href="[^"]*#${nextStepId('whitelist')}"`));
          if (hours === undefined) assert.doesNotMatch(html, /data-reply-time/);
          else assert.ok(send!.includes(hoursIn(hours, locale)), `${hoursIn(hours, locale)}: ${send}`);
          // Answers and corrections: one sentence after the steps.
          const after = /<p data-apply-after="">([\s\S]*?)<\/p>/.exec(html)?.[1];
          // By the way's name (strict reading 76): a web form's answer comes some other way.
          const route =
            contact.kind === 'form'
              ? words.applyAfterSameWay
              : inLocale(siteTexts.otherContact.otherWait, locale).route[contact.kind];
          assert.equal(textOf(after ?? ''), fillText(words.applyAfter, {route}));
          assert.ok(words.applyAfter.includes('{route}'));
        }
      }
    });

    // Strict reading 35: an English reader of the Chinese pages met a Chinese email and no word on
    // whether English would do. otherContact.languages says it, in the step that says what to write.
    it(`${locale}: the apply steps say which languages the admins read, when the config says it`, () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      const sentence = `Sentence for ${locale} <b>kept as text</b>`;
      for (const languages of [{[locale]: sentence}, {}, undefined]) {
        community.otherContact = {kind: 'email', address: 'apply@example.org', languages, firstIn: [locale]};
        const html = renderElement(createElement(WithoutChat as never, {use: 'apply'}), locale);
        const steps =
          /<ol data-apply-steps="">([\s\S]*?)<\/ol>/.exec(html)?.[1]?.match(/<li>[\s\S]*?<\/li>/g) ?? [];
        const said = languages?.[locale] !== undefined;
        assert.equal(steps[1]!.includes('data-apply-languages'), said, steps[1]);
        if (said) assert.ok(textOf(steps[1]!).includes(sentence), textOf(steps[1]!));
        assert.equal(html.split('data-apply-languages').length - 1, said ? 1 : 0, html);
        // Strict reading 36: and beside every one-line form (the path's rows, Bedrock's sections), in
        // the languages whose readers apply this way first (tests/newcomer-contact.test.ts: not else).
        const {OtherContactLine} = load<typeof import('../src/components/Newcomer')>(
          '@site/src/components/Newcomer',
        );
        for (const line of [
          renderElement(createElement(OtherContactLine as never, {use: 'apply', brief: true}), locale),
          renderElement(
            createElement(OtherContactLine as never, {use: 'apply', brief: true, edition: 'bedrock'}),
            locale,
          ),
          renderElement(createElement(WithoutChat as never, {use: 'apply', brief: true}), locale),
        ]) {
          assert.equal(line.split('data-apply-languages').length - 1, said ? 1 : 0, line);
          if (said) assert.ok(textOf(line).includes(sentence), textOf(line));
        }
        // Not on a line that is not about applying.
        const help = renderElement(createElement(OtherContactLine as never, {use: 'help'}), locale);
        assert.doesNotMatch(help, /data-apply-languages/);
      }
    });

    // Strict reading 32: the home page's email link had no way round a phone without a mail app;
    // the one-line form's link to the bot page's full form says that form has it, by email only.
    it(`${locale}: the one-line apply forms say where to go when no mail app opens, by email only`, () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      const {OtherContactLine} = load<typeof import('../src/components/Newcomer')>(
        '@site/src/components/Newcomer',
      );
      const words = inLocale(siteTexts.otherContact.withoutChat, locale);
      for (const contact of contacts) {
        community.otherContact = contact;
        const forms = [
          renderElement(createElement(OtherContactLine as never, {use: 'apply', brief: true}), locale),
          renderElement(createElement(WithoutChat as never, {use: 'apply', brief: true}), locale),
        ];
        for (const html of forms) {
          const more = textOf(/<a [^>]*data-without-chat-more=""[^>]*>([\s\S]*?)<\/a>/.exec(html)?.[1] ?? '');
          assert.equal(more, contact.kind === 'email' ? words.applyMoreEmail : words.applyMore, html);
        }
      }
    });

    // Strict reading 32: "your profile page on minecraft.net" named a page the reader had to find.
    it(`${locale}: where a Microsoft account's name shows, the profile page is a link (the steps and the one-line form)`, () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      community.otherContact = contacts[0];
      const {OtherContactLine} = load<typeof import('../src/components/Newcomer')>(
        '@site/src/components/Newcomer',
      );
      const savedLogin = community.login;
      const link = new RegExp(`<a [^>]*href="${MINECRAFT_PROFILE_URL}"[^>]*data-profile-link=""`);
      for (const login of ['skinSite', 'microsoft'] as const) {
        community.login = login;
        const steps = renderElement(createElement(WithoutChat as never, {use: 'apply'}), locale);
        const line = renderElement(
          createElement(OtherContactLine as never, {
            use: 'apply',
            brief: true,
            path: login === 'microsoft' ? 'java-microsoft' : 'java-skin',
          }),
          locale,
        );
        // The home page's rows: the Microsoft row's whitelist step (with the chat) links it too.
        const {NewcomerPaths} = load<typeof import('../src/components/Newcomer/Paths')>(
          '@site/src/components/Newcomer/Paths',
        );
        const rows = renderElement(createElement(NewcomerPaths as never), locale);
        const microsoftRow =
          /<details[^>]*data-path="java-microsoft"[\s\S]*?<\/details>/.exec(rows)?.[0] ?? '';
        for (const html of [steps, line, microsoftRow]) {
          assert.equal(link.test(html), login === 'microsoft', `${login}: ${textOf(html)}`);
          assert.doesNotMatch(html, /\{profile\}/);
        }
      }
      community.login = savedLogin;
    });

    it(`${locale}: the apply steps say where each accepted account's name is found, before the game is started`, () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      community.otherContact = contacts[0];
      const words = inLocale(siteTexts.otherContact.withoutChat, locale);
      const savedLogin = community.login;
      for (const login of ['skinSite', 'microsoft', 'both'] as const) {
        community.login = login;
        const what = textOf(
          (
            /<ol data-apply-steps="">([\s\S]*?)<\/ol>/.exec(
              renderElement(createElement(WithoutChat as never, {use: 'apply'}), locale),
            )?.[1] ?? ''
          ).match(/<li>[\s\S]*?<\/li>/g)![1]!,
        );
        // The link's text is set apart by the renderer's spaces; compare without them.
        const squash = (s: string) => s.replace(/\s+/g, '');
        const microsoft = squash(words.applyNameMicrosoft.replace('{profile}', words.profileLink));
        assert.equal(what.includes(words.applyNameSkin), login !== 'microsoft', `${login}: ${what}`);
        assert.equal(squash(what).includes(microsoft), login !== 'skinSite', `${login}: ${what}`);
      }
      community.login = savedLogin;
    });
    // Strict reading 30: a reader without the chat app finished emailing and found the next step
    // only in the box below the chat-only steps; a list of its own under the no-chat steps followed,
    // and reading 32 scored the page 3 for its two next-step lists. One list, the box: the no-chat
    // section leads to it and links no path's step itself. Strict reading 56 counted a line after
    // the steps ("skip straight to Next step") among four layers of "read only this": the steps'
    // last step is the one link to the box.
    it(`${locale}: the bot page's no-chat section leads to the one next-step box`, async () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      community.otherContact = saved.otherContact ?? contacts[0];
      const savedLogin = community.login;
      const {newcomerPaths} = await import('../src/lib/newcomer');
      const linkTo = (step: {page: string; hash: string}) =>
        `${step.page.replace(/\/$/, '/index').split('/').at(-1)}.md#${step.hash}"`;
      const toBox = new RegExp(`href="[^"]*#${nextStepId('whitelist')}"`, 'g');
      for (const login of ['skinSite', 'microsoft', 'both'] as const) {
        community.login = login;
        const html = await renderDoc(docSource(ROUTES.bot, locale)!, locale);
        // From the no-chat steps to the next heading (the chat's own steps).
        const start = html.indexOf('data-without-chat="other" data-use="apply"');
        assert.ok(start >= 0, `${login}: no no-chat steps`);
        const section = html.slice(start, html.indexOf('<h3', start));
        assert.equal((section.match(toBox) ?? []).length, 1, `${login}: one link to the box`);
        const steps = section.slice(0, section.indexOf('</ol>'));
        assert.ok(
          steps.lastIndexOf('<li') < steps.search(toBox),
          `${login}: the steps' last step leads to the box`,
        );
        for (const path of newcomerPaths(community)) {
          const next = path.steps[path.steps.findIndex((s) => s.id === 'whitelist') + 1]!;
          assert.ok(
            !section.includes(linkTo(next)),
            `${login} ${path.id}: a second next-step list (${linkTo(next)})`,
          );
        }
        assert.equal(
          (html.match(/aria-labelledby="next-step-/g) ?? []).length,
          1,
          `${login}: one next-step box`,
        );
      }
      community.login = savedLogin;
    });
    it(`${locale}: without another way, the chat is the only way and its app is explained`, () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      community.otherContact = null;
      const html = renderElement(createElement(WithoutChat as never, {use: 'apply'}), locale);
      assert.match(html, /data-without-chat="only"/);
      assert.ok(html.includes(`href="${community.chat.url}"`));
      assert.ok(textOf(html).includes(chatApp(community, locale)));
      assert.ok(html.includes('App Store'), 'says where an iPhone gets it');
      assert.equal(renderElement(createElement(WithoutChat as never, {use: 'help'}), locale), '');
    });

    it(`${locale}: the join pages, the bot page and the FAQ show it (config's contact, then none)`, async () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      community.otherContact = saved.otherContact ?? contacts[0];
      for (const route of pages) {
        const html = await renderDoc(docSource(route, locale)!, locale);
        assert.match(html, /data-without-chat="other"/, `${route} offers the other way`);
        assert.ok(html.includes(`href="${contactHref(community.otherContact!)}`), route);
      }
      community.otherContact = null;
      for (const route of pages) {
        const html = await renderDoc(docSource(route, locale)!, locale);
        assert.match(html, /data-without-chat="only"/, `${route} says the chat is the only way`);
      }
    });
  }
});

describe('the rules\' appeal and "how to ask for help" offer the other way (otherContact)', () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = community.otherContact;
  after(() => {
    community.otherContact = saved;
  });
  for (const locale of locales) {
    it(`${locale}: the appeal section offers the other way when there is one, and nothing without it`, async () => {
      community.otherContact = saved ?? {kind: 'email', address: 'appeals@example.org'};
      const file = docSource(ROUTES.rules, locale)!;
      const html = await renderDoc(file, locale);
      // After the last h2 that opens the appeal section (the page's last section but its change log).
      const appeal = html.slice(html.search(/<h2[^>]*>(申诉|Appeals)/));
      assert.match(appeal, /data-without-chat="other" data-use="appeal"/, 'in the appeal section');
      assert.ok(appeal.includes(`href="${contactHref(community.otherContact!)}"`));
      community.otherContact = null;
      assert.doesNotMatch(await renderDoc(file, locale), /data-use="appeal"/);
    });
    it(`${locale}: "how to ask for help", before its first section when there is one, and nothing without it`, async () => {
      community.otherContact = saved ?? {kind: 'email', address: 'help@example.org'};
      const html = await renderDoc(docSource(ROUTES.help, locale)!, locale);
      // The can't-get-in lookup sends a message it has no section for here: a reader without the chat
      // must find the other way before the page's details.
      const opening = html.slice(0, html.search(/<h2/));
      assert.match(opening, /data-without-chat="other" data-use="help"/);
      assert.ok(opening.includes(`href="${contactHref(community.otherContact!)}`));
      community.otherContact = null;
      assert.doesNotMatch(await renderDoc(docSource(ROUTES.help, locale)!, locale), /data-use="help"/);
    });
  }
});

describe('the bot page says what the chat app is (chat.about)', () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = community.chat;
  after(() => {
    community.chat = saved;
  });
  for (const locale of locales) {
    it(`${locale}: shown from config, and nothing without it`, async () => {
      const about = {zh: '这是一个测试用的聊天软件。', en: 'This is a chat app for the test.'};
      community.chat = {...saved, about};
      const file = docSource(ROUTES.bot, locale)!;
      assert.ok(textOf(await renderDoc(file, locale)).includes(localize(about, locale)));
      const {about: _omit, ...withoutAbout} = {...saved, about};
      void _omit;
      community.chat = withoutAbout;
      assert.ok(!(await renderDoc(file, locale)).includes('data-chat-about'));
    });
  }
});

describe('the bot page says what joining the chat takes (chat.joining)', () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = community.chat;
  after(() => {
    community.chat = saved;
  });
  for (const locale of locales) {
    it(`${locale}: shown from config where it says to join, and nothing without it`, async () => {
      const joining = {
        zh: '进群要回答一个问题：服务器叫什么。',
        en: 'To join, answer one question: the server’s name.',
      };
      community.chat = {...saved, joining};
      const file = docSource(ROUTES.bot, locale)!;
      const html = await renderDoc(file, locale);
      const step = html.slice(html.indexOf('data-chat-joining'));
      assert.ok(textOf(html).includes(localize(joining, locale)), 'not shown');
      // Said in the step that tells the reader to join, before the command is sent.
      assert.ok(step.indexOf('<code') < step.indexOf('</li>'), 'not in the joining step');
      const {joining: _omit, ...without} = {...saved, joining};
      void _omit;
      community.chat = without;
      assert.ok(!(await renderDoc(file, locale)).includes('data-chat-joining'));
    });
  }
});

describe('the first lines of the intro point players without the chat to the other way', () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = {otherContact: community.otherContact, admission: community.admission};
  after(() => Object.assign(community, saved));
  const pages: [string, string][] = [
    // The intro sends them to the bot page's applying without the chat (the email written for
    // them): reading 11's two readers found getting started's "What you need" said only whom to
    // write to. Getting started's own lead does not: its "What you need" comes right under the
    // lead, before the rows, with the other way in it.
    [ROUTES.intro, './clerk/index.md#without-chat'],
  ];

  for (const contact of [saved.otherContact ?? {kind: 'email' as const, address: 'team@example.org'}, null]) {
    it(`otherContact ${contact ? 'set' : 'left out'}`, async () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      community.otherContact = contact;
      for (const [route, anchor] of pages) {
        for (const locale of locales) {
          const html = await renderDoc(docSource(route, locale)!, locale);
          const lead = /<p>[\s\S]*?<\/p>/.exec(html)![0];
          assert.equal(lead.includes(`href="${anchor}"`), Boolean(contact), `${locale} ${route}`);
        }
      }
    });
  }
});

describe('"No QQ?" is said at most once a page, at its applying or help step', () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = {otherContact: community.otherContact, admission: community.admission};
  after(() => Object.assign(community, saved));
  // The lead itself, and the same words typed into a page ("No QQ?").
  const question = /data-without-chat-question/g;
  const count = (html: string, locale: (typeof locales)[number]) => {
    const words = inLocale(siteTexts.otherContact.withoutChat, locale).question.replace(
      '{app}',
      chatApp(community, locale),
    );
    const led = html.match(question)?.length ?? 0;
    assert.equal(textOf(html).split(words).length - 1, led, `"${words}" only as the lead`);
    return led;
  };
  // Pages whose reader applies for the whitelist or asks for help through the chat there.
  const needsChat = [
    ROUTES.start,
    ROUTES.join,
    ROUTES.joinJava,
    ROUTES.joinBedrock,
    ROUTES.bot,
    ROUTES.faq,
    ROUTES.cannotJoin,
    ROUTES.help,
  ];
  const routes = Object.values(ROUTES);

  for (const locale of locales) {
    it(`${locale}: once on the applying and help pages, nowhere else; the other way is still given`, async () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      community.otherContact = saved.otherContact ?? {kind: 'email', address: 'team@example.org'};
      const href = contactHref(community.otherContact);
      for (const route of routes) {
        const file = docSource(route, locale);
        if (!file) continue;
        const html = await renderDoc(file, locale);
        // The bot page's full form, where the language's readers mostly lack the app
        // (otherContact.firstIn), is the way to apply, not an answer to "No QQ?".
        const first = route === ROUTES.bot && otherContactFirst(community, locale);
        const said = count(html, locale);
        // A step that gives both ways side by side (<ContactWays>) labels them ("Without QQ:") and
        // asks nothing: such a page needs no question, and may still ask it once at another step.
        const labelled = html.includes('data-contact-ways=');
        const needs = needsChat.includes(route as (typeof needsChat)[number]) && !first;
        const name = `${locale} ${route}: "No ${chatApp(community, locale)}?" ${said} times`;
        if (needs && !labelled) assert.equal(said, 1, name);
        else assert.ok(said <= (needs ? 1 : 0), name);
        // Where a page has the end-of-page box, it still names the other way, as a plain sentence.
        if (html.includes('data-still-stuck=""'))
          assert.ok(html.includes(`href="${href}`), `${route}: ${href}`);
      }
      // The newcomer rows (home page, getting started) give it in each row's whitelist step, without the question.
      const {NewcomerPaths} = load<typeof import('../src/components/Newcomer/Paths')>(
        '@site/src/components/Newcomer/Paths',
      );
      const rows = renderElement(createElement(NewcomerPaths), locale);
      assert.match(rows, /data-other-contact-line="apply"/);
      assert.equal(count(rows, locale), 0, 'the rows do not ask "No QQ?"');
    });
  }
});

describe('"No QQ? You can also…" follows the chat\'s way it is the alternative to', () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = {otherContact: community.otherContact, admission: community.admission};
  after(() => Object.assign(community, saved));
  // A strict reading of the English join page met "No QQ? You can also apply…" before the chat's command.
  for (const locale of locales) {
    it(`${locale}: on the pages that give the bot's command, the command comes first`, async () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      community.otherContact = saved.otherContact ?? {kind: 'email', address: 'team@example.org'};
      for (const route of [ROUTES.join, ROUTES.joinJava, ROUTES.joinBedrock, ROUTES.bot]) {
        const file = docSource(route, locale);
        if (!file) continue;
        const html = await renderDoc(file, locale);
        const question = html.indexOf('data-without-chat-question');
        if (question < 0) continue;
        const command = html.indexOf('class="command-line"');
        assert.ok(
          command >= 0 && command < question,
          `${locale} ${route}: the alternative before the chat's way`,
        );
      }
    });
  }
});

describe('the bot page says in its opening whom it concerns, and where a reader without the chat goes', () => {
  // A strict reading (issue 45): the bot page is named for QQ users; a reader without QQ could not tell
  // from its first line whether it was for them. Its opening now says it is about the bot in
  // the chat group, and, for a reader without the app, where to apply and whom to write to instead
  // (config otherContact), or, without another way, that applying needs the group and how to get the app.
  // Strict reading 56 found four layers of "read only this" there: with a whitelist, the page now
  // opens with the choice, before anything else. A strict reading (Dec 2026) then met the choice
  // twice, two jump links at the top and the site's own choice (<WayChoice />) further down: the
  // page opens with that one choice alone, the one every page uses; where there is no other way
  // to apply (so no choice), with a link to the section on getting the app.
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = {otherContact: community.otherContact, admission: community.admission};
  after(() => Object.assign(community, saved));
  // Everything before the first section heading.
  const first = async (locale: (typeof locales)[number]) => {
    const html = await renderDoc(docSource(ROUTES.bot, locale)!, locale);
    return html.slice(0, html.indexOf('<h2'));
  };
  const withoutChat = new RegExp(`href="#${WITHOUT_CHAT_ANCHOR}"`);
  /**
   * With a whitelist: the choice (`toggle`: the site's "only my way" buttons; without another way,
   * the link to the section without the app) comes first, before the opening's first paragraph ends
   * or its next begins, and nothing else offers it again.
   */
  const choiceFirst = async (locale: (typeof locales)[number], line: string, toggle: boolean) => {
    const choice = toggle ? line.indexOf('data-chat-way-choice') : line.search(withoutChat);
    assert.ok(choice >= 0 && choice < line.indexOf('<p>', line.indexOf('</p>')), line);
    assert.doesNotMatch(line, /href="#whitelist-steps"/, 'no jump links offering the choice again');
    const html = await renderDoc(docSource(ROUTES.bot, locale)!, locale);
    assert.equal(html.split('data-chat-way-choice').length - 1, toggle ? 1 : 0, 'the choice once');
  };
  for (const locale of locales) {
    it(`${locale}: with another way, with a whitelist or without one, and with no other way`, async () => {
      const contact = saved.otherContact ?? {kind: 'email' as const, address: 'team@example.org'};
      community.otherContact = contact;
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      let line = await first(locale);
      assert.ok(textOf(line).includes(chatApp(community, locale)), line);
      await choiceFirst(locale, line, true);
      assert.ok(line.includes(`href="${contactHref(contact)}"`), line);
      community.admission = {whitelist: 'none'};
      line = await first(locale);
      assert.doesNotMatch(line, withoutChat);
      assert.ok(textOf(line).includes(chatApp(community, locale)), line);
      assert.ok(line.includes(`href="${contactHref(contact)}"`), line);
      community.otherContact = null;
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      line = await first(locale);
      await choiceFirst(locale, line, false);
      assert.doesNotMatch(line, /data-other-contact/);
      // The full form it points to says how to get the app.
      const html = await renderDoc(docSource(ROUTES.bot, locale)!, locale);
      // The full form sits under the heading the one-line forms link to.
      const title = new RegExp(`^#{2,3} (.*?) \\{#${WITHOUT_CHAT_ANCHOR}\\}$`, 'm').exec(
        readFileSync(docSource(ROUTES.bot, locale)!, 'utf8'),
      )?.[1];
      assert.ok(title, `no heading {#${WITHOUT_CHAT_ANCHOR}}`);
      const heading = html.indexOf(`>${title}</h`);
      const full = html.indexOf('data-without-chat="only"');
      assert.ok(
        heading >= 0 && heading < full,
        `${locale}: the heading (${heading}), then the full form (${full})`,
      );
    });
  }
});

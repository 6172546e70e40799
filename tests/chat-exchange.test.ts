/**
 * The whitelist application drawn as a group chat (src/components/ChatExchange): its words come
 * from config/community.ts and data/clerk-commands.yml, it follows a changed config, and it is
 * not shown when the server has no whitelist.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import {createElement} from 'react';
import type {CommunityConfig} from '../config/community';
import {loadCommunityData} from '../plugins/community-data';
import {docSource, locales} from '../e2e/lib/site';
import {fillText, ROUTES} from '../src/lib/newcomer';
import type {BotBrief} from '../src/lib/commands';
import {load, renderDoc, renderElement, textOf} from './lib/renderPage';
import {hoursIn} from '../src/lib/newcomerText';

const clerk = loadCommunityData(path.resolve(__dirname, '..')).clerk;
const name = (locale: string) => (typeof clerk.name === 'string' ? clerk.name : clerk.name[locale]!);
const command = (id: string, locale: string) => {
  const entry = clerk.commands.find((c) => c.id === id)!;
  const word = entry.syntax.split(' ')[0]!;
  return locale === 'en' ? (entry.aliases[0] ?? word) : word;
};
const example = clerk.commands
  .find((c) => c.id === 'wl-apply')!
  .examples[0]!.command.split(' ')
  .slice(1)
  .join(' ');

describe('whitelist chat picture (ChatExchange)', () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = community.admission;
  after(() => {
    community.admission = saved;
  });
  const {WhitelistChat, chatText} = load<typeof import('../src/components/ChatExchange')>(
    '@site/src/components/ChatExchange',
  );

  it('the data file gives wl-apply an example to apply with', () => {
    assert.ok(example.length > 0);
  });

  for (const locale of locales) {
    it(`${locale}: the bot's name, the command with the example name, the chat and the wait, from config and data`, () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 5, remindAfterHours: 30};
      const html = renderElement(createElement(WhitelistChat), locale);
      const text = textOf(html);
      assert.match(html, /data-mockup="whitelist-chat"/);
      assert.ok(text.includes(name(locale)), `bot name ${name(locale)}`);
      assert.ok(text.includes(`${command('wl-apply', locale!)} ${example}`), 'the command as sent');
      assert.ok(text.includes(command('wl-status', locale!)), 'the status command in the answer');
      assert.ok(text.includes(community.chat.label[locale]!), 'the chat channel');
      assert.ok(text.includes(hoursIn(5, locale)), 'the wait from config');
      // A player message, then bot answers.
      assert.deepEqual(
        [...html.matchAll(/data-chat-from="(\w+)"/g)].map((m) => m[1]),
        ['player', 'bot', 'bot'],
      );
      // Captioned like the site's other pictures, and labelled by its caption.
      const caption = /<figcaption id="([^"]+)"[^>]*>(.*?)<\/figcaption>/.exec(html);
      assert.ok(caption, 'a caption');
      assert.ok(textOf(caption[2]!).startsWith(chatText.kind), 'caption starts with the picture kind');
      assert.ok(html.includes(`aria-labelledby="${caption[1]}"`), 'the figure is labelled by its caption');
    });

    it(`${locale}: another wait in config gives another wait in the picture`, () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 0.5, remindAfterHours: 12};
      const text = textOf(renderElement(createElement(WhitelistChat), locale));
      assert.ok(text.includes(hoursIn(0.5, locale)), text);
    });

    it(`${locale}: not shown without a whitelist, on the bot page either`, async () => {
      community.admission = {whitelist: 'none'};
      assert.equal(renderElement(createElement(WhitelistChat), locale), '');
      const file = docSource(ROUTES.bot, locale)!;
      assert.ok(!(await renderDoc(file, locale)).includes('data-mockup="whitelist-chat"'));
      community.admission = {whitelist: 'bot', typicalWaitHours: 3, remindAfterHours: 24};
      assert.ok(
        (await renderDoc(file, locale)).includes('data-mockup="whitelist-chat"'),
        'the bot page shows it',
      );
    });
  }
});

describe("whitelist chat picture: the bot's replies come from data/clerk-commands.yml", () => {
  const reply = (command: string, id: string) => clerk.commands.find((c) => c.id === command)?.replies?.[id];
  const brief = load<{default: BotBrief}>('@site-generated/bot-brief.json').default;
  const {WhitelistChat, botReply} = load<typeof import('../src/components/ChatExchange')>(
    '@site/src/components/ChatExchange',
  );
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = community.admission;
  after(() => {
    community.admission = saved;
  });

  it('the data file has the replies the picture shows', () => {
    for (const [command, id] of [
      ['wl-apply', 'received'],
      ['wl-apply', 'edition-java'],
      ['wl-approve', 'approved'],
    ] as const) {
      assert.ok(reply(command, id), `${command} ${id}`);
    }
  });

  for (const locale of locales) {
    it(`${locale}: the picture shows the data's replies, filled in`, () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      const text = textOf(renderElement(createElement(WhitelistChat), locale)).replace(/\s+/g, ' ');
      const values = {
        name: example,
        edition: reply('wl-apply', 'edition-java')![locale]!,
        wlStatus: command('wl-status', locale),
        bind: command('bind', locale),
      };
      // The sender's name and the count ahead are the picture's own; the rest is the data's.
      for (const [cmd, id] of [
        ['wl-apply', 'received'],
        ['wl-approve', 'approved'],
      ] as const) {
        const filled = fillText(reply(cmd, id)![locale]!, values);
        for (const part of filled.split(/\{(?:player|ahead)\}/)) {
          assert.ok(text.includes(part.replace(/\s+/g, ' ').trim()), `${cmd} ${id}: "${part}" in "${text}"`);
        }
      }
    });

    // Strict reading 39 read the sender and its badge as one word ("Town Clerkbot").
    it(`${locale}: the bot's name and its badge are two words to a screen reader`, () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      const html = renderElement(createElement(WhitelistChat), locale);
      const sender =
        /<li[^>]*data-chat-from="bot"[\s\S]*?<span class="[^"]*sender[^"]*">([\s\S]*?)<\/span><\/span>/.exec(
          html,
        )?.[1];
      assert.ok(sender, html);
      const words = textOf(sender!);
      assert.match(words, /\S \S/, words);
    });

    it(`${locale}: a changed reply in the data changes the picture`, () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      const entry = brief.commands['wl-approve']!;
      const before = entry.replies;
      entry.replies = {approved: {zh: '通过啦 {name}', en: 'Approved, {name}'}};
      try {
        const text = textOf(renderElement(createElement(WhitelistChat), locale));
        assert.ok(text.includes(fillText(entry.replies.approved![locale]!, {name: example})), text);
      } finally {
        entry.replies = before;
      }
    });
  }

  it('a reply missing from the data fails naming the file', () => {
    assert.throws(
      () => botReply('wl-apply', 'no-such-reply'),
      /data\/clerk-commands\.yml: command "wl-apply" has no reply "no-such-reply"/,
    );
  });
});

describe('the bot page of commands: its conversations say what the data says', () => {
  const reply = (command: string, id: string) => clerk.commands.find((c) => c.id === command)!.replies![id]!;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  /** A template as a pattern: its words exactly; {ahead} one of the ahead-* replies, any other {part} any text. */
  const pattern = (template: string, locale: string): string =>
    template
      .split(/(\{\w+\})/)
      .map((part, i) => {
        if (i % 2 === 0) return escape(part);
        if (part !== '{ahead}') return '.+?';
        return `(?:${['ahead-some', 'ahead-none'].map((id) => pattern(reply('wl-apply', id)[locale]!, locale)).join('|')})`;
      })
      .join('');
  /** The template's first run of its own words (four characters or more): how a line of the conversation is recognised as this reply. */
  const marker = (template: string) =>
    template
      .split(/\{\w+\}/)
      .map((part) => part.trim())
      .find((part) => part.length >= 4)!;

  for (const locale of locales) {
    it(`${locale}: every "received" and "approved" line of COMMANDS.md matches data/clerk-commands.yml`, async () => {
      const {readFileSync} = await import('node:fs');
      const file = docSource(`${ROUTES.bot}COMMANDS`, locale)!;
      const said = locale === 'zh' ? `${name('zh')}：` : `${name('en')}: `;
      const lines = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith(said))
        .map((line) => line.slice(said.length));
      for (const template of [
        reply('wl-apply', 'received')[locale],
        reply('wl-approve', 'approved')[locale],
      ]) {
        const found = lines.filter((line) => line.includes(marker(template!)));
        assert.ok(found.length > 0, `${file} shows the reply "${template}"`);
        for (const line of found)
          assert.match(line, new RegExp(`^${pattern(template!, locale)}$`), `${file}: ${line}`);
      }
    });
  }
});

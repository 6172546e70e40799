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
import {formatHours, ROUTES} from '../src/lib/newcomer';
import {load, renderDoc, renderElement, textOf} from './lib/renderPage';

const clerk = loadCommunityData(path.resolve(__dirname, '..')).clerk;
const name = (locale: 'zh' | 'en') => (typeof clerk.name === 'string' ? clerk.name : clerk.name[locale]);
const command = (id: string, locale: 'zh' | 'en') => {
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
      assert.ok(text.includes(`${command('wl-apply', locale)} ${example}`), 'the command as sent');
      assert.ok(text.includes(command('wl-status', locale)), 'the status command in the answer');
      assert.ok(text.includes(community.chat.label[locale]), 'the chat channel');
      assert.ok(text.includes(formatHours(5, locale)), 'the wait from config');
      // A player message, then bot answers.
      assert.deepEqual(
        [...html.matchAll(/data-chat-from="(\w+)"/g)].map((m) => m[1]),
        ['player', 'bot', 'bot'],
      );
      // Captioned like the site's other pictures, and labelled by its caption.
      const caption = /<figcaption id="([^"]+)"[^>]*>(.*?)<\/figcaption>/.exec(html);
      assert.ok(caption, 'a caption');
      assert.ok(
        textOf(caption[2]!).startsWith(chatText.kind[locale]),
        'caption starts with the picture kind',
      );
      assert.ok(html.includes(`aria-labelledby="${caption[1]}"`), 'the figure is labelled by its caption');
    });

    it(`${locale}: another wait in config gives another wait in the picture`, () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 0.5, remindAfterHours: 12};
      const text = textOf(renderElement(createElement(WhitelistChat), locale));
      assert.ok(text.includes(formatHours(0.5, locale)), text);
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

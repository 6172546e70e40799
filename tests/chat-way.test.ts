/**
 * "Only my way" (src/lib/chatWay.ts): the head script puts a stored choice on <html>, and nothing
 * else a storage holds; a storage that refuses still shows the buttons.
 */
import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import vm from 'node:vm';
import {createElement} from 'react';
import type {CommunityConfig} from '../config/community';
import {load, renderElement} from './lib/renderPage';
import {
  asChatWay,
  CHAT_WAY_ATTRIBUTE,
  CHAT_WAY_JS_ATTRIBUTE,
  CHAT_WAY_KEY,
  CHAT_WAY_SCRIPT,
} from '../src/lib/chatWay';

/** The <html> attributes after the head script ran with `stored` under the key (a function: it throws). */
function run(getItem: (key: string) => string | null): Record<string, string> {
  const attributes: Record<string, string> = {};
  const context = {
    document: {documentElement: {setAttribute: (name: string, value: string) => (attributes[name] = value)}},
    localStorage: {getItem},
  };
  vm.runInNewContext(CHAT_WAY_SCRIPT, context);
  return attributes;
}

describe('the choice of way', () => {
  test('only the two ways count as a choice', () => {
    assert.equal(asChatWay('chat'), 'chat');
    assert.equal(asChatWay('other'), 'other');
    for (const value of [null, undefined, '', 'both', '__proto__', 'constructor', 'CHAT', 1])
      assert.equal(asChatWay(value), null, String(value));
  });

  test('the head script puts the stored way on <html>, read under its key', () => {
    for (const way of ['chat', 'other']) {
      const attributes = run((key) => (key === CHAT_WAY_KEY ? way : null));
      assert.deepEqual(attributes, {[CHAT_WAY_JS_ATTRIBUTE]: '', [CHAT_WAY_ATTRIBUTE]: way});
    }
  });

  test('anything else stored, nothing stored, or a storage that throws: no way, and the buttons still show', () => {
    for (const getItem of [
      () => '"><script>',
      () => 'toString',
      () => null,
      () => {
        throw new Error('SecurityError');
      },
    ]) {
      assert.deepEqual(run(getItem), {[CHAT_WAY_JS_ATTRIBUTE]: ''});
    }
  });
});

describe('words only for the chat’s readers', () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = {otherContact: community.otherContact, admission: community.admission};
  after(() => Object.assign(community, saved));
  const {WithChat, OnlyWithoutChat} = load<{
    WithChat: (props: {inline?: boolean; children: unknown}) => unknown;
    OnlyWithoutChat: (props: {children: unknown}) => unknown;
  }>('@site/src/components/ChatWayChoice');
  const {WhitelistWait} = load<{WhitelistWait: (props: {link?: boolean}) => unknown}>(
    '@site/src/components/Newcomer',
  );

  test('<WithChat> marks a block, or inline a part of a sentence', () => {
    assert.equal(
      renderElement(createElement(WithChat as never, {}, 'x'), 'zh'),
      '<div data-chat-branch="chat">x</div>',
    );
    assert.equal(
      renderElement(createElement(WithChat as never, {inline: true}, 'x'), 'zh'),
      '<span data-chat-branch="chat">x</span>',
    );
  });

  test('<OnlyWithoutChat> marks words for the other way alone, kept out of the search index', () => {
    assert.equal(
      renderElement(createElement(OnlyWithoutChat as never, {}, 'x'), 'zh'),
      '<div data-chat-only="other" data-search-ignore="">x</div>',
    );
  });

  test('<WayChoice> offers the choice only where there is a second way to apply', () => {
    const {WayChoice} = load<{WayChoice: () => unknown}>('@site/src/components/WithoutChat');
    community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
    community.otherContact = {kind: 'email', address: 'apply@example.org'};
    const html = renderElement(createElement(WayChoice as never), 'zh');
    assert.match(html, /data-chat-way-choice/);
    assert.match(html, /data-chat-pick="?other/);
    community.otherContact = undefined;
    assert.equal(renderElement(createElement(WayChoice as never), 'zh'), '');
  });

  test('the application helper: shown after "without QQ" only where it writes an email, and then without the chat’s words', () => {
    const {default: ApplicationHelper} = load<{default: () => unknown}>(
      '@site/src/components/ApplicationHelper',
    );
    const saved = {...community.applicationHelper};
    community.applicationHelper.enabled = true;
    community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
    try {
      community.otherContact = {kind: 'email', address: 'apply@example.org'};
      const html = renderElement(createElement(ApplicationHelper as never), 'zh');
      if (!html) return; // no quiz or no command word in this fork's data: no helper to check
      const root = /<div[^>]*data-testid="application-helper"[^>]*>/.exec(html)![0];
      assert.doesNotMatch(root, /data-chat-branch/, 'the helper itself is for both ways');
      // Its title in two forms: the chat's (command or email), and the email's alone.
      assert.match(
        html,
        /<span data-chat-branch="chat">[^<]+<\/span><span data-chat-only="other" data-search-ignore="">[^<]+<\/span>/,
      );
      community.otherContact = undefined;
      const chatOnly = renderElement(createElement(ApplicationHelper as never), 'zh');
      assert.match(
        /<div[^>]*data-testid="application-helper"[^>]*>/.exec(chatOnly)![0],
        /data-chat-branch="chat"/,
      );
      assert.doesNotMatch(chatOnly, /data-chat-only/);
    } finally {
      Object.assign(community.applicationHelper, saved);
    }
  });

  test('the whitelist wait marks the chat’s sentence only where there is another way to apply', () => {
    community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
    for (const otherContact of [{kind: 'email', address: 'apply@example.org'} as const, undefined]) {
      community.otherContact = otherContact;
      for (const link of [false, true]) {
        const html = renderElement(createElement(WhitelistWait as never, {link}), 'zh');
        assert.equal(html.includes('data-chat-branch="chat"'), Boolean(otherContact), `${link}: ${html}`);
        // The other way's follow-up is never marked as the chat's.
        assert.doesNotMatch(html, /data-chat-branch="chat"[^>]*>[^<]*<[^>]*data-other/);
      }
    }
  });
});

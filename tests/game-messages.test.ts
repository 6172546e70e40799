import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import yaml from 'js-yaml';
import {DataError, validateGameMessages} from '../plugins/schemas/data';
import {fillMessage, firstSentence, messageIn, placeholdersIn} from '../src/lib/gameMessages';

const FILE = 'data/game-messages.yml';
const raw = () => yaml.load(readFileSync(FILE, 'utf8'), {schema: yaml.JSON_SCHEMA}) as Record<string, any>;

const pages = ['docs', 'i18n/en/docusaurus-plugin-content-docs'].flatMap((dir) =>
  (readdirSync(dir, {recursive: true}) as string[])
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => path.join(dir, f)),
);

describe(FILE, () => {
  it('passes its validation', () => {
    assert.doesNotThrow(() => validateGameMessages(raw()));
  });

  it('every <GameMessage id> a page uses exists', () => {
    const ids = new Set(validateGameMessages(raw()).messages.map((m) => m.id));
    const used = pages.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<GameMessage id="([^"]+)"/g)].map(
        (m) => [file, m[1]!] as const,
      ),
    );
    assert.ok(used.length > 20, 'pages quote the messages from data');
    for (const [file, id] of used) assert.ok(ids.has(id), `${file}: no message "${id}" in ${FILE}`);
  });

  it('a Chinese page sets a message shown as 「…」 right against the Chinese text around it', () => {
    // On the Chinese site a message with a Chinese text renders in corner brackets, which take no
    // space beside Chinese; an English-only message renders as code and keeps its spaces.
    const chinese = new Set(
      validateGameMessages(raw())
        .messages.filter((m) => m.zh)
        .map((m) => m.id),
    );
    const spaced = pages
      .filter((file) => file.startsWith('docs'))
      .flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(
            /([\p{Script=Han}，。：；）]) <GameMessage id="([^"]+)"[^>]*\/>|<GameMessage id="([^"]+)"[^>]*\/> ([\p{Script=Han}（，。：；])/gu,
          ),
        ]
          .filter((m) => chinese.has((m[2] ?? m[3])!))
          .map((m) => `${file}: ${m[0]}`),
      );
    assert.deepEqual(spaced, []);
  });

  it('every message with a Chinese text keeps the placeholders of its English one', () => {
    for (const m of validateGameMessages(raw()).messages) {
      if (!m.zh) continue;
      const placeholders = (t: string) => [...t.matchAll(/%s|\{0\}/g)].map((x) => x[0]).sort();
      assert.deepEqual(placeholders(m.zh), placeholders(m.en), m.id);
    }
  });

  const messages = () => validateGameMessages(raw()).messages;
  const uses = (file: string) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        [...line.matchAll(/<GameMessage id="([^"]+)"([^>]*)\/>/g)].map((m) => ({
          line,
          at: `${file}:${i + 1}`,
          id: m[1]!,
          hasValues: /\bvalues=/.test(m[2]!),
        })),
      );

  it('pages quote a game text the server replaces only as what a vanilla server says', () => {
    const replaced = new Set(
      messages()
        .filter((m) => m.replacedBy)
        .map((m) => m.id),
    );
    assert.ok(replaced.size > 0, `${FILE} names the game texts this server replaces`);
    for (const file of pages) {
      for (const use of uses(file)) {
        if (!replaced.has(use.id)) continue;
        assert.match(use.line, /原版|vanilla/i, `${use.at}: "${use.id}" is not what players here see`);
      }
    }
  });

  it('a table row shows no raw placeholder: messages with %s or {0} get values', () => {
    const withPlaceholders = new Set(
      messages()
        .filter((m) => placeholdersIn(m.en).length)
        .map((m) => m.id),
    );
    for (const file of pages) {
      for (const use of uses(file)) {
        if (!use.line.startsWith('|') || !withPlaceholders.has(use.id)) continue;
        // Geyser lists its supported versions itself; a page cannot know them.
        if (use.id.startsWith('geyser-')) continue;
        assert.ok(use.hasValues, `${use.at}: "${use.id}" in a table needs values={[…]}`);
      }
    }
  });

  it("the can't-get-in flow chart quotes messages as data words them, not replaced ones", () => {
    const all = messages();
    const texts = (m: (typeof all)[number]) => [m.en, m.zh ?? ''].map((t) => t.replace(/%s|\{\d+\}/g, ''));
    for (const file of pages.filter((f) => f.endsWith('jin-bu-qu-de-yuan-yin.md'))) {
      const chart = /```mermaid\n([\s\S]*?)```/.exec(readFileSync(file, 'utf8'))?.[1];
      assert.ok(chart, `${file}: has its flow chart`);
      // The quoted texts inside the arrows' labels, |"…"|.
      const quoted = [...chart.matchAll(/\|"([^"]*)"\|/g)].flatMap((label) =>
        [...label[1]!.matchAll(/「([^」]+)」|'([^']+)'/g)].map((m) => (m[1] ?? m[2])!),
      );
      assert.ok(quoted.length >= 5, `${file}: the chart quotes the messages`);
      for (const q of quoted) {
        const from = all.filter((m) => texts(m).some((t) => t.includes(q)));
        assert.ok(from.length, `${file}: "${q}" is not a message of ${FILE}`);
        assert.ok(
          from.some((m) => !m.replacedBy),
          `${file}: "${q}" is a game text this server replaces (${from.map((m) => m.id).join(', ')})`,
        );
      }
    }
  });

  it('fills placeholders in order, leaving missing ones visible', () => {
    assert.equal(fillMessage('Please use %s', ['9.9']), 'Please use 9.9');
    assert.equal(fillMessage('Outdated client! Please use {0}', ['9.9']), 'Outdated client! Please use 9.9');
    assert.equal(fillMessage('%s and %s', ['a', 'b']), 'a and b');
    assert.equal(fillMessage('{1} then {0}', ['a', 'b']), 'b then a');
    assert.equal(fillMessage('Reason: %s'), 'Reason: %s');
    assert.deepEqual(placeholdersIn('Reason: %s, {0}'), ['%s', '{0}']);
  });

  const cases: [string, (d: Record<string, any>) => void, RegExp][] = [
    [
      'a replacement that is not a server message',
      (d) => (d.messages[0].replacedBy = [d.messages[1].id]),
      /field "replacedBy" names/,
    ],
    ['a duplicate id', (d) => (d.messages[1].id = d.messages[0].id), /field "id" is used twice/],
    ['an unknown source', (d) => (d.messages[0].source = 'wiki'), /field "source" must be one of/],
    ['a Java message without Chinese', (d) => delete d.messages[0].zh, /field "zh" must be the Chinese text/],
    ['a bad version', (d) => (d.javaVersion = 'latest'), /field "javaVersion" must be a version/],
    [
      'exception classes on a message that is not a network reason',
      (d) => (d.messages.find((m: {source: string}) => m.source !== 'network').shownAs = ['java.net.X']),
      /field "shownAs" is only for network messages/,
    ],
    [
      'an exception class that is not a class name',
      (d) => (d.messages.find((m: {source: string}) => m.source === 'network').shownAs = ['not a class']),
      /field "shownAs(\[\d+\])?" must be a list of Java class names/,
    ],
  ];
  for (const [name, mutate, message] of cases) {
    it(`rejects ${name}, naming file, entry and field`, () => {
      const data = raw();
      mutate(data);
      assert.throws(
        () => validateGameMessages(data),
        (error: unknown) =>
          error instanceof DataError && error.message.startsWith(FILE) && message.test(error.message),
      );
    });
  }
});

describe('quoting a message inside a sentence of the site (firstSentence, messageIn)', () => {
  it('keeps the first sentence with its end mark, in either script, and no cut at a version number', () => {
    assert.equal(firstSentence('Outdated proxy! It supports: {0}'), 'Outdated proxy!');
    assert.equal(firstSentence('代理已过时！此服务器仅支持：{0}'), '代理已过时！');
    assert.equal(firstSentence('Use 1.21.4 now. Then join'), 'Use 1.21.4 now.');
    assert.equal(firstSentence('No end mark'), 'No end mark');
  });
  it('gives the Chinese text on a Chinese page where there is one, else the English; fails on an unknown id', () => {
    const messages = {
      javaVersion: '1',
      bedrockVersion: '1',
      geyserBedrock: '1',
      geyserBedrockOldest: '1',
      messages: [
        {id: 'a', source: 'geyser', key: 'k', en: 'A!', zh: '甲！'},
        {id: 'b', source: 'geyser', key: 'k', en: 'B!'},
      ],
    } as unknown as Parameters<typeof messageIn>[0];
    assert.equal(messageIn(messages, 'a', 'zh'), '甲！');
    assert.equal(messageIn(messages, 'a', 'en'), 'A!');
    assert.equal(messageIn(messages, 'b', 'zh'), 'B!');
    assert.throws(() => messageIn(messages, 'c', 'zh'), /data\/game-messages\.yml.*"c"/);
  });
});

import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import yaml from 'js-yaml';
import {lookUpMessage, matchMessages, normalize} from '../src/lib/messageMatch';
import {fillMessage, type GameMessages} from '../src/lib/gameMessages';

const data = yaml.load(readFileSync('data/game-messages.yml', 'utf8')) as GameMessages;
const texts = data.messages.flatMap((m) =>
  [m.en, m.zh].filter((t): t is string => Boolean(t)).map((text) => ({id: m.id, text})),
);

/** Messages whose text is the same once normalized (a vanilla text and the plugin's copy of it). */
const sameText = (a: string, b: string) => {
  const [x, y] = [data.messages.find((m) => m.id === a)!, data.messages.find((m) => m.id === b)!];
  return [x.en, x.zh].some((t) => t && [y.en, y.zh].some((u) => u && normalize(t) === normalize(u)));
};

/** The best match is the message itself, or one whose text is the same. */
function assertBest(input: string, id: string) {
  const found = matchMessages(input, data.messages);
  assert.ok(found.length > 0, `no match for ${JSON.stringify(input)} (${id})`);
  const best = found[0]!;
  const tied = found.filter((m) => m.score === best.score).map((m) => m.id);
  assert.ok(
    tied.includes(id) || sameText(best.id, id),
    `${JSON.stringify(input)}: best ${tied.join(', ')}, expected ${id}`,
  );
}

describe('matchMessages: every text of data/game-messages.yml', () => {
  it('as written', () => {
    for (const {id, text} of texts) assertBest(text, id);
  });

  it('with colour codes, as chat and kick screens carry them', () => {
    for (const {id, text} of texts) assertBest(`§c§l${text.replace(/ /, ' §r§7')}§r`, id);
  });

  it('with its placeholders filled in by the game', () => {
    for (const {id, text} of texts) {
      assertBest(fillMessage(text, ['1.21.4', '1.21.5', '2026-12-01']), id);
    }
  });

  it('with the placeholders copied as they are, %1$s style too', () => {
    for (const {id, text} of texts) assertBest(text.replace(/%s/g, '%1$s'), id);
  });

  it('cut short: the first two thirds, where that still says enough', () => {
    for (const {id, text} of texts) {
      const chars = [...text.replace(/%s|\{\d+\}/g, '')];
      const part = chars.slice(0, Math.ceil((chars.length * 2) / 3)).join('');
      // Six CJK characters or twelve letters ("Unknown " alone could be anything).
      const said = [...normalize(part)].reduce((n, c) => n + (/\p{Script=Han}/u.test(c) ? 2 : 1), 0);
      if (said < 12) continue;
      const found = matchMessages(part, data.messages);
      assert.ok(found.length > 0, `no match for ${JSON.stringify(part)} (${id})`);
      // A shorter message can start the same way ("You are banned from this server" and its
      // ".\nReason: %s" form): the message must be among the first three.
      assert.ok(
        found.some((m) => m.id === id || sameText(m.id, id)),
        `${JSON.stringify(part)}: ${found.map((m) => m.id).join(', ')}, expected ${id}`,
      );
    }
  });

  it('in other case, with full-width punctuation and no final stop', () => {
    for (const {id, text} of texts) {
      assertBest(
        text
          .toUpperCase()
          .replace(/!/g, '！')
          .replace(/[.!！。]$/, ''),
        id,
      );
    }
  });
});

/** How much a text says: a CJK character counts as two letters. */
const said = (text: string) =>
  [...normalize(text)].reduce((n, c) => n + (/\p{Script=Han}/u.test(c) ? 2 : 1), 0);

describe('matchMessages: a whole message in a longer paste', () => {
  it('finds a message that says enough inside other text: an exception class before it, an address after', () => {
    for (const {id, text} of texts.filter(({text}) => said(text.replace(/%s|\{\d+\}/g, '')) >= 12)) {
      const paste = `io.netty.channel.SomeException: ${fillMessage(text, ['1.21.4'])}: mc.example.invalid/203.0.113.5:25565`;
      const found = matchMessages(paste, data.messages);
      assert.ok(
        found.some((m) => m.id === id || sameText(m.id, id)),
        `${JSON.stringify(paste)}: ${found.map((m) => m.id).join(', ') || 'nothing'}`,
      );
    }
  });

  it('but not a short one, which other text may hold by chance', () => {
    const short = texts.filter(({text}) => said(text) > 0 && said(text) < 12);
    for (const {id, text} of short) {
      const found = matchMessages(
        `please tell me why my friend said ${text} yesterday evening`,
        data.messages,
      );
      assert.ok(!found.some((m) => m.id === id && m.score >= 0.9), `${text}: ${JSON.stringify(found)}`);
    }
  });
});

describe('lookUpMessage: a screen’s title and its reason', () => {
  const titles = data.messages.filter((m) => m.screenTitle);
  // The errors the game shows as the reason under the title (data/game-messages.yml, source network).
  const reasons = data.messages.filter((m) => m.source === 'network');

  it('answers a title alone by asking for the line under it', () => {
    for (const title of titles)
      for (const text of [title.en, title.zh].filter((t): t is string => Boolean(t)))
        assert.deepEqual(lookUpMessage(text, data.messages), {kind: 'title'}, text);
  });

  it('answers a title with its reason by the reason, never the title', () => {
    for (const title of titles) {
      for (const reason of reasons) {
        const answer = lookUpMessage(`${title.en}\n${fillMessage(reason.en, ['1.21.4'])}`, data.messages);
        assert.equal(answer.kind, 'reasons', reason.id);
        if (answer.kind !== 'reasons') continue;
        assert.ok(!answer.matches.some((m) => m.id === title.id), reason.id);
        assert.ok(
          answer.matches.some((m) => m.id === reason.id || sameText(m.id, reason.id)),
          `${reason.id}: ${answer.matches.map((m) => m.id).join(', ')}`,
        );
      }
    }
  });
});

describe('network reasons as players paste them', () => {
  it('finds each after its exception class, with or without what a system adds after it', () => {
    for (const reason of data.messages.filter((m) => m.source === 'network')) {
      for (const paste of [
        `${reason.key}: ${reason.en}`,
        // What every system shows: the message up to any detail one of them adds after a colon.
        `io.netty.channel.AbstractChannel$AnnotatedConnectException: ${reason.en.split(':')[0]}`,
        `io.netty.channel.AbstractChannel$AnnotatedConnectException: ${reason.en}: no further information: /203.0.113.7:25565`,
      ]) {
        const found = matchMessages(paste, data.messages);
        assert.equal(found[0]?.id, reason.id, `${paste}: ${found.map((m) => m.id).join(', ')}`);
      }
    }
  });

  it('finds a reason by an exception class of its shownAs pasted alone', () => {
    const shown = data.messages.filter((m) => m.shownAs?.length);
    assert.ok(shown.length > 0, 'data/game-messages.yml gives some network reason its classes');
    for (const reason of shown)
      for (const name of reason.shownAs!) {
        const found = lookUpMessage(name, data.messages);
        assert.ok(
          found.kind === 'reasons' && found.matches.some((m) => m.id === reason.id),
          `${name}: ${JSON.stringify(found)}`,
        );
      }
  });
});

describe('matchMessages: what is not a message', () => {
  it('answers nothing for text that says too little', () => {
    assert.deepEqual(matchMessages('', data.messages), []);
    assert.deepEqual(matchMessages('§c§l  ', data.messages), []);
    assert.deepEqual(matchMessages('服务器', data.messages), []);
    assert.deepEqual(matchMessages('server', data.messages), []);
  });

  it('answers nothing for ordinary questions and for text no message has', () => {
    for (const text of [
      'how do I build a house',
      '怎么在生存模式下造房子',
      'java.lang.OutOfMemoryError: Java heap space',
    ]) {
      assert.deepEqual(matchMessages(text, data.messages), [], text);
    }
  });

  it('answers a 100,000-character paste quickly (only the first part is read)', () => {
    const start = performance.now();
    matchMessages('a'.repeat(100_000), data.messages);
    assert.ok(performance.now() - start < 1000);
  });
});

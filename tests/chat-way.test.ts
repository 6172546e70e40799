/**
 * "Only my way" (src/lib/chatWay.ts): the head script puts a stored choice on <html>, and nothing
 * else a storage holds; a storage that refuses still shows the buttons.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import vm from 'node:vm';
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

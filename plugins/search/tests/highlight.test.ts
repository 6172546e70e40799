import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {termPositions} from '../runtime/positions';

/** The marked parts of `text`. */
const marked = (text: string, tokens: string[]) =>
  termPositions(text, tokens).map(([at, length]) => text.slice(at, at + length));

describe('search highlighting without term positions', () => {
  it('finds every Chinese word of the query in the text', () => {
    assert.deepEqual(marked('申请白名单前，先读白名单规则。', ['白名单']), ['白名单', '白名单']);
    assert.deepEqual(termPositions('基岩版玩家加入', ['玩家', '基岩版']), [
      [0, 3],
      [3, 2],
    ]);
  });

  it('finds English words with other endings, and words being typed, ignoring case', () => {
    assert.deepEqual(marked('Installing mods: install the Mod loader first.', ['mods', 'installed']), [
      'Installing',
      'mods',
      'install',
      'Mod',
    ]);
    assert.deepEqual(marked('Open the launcher. Launchers differ.', ['launc']), ['launcher', 'Launchers']);
  });

  it('does not mark short words that merely start a query word', () => {
    assert.deepEqual(marked('Log in to install it', ['install']), ['install']);
    assert.deepEqual(marked('a cat in a hat', ['c']), []);
  });

  it('finds nothing where the text does not have the words (a synonym matched)', () => {
    assert.deepEqual(termPositions('领地插件帮助', ['圈地']), []);
  });
});

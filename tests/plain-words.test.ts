/**
 * Newcomer pages in a child's words: the address card gives the address and the port, not the
 * network protocols (TCP/UDP, which only matter to whoever sets up a firewall).
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {createElement} from 'react';
import {locales} from '../e2e/lib/site';
import {load, renderElement, textOf} from './lib/renderPage';

describe('the address card in plain words', () => {
  const ServerAddress = load<{default: () => null}>('@site/src/components/ServerAddress').default;
  for (const locale of locales) {
    it(`${locale}: no TCP or UDP on the card`, () => {
      const text = textOf(renderElement(createElement(ServerAddress), locale));
      assert.ok(text.length > 0);
      assert.doesNotMatch(text, /\b(TCP|UDP)\b/);
    });
  }
});

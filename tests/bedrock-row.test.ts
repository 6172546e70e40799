/**
 * The home rows' Bedrock step: where the community has the one-tap link, it comes before adding the
 * server by hand, which is then its fallback (strict reading 67, en: on an iPhone the easy way came
 * last); without it, adding by hand is simply the next thing to do.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {createElement} from 'react';
import type {CommunityConfig} from '../config/community';
import {locales} from '../e2e/lib/site';
import {localize} from '../src/lib/localized';
import {boxText} from '../src/lib/newcomerText';
import {load, pathRow, renderElement, textOf} from './lib/renderPage';

const community = load<{default: CommunityConfig}>('@site/config/community').default;
const {NewcomerPaths} = load<typeof import('../src/components/Newcomer/Paths')>(
  '@site/src/components/Newcomer/Paths',
);

describe("the Bedrock row's join step", () => {
  for (const locale of locales) {
    it(`${locale}: with the one-tap link, the link first, then "by hand"; without it, "then"`, () => {
      const byHand = localize(boxText.oneTapByHand, locale).trim();
      const then = localize(boxText.oneTapThen, locale).trim();
      const row = pathRow(renderElement(createElement(NewcomerPaths), locale), 'bedrock') ?? '';
      const link = row.indexOf('data-one-tap-step');
      if (!community.bedrockLink.enabled) {
        assert.equal(link, -1, `${locale}: a one-tap link the config has off`);
        assert.ok(!textOf(row).includes(byHand), `${locale}: "${byHand}" without a link`);
        assert.ok(textOf(row).includes(then), `${locale}: no "${then}"`);
        return;
      }
      assert.ok(link > 0, `${locale}: no one-tap link`);
      assert.ok(textOf(row.slice(link)).indexOf(byHand) > 0, `${locale}: "${byHand}" after the link`);
      assert.ok(!textOf(row.slice(0, link)).includes(byHand), `${locale}: "${byHand}" before the link`);
    });
  }
});

// After "Without QQ" (src/lib/chatWay.ts), where the link does nothing (a page opened inside the
// chat's app) is the chat's readers' only: strict reading 74 (en) met "inside QQ or WeChat" there.
describe("the one-tap link's in-app example", () => {
  const OneTapHint = load<{default: () => unknown}>('@site/src/components/ServerAddress/OneTapHint').default;
  for (const locale of locales) {
    it(`${locale}: marked as the chat's, on the home row and on the Bedrock join page`, () => {
      // Without another way to reach the admins there is no choice, and nothing to mark.
      if (!community.bedrockLink.enabled || !community.otherContact) return;
      const inApp = localize(boxText.oneTapInApp, locale);
      const row = pathRow(renderElement(createElement(NewcomerPaths), locale), 'bedrock') ?? '';
      const branch = /<span data-chat-branch="chat">([^<]*)<\/span>/g;
      assert.ok(
        [...row.matchAll(branch)].some((m) => textOf(m[1]!) === textOf(inApp)),
        `${locale}: the row's "${inApp}" is not the chat's`,
      );
      const hint = renderElement(createElement(OneTapHint as never), locale);
      assert.match(hint, /<span data-chat-branch="chat">[^<]+<\/span>/, hint);
    });
  }
});

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

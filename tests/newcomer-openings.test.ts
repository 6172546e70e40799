/**
 * The first paragraph of the intro and of getting started is read by every newcomer, often on a
 * phone: short sentences, not asides stacked in brackets ("… (group …; usually …) (no QQ? …) (if you
 * play with a skin-site account …)"). With every optional part switched on (whitelist, skin-site
 * accounts, another contact), the paragraph holds at most one bracketed aside.
 */
import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';
import type {CommunityConfig} from '../config/community';
import {docSource, locales} from '../e2e/lib/site';
import {ROUTES} from '../src/lib/newcomer';
import {load, renderDoc, textOf} from './lib/renderPage';

const community = load<{default: CommunityConfig}>('@site/config/community').default;
const saved = {login: community.login, admission: community.admission, otherContact: community.otherContact};
after(() => Object.assign(community, saved));

const brackets = (text: string) => (text.match(/[(（]/g) ?? []).length;

describe('the openings of the intro and of getting started', () => {
  for (const locale of locales) {
    for (const route of [ROUTES.intro, ROUTES.start]) {
      it(`${locale} ${route}: one bracketed aside at most, none back to back`, async () => {
        community.login = 'both';
        community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
        community.otherContact = saved.otherContact ?? {kind: 'email', address: 'team@example.org'};
        const html = await renderDoc(docSource(route, locale)!, locale);
        const lead = textOf(/<p>[\s\S]*?<\/p>/.exec(html)![0]);
        assert.ok(brackets(lead) <= 1, `${brackets(lead)} brackets: ${lead}`);
        assert.doesNotMatch(lead, /[)）]\s*[(（]/, lead);
      });
    }
  }

  it('counts what it should', () => {
    assert.equal(brackets('a (b) (c)（d）'), 3);
  });
});

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
import {loadCommunityData} from '../plugins/community-data';

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

describe('the intro and getting started add what each is for, not the rows again (issue 45)', () => {
  // A strict reading found both pages repeating the home page's paths at length. The rows live on the
  // home page and on getting started (its #path, which the announcement bar and the join card link);
  // the intro sends the reader there with one link, says what the server runs, draws the paths as one
  // chart and maps the docs (tests/intro.test.ts); getting started adds what to have first and the
  // first hour, and leaves applying to the rows.
  const data = loadCommunityData(process.cwd());
  for (const locale of locales) {
    it(`${locale}: the intro has no rows and says both editions' versions from config and data`, async () => {
      const html = await renderDoc(docSource(ROUTES.intro, locale)!, locale);
      assert.doesNotMatch(html, /<details[^>]*data-path=|data-path-index/);
      const about = textOf(html.split(/<h2/)[1] ?? '');
      for (const version of [
        community.gameVersion,
        data.gameMessages.geyserBedrockOldest,
        data.gameMessages.geyserBedrock,
      ])
        assert.ok(about.includes(version), `${version} in ${about}`);
    });

    it(`${locale}: getting started has the rows, and outside them no whitelist command`, async () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      community.otherContact = saved.otherContact ?? {kind: 'email', address: 'team@example.org'};
      const html = await renderDoc(docSource(ROUTES.start, locale)!, locale);
      const rows = html.match(/<details[^>]*data-path=/g) ?? [];
      assert.ok(rows.length > 0);
      // Outside the rows (and before and after them), applying is not said again.
      const outside = html.replace(/<details[\s\S]*?<\/details>/g, '');
      assert.doesNotMatch(outside, /class="command-line"|data-use="apply"/);
      assert.match(html, new RegExp(`<ul data-contact-ways="ask"`), 'a way to reach the admins');
    });
  }
});

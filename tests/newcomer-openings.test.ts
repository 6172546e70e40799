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
import {newcomerPaths, ROUTES} from '../src/lib/newcomer';
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
  // Strict readings found both pages repeating the home page's paths at length (74–79: getting started
  // word for word). The rows live on the home page only; the intro sends the reader there with one
  // link, says what the server runs, draws the paths as one chart and maps the docs
  // (tests/intro.test.ts); getting started adds what to have first and the first hour, and names each
  // row with a link to it on the home page (PathIndex), leaving applying to the rows.
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

    it(`${locale}: getting started links each row on the home page, has none itself, and no whitelist command`, async () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      community.otherContact = saved.otherContact ?? {kind: 'email', address: 'team@example.org'};
      const html = await renderDoc(docSource(ROUTES.start, locale)!, locale);
      assert.doesNotMatch(html, /<details[^>]*data-path=/);
      const index = /<ul data-path-index="">[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
      const targets = [...index.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
      // (Docusaurus's <Link> adds the locale's prefix in the site; e2e/newcomer-path.spec.ts follows them.)
      assert.deepEqual(
        targets,
        newcomerPaths(community).map((path) => `/#path-${path.id}`),
      );
      // Applying is the rows' business: not said on this page.
      assert.doesNotMatch(html, /class="command-line"|data-use="apply"/);
      assert.match(html, new RegExp(`<ul data-contact-ways="ask"`), 'a way to reach the admins');
    });
  }
});

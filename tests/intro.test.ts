/**
 * The intro (/docs/intro) is the docs' overview and map, not a third copy of the path chooser: a
 * strict reading (Dec 2026) scored it 3 of 5 in both languages because it listed the home page's
 * and getting started's lines again before saying anything of its own. It now says what the site
 * and the server are, sends a newcomer to getting started with one link (getting started picks
 * their line), gives the three steps in general terms, draws the one flow chart, maps the sidebar's
 * sections and ends with the still-stuck box.
 *
 * The map links only routes every community has (e2e/routes.txt, the spec's list): a community that
 * adds or imports pages gets them in the sidebar and the search, and the map never points at a page
 * it may not have. e2e/newcomer-path.spec.ts checks the built page (its sidebar, the diagram).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import type {CommunityConfig} from '../config/community';
import {docSource, locales, requiredRoutes, type Locale} from '../e2e/lib/site';
import {FRIENDS_LAUNCHER, ROUTES} from '../src/lib/newcomer';
import {load, renderDoc, textOf} from './lib/renderPage';

const community = load<{default: CommunityConfig}>('@site/config/community').default;
const saved = {admission: community.admission};
after(() => Object.assign(community, saved));

/** The word for the whitelist, per language (a language the site adds later gets its word here). */
const WHITELIST: Partial<Record<Locale, RegExp>> = {zh: /白名单/, en: /whitelist/i};

const source = (locale: Locale) => docSource(ROUTES.intro, locale)!;

/** The href of each link of some HTML, as the page's author wrote it. */
const hrefsIn = (html: string): string[] =>
  [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) =>
    m[1]!.replace(/&amp;/g, '&').replace(/\\#/g, '#'),
  );

/**
 * The route a link of the intro opens, without its hash: a site path as written, a relative link to
 * a doc file as the docs plugin turns it into a route, checked back (the route's source is that
 * file). undefined: the link points at no doc of this locale.
 */
function routeOf(href: string, locale: Locale): string | undefined {
  const bare = href.replace(/#.*$/, '');
  if (bare.startsWith('/')) return bare;
  const docsRoot = path.dirname(source(locale));
  const file = path.resolve(docsRoot, bare);
  const rel = path.relative(docsRoot, file).split(path.sep).join('/');
  const route = `/docs/${rel.replace(/(^|\/)(index|README)\.mdx?$/, '$1').replace(/\.mdx?$/, '')}`;
  return docSource(route, locale) === file ? route : undefined;
}

/** The rendered part of the page under the heading with this `{#id}` (up to the next heading or box). */
function section(html: string, locale: Locale, id: string): string {
  const heading = new RegExp(`^## (.*) \\{#${id}\\}$`, 'm').exec(readFileSync(source(locale), 'utf8'))?.[1];
  assert.ok(heading, `${source(locale)}: no heading {#${id}}`);
  const start = html.indexOf(`<h2>${heading}</h2>`);
  assert.ok(start >= 0, `the heading "${heading}" as rendered`);
  const rest = html.slice(start + heading.length + 9);
  const end = rest.search(/<h2\b|<aside\b/);
  return end < 0 ? rest : rest.slice(0, end);
}

describe('the intro: an overview and map of the docs, not a path chooser', () => {
  const required = new Set(requiredRoutes());

  for (const locale of locales) {
    it(`${locale}: the opening links getting started, the one link to it on the page; no lines listed`, async () => {
      const html = await renderDoc(source(locale), locale);
      const lead = /<p>[\s\S]*?<\/p>/.exec(html)![0];
      assert.ok(
        hrefsIn(lead).some((href) => routeOf(href, locale) === ROUTES.start),
        `the opening links getting started: ${textOf(lead)}`,
      );
      const toStart = hrefsIn(html).filter((href) => routeOf(href, locale) === ROUTES.start);
      assert.equal(toStart.length, 1, `links to getting started: ${toStart.join(', ')}`);
      // Getting started and the home page list the lines; the intro neither lists nor links them.
      assert.doesNotMatch(html, /data-path-index|data-path-link|<details[^>]*data-path=/);
      assert.ok(
        toStart.every((href) => !href.includes('#path')),
        'no link to one line',
      );
    });

    it(`${locale}: three steps in general terms, the whitelist only where the server has one`, async () => {
      const word = WHITELIST[locale];
      for (const whitelist of ['bot', 'none'] as const) {
        community.admission =
          whitelist === 'bot' ? {whitelist, typicalWaitHours: 2, remindAfterHours: 24} : {whitelist};
        const html = await renderDoc(source(locale), locale);
        const steps = section(html, locale, 'three-steps').match(/<li>[\s\S]*?<\/li>/g) ?? [];
        assert.equal(steps.length, 3, steps.join('\n'));
        const links = steps.map((step) => hrefsIn(step).map((href) => routeOf(href, locale)));
        // With a whitelist, applying comes first (approval takes a while); the rules are read before
        // applying, or without a whitelist before joining: step 1 either way.
        const [first, ready, join] = links;
        assert.ok(first!.includes(ROUTES.rules), 'the first step links the rules');
        assert.equal(
          first!.includes(ROUTES.bot),
          whitelist === 'bot',
          'applying is the first step, with a whitelist',
        );
        // Getting the game ready names no one path's page. Its one link, where the launchers come up,
        // is the launcher overview's section on a launcher a friend set up (a strict reading, Dec
        // 2026: that advice stood after step 3, apart from the launchers it is about).
        assert.deepEqual(
          hrefsIn(steps[1]!).filter(
            (href) => !(href.endsWith(`#${FRIENDS_LAUNCHER}`) && routeOf(href, locale) === ROUTES.launchers),
          ),
          [],
          'getting the game ready: in general terms, no one path’s page',
        );
        assert.ok(ready, 'a step to get the game ready');
        assert.ok(join!.includes(ROUTES.join), 'joining links the join overview');
        if (!word) continue;
        assert.equal(word.test(textOf(steps[0]!)), whitelist === 'bot', `${whitelist}: ${textOf(steps[0]!)}`);
        // Nowhere but in the map's names of the sidebar's sections, which are the sections' labels
        // (docs/**/_category_.json, the same with a whitelist or without; e2e checks they match).
        if (whitelist === 'none')
          assert.doesNotMatch(
            textOf(html.replace(/<li><strong>[^<]*<\/strong>/g, '<li>')),
            word,
            'no whitelist anywhere on the page',
          );
      }
      community.admission = saved.admission;
    });

    it(`${locale}: the map names each section once and links only pages every community has`, async () => {
      const map = section(await renderDoc(source(locale), locale), locale, 'in-these-docs');
      const items = map.match(/<li>[\s\S]*?<\/li>/g) ?? [];
      assert.ok(items.length >= 5, `${items.length} sections`);
      const labels = items.map((item) => /^<li><strong>([^<]+)<\/strong>/.exec(item)?.[1]);
      assert.ok(labels.every(Boolean), 'each line starts with its section’s name, in bold');
      assert.equal(new Set(labels).size, labels.length, `a section named twice: ${labels.join(', ')}`);
      for (const item of items) assert.ok(hrefsIn(item).length > 0, `a line without a link: ${textOf(item)}`);
      const hrefs = hrefsIn(map);
      for (const href of hrefs) {
        const route = routeOf(href, locale);
        assert.ok(route && required.has(route), `${href}: not a page every community has`);
      }
      assert.ok(
        hrefs.some((href) => routeOf(href, locale) === '/blog'),
        'the tutorials outside the sidebar',
      );
    });

    it(`${locale}: one diagram, the newcomer flow chart`, () => {
      const text = readFileSync(source(locale), 'utf8');
      assert.equal(text.match(/<NewcomerFlow \/>/g)?.length, 1);
      assert.match(text, /^import NewcomerFlow from '\.\/_newcomer-flow\.mdx';$/m);
      assert.doesNotMatch(text, /```mermaid/, 'no second chart in the page itself');
    });
  }

  it('routeOf reads a relative doc link as the docs plugin does', () => {
    assert.equal(routeOf('./First/Readme/README.md#path', 'zh'), ROUTES.start);
    assert.equal(routeOf('./clerk/index.md', 'zh'), ROUTES.bot);
    assert.equal(routeOf('./Q&A/fuwuqi-wen-da.md', 'zh'), ROUTES.faq);
    assert.equal(routeOf('./no-such-page.md', 'zh'), undefined);
    assert.equal(routeOf('/blog', 'zh'), '/blog');
  });
});

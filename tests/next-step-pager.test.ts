import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {contentRoots} from '../plugins/lib/translations';
import {locales} from '../config/locale';
import {frontMatter} from '../scripts/lib/siteContent';
import community from '../config/community';
import {docSource} from '../e2e/lib/site';
import {
  FIRST_HOUR,
  href,
  newcomerPaths,
  nextStepCard,
  nextSteps,
  ROUTES,
  type StepId,
} from '../src/lib/newcomer';

/** Every Markdown page of the docs, in every locale. */
function docPages(): string[] {
  const roots = ['docs', ...locales.flatMap((locale) => contentRoots(locale).map(([, to]) => to))].filter(
    (root) => !root.includes('blog'),
  );
  return [...new Set(roots)].flatMap((root) => {
    if (!existsSync(root)) return [];
    const files = readdirSync(root, {recursive: true}) as string[];
    return files.filter((f) => /\.mdx?$/.test(f)).map((f) => path.join(root, f));
  });
}

// A page on the newcomer path ends with its own "next step" box, which follows the reader's path.
// The pager's "Next" at the very end leads forward: to that step when every path reaching the page
// goes on the same way, else to the sidebar's next doc. Never back up the page (strict reading,
// 30 Nov 2026: "Your next step (further up this page)"), and never a dead end (issue 45).
describe('pages with a next-step box', () => {
  const withBox = docPages().filter((file) => /<NextStep\b/.test(readFileSync(file, 'utf8')));
  /** The route a docs file is served at (the newcomer pages: src/lib/newcomer.ts ROUTES). */
  const routeOf = (file: string) =>
    Object.values(ROUTES).find((route) =>
      locales.some((locale) => docSource(route, locale) === path.resolve(file)),
    );

  it('exist, and name their box in front matter (next_step)', () => {
    assert.ok(withBox.length > 0);
    assert.deepEqual(
      withBox.filter((file) => typeof frontMatter(file).next_step !== 'string'),
      [],
    );
  });

  it("keep the pager (no pagination_next: null), so where the paths part the sidebar's next doc is there", () => {
    assert.deepEqual(
      withBox.filter((file) => frontMatter(file).pagination_next === null),
      [],
    );
  });

  it('lead "Next" forward to another page when every path goes on the same way, else leave the theme\'s card', () => {
    let forward = 0;
    for (const file of withBox) {
      const at = frontMatter(file).next_step as StepId;
      const card = nextStepCard(community, at, file);
      const next = nextSteps(community, at);
      if (next.length !== 1) {
        assert.equal(card, undefined, file);
        continue;
      }
      forward++;
      assert.ok(card, file);
      assert.ok(!card.href.startsWith('#'), `${file}: ${card.href} is on the same page`);
      const page = card.href.split('#')[0]!.replace(/\/$/, '');
      const route = routeOf(file);
      assert.ok(route, `${file}: a newcomer route`);
      assert.notEqual(page, route.replace(/\/$/, ''), `${file}: "Next" leads back into its own page`);
      assert.equal(card.step, next[0]!.step.id, file);
    }
    assert.ok(forward > 0, 'some page leads forward');
  });
});

// Joining the server is the last step: the sidebar's next doc after the Java page is the Bedrock page
// (strict reading 19: a Java player tapped "Next" and landed on Bedrock). Each joining page names its
// step, so its "Next" leads on to getting started's first hour, which every language's page has.
describe('the joining pages', () => {
  it('name their step, so "Next" leads to the first hour in the game', () => {
    const ends = [
      ...new Map(newcomerPaths(community).map((p) => [p.steps.at(-1)!.id, p.steps.at(-1)!])).values(),
    ];
    assert.ok(ends.length > 0);
    for (const locale of locales) {
      for (const step of ends) {
        const file = docSource(step.page, locale)!;
        assert.equal(frontMatter(file).next_step, step.id, file);
        assert.equal(nextStepCard(community, step.id, file)?.href, href(FIRST_HOUR), file);
      }
      const start = docSource(FIRST_HOUR.page, locale)!;
      assert.match(readFileSync(start, 'utf8'), new RegExp(`\\{#${FIRST_HOUR.hash}\\}`), start);
    }
  });
});

// The rules page is read on the way in (the home page's card, the one-minute summary), but the
// sidebar's next doc is the admins' page: a dead end for a newcomer (strict reading, Dec 2026). Back
// to getting started was a loop for a reader who came from there (a later strict reading): its "Next"
// leads on to joining the server, which gives both editions' addresses and the whitelist step.
describe('the rules page', () => {
  it('leads "Next" on to joining the server, in every language', () => {
    const doc = (route: string) =>
      path.relative('docs', docSource(route, locales[0]!)!).replace(/\.mdx?$/, '');
    for (const locale of locales) {
      const file = docSource(ROUTES.rules, locale)!;
      assert.equal(frontMatter(file).pagination_next, doc(ROUTES.join), file);
      assert.notEqual(frontMatter(file).pagination_next, doc(ROUTES.start), file);
    }
  });
});

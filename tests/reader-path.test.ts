import assert from 'node:assert/strict';
import {afterEach, describe, it} from 'node:test';
import community from '../config/community';
import {
  FIRST_HOUR,
  hasWhitelist,
  href,
  newcomerPaths,
  nextSteps,
  pathNextCard,
  pathNextChoices,
  BEDROCK_SIGN_IN,
  cardHref,
  cardSignsInFirst,
  paginatorCards,
  pathThrough,
  nextStepCard,
  type PathId,
  PATH_IDS,
  ROUTES,
  STEP_IDS,
} from '../src/lib/newcomer';
import {readFileSync} from 'node:fs';
import {docSource, locales} from '../e2e/lib/site';
import {READER_PATH_KEY, rememberedPath, rememberPath} from '../src/lib/readerPath';

/** A window whose localStorage is a Map, or throws like a browser that refuses storage. */
function fakeWindow(refuse = false): Map<string, string> {
  const store = new Map<string, string>();
  const fail = () => {
    throw new Error('SecurityError');
  };
  (globalThis as {window?: unknown}).window = {
    localStorage: {
      getItem: refuse ? fail : (key: string) => store.get(key) ?? null,
      setItem: refuse ? fail : (key: string, value: string) => void store.set(key, value),
    },
  };
  return store;
}

describe("the reader's path, remembered for the Next cards (src/lib/readerPath.ts)", () => {
  afterEach(() => {
    delete (globalThis as {window?: unknown}).window;
  });

  it('gives back each path remembered', () => {
    fakeWindow();
    assert.equal(rememberedPath(), undefined);
    for (const id of PATH_IDS) {
      rememberPath(id);
      assert.equal(rememberedPath(), id);
    }
  });

  it('ignores anything else stored under its key, built-in property names included', () => {
    const store = fakeWindow();
    for (const value of ['', 'java', '__proto__', 'constructor', 'toString', 'bedrock ', '<script>']) {
      store.set(READER_PATH_KEY, value);
      assert.equal(rememberedPath(), undefined, JSON.stringify(value));
    }
  });

  it('forgets quietly where the browser refuses storage', () => {
    fakeWindow(true);
    assert.doesNotThrow(() => rememberPath('bedrock'));
    assert.equal(rememberedPath(), undefined);
  });
});

describe('the Next card for a remembered path (pathNextCard)', () => {
  it("leads from each of the path's pages to its next step, and from the last to the first hour", () => {
    for (const path of newcomerPaths(community)) {
      for (const [i, step] of path.steps.entries()) {
        // A page may hold two steps of a path: its card follows the later one.
        if (path.steps.slice(i + 1).some((s) => s.page === step.page)) continue;
        const next = path.steps[i + 1];
        assert.deepEqual(
          pathNextCard(community, step.page, path.id),
          next ? {href: href(next), step: next.id} : {href: href(FIRST_HOUR), step: step.id, end: true},
          `${path.id} ${step.id}`,
        );
      }
    }
  });

  it('leads from getting started to the first step of the path', () => {
    for (const path of newcomerPaths(community)) {
      assert.deepEqual(pathNextCard(community, ROUTES.start, path.id), {
        href: href(path.steps[0]!),
        step: path.steps[0]!.id,
      });
    }
  });

  it("follows the reader's path where the paths part, so each gets its own page", () => {
    let parted = 0;
    for (const at of STEP_IDS) {
      const next = nextSteps(community, at);
      if (next.length < 2) continue;
      parted++;
      for (const {paths, step} of next) {
        for (const id of paths) {
          const from = newcomerPaths(community)
            .find((p) => p.id === id)!
            .steps.find((s) => s.id === at);
          // The path's own steps (not a detour through the same page).
          if (!from) continue;
          assert.equal(pathNextCard(community, from.page, id)?.href, href(step), `${at} ${id}`);
        }
      }
    }
    // With a whitelist, the paths part at applying (the bot page); without one they may never part.
    if (hasWhitelist(community.admission)) assert.ok(parted > 0, 'the paths part at the whitelist step');
  });

  it('gives nothing on a page off the path, or for a path the config does not have', () => {
    assert.equal(pathNextCard(community, '/docs/notice/some-page', 'bedrock'), undefined);
    const microsoftOnly = {...community, login: 'microsoft' as const};
    assert.equal(pathNextCard(microsoftOnly, ROUTES.start, 'java-skin'), undefined);
  });
});

// The HTML and a reader who has opened no row (a first visit from a search) get no path: where the
// paths part, one card per path was the shared card sending two readers of three the wrong way
// (strict readings 23 and 24: getting started → the skin site; the launcher page → HMCL after the
// official launcher's section).
describe('the Next cards for a reader whose path is not known (pathNextChoices)', () => {
  const pages = [
    ...new Set([ROUTES.start, ...newcomerPaths(community).flatMap((p) => p.steps.map((s) => s.page))]),
  ];

  it('gives each path through a page its own card, the one it gets once known, each card once', () => {
    for (const page of pages) {
      const choices = pathNextChoices(community, page);
      const through = newcomerPaths(community).filter((p) => pathNextCard(community, page, p.id));
      assert.deepEqual(
        choices.flatMap((c) => c.paths).sort(),
        through.map((p) => p.id).sort(),
        `${page}: every path through it, once`,
      );
      for (const {paths, card} of choices)
        for (const id of paths) assert.deepEqual(pathNextCard(community, page, id), card, `${page} ${id}`);
      const hrefs = choices.map((c) => c.card.href);
      assert.equal(new Set(hrefs).size, hrefs.length, `${page}: two cards to one place`);
      // Forward, never back up the page.
      for (const h of hrefs) assert.notEqual(h.split('#')[0], page, `${page}: ${h}`);
    }
  });

  it('parts at getting started where the paths start differently, a card per first step', () => {
    const firsts = new Set(newcomerPaths(community).map((p) => href(p.steps[0]!)));
    assert.equal(pathNextChoices(community, ROUTES.start).length, firsts.size);
  });

  it('gives nothing on a page no path goes through', () => {
    assert.deepEqual(pathNextChoices(community, '/docs/notice/some-page'), []);
  });
});

describe('the cards a doc page ends with (paginatorCards)', () => {
  const start = (id?: PathId) => paginatorCards(community, ROUTES.start, undefined, id);
  it("a known path's own card, else one per path where they part", () => {
    for (const path of newcomerPaths(community)) {
      assert.deepEqual(start(path.id), [{href: href(path.steps[0]!), kind: 'step', step: path.steps[0]!.id}]);
    }
    const choices = pathNextChoices(community, ROUTES.start);
    if (choices.length > 1)
      assert.deepEqual(
        start().map((c) => [c.href, c.paths]),
        choices.map((c) => [c.card.href, c.paths]),
      );
  });
  it('back from the Java page, a card per launcher guide; off the path, the front matter card or none', () => {
    const java = nextStepCard(community, 'java', 'docs/a.md');
    const back = paginatorCards(community, ROUTES.java, java, undefined);
    assert.deepEqual(
      back.map((c) => (c.kind === 'back' ? c.launcher : c.kind)),
      java?.launchers?.map((l) => l.launcher),
    );
    assert.deepEqual(paginatorCards(community, '/docs/notice/some-page', undefined, 'bedrock'), []);
  });
  // Strict reading 50: a reader whose remembered path was Bedrock got Bedrock's "sign in to the game"
  // card on the skin-site page, which only the Java path reads.
  it("a path that does not go through the page is ignored, as if the reader's path were not known", () => {
    const paths = newcomerPaths(community);
    const steps = paths.flatMap((p) => [...p.steps, ...(p.detour ?? [])]);
    let checked = 0;
    for (const step of steps) {
      const card = nextStepCard(community, step.id, 'docs/a.md');
      for (const path of paths) {
        const through = [...path.steps, ...(path.detour ?? [])].some(
          (s) => s.page === step.page || s.also?.page === step.page,
        );
        assert.equal(pathThrough(community, step.page, path.id), through ? path.id : undefined, step.page);
        if (through) continue;
        checked++;
        assert.deepEqual(
          paginatorCards(community, step.page, card, path.id),
          paginatorCards(community, step.page, card, undefined),
          `${step.page} for ${path.id}`,
        );
      }
    }
    if (paths.length > 1) assert.ok(checked > 0, 'no page lies off one of the paths');
  });
});

// Strict reading 36: getting started's Bedrock card said "apply" where the flow chart says "sign in"
// first (the gamertag to write shows only after signing in); that card says both, in that order.
describe('a "Next" card to Bedrock\'s application says to sign in first', () => {
  it("Bedrock's whitelist card only, by its paths or the reader's path", () => {
    const bedrock = newcomerPaths(community).find((p) => p.id === 'bedrock');
    const step = bedrock?.steps.find((s) => s.id === 'whitelist');
    const others = newcomerPaths(community).filter((p) => p.id !== 'bedrock');
    if (step) {
      const card = {href: href(step), kind: 'step', step: 'whitelist'} as const;
      assert.equal(cardSignsInFirst(card, 'bedrock'), true);
      assert.equal(cardSignsInFirst({...card, paths: ['bedrock']}, undefined), true);
      for (const other of others) {
        assert.equal(cardSignsInFirst(card, other.id), false);
        assert.equal(cardSignsInFirst({...card, paths: ['bedrock', other.id]}, undefined), false);
      }
      // The cards getting started ends with: the one for Bedrock, where it has one of its own.
      for (const c of paginatorCards(community, ROUTES.start, undefined, undefined))
        assert.equal(
          cardSignsInFirst(c, undefined),
          c.paths?.join() === 'bedrock' && c.kind === 'step' && c.step === 'whitelist',
        );
    }
    for (const other of others) {
      const first = other.steps[0]!;
      assert.equal(cardSignsInFirst({href: href(first), kind: 'step', step: first.id}, other.id), false);
    }
    assert.equal(cardSignsInFirst({href: '/x', kind: 'end'}, 'bedrock'), false);
  });

  // Strict reading 48 (zh): the card said "sign in, then apply" and opened the bot page. It opens the
  // Bedrock join page's sign-in section, which a heading of that page holds in every language.
  it('leads to the sign-in section, the others to their step', () => {
    const bedrock = newcomerPaths(community).find((p) => p.id === 'bedrock');
    const step = bedrock?.steps.find((s) => s.id === 'whitelist');
    if (!step) return;
    const card = {href: href(step), kind: 'step', step: 'whitelist'} as const;
    assert.equal(cardHref(card, 'bedrock'), BEDROCK_SIGN_IN);
    const [page, hash] = BEDROCK_SIGN_IN.split('#');
    assert.equal(page, ROUTES.joinBedrock);
    for (const locale of locales)
      assert.match(
        readFileSync(docSource(ROUTES.joinBedrock, locale)!, 'utf8'),
        new RegExp(`^##+ .*\\{#${hash}\\}`, 'm'),
        locale,
      );
    for (const other of newcomerPaths(community).filter((p) => p.id !== 'bedrock'))
      assert.equal(cardHref(card, other.id), card.href);
  });
});

// The rules page is read before applying (the whitelist step's one-minute summary): its "Next" led
// on to joining the server, past the application (strict reading 25).
describe('the rules page leads back to applying', () => {
  it("to the reader's own whitelist step, or one card per way of applying, then the first hour; without a whitelist, nothing of its own", () => {
    // Last, for a reader who has joined already (the join pages send them here): the first hour.
    const joined = {href: href(FIRST_HOUR), kind: 'end'};
    const withStep = newcomerPaths(community).filter((p) => p.steps.some((s) => s.id === 'whitelist'));
    for (const path of withStep) {
      const step = path.steps.find((s) => s.id === 'whitelist')!;
      assert.deepEqual(paginatorCards(community, ROUTES.rules, undefined, path.id), [
        {href: href(step), kind: 'step', step: 'whitelist'},
        joined,
      ]);
    }
    const cards = paginatorCards(community, ROUTES.rules, undefined, undefined);
    // A community without a whitelist: no card of its own at all (below).
    if (withStep.length > 0) assert.deepEqual(cards.at(-1), joined);
    const all = withStep.length > 0 ? cards.slice(0, -1) : cards;
    // A reader whose path is not known is sent to each path's own whitelist step too: a skin-site
    // reader comes here from applying, after registering (strict reading 52: a card back to
    // registering contradicted the page's "go on to apply").
    const places = new Set(withStep.map((p) => href(p.steps.find((s) => s.id === 'whitelist')!)));
    assert.deepEqual(new Set(all.map((c) => c.href)), places);
    for (const c of all) {
      const whose = withStep.filter((p) => c.paths?.includes(p.id) ?? true);
      assert.ok(whose.length > 0, c.href);
      for (const p of whose) assert.equal(c.kind === 'step' && c.step, 'whitelist', `${p.id}: ${c.href}`);
    }
    if (places.size > 1)
      assert.ok(
        all.every((c) => c.paths && c.paths.length > 0),
        'each says whose',
      );
    const open = {...community, admission: {whitelist: 'none' as const}};
    assert.deepEqual(paginatorCards(open, ROUTES.rules, undefined, undefined), []);
  });
});

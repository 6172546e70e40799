import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, it} from 'node:test';
import {staticRoute} from '../src/lib/staticRoute';

// The path-to-regexp that react-router uses (1.x), resolved from react-router itself.
const require = createRequire(import.meta.url);
const routerDir = path.dirname(require.resolve('react-router/package.json'));
const pathToRegexp = createRequire(path.join(routerDir, 'package.json'))('path-to-regexp') as (
  path: string,
  keys: unknown[],
  options: object,
) => RegExp;

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Letters whose case folding differs between toLowerCase and a regular expression's /i (K: the
// Kelvin sign, ſ: the long s), non-ASCII letters with case, Chinese, and the punctuation of paths.
const ALPHABET = [
  '/',
  '/',
  '/',
  'a',
  'A',
  'b',
  'k',
  'K',
  '\u212a',
  's',
  'S',
  '\u017f',
  'é',
  'É',
  '中',
  '文',
  '.',
  '-',
  '_',
  '%',
  '?',
  '+',
  '&',
  '~',
];
const OPTIONS = [true, false].flatMap((end) =>
  [true, false].flatMap((strict) => [true, false].map((sensitive) => ({end, strict, sensitive}))),
);

function word(next: () => number, max: number): string {
  const length = Math.floor(next() * max);
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[Math.floor(next() * ALPHABET.length)];
  return out;
}

describe('staticRoute', () => {
  it('matches exactly what path-to-regexp matches, for every option React Router passes', () => {
    const next = random(49);
    let compared = 0;
    let matched = 0;
    for (let n = 0; n < 3000; n++) {
      const route = (next() < 0.8 ? '/' : '') + word(next, 8);
      // Addresses near the route: itself, with a slash, a segment more, another case, or random.
      const upper = route.toUpperCase();
      const addresses = [
        route,
        `${route}/`,
        `${route}/x`,
        `${route}x`,
        route.slice(0, -1),
        upper,
        `${upper}/`,
        word(next, 10),
        `/${word(next, 6)}`,
      ];
      const matcherOptions = OPTIONS[n % OPTIONS.length]!;
      const ours = staticRoute(route, matcherOptions);
      assert.ok(ours, `a plain path gets a matcher: ${JSON.stringify(route)}`);
      const theirs = pathToRegexp(route, [], matcherOptions);
      for (const address of addresses) {
        const expected = theirs.exec(address)?.[0] ?? null;
        const got: string | null = ours.exec(address)?.[0] ?? null;
        assert.equal(
          got,
          expected,
          `${JSON.stringify(route)} ${JSON.stringify(matcherOptions)} on ${JSON.stringify(address)}`,
        );
        compared++;
        if (expected !== null) matched++;
      }
    }
    // The generated cases exercise both outcomes, not only misses.
    assert.ok(matched > compared / 10, `${matched} of ${compared} matched`);
  });

  it('leaves a path with parameters, groups, wildcards or escapes to path-to-regexp', () => {
    for (const route of ['/docs/:id', '/blog/(.*)', '/*', '/docs/a\\:b', '/x/:y?'])
      assert.equal(staticRoute(route), null, route);
    assert.equal(staticRoute(['/a', '/b']), null);
  });

  it('matches the routes of a Docusaurus site as React Router would', () => {
    const docs = staticRoute('/docs', {end: false});
    assert.deepEqual(docs?.exec('/docs/intro'), ['/docs']);
    assert.equal(docs?.exec('/docsy'), null);
    const page = staticRoute('/docs/optimization/folia/插件兼容', {end: true});
    assert.deepEqual(page?.exec('/docs/optimization/folia/插件兼容/'), [
      '/docs/optimization/folia/插件兼容/',
    ]);
    assert.equal(page?.exec('/docs/optimization/folia/插件兼容/more'), null);
    assert.deepEqual(staticRoute('/docs/Q&A/FAQ', {end: true})?.exec('/docs/q&a/faq'), ['/docs/q&a/faq']);
    assert.equal(staticRoute('/docs/Q&A/FAQ', {end: true, sensitive: true})?.exec('/docs/q&a/faq'), null);
  });
});

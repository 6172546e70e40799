import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import yaml from 'js-yaml';
import {locales} from '../../../config/locale';
import {RELEVANCE_FLOOR, validateRelevanceSet} from '../schema';
import {RELEVANCE_FILE, routeOf, scoreTop3} from '../relevance';

describe('data/search/relevance.yml', () => {
  it('holds at least 40 questions, in every locale, with bars no lower than the floor', () => {
    const set = validateRelevanceSet(yaml.load(readFileSync(RELEVANCE_FILE, 'utf8')), locales);
    for (const locale of locales) {
      const count = set.locales[locale]!.length;
      assert.ok(count >= 40, `${locale}: ${count} questions`);
    }
    assert.ok(set.minTop3 >= RELEVANCE_FLOOR.top3);
    assert.ok(set.minMrr >= RELEVANCE_FLOOR.mrr);
  });

  it('rejects bars under the floor, naming the field', () => {
    const ok = {q: 'whitelist', page: '/docs/clerk/'};
    assert.throws(
      () =>
        validateRelevanceSet({minTop3: RELEVANCE_FLOOR.top3 - 0.01, minMrr: 0.9, en: [ok]}, ['en'], 'r.yml'),
      /r\.yml: \(file\): field "minTop3" must be a share between 0\.85 and 1/,
    );
    assert.throws(
      () =>
        validateRelevanceSet({minTop3: 0.9, minMrr: RELEVANCE_FLOOR.mrr - 0.01, en: [ok]}, ['en'], 'r.yml'),
      /field "minMrr" must be a mean reciprocal rank between 0\.75 and 1/,
    );
  });

  it('names the entry and field of a bad question', () => {
    const ok = {q: 'whitelist', page: '/docs/clerk/'};
    assert.throws(
      () => validateRelevanceSet({minTop3: 2, minMrr: 0.8, en: [ok]}, ['en'], 'r.yml'),
      /r\.yml: \(file\): field "minTop3"/,
    );
    assert.throws(
      () => validateRelevanceSet({minTop3: 0.9, en: [ok]}, ['en'], 'r.yml'),
      /r\.yml: \(file\): field "minMrr" must be a mean reciprocal rank/,
    );
    assert.throws(
      () => validateRelevanceSet({minTop3: 0.9, minMrr: 0.8}, ['en'], 'r.yml'),
      /field "en" must be a non-empty list/,
    );
    assert.throws(
      () =>
        validateRelevanceSet(
          {minTop3: 0.9, minMrr: 0.8, en: [ok, {q: 'Whitelist ', page: '/x'}]},
          ['en'],
          'r.yml',
        ),
      /en entry 2 \(Whitelist \): field "q" is asked twice/,
    );
    assert.throws(
      () =>
        validateRelevanceSet(
          {minTop3: 0.9, minMrr: 0.8, en: [{q: 'x', page: '/en/docs/intro'}]},
          ['en'],
          'r.yml',
        ),
      /field "page" must be a route such as \/docs\/intro \(without the locale prefix\)/,
    );
    assert.throws(
      () =>
        validateRelevanceSet(
          {minTop3: 0.9, minMrr: 0.8, en: [ok, {q: 'join', page: ['/docs/a', 3]}]},
          ['en'],
          'r.yml',
        ),
      /^DataError: r\.yml: en entry 2 \(join\): field "page\[2\]" must be a route/,
    );
    assert.throws(
      () => validateRelevanceSet({minTop3: 0.9, minMrr: 0.8, en: [ok, {page: '/x'}]}, ['en'], 'r.yml'),
      /^DataError: r\.yml: en entry 2 \(undefined\): field "q" must be the question as a player types it$/,
    );
    assert.deepEqual(
      validateRelevanceSet({minTop3: 0.9, minMrr: 0.8, en: [{q: 'x', page: ['/a', '/b']}]}, ['en']).locales
        .en,
      [{q: 'x', pages: ['/a', '/b']}],
    );
  });

  it('scores a question by the routes of its first three suggestions', () => {
    assert.equal(routeOf('/en/docs/Q%26A/x?_highlight=a#h', '/en'), '/docs/Q&A/x');
    assert.equal(routeOf('/docs/intro', ''), '/docs/intro');
    const questions = [
      {q: 'a', pages: ['/docs/a']},
      {q: 'b', pages: ['/docs/b', '/docs/c']},
      {q: 'c', pages: ['/docs/c']},
    ];
    const outcomes = scoreTop3(
      questions,
      [
        ['/en/docs/x', '/en/docs/y', '/en/docs/a'],
        ['/en/docs/c'],
        ['/en/docs/x', '/en/docs/y', '/en/docs/z', '/en/docs/c'],
      ],
      '/en',
    );
    assert.deepEqual(
      outcomes.map((o) => o.hit),
      [true, true, false],
    );
    assert.deepEqual(outcomes[2]!.top3, ['/docs/x', '/docs/y', '/docs/z']);
  });
});

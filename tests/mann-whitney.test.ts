import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {mannWhitneyP, mannWhitneyU} from '../scripts/lib/mannWhitney';

describe('mannWhitneyP (exact, two-sided)', () => {
  it('gives 2 / C(n+m, n) for samples that do not overlap', () => {
    assert.equal(mannWhitneyP([1, 2, 3], [4, 5, 6]), 2 / 20);
    assert.equal(mannWhitneyP([8, 9, 10, 11, 12, 13, 14], [1, 2, 3, 4, 5, 6, 7]), 2 / 3432);
  });
  it('gives 1 for samples that interleave evenly', () => {
    assert.equal(mannWhitneyU([1, 4], [2, 3]), 2);
    assert.equal(mannWhitneyP([1, 4], [2, 3]), 1);
  });
  it('counts the U values as far from the mean on both sides', () => {
    // n = m = 3: U = 1 or 8 of 20 orders... U ∈ {0, 1, 8, 9} has 1 + 1 + 1 + 1 orders.
    assert.equal(mannWhitneyU([1, 2, 4], [3, 5, 6]), 1);
    assert.equal(mannWhitneyP([1, 2, 4], [3, 5, 6]), 4 / 20);
  });
  it('refuses an empty sample', () => {
    assert.throws(() => mannWhitneyP([], [1]), /both samples/);
  });
});

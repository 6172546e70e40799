/**
 * How fast this machine is at the moment, as the time one fixed piece of single-threaded work
 * takes (median of three): sorting numbers, a JSON round trip and a regular-expression scan, the
 * kinds of work a build and the tests do. The benches record it beside their timings, so that
 * figures taken on different days (this 2-core machine's speed varies by a factor of two from
 * hour to hour) can be told apart from a change of the site. Lower is faster.
 */
import {performance} from 'node:perf_hooks';

/** A deterministic pseudo-random sequence (the same work every time). */
function* numbers(count: number, seed = 1): Generator<number> {
  let x = seed;
  for (let i = 0; i < count; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    yield x;
  }
}

function work(): void {
  const values = Array.from(numbers(300_000));
  values.sort((a, b) => a - b);
  const text = JSON.stringify(values.map((v, i) => ({i, v, s: v.toString(36)})));
  const parsed = JSON.parse(text) as {s: string}[];
  let matches = 0;
  for (const item of parsed) if (/^[a-m]+\d/.test(item.s)) matches++;
  if (matches < 0) throw new Error('unreachable');
}

/** Milliseconds the fixed work takes: the median of three runs. */
export function fixedWorkMs(): number {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    work();
    runs.push(performance.now() - start);
  }
  return Math.round(runs.sort((a, b) => a - b)[1]!);
}

/**
 * The two-sided exact Mann–Whitney U test of two small samples (the loads of a page with a
 * customisation on and off): the probability, if both came from one distribution, of a U at
 * least as far from its mean as the one seen. Ties count half, and the exact distribution is
 * that of distinct values (fine for load times, which rarely tie).
 */
export function mannWhitneyU(a: number[], b: number[]): number {
  let u = 0;
  for (const x of a) for (const y of b) u += x > y ? 1 : x === y ? 0.5 : 0;
  return u;
}

/** How many of the ways to interleave n and m values give each U (index = U). */
function uCounts(n: number, m: number): number[] {
  // f(n, m, u) = f(n - 1, m, u - m) + f(n, m - 1, u), by the place of the largest value.
  const memo = new Map<string, number[]>();
  const counts = (i: number, j: number): number[] => {
    if (i === 0 || j === 0) return [1];
    const key = `${i},${j}`;
    const cached = memo.get(key);
    if (cached) return cached;
    const out = new Array<number>(i * j + 1).fill(0);
    counts(i - 1, j).forEach((c, u) => (out[u + j]! += c));
    counts(i, j - 1).forEach((c, u) => (out[u]! += c));
    memo.set(key, out);
    return out;
  };
  return counts(n, m);
}

export function mannWhitneyP(a: number[], b: number[]): number {
  if (a.length === 0 || b.length === 0) throw new Error('mannWhitneyP: both samples need values');
  const u = mannWhitneyU(a, b);
  const counts = uCounts(a.length, b.length);
  const total = counts.reduce((s, c) => s + c, 0);
  const mean = (a.length * b.length) / 2;
  const distance = Math.abs(u - mean);
  let extreme = 0;
  counts.forEach((c, k) => {
    if (Math.abs(k - mean) >= distance - 1e-9) extreme += c;
  });
  return Math.min(1, extreme / total);
}

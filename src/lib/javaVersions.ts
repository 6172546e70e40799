import type {Localized} from '@site/config/community';

export interface JavaRange {
  from: string;
  /** Inclusive; undefined means "and later". */
  to?: string;
  /** Oldest Java the game and its server run on. */
  java: number;
  /** The Java the official launcher downloads and runs this range with. */
  launcher: number;
  note: Localized;
}

const VERSION = /^\d+(\.\d+){1,2}$/;

/** Numeric parts of a Minecraft version: "1.20.4" → [1, 20, 4]; undefined if malformed. */
export function parseMcVersion(text: string): number[] | undefined {
  const trimmed = text.trim();
  return VERSION.test(trimmed) ? trimmed.split('.').map(Number) : undefined;
}

/** Compare two parsed versions; missing parts count as 0 ("1.18" == "1.18.0"). */
export function compareMcVersions(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

type JavaAnswer = {kind: 'found'; range: JavaRange} | {kind: 'invalid'} | {kind: 'too-old'; oldest: string};

/** Which Java a Minecraft version needs, from the validated ranges. */
export function javaFor(version: string, ranges: JavaRange[]): JavaAnswer {
  const parsed = parseMcVersion(version);
  if (!parsed) return {kind: 'invalid'};
  const first = ranges[0]!;
  if (compareMcVersions(parsed, parseMcVersion(first.from)!) < 0)
    return {kind: 'too-old', oldest: first.from};
  // A version between two ranges (e.g. a future 1.21.x) belongs to the range before it.
  let match = first;
  for (const range of ranges) {
    if (compareMcVersions(parsed, parseMcVersion(range.from)!) >= 0) match = range;
  }
  return {kind: 'found', range: match};
}

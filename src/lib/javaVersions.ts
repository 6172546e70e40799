import {DataError} from './dataError';
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

/** Check the parsed YAML of data/java-versions.yml; throws DataError naming the entry and field. */
export function validateJavaRanges(data: unknown, file = 'data/java-versions.yml'): JavaRange[] {
  if (!Array.isArray(data) || data.length === 0) {
    throw new DataError(file, '(root)', '(list)', 'must be a non-empty list of ranges');
  }
  let previousEnd: number[] | undefined;
  return data.map((raw, index) => {
    const entry = `entry ${index + 1}`;
    if (typeof raw !== 'object' || raw === null)
      throw new DataError(file, entry, '(entry)', 'must be a mapping');
    const r = raw as Record<string, unknown>;
    const name = `${entry} (from ${String(r.from)})`;
    const from = typeof r.from === 'string' ? parseMcVersion(r.from) : undefined;
    if (!from) throw new DataError(file, name, 'from', 'must be a version string like "1.18"');
    const isLast = index === data.length - 1;
    let to: number[] | undefined;
    if (r.to !== undefined) {
      to = typeof r.to === 'string' ? parseMcVersion(r.to) : undefined;
      if (!to) throw new DataError(file, name, 'to', 'must be a version string like "1.20.4"');
      if (compareMcVersions(to, from) < 0) throw new DataError(file, name, 'to', 'must not be before "from"');
    } else if (!isLast) {
      throw new DataError(file, name, 'to', 'may only be left out on the last range');
    }
    if (previousEnd && compareMcVersions(from, previousEnd) <= 0) {
      throw new DataError(
        file,
        name,
        'from',
        'must come after the previous range (ranges are in order, no overlap)',
      );
    }
    previousEnd = to;
    if (typeof r.java !== 'number' || !Number.isInteger(r.java) || r.java < 5) {
      throw new DataError(file, name, 'java', 'must be a whole Java major version such as 17');
    }
    if (typeof r.launcher !== 'number' || !Number.isInteger(r.launcher) || r.launcher < (r.java as number)) {
      throw new DataError(
        file,
        name,
        'launcher',
        'must be the whole Java major version the official launcher runs it with, not below "java"',
      );
    }
    const note = r.note as Record<string, unknown> | undefined;
    for (const locale of ['zh', 'en'] as const) {
      if (typeof note?.[locale] !== 'string' || !(note[locale] as string).trim()) {
        throw new DataError(file, name, `note.${locale}`, 'must be a non-empty string');
      }
    }
    return {
      from: r.from as string,
      to: r.to as string | undefined,
      java: r.java,
      launcher: r.launcher,
      note: note as unknown as Localized,
    };
  });
}

export type JavaAnswer =
  {kind: 'found'; range: JavaRange} | {kind: 'invalid'} | {kind: 'too-old'; oldest: string};

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

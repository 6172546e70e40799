import type {Localized} from '@site/config/community';
import {DataError} from './dataError';

/** One operator in data/ops.yml. */
export interface Operator {
  /** Minecraft player name. */
  name: string;
  role: Localized;
  /** op-permission-level, 1–4. */
  level: 1 | 2 | 3 | 4;
  /** YYYY-MM-DD. */
  since: string;
  duties: Localized;
}

const PLAYER_NAME = /^[A-Za-z0-9_]{3,16}$/;

function localized(value: unknown): boolean {
  const v = value as Record<string, unknown> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    ['zh', 'en'].every((l) => typeof v[l] === 'string' && (v[l] as string).trim() !== '')
  );
}

/** Check the parsed YAML of data/ops.yml; throws DataError naming the entry and field. */
export function validateOps(data: unknown, file = 'data/ops.yml'): Operator[] {
  const list = (data as Record<string, unknown> | null)?.ops;
  if (!Array.isArray(list) || list.length === 0) {
    throw new DataError(file, '(file)', 'ops', 'must be a non-empty list of operators');
  }
  const names = new Set<string>();
  return list.map((raw, index) => {
    const o = (raw ?? {}) as Record<string, unknown>;
    const entry = `entry ${index + 1} (${String(o.name)})`;
    const fail = (field: string, problem: string): never => {
      throw new DataError(file, entry, field, problem);
    };
    // YAML reads an unquoted 2025-01-01 as a Date; accept both.
    const since = o.since instanceof Date ? o.since.toISOString().slice(0, 10) : o.since;
    if (typeof o.name !== 'string' || !PLAYER_NAME.test(o.name)) {
      fail('name', 'must be a Minecraft player name: 3–16 letters, digits or _');
    }
    const key = (o.name as string).toLowerCase();
    if (names.has(key)) fail('name', 'is listed twice');
    names.add(key);
    if (!localized(o.role)) fail('role', 'must have non-empty zh and en');
    if (![1, 2, 3, 4].includes(o.level as number))
      fail('level', 'must be an op-permission-level from 1 to 4');
    if (typeof since !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(since) || Number.isNaN(Date.parse(since))) {
      fail('since', 'must be a date written YYYY-MM-DD');
    }
    if (!localized(o.duties)) fail('duties', 'must have non-empty zh and en');
    return {
      name: o.name as string,
      role: o.role as Localized,
      level: o.level as Operator['level'],
      since: since as string,
      duties: o.duties as Localized,
    };
  });
}

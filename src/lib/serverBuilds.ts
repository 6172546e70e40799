import {DataError} from './dataError';
import type {Localized} from '@site/config/community';
import {parseMcVersion} from './javaVersions';

export interface ServerBuild {
  version: string;
  core: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  url: string;
  /** Only where a verified source gives it. */
  sha1?: string;
  /** Bytes; only where a verified source gives it. */
  size?: number;
  notes: Localized;
}

const CORES = new Set([
  'vanilla',
  'paper',
  'purpur',
  'folia',
  'spigot',
  'fabric',
  'forge',
  'neoforge',
  'quilt',
]);

/** Check the parsed YAML of data/server-builds.yml; throws DataError naming entry and field. */
export function validateServerBuilds(data: unknown, file = 'data/server-builds.yml'): ServerBuild[] {
  if (!Array.isArray(data) || data.length === 0) {
    throw new DataError(file, '(root)', '(list)', 'must be a non-empty list of builds');
  }
  return data.map((raw, index) => {
    if (typeof raw !== 'object' || raw === null) {
      throw new DataError(file, `entry ${index + 1}`, '(entry)', 'must be a mapping');
    }
    const b = raw as Record<string, unknown>;
    const entry = `entry ${index + 1} (version ${String(b.version)})`;
    const fail = (field: string, problem: string): never => {
      throw new DataError(file, entry, field, problem);
    };
    if (typeof b.version !== 'string' || !parseMcVersion(b.version))
      fail('version', 'must be a version string like "1.21.4"');
    if (typeof b.core !== 'string' || !CORES.has(b.core))
      fail('core', `must be one of ${[...CORES].join(', ')}`);
    if (
      typeof b.date !== 'string' ||
      !/^\d{4}-\d{2}-\d{2}$/.test(b.date) ||
      Number.isNaN(Date.parse(b.date))
    ) {
      fail('date', 'must be a date written YYYY-MM-DD (quoted)');
    }
    let url: URL | undefined;
    try {
      url = new URL(String(b.url));
    } catch {
      url = undefined;
    }
    if (!url || url.protocol !== 'https:') fail('url', 'must be an https:// download link');
    if (b.sha1 !== undefined && (typeof b.sha1 !== 'string' || !/^[0-9a-f]{40}$/.test(b.sha1))) {
      fail('sha1', 'must be 40 lowercase hex digits, or be left out when unknown');
    }
    if (b.size !== undefined && (typeof b.size !== 'number' || !Number.isInteger(b.size) || b.size <= 0)) {
      fail('size', 'must be a whole number of bytes, or be left out when unknown');
    }
    const notes = b.notes as Record<string, unknown> | undefined;
    for (const locale of ['zh', 'en']) {
      if (typeof notes?.[locale] !== 'string' || !(notes[locale] as string).trim()) {
        fail(`notes.${locale}`, 'must be a non-empty string');
      }
    }
    return {
      version: b.version as string,
      core: b.core as string,
      date: b.date as string,
      url: b.url as string,
      ...(b.sha1 !== undefined ? {sha1: b.sha1 as string} : {}),
      ...(b.size !== undefined ? {size: b.size as number} : {}),
      notes: notes as unknown as Localized,
    };
  });
}

/** "55.2 MiB" for a byte count. */
export function formatSize(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

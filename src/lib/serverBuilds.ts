import type {Localized} from '@site/config/community';

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

/** The server software a build may be (data/server-builds.yml, `core`). */
export const SERVER_CORES = [
  'vanilla',
  'paper',
  'purpur',
  'folia',
  'spigot',
  'fabric',
  'forge',
  'neoforge',
  'quilt',
] as const;

/** "55.2 MiB" for a byte count. */
export function formatSize(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/**
 * Live server status (config/community.ts, `serverStatus`), from a public status API or from a
 * small status.json on the site's own host (`source: 'self'`): the URL to ask, how to read each
 * answer, a one-minute cache and the fetch with its time limit and size limit.
 *
 * Answer formats, as the providers document them:
 * - mcstatus.io, `/v2/status/java/<address>` and `/v2/status/bedrock/<address>`: `online`
 *   (boolean); when online `players.online` / `players.max`, `version.name_clean` (Java, may be
 *   null) or `version.name` (Bedrock), `motd.clean` (a string, lines split by "\n").
 * - mcsrvstat.us, `/3/<address>` and `/bedrock/3/<address>`: `online` (boolean); when online
 *   `players.online` / `players.max`, `version` (a string), `motd.clean` (an array of lines).
 * - `self`, a file the community's server writes (ADOPTING.md, "Live status from your own host"):
 *   `online` (boolean); when online `players.online` / `players.max`, `version` (a string) and
 *   `motd` (a string, lines split by "\n", or an array of lines), each optional.
 *
 * The same rules apply to every format, and to a status kept in the cache: counts are whole
 * numbers from 0 to MAX_COUNT (a Java int, as in the game's own server list ping), else they are
 * left out; an answer larger than MAX_BODY_BYTES is not read (status unknown).
 *
 * Only these fields are read. Player lists (names, UUIDs) are never read, so never shown; text
 * from the server is cleaned of Minecraft formatting codes and control characters, cut to a
 * sane length, and rendered by React as text, never as HTML.
 */
import type {StatusProvider} from '@site/config/community';

/** The answer formats the status line reads: a provider's, or the community's own status.json. */
type StatusFormat = StatusProvider | 'self';

/** The status.json path on the site's own host when `serverStatus.path` is not set. */
export const DEFAULT_SELF_PATH = '/status.json';

export interface ServerStatus {
  online: boolean;
  /** Players online and the maximum, when the server reports them. */
  players?: {online: number; max: number};
  version?: string;
  /** Message of the day, plain text; lines separated by "\n". */
  motd?: string;
}

/** How long a status is reused (per browser tab), and how long a request may take. */
export const CACHE_MS = 60_000;
export const TIMEOUT_MS = 5_000;
const CACHE_PREFIX = 'server-status:';
const MAX_TEXT = 200;
/** The largest answer read, in bytes; anything larger shows "status unknown". */
export const MAX_BODY_BYTES = 64 * 1024;
/** The largest player count shown: the game sends counts as a Java int. */
export const MAX_COUNT = 2_147_483_647;

/** The endpoint template with `{host}` and `{port}` filled in. */
export function statusUrl(template: string, host: string, port: number): string {
  return template.replaceAll('{host}', encodeURIComponent(host)).replaceAll('{port}', String(port));
}

type SourceConfig = {
  enabled: boolean;
  source?: 'api' | 'self';
  provider: StatusProvider;
  endpoint: string;
  path?: string;
};

/** Where the reader's browser asks for the status, in what format, and whose service that is. */
export type StatusSource = {
  format: StatusFormat;
  url: string;
  /** The host named beside the status: the API's, or the site's own for `self`. */
  service: string;
  self: boolean;
};

/**
 * The status source of a `serverStatus` config for a server at host:port. `siteHost` is the
 * site's own host name (from siteUrl), named for `source: 'self'`.
 */
export function statusSource(
  config: SourceConfig,
  host: string,
  port: number,
  siteHost: string,
): StatusSource {
  if (config.source === 'self') {
    return {format: 'self', url: config.path ?? DEFAULT_SELF_PATH, service: siteHost, self: true};
  }
  const url = statusUrl(config.endpoint, host, port);
  return {format: config.provider, url, service: new URL(url, `https://${siteHost}`).host, self: false};
}

/**
 * The origin the reader's browser contacts for the status, for the Content-Security-Policy's
 * connect-src: none when the feature is off, nor for `source: 'self'` (connect-src has 'self').
 */
export function statusConnectSources(config: {
  enabled: boolean;
  endpoint: string;
  source?: 'api' | 'self';
}): string[] {
  if (!config.enabled || config.source === 'self') return [];
  return [new URL(statusUrl(config.endpoint, 'example.com', 25565)).origin];
}

/** Text from the server as plain text: no `§` formatting codes, no control characters. */
export function plainText(value: string): string {
  const text = value
    .replace(/§./gsu, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A player count: a whole number from 0 to MAX_COUNT (no negatives, fractions, NaN or 1e300). */
const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_COUNT
    ? value
    : undefined;

function optionalText(value: unknown): string | undefined {
  if (Array.isArray(value) && value.every((line) => typeof line === 'string')) value = value.join('\n');
  if (typeof value !== 'string') return undefined;
  return plainText(value) || undefined;
}

/** An answer as a status, or null when it is not an answer in that format. */
export function parseStatus(provider: StatusFormat, body: unknown): ServerStatus | null {
  if (!isRecord(body) || typeof body.online !== 'boolean') return null;
  if (!body.online) return {online: false};
  const status: ServerStatus = {online: true};
  if (isRecord(body.players)) {
    const online = count(body.players.online);
    const max = count(body.players.max);
    if (online !== undefined && max !== undefined) status.players = {online, max};
  }
  const version =
    provider === 'mcstatus.io'
      ? isRecord(body.version)
        ? (body.version.name_clean ?? body.version.name)
        : undefined
      : body.version;
  status.version = optionalText(version);
  status.motd =
    provider === 'self'
      ? optionalText(body.motd)
      : isRecord(body.motd)
        ? optionalText(body.motd.clean)
        : undefined;
  if (status.version === undefined) delete status.version;
  if (status.motd === undefined) delete status.motd;
  return status;
}

const isCleanText = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && plainText(value) === value;

/**
 * A status as parseStatus gives it, checked as strictly as a fresh answer (for one read back from
 * the cache, which anything in the tab may have written): null when any field is missing, of the
 * wrong type, out of range, not clean text, or unknown.
 */
export function checkStatus(value: unknown): ServerStatus | null {
  if (!isRecord(value) || typeof value.online !== 'boolean') return null;
  const keys = Object.keys(value);
  if (!value.online) return keys.length === 1 ? {online: false} : null;
  if (keys.some((key) => !['online', 'players', 'version', 'motd'].includes(key))) return null;
  const status: ServerStatus = {online: true};
  if ('players' in value) {
    const players = value.players;
    if (!isRecord(players) || Object.keys(players).length !== 2) return null;
    const [online, max] = [count(players.online), count(players.max)];
    if (online === undefined || max === undefined) return null;
    status.players = {online, max};
  }
  for (const key of ['version', 'motd'] as const) {
    if (!(key in value)) continue;
    const text = value[key];
    if (!isCleanText(text)) return null;
    status[key] = text;
  }
  return status;
}

/** A status saved less than CACHE_MS ago for this URL, if any. */
export function readCache(storage: Pick<Storage, 'getItem'>, url: string, now: number): ServerStatus | null {
  try {
    const saved = JSON.parse(storage.getItem(CACHE_PREFIX + url) ?? 'null') as unknown;
    if (!isRecord(saved) || typeof saved.at !== 'number' || now - saved.at >= CACHE_MS || now < saved.at) {
      return null;
    }
    return checkStatus(saved.status);
  } catch {
    return null; // storage blocked or a damaged entry
  }
}

export function writeCache(
  storage: Pick<Storage, 'setItem'>,
  url: string,
  status: ServerStatus,
  now: number,
): void {
  try {
    storage.setItem(CACHE_PREFIX + url, JSON.stringify({at: now, status}));
  } catch {
    // Storage full or blocked: the next page asks again.
  }
}

/**
 * The body of a response as text, read from the stream and dropped (null) as soon as it is larger
 * than `limit` bytes, so a huge or endless answer costs at most that much.
 */
export async function readLimited(response: Response, limit = MAX_BODY_BYTES): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!response.body) {
    const text = await response.text();
    return new TextEncoder().encode(text).length > limit ? null : text;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Ask for the status; null ("status unknown") on a timeout, a network or HTTP error, an answer
 * larger than MAX_BODY_BYTES, or one that is not JSON in the expected format.
 */
export async function fetchStatus(
  url: string,
  provider: StatusFormat,
  timeoutMs = TIMEOUT_MS,
  fetchImpl: typeof fetch = fetch,
): Promise<ServerStatus | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      signal: controller.signal,
      credentials: 'omit',
      // Revalidate: the status changes by the minute, whatever the host's caching headers say.
      cache: 'no-cache',
      referrerPolicy: 'no-referrer',
      headers: {Accept: 'application/json'},
    });
    if (!response.ok) return null;
    const text = await readLimited(response);
    return text === null ? null : parseStatus(provider, JSON.parse(text));
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

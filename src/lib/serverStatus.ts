/**
 * Live server status from a public status API (config/community.ts, `serverStatus`): the URL to
 * ask, how to read each provider's answer, a one-minute cache and the fetch with its time limit.
 *
 * Answer formats, as the providers document them:
 * - mcstatus.io, `/v2/status/java/<address>` and `/v2/status/bedrock/<address>`: `online`
 *   (boolean); when online `players.online` / `players.max`, `version.name_clean` (Java, may be
 *   null) or `version.name` (Bedrock), `motd.clean` (a string, lines split by "\n").
 * - mcsrvstat.us, `/3/<address>` and `/bedrock/3/<address>`: `online` (boolean); when online
 *   `players.online` / `players.max`, `version` (a string), `motd.clean` (an array of lines).
 *
 * Only these fields are read. Player lists (names, UUIDs) are never read, so never shown; text
 * from the server is cleaned of Minecraft formatting codes and control characters, cut to a
 * sane length, and rendered by React as text, never as HTML.
 */
import type {StatusProvider} from '@site/config/community';

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

/** The endpoint template with `{host}` and `{port}` filled in. */
export function statusUrl(template: string, host: string, port: number): string {
  return template.replaceAll('{host}', encodeURIComponent(host)).replaceAll('{port}', String(port));
}

/**
 * The origin the reader's browser contacts for the status, for the Content-Security-Policy's
 * connect-src: none when the feature is off.
 */
export function statusConnectSources(config: {enabled: boolean; endpoint: string}): string[] {
  if (!config.enabled) return [];
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

const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

function optionalText(value: unknown): string | undefined {
  if (Array.isArray(value) && value.every((line) => typeof line === 'string')) value = value.join('\n');
  if (typeof value !== 'string') return undefined;
  return plainText(value) || undefined;
}

/** A provider's answer as a status, or null when it is not an answer in that provider's format. */
export function parseStatus(provider: StatusProvider, body: unknown): ServerStatus | null {
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
  status.motd = isRecord(body.motd) ? optionalText(body.motd.clean) : undefined;
  if (status.version === undefined) delete status.version;
  if (status.motd === undefined) delete status.motd;
  return status;
}

/** A status saved less than CACHE_MS ago for this URL, if any. */
export function readCache(storage: Pick<Storage, 'getItem'>, url: string, now: number): ServerStatus | null {
  try {
    const saved = JSON.parse(storage.getItem(CACHE_PREFIX + url) ?? 'null') as unknown;
    if (!isRecord(saved) || typeof saved.at !== 'number' || now - saved.at >= CACHE_MS || now < saved.at) {
      return null;
    }
    return isRecord(saved.status) && typeof saved.status.online === 'boolean'
      ? (saved.status as unknown as ServerStatus)
      : null;
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
 * Ask the API; null ("status unknown") on a timeout, a network or HTTP error, or an answer that
 * is not JSON in the provider's format.
 */
export async function fetchStatus(
  url: string,
  provider: StatusProvider,
  timeoutMs = TIMEOUT_MS,
  fetchImpl: typeof fetch = fetch,
): Promise<ServerStatus | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      signal: controller.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      headers: {Accept: 'application/json'},
    });
    if (!response.ok) return null;
    return parseStatus(provider, JSON.parse(await response.text()));
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

import type {CommunityConfig, StatusProvider} from '@site/config/community';

const FILE = 'config/community.ts';

/** Thrown for a config value that would break the site; names file and field. */
export class CommunityConfigError extends Error {
  constructor(field: string, problem: string) {
    super(`${FILE}: field "${field}" ${problem}`);
    this.name = 'CommunityConfigError';
  }
}

function text(value: unknown, field: string): void {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new CommunityConfigError(field, 'must be a non-empty string');
  }
}

function localized(value: unknown, field: string): void {
  if (typeof value !== 'object' || value === null) {
    throw new CommunityConfigError(field, 'must be an object {zh, en}');
  }
  const record = value as Record<string, unknown>;
  text(record.zh, `${field}.zh`);
  text(record.en, `${field}.en`);
}

function url(value: unknown, field: string): void {
  text(value, field);
  let parsed: URL;
  try {
    parsed = new URL(value as string);
  } catch {
    throw new CommunityConfigError(field, `must be an absolute URL, got "${String(value)}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new CommunityConfigError(field, `must be an http(s) URL, got "${String(value)}"`);
  }
}

function endpoint(value: unknown, field: string): void {
  if (typeof value !== 'object' || value === null) {
    throw new CommunityConfigError(field, 'must be an object {host, port}');
  }
  const {host, port} = value as Record<string, unknown>;
  text(host, `${field}.host`);
  if (/[\s/:]/.test(host as string)) {
    throw new CommunityConfigError(`${field}.host`, `must be a bare host name or IP, got "${String(host)}"`);
  }
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new CommunityConfigError(
      `${field}.port`,
      `must be an integer from 1 to 65535, got ${String(port)}`,
    );
  }
}

function flag(value: unknown, field: string): void {
  if (typeof value !== 'boolean') {
    throw new CommunityConfigError(field, `must be true or false, got ${JSON.stringify(value)}`);
  }
}

const PROVIDERS: readonly StatusProvider[] = ['mcstatus.io', 'mcsrvstat.us'];

function serverStatus(status: Record<string, unknown>): void {
  flag(status.enabled, 'serverStatus.enabled');
  if (!PROVIDERS.includes(status.provider as StatusProvider)) {
    throw new CommunityConfigError(
      'serverStatus.provider',
      `must be one of ${PROVIDERS.map((p) => `"${p}"`).join(', ')}, got ${JSON.stringify(status.provider)}`,
    );
  }
  if (status.edition !== 'java' && status.edition !== 'bedrock') {
    throw new CommunityConfigError(
      'serverStatus.edition',
      `must be "java" or "bedrock", got ${JSON.stringify(status.edition)}`,
    );
  }
  text(status.endpoint, 'serverStatus.endpoint');
  const endpoint = String(status.endpoint);
  if (!endpoint.includes('{host}')) {
    throw new CommunityConfigError('serverStatus.endpoint', `must contain {host}, got "${endpoint}"`);
  }
  const sample = endpoint.replace('{host}', 'example.com').replace('{port}', '25565');
  url(sample, 'serverStatus.endpoint');
  // The reader's browser calls it from an https page: plain http would be blocked as mixed content.
  if (new URL(sample).protocol !== 'https:') {
    throw new CommunityConfigError('serverStatus.endpoint', `must be an https URL, got "${endpoint}"`);
  }
}

/** An ICP filing number as the MIIT issues it: province, "ICP备", digits, "号", and a site number. */
export const ICP_FILING = /^\p{Script=Han}ICP备\d+号(-\d+)?$/u;

/**
 * siteUrl must be where the built site is served: its path must be the base
 * path the site is built for (`baseUrl`), or every link, script and the
 * search index would point to the wrong place.
 */
function siteUrlMatchesBase(siteUrl: string, baseUrl: string): void {
  const url = new URL(siteUrl);
  if (url.search || url.hash) {
    throw new CommunityConfigError('siteUrl', `must not have a query or fragment, got "${siteUrl}"`);
  }
  const served = `${url.pathname.replace(/\/$/, '')}/`;
  if (served !== baseUrl) {
    throw new CommunityConfigError(
      'siteUrl',
      `is "${siteUrl}", whose path "${url.pathname}" is not the base path "${baseUrl}" the site is built for ` +
        `(baseUrl in docusaurus.config.ts; deploy/nginx.conf and static/_headers serve the site from "${baseUrl}"). ` +
        `Serve the site at the root of its own host name (for example a docs. subdomain) and set siteUrl to that ` +
        `address without a path, e.g. "${url.origin}".`,
    );
  }
}

/**
 * Check the community config at build time (docusaurus.config.ts calls it)
 * so a typo fails the build with the field named, not a broken page.
 * `baseUrl` is the path the site is built to be served under.
 */
export function validateCommunity(config: unknown, baseUrl = '/'): CommunityConfig {
  if (typeof config !== 'object' || config === null) {
    throw new CommunityConfigError('(root)', 'must export an object');
  }
  const c = config as Record<string, unknown>;
  url(c.siteUrl, 'siteUrl');
  if (String(c.siteUrl).endsWith('/')) {
    throw new CommunityConfigError('siteUrl', 'must not end with "/"');
  }
  siteUrlMatchesBase(c.siteUrl as string, baseUrl);
  localized(c.siteTitle, 'siteTitle');
  localized(c.tagline, 'tagline');
  localized(c.serverName, 'serverName');
  endpoint(c.java, 'java');
  endpoint(c.bedrock, 'bedrock');
  text(c.gameVersion, 'gameVersion');
  if (!/^\d+(\.\d+){1,2}$/.test(String(c.gameVersion))) {
    throw new CommunityConfigError('gameVersion', `must look like "1.21.4", got "${String(c.gameVersion)}"`);
  }
  const group = (name: string): Record<string, unknown> => {
    const value = c[name];
    if (typeof value !== 'object' || value === null) {
      throw new CommunityConfigError(name, 'must be an object');
    }
    return value as Record<string, unknown>;
  };
  for (const name of ['mainSite', 'chat', 'skinSite']) {
    const link = group(name);
    url(link.url, `${name}.url`);
    localized(link.label, `${name}.label`);
  }
  text(group('chat').id, 'chat.id');
  if (!['microsoft', 'skinSite', 'both'].includes(c.login as string)) {
    throw new CommunityConfigError(
      'login',
      `must be "microsoft", "skinSite" or "both", got ${JSON.stringify(c.login)}`,
    );
  }
  const admission = group('admission');
  if (admission.whitelist === 'bot') {
    for (const field of ['typicalWaitHours', 'remindAfterHours'] as const) {
      const v = admission[field];
      if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0 || v > 24 * 30) {
        throw new CommunityConfigError(
          `admission.${field}`,
          `must be a number of hours above 0 and at most 720, got ${JSON.stringify(v)}`,
        );
      }
    }
    if ((admission.remindAfterHours as number) <= (admission.typicalWaitHours as number)) {
      throw new CommunityConfigError(
        'admission.remindAfterHours',
        'must be longer than admission.typicalWaitHours (players remind the admins only after the usual wait)',
      );
    }
  } else if (admission.whitelist !== 'none') {
    throw new CommunityConfigError(
      'admission.whitelist',
      `must be "bot" (apply with the chat bot) or "none" (no whitelist), got ${JSON.stringify(admission.whitelist)}`,
    );
  }
  const mirror = group('javaMirror');
  localized(mirror.label, 'javaMirror.label');
  url(mirror.folder, 'javaMirror.folder');
  if (!String(mirror.folder).startsWith('https://') || !String(mirror.folder).includes('{version}')) {
    throw new CommunityConfigError(
      'javaMirror.folder',
      `must be an https:// address containing {version} (and, where the mirror has them, {package}, {arch}, {os}), got "${String(mirror.folder)}"`,
    );
  }
  const repository = group('repository');
  url(repository.url, 'repository.url');
  text(repository.editBranch, 'repository.editBranch');
  const announcement = group('announcement');
  text(announcement.id, 'announcement.id');
  localized(announcement.text, 'announcement.text');
  const photo = group('groupPhoto');
  text(photo.src, 'groupPhoto.src');
  if (!/^\/[^/]/.test(String(photo.src)) || !/\.(webp|avif|jpe?g|png)$/i.test(String(photo.src))) {
    throw new CommunityConfigError(
      'groupPhoto.src',
      `must be a path of a file in static/, starting with "/" (the site never hot-links images), to a .webp, .avif, .jpg or .png image, got "${String(photo.src)}"`,
    );
  }
  for (const side of ['width', 'height'] as const) {
    const v = photo[side];
    if (typeof v !== 'number' || !Number.isInteger(v) || v <= 0) {
      throw new CommunityConfigError(
        `groupPhoto.${side}`,
        'must be the image size in pixels, a whole number',
      );
    }
  }
  localized(photo.alt, 'groupPhoto.alt');
  if (typeof photo.takenOn !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(photo.takenOn)) {
    throw new CommunityConfigError('groupPhoto.takenOn', 'must be a date written YYYY-MM-DD');
  }
  localized(c.copyrightHolder, 'copyrightHolder');
  if (typeof c.copyrightYear !== 'number' || !Number.isInteger(c.copyrightYear)) {
    throw new CommunityConfigError('copyrightYear', 'must be a whole number');
  }
  if (c.icpFiling !== undefined && c.icpFiling !== null) {
    if (typeof c.icpFiling !== 'string' || !ICP_FILING.test(c.icpFiling)) {
      throw new CommunityConfigError(
        'icpFiling',
        `must be the ICP filing number as issued, e.g. "京ICP备12345678号-1", or null, got ${JSON.stringify(c.icpFiling)}`,
      );
    }
  }
  flag(group('bedrockLink').enabled, 'bedrockLink.enabled');
  serverStatus(group('serverStatus'));
  return config as CommunityConfig;
}

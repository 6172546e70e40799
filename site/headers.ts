/**
 * HTTP headers for hosting (see ADOPTING.md, "Hosting"). `static/_headers` (Netlify,
 * Cloudflare Pages) holds them; plugins/security-headers.ts fills in the
 * Content-Security-Policy's script hashes after each build (hashes of the few
 * inline scripts of every page: colour mode, the announcement bar, the base-URL
 * check; their text does not depend on the content, so the policy changes only
 * with the theme or its settings) and the Strict-Transport-Security value below,
 * and writes the same headers as an nginx snippet that `deploy/nginx.conf`
 * includes. The settings a host edits are in config/headers.ts.
 */
import type {StrictTransportSecuritySettings} from '../config/headers';

export {strictTransportSecurity, type StrictTransportSecuritySettings} from '../config/headers';

export const CSP_PLACEHOLDER = '__CONTENT_SECURITY_POLICY__';
export const HSTS_PLACEHOLDER = '__STRICT_TRANSPORT_SECURITY__';

/**
 * The Strict-Transport-Security value for these settings and the site's address, or undefined
 * when it is off. Throws, naming the setting, when the settings cannot work.
 */
export function strictTransportSecurityValue(
  settings: StrictTransportSecuritySettings,
  siteUrl: string,
): string | undefined {
  const where = 'config/headers.ts, strictTransportSecurity';
  if (!Number.isInteger(settings.maxAgeSeconds) || settings.maxAgeSeconds < 0) {
    throw new Error(
      `${where}.maxAgeSeconds: a whole number of seconds (0 or more), not ${settings.maxAgeSeconds}`,
    );
  }
  if (settings.preload && (!settings.includeSubDomains || settings.maxAgeSeconds < 31536000)) {
    throw new Error(
      `${where}.preload: the browsers' preload list needs includeSubDomains: true and maxAgeSeconds of at least 31536000 (a year)`,
    );
  }
  const on = settings.enabled === 'auto' ? new URL(siteUrl).protocol === 'https:' : settings.enabled;
  if (!on) return undefined;
  return [
    `max-age=${settings.maxAgeSeconds}`,
    ...(settings.includeSubDomains ? ['includeSubDomains'] : []),
    ...(settings.preload ? ['preload'] : []),
  ].join('; ');
}

/**
 * `static/_headers` with the policy and the Strict-Transport-Security value filled in; without
 * a value the Strict-Transport-Security line is left out. Throws when a placeholder is missing.
 */
export function filledHeaders(template: string, policy: string, hsts: string | undefined): string {
  for (const [name, placeholder] of [
    ['Content-Security-Policy', CSP_PLACEHOLDER],
    ['Strict-Transport-Security', HSTS_PLACEHOLDER],
  ]) {
    if (!template.includes(`${name}: ${placeholder}`)) {
      throw new Error(`static/_headers: the line "${name}: ${placeholder}" is missing`);
    }
  }
  const filled = template.replace(CSP_PLACEHOLDER, policy);
  return hsts === undefined
    ? filled.replace(new RegExp(`^[ \\t]*Strict-Transport-Security: ${HSTS_PLACEHOLDER}\\r?\\n`, 'm'), '')
    : filled.replace(HSTS_PLACEHOLDER, hsts);
}

/** Directives a policy in a <meta> element cannot have (browsers ignore them there, with a warning). */
const NOT_IN_META = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'];

/**
 * The policy for a `<meta http-equiv="Content-Security-Policy">` element, for hosts that send
 * no headers (GitHub Pages): the same directives without those a meta policy cannot have.
 */
export function metaContentSecurityPolicy(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !NOT_IN_META.includes(directive.split(/\s+/)[0]!.toLowerCase()))
    .join('; ');
}

/**
 * The policy; `scriptHashes` are 'sha256-…' sources of the inline scripts, `connectSources` the
 * origins besides the site's own that pages may fetch from (the live status API, when on).
 */
export function contentSecurityPolicy(scriptHashes: string[], connectSources: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((h) => `'${h}'`).join(' ')}`.trim(),
    // Docusaurus and Mermaid set inline style attributes (code colours, diagrams).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectSources].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

interface HeaderRule {
  /** The path pattern as written (`/*`, `/assets/*`). */
  path: string;
  pattern: RegExp;
  headers: Record<string, string>;
}

/** Parse a `_headers` file: a path pattern (`*` matches anything), then indented `Name: value` lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const escaped = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({path: line.trim(), pattern: new RegExp(`^${escaped}$`), headers: {}});
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** Headers of every rule matching `urlPath`, later rules overriding earlier ones. */
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((r) => r.pattern.test(urlPath)).map((r) => r.headers));
}

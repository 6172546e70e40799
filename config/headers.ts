/**
 * HTTP headers for hosting (see README, "Hosting"). `static/_headers` (Netlify,
 * Cloudflare Pages) holds them; plugins/security-headers.ts fills in the
 * Content-Security-Policy's script hashes after each build, because they are
 * hashes of the few inline scripts Docusaurus writes into every page (colour
 * mode, redirects), and writes the same headers as an nginx snippet that
 * `deploy/nginx.conf` includes.
 */
export const CSP_PLACEHOLDER = '__CONTENT_SECURITY_POLICY__';

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

export interface HeaderRule {
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

/**
 * HTTP headers for hosting (see README, "Hosting"). `static/_headers` (Netlify,
 * Cloudflare Pages) and `deploy/nginx.conf` use them; the Content-Security-
 * Policy's script hashes are filled in after each build by
 * plugins/security-headers.ts, because they are hashes of the few inline
 * scripts Docusaurus writes into every page (colour mode, redirects).
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

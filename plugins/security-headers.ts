import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  contentSecurityPolicy,
  filledHeaders,
  metaContentSecurityPolicy,
  parseHeaders,
  strictTransportSecurity,
  strictTransportSecurityValue,
} from '../site/headers';
import community from '../config/community';
import {statusConnectSources} from '../src/lib/serverStatus';

/** The nginx snippet the build writes beside `_headers`; deploy/nginx.conf includes it. */
export const NGINX_SNIPPET = '_nginx-security-headers.conf';

/** The text of every executable inline <script> of an HTML page, in order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /\btype=["']?([^"'\s>]+)/.exec(match[1]!)?.[1];
    // JSON-LD and other data blocks are not run, so CSP does not apply to them.
    if (type && !/javascript|module/.test(type)) continue;
    scripts.push(match[2]!);
  }
  return scripts;
}

/** The CSP source of a script text: 'sha256-' and the base64 of its SHA-256. */
export const scriptHash = (text: string): string =>
  `sha256-${createHash('sha256').update(text).digest('base64')}`;

const htmlFiles = (dir: string): string[] =>
  (readdirSync(dir, {recursive: true}) as string[]).filter((file) => file.endsWith('.html'));

/**
 * sha256 sources of every executable inline <script> in the HTML files under `dir` (those whose
 * path relative to `dir` passes `include`, when given).
 */
export function inlineScriptHashes(dir: string, include: (file: string) => boolean = () => true): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(dir).filter(include)) {
    for (const text of inlineScripts(readFileSync(path.join(dir, file), 'utf8')))
      hashes.add(scriptHash(text));
  }
  return [...hashes].sort();
}

/**
 * Inline scripts under `dir` that name a file of the build's `assets/` folder (whose names carry
 * a content hash), as `file: asset name`. Such a script's hash, and so the policy, would change
 * with every content edit, and a host still sending the previous policy would block it.
 */
export function contentDependentScripts(dir: string): string[] {
  const assets = existsSync(path.join(dir, 'assets'))
    ? (readdirSync(path.join(dir, 'assets'), {recursive: true}) as string[])
        .map((file) => path.basename(file))
        .filter((name) => /\.[0-9a-f]{6,}\./.test(name))
    : [];
  const found: string[] = [];
  const checked = new Set<string>();
  for (const file of htmlFiles(dir)) {
    for (const text of inlineScripts(readFileSync(path.join(dir, file), 'utf8'))) {
      if (checked.has(text)) continue;
      checked.add(text);
      const asset = assets.find((name) => text.includes(name));
      if (asset) found.push(`${file}: ${asset}`);
    }
  }
  return found;
}

/** Set to 1, the build puts the script policy in every page as well (for hosts that send no headers). */
export const CSP_META_ENV = 'SITE_CSP_META';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page with `<meta http-equiv="Content-Security-Policy">` holding `policy` as early in
 * <head> as it can go (after the charset, before any script, since a meta policy only covers
 * what comes after it), replacing one already there. Throws when the page has no <head>.
 */
export function withMetaPolicy(html: string, policy: string, file = 'the page'): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">`;
  const existing = /<meta http-equiv="?Content-Security-Policy"?[^>]*>/i;
  if (existing.test(html)) return html.replace(existing, () => meta);
  const anchor = /<meta charset=["']?[\w-]+["']?\s*\/?>/i.exec(html) ?? /<head(\s[^>]*)?>/i.exec(html);
  if (!anchor) throw new Error(`${file}: no <head> to put the Content-Security-Policy in`);
  const at = anchor.index + anchor[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}

/** Puts the policy in every HTML page under `dir` (withMetaPolicy). */
function addMetaPolicy(dir: string, policy: string): void {
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(path.join(dir, file), 'utf8');
    writeFileSync(path.join(dir, file), withMetaPolicy(html, policy, file));
  }
}

/** Origins pages may fetch from besides their own: the live status API, only when it is on. */
export function connectSources(): string[] {
  return statusConnectSources(community.serverStatus);
}

/**
 * nginx `add_header` lines for the headers of the `/*` rule of a filled-in
 * `_headers` file: the headers every response gets. `always` sends them with
 * error responses (the not-found pages) too.
 */
export function nginxSecurityHeaders(headersFile: string): string {
  const all = parseHeaders(headersFile).find((rule) => rule.path === '/*');
  if (!all || Object.keys(all.headers).length === 0) {
    throw new Error('static/_headers: the rule "/*" with the headers for every path is missing');
  }
  const lines = Object.entries(all.headers).map(([name, value]) => {
    // nginx has no escape for "$" (a variable) and none is needed in a header value.
    if (!/^[A-Za-z0-9-]+$/.test(name) || /["\\$\r\n]/.test(value)) {
      throw new Error(
        `static/_headers: header "${name}" cannot be written for nginx (no ", \\ or $ in values)`,
      );
    }
    return `add_header ${name} "${value}" always;`;
  });
  return [
    '# Written by `npm run build` (plugins/security-headers.ts) from the "/*" rule of',
    '# static/_headers, with the Content-Security-Policy of this build. Included by',
    '# deploy/nginx.conf; a new build writes it again, so do not edit it.',
    ...lines,
    '',
  ].join('\n');
}

/**
 * After the build, writes build/_headers from static/_headers with the
 * Content-Security-Policy filled in (hashes of the inline scripts of every
 * built page, all locales) and Strict-Transport-Security (config/headers.ts),
 * and the same headers as an nginx snippet (NGINX_SNIPPET), and removes the
 * per-locale copies that hosts ignore. With SITE_CSP_META=1 (the GitHub Pages
 * workflow), every page also gets the policy in a <meta> element.
 */
export default function securityHeadersPlugin(context: LoadContext): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      // The build's root: the default locale builds into it, every other locale into a folder of
      // it (`build/en`), so this also holds for `docusaurus build --out-dir <folder>`.
      const {currentLocale, defaultLocale} = context.i18n;
      const root = currentLocale === defaultLocale ? outDir : path.dirname(outDir);
      const template = readFileSync(path.join(context.siteDir, 'static/_headers'), 'utf8');
      const named = contentDependentScripts(root);
      if (named.length > 0) {
        throw new Error(
          `An inline script names a bundle file, so the Content-Security-Policy would change with every content edit: ${named.join(', ')}. Read such names from the page instead.`,
        );
      }
      const policy = contentSecurityPolicy(inlineScriptHashes(root), connectSources());
      const headers = filledHeaders(
        template,
        policy,
        strictTransportSecurityValue(strictTransportSecurity, community.siteUrl),
      );
      writeFileSync(path.join(root, '_headers'), headers);
      // Hosts without headers (GitHub Pages, .github/workflows/deploy.yml): the policy in each page.
      if (process.env[CSP_META_ENV] === '1') addMetaPolicy(root, metaContentSecurityPolicy(policy));
      writeFileSync(path.join(root, NGINX_SNIPPET), nginxSecurityHeaders(headers));
      if (path.resolve(outDir) !== path.resolve(root) && existsSync(path.join(outDir, '_headers'))) {
        rmSync(path.join(outDir, '_headers'));
      }
    },
  };
}

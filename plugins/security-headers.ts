import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {contentSecurityPolicy, CSP_PLACEHOLDER} from '../config/headers';
import community from '../config/community';
import {statusConnectSources} from '../src/lib/serverStatus';

/** sha256 sources of every executable inline <script> in the HTML files under `dir`. */
export function inlineScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  for (const file of readdirSync(dir, {recursive: true}) as string[]) {
    if (!file.endsWith('.html')) continue;
    const html = readFileSync(path.join(dir, file), 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
      const type = /\btype=["']?([^"'\s>]+)/.exec(match[1]!)?.[1];
      // JSON-LD and other data blocks are not run, so CSP does not apply to them.
      if (type && !/javascript|module/.test(type)) continue;
      hashes.add(`sha256-${createHash('sha256').update(match[2]!).digest('base64')}`);
    }
  }
  return [...hashes].sort();
}

/** Origins pages may fetch from besides their own: the live status API, only when it is on. */
export function connectSources(): string[] {
  return statusConnectSources(community.serverStatus);
}

/**
 * After the build, writes build/_headers from static/_headers with the
 * Content-Security-Policy filled in (hashes of the inline scripts of every
 * built page, all locales), and removes the per-locale copies that hosts ignore.
 */
export default function securityHeadersPlugin(context: LoadContext): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const root = path.join(context.siteDir, 'build');
      const template = readFileSync(path.join(context.siteDir, 'static/_headers'), 'utf8');
      if (!template.includes(CSP_PLACEHOLDER)) {
        throw new Error(`static/_headers: the line "Content-Security-Policy: ${CSP_PLACEHOLDER}" is missing`);
      }
      const policy = contentSecurityPolicy(inlineScriptHashes(root), connectSources());
      writeFileSync(path.join(root, '_headers'), template.replace(CSP_PLACEHOLDER, policy));
      if (path.resolve(outDir) !== path.resolve(root) && existsSync(path.join(outDir, '_headers'))) {
        rmSync(path.join(outDir, '_headers'));
      }
    },
  };
}

/** Facts read from the production build in build/. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {builtFileFor as fileFor, builtPages as pagesIn} from '../../scripts/lib/links';

export const BUILD = path.resolve(__dirname, '..', '..', 'build');

/** Paths of every URL in both locales' sitemaps. */
export function sitemapPaths(): string[] {
  return ['sitemap.xml', 'en/sitemap.xml'].flatMap((file) =>
    [...readFileSync(path.join(BUILD, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname,
    ),
  );
}

/** Every built HTML page except test fixtures, relative to build/. */
export const builtPages = (): string[] => pagesIn(BUILD);

/** The built file a URL path is served from (as deploy/nginx.conf's try_files finds it), or undefined. */
export const builtFileFor = (urlPath: string): string | undefined => fileFor(BUILD, urlPath);

/** Markdown without its code (fenced blocks and inline code spans), where examples of syntax live. */
export const withoutCode = (md: string): string =>
  md.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1\2\s*$/gm, '').replace(/(`+)[^`][\s\S]*?\1/g, '');

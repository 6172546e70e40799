/** Facts read from the production build in build/. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {builtFileFor as fileIn, builtPages as pagesIn} from '../../scripts/lib/links';
import {locales} from '../../config/locale';

export {withoutCode} from '../../scripts/lib/links';

export const BUILD = path.resolve(__dirname, '..', '..', 'build');

/** Paths of every URL in both locales' sitemaps. */
export function sitemapPaths(): string[] {
  return locales
    .map((locale, i) => (i === 0 ? 'sitemap.xml' : `${locale}/sitemap.xml`))
    .flatMap((file) =>
      [...readFileSync(path.join(BUILD, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname,
      ),
    );
}

/** The file in build/ a URL path is served from (as deploy/nginx.conf finds it), or undefined. */
export const builtFileFor = (urlPath: string): string | undefined => fileIn(BUILD, urlPath);

/** Every built HTML page except test fixtures, relative to build/. */
export const builtPages = (): string[] => pagesIn(BUILD);

/**
 * The page at a URL path as served, parsed (cheerio): for what a reader without scripts gets, which
 * needs no browser (a test that loaded each page without JavaScript for it cost a browser load).
 */
export function served(urlPath: string): cheerio.CheerioAPI {
  const file = fileIn(BUILD, urlPath);
  if (!file) throw new Error(`${urlPath}: no page in build/`);
  return cheerio.load(readFileSync(file, 'utf8'));
}

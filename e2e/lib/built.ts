/** Facts read from the production build in build/. */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

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
export function builtPages(): string[] {
  return (readdirSync(BUILD, {recursive: true}) as string[])
    .filter((f) => f.endsWith('.html') && !f.split(path.sep).includes('__fixtures__'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

/** The URL path a built HTML file is served at. */
export function pathOf(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

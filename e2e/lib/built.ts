/** Facts read from the production build in build/. */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
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

/**
 * The built file a URL path is served from, tried in the order of
 * deploy/nginx.conf's try_files (the file, its index.html, then path.html),
 * or undefined. Never a file outside build/.
 */
export function builtFileFor(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const target = path.join(BUILD, path.posix.normalize(decoded));
  if (target !== BUILD && !target.startsWith(BUILD + path.sep)) return undefined;
  const candidates = decoded.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, path.join(target, 'index.html'), `${target}.html`];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** Markdown without its code (fenced blocks and inline code spans), where examples of syntax live. */
export const withoutCode = (md: string): string =>
  md.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1\2\s*$/gm, '').replace(/(`+)[^`][\s\S]*?\1/g, '');

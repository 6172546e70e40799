/**
 * The internal-link check of a production build (`npm run check-links`, part of `npm run check`
 * and `npm test`): every link in the built HTML of both locales leads to a built page or file,
 * and every `#anchor` to an id on that page. The build itself only warns about broken anchors
 * (onBrokenAnchors: 'warn' in docusaurus.config.ts), so this is where they fail. The same goes
 * for the links of llms.txt and the Markdown copy beside each page, and no page may show Markdown
 * container syntax (`:::tip`) as text.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

/** Every built HTML page except test fixtures, relative to the build folder, with / separators. */
export function builtPages(build: string): string[] {
  return (readdirSync(build, {recursive: true}) as string[])
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
 * or undefined. Never a file outside the build folder.
 */
export function builtFileFor(build: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const target = path.join(build, path.posix.normalize(decoded));
  if (target !== build && !target.startsWith(build + path.sep)) return undefined;
  const candidates = decoded.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, path.join(target, 'index.html'), `${target}.html`];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

interface LinkReport {
  pages: number;
  /** Internal links followed. */
  links: number;
  /** Of those, links with a #fragment into an HTML page. */
  anchors: number;
  /** "page → href (reason)" for each broken link. */
  broken: string[];
}

/** The ids of a built HTML file, read once. */
function idReader(): (file: string) => Set<string> {
  const ids = new Map<string, Set<string>>();
  return (file) => {
    if (!ids.has(file)) {
      const html = readFileSync(file, 'utf8');
      const found = [...html.matchAll(/\sid=(?:"([^"]+)"|'([^']+)'|([^\s>]+))/g)];
      ids.set(file, new Set(found.map((m) => decodeEntities(m[1] ?? m[2] ?? m[3]!))));
    }
    return ids.get(file)!;
  };
}

/**
 * Follows one link `href` found on the page served at `from` (`file`, its built file); adds it to
 * the report. Links to other sites are skipped.
 */
function follow(
  report: LinkReport,
  build: string,
  idsOf: (file: string) => Set<string>,
  from: string,
  file: string,
  href: string,
): void {
  if (!href || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return;
  const url = new URL(href, `http://site${from}`);
  const target = href.startsWith('#') ? file : builtFileFor(build, url.pathname);
  if (!target) {
    report.broken.push(`${from} → ${href} (no such page)`);
    return;
  }
  report.links++;
  if (!url.hash || !target.endsWith('.html')) return;
  report.anchors++;
  let anchor: string;
  try {
    anchor = decodeURIComponent(url.hash.slice(1));
  } catch {
    anchor = url.hash.slice(1);
  }
  if (!idsOf(target).has(anchor)) report.broken.push(`${from} → ${href} (no #${anchor} there)`);
}

/** Checks every internal link and anchor of every built page. */
export function checkLinks(build: string): LinkReport {
  const idsOf = idReader();
  const report: LinkReport = {pages: 0, links: 0, anchors: 0, broken: []};
  for (const page of builtPages(build)) {
    report.pages++;
    const html = readFileSync(path.join(build, page), 'utf8');
    for (const match of html.matchAll(/<a\s[^>]*?href=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
      const href = decodeEntities(match[1] ?? match[2] ?? match[3] ?? '');
      follow(report, build, idsOf, pathOf(page), path.join(build, page), href);
    }
  }
  return report;
}

/** Markdown without its code (fenced blocks and inline code spans), where examples of syntax live. */
export const withoutCode = (md: string): string =>
  md.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1\2\s*$/gm, '').replace(/(`+)[^`][\s\S]*?\1/g, '');

/** The Markdown copies of the pages (/docs/intro.md …) and the llms.txt files, relative to the build. */
export function markdownFiles(build: string): string[] {
  return (readdirSync(build, {recursive: true}) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.md') || /^(.+\/)?llms\.txt$/.test(f))
    .sort();
}

/**
 * Checks every internal link and anchor of llms.txt and the Markdown copies (`pages` counts the
 * files). Absolute links to `siteUrl` (the site's own address) count as internal.
 */
export function checkMarkdownLinks(build: string, siteUrl: string): LinkReport {
  const idsOf = idReader();
  const report: LinkReport = {pages: 0, links: 0, anchors: 0, broken: []};
  for (const file of markdownFiles(build)) {
    report.pages++;
    const text = withoutCode(readFileSync(path.join(build, file), 'utf8'));
    // Markdown link destinations, with Markdown's backslash escapes undone (`Q\&A`).
    for (const match of text.matchAll(/\]\(((?:\\.|[^()\s\\])+)\)/g)) {
      let href = match[1]!.replace(/\\(.)/g, '$1');
      if (href.startsWith(`${siteUrl}/`) || href === siteUrl) href = href.slice(siteUrl.length) || '/';
      follow(report, build, idsOf, `/${file}`, path.join(build, file), href);
    }
  }
  return report;
}

/** Built pages that show Markdown container syntax as text (an admonition the Markdown settings did not recognise). */
export function shownContainerSyntax(build: string): string[] {
  return builtPages(build).filter((page) => /<p>:::[a-z]/.test(readFileSync(path.join(build, page), 'utf8')));
}

/** Pages whose social preview image (og:image) is missing from the build. */
export function missingSocialImages(build: string, pages: string[]): string[] {
  return pages.filter((page) => {
    const html = readFileSync(path.join(build, page), 'utf8');
    const image = /<meta[^>]+property=["']?og:image["']?[^>]+content=["']?([^"'\s>]+)/.exec(html)?.[1];
    return !image || !builtFileFor(build, new URL(image).pathname);
  });
}

/**
 * Which pages the crawl loads in the browser (issue 49: a community with 350 pages per locale
 * spent most of an hour loading every page). What can differ from page to page in the browser is
 * the code a page runs: its components and the theme's parts, which leave their marks in its HTML
 * (a component's CSS-module class, the theme's `theme-…` classes, an admonition's kind, a code
 * block's language, an embedded or interactive element). The crawl loads the pages that must be
 * checked by name (the caller's), then the fewest further pages that show every mark of the build
 * at least once; every other page is fetched without a browser and must answer with its article.
 */

/** The marks of a page's main content: what decides the code it runs in the browser. */
export function pageMarks(html: string): Set<string> {
  const main = /<main[\s>][\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  const marks = new Set<string>();
  for (const match of main.matchAll(/\sclass=(?:"([^"]*)"|([^\s>]+))/g)) {
    for (const name of (match[1] ?? match[2]!).split(/\s+/)) {
      // A CSS module's class in a production build: its local name and a 4-character hash.
      if (/^[A-Za-z][\w]*_[\w-]{4}$/.test(name) || /^(theme-|alert--|language-)/.test(name)) marks.add(name);
    }
  }
  for (const [, tag] of main.matchAll(
    /<(table|pre|img|picture|svg|details|iframe|video|audio|figure|kbd|input|select|button|form|textarea)[\s>/]/g,
  ))
    marks.add(`<${tag}>`);
  return marks;
}

/**
 * What makes a page a type of its own for the checks that run on one page of each type (the
 * accessibility check, lib/a11y.ts, and the Content-Security-Policy check, lib/csp.ts): its
 * language (`<html lang>`), the classes the theme gives `<html>` (a doc, a blog post, a tags list,
 * an MDX page, without the doc's own id) and the marks of its main content, less a code block's
 * language (its tokens take the same few colours of the theme in every language).
 */
export function pageTypeMarks(html: string): Set<string> {
  const marks = new Set([...pageMarks(html)].filter((mark) => !mark.startsWith('language-')));
  const root = /<html\s[^>]*>/.exec(html)?.[0] ?? '';
  const attribute = (name: string) =>
    new RegExp(`\\s${name}=(?:"([^"]*)"|([^\\s>]+))`)
      .exec(root)
      ?.slice(1)
      .find((v) => v !== undefined) ?? '';
  marks.add(`lang:${attribute('lang')}`);
  for (const name of attribute('class').split(/\s+/))
    if (name && !name.startsWith('docs-doc-id-')) marks.add(`page:${name}`);
  return marks;
}

/**
 * The pages to load in the browser: `always`, then greedily the page that shows the most marks
 * not yet shown (the first in `paths` order on a tie) until every mark of `paths` is shown.
 */
export function browserPages(
  paths: readonly string[],
  marksOf: (path: string) => ReadonlySet<string>,
  always: ReadonlySet<string>,
): string[] {
  const marks = new Map(paths.map((p) => [p, marksOf(p)]));
  const chosen = paths.filter((p) => always.has(p));
  const shown = new Set(chosen.flatMap((p) => [...marks.get(p)!]));
  for (;;) {
    let best: string | undefined;
    let most = 0;
    for (const p of paths) {
      let fresh = 0;
      for (const mark of marks.get(p)!) if (!shown.has(mark)) fresh++;
      if (fresh > most) [best, most] = [p, fresh];
    }
    if (best === undefined) return chosen;
    chosen.push(best);
    for (const mark of marks.get(best)!) shown.add(mark);
  }
}

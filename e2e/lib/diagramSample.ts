/**
 * Which diagram pages e2e/diagrams.spec.ts tests in full: keyboard focus, the zoom dialog by mouse,
 * keyboard and touch, client-side navigation, the colour mode toggle. That behaviour is the Diagram
 * and Zoom components' code, the same on every page; what can change it is what a page's figures
 * are: the kind of drawing (a flowchart, a sequence diagram), a narrow drawing beside the main one,
 * several figures on one page, and the page's language. So the full tests take the fewest pages
 * that show each of these at least once (crawlPlan.ts's greedy cover), then more in order up to
 * DIAGRAM_PAGES_IN_FULL. Every page's drawings are still checked one by one, in one test per page
 * (text, contrast in both modes, size on a phone, no layout shift): those depend on each drawing.
 *
 * Testing every page in full was 5 tests per page with diagrams: on a 374-page imported wiki with
 * 22 such pages, 678 worker-seconds, the second costliest file (issue 49).
 */
import {browserPages} from './crawlPlan';

const DIAGRAM_PAGES_IN_FULL = 4;

/** What can make a page's figures behave differently, read from its built HTML. */
export function diagramMarks(locale: string, html: string): Set<string> {
  const marks = new Set([`locale:${locale}`]);
  // Each drawing: <svg … id=diagram-<key>-<main|narrow>-<light|dark> … class=<kind> …> (minified
  // or not, attributes in any order).
  for (const [svg] of html.matchAll(/<svg\s[^>]*\bid="?diagram-[0-9a-f]+-(?:main|narrow)-light"?[^>]*>/g)) {
    const kind = /\sclass="?([\w-]+)/.exec(svg)?.[1];
    if (kind) marks.add(`kind:${kind}`);
    if (/-narrow-light/.test(svg)) marks.add('narrow');
  }
  if ((html.match(/<figure\s[^>]*\bdata-diagram\b/g) ?? []).length > 1) marks.add('several');
  return marks;
}

/** The pages to test in full: a cover of every mark, then the next pages up to `limit`. */
export function diagramPagesInFull(
  pages: readonly {url: string; locale: string; html: string}[],
  limit = DIAGRAM_PAGES_IN_FULL,
): string[] {
  const marks = new Map(pages.map((p) => [p.url, diagramMarks(p.locale, p.html)]));
  const urls = pages.map((p) => p.url);
  const chosen = browserPages(urls, (url) => marks.get(url)!, new Set());
  for (const url of urls) {
    if (chosen.length >= limit) break;
    if (!chosen.includes(url)) chosen.push(url);
  }
  return chosen;
}

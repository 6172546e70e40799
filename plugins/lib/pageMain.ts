/**
 * A built page cut down to what the build's readers of it use (the search index's sections,
 * plugins/search/sections.ts, and llms.txt's Markdown, plugins/lib/htmlToMarkdown.ts): its `<head>`
 * (title, description, keywords) and its `<main>` (the article), without the navbar, the sidebar,
 * the footer and the scripts. A doc page's sidebar lists every doc of the site, so parsing whole
 * pages grew with the square of the page count (issue 49: at 374 pages, a third of each plugin's
 * parse was the sidebar). The page's first `<main` to its last `</main>` is kept whole; a page
 * without them is returned as it is.
 */
export function pageMain(html: string): string {
  const headStart = html.indexOf('<head');
  const headEnd = html.indexOf('</head>');
  const mainStart = html.indexOf('<main');
  const mainEnd = html.lastIndexOf('</main>');
  if (headStart < 0 || headEnd < headStart || mainStart < headEnd || mainEnd < mainStart) return html;
  return `<!doctype html><html>${html.slice(headStart, headEnd + 7)}<body>${html.slice(mainStart, mainEnd + 7)}</body></html>`;
}

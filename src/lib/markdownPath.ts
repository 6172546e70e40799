/**
 * Where the Markdown copy of a page is served (plugins/llms-txt.ts writes it): the page's path
 * with `.md` appended, or `index.html.md` for a path ending in `/`, as the llms.txt proposal
 * (llmstxt.org) asks: `/docs/intro` → `/docs/intro.md`, `/docs/clerk/` → `/docs/clerk/index.html.md`.
 */
export function markdownPath(pagePath: string): string {
  return pagePath.endsWith('/') ? `${pagePath}index.html.md` : `${pagePath}.md`;
}

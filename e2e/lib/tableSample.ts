/**
 * Which table pages the phone pass (e2e/phone-targets.spec.ts) loads. The CSS is the same for
 * every table, so what varies is the content: the pages likeliest to squeeze a first column or
 * overflow are those with the most columns, then the most text in their tables, and a folded
 * table is measured differently (opened first), so one of those comes too. Loading every table
 * page was 23 per locale on the sample and 263 on a 374-page imported wiki, where that file alone
 * took 29 of a fork's 58 worker-minutes (issue 49).
 */
export const PHONE_TABLE_PAGES = 16;

interface TableShape {
  url: string;
  /** Cells in the first row of its widest table. */
  columns: number;
  /** Characters of text in all its tables. */
  chars: number;
  /** Whether a table is inside a <details>. */
  folded: boolean;
}

function tableShape({url, html}: {url: string; html: string}): TableShape {
  const tables = html.match(/<table[\s>][\s\S]*?<\/table>/g) ?? [];
  const columns = Math.max(
    0,
    ...tables.map((table) => (/<tr[\s>][\s\S]*?<\/tr>/.exec(table)?.[0].match(/<t[hd][\s>]/g) ?? []).length),
  );
  const chars = tables.reduce((sum, table) => sum + table.replace(/<[^>]*>/g, '').length, 0);
  const folded = (html.match(/<details[\s>][\s\S]*?<\/details>/g) ?? []).some((d) => /<table[\s>]/.test(d));
  return {url, columns, chars, folded};
}

/** The `limit` pages likeliest to fail on a phone, riskiest first (all of them when there are no more). */
export function riskiestTablePages(pages: readonly {url: string; html: string}[], limit: number): string[] {
  const shapes = pages
    .map(tableShape)
    .sort((a, b) => b.columns - a.columns || b.chars - a.chars || (a.url < b.url ? -1 : 1));
  const chosen = shapes.slice(0, limit);
  const folded = shapes.find((shape) => shape.folded);
  if (folded && !chosen.includes(folded)) chosen.splice(limit - 1, 1, folded);
  return chosen.map((shape) => shape.url);
}

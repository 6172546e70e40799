/** One question of data/search/relevance.yml (plugins/schemas/search.ts checks the file). */
export interface RelevanceQuestion {
  q: string;
  /** Routes without the locale prefix; any of them answers the question. */
  pages: string[];
}

export interface RelevanceSet {
  /** Share of questions (0–1) whose page must be among the first three suggestions. */
  minTop3: number;
  /** Questions per locale, in the file's order. */
  locales: Record<string, RelevanceQuestion[]>;
}

export const RELEVANCE_FILE = 'data/search/relevance.yml';

/** The route of a suggestion's URL without the locale prefix and the trailing ".html". */
export function routeOf(url: string, localePrefix: string): string {
  const raw = url.split(/[?#]/)[0]!;
  let pathname = raw;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    // Not percent-encoded after all: keep it as it is.
  }
  const route =
    localePrefix && pathname.startsWith(`${localePrefix}/`) ? pathname.slice(localePrefix.length) : pathname;
  return route.replace(/\.html$/, '');
}

export interface RelevanceOutcome {
  question: RelevanceQuestion;
  /** The routes of the first three suggestions. */
  top3: string[];
  hit: boolean;
}

/** Whether each question has one of its pages among its first three suggestions (page URLs). */
export function scoreTop3(
  questions: RelevanceQuestion[],
  suggestionUrls: string[][],
  localePrefix: string,
): RelevanceOutcome[] {
  return questions.map((question, index) => {
    const top3 = (suggestionUrls[index] ?? []).slice(0, 3).map((u) => routeOf(u, localePrefix));
    return {question, top3, hit: top3.some((route) => question.pages.includes(route))};
  });
}

/** One question of data/search/relevance.yml (plugins/search/schema.ts checks the file). */
interface RelevanceQuestion {
  q: string;
  /** Routes without the locale prefix; any of them answers the question. */
  pages: string[];
}

export interface RelevanceSet {
  /** Share of questions (0–1) whose page must be among the first three suggestions. */
  minTop3: number;
  /** Least mean reciprocal rank (0–1) of the first suggestion with the question's page. */
  minMrr: number;
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

interface RelevanceOutcome {
  question: RelevanceQuestion;
  /** The routes of the first three suggestions. */
  top3: string[];
  hit: boolean;
  /** 1 / the place of the first suggestion with the question's page (0 if none has it). */
  reciprocalRank: number;
}

/**
 * Whether each question has one of its pages among its first three suggestions (page URLs), and
 * how high the first one is.
 */
export function scoreTop3(
  questions: RelevanceQuestion[],
  suggestionUrls: string[][],
  localePrefix: string,
): RelevanceOutcome[] {
  return questions.map((question, index) => {
    const routes = (suggestionUrls[index] ?? []).map((u) => routeOf(u, localePrefix));
    const top3 = routes.slice(0, 3);
    const place = routes.findIndex((route) => question.pages.includes(route));
    return {
      question,
      top3,
      hit: top3.some((route) => question.pages.includes(route)),
      reciprocalRank: place === -1 ? 0 : 1 / (place + 1),
    };
  });
}

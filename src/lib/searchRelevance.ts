import {DataError} from '../../plugins/schemas/errors';

/** One question of data/search/relevance.yml. */
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

/** Check the parsed YAML of the relevance set; throws DataError naming the entry and field. */
export function validateRelevanceSet(
  data: unknown,
  locales: readonly string[],
  file = RELEVANCE_FILE,
): RelevanceSet {
  const root = (data ?? {}) as Record<string, unknown>;
  const minTop3 = root.minTop3;
  if (typeof minTop3 !== 'number' || !(minTop3 > 0 && minTop3 <= 1)) {
    throw new DataError(file, '(file)', 'minTop3', 'must be a share between 0 and 1, such as 0.9');
  }
  const result: RelevanceSet = {minTop3, locales: {}};
  for (const locale of locales) {
    const list = root[locale];
    if (!Array.isArray(list) || list.length === 0) {
      throw new DataError(file, '(file)', locale, 'must be a non-empty list of questions');
    }
    const seen = new Set<string>();
    result.locales[locale] = list.map((raw, index) => {
      const item = (raw ?? {}) as Record<string, unknown>;
      const entry = `${locale} entry ${index + 1} (${String(item.q)})`;
      if (typeof item.q !== 'string' || item.q.trim() === '') {
        throw new DataError(file, entry, 'q', 'must be the question as a player types it');
      }
      const key = item.q.trim().toLowerCase();
      if (seen.has(key)) throw new DataError(file, entry, 'q', 'is asked twice');
      seen.add(key);
      const pages = typeof item.page === 'string' ? [item.page] : item.page;
      if (
        !Array.isArray(pages) ||
        pages.length === 0 ||
        !pages.every((p) => typeof p === 'string' && p.startsWith('/') && !p.startsWith('/en/'))
      ) {
        throw new DataError(
          file,
          entry,
          'page',
          'must be a route such as /docs/intro (without the locale prefix), or a list of them',
        );
      }
      return {q: item.q.trim(), pages: pages as string[]};
    });
  }
  return result;
}

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

/**
 * The relevance set (data/search/relevance.yml) on a built copy of the site, multiplied or not:
 * each question run through the site's search engine in Node (scripts/lib/searchInBuild.ts). A
 * copy of a page (`/docs/scale-3/x`, scaleCopy.ts) answers a question as the page itself does, and
 * a page's copies count once (a real site has no ten near-identical pages): the figure says
 * whether the right page still comes first when the index is ten times larger.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {defaultLocale, locales} from '../../config/locale';
import {validateRelevanceSet} from '../../plugins/search/schema';
import {RELEVANCE_FILE, scoreTop3} from '../../plugins/search/relevance';
import {localeBuildDir, openBuiltSearch} from './searchInBuild';

interface RelevanceFigures {
  questions: number;
  /** Share of questions with their page (or a copy of it) in the first three suggestions. */
  top3: number;
  /** Mean reciprocal rank of the first suggestion with the page (or a copy). */
  mrr: number;
}

/** A URL of a copied page as the original's: `/en/docs/scale-3/x#y` → `/en/docs/x#y`. */
export function originalUrl(url: string): string {
  return url.replace(/\/docs\/scale-\d+\//, '/docs/');
}

export async function relevanceOf(
  buildDir: string,
  repoDir: string,
): Promise<Record<string, RelevanceFigures>> {
  const set = validateRelevanceSet(
    yaml.load(readFileSync(path.join(repoDir, RELEVANCE_FILE), 'utf8')),
    locales,
  );
  const figures: Record<string, RelevanceFigures> = {};
  for (const locale of locales) {
    const search = await openBuiltSearch(localeBuildDir(buildDir, locale, defaultLocale));
    const questions = set.locales[locale]!;
    const urls: string[][] = [];
    for (const question of questions) {
      const {results} = await search.engine.search(question.q, 80);
      // Copies of one page are one answer: each page once, in the order its first copy comes
      // (among the first 80 results, as ten copies of a page fill the first eight).
      const seen = new Set<string>();
      urls.push(
        results
          .map((r) => originalUrl(r.url).split('#')[0]!)
          .filter((url) => !seen.has(url) && Boolean(seen.add(url))),
      );
    }
    const outcomes = scoreTop3(questions, urls, locale === defaultLocale ? '' : `/${locale}`);
    figures[locale] = {
      questions: outcomes.length,
      top3: outcomes.filter((o) => o.hit).length / outcomes.length,
      mrr: outcomes.reduce((sum, o) => sum + o.reciprocalRank, 0) / outcomes.length,
    };
  }
  return figures;
}

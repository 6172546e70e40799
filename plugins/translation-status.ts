import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {currentLocale, defaultLocale} from '../config/locale';
import {contentRoots, frontMatterOf, pairOfTranslation, staleness} from './lib/translations';
import {CHECKED_AGAINST, checkedAgainst} from '../src/lib/checkedAgainst';

/**
 * What a page was checked against (issue 48): its own `checked_against`, or, on a translation
 * without one, its source's (the admin re-checks and edits the Chinese page only). Fails naming
 * the file and field when malformed.
 */
function withCheckedAgainst(
  siteDir: string,
  filePath: string,
  frontMatter: Record<string, unknown>,
): Record<string, unknown> {
  const relative = path.relative(siteDir, filePath).split(path.sep).join('/');
  let result = frontMatter;
  if (!(CHECKED_AGAINST in frontMatter)) {
    const pair = pairOfTranslation(siteDir, relative);
    const inherited = pair ? frontMatterOf(path.join(siteDir, pair.source))[CHECKED_AGAINST] : undefined;
    if (inherited !== undefined) result = {...frontMatter, [CHECKED_AGAINST]: inherited};
  }
  try {
    checkedAgainst(result);
  } catch (error) {
    throw new Error(`${relative}: ${(error as Error).message}`, {cause: error});
  }
  return result;
}

/**
 * Front matter key that marks an English page whose Chinese source was committed after it:
 * `{source: 'YYYY-MM-DD', translation: 'YYYY-MM-DD'}`, the two last-commit dates.
 */
export const OUTDATED_KEY = 'translation_outdated';

interface OutdatedTranslation {
  source: string;
  translation: string;
}

/**
 * Front matter key that marks, in a locale other than the default, a page shown untranslated (its
 * file is the default locale's; issue 49): `{source, translation}`, the source's path and where
 * its translation would go, both relative to the site.
 */
export const MISSING_KEY = 'translation_missing';

interface MissingTranslation {
  source: string;
  translation: string;
}

/** In `locale`, whether the page of file `filePath` is shown untranslated: its source and where its translation goes. */
export function missingTranslation(
  siteDir: string,
  filePath: string,
  locale: string,
): MissingTranslation | null {
  if (locale === defaultLocale) return null;
  const source = path.relative(siteDir, filePath).split(path.sep).join('/');
  for (const [from, to] of contentRoots(locale)) {
    if (source.startsWith(`${from}/`)) return {source, translation: `${to}/${source.slice(from.length + 1)}`};
  }
  return null;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Whether `filePath` is an MDX partial as the docs and blog plugins count them (their default
 * `exclude`: a file or folder whose name starts with `_`). A partial must carry no front matter —
 * the MDX loader refuses one that does — so nothing is added to it.
 */
export function isPartial(siteDir: string, filePath: string): boolean {
  return path
    .relative(siteDir, filePath)
    .split(path.sep)
    .some((part) => part.startsWith('_'));
}

/**
 * Whether the translation file `filePath` is older than its Chinese source in git history
 * (plugins/lib/translations.ts, the rule `npm run check-translations` reports); null for Chinese
 * pages, pages that are up to date, and builds without history (no .git, shallow clone).
 */
export function outdatedTranslation(siteDir: string, filePath: string): OutdatedTranslation | null {
  const relative = path.relative(siteDir, filePath).split(path.sep).join('/');
  const pair = pairOfTranslation(siteDir, relative);
  const stale = pair ? staleness(siteDir, pair) : null;
  return stale ? {source: day(stale.source), translation: day(stale.translation)} : null;
}

/**
 * The site's `markdown.parseFrontMatter` for the locale being built: Docusaurus's own parser,
 * plus OUTDATED_KEY on outdated translations and MISSING_KEY on pages shown untranslated, and a
 * translation's `checked_against` taken from its source when it has none (issue 48). The docs and blog plugins read front matter through it when they load content
 * (every build, unlike compiled MDX, which the bundler caches across builds), and put it into
 * each page's metadata, so the notice (src/components/TranslationNotice) gets its data with the
 * page it is on, server-rendered, and no other page carries it. Git is asked once per file.
 */
export function parseFrontMatterWithTranslationStatus(
  siteDir: string,
  locale: string = currentLocale(),
): ParseFrontMatter {
  const known = new Map<string, OutdatedTranslation | null>();
  return async (params) => {
    const parsed = await params.defaultParseFrontMatter(params);
    if (isPartial(siteDir, params.filePath)) return parsed;
    const result = {...parsed, frontMatter: withCheckedAgainst(siteDir, params.filePath, parsed.frontMatter)};
    const missing = missingTranslation(siteDir, params.filePath, locale);
    if (missing) return {...result, frontMatter: {...result.frontMatter, [MISSING_KEY]: missing}};
    if (!known.has(params.filePath))
      known.set(params.filePath, outdatedTranslation(siteDir, params.filePath));
    const outdated = known.get(params.filePath);
    return outdated ? {...result, frontMatter: {...result.frontMatter, [OUTDATED_KEY]: outdated}} : result;
  };
}

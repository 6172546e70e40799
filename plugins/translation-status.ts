import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {pairOfTranslation, staleness} from './lib/translations';

/**
 * Front matter key that marks an English page whose Chinese source was committed after it:
 * `{source: 'YYYY-MM-DD', translation: 'YYYY-MM-DD'}`, the two last-commit dates.
 */
export const OUTDATED_KEY = 'translation_outdated';

export interface OutdatedTranslation {
  source: string;
  translation: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

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
 * The site's `markdown.parseFrontMatter`: Docusaurus's own parser, plus OUTDATED_KEY on outdated
 * translations. The docs and blog plugins read front matter through it when they load content
 * (every build, unlike compiled MDX, which the bundler caches across builds), and put it into
 * each page's metadata, so the notice (src/components/TranslationNotice) gets its data with the
 * page it is on, server-rendered, and no other page carries it. Git is asked once per file.
 */
export function parseFrontMatterWithTranslationStatus(siteDir: string): ParseFrontMatter {
  const known = new Map<string, OutdatedTranslation | null>();
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    if (!known.has(params.filePath))
      known.set(params.filePath, outdatedTranslation(siteDir, params.filePath));
    const outdated = known.get(params.filePath);
    return outdated ? {...result, frontMatter: {...result.frontMatter, [OUTDATED_KEY]: outdated}} : result;
  };
}

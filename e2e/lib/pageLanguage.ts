/**
 * The components' words that only one language uses (src/lib/newcomerText.ts and
 * plugins/community-data/modules.ts, from i18n/<locale>/site-text.json), for checking that a page's JavaScript carries
 * no sentence of the other language.
 */
import path from 'node:path';
import {locales, type SiteLocale} from '../../config/locale';
import {loadCommunityData, newcomerWordFiles} from '../../plugins/community-data';

const data = loadCommunityData(path.resolve(__dirname, '../..'));

/** Every word the build writes for the newcomer components in one locale. */
const wordsIn = (locale: SiteLocale): string[] => strings(newcomerWordFiles(data, locale));

/** Every string of a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The check reads sentences, not terms: a term such as "Java Edition" is also in other data a page
 * ships in both languages (the bot's replies, the Java versions' notes), which is not this check's.
 */
const SHORTEST = 20;

/**
 * The pieces (between `{placeholders}`) of the words of every other locale that the words of
 * `locale` do not contain: none of them belongs in that locale's pages.
 */
export function otherLanguageWords(locale: SiteLocale): string[] {
  const own = wordsIn(locale).join('\n');
  const others = locales.filter((l) => l !== locale).flatMap(wordsIn);
  const pieces = others.flatMap((s) => s.split(/\{\w+\}/)).map((p) => p.trim());
  return [...new Set(pieces.filter((p) => [...p].length >= SHORTEST && !own.includes(p)))];
}

/** Script text as the reader's strings are in it: `\uXXXX` escapes and escaped quotes undone. */
export function unescapeScript(source: string): string {
  return source
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\+(["'])/g, '$1');
}

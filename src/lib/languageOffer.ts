/**
 * The other language, offered not forced: which of the site's locales a browser prefers and which
 * a path is in (the same page's address in another locale is src/lib/alternatePath.ts). Pure
 * functions, for src/clientModules/languageOffer.ts and its tests.
 */

/** localStorage key: set once the reader has dismissed the offer (or followed it). */
export const DISMISSED_KEY = 'languageOffer.dismissed';

/**
 * The site locale the browser prefers: the first of `browserLanguages` (navigator.languages, most
 * preferred first) whose primary subtag is one of `siteLocales` ("en-GB" → "en", "zh-Hant-TW" →
 * "zh"); null when none is.
 */
export function preferredLocale(
  browserLanguages: readonly string[],
  siteLocales: readonly string[],
): string | null {
  for (const language of browserLanguages) {
    const primary = language.toLowerCase().split(/[-_]/)[0];
    const match = siteLocales.find((locale) => locale.toLowerCase().split(/[-_]/)[0] === primary);
    if (match) return match;
  }
  return null;
}

/** Which of the locales' base URLs ("/", "/en/") a path is under: the longest that matches. */
export function localeOfPath(pathname: string, baseUrls: Readonly<Record<string, string>>): string | null {
  let found: string | null = null;
  let length = -1;
  for (const [locale, base] of Object.entries(baseUrls)) {
    const matches = pathname === base.replace(/\/$/, '') || pathname.startsWith(base);
    if (matches && base.length > length) {
      found = locale;
      length = base.length;
    }
  }
  return found;
}

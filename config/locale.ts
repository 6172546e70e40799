/**
 * The site's locales, and site-config helpers for per-locale values.
 *
 * `locales` is the one list of the site's languages: the Docusaurus i18n
 * config, the search index, a `Localized` text of config/community.ts and the
 * data files, the schemas, the scripts and the tests all read it. The first is
 * the default locale, served at the root; the others under /<locale>/.
 *
 * Docusaurus loads the site config once per locale and sets
 * DOCUSAURUS_CURRENT_LOCALE before it does (`docusaurus build` and
 * `docusaurus start --locale`). This is the documented way to translate the
 * few config values that have no translation file (title, tagline,
 * announcement, copyright). Browser code imports only the types from here.
 */
export const locales = ['zh', 'en'] as const;

export type SiteLocale = (typeof locales)[number];

/** A string shown to readers, in each locale of the site (config/community.ts exports it too). */
export type Localized = Record<SiteLocale, string>;

export const defaultLocale: SiteLocale = locales[0];

export function currentLocale(): SiteLocale {
  // `docusaurus write-translations --locale en` does not set the variable;
  // read its flag so the generated files hold the right locale's defaults.
  const flag = process.argv.indexOf('--locale');
  const requested = process.env.DOCUSAURUS_CURRENT_LOCALE ?? (flag > -1 ? process.argv[flag + 1] : undefined);
  return locales.find((l) => l === requested) ?? defaultLocale;
}

/** The value of a localized string for the locale being built. */
export function pick(text: Localized): string {
  return text[currentLocale()];
}

/** URL prefix of the locale being built ('' for the default locale). */
export function localePrefix(): string {
  const locale = currentLocale();
  return locale === defaultLocale ? '' : `/${locale}`;
}

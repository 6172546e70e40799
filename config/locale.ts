/**
 * The site's languages, in one place (issue 49): `siteLocales` below. The first is the default
 * locale, served at the root; each other one under /<locale>/. Delete a line to run the site
 * without that language (a Chinese-only community deletes `en`); add one, with its translations
 * in i18n/<locale>/ (site-text.json among them: config/siteTexts.ts) and its texts in config/community.ts
 * and data/, to add a language. No other
 * file names the languages: the Docusaurus i18n config (config/i18n.ts), the search index, the
 * translation check, the schemas, the scripts and the tests all read this list.
 *
 * Docusaurus loads the site config once per locale and sets DOCUSAURUS_CURRENT_LOCALE before it
 * does (`docusaurus build` and `docusaurus start --locale`). This is the documented way to
 * translate the few config values that have no translation file (title, tagline, announcement,
 * copyright). Browser code imports only the types from here.
 */

/** A language of the site: its name in the language menu and its HTML `lang`. */
export interface LocaleSettings {
  label: string;
  htmlLang: string;
  direction?: 'ltr' | 'rtl';
}

export const siteLocales: Readonly<Record<string, LocaleSettings>> = {
  zh: {label: '简体中文', htmlLang: 'zh-CN'},
  en: {label: 'English', htmlLang: 'en'},
};

/** A locale code of the site (a key of siteLocales). */
export type SiteLocale = string;

/** Every locale of the site, the default first. */
export const locales: readonly SiteLocale[] = Object.keys(siteLocales);

/**
 * A string shown to readers, in each locale of the site: the default locale's text is required,
 * the others fall back to it (the schemas check that every locale of the site has one).
 */
export type Localized = PerLocale<string>;

export const defaultLocale: SiteLocale = locales[0]!;

export function currentLocale(): SiteLocale {
  // `docusaurus write-translations --locale en` does not set the variable;
  // read its flag so the generated files hold the right locale's defaults.
  const flag = process.argv.indexOf('--locale');
  const requested = process.env.DOCUSAURUS_CURRENT_LOCALE ?? (flag > -1 ? process.argv[flag + 1] : undefined);
  return locales.find((l) => l === requested) ?? defaultLocale;
}

/** A value per locale of the site: the default locale's is required, the others fall back to it. */
export type PerLocale<T> = {readonly zh: T; readonly [locale: string]: T};

/** The value of `value` for `locale`, else the default locale's. */
export function forLocale<T>(value: PerLocale<T>, locale: SiteLocale): T {
  return value[locale] ?? value[defaultLocale] ?? value.zh;
}

/** The text of a localized string in `locale`, else in the default locale. */
export const textIn = (text: Localized, locale: SiteLocale): string => forLocale(text, locale);

/** The value of a localized string for the locale being built. */
export function pick(text: Localized): string {
  return textIn(text, currentLocale());
}

/** URL prefix of `locale`'s pages ('' for the default locale, `/<locale>` for another: Docusaurus's own). */
export function localePrefixOf(locale: SiteLocale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** URL prefix of the locale being built ('' for the default locale). */
export function localePrefix(): string {
  return localePrefixOf(currentLocale());
}

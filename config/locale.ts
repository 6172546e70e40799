/**
 * Site-config helpers for per-locale values.
 *
 * Docusaurus loads the site config once per locale and sets
 * DOCUSAURUS_CURRENT_LOCALE before it does (`docusaurus build` and
 * `docusaurus start --locale`). This is the documented way to translate the
 * few config values that have no translation file (title, tagline,
 * announcement, copyright). Only config/ reads it — never browser code.
 */
import type {Localized} from './community';

export type SiteLocale = keyof Localized;

export const defaultLocale: SiteLocale = 'zh';
export const locales: [SiteLocale, ...SiteLocale[]] = ['zh', 'en'];

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

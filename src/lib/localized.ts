import type {Localized} from '@site/config/community';

/** The text of a localized string for a locale; unknown locales get Chinese. */
export function localize(text: Localized, locale: string): string {
  return locale === 'en' ? text.en : text.zh;
}

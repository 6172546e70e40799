import type {Localized} from '@site/config/community';

/** The text of a localized string for a locale; one it has no text for gets the default locale's (Chinese). */
export function localize(text: Localized, locale: string): string {
  return text[locale] ?? text.zh;
}

import type {I18nConfig} from '@docusaurus/types';
import {defaultLocale, locales, siteLocales} from './locale';

/** Docusaurus's i18n config, from the one list of languages (config/locale.ts). */
export default {
  defaultLocale,
  locales: locales as [string, ...string[]],
  localeConfigs: Object.fromEntries(
    locales.map((locale) => [
      locale,
      {
        label: siteLocales[locale]!.label,
        direction: siteLocales[locale]!.direction ?? 'ltr',
        htmlLang: siteLocales[locale]!.htmlLang,
        calendar: 'gregory',
        path: locale,
      },
    ]),
  ),
} satisfies Partial<I18nConfig>;

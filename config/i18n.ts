import type {I18nConfig, I18nLocaleConfig} from '@docusaurus/types';
import {defaultLocale, locales, type SiteLocale} from './locale';

export default {
  defaultLocale,
  locales: [...locales],
  localeConfigs: {
    zh: {
      label: '简体中文',
      direction: 'ltr',
      htmlLang: 'zh-CN',
      calendar: 'gregory',
      path: 'zh',
    },
    en: {
      label: 'English',
      direction: 'ltr',
      htmlLang: 'en',
      calendar: 'gregory',
      path: 'en',
    },
  } satisfies Record<SiteLocale, Partial<I18nLocaleConfig>>,
} satisfies Partial<I18nConfig>;

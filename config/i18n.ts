import type {I18nConfig} from '@docusaurus/types';
import {defaultLocale, locales} from './locale';

export default {
  defaultLocale,
  locales,
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
  },
} satisfies Partial<I18nConfig>;

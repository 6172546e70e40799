import {defaultLocale, locales} from '../../../config/locale';

/** Stand-in for @docusaurus/useDocusaurusContext: the locale set by the test. */
export default function useDocusaurusContext() {
  const currentLocale = ((globalThis as Record<string, unknown>).__testLocale as string) ?? defaultLocale;
  return {i18n: {currentLocale, defaultLocale, locales}, siteConfig: {}};
}

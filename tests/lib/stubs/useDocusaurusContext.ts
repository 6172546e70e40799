import {defaultLocale, locales, siteLocales} from '../../../config/locale';

/** Stand-in for @docusaurus/useDocusaurusContext: the locale set by the test. */
export default function useDocusaurusContext() {
  const currentLocale = ((globalThis as Record<string, unknown>).__testLocale as string) ?? defaultLocale;
  // Each locale's label, HTML lang and base URL, as Docusaurus's i18n config gives them.
  const localeConfigs = Object.fromEntries(
    locales.map((l) => [l, {...siteLocales[l]!, baseUrl: l === defaultLocale ? '/' : `/${l}/`}]),
  );
  return {i18n: {currentLocale, defaultLocale, locales, localeConfigs}, siteConfig: {}};
}

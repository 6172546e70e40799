/** Stand-in for @docusaurus/useDocusaurusContext: the locale set by the test. */
export default function useDocusaurusContext() {
  const currentLocale = ((globalThis as Record<string, unknown>).__testLocale as string) ?? 'zh';
  return {i18n: {currentLocale, defaultLocale: 'zh', locales: ['zh', 'en']}, siteConfig: {}};
}

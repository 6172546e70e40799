import path from 'node:path';
import {loadCommunityData} from '../../../plugins/community-data';
import {defaultLocale, locales, type SiteLocale} from '../../../config/locale';
import {newcomerText, type NewcomerText} from '../../../src/lib/newcomerText';

const hmcl = loadCommunityData(path.resolve(__dirname, '../../..')).screens.find((s) => s.id === 'hmcl')!;

/**
 * A stand-in for a module the build writes once per locale: the value of `make` in the locale the
 * test renders in at the moment a component reads it.
 */
export function perTestLocale<T extends object>(make: (locale: SiteLocale) => T): T {
  const byLocale = new Map<SiteLocale, T>();
  return new Proxy({} as T, {
    get(_target, key) {
      const wanted = (globalThis as Record<string, unknown>).__testLocale;
      const locale = locales.find((l) => l === wanted) ?? defaultLocale;
      if (!byLocale.has(locale)) byLocale.set(locale, make(locale));
      return byLocale.get(locale)![key as keyof T];
    },
  });
}

/** Stand-in for @site-generated/newcomer-text.json. */
export default perTestLocale<NewcomerText>((locale) => newcomerText(locale, hmcl));

import path from 'node:path';
import {loadCommunityData} from '../../../plugins/community-data';
import {defaultLocale, locales, type SiteLocale} from '../../../config/locale';
import {newcomerText, type NewcomerText} from '../../../src/lib/newcomerText';

const hmcl = loadCommunityData(path.resolve(__dirname, '../../..')).screens.find((s) => s.id === 'hmcl')!;
const byLocale = new Map<SiteLocale, NewcomerText>();

/**
 * Stand-in for @site-generated/newcomer-text.json: the same words, in the locale the test renders
 * in at the moment a component reads them (the build writes one file per locale).
 */
export default new Proxy({} as NewcomerText, {
  get(_target, key) {
    const wanted = (globalThis as Record<string, unknown>).__testLocale;
    const locale = locales.find((l) => l === wanted) ?? defaultLocale;
    if (!byLocale.has(locale)) byLocale.set(locale, newcomerText(locale, hmcl));
    return byLocale.get(locale)![key as keyof NewcomerText];
  },
});

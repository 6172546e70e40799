import path from 'node:path';
import community from '../../../config/community';
import {loadCommunityData} from '../../../plugins/community-data';
import {defaultLocale, locales, type SiteLocale} from '../../../config/locale';
import {botBrief} from '../../../src/lib/commands';
import {newcomerText, stepFacts, type NewcomerText} from '../../../src/lib/newcomerText';
import {clientVersionsOf} from '../../../src/lib/newcomer';
import {geyserRange} from '../../../src/lib/gameMessages';

const data = loadCommunityData(path.resolve(__dirname, '../../..'));
const bot = botBrief(data.clerk);

/**
 * A stand-in for a module the build writes once per locale from config/community.ts: the value of
 * `make` in the locale the test renders in, made when a component reads it (so a test may change
 * the config between renders, as it may change the locale).
 */
export function perTestLocale<T extends object>(make: (locale: SiteLocale) => T): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const wanted = (globalThis as Record<string, unknown>).__testLocale;
      const locale = locales.find((l) => l === wanted) ?? defaultLocale;
      return make(locale)[key as keyof T];
    },
  });
}

/** Stand-in for @site-generated/newcomer-text.json. */
export default perTestLocale<NewcomerText>((locale) =>
  newcomerText(
    locale,
    stepFacts(
      community.gameVersion,
      data.javaVersions,
      clientVersionsOf(community),
      community.newestClientVersion,
    ),
    bot,
    geyserRange(data.gameMessages, locale),
  ),
);

/**
 * A git author's name as the pages show it (config/community.ts `authorNames`): the name given for
 * the page's language, else the name as git (and `.mailmap`) spells it. The theme's "last updated
 * by" (src/theme/LastUpdated) and the contributors line (src/components/PageFooterExtras) use it.
 */
import {forLocale, type Localized, type SiteLocale} from '../../config/locale';

export function shownAuthor(name: string, locale: SiteLocale, names?: Record<string, Localized>): string {
  const given = names && Object.hasOwn(names, name) ? names[name] : undefined;
  return given ? forLocale(given, locale) : name;
}

/** Docusaurus translation files (i18n/<locale>/**.json) as `npm run write-translations` leaves them. */

export type TranslationFile = Record<string, {message: string; description?: string}>;

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * The file `write-translations` wrote, keeping what a translator must see: entries that were
 * there before (their message and description as they were) and new entries with Chinese text
 * to translate. New entries without Chinese are values config/community.ts gives per locale, or
 * names that stay as they are: a translation would only freeze them.
 */
export function tidyTranslations(before: TranslationFile, written: TranslationFile): TranslationFile {
  const tidy: TranslationFile = {};
  for (const [key, entry] of Object.entries(written)) {
    const old = before[key];
    if (old) {
      const description = old.description ?? entry.description;
      tidy[key] = {message: old.message, ...(description ? {description} : {})};
    } else if (CJK.test(entry.message)) tidy[key] = entry;
  }
  return tidy;
}

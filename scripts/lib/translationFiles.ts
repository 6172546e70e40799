/** Docusaurus translation files (i18n/<locale>/**.json) as `npm run write-translations` leaves them. */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {defaultLocale} from '../../config/locale';
import {siteTextFile} from '../../config/siteTexts';

export type TranslationFile = Record<string, {message: string; description?: string}>;

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * The file `write-translations` wrote, keeping what a translator must see: entries that were
 * there before (their message and description as they were) and new entries with Chinese text
 * to translate. New entries without Chinese are values config/community.ts gives per locale, or
 * names that stay as they are: a translation would only freeze them. `asTheyAre` are texts shown
 * the same in every locale (the ICP filing number in the copyright): their Chinese is no
 * reason to translate.
 */
export function tidyTranslations(
  before: TranslationFile,
  written: TranslationFile,
  asTheyAre: string[] = [],
): TranslationFile {
  const tidy: TranslationFile = {};
  for (const [key, entry] of Object.entries(written)) {
    const old = before[key];
    if (old) {
      const description = old.description ?? entry.description;
      tidy[key] = {message: old.message, ...(description ? {description} : {})};
    } else if (CJK.test(asTheyAre.reduce((text, same) => text.split(same).join(''), entry.message))) {
      tidy[key] = entry;
    }
  }
  return tidy;
}

/**
 * The texts of a config object that are the same in every locale: its strings outside the
 * per-locale `{zh, en}` texts.
 */
export function sameInEveryLocale(value: unknown, locales: readonly string[]): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  if (locales.every((locale) => typeof record[locale] === 'string')) return [];
  return Object.values(record).flatMap((child) => sameInEveryLocale(child, locales));
}

/**
 * Docusaurus's translation files in a locale's folder: every JSON file but the site's own words
 * (`site-text.json`, config/siteTexts.ts), which Docusaurus neither writes nor reads and whose
 * shape is not a translation file's.
 */
export function docusaurusTranslationFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const own = path.basename(siteTextFile(defaultLocale));
  return (readdirSync(dir, {recursive: true}) as string[])
    .filter((f) => f.endsWith('.json') && f !== own)
    .map((f) => path.join(dir, f));
}

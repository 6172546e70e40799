/**
 * The site's own words that the build writes into pages, cards and files (the newcomer boxes, the
 * launcher warnings, the chat and download pictures, the join card, llms.txt), one file per locale:
 * `i18n/<locale>/site-text.json`, beside Docusaurus's own translation files of that locale. Adding a
 * language is adding its folder (and its line in config/locale.ts): no TypeScript names a language's
 * words. Node code only (the build, the tests): browser code gets the words of the locale it shows
 * through `@site-generated/*.json` (plugins/community-data/modules.ts).
 *
 * The default locale's file is the reference: its shape is the type of every locale's file. Another
 * locale's file may leave keys out (the reader gets the default locale's words, and the translation
 * check lists them); a key the reference does not have, a value of another type, or a `{name}`
 * placeholder the reference's text does not have fails the build, naming the file and the key.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {defaultLocale, locales, type Localized, type SiteLocale} from './locale';
import type Reference from '../i18n/zh/site-text.json';

export type SiteTexts = typeof Reference;

/** A tree of the site's words with each text replaced by its text in every locale. */
export type LocalizedTree<T> = T extends string ? Localized : {[K in keyof T]: LocalizedTree<T[K]>};

const SITE = path.resolve(__dirname, '..');

/** Where a locale's words are, relative to the site. */
export const siteTextFile = (locale: SiteLocale): string => `i18n/${locale}/site-text.json`;

type Tree = {[key: string]: Tree | string};

function read(locale: SiteLocale, site: string): Tree | undefined {
  const file = path.join(site, siteTextFile(locale));
  if (!existsSync(file)) {
    if (locale === defaultLocale) throw new Error(`${siteTextFile(locale)}: missing (the site's own words)`);
    return undefined;
  }
  let tree: unknown;
  try {
    tree = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${siteTextFile(locale)}: not valid JSON (${(error as Error).message})`, {cause: error});
  }
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree))
    throw new Error(`${siteTextFile(locale)}: should hold an object of texts`);
  return tree as Tree;
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/**
 * The keys of `tree` that `reference` does not have (or has as another type) and the texts whose
 * placeholders differ from the reference's: each a message naming the key.
 */
export function siteTextProblems(reference: Tree, tree: Tree, at = ''): string[] {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const where = at ? `${at}.${key}` : key;
    const expected = Object.hasOwn(reference, key) ? reference[key] : undefined;
    if (expected === undefined) problems.push(`"${where}" is not a key of the default locale's file`);
    else if (typeof expected !== typeof value || value === null)
      problems.push(`"${where}" should be ${typeof expected === 'string' ? 'a text' : 'an object'}`);
    else if (typeof value === 'string') {
      const [want, got] = [placeholders(expected as string), placeholders(value)];
      if (want.join() !== got.join())
        problems.push(
          `"${where}" has the placeholders {${got.join('}, {')}}, the default's text {${want.join('}, {')}}`,
        );
    } else problems.push(...siteTextProblems(expected as Tree, value, where));
  }
  return problems;
}

/**
 * The default locale's own file: every value a text (an empty one too: Chinese puts no space
 * between sentences) or an object of them.
 */
export function referenceProblems(tree: Tree, at = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const where = at ? `${at}.${key}` : key;
    if (typeof value === 'string') return [];
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return referenceProblems(value, where);
    return [`"${where}" should be a text or an object of texts`];
  });
}

/** The keys (dotted) of the reference that `tree` leaves out. */
export function missingSiteTexts(reference: Tree, tree: Tree | undefined, at = ''): string[] {
  const missing: string[] = [];
  for (const [key, expected] of Object.entries(reference)) {
    const where = at ? `${at}.${key}` : key;
    const value = tree && Object.hasOwn(tree, key) ? tree[key] : undefined;
    if (typeof expected === 'string') {
      if (typeof value !== 'string') missing.push(where);
    } else missing.push(...missingSiteTexts(expected, typeof value === 'object' ? value : undefined, where));
  }
  return missing;
}

function zip(reference: Tree, files: [SiteLocale, Tree | undefined][]): unknown {
  return Object.fromEntries(
    Object.entries(reference).map(([key, value]) => {
      const own = files.map(([locale, tree]): [SiteLocale, Tree | string | undefined] => [
        locale,
        tree && Object.hasOwn(tree, key) ? tree[key] : undefined,
      ]);
      if (typeof value !== 'string') {
        return [
          key,
          zip(
            value,
            own.map(([l, t]) => [l, typeof t === 'object' ? t : undefined]),
          ),
        ];
      }
      const texts: Record<string, string> = {[defaultLocale]: value};
      for (const [locale, text] of own) if (typeof text === 'string') texts[locale] = text;
      return [key, texts];
    }),
  );
}

const loaded = new Map<string, LocalizedTree<SiteTexts>>();

/** Every locale's words of the site in `site` (the repository by default), checked. */
export function loadSiteTexts(
  site = SITE,
  siteLocales: readonly SiteLocale[] = locales,
): LocalizedTree<SiteTexts> {
  const key = `${site}\0${siteLocales.join()}`;
  const cached = loaded.get(key);
  if (cached) return cached;
  const reference = read(defaultLocale, site)!;
  const files = siteLocales.map((locale): [SiteLocale, Tree | undefined] => [
    locale,
    locale === defaultLocale ? reference : read(locale, site),
  ]);
  const own = referenceProblems(reference);
  if (own.length) throw new Error(`${siteTextFile(defaultLocale)}: ${own.join('; ')}`);
  for (const [locale, tree] of files) {
    if (!tree || locale === defaultLocale) continue;
    const problems = siteTextProblems(reference, tree);
    if (problems.length) throw new Error(`${siteTextFile(locale)}: ${problems.join('; ')}`);
  }
  const texts = zip(reference, files) as LocalizedTree<SiteTexts>;
  loaded.set(key, texts);
  return texts;
}

/** The site's words, every locale's. */
export const siteTexts: LocalizedTree<SiteTexts> = loadSiteTexts();

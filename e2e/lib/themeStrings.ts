/**
 * The theme's UI strings as a reader of each locale should see them, looked up the way
 * Docusaurus does: the site's own i18n/<locale>/code.json first, then the translation that
 * @docusaurus/theme-translations bundles for the locale's language (zh → zh-Hans). So the tests
 * follow both files instead of copying today's wording.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {codeTranslationLocalesToTry} from '@docusaurus/theme-translations';
import type {Locale} from './site';

const root = path.resolve(__dirname, '..', '..');

function siteMessages(locale: Locale): Record<string, string> {
  const file = path.join(root, 'i18n', locale, 'code.json');
  if (!existsSync(file)) return {};
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  return Object.fromEntries(Object.entries(json).map(([id, {message}]) => [id, message]));
}

function bundledMessages(locale: Locale): Record<string, string> {
  const dir = path.join(
    path.dirname(require.resolve('@docusaurus/theme-translations/package.json')),
    'locales',
  );
  for (const tryLocale of codeTranslationLocalesToTry(locale)) {
    const file = path.join(dir, tryLocale, 'theme-common.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  }
  return {};
}

/** The message `id` shows on the `locale` site; throws if neither file has it. */
export function themeString(locale: Locale, id: string): string {
  const message = siteMessages(locale)[id] ?? bundledMessages(locale)[id];
  if (message === undefined) throw new Error(`No theme string ${id} for ${locale}`);
  return message;
}

/** A pluralized message ("One min read|{readingTime} min read") as a pattern for any count. */
export function pluralPattern(message: string, placeholder: string): RegExp {
  const forms = message
    .split('|')
    .map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(`\\{${placeholder}\\}`, '\\d+'));
  return new RegExp(`(${forms.join('|')})`);
}

import {locales} from '../../config/locale';

/**
 * node:test options for a test of a language's texts or pages: skipped, saying why, on a site
 * that has switched that language off in config/locale.ts (a Chinese-only community deletes `en`).
 */
export const onlyWith = (locale: string): {skip?: string} =>
  locales.includes(locale) ? {} : {skip: `the site has no "${locale}" locale (config/locale.ts)`};

/** For a table of bad inputs: the case is about English (its name or the field it names). */
export const aboutEnglish = (name: string, message: RegExp | string): {skip?: string} =>
  /English/.test(name) || /\.en\b/.test(String(message)) ? onlyWith('en') : {};

/** Tests of a second language (translation pairs, per-locale copies): skipped on a one-language site. */
export const withSecondLocale: {skip?: string} =
  locales.length > 1 ? {} : {skip: 'the site has one language (config/locale.ts)'};

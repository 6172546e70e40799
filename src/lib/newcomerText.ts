/**
 * The words of the newcomer components (src/components/Newcomer, LauncherLimits, WithoutChat and
 * the home page's paths) in one language. They are written once, both languages side by side, in
 * src/lib/newcomer.ts, src/lib/otherContact.ts and src/lib/launcherLimits.ts; the build writes
 * the reader's language alone as `@site-generated/newcomer-text.json`
 * (plugins/community-data/modules.ts), so a page's JavaScript carries no sentence of the other
 * language. Node code only: browser code imports the type.
 */
import {locales, type SiteLocale} from '../../config/locale';
import type {Localized} from '../../config/community';
import {hmclRegionLock, hmclRegionText, type HmclLockLabel} from './launcherLimits';
import {
  accountAnswer,
  accountHowTo,
  accountName,
  alsoText,
  boxText,
  newcomerWords,
  pathName,
  pathText,
  stepText,
  whitelistText,
} from './newcomer';
import {withoutChatText} from './otherContact';
import {labelText, type LabelSet} from './screenLabels';

/** A value with each localized string (keys exactly the site's locales) replaced by one text. */
export type InLocale<T> = T extends Localized
  ? string
  : T extends object
    ? {[K in keyof T]: InLocale<T[K]>}
    : T;

function isLocalized(value: object): value is Localized {
  const keys = Object.keys(value);
  return (
    keys.length === locales.length &&
    locales.every((l) => typeof (value as Record<string, unknown>)[l] === 'string')
  );
}

/** `value` with each localized string replaced by its text in `locale`, however deep. */
export function inLocale<T>(value: T, locale: SiteLocale): InLocale<T> {
  if (Array.isArray(value)) return value.map((v: unknown) => inLocale(v, locale)) as InLocale<T>;
  if (value === null || typeof value !== 'object') return value as InLocale<T>;
  if (isLocalized(value)) return value[locale] as InLocale<T>;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, inLocale(v, locale)]),
  ) as InLocale<T>;
}

/** Every table of words the components read, both languages (the source). */
export const newcomerSources = {
  accountAnswer,
  accountHowTo,
  accountName,
  alsoText,
  boxText,
  pathName,
  pathText,
  stepText,
  whitelistText,
  words: newcomerWords,
  withoutChat: withoutChatText,
  hmclRegion: hmclRegionText,
};

/** The words of one locale, with HMCL's own labels the region-lock warning names (data/screens/hmcl.yml). */
export function newcomerText(locale: SiteLocale, hmclLabels: LabelSet) {
  const keys = Object.keys(hmclRegionLock.labels) as HmclLockLabel[];
  return {
    ...inLocale(newcomerSources, locale),
    hmclLockLabels: Object.fromEntries(
      keys.map((name) => [name, labelText(hmclLabels, hmclRegionLock.labels[name], locale)]),
    ) as Record<HmclLockLabel, string>,
  };
}

export type NewcomerText = ReturnType<typeof newcomerText>;

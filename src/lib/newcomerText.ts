/**
 * The words of the newcomer components (src/components/Newcomer, LauncherLimits, WithoutChat and
 * the home page's paths) in one language. They are written once, both languages side by side, in
 * src/lib/newcomer.ts, src/lib/otherContact.ts and src/lib/launcherLimits.ts; the build writes
 * the reader's language alone as `@site-generated/newcomer-text.json` (the boxes) and
 * `@site-generated/newcomer-paths-text.json` (the home page's list of paths)
 * (plugins/community-data/modules.ts), so a page's JavaScript carries no sentence of the other
 * language, and a page without the list none of its words. Node code only: browser code imports
 * the types.
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
  type PathId,
  type StepId,
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

/** The keys of `boxText` only the home page's list of paths reads (src/components/Newcomer/Paths.tsx). */
const PATHS_BOX_KEYS = [
  'homeTitle',
  'homeIntroWhitelist',
  'homeIntroSkinFirst',
  'homeIntroOpen',
  'offlineSummary',
  'offlineBody',
  'offlineLink',
  'consoleSummary',
  'consoleBody',
  'consoleLink',
  'otherSummary',
  'otherBody',
  'neteaseLink',
  'phoneLink',
] as const satisfies readonly (keyof typeof boxText)[];

type PathsBoxKey = (typeof PATHS_BOX_KEYS)[number];
const isPathsKey = (key: string): key is PathsBoxKey => (PATHS_BOX_KEYS as readonly string[]).includes(key);

const pick = <T extends object, K extends keyof T>(table: T, keep: (key: keyof T) => key is K) =>
  Object.fromEntries(Object.entries(table).filter(([key]) => keep(key as keyof T))) as Pick<T, K>;

/**
 * The tables every newcomer box reads (src/components/Newcomer, LauncherLimits, WithoutChat), both
 * languages (the source of `@site-generated/newcomer-text.json`).
 */
export const newcomerSources = {
  accountAnswer,
  accountHowTo,
  alsoText,
  boxText: pick(boxText, (key): key is Exclude<keyof typeof boxText, PathsBoxKey> => !isPathsKey(key)),
  pathName,
  stepTitle: Object.fromEntries(Object.entries(stepText).map(([id, t]) => [id, t.title])) as Record<
    StepId,
    Localized
  >,
  whitelistText,
  words: newcomerWords,
  withoutChat: withoutChatText,
  hmclRegion: hmclRegionText,
};

/**
 * What the home page's list of paths reads besides (src/components/Newcomer/Paths.tsx), both
 * languages (the source of `@site-generated/newcomer-paths-text.json`).
 */
export const newcomerPathsSources = {
  accountName,
  boxText: pick(boxText, isPathsKey),
  pathText: Object.fromEntries(
    Object.entries(pathText).map(([id, t]) => [id, {summary: t.summary}]),
  ) as Record<PathId, {summary: Localized}>,
  stepText,
  words: newcomerWords,
};

/** The newcomer boxes' words in one locale, with HMCL's own labels the region-lock warning names (data/screens/hmcl.yml). */
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

/** The words of the home page's list of paths in one locale. */
export const newcomerPathsText = (locale: SiteLocale) => inLocale(newcomerPathsSources, locale);

export type NewcomerPathsText = ReturnType<typeof newcomerPathsText>;

/**
 * The words of the newcomer components (src/components/Newcomer, LauncherLimits, WithoutChat and
 * the home page's paths) in one language. They are written once per language, in
 * i18n/<locale>/site-text.json (config/siteTexts.ts reads them: `newcomer`, `otherContact`,
 * `launcherLimits`), and named below as the tables the code reads; the build writes
 * the reader's language alone as `@site-generated/newcomer-text.json` (the boxes),
 * `newcomer-paths-text.json` (the home page's list of paths), `newcomer-java-text.json` (the
 * Java page's mirror links) and `launcher-limits-text.json` (the launcher warnings)
 * (plugins/community-data/modules.ts), so a page's JavaScript carries no sentence of the other
 * language, and a page without the list none of its words. Node code only: browser code imports
 * the types.
 */
import {defaultLocale, forLocale, type SiteLocale} from '../../config/locale';
import type {ClientVersions, JavaLogin, Localized} from '../../config/community';
import {siteTexts} from '../../config/siteTexts';
import type {BotBrief} from './commands';
import {compareMcVersions, javaFor, parseMcVersion, type JavaRange} from './javaVersions';
import {hmclRegionLock, type HmclLockLabel} from './launcherLimits';
import {
  fillText,
  formatHours,
  newestClientOf,
  stepWords,
  versionRuleOf,
  yearNumbering,
  type AccountLinkId,
  type PathId,
  type StepId,
} from './newcomer';
import {labelText, type LabelSet} from './screenLabels';

// The newcomer path's words, every locale's (i18n/<locale>/site-text.json, `newcomer`).
const words = siteTexts.newcomer;

/**
 * The one statement of which Java Edition version gets a player in, for each value of config
 * `clientVersions` (`{gameVersion}` is config `gameVersion`). Every page that says it shows this text
 * (<VersionRule /> of src/components/Newcomer); tests/version-rule.test.ts keeps other wordings off
 * the pages. The Bedrock side is apart: the latest release, up to what Geyser accepts.
 */
export const versionRule: Record<ClientVersions, Localized> = words.versionRule;
/** The same where config `newestClientVersion` names the newest release that gets in: a range. */
export const versionRuleUpTo: Record<Exclude<ClientVersions, 'exact'>, Localized> = words.versionRuleUpTo;
/**
 * The one statement of which Bedrock Edition versions get a player in: from `{oldest}` to `{version}`,
 * the oldest and the newest release the server's Geyser accepts (data/game-messages.yml
 * `geyserBedrockOldest`, `geyserBedrock`): <BedrockVersionRule />.
 */
export const bedrockVersionRule: Localized = words.bedrockVersionRule;

/**
 * A release older than `version` that reads as newer when the version is taken for a decimal
 * ("26.6" against "26.50"): the last part cut to its first digit plus one. None when the last part
 * has one digit (nothing to misread) or that digit is 9.
 */
export function misreadVersion(version: string): string | undefined {
  const parts = version.split('.');
  const last = parts.at(-1) ?? '';
  if (parts.length < 2 || !/^[1-9]\d+$/.test(last)) return undefined;
  const digit = Number(last[0]) + 1;
  return digit > 9 ? undefined : [...parts.slice(0, -1), String(digit)].join('.');
}

/**
 * A release newer than `version` that reads as older when its parts are read digit by digit
 * ("1.21.10" against "1.21.4"): the last part made 10. None when the last part is not one digit of
 * 2 or more (nothing to misread), or when that release is newer than `newest` (not one that gets in).
 */
export function laterMisread(version: string, newest?: string): string | undefined {
  const parts = version.split('.');
  const last = parts.at(-1) ?? '';
  if (parts.length < 2 || !/^[2-9]$/.test(last)) return undefined;
  const later = [...parts.slice(0, -1), '10'].join('.');
  const top = newest === undefined ? undefined : parseMcVersion(newest);
  const mine = parseMcVersion(later);
  if (top && mine && compareMcVersions(mine, top) > 0) return undefined;
  return later;
}

export {yearNumbering};

/** Two sentences of `locale` joined as the language joins them. */
const joined = (locale: SiteLocale, ...sentences: string[]): string =>
  sentences.join(forLocale(words.newcomerWords.sentenceGap, locale));

/**
 * Bedrock's version rule in `locale` for Geyser's range, and, where the newest release's last part has
 * two digits or more, how to compare (a strict reading, Dec 2026, asked whether 26.6 is inside
 * "26.0 to 26.50"); then that Bedrock's numbers are not Java's (strict reading 48, zh: the home page
 * said "Java 1.21.4 to 26.2" above "Bedrock 26.0 to 26.50" with no word that they are two schemes).
 */
export function bedrockRuleText(locale: SiteLocale, range: GeyserRange, {brief = false} = {}): string {
  const rule = fillText(forLocale(bedrockVersionRule, locale), {
    oldest: range.oldest,
    version: range.newest,
    outdated: range.outdated,
  });
  const apart = forLocale(words.editionsApart, locale);
  const misread = misreadVersion(range.newest);
  // `brief`: the home rows' step, without how to compare (strict reading 67, zh: seven sentences of
  // cases before "then tap Play"); the step links to the join page's version section, which has it.
  if (!misread || brief) return joined(locale, rule, apart);
  // The two last parts compared as numbers ("50 is more than 6": strict reading 52 found "each part
  // counts as a whole number, not a decimal" read like maths).
  const order = fillText(forLocale(words.bedrockVersionOrder, locale), {
    misread,
    version: range.newest,
    newPart: range.newest.split('.').at(-1)!,
    oldPart: misread.split('.').at(-1)!,
  });
  return joined(locale, rule, order, apart);
}
/** Who a path is for: the home page's summary line and the flow chart's branch labels. */
export const pathText: Record<PathId, {device: Localized; account?: Localized; summary: Localized}> =
  words.pathText;
/**
 * Each step: a short label (the flow chart's box), a title and one or two sentences for the home
 * page; `bodyFor` a path's own sentences, `titleFor` its own title. `{name}` marks a value the component fills in (links,
 * commands, numbers); see src/components/Newcomer.
 */
export const stepText: Record<
  StepId,
  {
    label: Localized;
    title: Localized;
    body: Localized;
    bodyFor?: Partial<Record<PathId, Localized>>;
    /** A path's own title of the step in its home row (the boxes and cards keep `title`). */
    titleFor?: Partial<Record<PathId, Localized>>;
    /** The title and body where newer releases get in (src/lib/newcomer.ts `stepWords`). */
    whenNewerGetsIn?: {title: Localized; body: Localized};
    /** Those where config also names the newest release that gets in (`{newest}`). */
    whenNewestKnown?: {title: Localized; body: Localized};
  }
> = words.stepText;
/**
 * The flow chart's first box on the Bedrock branch: sign in to the game, which the home page's Bedrock
 * row says before its steps (`boxText.bedrockSignInFirst`) and which is not a step of the path (there is
 * no page of its own to open).
 */
export const flowSignInLabel: Localized = words.flowSignInLabel;
/** The end of every path in the flow chart. */
export const inGameLabel: Localized = words.inGameLabel;
/** Short names of the paths, for "next step" boxes that serve several paths. */
export const pathName: Record<PathId, Localized> = words.pathName;
/** Small words: the placeholders of the whitelist command, menu names, punctuation that differs. */
export const newcomerWords = words.newcomerWords;
/** "Which account gets me in?", for each value of config `login`, Bedrock, and the question. */
export const accountAnswer: Record<JavaLogin | 'bedrock' | 'question', Localized> = words.accountAnswer;
/**
 * The same answer as a choice, where the account is added (a launcher's sign-in steps): which one to
 * add, for each value of config `login`, and its question.
 */
export const accountChoice: Record<JavaLogin | 'question', Localized> = words.accountChoice;
/** How to set each account up (src/lib/newcomer.ts `accountLinks`): one link per launcher. */
export const accountHowTo: Record<AccountLinkId, Localized> = words.accountHowTo;
/** The other launcher's link after a step that has one (`Step.also`). */
export const alsoText: Record<'hmcl' | 'pcl', {intro: Localized; link: Localized}> = words.alsoText;
/** The account a path signs in with, for the "sign in" step. */
export const accountName: Record<'java-microsoft' | 'java-skin', Localized> = words.accountName;
export const whitelistText = words.whitelistText;
export const boxText = words.boxText;
/** Reaching the admins without the chat (src/lib/otherContact.ts). */
export const withoutChatText = siteTexts.otherContact.withoutChat;
const otherWaitText = siteTexts.otherContact.otherWait;
/** The HMCL region-lock warning (src/lib/launcherLimits.ts); `{offline}` etc. are HMCL's labels. */
export const hmclRegionText = siteTexts.launcherLimits.hmclRegion;

/** A value with each localized string (keys exactly the site's locales) replaced by one text. */
type InLocale<T> = T extends Localized ? string : T extends object ? {[K in keyof T]: InLocale<T[K]>} : T;

/**
 * A localized string: the default locale's text and only texts under language codes (zh, en,
 * zh-Hant…), whichever of them the site has switched on (config/locale.ts).
 */
function isLocalized(value: object): value is Localized {
  const entries = Object.entries(value);
  return (
    typeof (value as Record<string, unknown>)[defaultLocale] === 'string' &&
    entries.every(([key, text]) => /^[a-z]{2,3}(?:-[A-Za-z0-9]+)*$/.test(key) && typeof text === 'string')
  );
}

/** `value` with each localized string replaced by its text in `locale`, however deep. */
export function inLocale<T>(value: T, locale: SiteLocale): InLocale<T> {
  if (Array.isArray(value)) return value.map((v: unknown) => inLocale(v, locale)) as InLocale<T>;
  if (value === null || typeof value !== 'object') return value as InLocale<T>;
  if (isLocalized(value)) return forLocale(value, locale) as InLocale<T>;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, inLocale(v, locale)]),
  ) as InLocale<T>;
}

/**
 * The keys of `boxText` the home page's list of paths reads (src/components/Newcomer/Paths.tsx); all
 * but SHARED_BOX_KEYS are for it alone.
 */
const PATHS_BOX_KEYS = [
  'homeTitle',
  'homeTitleShort',
  'applyWithChat',
  'applyWithoutChat',
  'applyFirst',
  'applyFirstSkin',
  'applyFirstMicrosoft',
  'homeIntroPick',
  'homeIntroChatWait',
  'homeIntroOpen',
  'handoverTitle',
  'handoverNow',
  'handoverThen',
  'handoverNone',
  'handoverOpen',
  'handoverShare',
  'handoverCopy',
  'haveLauncherHmcl',
  'haveLauncherPcl',
  'haveLauncherOther',
  'haveLauncherChooseLink',
  'haveLauncherSignInLink',
  'haveLauncherSignInLinkPcl',
  'haveLauncherGameLink',
  'haveLauncherDownloadLink',
  'haveLauncherRegionLockLink',
  'haveLauncherLast',
  'haveLauncherSkip',
  'haveLauncherTellLine',
  'haveLauncherTell',
  'bedrockSignInFirst',
  'bedrockSignInLink',
  'bedrockGamertagThen',
  'oneTapStep',
  'oneTapInApp',
  'oneTapThen',
  'oneTapByHand',
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

/** The keys of `boxText` only the Java page's mirror links read (src/components/Newcomer/Java.tsx). */
const JAVA_BOX_KEYS = [
  'mirrorIntro',
  'mirrorWindows',
  'mirrorMacArm',
  'mirrorMacIntel',
  'mirrorLinux',
] as const satisfies readonly (keyof typeof boxText)[];

/**
 * The labels of the two ways to reach the admins ("有 QQ：", "没有 QQ："): the home page's apply
 * lines and the pages' <ContactWays> (src/components/WithoutChat) both read them.
 */
const SHARED_BOX_KEYS = [
  'applyWithChat',
  'applyWithoutChat',
  // A friend's launcher: the skin-site row's fold and, in the "next step" box before the launcher
  // step, the one line linking the launcher page's section on it (its items are the row's only).
  'haveLauncherSkip',
  // ", then ": the hand-over's steps, and the account box's registration before its sign-ins.
  'handoverThen',
] as const satisfies readonly (keyof typeof boxText)[];

type PathsBoxKey = (typeof PATHS_BOX_KEYS)[number];
type JavaBoxKey = (typeof JAVA_BOX_KEYS)[number];
type SharedBoxKey = (typeof SHARED_BOX_KEYS)[number];
const isPathsKey = (key: string): key is PathsBoxKey => (PATHS_BOX_KEYS as readonly string[]).includes(key);
const isShared = (key: string): key is SharedBoxKey => (SHARED_BOX_KEYS as readonly string[]).includes(key);
const isJavaKey = (key: string): key is JavaBoxKey => (JAVA_BOX_KEYS as readonly string[]).includes(key);

const pick = <T extends object, K extends keyof T>(table: T, keep: (key: keyof T) => key is K) =>
  Object.fromEntries(Object.entries(table).filter(([key]) => keep(key as keyof T))) as Pick<T, K>;

/**
 * The tables every newcomer box reads (src/components/Newcomer, LauncherLimits, WithoutChat), both
 * languages (the source of `@site-generated/newcomer-text.json`). The launcher warnings' own words
 * are apart (launcherLimitsSources): only the pages that show one load them.
 */
export const newcomerSources = {
  accountAnswer,
  accountChoice,
  accountHowTo,
  alsoText,
  boxText: pick(
    boxText,
    (key): key is Exclude<keyof typeof boxText, Exclude<PathsBoxKey, SharedBoxKey> | JavaBoxKey> =>
      isShared(key) || (!isPathsKey(key) && !isJavaKey(key)),
  ),
  pathName,
  whitelistText,
  words: newcomerWords,
  withoutChat: withoutChatText,
  otherWait: otherWaitText,
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
  // The Java rule's year-numbering sentence, for the official launcher's step that states the range.
  javaYearNumbers: words.javaYearNumbers as Localized,
};

/** What the steps' titles say that config/community.ts and data/java-versions.yml decide. */
interface StepFacts {
  /** The Java version the server's game version needs (undefined when the table has none). */
  java: number | undefined;
  gameVersion: string;
  /** Which versions get in (config `clientVersions`): which words a step's title takes. */
  clientVersions: ClientVersions;
  /** Config `newestClientVersion`: the version rule gives a range where it is set. */
  newestClientVersion?: string;
}

/**
 * The bot's name and each command's word in one locale (data/clerk-commands.yml through its brief):
 * the English alias on the English site, the Chinese word otherwise.
 */
function botWords(bot: BotBrief, locale: SiteLocale): {name: string; commands: Record<string, string>} {
  return {
    name: forLocale(bot.name, locale),
    commands: Object.fromEntries(
      Object.entries(bot.commands).map(([id, c]) => [id, locale === 'en' ? c.alias : c.word]),
    ),
  };
}

/** The facts of a game version: the Java it needs by the table of data/java-versions.yml. */
export function stepFacts(
  gameVersion: string,
  javaRanges: JavaRange[],
  clientVersions: ClientVersions,
  newestClientVersion?: string,
): StepFacts {
  const answer = javaFor(gameVersion, javaRanges);
  return {
    java: answer.kind === 'found' ? answer.range.java : undefined,
    gameVersion,
    clientVersions,
    ...(newestClientVersion !== undefined && {newestClientVersion}),
  };
}

/**
 * The one statement of which Java Edition versions get in, in `locale`, for the facts of a config
 * (`clientVersions`, `gameVersion`, `newestClientVersion`: src/lib/newcomer.ts versionRuleOf).
 */
export function versionRuleText(
  locale: SiteLocale,
  facts: Pick<StepFacts, 'gameVersion' | 'clientVersions' | 'newestClientVersion'>,
): string {
  const of = versionRuleOf({versionRule, versionRuleUpTo}, facts);
  const rule = fillText(forLocale(of.words, locale), of.values);
  // How to compare, with a newer release that gets in and reads as older (strict reading 48, en:
  // "a young reader may take 1.21.10 to be older than 1.21.4").
  const later = laterMisread(facts.gameVersion, newestClientOf(facts));
  const order = later
    ? [fillText(forLocale(words.javaVersionOrder, locale), {later, gameVersion: facts.gameVersion})]
    : [];
  // And why the range's top reads lower than its bottom's first part ("1.21.4 to 26.2").
  const years = yearNumbering(facts.gameVersion, newestClientOf(facts));
  const year = years ? [fillText(forLocale(words.javaYearNumbers, locale), years)] : [];
  return joined(locale, rule, ...order, ...year);
}

/** The Bedrock releases the server's Geyser accepts (data/game-messages.yml `geyserBedrockOldest`, `geyserBedrock`). */
interface GeyserRange {
  oldest: string;
  newest: string;
  /** The first sentence of Geyser's own "too new" message in the locale (`geyser-outdated-proxy`). */
  outdated: string;
}

/**
 * The newcomer boxes' words in one locale: the steps' titles filled in with `facts` (written when
 * the site is built), the bot's name and command words, and Bedrock's version rule with the releases
 * the server's Geyser accepts.
 */
export function newcomerText(locale: SiteLocale, facts: StepFacts, bot: BotBrief, geyser?: GeyserRange) {
  const newest = newestClientOf(facts);
  const values = {java: String(facts.java ?? ''), gameVersion: facts.gameVersion, newest: newest ?? ''};
  return {
    // Which Bedrock versions get in, from the oldest to the newest one Geyser accepts (none without them).
    bedrockVersionRule: geyser ? bedrockRuleText(locale, geyser) : null,
    // Which Java versions get in: the one text of this config, filled in (the five texts of every
    // config were 0.4 KiB gzip on every newcomer page).
    versionRule: versionRuleText(locale, facts),
    ...inLocale(newcomerSources, locale),
    stepTitle: Object.fromEntries(
      (Object.keys(stepText) as StepId[]).map((id) => [
        id,
        fillText(forLocale(stepWords(stepText[id], facts.clientVersions, newest).title, locale), values),
      ]),
    ) as Record<StepId, string>,
    bot: botWords(bot, locale),
  };
}

export type NewcomerText = ReturnType<typeof newcomerText>;

/**
 * What the launcher warnings read (src/components/LauncherLimits), both languages (the source of
 * `@site-generated/launcher-limits-text.json`).
 */
export const launcherLimitsSources = {
  hmclRegion: hmclRegionText,
  // How the language joins two sentences (the newcomer words' own).
  sentenceGap: newcomerWords.sentenceGap,
};

/** The launcher warnings' words in one locale, with HMCL's own labels they name (data/screens/hmcl.yml). */
export function launcherLimitsText(locale: SiteLocale, hmclLabels: LabelSet) {
  const keys = Object.keys(hmclRegionLock.labels) as HmclLockLabel[];
  return {
    ...inLocale(launcherLimitsSources, locale),
    hmclLockLabels: Object.fromEntries(
      keys.map((name) => [name, labelText(hmclLabels, hmclRegionLock.labels[name], locale)]),
    ) as Record<HmclLockLabel, string>,
  };
}

export type LauncherLimitsText = ReturnType<typeof launcherLimitsText>;

/** The words of the home page's list of paths in one locale. */
export const newcomerPathsText = (locale: SiteLocale) => inLocale(newcomerPathsSources, locale);

export type NewcomerPathsText = ReturnType<typeof newcomerPathsText>;

/** What the Java page's mirror links read (src/components/Newcomer/Java.tsx), both languages. */
export const newcomerJavaSources = {mirror: pick(boxText, isJavaKey)};

/** The words of the Java page's mirror links in one locale. */
export const newcomerJavaText = (locale: SiteLocale) => inLocale(newcomerJavaSources, locale);

export type NewcomerJavaText = ReturnType<typeof newcomerJavaText>;

/** A duration in `locale`'s words (i18n/<locale>/site-text.json `time`), as the pages write it. */
export const hoursIn = (hours: number, locale: SiteLocale): string =>
  formatHours(hours, inLocale(siteTexts.time, locale));

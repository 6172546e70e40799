/**
 * The newcomer path: how a new player gets from "I want to play" to "I am in
 * the game", worked out from config/community.ts (which accounts the server
 * accepts, whether there is a whitelist) — pure data, no React.
 *
 * The home page lists these paths, every page on them ends with a "next step"
 * box built from the same list (src/components/Newcomer), and the intro's
 * flow chart is checked against it by a unit test, so the three cannot drift
 * apart.
 */
import type {Admission, ClientVersions, JavaLogin} from '@site/config/community';
import {localePrefixOf, type SiteLocale as Locale} from '../../config/locale';

export type {Locale};

/** The parts of config/community.ts the path depends on. */
export interface PathConfig {
  login: JavaLogin;
  admission: Admission;
  /** Whether the address card shows the server's live status (config/community.ts `serverStatus`). */
  serverStatus?: {enabled: boolean};
  /** Another way to reach the admins than the chat (config/community.ts `otherContact`). */
  otherContact?: unknown;
  /** The Java Edition endpoint (config/community.ts `java`): its port decides `<ForConfig port>`. */
  java?: {port: number};
  /** The skin site (config/community.ts `skinSite`): whether sign-up creates the player decides `<ForConfig player>`. */
  skinSite?: {signup?: {playerNameAtSignup?: boolean}};
  /** "Can I join with my version?" (config/community.ts `joinCheck`): decides `<ForConfig check>`. */
  joinCheck?: {enabled: boolean};
}

/** The newcomer paths, in the home page's order (where the config has them). */
export const PATH_IDS = ['java-microsoft', 'java-skin', 'bedrock'] as const;
export type PathId = (typeof PATH_IDS)[number];
/** Every step of the newcomer path and its side trips (SIDE_TRIPS), in no particular order. */
export const STEP_IDS = [
  'skin-account',
  'whitelist',
  'official-launcher',
  'java',
  'launcher',
  'account',
  'join-java',
  'join-bedrock',
] as const;
export type StepId = (typeof STEP_IDS)[number];

/** The id of step `at`'s "next step" box (src/components/Newcomer NextStep), which pages link to. */
export const nextStepId = (at: StepId): string => `next-step-${at}`;

/** A doc's "Next" card at its end (nextStepCard). */
interface NextStepCard {
  href: string;
  step: StepId;
  /** Back from a side trip (SIDE_TRIPS): the card says where to carry on, not the step's title. */
  back: boolean;
  /** The last step: on to the first hour in the game. */
  end?: true;
  /** Back from a side trip to a step in both launchers' guides: each guide's place, by launcher. */
  launchers?: {launcher: Launcher; href: string}[];
}

/**
 * Where a doc's "Next" card at its end leads when its front matter names its "next step" box
 * (`next_step`, src/theme/DocItem/Paginator): forward, to the step after it, when every path that
 * reaches the step goes on the same way (the box's one link); from the last step (joining the
 * server), to the first hour in the game (FIRST_HOUR, `end`); else nothing (where the paths part,
 * paginatorCards gives each path its own card). Never back up the page. An unknown step throws,
 * naming the file.
 */
export function nextStepCard(
  config: PathConfig,
  nextStep: unknown,
  source: string,
): NextStepCard | undefined {
  if (nextStep === undefined) return undefined;
  if (!(STEP_IDS as readonly unknown[]).includes(nextStep)) {
    throw new Error(
      `${source}: front matter next_step is ${JSON.stringify(nextStep)}; it names a NextStep box of the page: one of ${STEP_IDS.join(', ')}`,
    );
  }
  const next = nextSteps(config, nextStep as StepId);
  // The last step of every path that has it (joining the server): on to the first hour in the game.
  if (next.length === 0 && isLastStep(config, nextStep as StepId)) {
    return {href: href(FIRST_HOUR), step: nextStep as StepId, back: false, end: true};
  }
  if (next.length !== 1) return undefined;
  const step = next[0]!.step;
  const back = SIDE_TRIPS[nextStep as StepId] !== undefined;
  // Back from a side trip to a step in two launchers' guides (the Java page): the reader came from one
  // of them, so both, each by name (strict reading 24: the card led PCL readers into HMCL's guide).
  const main = (Object.keys(launcherPage) as Launcher[]).find((l) => launcherPage[l] === step.page);
  if (back && main && step.also) {
    return {
      href: href(step),
      step: step.id,
      back,
      launchers: [
        {launcher: main, href: href(step)},
        {launcher: step.also.launcher, href: href(step.also)},
      ],
    };
  }
  return {href: href(step), step: step.id, back};
}

/**
 * The "Next" cards of `page` for a reader whose path is not known (the HTML, a first visit from a
 * search): one per distinct next step of the paths through the page (pathNextCard), with the paths
 * that take it, in the home page's order. Where the paths part (getting started, the bot page, the
 * launcher page: strict readings 23 and 24 found the one shared card sending two of three readers
 * the wrong way), each reader finds their own by the path's name. Empty where no path goes.
 */
export function pathNextChoices(
  config: PathConfig,
  page: string,
): {paths: PathId[]; card: {href: string; step: StepId; end?: true}}[] {
  const choices: {paths: PathId[]; card: {href: string; step: StepId; end?: true}}[] = [];
  for (const path of newcomerPaths(config)) {
    const card = pathNextCard(config, page, path.id);
    if (!card) continue;
    const same = choices.find((c) => c.card.href === card.href);
    if (same) same.paths.push(path.id);
    else choices.push({paths: [path.id], card});
  }
  return choices;
}

export interface Step {
  id: StepId;
  /** Page route without hash, e.g. `/docs/clerk/`. */
  page: string;
  /** Section the step starts at, without `#`. */
  hash: string;
  /**
   * The same step on another launcher's page, for readers who chose that
   * launcher (the launcher step opens the HMCL guide; PCL readers get the PCL guide).
   */
  also?: {launcher: Launcher; page: string; hash: string};
}

/** The launchers the pages explain (docs/LancherConfig). */
export type Launcher = 'hmcl' | 'pcl';

export interface NewcomerPath {
  id: PathId;
  steps: Step[];
  /**
   * Another way to the same end that the path's reader may take instead (the Microsoft path's
   * HMCL or PCL, for a reader who prefers them to the official launcher): not listed on the home
   * page nor drawn in the flow chart, but the "next step" boxes along it carry that reader on.
   */
  detour?: Step[];
}

/**
 * Minecraft's own profile page, where a Microsoft account's Java Edition profile name shows after
 * signing in (the page PCL's change-name button opens, BtnEditName_Click; minecraft.net picks the
 * reader's language).
 */
export const MINECRAFT_PROFILE_URL = 'https://www.minecraft.net/msaprofile/mygames/editprofile';

export const ROUTES = {
  intro: '/docs/intro',
  start: '/docs/First/Readme/',
  java: '/docs/First/Readme/java-an-zhuang-ji-shi-yong',
  skin: '/docs/First/Readme/pi-fu-zhan-wen-dang',
  launchers: '/docs/LancherConfig/',
  hmcl: '/docs/LancherConfig/hmcl-qi-dong-qi',
  pcl: '/docs/LancherConfig/pcl-qi-dong-qi',
  join: '/docs/serverDocs/',
  joinJava: '/docs/serverDocs/java-ban-jia-ru-fu-wu-qi',
  joinBedrock: '/docs/serverDocs/ji-yan-ban-jia-ru-fu-wu-qi',
  bot: '/docs/clerk/',
  botCommands: '/docs/clerk/COMMANDS',
  faq: '/docs/Q&A/fuwuqi-wen-da',
  cannotJoin: '/docs/Q&A/jin-bu-qu-de-yuan-yin',
  help: '/docs/Q&A/ru-he-qiu-zhu',
  rules: '/docs/notice/fu-wu-qi-gui-ze',
} as const;

/**
 * Where the newcomer path's rows are: the home page's section (src/pages/index.tsx) and each row's id
 * there (src/components/Newcomer/Paths.tsx). Getting started and "back to your path" link them.
 */
export const PATH_ROWS = {page: '/', section: 'start-here', row: (id: string) => `path-${id}`} as const;

/** Which Java Edition versions the server lets in: config `clientVersions`, `exact` when left out. */
export const clientVersionsOf = (config: {clientVersions?: ClientVersions}): ClientVersions =>
  config.clientVersions ?? 'exact';

/**
 * The newest Java Edition release the server lets in, where newer ones get in and config names it
 * (`newestClientVersion`); undefined otherwise (with `exact` only `gameVersion` gets in).
 */
export const newestClientOf = (config: {
  clientVersions?: ClientVersions;
  newestClientVersion?: string;
}): string | undefined => (clientVersionsOf(config) === 'exact' ? undefined : config.newestClientVersion);

/**
 * The one statement of which Java Edition versions get in, for a config: the range up to config
 * `newestClientVersion` where it is set and newer releases get in (`versionRuleUpTo`), else the
 * words of `clientVersions` (`versionRule`; strict readings, issue 45: "newer releases usually get
 * in, but not always" on five pages left an owner to find the limit by failing). `values` fill
 * its `{gameVersion}` and `{newest}`.
 */
export function versionRuleOf<T>(
  words: {
    versionRule: Record<ClientVersions, T>;
    versionRuleUpTo: Record<Exclude<ClientVersions, 'exact'>, T>;
  },
  config: {gameVersion: string; clientVersions?: ClientVersions; newestClientVersion?: string},
): {words: T; values: {gameVersion: string; newest: string}} {
  const value = clientVersionsOf(config);
  const newest = newestClientOf(config);
  return {
    words: value !== 'exact' && newest ? words.versionRuleUpTo[value] : words.versionRule[value],
    values: {gameVersion: config.gameVersion, newest: newest ?? ''},
  };
}

/**
 * A step's title and body for the server's version rule: a step's `whenNewerGetsIn` words where newer
 * releases get in (the official launcher's: an installation of the server's version, which always gets
 * in; `whenNewestKnown`'s where config also names the newest release, `newest`, filled in as `{newest}`),
 * else its own. `versionInBody`: the words say which version gets in themselves, so the row adds
 * no <VersionRule /> (strict readings, issue 45: "make an installation of 1.21.4" beside "newer
 * releases usually get in" read as advice against advice; "play, and an installation only when
 * refused" left the reader to find out by failing).
 */
export function stepWords<
  T,
  W extends {title: T; body: T; whenNewerGetsIn?: {title: T; body: T}; whenNewestKnown?: {title: T; body: T}},
>(words: W, clientVersions: ClientVersions, newest?: string): W & {versionInBody: boolean} {
  // With the newest release named, the words give the range and let a reader already on one of it
  // play (strict reading 43: "make an installation of 1.21.4, it always gets in" sent an owner whose
  // version already got in to download a second one, against the launcher page).
  const loose =
    clientVersions !== 'exact' ? ((newest && words.whenNewestKnown) ?? words.whenNewerGetsIn) : undefined;
  return {...words, ...loose, versionInBody: loose !== undefined};
}

/** The section id every join page gives its "you are in" section. */
export const YOU_ARE_IN = 'you-are-in';

export const acceptsMicrosoft = (login: JavaLogin): boolean => login !== 'skinSite';
export const acceptsSkinSite = (login: JavaLogin): boolean => login !== 'microsoft';

/**
 * The rows of getting started that are not paths, in its order: no offline accounts (only where the
 * server takes no skin-site accounts, whose path is the offline player's way in), a console, and the
 * other cases (NetEase's edition, Java on a phone). Each is `#path-<id>` there
 * (src/components/Newcomer/Paths.tsx); links from other pages (the handover's, a search result's) open them.
 */
export const infoRows = (login: JavaLogin): ('offline' | 'console' | 'other')[] => [
  ...(acceptsSkinSite(login) ? [] : (['offline'] as const)),
  'console',
  'other',
];
export const hasWhitelist = (admission: Admission): boolean => admission.whitelist === 'bot';

/** The conditions of a `<ForConfig>` block: a space-separated list of login values, an admission kind. */
export interface ForConfigCondition {
  login?: string;
  admission?: string;
  /** 'on': only when the address card shows the live status; 'off': only when it does not. */
  status?: string;
  /** 'other': only when the community has another way than the chat (`otherContact`); 'none': only without. */
  contact?: string;
  /**
   * 'other': only when the Java Edition port is not the game's default (then it is typed after the
   * address); 'default': only when it is (the address alone is enough).
   */
  port?: string;
  /**
   * 'atSignup': only where the skin site's sign-up creates the player (`skinSite.signup.playerNameAtSignup`);
   * 'after': only where it does not, or the site's settings are not known.
   */
  player?: string;
  /** 'on': only where the pages show "Can I join with my version?" (`joinCheck.enabled`); 'off': only where not. */
  check?: string;
}

/** Java Edition's default server port: the game adds it when the address has none. */
export const JAVA_DEFAULT_PORT = 25565;

/** Whether a `<ForConfig>` block is shown with this configuration. */
export function forConfigMatches(
  {login, admission, status, contact, port, player, check}: ForConfigCondition,
  config: PathConfig,
): boolean {
  if (login && !login.split(/\s+/).includes(config.login)) return false;
  if (admission && admission !== config.admission.whitelist) return false;
  if (status && (status === 'on') !== Boolean(config.serverStatus?.enabled)) return false;
  if (contact && (contact === 'other') !== Boolean(config.otherContact)) return false;
  if (port && (port === 'other') !== ((config.java?.port ?? JAVA_DEFAULT_PORT) !== JAVA_DEFAULT_PORT)) {
    return false;
  }
  if (player && (player === 'atSignup') !== (config.skinSite?.signup?.playerNameAtSignup === true))
    return false;
  if (check && (check === 'on') !== Boolean(config.joinCheck?.enabled)) return false;
  return true;
}

/**
 * Where a reader who has just chosen a launcher starts on its page: the
 * download section, the same id in both languages. The sign-in sections come
 * later on the page, after the launcher is installed (and, on PCL, after the
 * game is: PCL's skin-site login is set per installed game version).
 */
export const LAUNCHER_START: Record<Launcher, string> = {hmcl: 'download', pcl: 'download'};

/**
 * The launcher choice's section for a reader whose friend set a launcher up: where it came from,
 * and how to tell HMCL from PCL. The same id in both languages.
 */
export const FRIENDS_LAUNCHER = 'friends-launcher';

/**
 * Where each launcher's page signs in each kind of Java account: the section
 * id, the same in both languages (HMCL: 微软账户 / 外置登录; PCL: 正版登录 / 第三方登录).
 */
export const SIGN_IN: Record<'java-microsoft' | 'java-skin', Record<Launcher, string>> = {
  'java-microsoft': {hmcl: 'microsoft-account', pcl: 'microsoft-account'},
  'java-skin': {hmcl: 'authlib-injector', pcl: 'authlib-injector'},
};

const launcherPage: Record<Launcher, string> = {hmcl: ROUTES.hmcl, pcl: ROUTES.pcl};

/** Each launcher's name as the pages write it. */
export const LAUNCHER_NAME: Record<Launcher, string> = {hmcl: 'HMCL', pcl: 'PCL'};

/**
 * A step's title with the launcher its link opens (`{launcher}`, by the page of `href`): the
 * account step opens PCL's guide on the skin-site path and HMCL's on the official launcher's detour
 * (strict reading 47: "Get HMCL or PCL" opened PCL's guide, HMCL's in brackets).
 */
export function titleFor(title: string, href: string): string {
  const page = href.split('#')[0];
  const launcher = (Object.keys(launcherPage) as Launcher[]).find((l) => launcherPage[l] === page);
  return launcher ? fillText(title, {launcher: LAUNCHER_NAME[launcher]}) : title;
}

/** The sign-in section of one launcher's page for one kind of account, e.g. `/docs/LancherConfig/pcl-qi-dong-qi#authlib-injector`. */
export const signInHref = (path: 'java-microsoft' | 'java-skin', launcher: Launcher): string =>
  `${launcherPage[launcher]}#${SIGN_IN[path][launcher]}`;

/** Where the Java page's install steps start (the version table is reference, further down). */
export const JAVA_START = 'install-java';

/**
 * Pages off the path that a step sends some readers to, each with the step it sends them back to and
 * the section of that step's pages to come back at: the Java page, for a reader whose HMCL will not
 * open (or whose launcher asks for Java), returns to the launcher guide where the launcher is opened
 * for the first time (PCL's: where it could not find Java), not to its download (a strict reading, issue 45: "I have HMCL already; why
 * download it again?"). Its "next step" box leads there (nextSteps); no path lists it.
 */
export const SIDE_TRIPS: Partial<Record<StepId, {to: StepId; hash: Record<Launcher, string>}>> = {
  // PCL opens without Java: its readers come from "can't find a suitable Java" when the game starts,
  // and go back there (strict reading 26); HMCL's from its first launch.
  java: {to: 'account', hash: {hmcl: 'first-launch', pcl: 'java-not-found'}},
};

/**
 * A step in two launchers' guides, at each one's section `hash` (a side trip's way back), the first
 * launcher of `launcherPage` as its page and the other beside it; a step in one page keeps its page.
 */
function backTo(step: Step, hash: Record<Launcher, string>): Step {
  const launchers = Object.keys(launcherPage) as Launcher[];
  const own = launchers.find((l) => launcherPage[l] === step.page);
  if (!own || !step.also) return {...step, hash: own ? hash[own] : step.hash};
  const [first, second] = launchers;
  return {
    ...step,
    page: launcherPage[first!],
    hash: hash[first!],
    also: {...step.also, launcher: second!, page: launcherPage[second!], hash: hash[second!]},
  };
}

/** Every path the config allows, in the order the home page lists them. */
export function newcomerPaths(config: PathConfig): NewcomerPath[] {
  const whitelist = hasWhitelist(config.admission);
  const applyJava = (): Step[] =>
    whitelist ? [{id: 'whitelist' as const, page: ROUTES.bot, hash: 'whitelist'}] : [];
  const joinJava = (): Step => ({id: 'join-java', page: ROUTES.joinJava, hash: 'add-server'});
  // A launcher of the site's guides (HMCL, or PCL), sign-in and the game in it. Java is not a step:
  // PCL and HMCL fetch the game's Java themselves, so only a reader whose HMCL will not open needs the
  // Java page, a side trip from the guide (SIDE_TRIPS; strict readings, issue 45: "install Java if
  // needed" before "choose a launcher" sent readers to a page whose first advice was to open HMCL).
  // `first`: the launcher the step's link opens, the other one beside it. A skin-site account is PCL's
  // on Windows, most readers' computer (strict reading 44: the launcher page said "take PCL" and the
  // step's link opened HMCL's download, which then needs Java); the official launcher's detour too
  // (strict reading 50: HMCL there contradicted the launcher page's "Windows: PCL").
  const accountStep = (first: Launcher): Step => {
    const other: Launcher = first === 'hmcl' ? 'pcl' : 'hmcl';
    return {
      id: 'account',
      page: ROUTES[first],
      hash: LAUNCHER_START[first],
      also: {launcher: other, page: ROUTES[other], hash: LAUNCHER_START[other]},
    };
  };
  const launcherSteps = (first: Launcher): Step[] => [
    // To the choice itself: a launcher a friend set up is the home row's own box (strict reading 19:
    // the section above the choice read as the choice).
    {id: 'launcher', page: ROUTES.launchers, hash: 'choose'},
    accountStep(first),
  ];
  const paths: NewcomerPath[] = [];
  if (acceptsMicrosoft(config.login)) {
    // The official launcher brings its own Java and signs in with Microsoft accounts: the short
    // way. HMCL and PCL stay a detour for readers who prefer them (e.g. faster downloads in China).
    paths.push({
      id: 'java-microsoft',
      steps: [
        ...applyJava(),
        {id: 'official-launcher', page: ROUTES.launchers, hash: 'official-launcher'},
        joinJava(),
      ],
      detour: [...launcherSteps('pcl'), joinJava()],
    });
  }
  if (acceptsSkinSite(config.login)) {
    // The official launcher cannot sign in with a skin-site account.
    paths.push({
      id: 'java-skin',
      steps: [
        {id: 'skin-account', page: ROUTES.skin, hash: 'register'},
        ...applyJava(),
        // One step for the launcher, its first words the case of a launcher a friend set up (strict
        // readings 67 and 68, both languages: "keep a friend's launcher, or get a new one", then "a
        // new launcher: get PCL", read as two steps saying the same and lost the reader between them).
        // The launcher page's choice stays the detour's step, and the step's body links to it.
        accountStep('pcl'),
        joinJava(),
      ],
      // Through the launcher page's choice, for a reader who opens it (its next-step box and "Next"
      // card carry them on to the guides, on a site with skin-site accounts only too).
      detour: [...launcherSteps('pcl'), joinJava()],
    });
  }
  paths.push({
    id: 'bedrock',
    steps: [
      ...(whitelist ? [{id: 'whitelist' as const, page: ROUTES.bot, hash: 'bedrock'}] : []),
      {id: 'join-bedrock', page: ROUTES.joinBedrock, hash: 'update-bedrock'},
    ],
  });
  return paths;
}

/**
 * Where the releases that get in run from the old numbering into the year-based one Java Edition
 * uses from 2026 ("1.21.4 to 26.2"), the first parts of both ({old}: "1", {year}: "26"); else
 * undefined. Strict reading 50 (zh): the range read as a jump backwards, and only the FAQ said why not.
 */
export function yearNumbering(gameVersion: string, newest?: string): {old: string; year: string} | undefined {
  const old = gameVersion.split('.')[0]!;
  const year = newest?.split('.')[0];
  if (!year || !/^\d+$/.test(old) || !/^\d+$/.test(year)) return undefined;
  return Number(old) < Number(year) && Number(year) >= 26 ? {old, year} : undefined;
}

export const href = (step: Pick<Step, 'page' | 'hash'>): string => `${step.page}#${step.hash}`;

/**
 * Where every path leads once the reader is in the game: getting started's first hour (its section
 * `{#first-hour}`, which tests/next-step-pager.test.ts requires in every language).
 */
export const FIRST_HOUR = {page: ROUTES.start, hash: 'first-hour'} as const;

/**
 * Where the "Next" card of `page` leads a reader whose path is known (the row they last opened,
 * src/lib/readerPath.ts): on getting started, to the path's first step; on a page of the path's
 * steps (or of its detour, or the same step in the other launcher's guide), to the step after the
 * last one on that page, or from the last step to the first hour (`end`). Undefined on any other
 * page. Unlike nextStepCard, it follows the one path where the paths part (the bot page) and where a
 * page holds steps of two paths (the launcher page: HMCL for one, the official launcher for another).
 */
export function pathNextCard(
  config: PathConfig,
  page: string,
  pathId: PathId,
): {href: string; step: StepId; end?: true} | undefined {
  const path = newcomerPaths(config).find((p) => p.id === pathId);
  if (!path) return undefined;
  const first = path.steps[0];
  if (page === ROUTES.start && first) return {href: href(first), step: first.id};
  for (const steps of [path.steps, path.detour ?? []]) {
    let at = -1;
    steps.forEach((s, i) => {
      if (s.page === page || s.also?.page === page) at = i;
    });
    if (at < 0) continue;
    const next = steps[at + 1];
    if (next) return {href: href(next), step: next.id};
    return {href: href(FIRST_HOUR), step: steps[at]!.id, end: true};
  }
  return undefined;
}

/** One "Next" card of a doc page (paginatorCards): where it leads and what its title says. */
export type PaginatorCard = {href: string} & (
  {kind: 'step'; step: StepId} | {kind: 'end'} | {kind: 'back'; launcher: Launcher}
) & {
    /** Whose card it is, where the page has one per path (the paths' ids). */
    paths?: PathId[];
  };

/**
 * Whether a "Next" card's step is Bedrock's application, which starts by signing in to the game
 * (the gamertag to write shows only then; the flow chart and the home page say it first). A strict
 * reading (36) found getting started's Bedrock card saying "apply" where the chart said "sign in".
 */
export const cardSignsInFirst = (card: PaginatorCard, path: PathId | undefined): boolean =>
  card.kind === 'step' &&
  card.step === 'whitelist' &&
  (card.paths ? card.paths.length > 0 && card.paths.every((p) => p === 'bedrock') : path === 'bedrock');

/** The Bedrock join page's sign-in section, whose next section is applying. */
export const BEDROCK_SIGN_IN = `${ROUTES.joinBedrock}#sign-in`;

/**
 * Where a "Next" card leads: its step, or for Bedrock's card to applying, the sign-in section its
 * title names first (strict reading 48, in Chinese: the card said "sign in, then apply" and opened
 * the bot page).
 */
export const cardHref = (card: PaginatorCard, path: PathId | undefined): string =>
  cardSignsInFirst(card, path) ? BEDROCK_SIGN_IN : card.href;

/**
 * Pages a step has its reader read first, by the step they go back to: the rules page, whose
 * one-minute summary the whitelist step asks for before applying (ReadRules). Its "Next" led on to
 * joining the server, past the application (strict reading 25).
 */
const READ_BEFORE: Partial<Record<string, StepId>> = {[ROUTES.rules]: 'whitelist'};

/**
 * The reader's remembered path where it goes through the doc at `route` (one of its steps or its
 * detour's, getting started, or a page read before one of its steps); else undefined, as for a
 * reader whose path is not known. A Java reader who once opened the Bedrock row got Bedrock's
 * "sign in to the game" card on the skin-site page, which only the Java path reads (strict reading 50).
 */
export function pathThrough(config: PathConfig, route: string, path: PathId | undefined): PathId | undefined {
  if (!path) return undefined;
  const before = READ_BEFORE[route];
  if (before) {
    const own = newcomerPaths(config).find((p) => p.id === path);
    return own?.steps.some((s) => s.id === before) ? path : undefined;
  }
  return pathNextCard(config, route, path) ? path : undefined;
}

/**
 * The "Next" cards at the end of the doc at `route` (src/theme/DocItem/Paginator): on a page read
 * before a step (READ_BEFORE), back to that step of the reader's path, or one per path (at the path's
 * first step, which may come before it); for a reader
 * whose path is known, that path's own (pathNextCard); else, where the paths part, one per path
 * (pathNextChoices); back from a side trip, one per launcher guide; else the one the front matter's
 * `next_step` gives every reader (nextStepCard). None: the theme's card, the sidebar's next doc.
 */
export function paginatorCards(
  config: PathConfig,
  route: string,
  card: NextStepCard | undefined,
  remembered: PathId | undefined,
): PaginatorCard[] {
  const path = pathThrough(config, route, remembered);
  const one = (c: {href: string; step: StepId; end?: true}): PaginatorCard =>
    c.end ? {href: c.href, kind: 'end'} : {href: c.href, kind: 'step', step: c.step};
  const before = READ_BEFORE[route];
  if (before) {
    const back: {paths: PathId[]; step: Step}[] = [];
    for (const p of newcomerPaths(config)) {
      const own = p.steps.find((s) => s.id === before);
      if (!own || (path && path !== p.id)) continue;
      // Back to that step itself, on every path: a skin-site reader comes here from applying, after
      // registering (strict reading 52: a card back to registering contradicted the page's "go on to
      // apply"). The application section says to register first for one who has not (strict
      // reading 41 had found the Java card skipping registration).
      const step = own;
      const same = back.find((b) => href(b.step) === href(step));
      if (same) same.paths.push(p.id);
      else back.push({paths: [p.id], step});
    }
    // A reader who has joined already (the join pages send them here to read the rules) goes on to
    // the first hour instead (strict reading 34: every card led back to applying).
    const joined: PaginatorCard = {href: href(FIRST_HOUR), kind: 'end'};
    // Without that step (no whitelist), the page's own next doc.
    if (back.length === 1) return [{href: href(back[0]!.step), kind: 'step', step: back[0]!.step.id}, joined];
    if (back.length > 1)
      return [
        ...back.map((b): PaginatorCard => ({
          href: href(b.step),
          kind: 'step',
          step: b.step.id,
          paths: b.paths,
        })),
        joined,
      ];
  }
  const own = path && pathNextCard(config, route, path);
  if (own) return [one(own)];
  const choices = path ? [] : pathNextChoices(config, route);
  if (choices.length > 1) return choices.map((c) => ({...one(c.card), paths: c.paths}));
  if (card?.launchers) return card.launchers.map((l) => ({href: l.href, kind: 'back', launcher: l.launcher}));
  return card ? [one(card)] : [];
}

/** Whether `at` ends a path (its steps or its detour). */
function isLastStep(config: PathConfig, at: StepId): boolean {
  return newcomerPaths(config).some((path) =>
    [path.steps, path.detour ?? []].some((steps) => steps.at(-1)?.id === at),
  );
}

export interface NextStep {
  /** The paths this next step belongs to. */
  paths: PathId[];
  step: Step;
  /** Whether it is on those paths' detour only (HMCL or PCL instead of the official launcher). */
  detour: boolean;
}

/**
 * What comes after step `at` on every path that has it (on its steps or its detour), one entry
 * per distinct next page (paths that continue the same way share an entry); for a side trip
 * (SIDE_TRIPS), the step it returns to on every path that has that one. An empty list means the
 * step is the last one.
 */
export function nextSteps(config: PathConfig, at: StepId): NextStep[] {
  const result: NextStep[] = [];
  const back = SIDE_TRIPS[at];
  for (const path of newcomerPaths(config)) {
    for (const [steps, detour] of [
      [path.steps, false],
      [path.detour ?? [], true],
    ] as const) {
      const index = steps.findIndex((s) => s.id === at);
      const found = back ? steps.find((s) => s.id === back.to) : index >= 0 ? steps[index + 1] : undefined;
      if (!found) continue;
      // Back from a side trip: to each launcher's own section, in LAUNCHERS' order whichever launcher
      // the path's step opens first (the paths then share one way back).
      const next: Step = back ? backTo(found, back.hash) : found;
      const same = result.find((r) => href(r.step) === href(next));
      if (!same) result.push({paths: [path.id], step: next, detour});
      else {
        if (!same.paths.includes(path.id)) same.paths.push(path.id);
        same.detour &&= detour;
      }
    }
  }
  return result;
}

/** The words of a duration in one locale (`time` of i18n/<locale>/site-text.json): "{n} 小时". */
export interface TimeUnits {
  minute: string;
  minutes: string;
  hour: string;
  hours: string;
  days: string;
}

/** "2 小时" / "2 hours", "30 分钟" / "30 minutes", "2 天" / "2 days", in the words `units` gives. */
export function formatHours(hours: number, units: TimeUnits): string {
  const say = (template: string, n: number) => template.replace('{n}', String(n));
  if (hours < 1) {
    const minutes = Math.round(hours * 60);
    return say(minutes === 1 ? units.minute : units.minutes, minutes);
  }
  if (hours >= 48 && hours % 24 === 0) return say(units.days, hours / 24);
  return say(hours === 1 ? units.hour : units.hours, hours);
}

/**
 * The name of a group of paths sharing a next step, from the path names and words of one locale
 * (what a page ships: src/lib/newcomerText.ts).
 */
export function pathGroupNameIn(
  paths: PathId[],
  names: Record<PathId, string>,
  words: {javaEdition: string; listSeparator: string},
): string {
  const java = paths.filter((p) => p.startsWith('java-'));
  if (java.length === 2 && paths.length === 2) return words.javaEdition;
  return paths.map((p) => names[p]).join(words.listSeparator);
}

/** The set-up links after "Which account gets me in?" (their words: `accountHowTo` of the site's texts). */
export type AccountLinkId = 'microsoftHmcl' | 'microsoftPcl' | 'skinRegister' | 'skinHmcl' | 'skinPcl';

interface AccountLink {
  /** Stable name for tests and `data-account-link`. */
  id: AccountLinkId;
  /** Route with hash. */
  to: string;
}

/**
 * The set-up links after "Which account gets me in?": each accepted account, in HMCL and in PCL, or
 * in one launcher only (`launcher`: a launcher's own page links its own sections, not the other's).
 */
export function accountLinks(login: JavaLogin, launcher?: Launcher): AccountLink[] {
  const links: AccountLink[] = [];
  const link = (id: AccountLink['id'], to: string) => links.push({id, to});
  const hmcl = launcher !== 'pcl';
  const pcl = launcher !== 'hmcl';
  if (acceptsMicrosoft(login)) {
    if (hmcl) link('microsoftHmcl', signInHref('java-microsoft', 'hmcl'));
    if (pcl) link('microsoftPcl', signInHref('java-microsoft', 'pcl'));
  }
  if (acceptsSkinSite(login)) {
    link('skinRegister', `${ROUTES.skin}#register`);
    if (hmcl) link('skinHmcl', signInHref('java-skin', 'hmcl'));
    if (pcl) link('skinPcl', signInHref('java-skin', 'pcl'));
  }
  return links;
}

/**
 * The steps of a Java path a reader can do on the phone they are reading on (register on the skin
 * site, apply for the whitelist in the chat app): the rest of a Java path happens on the computer
 * the game runs on, so the home page's Java rows hand the reader over (src/components/Newcomer/Paths.tsx).
 */
const PHONE_STEPS: readonly StepId[] = ['skin-account', 'whitelist'];

/** The steps of `path` to do on the phone now; none for Bedrock, which is played on the phone itself. */
export function phoneSteps(path: NewcomerPath): Step[] {
  if (!path.id.startsWith('java-')) return [];
  return path.steps.filter((s) => PHONE_STEPS.includes(s.id));
}

/** The site's address as a reader types it on another device: `https://docs.example.com/` → `docs.example.com`. */
export function shortSiteAddress(siteUrl: string): string {
  const url = new URL(siteUrl);
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.host}${path}`;
}

/**
 * The short address of the site in `locale`: the default locale's pages at the site's root, another
 * locale's under its own path (Docusaurus's `/<locale>/`). Reading 70 (en): "open docs.example.com"
 * sent an English reader to the Chinese pages.
 */
export function shortSiteAddressIn(siteUrl: string, locale: Locale): string {
  return `${shortSiteAddress(siteUrl)}${localePrefixOf(locale)}`;
}

/** `fillText("a {x} b", {x: "y"})` → "a y b": the plain text of a template. */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A mirror folder address for one build, from config's `javaMirror.folder`. */
export function mirrorFolder(
  folder: string,
  parts: {version: number; pkg: 'jre' | 'jdk'; arch: 'x64' | 'aarch64'; os: 'windows' | 'mac' | 'linux'},
): string {
  return folder
    .replaceAll('{version}', String(parts.version))
    .replaceAll('{package}', parts.pkg)
    .replaceAll('{arch}', parts.arch)
    .replaceAll('{os}', parts.os);
}

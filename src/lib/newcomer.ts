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
import type {Admission, ClientVersions, JavaLogin, Localized} from '@site/config/community';
import type {SiteLocale as Locale} from '@site/config/locale';

export type {Locale};

/** The parts of config/community.ts the path depends on. */
export interface PathConfig {
  login: JavaLogin;
  admission: Admission;
  /** Whether the address card shows the server's live status (config/community.ts `serverStatus`). */
  serverStatus?: {enabled: boolean};
  /** Another way to reach the admins than the chat (config/community.ts `otherContact`). */
  otherContact?: unknown;
}

export type PathId = 'java-microsoft' | 'java-skin' | 'bedrock';
export type StepId =
  | 'skin-account'
  | 'whitelist'
  | 'official-launcher'
  | 'java'
  | 'launcher'
  | 'account'
  | 'join-java'
  | 'join-bedrock';

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

/** Which Java Edition versions the server lets in: config `clientVersions`, `exact` when left out. */
export const clientVersionsOf = (config: {clientVersions?: ClientVersions}): ClientVersions =>
  config.clientVersions ?? 'exact';

/**
 * The one statement of which Java Edition version gets a player in, for each value of config
 * `clientVersions` (`{gameVersion}` is config `gameVersion`). Every page that says it shows this text
 * (<VersionRule /> of src/components/Newcomer); tests/version-rule.test.ts keeps other wordings off
 * the pages. The Bedrock side is apart: the latest release, up to what Geyser accepts.
 */
export const versionRule: Record<ClientVersions, Localized> = {
  exact: {
    zh: 'Java 版要用和服务器一样的 {gameVersion}：比它旧的版本和比它新的版本，服务器都会拒绝。',
    en: 'On Java Edition, use {gameVersion}, the version the server runs: the server refuses older and newer versions alike.',
  },
  newer: {
    zh: 'Java 版用和服务器一样的 {gameVersion}，服务器一定接受。比它新的正式版一般也能进（服务器装了让新版本进服的插件），只是新版本刚发布时，可能要等管理员更新这个插件；比 {gameVersion} 旧的版本进不去。',
    en: 'On Java Edition, the server always accepts {gameVersion}, the version it runs. Newer releases usually get in too (a plugin on the server lets them in), but right after a new release you may have to wait until the admins update that plugin; versions older than {gameVersion} cannot join.',
  },
  newerAndOlder: {
    zh: 'Java 版用和服务器一样的 {gameVersion}，服务器一定接受。服务器还装了让其他版本进服的插件，大多数更新或更旧的正式版也能进，只是新版本刚发布时，可能要等管理员更新这些插件。',
    en: 'On Java Edition, the server always accepts {gameVersion}, the version it runs. Plugins on the server let most newer and older releases in as well, but right after a new release you may have to wait until the admins update them.',
  },
};

/** The section id every join page gives its "you are in" section. */
export const YOU_ARE_IN = 'you-are-in';

export const acceptsMicrosoft = (login: JavaLogin): boolean => login !== 'skinSite';
export const acceptsSkinSite = (login: JavaLogin): boolean => login !== 'microsoft';
export const hasWhitelist = (admission: Admission): boolean => admission.whitelist === 'bot';

/** The conditions of a `<ForConfig>` block: a space-separated list of login values, an admission kind. */
export interface ForConfigCondition {
  login?: string;
  admission?: string;
  /** 'on': only when the address card shows the live status; 'off': only when it does not. */
  status?: string;
  /** 'other': only when the community has another way than the chat (`otherContact`); 'none': only without. */
  contact?: string;
}

/** Whether a `<ForConfig>` block is shown with this configuration. */
export function forConfigMatches(
  {login, admission, status, contact}: ForConfigCondition,
  config: PathConfig,
): boolean {
  if (login && !login.split(/\s+/).includes(config.login)) return false;
  if (admission && admission !== config.admission.whitelist) return false;
  if (status && (status === 'on') !== Boolean(config.serverStatus?.enabled)) return false;
  if (contact && (contact === 'other') !== Boolean(config.otherContact)) return false;
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
 * Where each launcher's page signs in each kind of Java account: the section
 * id, the same in both languages (HMCL: 微软账户 / 外置登录; PCL: 正版登录 / 第三方登录).
 */
export const SIGN_IN: Record<'java-microsoft' | 'java-skin', Record<Launcher, string>> = {
  'java-microsoft': {hmcl: 'microsoft-account', pcl: 'microsoft-account'},
  'java-skin': {hmcl: 'authlib-injector', pcl: 'authlib-injector'},
};

const launcherPage: Record<Launcher, string> = {hmcl: ROUTES.hmcl, pcl: ROUTES.pcl};

/** The sign-in section of one launcher's page for one kind of account, e.g. `/docs/LancherConfig/pcl-qi-dong-qi#authlib-injector`. */
export const signInHref = (path: 'java-microsoft' | 'java-skin', launcher: Launcher): string =>
  `${launcherPage[launcher]}#${SIGN_IN[path][launcher]}`;

/** Where the Java step starts: the install steps (the version table is reference, further down). */
export const JAVA_START = 'install-java';

/** Every path the config allows, in the order the home page lists them. */
export function newcomerPaths(config: PathConfig): NewcomerPath[] {
  const whitelist = hasWhitelist(config.admission);
  const applyJava = (): Step[] =>
    whitelist ? [{id: 'whitelist' as const, page: ROUTES.bot, hash: 'whitelist'}] : [];
  const joinJava = (): Step => ({id: 'join-java', page: ROUTES.joinJava, hash: 'add-server'});
  // Java, a launcher of the site's guides (HMCL, or PCL), sign-in and the game in it.
  const launcherSteps = (): Step[] => [
    {id: 'java', page: ROUTES.java, hash: JAVA_START},
    {id: 'launcher', page: ROUTES.launchers, hash: 'which-one'},
    {
      id: 'account',
      page: ROUTES.hmcl,
      hash: LAUNCHER_START.hmcl,
      also: {launcher: 'pcl', page: ROUTES.pcl, hash: LAUNCHER_START.pcl},
    },
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
      detour: [...launcherSteps(), joinJava()],
    });
  }
  if (acceptsSkinSite(config.login)) {
    // The official launcher cannot sign in with a skin-site account.
    paths.push({
      id: 'java-skin',
      steps: [
        {id: 'skin-account', page: ROUTES.skin, hash: 'register'},
        ...applyJava(),
        ...launcherSteps(),
        joinJava(),
      ],
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

export const href = (step: Pick<Step, 'page' | 'hash'>): string => `${step.page}#${step.hash}`;

export interface NextStep {
  /** The paths this next step belongs to. */
  paths: PathId[];
  step: Step;
}

/**
 * What comes after step `at` on every path that has it (on its steps or its detour), one entry
 * per distinct next page (paths that continue the same way share an entry). An empty list means
 * the step is the last one.
 */
export function nextSteps(config: PathConfig, at: StepId): NextStep[] {
  const result: NextStep[] = [];
  for (const path of newcomerPaths(config)) {
    for (const steps of [path.steps, path.detour ?? []]) {
      const index = steps.findIndex((s) => s.id === at);
      const next = index >= 0 ? steps[index + 1] : undefined;
      if (!next) continue;
      const same = result.find((r) => href(r.step) === href(next));
      if (!same) result.push({paths: [path.id], step: next});
      else if (!same.paths.includes(path.id)) same.paths.push(path.id);
    }
  }
  return result;
}

/** "2 小时" / "2 hours", "30 分钟" / "30 minutes", "2 天" / "2 days". */
export function formatHours(hours: number, locale: Locale): string {
  if (hours < 1) {
    const minutes = Math.round(hours * 60);
    return locale === 'en' ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${minutes} 分钟`;
  }
  if (hours >= 48 && hours % 24 === 0) {
    const days = hours / 24;
    return locale === 'en' ? `${days} days` : `${days} 天`;
  }
  return locale === 'en' ? `${hours} hour${hours === 1 ? '' : 's'}` : `${hours} 小时`;
}

/** Who a path is for: the home page's summary line and the flow chart's branch labels. */
export const pathText: Record<PathId, {device: Localized; account?: Localized; summary: Localized}> = {
  'java-microsoft': {
    device: {zh: 'Java 版', en: 'Java Edition'},
    account: {zh: '微软账号', en: 'Microsoft account'},
    summary: {
      zh: '我用电脑（Windows、macOS、Linux）玩 Java 版，买了正版，用微软账号登录',
      en: 'I play Java Edition on a computer (Windows, macOS, Linux) and bought it: I sign in with a Microsoft account',
    },
  },
  'java-skin': {
    device: {zh: 'Java 版', en: 'Java Edition'},
    account: {zh: '皮肤站账号', en: 'Skin-site account'},
    summary: {
      zh: '我用电脑玩 Java 版，但没有买正版、没有微软账号（平时用启动器的离线模式玩）：注册一个免费账号就能进',
      en: 'I play Java Edition on a computer but never bought it and have no Microsoft account (I play in the launcher’s offline mode): a free account gets me in',
    },
  },
  bedrock: {
    device: {zh: '基岩版', en: 'Bedrock Edition'},
    summary: {
      zh: '我用手机或平板（Android、iOS、iPadOS），或在 Windows 上玩基岩版',
      en: 'I play Bedrock Edition on a phone or tablet (Android, iOS, iPadOS) or on Windows',
    },
  },
};

/**
 * Each step: a short label (the flow chart's box), a title and one or two
 * sentences for the home page. `{name}` marks a value the component fills in
 * (links, commands, numbers); see src/components/Newcomer.
 */
export const stepText: Record<
  StepId,
  {label: Localized; title: Localized; body: Localized; bodyFor?: Partial<Record<PathId, Localized>>}
> = {
  'skin-account': {
    label: {zh: '注册皮肤站账号', en: 'Register on the skin site'},
    title: {zh: '注册皮肤站账号并创建角色', en: 'Register on the skin site and create your player'},
    body: {
      zh: '在 {skinSite} 免费注册，不用买游戏，{player}。角色名就是你在服务器里的名字，下一步申请白名单时要用到。{nameRule}离线模式的账号进不了服，要换成这个账号。',
      en: 'Register on the {skinSite}: it is free, no purchase needed. {player}. Its name is your name on the server, and you need it for the next step. {nameRule}Offline-mode accounts cannot join; this account replaces yours.',
    },
  },
  whitelist: {
    label: {zh: '申请白名单', en: 'Apply for the whitelist'},
    title: {zh: '尽早申请白名单', en: 'Apply for the whitelist early'},
    body: {
      zh: '在 {chat}（群号 {chatId}）里发送 {command}，名字要和游戏里一字不差。审核通常在 {wait}内完成，等待的同时做下面几步。',
      en: 'In the {chat} (group {chatId}), send {command}; the name must match your in-game name exactly. Approval usually takes up to {wait}: do the next steps while you wait.',
    },
    bodyFor: {
      // The skin-site reader's name in the game is still an old offline account's until they sign in.
      'java-skin': {
        zh: '在 {chat}（群号 {chatId}）里发送 {command}：名字写你刚在皮肤站创建的角色名，一字不差（不是以前离线账号里的名字）。审核通常在 {wait}内完成，等待的同时做下面几步。',
        en: 'In the {chat} (group {chatId}), send {command} with the player name you just created on the skin site, exactly (not the name of an old offline account). Approval usually takes up to {wait}: do the next steps while you wait.',
      },
      bedrock: {
        zh: '在 {chat}（群号 {chatId}）里发送 {command}：写 Xbox 玩家代号（游戏里 设置 → 账号 一页能看到），空格换成下划线，最后加上 be。审核通常在 {wait}内完成，等待的同时做下一步。',
        en: 'In the {chat} (group {chatId}), send {command}: your Xbox gamertag (in the game under Settings → Account) with spaces replaced by underscores, followed by be. Approval usually takes up to {wait}: do the next step while you wait.',
      },
    },
  },
  // The Microsoft path's way (docs/LancherConfig/index.md#official-launcher): the launcher brings
  // its own Java and takes Microsoft accounts only.
  'official-launcher': {
    label: {zh: '用官方启动器', en: 'Use the official launcher'},
    title: {
      zh: '官方启动器：登录，为 {gameVersion} 新建安装，开始游戏',
      en: 'Official launcher: sign in, make an installation of {gameVersion}, play',
    },
    body: {
      zh: '从 Minecraft 官网下载官方启动器，它自带 Java，不用另装 Java 和 HMCL。用买了 Java 版的微软账户登录，为 {gameVersion} 新建一个「安装」，用它启动游戏。更想用 HMCL 或 PCL（例如在中国大陆下载更快）？从 {launchers} 开始。',
      en: 'Get the official Minecraft Launcher from the Minecraft website: it brings its own Java, so you install neither Java nor HMCL. Sign in with the Microsoft account that owns Java Edition, make an installation of {gameVersion} and play with it. Prefer HMCL or PCL (faster downloads in mainland China, for one)? Start at {launchers}.',
    },
  },
  java: {
    label: {zh: '安装 Java', en: 'Install Java'},
    title: {zh: '安装 Java {java}', en: 'Install Java {java}'},
    body: {
      zh: 'Minecraft {gameVersion} 需要 Java {java}，HMCL 本身也要用 Java 运行。官网下载慢时，用 {mirror}。',
      en: 'Minecraft {gameVersion} needs Java {java}, and HMCL itself runs on Java. If the official download is slow (as it often is in mainland China), use the {mirror}.',
    },
  },
  launcher: {
    label: {zh: '选择启动器', en: 'Choose a launcher'},
    title: {zh: '选一个启动器', en: 'Pick a launcher'},
    // PCL's interface is Chinese only (Meloong-Git/PCL; see docs/LancherConfig/index.md).
    body: {
      zh: '用 HMCL：Windows、macOS、Linux 都能用，本站的步骤以它为例。在 Windows 上用惯了 PCL 的，也可以用 PCL。',
      en: 'Take HMCL: it runs on Windows, macOS and Linux, has an English interface, and this site’s steps use it. PCL runs on Windows only and is in Chinese only.',
    },
    bodyFor: {
      // HMCL locks skin-site sign-in outside mainland China (src/lib/launcherLimits.ts).
      'java-skin': {
        zh: '用 HMCL：Windows、macOS、Linux 都能用，本站的步骤以它为例。朋友已经给你装好了 HMCL 或 PCL，就接着用它（确认是从官方下载的）。在 Windows 上用惯了 PCL 的，也可以用 PCL；电脑不在中国大陆、又没有买过 Java 版的微软账户时，HMCL 不让用皮肤站账号登录，Windows 上要改用 PCL。',
        en: 'Take HMCL: it runs on Windows, macOS and Linux, has an English interface, and this site’s steps use it. A friend already set you up with HMCL or PCL? Keep it (check it came from the official download). PCL runs on Windows only and is in Chinese only: take it on Windows if you read Chinese and prefer it, or on a Windows computer outside mainland China with no Microsoft account that owns Java Edition, where HMCL will not sign in with a skin-site account.',
      },
    },
  },
  account: {
    label: {zh: '装启动器、登录、装游戏', en: 'Launcher, sign-in, game'},
    title: {
      zh: '下载 HMCL，登录，安装 {gameVersion}',
      en: 'Get HMCL, sign in, install {gameVersion}',
    },
    body: {
      zh: '从官方渠道下载启动器并打开，再添加{account}、安装 Minecraft {gameVersion}。指南会按你的启动器需要的顺序一步步带你做。',
      en: 'Download the launcher from its official site and open it, then add your {account} and install Minecraft {gameVersion}. The guide takes you through it in the order your launcher needs.',
    },
  },
  'join-java': {
    label: {zh: '添加服务器', en: 'Add the server'},
    title: {zh: '添加服务器，进服', en: 'Add the server and join'},
    body: {
      zh: '在游戏的 {multiplayer} 菜单里添加服务器 {host}，双击进入。',
      en: 'In the game’s {multiplayer} menu, add the server {host} and double-click it.',
    },
  },
  'join-bedrock': {
    label: {zh: '更新游戏，添加服务器', en: 'Update, add the server'},
    title: {zh: '更新基岩版，添加服务器', en: 'Update Bedrock Edition and add the server'},
    body: {
      zh: '把游戏更新到最新正式版，在 {servers} 标签页添加服务器：地址 {host}，端口 {port}（单独一栏）。',
      en: 'Update the game to the latest release, then add the server on the {servers} tab: address {host}, port {port} (a field of its own).',
    },
  },
};

/** The end of every path in the flow chart. */
export const inGameLabel: Localized = {zh: '进入游戏', en: 'In the game'};

/** Short names of the paths, for "next step" boxes that serve several paths. */
export const pathName: Record<PathId, Localized> = {
  'java-microsoft': {zh: 'Java 版（微软账号）', en: 'Java Edition (Microsoft account)'},
  'java-skin': {zh: 'Java 版（皮肤站账号）', en: 'Java Edition (skin-site account)'},
  bedrock: {zh: '基岩版', en: 'Bedrock Edition'},
};

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

/**
 * Small words of the newcomer components: the placeholders of the whitelist command, the game's
 * menu names the steps bold, and punctuation that differs between the languages.
 */
export const newcomerWords = {
  javaEdition: {zh: 'Java 版', en: 'Java Edition'},
  listSeparator: {zh: '、', en: ', '},
  /** Between a group's name and its link ("Java 版：…"). */
  colon: {zh: '：', en: ': '},
  /** Around "Using PCL: …" after a step. */
  openParen: {zh: '（', en: ' ('},
  closeParen: {zh: '）', en: ')'},
  /** Between two sentences of a paragraph (none in Chinese). */
  sentenceGap: {zh: '', en: ' '},
  playerName: {zh: '你的玩家名', en: 'YourName'},
  /** The skin-site step's {player}: the site creates the player at sign-up (skinSite.signup), or not. */
  playerAtSignup: {
    zh: '注册时填的游戏内角色名就是你的角色',
    en: 'The player name you enter when you register becomes your Minecraft player',
  },
  playerAfter: {zh: '再创建一个角色', en: 'Then create a player'},
  gamertag: {zh: '你的玩家代号 be', en: 'Your_Gamertag be'},
  multiplayer: {zh: '多人游戏', en: 'Multiplayer'},
  /** The official-launcher step's link for readers who prefer HMCL or PCL (the launcher page's #which-one). */
  launchers: {zh: '选择启动器', en: 'choosing a launcher'},
  servers: {zh: '服务器', en: 'Servers'},
} satisfies Record<string, Localized>;

/** "Which account gets me in?": one answer per value of `login`, plus Bedrock's. */
export const accountAnswer: Record<JavaLogin | 'bedrock' | 'question', Localized> = {
  question: {zh: '用哪种账号进服？', en: 'Which account gets me in?'},
  microsoft: {
    zh: 'Java 版用已购买 Minecraft: Java 版的微软账号进服；皮肤站账号和离线账号都进不去。',
    en: 'On Java Edition, you join with a Microsoft account that owns Minecraft: Java Edition; skin-site accounts and offline accounts cannot get in.',
  },
  skinSite: {
    zh: 'Java 版用{skinSite}的账号、通过外置登录（authlib-injector）进服；微软正版账号和离线账号都进不去。',
    en: 'On Java Edition, you join with an account on our {skinSite}, signed in through authlib-injector ("external login"); Microsoft accounts and offline accounts cannot get in.',
  },
  both: {
    zh: 'Java 版可以用已购买 Minecraft: Java 版的微软账号进服，也可以用{skinSite}的账号、通过外置登录（authlib-injector）进服；离线账号进不去。',
    en: 'On Java Edition, you can join with a Microsoft account that owns Minecraft: Java Edition, or with an account on our {skinSite}, signed in through authlib-injector ("external login"); offline accounts cannot get in.',
  },
  bedrock: {
    zh: '基岩版用游戏里登录的 Microsoft 账号，不需要别的账号。',
    en: 'On Bedrock Edition, you use the Microsoft account you are signed in with in the game; no other account is needed.',
  },
};

/** How to set each account up, linked after the answer: one link per launcher, so PCL readers are not sent to HMCL. */
export const accountHowTo = {
  microsoftHmcl: {zh: '在 HMCL 中添加微软账户', en: 'Add a Microsoft account in HMCL'},
  microsoftPcl: {zh: '在 PCL 中正版登录', en: 'Sign in with Microsoft in PCL'},
  skinRegister: {zh: '注册皮肤站账号', en: 'Register on the skin site'},
  skinHmcl: {zh: '在 HMCL 中外置登录', en: 'Sign in with it in HMCL'},
  skinPcl: {zh: '在 PCL 中外置登录', en: 'Sign in with it in PCL'},
} satisfies Record<string, Localized>;

interface AccountLink {
  /** Stable name for tests and `data-account-link`. */
  id: keyof typeof accountHowTo;
  /** Route with hash. */
  to: string;
}

/**
 * The set-up links after "Which account gets me in?": each accepted account, in HMCL and in PCL, or
 * in one launcher only (`launcher`: a launcher's own page links its own sections, not the other's).
 */
export function accountLinks(login: JavaLogin, launcher?: Launcher): AccountLink[] {
  const links: AccountLink[] = [];
  // The link's words are accountHowTo[id].
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

/** The other launcher's link after a step that has one (`Step.also`). */
export const alsoText: Record<Launcher, {intro: Localized; link: Localized}> = {
  hmcl: {
    intro: {zh: '用 HMCL：{link}', en: 'Using HMCL: {link}'},
    link: {zh: 'HMCL 指南', en: 'the HMCL guide'},
  },
  pcl: {
    intro: {zh: '用 PCL：{link}', en: 'Using PCL: {link}'},
    link: {zh: 'PCL 指南', en: 'the PCL guide'},
  },
};

/** The account a path signs in with, for the "sign in" step. */
export const accountName: Record<'java-microsoft' | 'java-skin', Localized> = {
  'java-microsoft': {zh: '微软账户', en: 'Microsoft account'},
  'java-skin': {zh: '外置登录账户（皮肤站账号）', en: 'external-login account (skin-site account)'},
};

export const whitelistText = {
  none: {
    zh: '本服没有白名单：账号能通过验证，就能直接进服。',
    en: 'This server has no whitelist: once your account passes the login check, you can join.',
  },
  wait: {
    zh: '在群里申请白名单后，管理员通常在 {wait}内审核完毕；超过 {remind}还没有结果，再在群里提醒管理员。',
    en: 'After you apply for the whitelist in the chat group, the admins usually review it within {wait}; if there is no answer after {remind}, remind them in the group.',
  },
} satisfies Record<string, Localized>;

export const boxText = {
  stillStuckTitle: {zh: '还是卡住了？', en: 'Still stuck?'},
  stillStuck: {
    zh: '到 {chat}（群号 {chatId}）里问：写清楚做到了哪一步、提示的原文，并附上截图。要发哪些信息、日志在哪里，见 {help}。',
    en: 'Ask in the {chat} (group {chatId}): say which step you reached and the exact message you see, and add a screenshot. What to send and where your logs are: {help}.',
  },
  stillStuckBot: {
    zh: '群里的机器人「{bot}」也能帮忙：发送 {status} 看服务器是否在线。',
    en: 'The group’s bot, {bot}, can help too: send {status} to see whether the server is up.',
  },
  stillStuckBotWhitelist: {
    zh: '发送 {wlStatus} 看白名单审核到了哪一步。',
    en: 'Send {wlStatus} to see where your whitelist application is.',
  },
  helpPage: {zh: '如何求助', en: 'Asking for help'},
  nextStepTitle: {zh: '下一步', en: 'Next step'},
  homeTitle: {zh: '新手路线：从你的设备开始', en: 'Newcomer path: start from your device'},
  /** The home title's first words: the line under the address card links the section by them. */
  homeTitleShort: {zh: '新手路线', en: 'newcomer path'},
  /** Above the home page's address card, with a whitelist ({link}: homeTitleShort, to the section). */
  applyFirst: {
    zh: '本服有白名单：申请通过之前，服务器会拒绝你进入。怎样申请，见下面的 {link}。',
    en: 'This server has a whitelist: until your application is approved, the server turns you away. How to apply: see the {link} below.',
  },
  homeIntroWhitelist: {
    zh: '选出和你一样的一行，按顺序做完。白名单审核最花时间（在群里申请通常 {wait}），所以尽早申请，等待的时候再装游戏。',
    en: 'Open the line that describes you and follow its steps in order. The whitelist review takes longest (usually up to {wait} when you apply in the chat group), so apply as early as you can and set up the game while you wait.',
  },
  /** Added to homeIntroWhitelist where skin-site accounts are accepted: the one step before applying. */
  homeIntroSkinFirst: {
    zh: '用皮肤站账号玩的话，先注册皮肤站账号：申请时填的是它的角色名。',
    en: 'If you play with a skin-site account, register it first: you apply with its player name.',
  },
  /** The Java rows' hand-over from the phone the reader is on to the computer the game runs on. */
  handoverTitle: {zh: '在手机上看这一页？', en: 'Reading this on a phone?'},
  handoverNow: {
    zh: '现在就能在手机上做的是：{steps}。其余几步要在电脑上做。',
    en: 'What you can do on the phone right now: {steps}. The rest happens on the computer.',
  },
  handoverNone: {
    zh: '这一行的步骤都要在电脑上做。',
    en: 'Every step of this line happens on the computer.',
  },
  handoverOpen: {
    zh: '到了电脑前，在浏览器里打开 {site}，选同一行；或者现在把这一页发给自己（例如发到电脑上也登录着的聊天软件或邮箱），到电脑上再点开。',
    en: 'At the computer, open {site} in the browser and pick the same line; or send this page to yourself now (to a chat app or email you also use on the computer) and open it there.',
  },
  handoverShare: {zh: '发送这一页', en: 'Send this page'},
  handoverCopy: {zh: '复制这一页的链接', en: 'Copy this page’s link'},
  homeIntroOpen: {
    zh: '选出和你一样的一行，按顺序做完。本服没有白名单，装好游戏就能进服。',
    en: 'Open the line that describes you and follow its steps in order. There is no whitelist: once the game is set up, you can join.',
  },
  offlineSummary: {
    zh: '我用电脑玩 Java 版，但没有买正版、没有微软账号（平时用启动器的离线模式玩）',
    en: 'I play Java Edition on a computer but never bought it and have no Microsoft account (I play in the launcher’s offline mode)',
  },
  offlineBody: {
    zh: '本服只接受买了 Minecraft: Java 版的微软账号，离线模式的账号进不去。要加入，需要先买正版 Java 版；为什么这样、有什么别的办法，见 {link}。',
    en: 'This server only accepts Microsoft accounts that own Minecraft: Java Edition; offline-mode accounts cannot get in. To join, you need to buy Java Edition first; why, and what else you can do: {link}.',
  },
  offlineLink: {zh: '可以用离线账号进服吗？', en: 'Can I join with an offline account?'},
  consoleSummary: {
    zh: '我用游戏主机（Xbox、PlayStation、Nintendo Switch）',
    en: 'I play on a console (Xbox, PlayStation, Nintendo Switch)',
  },
  consoleBody: {
    zh: '主机版游戏里没有添加外部服务器的入口，不能按上面的步骤加入。请改用手机、平板或 Windows 上的基岩版；主机上的变通办法和风险见 {link}。',
    en: 'The console versions of the game have no way to add an outside server, so the steps above do not work there. Use Bedrock Edition on a phone, tablet or Windows PC instead; workarounds for consoles and their risks: {link}.',
  },
  consoleLink: {zh: '基岩版加入服务器：支持的设备', en: 'Joining from Bedrock Edition: supported devices'},
  otherSummary: {
    zh: '我用网易《我的世界》中国版，或者想在手机上玩 Java 版',
    en: 'I play NetEase’s China Edition, or want Java Edition on my phone',
  },
  otherBody: {
    zh: '网易中国版不能加入本服，原因和替代办法见 {netease}。手机上玩 Java 版要用 FCL 等第三方启动器，需要什么条件见 {phone}。',
    en: 'NetEase’s China Edition cannot join this server; why, and what to use instead: {netease}. Java Edition on a phone needs a third-party launcher such as FCL; what it takes: {phone}.',
  },
  neteaseLink: {zh: '网易版能进服吗？', en: 'Can the NetEase edition join?'},
  phoneLink: {zh: '手机上能玩 Java 版吗？', en: 'Can I play Java Edition on my phone?'},
  mirrorIntro: {
    zh: '{mirror}同步了 Eclipse Temurin 的安装包，在中国大陆下载通常比官网快得多。下面是 Java {java} 运行环境（JRE）的文件夹：打开和你的电脑对应的那个，下载文件名以旁边所写扩展名结尾、版本号最大的那个文件。',
    en: 'The {mirror} copies the Eclipse Temurin installers and is usually much faster than the official site from mainland China. Below are the folders of the Java {java} runtime (JRE): open the one for your computer and download the newest file with the ending shown.',
  },
  mirrorWindows: {zh: 'Windows（64 位）', en: 'Windows (64-bit)'},
  mirrorMacArm: {zh: 'macOS（Apple 芯片）', en: 'macOS (Apple silicon)'},
  mirrorMacIntel: {zh: 'macOS（Intel 芯片）', en: 'macOS (Intel)'},
  mirrorLinux: {zh: 'Linux（64 位）', en: 'Linux (64-bit)'},
} satisfies Record<string, Localized>;

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

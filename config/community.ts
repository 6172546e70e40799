/**
 * The one file a community edits.
 *
 * Everything on the site that names *this* community — its server addresses,
 * game version, links and announcement — is read from here: the navbar, the
 * footer, the announcement bar, the home page and the <ServerAddress/>
 * component all import this object. To fork the site for another server,
 * change the values below (and the data files in `data/`), never the pages.
 *
 * The values shipped here belong to a fictional sample community
 * ("方块小镇" / "Blocktown") and use the reserved example.com domain, so that
 * nothing on a fork points to a real server by accident.
 */

import type {Localized} from './locale';

/** A string shown to readers, in each locale of the site (declared in config/locale.ts). */
export type {Localized};

export interface ServerEndpoint {
  /** Host name or IP address players type into the game. */
  host: string;
  /** Port number; 25565 is the Java default, 19132 the Bedrock default. */
  port: number;
}

/**
 * Which accounts let a Java Edition player in:
 * - `microsoft`: a Microsoft account that owns Minecraft: Java Edition (the
 *   server checks players with Mojang, `online-mode=true`);
 * - `skinSite`: an account on the community's skin site, signed in through
 *   authlib-injector (the server checks players with the skin site);
 * - `both`: either of the two.
 * Bedrock Edition players always sign in with their own Microsoft (Xbox)
 * account, which Floodgate checks, whatever this says.
 */
export type JavaLogin = 'microsoft' | 'skinSite' | 'both';

/**
 * A Blessing Skin site's sign-up settings (its admin panel, 站点配置 / General options; the names
 * in brackets are the options in Blessing Skin's config/options.php, defaults in brackets too).
 */
export type SkinSiteSignup = {
  /** Registration asks for the in-game player name and creates that player (`register_with_player_name`, true). */
  playerNameAtSignup: boolean;
  /** New users must click a link in a verification email (`require_verification`, false). */
  emailVerification: boolean;
  /**
   * Which characters a player name may use (`player_name_rule`, "official"): "official" letters,
   * digits and _; "cjk" Chinese characters too. Leave it out for a custom rule.
   */
  playerNames?: 'official' | 'cjk';
  /** Shortest and longest player name, in characters (`player_name_length_min`/`max`, 3 and 16). */
  nameLength: {min: number; max: number};
};

/**
 * Which Java Edition versions besides `gameVersion` the server lets in (the pages state this one
 * rule, src/lib/newcomer.ts `versionRule`):
 * - `exact`: only `gameVersion`. A plain Paper or vanilla server: an older client is refused
 *   ("Outdated client!"), so is a newer one ("Outdated server!").
 * - `newer`: `gameVersion` and newer releases, as far as the server's ViaVersion plugin knows them
 *   (a server older than the Java version Geyser speaks runs ViaVersion anyway:
 *   docs/Other/start-server/winServer.md#geyser); older clients are refused.
 * - `newerAndOlder`: ViaBackwards (with ViaVersion) lets most older releases in too.
 */
export type ClientVersions = 'exact' | 'newer' | 'newerAndOlder';

/** How a new player is let in. */
export type Admission =
  | {
      /** Players apply for the whitelist with the chat bot (data/clerk-commands.yml, `wl-apply`). */
      whitelist: 'bot';
      /** Usual time from applying to approval, in hours (0.5 = half an hour). */
      typicalWaitHours: number;
      /** After this many hours without an answer, players remind the admins in the chat. */
      remindAfterHours: number;
    }
  | {
      /** No whitelist: an accepted account is enough. */
      whitelist: 'none';
    };

export interface CommunityConfig {
  /** Public URL the site is deployed at (no trailing slash). */
  siteUrl: string;
  /** Site title (browser tab, navbar brand) and tagline. */
  siteTitle: Localized;
  tagline: Localized;
  /** The game server's own name. */
  serverName: Localized;
  /** Java Edition endpoint (TCP). */
  java: ServerEndpoint;
  /** Bedrock Edition endpoint (through Geyser): UDP, and TCP on the same port for NetherNet signaling. */
  bedrock: ServerEndpoint;
  /**
   * What Floodgate puts before a Bedrock player's name on the server: `username-prefix` in
   * Floodgate's config.yml (GeyserMC/Floodgate core/src/main/resources/config.yml; its default is
   * "."). 1 to 15 characters (Floodgate resets a longer one to "."). The Bedrock join page and the
   * bot page show it.
   */
  bedrockNamePrefix: string;
  /** Minecraft: Java Edition version the server runs. */
  gameVersion: string;
  /** Which other Java Edition versions the server lets in (see ClientVersions); left out: `exact`. */
  clientVersions?: ClientVersions;
  /**
   * The newest Java Edition release the server lets in, where `clientVersions` lets newer ones in:
   * the newest the server's ViaVersion knows (`mcVersions` in ViaVersion's gradle.properties, or
   * the versions of its ProtocolVersion.java). Set, the pages give the range ("1.21.4 to 26.2") and
   * "Can I join with my version?" says yes or not yet; left out, they say newer releases usually get
   * in. Change it when the admins update ViaVersion.
   */
  newestClientVersion?: string;
  /** The server's main website. */
  mainSite: {url: string; label: Localized};
  /**
   * Community chat channel (e.g. a QQ group): a join link and the group id. `app` (optional) is
   * the chat's app as players search for it in an app store ("QQ"); without it the pages name
   * the channel by `label`. `about` (optional): one or two sentences on what the app is, for
   * readers who have never used it, and, in another language than the community's, which language
   * the group and the admins speak (the home page's community box and the bot page show it); give
   * it only in the languages whose readers need it. `joining` (optional): what joining the group
   * takes, in a sentence per language (whether an admin approves requests, a question to answer),
   * shown where the pages tell a reader to join (strict reading 43: a reader could not tell whether
   * a second wait stood before the whitelist's). `appGloss` (optional): what the app is in a few
   * words, in brackets after its first mention on the home page, in the languages whose readers may
   * not know it (strict readings 56 and 57 in English: "the QQ group" a dozen times before the home
   * page's community box said what QQ is).
   */
  chat: {
    url: string;
    id: string;
    label: Localized;
    app?: string;
    appGloss?: Partial<Localized>;
    about?: Partial<Localized>;
    joining?: Localized;
  };
  /**
   * Skin site (Yggdrasil / authlib-injector compatible). `signup` (optional): what the site asks
   * of a new user, copied from its admin settings (see SkinSiteSignup); the skin page then says
   * "on this site: …" instead of describing the usual settings.
   */
  skinSite: {url: string; label: Localized; signup?: SkinSiteSignup};
  /** Which accounts Java Edition players may join with (see JavaLogin). */
  login: JavaLogin;
  /** Whether new players need a whitelist place, and how long it usually takes. */
  admission: Admission;
  /**
   * A mirror of Eclipse Temurin (Adoptium) builds for players whose downloads
   * from adoptium.net are slow. `folder` is the address of one build folder,
   * with `{version}` (8, 17, 21…), `{package}` (jre or jdk), `{arch}` (x64 or
   * aarch64) and `{os}` (windows, mac or linux) where the mirror has them.
   */
  javaMirror: {label: Localized; folder: string};
  /** Source repository of this documentation site. */
  repository: {url: string; editBranch: string};
  /**
   * Announcement bar. Change `id` whenever you change the text, so readers
   * who dismissed the previous announcement see the new one. The bar ends with
   * a link to getting started's newcomer path (config/announcement.ts), so it is
   * shown on every page but that one and the home page, which show the path.
   */
  announcement: {id: string; text: Localized};
  /**
   * The community group photo shown by the panorama viewer on
   * /docs/notice/he-zhao-quan-jing-1: a 360° panorama strip whose left and
   * right edges join. Put the file in static/img/ (WebP or JPEG) and give its
   * real pixel size; `alt` describes the picture for readers who cannot see it
   * and is shown under the viewer.
   */
  groupPhoto: {src: string; width: number; height: number; alt: Localized; takenOn: string};
  /** Copyright holder shown in the footer. */
  copyrightHolder: Localized;
  /** First copyright year shown in the footer (a later build shows "2025–2026": config/footer.ts copyrightYears). */
  copyrightYear: number;
  /**
   * ICP filing number (ICP 备案号) of a site hosted in mainland China, written
   * as issued, e.g. "京ICP备12345678号-1". When set, the footer shows it as a
   * link to the MIIT filing system (https://beian.miit.gov.cn/); null (or
   * left out) for a site hosted elsewhere, and the footer shows nothing.
   */
  icpFiling?: string | null;
  /**
   * Bedrock Edition one-tap add: the address card shows a
   * `minecraft://?addExternalServer=<serverName>|<bedrock.host>:<bedrock.port>` link and, on
   * wide screens, a QR code of it (made at build time). The link works where Bedrock Edition is
   * installed: Android, iOS/iPadOS and Windows. `enabled: false` shows the address only.
   */
  bedrockLink: {enabled: boolean};
  /**
   * Live server status on the address card (online or offline, players, version, MOTD), asked
   * by the reader's browser once the page is idle, kept for a minute. Off by default. A sentence
   * beside the status names the service the browser asks.
   *
   * `source: 'api'` (the default) asks a public status API: every reader's browser contacts that
   * service (it sees their IP address and browser), and the build adds its host to the
   * Content-Security-Policy. `endpoint` is the API's URL with `{host}` and `{port}`, filled in
   * from `java` or `bedrock` (`edition`); `provider` names its answer format: 'mcstatus.io'
   * (https://api.mcstatus.io/v2/status/java/{host}:{port}) or 'mcsrvstat.us'
   * (https://api.mcsrvstat.us/3/{host}:{port}; Bedrock: /bedrock/3/).
   *
   * `source: 'self'` reads a small JSON file from the site's own host instead (`path`, default
   * '/status.json'), which the community's server writes, e.g. every minute; no third party is
   * contacted, and it works where the public services are slow or blocked. Its format is in the
   * ADOPTING.md ("Live status from your own host"); `provider` and `endpoint` are then not used.
   */
  serverStatus: {
    enabled: boolean;
    source?: 'api' | 'self';
    provider: StatusProvider;
    endpoint: string;
    path?: string;
    edition: 'java' | 'bedrock';
  };
  /**
   * QQ and WeChat in-app browsers (recognised by `MicroMessenger/` and `QQ/` in their user agent;
   * the standalone QQ Browser app is not one of them) block `minecraft://` links and most file
   * downloads without a word. With this on, a tap on the Bedrock one-tap button or on a download
   * link there shows how to open the page in the phone's browser (the ··· menu) instead of doing
   * nothing. Other browsers see no change. `enabled: false` leaves every link as it is.
   */
  inAppBrowserHint: {enabled: boolean};
  /**
   * On "Why can't I get in?": a field where players paste the message the game showed (from
   * data/game-messages.yml, Chinese or English); the best match jumps to its section, an unknown
   * one leads to "how to ask for help" with the text filled into the message to send. The search
   * box offers the same when a question looks like a game message. Off: the plain table only.
   */
  messageLookup: {enabled: boolean};
  /**
   * A reader whose browser prefers the site's other language sees one small dismissible line
   * offering the same page in that language (never a redirect), remembered once dismissed.
   */
  languageOffer: {enabled: boolean};
  /**
   * Beside "edit this page": "report a problem with this page", a link that opens a new issue in
   * `repository.url` with the page's title and address filled in: GitHub's form,
   * `<repository.url>/issues/new?title=…&body=…` (GitHub's "query parameters" documentation). For a
   * repository elsewhere, set `issueUrl` to its new-issue form if that takes `title` and `body`
   * query parameters, or turn this off.
   */
  reportProblem: {enabled: boolean; issueUrl?: string};
  /** Under each doc and post: the names of everyone who changed it, from git history at build time. */
  pageContributors: {enabled: boolean};
  /**
   * How a git author (the name as `.mailmap` spells it) is shown on the pages' "last updated by" and
   * contributors lines, in each language: the maintainers' team under its Chinese name on the Chinese
   * pages, for one. Authors not listed show as git gives them. Optional.
   */
  authorNames?: Record<string, Localized>;
  /**
   * Pages that know their game version (issue 48): a doc or post whose front matter says what it
   * was checked against (`checked_against: {game: '1.21.4'}`) shows readers a short notice once
   * `gameVersion` is newer ("written for 1.21.4; the server now runs 1.21.10"), the build and
   * `npm run check` list those pages for re-checking, and with live status on, a server that
   * reports a newer version than `gameVersion` says so under the status. Re-check a page, then set
   * its `checked_against.game` to the new version: the notice goes. Off: no notice, no list.
   */
  versionNotice: {enabled: boolean};
  /**
   * Commands by rank (issue 48): with data/ranks.yml (the server's permission groups and their
   * nodes, e.g. as LuckPerms lists them), each command table offers "show what this rank may use"
   * and marks the rest; without the file, or off, tables show every command as before.
   */
  commandsByRank: {enabled: boolean};
  /**
   * An application that writes itself (issue 48), where `<ApplicationHelper />` is on a page (the
   * bot's whitelist section): a short check of the rules from data/rules-quiz.yml, then the
   * reader's edition and name, checked, and the whitelist application exactly as the chat bot
   * takes it, to copy, or as an email when `otherContact` is an email address. Nothing is sent by
   * the site. Off, or with `admission.whitelist` `none`: nothing is shown.
   */
  applicationHelper: {enabled: boolean};
  /**
   * "Can I join with my version?" (issue 48), where `<JoinCheck />` is on a page (the join pages
   * and "Why can't I get in?"): the reader picks the edition and types the version and gets yes,
   * no or what to do, from `gameVersion`, `clientVersions` and the oldest and newest Bedrock releases
   * the server's Geyser accepts (data/game-messages.yml, `geyserBedrockOldest` and `geyserBedrock`).
   * Nothing is sent anywhere.
   */
  joinCheck: {enabled: boolean};
  /**
   * Beside the skin site's API address: a button to drag into HMCL or PCL, carrying
   * `authlib-injector:yggdrasil-server:<address>` (authlib-injector's drag-and-drop format).
   * Hidden on touch screens, where only the copy button is shown.
   */
  skinSiteDrag: {enabled: boolean};

  // ---- Share cards and offline reading (issue 29, items 4, 5 and 8) ----
  /**
   * Pictures drawn at build time (plugins/share-cards.ts), with no browser:
   * - `pageCards`: every doc and post gets its own link-preview picture (og:image / twitter:image:
   *   its title, section and the community), 1200 × 630 PNG, so a link pasted into QQ, WeChat or
   *   Discord shows the page it leads to; off: every page shows the site card (site/theme.ts).
   * - `joinCard`: a picture per language with the server's name, the Java and Bedrock addresses
   *   and ports, the game version, the whitelist step and a QR code of the newcomer guide, as
   *   PNG (for chat apps) and SVG (for print), offered on the home page ("share with a friend")
   *   and on the admin pages.
   * - `fonts`: the font files the text is drawn with: they must have Chinese characters. The
   *   defaults are Noto Sans CJK as `apt-get install fonts-noto-cjk` installs it; the build stops,
   *   naming this setting, when a file is missing.
   * Left out, both are on with the default fonts.
   */
  shareCards?: {
    pageCards: {enabled: boolean};
    joinCard: {enabled: boolean};
    fonts?: {regular: string; bold: string; family: string};
  };
  /**
   * Offline reading (@docusaurus/plugin-pwa): the site can be installed as an app; the newcomer
   * path (src/lib/newcomer.ts) is kept on the reader's device at the first visit and every page
   * they open afterwards too, so it reads without a network; a new deployment shows "new version
   * available — reload". Left out, on.
   */
  offline?: {enabled: boolean};
  /**
   * Another way to apply for the whitelist and to ask for help, for players who cannot use the chat
   * (`chat`): QQ, for one, is not in every country's app store, so a player abroad may have no
   * account. `kind` 'email' (`address` an email address), 'discord' (an https:// invite link) or
   * 'form' (an https:// web form); `label` is the link's text (otherwise the address is shown).
   * The join pages, the bot page, the FAQ, every "still stuck" box and the home page offer it beside
   * the chat. Left out or null: the join pages, the bot page and the FAQ say plainly that the chat
   * is the only way, and how to get its app (`chat.app`).
   */
  otherContact?: OtherContact | null;
}

/** See CommunityConfig.otherContact. */
export interface OtherContact {
  kind: 'email' | 'discord' | 'form';
  address: string;
  label?: Localized;
  /** How soon the admins usually answer there, in hours; the pages say it beside the link. */
  replyWithinHours?: number;
  /**
   * The languages whose newcomer path offers this way first in its whitelist steps, before the
   * chat: where most readers have no account with the chat's app (e.g. ['en'] when the chat is
   * QQ). Left out: the chat comes first in every language. A language the site does not build
   * does nothing (switching English off in config/locale.ts needs no change here).
   */
  firstIn?: string[];
  /**
   * Which languages the admins read there, said under the full application steps in each language
   * given (e.g. to readers of the Chinese pages: "English is fine"). Left out: nothing is said.
   */
  languages?: Partial<Localized>;
}

/** Status APIs whose answers the address card can read (src/lib/serverStatus.ts). */
export type StatusProvider = 'mcstatus.io' | 'mcsrvstat.us';

const community = {
  siteUrl: 'https://docs.example.com',
  siteTitle: {zh: '方块小镇文档', en: 'Blocktown Docs'},
  tagline: {
    zh: '方块小镇 Minecraft 服务器的玩家文档：怎样进服，进服后怎样玩',
    en: 'How to get into the Blocktown Minecraft server, and how to play once you are in',
  },
  serverName: {zh: '方块小镇', en: 'Blocktown'},
  java: {host: 'mc.example.com', port: 25565},
  bedrock: {host: 'be.example.com', port: 19132},
  bedrockNamePrefix: '.',
  gameVersion: '1.21.4',
  // Geyser speaks a newer Java version than 1.21.4, so the server runs ViaVersion: newer clients get in.
  clientVersions: 'newer',
  // ViaVersion 5.12 (ViaVersion/ViaVersion 03e0f231, 19 August 2026: gradle.properties `mcVersions`
  // and ProtocolVersion.java end at 26.2).
  newestClientVersion: '26.2',
  mainSite: {
    url: 'https://www.example.com',
    label: {zh: '服务器官网', en: 'Server website'},
  },
  chat: {
    url: 'https://www.example.com/join-chat',
    id: '100000000',
    label: {zh: 'QQ 交流群', en: 'QQ chat group'},
    app: 'QQ',
    appGloss: {en: 'QQ is a Chinese chat app'},
    // English only: every Chinese reader knows QQ (a strict reading, issue 45, found the Chinese
    // sentence superfluous).
    about: {
      en: 'QQ is a messaging app by Tencent that almost everyone in China uses (roughly what Discord or WhatsApp is elsewhere); a QQ group is a group chat, and every QQ account and group has a number. The group and the admins speak Chinese; English is welcome in the game chat, and the admins answer English email in English.',
    },
    // SAMPLE: the fictional Blocktown's group lets anyone in (QQ's "allow anyone to join").
    joining: {
      zh: '加群不用等审核，申请后马上就能进群。',
      en: 'Anyone can join the group at once: there is no approval to wait for.',
    },
  },
  skinSite: {
    url: 'https://skin.example.com',
    label: {zh: '皮肤站', en: 'Skin site'},
    // Blessing Skin's defaults.
    signup: {
      playerNameAtSignup: true,
      emailVerification: false,
      playerNames: 'official',
      nameLength: {min: 3, max: 16},
    },
  },
  login: 'both',
  admission: {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24},
  // A real public mirror in mainland China (Tsinghua University's TUNA), folder
  // layout /Adoptium/<version>/<jre|jdk>/<arch>/<os>/.
  javaMirror: {
    label: {zh: '清华大学开源软件镜像站', en: 'Tsinghua University TUNA mirror'},
    folder: 'https://mirrors.tuna.tsinghua.edu.cn/Adoptium/{version}/{package}/{arch}/{os}/',
  },
  repository: {
    url: 'https://github.com/example/mc-community-docs',
    editBranch: 'main',
  },
  announcement: {
    id: 'welcome-2026-12',
    text: {
      zh: '第一次来方块小镇？先读',
      en: 'New to Blocktown? Start with',
    },
  },
  // A generated sample (scripts/make-sample-panorama.ts); replace with the real photo.
  groupPhoto: {
    src: '/img/group-photo.webp',
    width: 4096,
    height: 1024,
    alt: {
      zh: '示例全景图：晴天下的草原小镇出生点，十二位玩家在中央广场的旗帜前站成一排，四周是树木、房屋和远处的群山。',
      en: 'Sample panorama: the spawn town on a grassy plain on a sunny day, twelve players standing in a row before the banner in the central square, with trees, houses and distant mountains all around.',
    },
    takenOn: '2025-06-01',
  },
  copyrightHolder: {zh: '方块小镇社区', en: 'The Blocktown community'},
  copyrightYear: 2025,
  // Hosted in mainland China? Put the site's ICP filing number here, e.g. '京ICP备12345678号-1'.
  icpFiling: null,
  bedrockLink: {enabled: true},
  serverStatus: {
    enabled: false,
    source: 'api',
    provider: 'mcstatus.io',
    endpoint: 'https://api.mcstatus.io/v2/status/java/{host}:{port}',
    path: '/status.json',
    edition: 'java',
  },
  inAppBrowserHint: {enabled: true},
  messageLookup: {enabled: true},
  languageOffer: {enabled: true},
  reportProblem: {enabled: true},
  pageContributors: {enabled: true},
  // The maintainers' commits (.mailmap) under the team's name in each language.
  authorNames: {'Blocktown docs team': {zh: '方块小镇文档组', en: 'Blocktown docs team'}},
  versionNotice: {enabled: true},
  commandsByRank: {enabled: true},
  applicationHelper: {enabled: true},
  joinCheck: {enabled: true},
  skinSiteDrag: {enabled: true},
  // ---- Share cards and offline reading (issue 29, items 4, 5 and 8) ----
  shareCards: {
    pageCards: {enabled: true},
    joinCard: {enabled: true},
    fonts: {
      regular: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
      bold: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
      family: 'Noto Sans CJK SC',
    },
  },
  offline: {enabled: true},
  // For players without QQ (abroad): applying for the whitelist and asking for help by email.
  otherContact: {
    kind: 'email',
    address: 'admins@example.com',
    label: {zh: '管理员邮箱 admins@example.com', en: 'admins@example.com'},
    replyWithinHours: 24,
    languages: {
      zh: '用英文写也可以（English is fine）。',
      en: 'Write in English or Chinese, whichever you like; the admins answer in the language you write in.',
    },
    // English readers are mostly abroad, without QQ: their path steps offer the email first.
    firstIn: ['en'],
  },
} satisfies CommunityConfig;

export default community;

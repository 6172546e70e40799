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

/** A string shown to readers, in each locale of the site. */
export interface Localized {
  zh: string;
  en: string;
}

export interface ServerEndpoint {
  /** Host name or IP address players type into the game. */
  host: string;
  /** Port number; 25565 is the Java default, 19132 the Bedrock default. */
  port: number;
}

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
  /** Bedrock Edition endpoint (UDP, through Geyser). */
  bedrock: ServerEndpoint;
  /** Minecraft: Java Edition version the server runs. */
  gameVersion: string;
  /** The server's main website. */
  mainSite: {url: string; label: Localized};
  /** Community chat channel (e.g. a QQ group): a join link and the group id. */
  chat: {url: string; id: string; label: Localized};
  /** Skin site (Yggdrasil / authlib-injector compatible). */
  skinSite: {url: string; label: Localized};
  /** Source repository of this documentation site. */
  repository: {url: string; editBranch: string};
  /**
   * Announcement bar. Change `id` whenever you change the text, so readers
   * who dismissed the previous announcement see the new one.
   */
  announcement: {id: string; text: Localized};
  /** Copyright holder shown in the footer. */
  copyrightHolder: Localized;
  /** Copyright year shown in the footer. */
  copyrightYear: number;
}

const community = {
  siteUrl: 'https://docs.example.com',
  siteTitle: {zh: '方块小镇文档', en: 'Blocktown Docs'},
  tagline: {
    zh: '方块小镇 Minecraft 服务器的玩家与管理员指南',
    en: 'Player and admin guides for the Blocktown Minecraft server',
  },
  serverName: {zh: '方块小镇', en: 'Blocktown'},
  java: {host: 'mc.example.com', port: 25565},
  bedrock: {host: 'be.example.com', port: 19132},
  gameVersion: '1.21.4',
  mainSite: {
    url: 'https://www.example.com',
    label: {zh: '服务器官网', en: 'Server website'},
  },
  chat: {
    url: 'https://www.example.com/join-chat',
    id: '100000000',
    label: {zh: 'QQ 交流群', en: 'QQ chat group'},
  },
  skinSite: {
    url: 'https://skin.example.com',
    label: {zh: '皮肤站', en: 'Skin site'},
  },
  repository: {
    url: 'https://github.com/example/mc-community-docs',
    editBranch: 'main',
  },
  announcement: {
    id: 'welcome-2025',
    text: {
      zh: '欢迎来到方块小镇！第一次来请先阅读新手入门和服务器规则。',
      en: 'Welcome to Blocktown! New here? Start with the getting-started guide and the server rules.',
    },
  },
  copyrightHolder: {zh: '方块小镇社区', en: 'The Blocktown community'},
  copyrightYear: 2025,
} satisfies CommunityConfig;

export default community;

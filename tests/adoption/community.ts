/**
 * Another community's settings, for the adoption test (tests/adoption/run.ts):
 * every value a community changes when it adopts the site, changed. The test
 * writes them over the sample's in a copy of the repository and checks that
 * the copy builds and passes its checks.
 */
import type {CommunityConfig} from '../../config/community';

export const fork = {
  siteUrl: 'https://wiki.example.net',
  siteTitle: {zh: '星海服务器维基', en: 'Starsea Wiki'},
  tagline: {
    zh: '星海 Minecraft 服务器的玩家指南',
    en: 'Player guides for the Starsea Minecraft server',
  },
  serverName: {zh: '星海', en: 'Starsea'},
  java: {host: 'play.example.net', port: 25577},
  bedrock: {host: 'pe.example.net', port: 19133},
  bedrockNamePrefix: '*',
  gameVersion: '1.21.8',
  mainSite: {url: 'https://www.example.net', label: {zh: '星海官网', en: 'Starsea website'}},
  chat: {
    url: 'https://discord.example.net/invite/starsea',
    id: 'starsea',
    label: {zh: 'Discord 频道', en: 'Discord channel'},
  },
  skinSite: {url: 'https://skins.example.net', label: {zh: '星海皮肤站', en: 'Starsea skins'}},
  // Other choices than the sample's wherever the pages depend on them.
  login: 'microsoft',
  admission: {whitelist: 'none'},
  javaMirror: {
    label: {zh: '星海 Java 镜像', en: 'Starsea Java mirror'},
    folder: 'https://mirror.example.net/adoptium/{version}/{package}/{arch}/{os}/',
  },
  repository: {url: 'https://git.example.net/starsea/wiki', editBranch: 'trunk'},
  announcement: {
    id: 'season-1-21-8',
    text: {
      zh: '星海 1.21.8 新赛季开始了！夏季建筑大赛正在报名。',
      en: 'The Starsea 1.21.8 season has begun! Sign up for the summer build contest.',
    },
  },
  copyrightHolder: {zh: '星海社区', en: 'The Starsea community'},
  copyrightYear: 2026,
  icpFiling: '沪ICP备00000000号-1',
  bedrockLink: {enabled: false},
} satisfies Partial<CommunityConfig>;

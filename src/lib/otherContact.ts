/**
 * What the pages say to a player who cannot use the community's chat (config/community.ts `chat`):
 * QQ, for one, is not in every country's app store. With `otherContact` set, the pages offer that
 * way beside the chat; without it, they say plainly that the chat is the only way, and how to get
 * its app. The words are here, in both languages; src/components/WithoutChat renders them.
 */
import type {Admission, Localized, OtherContact} from '@site/config/community';
import {forLocale, type SiteLocale as Locale} from '../../config/locale';

interface ContactConfig {
  chat: {url: string; id: string; label: Localized; app?: string; about?: Localized};
  admission: Admission;
  otherContact?: OtherContact | null;
  /** Whether the address card shows the live status (the `status` sentence points to it). */
  serverStatus?: {enabled: boolean};
}

/**
 * What the sentence is for: applying for the whitelist, asking for help, appealing a penalty,
 * finding out whether the server is up (what the chat's announcements and `#status` tell members),
 * or asking the staff a question (whether something is allowed, for one).
 */
export type ContactUse = 'apply' | 'help' | 'appeal' | 'status' | 'ask';

/** What a line about reaching the admins without the chat is for (<WithoutChat>, <OtherContactLine>). */
export interface WithoutChatProps {
  use: ContactUse;
  /** Applying in one line, linking to the full form on the bot page. */
  brief?: boolean;
  /** `bedrock`: the brief form of applying says how a Bedrock player writes the gamertag. */
  edition?: 'java' | 'bedrock';
}

export const withoutChatText = {
  /** How each kind of contact is named before its link. */
  email: {zh: '发邮件到 {link} ', en: 'by writing to {link},'},
  discord: {zh: '在社区的 Discord 服务器 {link} 里', en: 'on the community’s Discord server, {link},'},
  form: {zh: '填写网页表单 {link} ', en: 'with the web form, {link},'},
  question: {zh: '没有 {app}？', en: 'No {app}?'},
  /** After the sentence, when the config says how soon the admins answer (`otherContact.replyWithinHours`). */
  replyTime: {zh: '管理员通常在 {reply}内回复。', en: 'The admins usually answer within {reply}.'},
  apply: {
    zh: '也可以{how}申请白名单：写上你在游戏里的名字，和游戏里显示的一字不差（基岩版是 Xbox 玩家代号，在游戏的 设置 → 账号 里；照游戏里的原样写，不用像发给机器人那样把空格换成下划线、加 be），以及你玩的版本（Java 版或基岩版）。管理员审核后会用同一种方式回复你；要改名字或问进度，也这样联系管理员。',
    en: 'You can also apply for the whitelist {how} giving your in-game name exactly as the game shows it (Bedrock: your Xbox gamertag, under Settings → Account in the game, written as the game shows it: no underscores for spaces and no “be”, which only the bot needs) and your edition (Java or Bedrock). The admins answer the same way once they have reviewed it; to correct the name or ask how it is going, contact them the same way too.',
  },
  help: {
    zh: '也可以{how}联系管理员，写清楚做到了哪一步和提示的原文。',
    en: 'You can also reach the admins {how} saying which step you reached and the exact message you see.',
  },
  appeal: {
    zh: '也可以{how}申诉，写上下面列出的内容；被封禁也能这样申诉。',
    en: 'You can also appeal {how} with the details listed below; being banned does not stop you.',
  },
  ask: {
    zh: '也可以{how}问管理员，或者在游戏里问在线的 OP。',
    en: 'You can also ask the admins {how} or an OP who is online, in the game chat.',
  },
  /**
   * The one-line form of `apply` and `onlyWay` + `getApp` (<WithoutChat use="apply" brief />): the
   * route and, with `replyTime`, how soon the admins answer; what to write, or how to get the app,
   * stays in the full form on the bot page (`#without-chat`), which `{more}` links to.
   */
  applyBrief: {
    zh: '也可以{how}申请白名单，写上你玩的版本和游戏里显示的名字，一字不差（{more}）。',
    en: 'You can also apply for the whitelist {how} with your edition and your in-game name exactly as the game shows it ({more}).',
  },
  /** `applyBrief` on a Bedrock line or page: the gamertag as the game shows it, not in the bot's form. */
  applyBriefBedrock: {
    zh: '也可以{how}申请白名单，写上「基岩版」，再照游戏里显示的原样写上 Xbox 玩家代号（下划线和 be 只有发给机器人时才用；{more}）。',
    en: 'You can also apply for the whitelist {how} saying “Bedrock” and giving your Xbox gamertag exactly as the game shows it (the underscores and the “be” are for the bot only; {more}).',
  },
  applyMore: {zh: '怎么写见群机器人页', en: 'what exactly to write: see the bot page'},
  /** `applyMore` on the bot page itself, whose full form it links to. */
  applyMoreHere: {zh: '怎么写见本页的说明', en: 'what exactly to write: see the note on this page'},
  onlyWayBrief: {
    zh: '申请白名单只能在 {chat}里进行，还没有 {app} 的话，见{more}。',
    en: 'Applying for the whitelist only works in the {chat}; no {app} yet? See {more}.',
  },
  getAppMore: {zh: '群机器人页的安装说明', en: 'how to get it, on the bot page'},
  /** `getAppMore` on the bot page itself. */
  getAppMoreHere: {zh: '本页的安装说明', en: 'how to get it, on this page'},
  /** With the address card's live status (config `serverStatus.enabled`). */
  status: {
    zh: '服务器地址卡片上的状态会显示服务器此刻是否在线；想知道是不是在维护、什么时候更新，可以{how}问管理员。',
    en: 'The status on the server address card shows whether the server is online right now; to ask about maintenance or an update, contact the admins {how} and they will tell you.',
  },
  /** Without it. */
  statusAsk: {
    zh: '想知道服务器是不是没开、在维护或什么时候更新，可以{how}问管理员。',
    en: 'To find out whether the server is down, under maintenance or about to be updated, contact the admins {how} and they will tell you.',
  },
  onlyWay: {
    zh: '申请白名单只能在 {chat}里进行，本服没有别的申请方式。',
    en: 'Applying for the whitelist only works in the {chat}; this server has no other way to apply.',
  },
  getApp: {
    zh: '还没有 {app} 的话：在手机的应用商店（iPhone 上是 App Store）搜索「{app}」，安装后按提示注册账号，再用上面的链接或群号加入。{app} 不是在每个国家和地区的应用商店里都有；找不到时，暂时没法在本服申请。',
    en: 'To get {app}: search your phone’s app store (the App Store on an iPhone) for “{app}”, install it, sign up as it asks, then join with the link or group number above. {app} is not in every country’s app store; if yours does not have it, you cannot apply on this server for now.',
  },
} satisfies Record<string, Localized>;

/**
 * How soon the admins answer the other way, for the pages that give the chat's whitelist wait
 * (<OtherWait /> in src/components/Newcomer): a reader who applies that way reads its own time, and
 * what to do when it has passed (instead of the chat's `#wl-status` and reminder).
 */
export const otherWaitText = {
  /** The other way, as the sentences name it. */
  route: {
    email: {zh: '发邮件', en: 'by email'},
    discord: {zh: '在 Discord 上', en: 'on Discord'},
    form: {zh: '用网页表单', en: 'with the web form'},
  },
  /** How to ask after an application made that way. */
  again: {
    email: {zh: '直接回复你发出的那封邮件', en: 'reply to the email you sent'},
    discord: {zh: '在 Discord 上再联系管理员', en: 'write to the admins on Discord again'},
    form: {zh: '再用网页表单联系管理员', en: 'contact the admins through the web form again'},
  },
  wait: {
    zh: '{route}申请的，管理员通常在 {reply}内回复。',
    en: 'If you apply {route}, the admins usually answer within {reply}.',
  },
  followUp: {
    zh: '{route}申请的，超过 {reply}还没有回音，就{again}问一下，不用重新申请。',
    en: 'If you applied {route} and have no answer after {reply}, {again} to ask; there is no need to apply again.',
  },
  /** `followUp` when the config gives no answer time. */
  followUpUntimed: {
    zh: '{route}申请的，想问进度时，{again}问一下就行，不用重新申请。',
    en: 'If you applied {route}, {again} to ask how it is going; there is no need to apply again.',
  },
};

/** The anchor of the full form of applying without the chat, on the bot page; the one-line forms link to it. */
export const WITHOUT_CHAT_ANCHOR = 'without-chat';

/** The app players look for ("QQ"), or the channel's name when the config gives no app. */
export const chatApp = (config: ContactConfig, locale: Locale): string =>
  config.chat.app ?? forLocale(config.chat.label, locale);

/** The address a contact's link opens: `mailto:` for email, the https address otherwise. */
export function contactHref(contact: OtherContact): string {
  return contact.kind === 'email' ? `mailto:${contact.address}` : contact.address;
}

/** The link's text: the label in the reader's language, or the address itself. */
export function contactLabel(contact: OtherContact, locale: Locale): string {
  return contact.label?.[locale] ?? contact.address;
}

/**
 * Which sentences to show: `other` (the configured way), `only` (the chat is the only way to
 * apply, and how to get its app), or nothing (help without another way: the chat box says it).
 */
export function withoutChatCase(config: ContactConfig, use: ContactUse): 'other' | 'only' | null {
  if (config.otherContact) {
    return use === 'apply' && config.admission.whitelist !== 'bot' ? null : 'other';
  }
  return use === 'apply' && config.admission.whitelist === 'bot' ? 'only' : null;
}

/**
 * What the pages say to a player who cannot use the community's chat (config/community.ts `chat`):
 * QQ, for one, is not in every country's app store. With `otherContact` set, the pages offer that
 * way beside the chat; without it, they say plainly that the chat is the only way, and how to get
 * its app. The words are in i18n/<locale>/site-text.json (`otherContact`); src/components/WithoutChat
 * renders them.
 */
import type {Admission, Localized, OtherContact} from '@site/config/community';
import {forLocale, type SiteLocale as Locale} from '../../config/locale';

interface ContactConfig {
  chat: {url: string; id: string; label: Localized; app?: string; about?: Partial<Localized>};
  admission: Admission;
  otherContact?: OtherContact | null;
  /** Whether the address card shows the live status (the `status` sentence points to it). */
  serverStatus?: {enabled: boolean};
}

/**
 * What the sentence is for: applying for the whitelist, asking for help, appealing a penalty,
 * finding out whether the server is up (what the chat's announcements and `#status` tell members),
 * asking the staff a question (whether something is allowed, for one), or telling the staff
 * privately about a player who broke the rules or a bug (`report`).
 */
export type ContactUse = 'apply' | 'help' | 'appeal' | 'status' | 'ask' | 'report';

/** What a line about reaching the admins without the chat is for (<WithoutChat>, <OtherContactLine>). */
export interface WithoutChatProps {
  use: ContactUse;
  /** Applying in one line, linking to the full form on the bot page. */
  brief?: boolean;
  /** `bedrock`: the brief form of applying says how a Bedrock player writes the gamertag. */
  edition?: 'java' | 'bedrock';
  /** Without the "No QQ?" lead: the page has already asked it at its applying step (src/lib/otherContact.ts `asksNoChat`). */
  plain?: boolean;
}

/** The anchor of the full form of applying without the chat, on the bot page; the one-line forms link to it. */
export const WITHOUT_CHAT_ANCHOR = 'without-chat';

/**
 * Whether <WithoutChat use={use}> leads with "No QQ?" (`data-without-chat-question`): only where the
 * chat app is what the reader needs at that step, applying for the whitelist and asking for help.
 * The other uses (status, ask, appeal, report) and the one-line forms inside other boxes (<OtherContactLine>:
 * the newcomer rows, the end-of-page box, the HMCL region note) give the other way as a plain
 * sentence, so a page says "No QQ?" at most once, at its applying or help step (tests/without-chat.test.ts).
 */
export const asksNoChat = (use: ContactUse): boolean => use === 'apply' || use === 'help';

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
 * Whether a language's newcomer text offers the other way before the chat (`otherContact.firstIn`:
 * the languages whose readers mostly have no account with the chat's app).
 */
export const otherContactFirst = (config: ContactConfig, locale: Locale): boolean =>
  config.otherContact?.firstIn?.includes(locale) ?? false;

/**
 * Whether a reader can choose to see only one way, the chat's or the other (src/lib/chatWay.ts):
 * where the whitelist can be applied for both ways. The head script, the buttons and every mark of
 * a way's words (`data-chat-branch`, `data-chat-only`) follow it.
 */
export const chatWayOffered = (config: ContactConfig): boolean =>
  withoutChatCase(config, 'apply') === 'other';

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

/**
 * For players who cannot use the community's chat (no QQ abroad, for example): another way to
 * apply or ask (config/community.ts `otherContact`), or, without one, a plain "the chat is the
 * only way" and how to get its app. Words in src/lib/otherContact.ts, shipped in the page's language
 * only (`@site-generated/newcomer-text.json`).
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import community, {type CommunityConfig} from '@site/config/community';
import text from '@site-generated/newcomer-text.json';
import {fill, useLocale} from '@site/src/components/Newcomer';
import {formatHours} from '@site/src/lib/newcomer';
import {
  chatApp,
  contactHref,
  contactLabel,
  withoutChatCase,
  type ContactUse,
} from '@site/src/lib/otherContact';

const config = community as CommunityConfig;

/** The `status` sentence points to the address card's live status only when the card shows one. */
const sentence = (use: ContactUse) => (use === 'status' && !config.serverStatus.enabled ? 'statusAsk' : use);

export default function WithoutChat({use}: {use: ContactUse}): ReactNode {
  const locale = useLocale();
  const t = text.withoutChat;
  const which = withoutChatCase(config, use);
  if (!which) return null;
  const app = chatApp(config, locale);
  const contact = config.otherContact;
  if (which === 'other' && contact) {
    const link = (
      <Link href={contactHref(contact)} data-other-contact={contact.kind}>
        {contactLabel(contact, locale)}
      </Link>
    );
    return (
      <p data-without-chat="other" data-use={use}>
        <strong>{fill(t.question, {app})}</strong>{' '}
        {fill(t[sentence(use)], {how: <>{fill(t[contact.kind], {link})}</>})}
        {contact.replyWithinHours !== undefined && (
          <span data-reply-time="">
            {text.words.sentenceGap}
            {fill(t.replyTime, {reply: formatHours(contact.replyWithinHours, locale)})}
          </span>
        )}
      </p>
    );
  }
  return (
    <p data-without-chat="only" data-use={use}>
      {fill(t.onlyWay, {chat: <Link href={config.chat.url}>{config.chat.label[locale]}</Link>})}{' '}
      {fill(t.getApp, {app})}
    </p>
  );
}

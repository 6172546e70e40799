/**
 * For players who cannot use the community's chat (no QQ abroad, for example): another way to
 * apply or ask (config/community.ts `otherContact`), or, without one, a plain "the chat is the
 * only way" and how to get its app. Words in src/lib/otherContact.ts.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import community, {type CommunityConfig} from '@site/config/community';
import {fill, useLocale} from '@site/src/components/Newcomer';
import {
  chatApp,
  contactHref,
  contactLabel,
  withoutChatCase,
  withoutChatText as t,
  type ContactUse,
} from '@site/src/lib/otherContact';

const config = community as CommunityConfig;

/** The `status` sentence points to the address card's live status only when the card shows one. */
const sentence = (use: ContactUse) => (use === 'status' && !config.serverStatus.enabled ? 'statusAsk' : use);

export default function WithoutChat({use}: {use: ContactUse}): ReactNode {
  const locale = useLocale();
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
        <strong>{fill(t.question[locale], {app})}</strong>{' '}
        {fill(t[sentence(use)][locale], {how: <>{fill(t[contact.kind][locale], {link})}</>})}
      </p>
    );
  }
  return (
    <p data-without-chat="only" data-use={use}>
      {fill(t.onlyWay[locale], {chat: <Link href={config.chat.url}>{config.chat.label[locale]}</Link>})}{' '}
      {fill(t.getApp[locale], {app})}
    </p>
  );
}

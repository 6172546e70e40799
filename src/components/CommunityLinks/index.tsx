/**
 * The home page's "Community" box: the chat (with its id and, when config/community.ts gives
 * `chat.about`, what its app is), the other way in for players without the chat app
 * (`otherContact`, when set; where it takes applications, its line links to how to apply that way
 * on the bot page), the skin site and the main site. The page passes its own classes.
 *
 * Where the reader can choose to see only the other way (src/lib/chatWay.ts), after "Without QQ" the
 * list opens with the other way (strict reading 63: it still opened with the group). The group's
 * item stays, after it: its `about` says which languages the group and the admins speak, which that
 * reader needs too (strict reading 67 missed it when the item was hidden). The other way's item is
 * written twice, before the group's for that reader and after it for the others, each hidden by CSS
 * from the first paint (`data-chat-only`, `data-chat-branch`): the order read, heard and tabbed
 * through is the order shown, and nothing moves after hydration.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import units from '@site-generated/time-units.json';
import community, {type CommunityConfig} from '@site/config/community';
import {useLocale} from '@site/src/components/Newcomer';
import {formatHours, ROUTES} from '@site/src/lib/newcomer';
import {
  chatApp,
  contactHref,
  contactLabel,
  WITHOUT_CHAT_ANCHOR,
  chatWayOffered,
} from '@site/src/lib/otherContact';

const config = community as CommunityConfig;

export default function CommunityLinks({
  listClassName,
  metaClassName,
}: {
  listClassName?: string;
  metaClassName?: string;
}): ReactNode {
  const locale = useLocale();
  const contact = config.otherContact;
  const app = chatApp(config, locale);
  const about = config.chat.about?.[locale];
  const choice = chatWayOffered(config);
  const otherItem = contact && (
    <>
      <Link href={contactHref(contact)} data-other-contact={contact.kind}>
        {contactLabel(contact, locale)}
      </Link>
      <div className={metaClassName}>
        {choice ? (
          <Link to={`${ROUTES.bot}#${WITHOUT_CHAT_ANCHOR}`} data-apply-without-chat="">
            {translate(
              {
                id: 'home.community.otherContact.apply',
                message: '没有 {app}？在这里也能申请白名单、联系管理员',
              },
              {app},
            )}
          </Link>
        ) : (
          translate(
            {id: 'home.community.otherContact.help', message: '没有 {app}？在这里也能联系管理员'},
            {app},
          )
        )}
      </div>
      {contact.replyWithinHours !== undefined && (
        <div className={metaClassName} data-reply-time="">
          {translate(
            {id: 'home.community.otherContact.reply', message: '管理员通常在 {reply}内回复'},
            {reply: formatHours(contact.replyWithinHours, units)},
          )}
        </div>
      )}
    </>
  );
  return (
    <ul className={listClassName}>
      {contact && choice && <li data-chat-only="other">{otherItem}</li>}
      <li>
        <Link href={config.chat.url}>{config.chat.label[locale]}</Link>
        <div className={metaClassName}>
          <Translate id="home.community.chatId" values={{id: config.chat.id}}>
            {'群号 {id}'}
          </Translate>
        </div>
        {about && (
          <div className={metaClassName} data-chat-about="">
            {about}
          </div>
        )}
      </li>
      {contact && <li data-chat-branch={choice ? 'chat' : undefined}>{otherItem}</li>}
      <li>
        <Link href={config.skinSite.url}>{config.skinSite.label[locale]}</Link>
      </li>
      <li>
        <Link href={config.mainSite.url}>{config.mainSite.label[locale]}</Link>
      </li>
    </ul>
  );
}

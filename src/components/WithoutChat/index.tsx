/**
 * For players who cannot use the community's chat (no QQ abroad, for example): another way to
 * apply or ask (config/community.ts `otherContact`), or, without one, a plain "the chat is the
 * only way" and how to get its app. Words in i18n/<locale>/site-text.json (`otherContact`), shipped in the page's language
 * only (`@site-generated/newcomer-text.json`).
 *
 * "No QQ?" leads only the applying and help forms (src/lib/otherContact.ts `asksNoChat`); a page
 * uses one of them, at its applying or help step, and a second mention on the page is `plain`.
 *
 * Applying is said in full once, on the bot page (`<WithoutChat use="apply" />`, anchor
 * `#without-chat`); every other page says it in one line (`brief`): the route and how soon the
 * admins answer, with a link to the full form for what to write or how to get the app.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import units from '@site-generated/time-units.json';
import community, {type CommunityConfig} from '@site/config/community';
import text from '@site-generated/newcomer-text.json';
import {contactHow, fill, useLocale} from '@site/src/components/Newcomer';
import {formatHours, ROUTES} from '@site/src/lib/newcomer';
import {applicationTemplate} from './applyHref';
import {
  chatApp,
  withoutChatCase,
  WITHOUT_CHAT_ANCHOR,
  asksNoChat,
  otherContactFirst,
  type ContactUse,
  type WithoutChatProps,
} from '@site/src/lib/otherContact';

const config = community as CommunityConfig;

/** The `status` sentence points to the address card's live status only when the card shows one. */
const sentence = (use: ContactUse) => (use === 'status' && !config.serverStatus.enabled ? 'statusAsk' : use);

export default function WithoutChat({
  use,
  brief = false,
  edition,
  plain = false,
}: WithoutChatProps): ReactNode {
  const locale = useLocale();
  const brokenLinks = useBrokenLinks();
  // On the bot page itself, "see the bot page" would send the reader to where they are.
  const botPage = useBaseUrl(ROUTES.bot).replace(/\/$/, '');
  const onBotPage = useLocation().pathname.replace(/\/$/, '') === botPage;
  const t = text.withoutChat;
  const which = withoutChatCase(config, use);
  if (!which) return null;
  const app = chatApp(config, locale);
  const contact = config.otherContact;
  const short = brief && use === 'apply';
  // The full form of applying where the language's readers mostly lack the chat's app
  // (`otherContact.firstIn`): the way to apply, not "No QQ? You can also…" (issue 45's reading).
  const first = use === 'apply' && !short && otherContactFirst(config, locale);
  // The full form of applying is the one the brief lines link to.
  const id = use === 'apply' && !short ? WITHOUT_CHAT_ANCHOR : undefined;
  if (id) brokenLinks.collectAnchor(id);
  const more = (words: string) => (
    <Link to={`${ROUTES.bot}#${WITHOUT_CHAT_ANCHOR}`} data-without-chat-more="">
      {fill(words, {app})}
    </Link>
  );
  if (which === 'other' && contact) {
    const how = contactHow(contact, use, locale);
    return (
      <p id={id} data-without-chat="other" data-use={use} data-brief={short ? '' : undefined}>
        {asksNoChat(use) && !plain && !first && (
          <>
            <strong data-without-chat-question="">{fill(t.question, {app})}</strong>{' '}
          </>
        )}
        {short
          ? fill(edition === 'bedrock' ? t.applyBriefBedrock : t.applyBrief, {
              how,
              more: more(onBotPage ? t.applyMoreHere : t.applyMore),
            })
          : fill(first ? t.applyFirst : t[sentence(use)], {how})}
        {/* The answer time where the reader applies or asks for help; not on the status, ask and
            appeal lines, which a page shows beside one of those (the strict newcomer reading,
            issue 45: the Bedrock join page said it twice). */}
        {contact.replyWithinHours !== undefined && (use === 'apply' || use === 'help') && (
          <span data-reply-time="">
            {text.words.sentenceGap}
            {fill(t.replyTime, {reply: formatHours(contact.replyWithinHours, units)})}
          </span>
        )}
        {id && contact.kind === 'email' && (
          <>
            {text.words.sentenceGap}
            <Link href={applicationTemplate(contact.address, locale)} data-testid="without-chat-email">
              {t.emailLink}
            </Link>
          </>
        )}
      </p>
    );
  }
  const chat = <Link href={config.chat.url}>{config.chat.label[locale]}</Link>;
  return (
    <p id={id} data-without-chat="only" data-use={use} data-brief={short ? '' : undefined}>
      {short ? (
        fill(t.onlyWayBrief, {chat, app, more: more(onBotPage ? t.getAppMoreHere : t.getAppMore)})
      ) : (
        <>
          {fill(t.onlyWay, {chat})} {fill(t.getApp, {app})}
        </>
      )}
    </p>
  );
}

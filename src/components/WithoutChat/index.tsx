/**
 * For players who cannot use the community's chat (no QQ abroad, for example): another way to
 * apply or ask (config/community.ts `otherContact`), or, without one, a plain "the chat is the
 * only way" and how to get its app. Words in i18n/<locale>/site-text.json (`otherContact`), shipped in the page's language
 * only (`@site-generated/newcomer-text.json`).
 *
 * "No QQ?" leads only the applying and help forms (src/lib/otherContact.ts `asksNoChat`); a page
 * uses one of them, at its applying or help step, and a second mention on the page is `plain`.
 *
 * Applying is said in full once, on the bot page (`<WithoutChat use="apply" />`, under its heading
 * `{#without-chat}`, WITHOUT_CHAT_ANCHOR); every other page says it in one line (`brief`): the
 * route and how soon the admins answer, with a link to the full form for what to write or how to
 * get the app.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import community, {type CommunityConfig} from '@site/config/community';
import text from '@site-generated/newcomer-text.json';
import {
  ApplyLanguages,
  contactHow,
  fill,
  OtherContactLine,
  ProfileLink,
  ReplyTime,
  useLocale,
} from '@site/src/components/Newcomer';
import {acceptsMicrosoft, acceptsSkinSite, fillText, nextStepId, ROUTES} from '@site/src/lib/newcomer';
import {translate} from '@docusaurus/Translate';
import ChatWayChoice from '@site/src/components/ChatWayChoice';
import CopyButton from '@site/src/components/CopyButton';
import {applicationBody, applicationSubject, applicationTemplate} from './applyHref';
import {useOnBotPage} from './onBotPage';
import styles from './styles.module.css';
import {
  chatApp,
  chatWayOffered,
  contactHref,
  contactLabel,
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
  const onBotPage = useOnBotPage();
  const t = text.withoutChat;
  const which = withoutChatCase(config, use);
  if (!which) return null;
  const app = chatApp(config, locale);
  const contact = config.otherContact;
  const short = brief && use === 'apply';
  // The full form of applying where the language's readers mostly lack the chat's app
  // (`otherContact.firstIn`): the way to apply, not "No QQ? You can also…" (issue 45's reading).
  const first = use === 'apply' && !short && otherContactFirst(config, locale);
  // The full form of applying is the one the brief lines link to: it sits under the bot page's
  // heading whose anchor is WITHOUT_CHAT_ANCHOR, so a link lands on the heading, not below it.
  const full = use === 'apply' && !short;
  const more = (words: string) => (
    <Link to={`${ROUTES.bot}#${WITHOUT_CHAT_ANCHOR}`} data-without-chat-more="">
      {fill(words, {app})}
    </Link>
  );
  if (which === 'other' && contact && full) return <ApplySteps onBotPage={onBotPage} first={first} />;
  if (which === 'other' && contact) {
    // A brief line for one edition links the email with that edition filled in.
    const how = contactHow(contact, use, locale, short ? edition : undefined);
    return (
      // The other way's line, hidden for a reader who chose the chat's way (src/lib/chatWay.ts).
      <p
        data-without-chat="other"
        data-use={use}
        data-brief={short ? '' : undefined}
        data-chat-branch="other"
      >
        {asksNoChat(use) && !plain && (
          <>
            <strong data-without-chat-question="">{fill(t.question, {app})}</strong>{' '}
          </>
        )}
        {short
          ? fill(edition === 'bedrock' ? t.applyBriefBedrock : t.applyBrief, {
              how,
              // By email, the bot page's full form also has the copy buttons for a phone without a
              // mail app (strict reading 32: the home page's email link had no way round).
              more: more(
                onBotPage ? t.applyMoreHere : contact.kind === 'email' ? t.applyMoreEmail : t.applyMore,
              ),
            })
          : fill(t[sentence(use)], {how})}
        {short && <ApplyLanguages />}
        {/* The answer time where the reader applies or asks for help; not on the status, ask and
            appeal lines, which a page shows beside one of those (the strict newcomer reading,
            issue 45: the Bedrock join page said it twice). */}
        {(use === 'apply' || use === 'help') && <ReplyTime apply={short} />}
      </p>
    );
  }
  const chat = <Link href={config.chat.url}>{config.chat.label[locale]}</Link>;
  return (
    <p data-without-chat="only" data-use={use} data-brief={short ? '' : undefined}>
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

/**
 * The full form of applying without the chat (`<WithoutChat use="apply" />`, under the bot page's
 * heading `#without-chat`), as numbered steps: a strict reading on a phone (390 px) found the one-paragraph
 * form a dense block (address, what to write, where Bedrock's gamertag is, how they answer, how to
 * correct, how long). 1. where to write (an email address opens the ready-made email); 2. the name
 * as the game shows it and the edition, Bedrock's gamertag and where the game shows it; 3. send it
 * and go on with the next step while waiting, with how soon the admins answer
 * (`otherContact.replyWithinHours`). Answers and corrections follow in one sentence.
 */
function ApplySteps({onBotPage, first}: {onBotPage: boolean; first: boolean}): ReactNode {
  const locale = useLocale();
  const contact = config.otherContact!;
  const t = text.withoutChat;
  const app = chatApp(config, locale);
  const gap = text.words.sentenceGap;
  const label = contactLabel(contact, locale);
  const link = (
    <Link href={contactHref(contact)} data-other-contact={contact.kind}>
      {label}
    </Link>
  );
  const where =
    contact.kind === 'email' ? (
      <>
        {fill(t.applyStepEmail, {
          link,
          open: (
            <Link href={applicationTemplate(contact.address, locale)} data-testid="without-chat-email">
              {t.emailLink}
            </Link>
          ),
        })}
        {/* Without a mail program set up (an iPhone without Mail), the ready-made email opens nothing:
            the address and the email's text to paste into any mail app (strict reading 26). A line of
            its own; the space keeps the two sentences apart where styles do not apply (reader mode,
            a copied text). */}{' '}
        <span className={styles.copies} data-without-chat-copy="">
          {/* With the subject to type (strict reading 54: the copies gave the address and the body,
              and a reader without a mail program had no subject to write). */}
          {fillText(t.emailCopyLead, {subject: applicationSubject()})}{' '}
          <CopyButton
            text={contact.address}
            label={translate({id: 'withoutChat.copyAddress', message: '复制地址：管理员的邮箱'})}
          >
            {translate({id: 'withoutChat.copyAddressShort', message: '复制地址'})}
          </CopyButton>{' '}
          <CopyButton
            text={applicationBody(locale)}
            label={translate({id: 'withoutChat.copyBody', message: '复制正文：申请邮件'})}
          >
            {translate({id: 'withoutChat.copyBodyShort', message: '复制正文'})}
          </CopyButton>
        </span>
        {/* What the button copies and the ready-made email says in the reader's name, to read
            before sending it (strict reading 37: "the ready-made text is never shown"). */}
        <details className={styles.body} data-without-chat-body="">
          <summary>{translate({id: 'withoutChat.seeBody', message: '看看邮件正文'})}</summary>
          {/* Not a <pre>: a code block to the browser tests and the reader, which this is not. */}
          <p className={styles.bodyText}>{applicationBody(locale)}</p>
        </details>
      </>
    ) : (
      fill(contact.kind === 'discord' ? t.applyStepDiscord : t.applyStepForm, {link})
    );
  const nextHash = `#${nextStepId('whitelist')}`;
  const next = (
    <Link to={onBotPage ? nextHash : `${ROUTES.bot}${nextHash}`} data-without-chat-next="">
      {t.applyStepNext}
    </Link>
  );
  return (
    <div data-without-chat="other" data-use="apply">
      {/* After "Without QQ" (src/lib/chatWay.ts), "No QQ? You can also apply like this:" has nothing
          to be an "also" to: that reader reads the lead said first (strict reading 67). */}
      <p>
        {first ? (
          t.applyLeadFirst
        ) : (
          <>
            <span data-chat-branch={chatWayOffered(config) ? 'chat' : undefined}>
              <strong data-without-chat-question="">{fill(t.question, {app})}</strong> {t.applyLead}
            </span>
            <span data-chat-only="other" data-search-ignore="">
              {t.applyLeadFirst}
            </span>
          </>
        )}
      </p>
      <ol data-apply-steps="">
        <li>{where}</li>
        <li>
          {t.applyStepName}
          {/* Where each accepted account's name is found before the game has been started (a strict
              reading, issue 45: "as the game shows it" asked for a game an early applicant had not opened). */}
          {acceptsSkinSite(config.login) && (
            <span data-apply-name="skin">
              {gap}
              {t.applyNameSkin}
            </span>
          )}
          {acceptsMicrosoft(config.login) && (
            <span data-apply-name="microsoft">
              {gap}
              {fill(t.applyNameMicrosoft, {profile: <ProfileLink />})}
            </span>
          )}
          {gap}
          {t.applyEditions}
          <ApplyLanguages />
        </li>
        <li>
          {fill(t.applyStepSend, {next})}
          <ReplyTime apply={false} />
        </li>
      </ol>
      {/* How they answer, by the way's name (strict reading 76 in English: "the same way" read as vague
          where email is the only way); a web form's answer comes some other way. */}
      <p data-apply-after="">
        {fillText(t.applyAfter, {
          route: contact.kind === 'form' ? t.applyAfterSameWay : text.otherWait.route[contact.kind],
        })}
      </p>
    </div>
  );
}

/**
 * What <ContactWays> is for: applying for the whitelist, asking for help, whether the server is up,
 * appealing a penalty, reporting a player or a bug privately, or asking the staff something.
 */
type WaysUse = Extract<ContactUse, 'apply' | 'help' | 'status' | 'appeal' | 'report' | 'ask'>;

/**
 * The chat's way and the other way (config/community.ts `otherContact`) side by side, each under its
 * own label ("有 QQ：", "没有 QQ："), for a step where a reader needs the admins: applying, help, or
 * whether the server is up. A page writes the chat's way as the children, on one line:
 *
 *     <ContactWays use="help">到群里问，按 [如何求助](./ru-he-qiu-zhu.md) 把信息一次发全。</ContactWays>
 *
 * A strict newcomer reading found the other way a footnote on the FAQ and "Why can't I get in?": the
 * chat's steps first, then "No QQ? You can also…" after them. Here neither way is the other's
 * afterthought: the other way is said as an instruction (the `…First` words), and comes first in the
 * languages whose readers mostly lack the chat's app (`otherContact.firstIn`). It says what the
 * admins need from a Bedrock player: the gamertag as the game shows it, and for help, the device
 * (`edition`: the page's edition; none, both editions). Without another way, applying says that the
 * chat is the only way and how to get its app; help and status show the chat's way alone, unlabelled.
 */
/**
 * The choice of "only my way" (src/components/ChatWayChoice) on a page that has no list of both
 * ways to apply, e.g. the whitelist page once the reader chose the other way (strict reading 66:
 * no way back there). Nothing where there is no second way to apply.
 */
export function WayChoice(): ReactNode {
  const locale = useLocale();
  if (!chatWayOffered(config)) return null;
  return <ChatWayChoice app={chatApp(config, locale)} />;
}

export function ContactWays({
  use,
  edition,
  children,
}: {
  use: WaysUse;
  edition?: 'java' | 'bedrock';
  /** The chat's way, in the page's words. */
  children: ReactNode;
}): ReactNode {
  const locale = useLocale();
  const t = text.withoutChat;
  const which = withoutChatCase(config, use);
  const contact = config.otherContact;
  if (!which) return <p data-contact-ways={use}>{children}</p>;
  const app = chatApp(config, locale);
  const first = which === 'other' && otherContactFirst(config, locale);
  const gap = text.words.sentenceGap;
  const chatLink = <Link href={config.chat.url}>{config.chat.label[locale]}</Link>;
  let other: ReactNode;
  if (which === 'only') {
    other = fill(t.onlyWayBrief, {
      chat: chatLink,
      app,
      more: (
        <Link to={`${ROUTES.bot}#${WITHOUT_CHAT_ANCHOR}`} data-without-chat-more="">
          {fill(t.getAppMore, {app})}
        </Link>
      ),
    });
  } else if (use === 'status') {
    // The page says what the chat cannot tell before the list ("why, and until when"): the line asks.
    other = fill(t.statusFirst, {how: contact ? contactHow(contact, 'status', locale) : ''});
  } else {
    // Which names the admins need: Bedrock's gamertag (and, for help, the device) where the page is
    // for both editions or for Bedrock.
    const extra =
      edition === 'java' || (use !== 'apply' && use !== 'help')
        ? null
        : use === 'apply'
          ? edition
            ? null
            : t.applyEditions
          : edition
            ? t.helpBedrock
            : t.helpEditions;
    other = (
      <>
        <OtherContactLine use={use} brief={use === 'apply'} first edition={edition} replyTime={false} />
        {extra && (
          <span data-contact-ways-names="">
            {gap}
            {extra}
          </span>
        )}
        {/* How soon the admins answer, after what to write; where the reader waits for an answer
            (an appeal has its own times on the rules page, as <WithoutChat> has). */}
        {(use === 'apply' || use === 'help') && <ReplyTime apply={use === 'apply'} />}
      </>
    );
  }
  const label = (words: string) => <strong data-apply-label="">{fill(words, {app})}</strong>;
  // Each way marked as its own where there are two, for the reader who chose to see only theirs
  // (src/lib/chatWay.ts); the choice itself where the reader applies.
  const branch = (way: 'chat' | 'other') => (which === 'other' ? way : undefined);
  const otherItem = (
    <li data-without-chat={which} data-use={use} data-chat-branch={branch('other')}>
      {label(text.boxText.applyWithoutChat)} {other}
    </li>
  );
  const list = (
    <ul data-contact-ways={use} data-other-first={first ? '' : undefined}>
      {first && otherItem}
      <li data-contact-ways-chat="" data-chat-branch={branch('chat')}>
        {label(text.boxText.applyWithChat)} {children}
      </li>
      {!first && otherItem}
    </ul>
  );
  if (use !== 'apply' || which !== 'other') return list;
  return (
    <>
      <ChatWayChoice app={app} />
      {list}
    </>
  );
}

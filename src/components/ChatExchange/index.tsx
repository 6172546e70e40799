/**
 * A picture of the whitelist application as it looks in the community's group chat: the player
 * sends the bot's `wl-apply` command, the bot confirms, and after the usual wait it says the
 * application is approved. Drawn in HTML and CSS (real text, so it reads at any size and in both
 * colour modes), from config/community.ts (`chat`, `admission`) and data/clerk-commands.yml (the
 * bot's name, the command words, the command's first example and the bot's replies: `wl-apply`
 * `received`, `wl-approve` `approved`). Shows nothing when the server has no whitelist
 * (`admission.whitelist: 'none'`).
 */
import {useId, type ReactNode} from 'react';
import units from '@site-generated/time-units.json';
import words from '@site-generated/chat-exchange-text.json';
import community, {type CommunityConfig, type Localized} from '@site/config/community';
import bot from '@site-generated/bot-brief.json';
import {fillText, formatHours, type Locale} from '@site/src/lib/newcomer';
import {botCommand, botName, fill, useLocale} from '@site/src/components/Newcomer';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import {localize} from '@site/src/lib/localized';
import styles from './styles.module.css';

const config = community as CommunityConfig;

/** The site's own words of the picture (i18n/<locale>/site-text.json `chatExchange`); `{name}` parts are filled from config and data. */
export const chatText = words;

const l = (text: Localized, locale: Locale): string => localize(text, locale);

/** How many applications the picture shows ahead of the reader's. */
const AHEAD = '1';

/** One of the bot's replies from data/clerk-commands.yml; the build fails naming the file without it. */
export function botReply(command: string, reply: string): Localized {
  const text = bot.commands[command]?.replies?.[reply];
  if (!text) throw new Error(`data/clerk-commands.yml: command "${command}" has no reply "${reply}"`);
  return text;
}

/** The in-game name the picture applies with: the command's first example in the data file. */
function exampleName(): string {
  return bot.commands['wl-apply']?.example ?? 'Steve';
}

function Avatar({name, kind}: {name: string; kind: 'player' | 'bot'}): ReactNode {
  return (
    <span className={kind === 'bot' ? styles.avatarBot : styles.avatar} aria-hidden="true">
      {Array.from(name)[0]}
    </span>
  );
}

function Message({
  from,
  kind,
  tag,
  children,
}: {
  from: string;
  kind: 'player' | 'bot';
  tag?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <li className={kind === 'player' ? styles.mine : styles.theirs} data-chat-from={kind}>
      <Avatar name={from} kind={kind} />
      <div className={styles.body}>
        <span className={styles.sender}>
          {from}
          {/* A space the eye does not need (the tag is a badge) but a screen reader and a copy do
              (strict reading 39 read "Town Clerkbot"). */}
          {tag && <VisuallyHidden> </VisuallyHidden>}
          {tag && <span className={styles.tag}>{tag}</span>}
          <VisuallyHidden>{chatText.separator}</VisuallyHidden>
        </span>
        <span className={styles.bubble}>{children}</span>
      </div>
    </li>
  );
}

/** The whitelist application as a group-chat exchange with the bot (nothing without a whitelist). */
export function WhitelistChat(): ReactNode {
  const locale = useLocale();
  const captionId = useId();
  const admission = config.admission;
  if (admission.whitelist !== 'bot') return null;
  const chat = config.chat.label[locale];
  const botLabel = botName();
  const player = chatText.player;
  const name = exampleName();
  const title = fill(chatText.title, {chat, bot: botLabel});
  return (
    <figure className={styles.figure} data-mockup="whitelist-chat" aria-labelledby={captionId}>
      <div className={styles.window}>
        <p className={styles.header} aria-hidden="true">
          {chat}
          <span className={styles.headerId}>{config.chat.id}</span>
        </p>
        {/* A list of messages, not numbered steps: read after the page's numbered steps 1–4, an <ol> read
            as a second 1–4 (strict readings 71, en, and 72, zh). */}
        <ul className={styles.messages}>
          <Message from={chatText.you.replace('{player}', player)} kind="player">
            <span data-chat-command="">{`${botCommand('wl-apply')} ${name}`}</span>
          </Message>
          <Message from={botLabel} kind="bot" tag={chatText.botTag}>
            {fill(l(botReply('wl-apply', 'received'), locale), {
              player,
              name,
              edition: l(botReply('wl-apply', 'edition-java'), locale),
              ahead: fillText(l(botReply('wl-apply', 'ahead-some'), locale), {count: AHEAD}),
              wlStatus: botCommand('wl-status'),
            })}
          </Message>
          <li className={styles.gap} data-chat-wait="">
            <span>{fill(chatText.wait, {wait: formatHours(admission.typicalWaitHours, units)})}</span>
          </li>
          <Message from={botLabel} kind="bot" tag={chatText.botTag}>
            {fill(l(botReply('wl-approve', 'approved'), locale), {
              player,
              name,
              bind: botCommand('bind'),
            })}
          </Message>
        </ul>
      </div>
      <figcaption id={captionId} className={styles.caption}>
        {chatText.kind}
        {chatText.separator}
        {title}
        {/* A line of its own on screen; a space between the two for a reader that reads it as text (strict
            reading 77: "…answersA sample conversation"). */}{' '}
        <small className={styles.note}>{chatText.note}</small>
      </figcaption>
    </figure>
  );
}

export default WhitelistChat;

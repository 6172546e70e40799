/**
 * A picture of the whitelist application as it looks in the community's group chat: the player
 * sends the bot's `wl-apply` command, the bot confirms, and after the usual wait it says the
 * application is approved. Drawn in HTML and CSS (real text, so it reads at any size and in both
 * colour modes), from config/community.ts (`chat`, `admission`) and data/clerk-commands.yml (the
 * bot's name, the command words and the command's first example). Shows nothing when the server
 * has no whitelist (`admission.whitelist: 'none'`).
 */
import {useId, type ReactNode} from 'react';
import community, {type CommunityConfig, type Localized} from '@site/config/community';
import bot from '@site-generated/bot-brief.json';
import {formatHours, type Locale} from '@site/src/lib/newcomer';
import {botCommand, botName, fill, useLocale} from '@site/src/components/Newcomer';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import styles from './styles.module.css';

const config = community as CommunityConfig;

/** The site's own words of the picture; `{name}` parts are filled from config and data. */
export const chatText = {
  kind: {zh: '示意图', en: 'Illustration'},
  separator: {zh: '：', en: ': '},
  title: {
    zh: '在 {chat}里申请白名单：你发出的指令和{bot}的回复',
    en: 'Applying for the whitelist in the {chat}: what you send and what {bot} answers',
  },
  note: {
    zh: '对话是示例：换成你自己的玩家名；排在前面的申请数和等待时间每次不同。',
    en: 'A sample conversation: use your own player name; the number of applications ahead of yours and the wait vary.',
  },
  /** The player's display name in the group (not their game name). */
  player: {zh: '小明', en: 'Xiaoming'},
  you: {zh: '{player}（你）', en: '{player} (you)'},
  received: {
    zh: '@{player} 已收到白名单申请：{name}（Java 版）。前面还有 1 份申请，审核后会在群里通知你。发送 {wlStatus} 可以随时查看进度。',
    en: '@{player} Whitelist application received: {name} (Java Edition). 1 application is ahead of yours; you will be notified here once it has been reviewed. Send {wlStatus} at any time to check its progress.',
  },
  wait: {zh: '通常 {wait}内', en: 'usually within {wait}'},
  approved: {
    zh: '@{player} 你的白名单申请已通过，{name} 已加入白名单，现在可以进入服务器了。',
    en: '@{player} Your whitelist application has been approved: {name} is on the whitelist, and you can join the server now.',
  },
  botTag: {zh: '机器人', en: 'bot'},
} satisfies Record<string, Localized>;

const l = (text: Localized, locale: Locale): string => text[locale];

/** The in-game name the picture applies with: the command's first example in the data file. */
export function exampleName(): string {
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
  locale,
}: {
  from: string;
  kind: 'player' | 'bot';
  tag?: string;
  children: ReactNode;
  locale: Locale;
}): ReactNode {
  return (
    <li className={kind === 'player' ? styles.mine : styles.theirs} data-chat-from={kind}>
      <Avatar name={from} kind={kind} />
      <div className={styles.body}>
        <span className={styles.sender}>
          {from}
          {tag && <span className={styles.tag}>{tag}</span>}
          <VisuallyHidden>{l(chatText.separator, locale)}</VisuallyHidden>
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
  const botLabel = botName(locale);
  const player = l(chatText.player, locale);
  const name = exampleName();
  const title = fill(l(chatText.title, locale), {chat, bot: botLabel});
  return (
    <figure className={styles.figure} data-mockup="whitelist-chat" aria-labelledby={captionId}>
      <div className={styles.window}>
        <p className={styles.header} aria-hidden="true">
          {chat}
          <span className={styles.headerId}>{config.chat.id}</span>
        </p>
        <ol className={styles.messages}>
          <Message from={l(chatText.you, locale).replace('{player}', player)} kind="player" locale={locale}>
            <span data-chat-command="">{`${botCommand('wl-apply', locale)} ${name}`}</span>
          </Message>
          <Message from={botLabel} kind="bot" tag={l(chatText.botTag, locale)} locale={locale}>
            {fill(l(chatText.received, locale), {
              player,
              name,
              wlStatus: botCommand('wl-status', locale),
            })}
          </Message>
          <li className={styles.gap} data-chat-wait="">
            <span>
              {fill(l(chatText.wait, locale), {wait: formatHours(admission.typicalWaitHours, locale)})}
            </span>
          </li>
          <Message from={botLabel} kind="bot" tag={l(chatText.botTag, locale)} locale={locale}>
            {fill(l(chatText.approved, locale), {player, name})}
          </Message>
        </ol>
      </div>
      <figcaption id={captionId} className={styles.caption}>
        {l(chatText.kind, locale)}
        {l(chatText.separator, locale)}
        {title}
        <small className={styles.note}>{l(chatText.note, locale)}</small>
      </figcaption>
    </figure>
  );
}

export default WhitelistChat;

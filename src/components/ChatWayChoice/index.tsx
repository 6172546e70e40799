import {useId, useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {currentChatWay, setChatWay, subscribeChatWay, type ChatWay} from '@site/src/lib/chatWay';
import styles from './styles.module.css';

/**
 * "Have QQ or not? Pick one, and every page shows only your way: [With QQ] [Without QQ]" where a step gives both ways to apply
 * (src/lib/chatWay.ts; strict reading 63: "Show only:" said neither that it filters nor that it
 * holds on every page): a press shows only that way's lines on every page, a second press both
 * again. The pressed look and the line saying the choice holds on every page come from CSS on
 * <html data-chat-way>, set before the first paint, so a reader who chose earlier sees no change
 * after hydration; `aria-pressed` follows once the page is hydrated. Hidden without JavaScript.
 */
export default function ChatWayChoice({app}: {app: string}): ReactNode {
  const way = useSyncExternalStore(subscribeChatWay, currentChatWay, () => null);
  const id = useId();
  const button = (value: ChatWay, words: string) => (
    <button
      type="button"
      className={clsx('button button--sm button--outline button--primary', styles.pick)}
      data-chat-pick={value}
      aria-pressed={way === value}
      onClick={() => setChatWay(way === value ? null : value)}
    >
      {words}
    </button>
  );
  return (
    <span className={styles.choice} data-chat-way-choice="">
      <span role="group" aria-labelledby={id} className={styles.buttons}>
        <span id={id}>
          {/* Says what the choice is about (strict reading 69, in English: "Show only your way" read as vague). */}
          {translate(
            {id: 'chatWay.lead', message: '用不用 {app}？选一种，之后每一页都只显示这种做法：'},
            {app},
          )}
        </span>{' '}
        {button('chat', translate({id: 'chatWay.chat', message: '有 {app}'}, {app}))}{' '}
        {button('other', translate({id: 'chatWay.other', message: '没有 {app}'}, {app}))}
      </span>
      <span className={styles.held} data-chat-way-held="">
        {translate({
          id: 'chatWay.held',
          message: '现在各页只显示你选的这一种做法。想两种都看，再点一次亮着的按钮。',
          description: 'Shown once the reader has pressed one of the two buttons',
        })}
      </span>
    </span>
  );
}

/**
 * Words only for readers who use the chat (its group, its bot's spelling of a name), hidden for a
 * reader who chose to see only the other way (src/lib/chatWay.ts; strict readings 60: after "Without
 * QQ", a Bedrock reader was still told the bot's spelling of a gamertag). A block of its own (its
 * paragraphs) by default; `inline` inside a sentence or list item:
 *
 *     <WithChat>在群里申请的，审核通常在 2 小时内完成。</WithChat>
 *     进不去的话<WithChat inline>，在群里发送 `#状态`</WithChat>。
 *
 * Without a choice, or without JavaScript, the words show as they are.
 */
export function WithChat({inline = false, children}: {inline?: boolean; children: ReactNode}): ReactNode {
  const Tag = inline ? 'span' : 'div';
  return <Tag data-chat-branch="chat">{children}</Tag>;
}

/**
 * The other way's words (applying without the chat's app), hidden for a reader who chose the chat's
 * way, as `<WithChat>` is for the other: the bot page's section on applying without QQ, heading and
 * all (a strict reading, Dec 2026: after "With QQ" the email's steps still stood before the QQ ones).
 */
export function WithOtherWay({children}: {children: ReactNode}): ReactNode {
  return <div data-chat-branch="other">{children}</div>;
}

/**
 * Words only for a reader who chose to see only the other way (src/lib/chatWay.ts), e.g. "you don't
 * need this section" under a heading whose steps are the chat's: shown by CSS (`data-chat-only`,
 * src/css/custom.css) only after that choice, so never without JavaScript, and left out of the
 * search index, whose readers made no choice.
 */
export function OnlyWithoutChat({children}: {children: ReactNode}): ReactNode {
  return (
    <div data-chat-only="other" data-search-ignore="">
      {children}
    </div>
  );
}

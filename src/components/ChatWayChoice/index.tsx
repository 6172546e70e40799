import {useId, useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {currentChatWay, setChatWay, subscribeChatWay, type ChatWay} from '@site/src/lib/chatWay';
import styles from './styles.module.css';

/**
 * "Show only: [With QQ] [Without QQ]" where a step gives both ways to apply (src/lib/chatWay.ts): a
 * press shows only that way's lines on every page, a second press both again. The pressed look
 * and the line saying the choice holds on every page come from CSS on <html data-chat-way>, set
 * before the first paint, so a reader who chose earlier sees no change after hydration;
 * `aria-pressed` follows once the page is hydrated. Hidden without JavaScript.
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
        <span id={id}>{translate({id: 'chatWay.lead', message: '只看：'})}</span>{' '}
        {button('chat', translate({id: 'chatWay.chat', message: '有 {app}'}, {app}))}{' '}
        {button('other', translate({id: 'chatWay.other', message: '没有 {app}'}, {app}))}
      </span>
      <span className={styles.held} data-chat-way-held="">
        {translate({
          id: 'chatWay.held',
          message: '每一页都只显示这一种做法；再点一下，两种都显示。',
          description: 'Shown once the reader has pressed one of the two buttons',
        })}
      </span>
    </span>
  );
}

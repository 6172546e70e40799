/**
 * On "how to ask for help": the message to send, as an editable text with a copy button. Opened
 * from the can't-get-in page's lookup (`?message=…`), the game's message is already filled in.
 * Server-rendered with the empty outline, so it works without JavaScript and nothing moves when the
 * page hydrates (config/community.ts `messageLookup`).
 */
import {useEffect, useId, useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import community from '@site/config/community';
import CopyButton from '@site/src/components/CopyButton';
import styles from './styles.module.css';

/** The outline of a good request for help (the list above it on the page), `message` in its place. */
function helpOutline(message: string): string {
  return [
    translate({id: 'helpMessage.step', message: '做到了哪一步：'}),
    translate({id: 'helpMessage.message', message: '提示原文：{message}'}, {message}),
    translate({id: 'helpMessage.game', message: '游戏：Java 版 / 基岩版，版本号：'}),
    translate({id: 'helpMessage.launcher', message: '设备和启动器：'}),
    translate({id: 'helpMessage.account', message: '游戏名和账号类型：'}),
    translate({id: 'helpMessage.tried', message: '试过的办法：'}),
  ].join('\n');
}

export default function HelpMessage(): ReactNode {
  const id = useId();
  const location = useLocation();
  const field = useRef<HTMLTextAreaElement>(null);
  // The server renders the empty outline; the address's message goes in once the page runs.
  useEffect(() => {
    const message = new URLSearchParams(location.search).get('message');
    if (message && field.current) field.current.value = helpOutline(message.replace(/\s+/g, ' ').trim());
  }, [location.search]);
  if (!community.messageLookup.enabled) return null;
  return (
    <div className={styles.lookup}>
      <label htmlFor={id} className={styles.label}>
        {translate({id: 'helpMessage.label', message: '要发的消息（填好后复制，发到群里，再附上截图）：'})}
      </label>
      <textarea
        id={id}
        className={styles.input}
        rows={7}
        ref={field}
        defaultValue={helpOutline('')}
        data-testid="help-message"
      />
      <div className={styles.row}>
        <CopyButton
          text={() => Promise.resolve(field.current?.value ?? '')}
          label={translate({id: 'helpMessage.copy', message: '复制要发的消息'})}
        />
      </div>
    </div>
  );
}

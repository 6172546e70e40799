/**
 * "Keep for offline reading": the newcomer path is no longer kept at a reader's first visit
 * (src/lib/offline.ts, issue 50), so a reader who wants it on the device asks here. The button
 * tells plugins/offline/register.ts (KEEP_EVENT) to register the service worker now, which keeps
 * the newcomer path's pages; the line under it says when they are kept. Nothing is rendered when
 * offline reading is off (config/community.ts `offline`) or the browser has no service workers.
 */
import {useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import community, {type CommunityConfig} from '@site/config/community';
import {KEEP_EVENT} from '@site/src/lib/offline';
import styles from './styles.module.css';

type Status = 'idle' | 'keeping' | 'kept';

const enabled = (community as CommunityConfig).offline?.enabled ?? true;

export default function KeepOffline(): ReactNode {
  const isBrowser = useIsBrowser();
  const [asked, setAsked] = useState<Status>('idle');
  const supported = !isBrowser || 'serviceWorker' in navigator;
  // Already kept when a service worker controls the page.
  const status: Status = isBrowser && supported && navigator.serviceWorker.controller ? 'kept' : asked;
  if (!enabled || !supported) return null;
  const keep = () => {
    setAsked('keeping');
    window.dispatchEvent(new Event(KEEP_EVENT));
    void navigator.serviceWorker.ready.then(() => setAsked('kept'));
  };
  return (
    <div className={styles.box} data-testid="keep-offline" data-status={status}>
      <p className={styles.text}>
        <Translate id="keepOffline.text">
          要在没有网络的地方看教程？把新手路线的页面存到这台设备上，断网时也能打开。
        </Translate>
      </p>
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={keep}
        disabled={!isBrowser || status !== 'idle'}
      >
        <Translate id="keepOffline.button">离线保存新手路线</Translate>
      </button>
      <p role="status" className={styles.status}>
        {status === 'keeping' && <Translate id="keepOffline.keeping">正在保存…</Translate>}
        {status === 'kept' && (
          <Translate id="keepOffline.kept">已保存：没有网络时，新手路线的页面也能打开。</Translate>
        )}
      </p>
    </div>
  );
}

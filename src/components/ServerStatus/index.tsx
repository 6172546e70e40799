import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import type {StatusProvider} from '@site/config/community';
import {
  fetchStatus,
  readCache,
  statusUrl,
  TIMEOUT_MS,
  writeCache,
  type ServerStatus as Status,
} from '@site/src/lib/serverStatus';
import styles from './styles.module.css';

interface Props {
  provider: StatusProvider;
  /** API URL with `{host}` and `{port}`. */
  endpoint: string;
  host: string;
  port: number;
  timeoutMs?: number;
}

type State = 'checking' | 'unknown' | Status;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, {timeout: 4000});
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1000);
  return () => window.clearTimeout(id);
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The server's live status from a public status API, asked by the reader's browser once the page
 * is idle and kept for a minute in this tab (src/lib/serverStatus.ts). The server renders
 * "checking"; a timeout, an error or a malformed answer shows "status unknown". Text from the
 * server is rendered as text.
 */
export default function ServerStatus({
  provider,
  endpoint,
  host,
  port,
  timeoutMs = TIMEOUT_MS,
}: Props): ReactNode {
  const [state, setState] = useState<State>('checking');
  useEffect(() => {
    const url = statusUrl(endpoint, host, port);
    const storage = session();
    const cached = storage ? readCache(storage, url, Date.now()) : null;
    let live = true;
    if (cached) {
      void Promise.resolve().then(() => live && setState(cached));
      return () => {
        live = false;
      };
    }
    const cancel = whenIdle(() => {
      void fetchStatus(url, provider, timeoutMs).then((status) => {
        if (!live) return;
        setState(status ?? 'unknown');
        if (status && storage) writeCache(storage, url, status, Date.now());
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [provider, endpoint, host, port, timeoutMs]);

  const kind = typeof state === 'string' ? state : state.online ? 'online' : 'offline';
  return (
    <div className={styles.status} data-state={kind} data-testid="server-status">
      <p className={styles.line} role="status">
        <span className={clsx(styles.dot, styles[kind])} aria-hidden="true" />
        {kind === 'checking' && <Translate id="serverStatus.checking">正在查询服务器状态…</Translate>}
        {kind === 'unknown' && <Translate id="serverStatus.unknown">服务器状态未知</Translate>}
        {kind === 'offline' && <Translate id="serverStatus.offline">服务器离线</Translate>}
        {typeof state === 'object' && state.online && (
          <>
            <Translate id="serverStatus.online">服务器在线</Translate>
            {state.players && (
              <>
                {' · '}
                <Translate
                  id="serverStatus.players"
                  values={{online: state.players.online, max: state.players.max}}
                >
                  {'{online} / {max} 人在线'}
                </Translate>
              </>
            )}
            {state.version && (
              <>
                {' · '}
                <Translate id="serverStatus.version" values={{version: state.version}}>
                  {'版本 {version}'}
                </Translate>
              </>
            )}
          </>
        )}
      </p>
      {typeof state === 'object' && state.motd && (
        <p className={styles.motd} data-testid="server-motd">
          {state.motd}
        </p>
      )}
    </div>
  );
}

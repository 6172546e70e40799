import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  fetchStatus,
  readCache,
  TIMEOUT_MS,
  writeCache,
  type ServerStatus as Status,
  type StatusSource,
} from '@site/src/lib/serverStatus';
import community from '@site/config/community';
import {serverIsNewer} from '@site/src/lib/checkedAgainst';
import styles from './styles.module.css';

interface Props {
  /** Where to ask, in what format, and the service named beside the status (statusSource()). */
  source: StatusSource;
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

/** Where the status comes from, in a sentence: which service the reader's browser asks. */
function SourceNote({source}: {source: StatusSource}): ReactNode {
  return (
    <p className={styles.source} data-testid="server-status-source">
      {source.self ? (
        <Translate id="serverStatus.sourceSelf" values={{service: source.service}}>
          {'状态由你的浏览器从本站（{service}）读取，不经过其他网站。'}
        </Translate>
      ) : (
        <Translate id="serverStatus.sourceApi" values={{service: source.service}}>
          {'状态由你的浏览器向 {service} 查询，该服务会看到你的 IP 地址和浏览器信息。'}
        </Translate>
      )}
    </p>
  );
}

/**
 * The server's live status, asked by the reader's browser once the page is idle (of a public
 * status API or of the site's own status.json) and kept for a minute in this tab
 * (src/lib/serverStatus.ts). The server renders "checking"; a timeout, an error, an answer over
 * 64 KiB or a malformed answer shows "status unknown". Text from the server is rendered as text;
 * counts with the locale's digit grouping. A sentence below names the service asked.
 */
export default function ServerStatus({source, timeoutMs = TIMEOUT_MS}: Props): ReactNode {
  const [state, setState] = useState<State>('checking');
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {url, format: provider} = source;
  useEffect(() => {
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
  }, [provider, url, timeoutMs]);

  const number = new Intl.NumberFormat(currentLocale);
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
                  values={{
                    online: number.format(state.players.online),
                    max: number.format(state.players.max),
                  }}
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
      {typeof state === 'object' &&
        state.online &&
        state.version &&
        community.versionNotice.enabled &&
        serverIsNewer(state.version, community.gameVersion) && (
          <p className={styles.motd} data-testid="server-newer">
            <Translate
              id="serverStatus.newerThanSite"
              values={{version: state.version, site: community.gameVersion}}
            >
              {'服务器现在运行 {version}，本站按 {site} 编写，部分步骤可能不同。'}
            </Translate>
          </p>
        )}
      {typeof state === 'object' && state.motd && (
        <p className={styles.motd} data-testid="server-motd">
          {state.motd}
        </p>
      )}
      <SourceNote source={source} />
    </div>
  );
}

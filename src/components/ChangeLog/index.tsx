import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import community from '@site/config/community';
import builtLog from '@site-generated/changelog.json';
import {commitUrl, groupByDate, historyUrl, type ChangeLog as Log} from '@site/src/lib/changelog';
import styles from './styles.module.css';

function HistoryLink(): ReactNode {
  return (
    <Link href={historyUrl(community.repository.url, community.repository.editBranch)}>
      <Translate id="changeLog.historyLink">在代码仓库中查看完整历史</Translate>
    </Link>
  );
}

/**
 * The site's change log, read from git history when the site was built
 * (plugins/gitChangeLog.ts), newest first. Without history it says so.
 * `log` replaces the built log (used by test fixtures).
 */
export default function ChangeLog({log = builtLog}: {log?: Log}): ReactNode {
  if (log.status === 'unavailable') {
    return (
      <div className="alert alert--info" role="note" data-testid="changelog-unavailable">
        <p>
          <Translate id="changeLog.unavailable">
            这次构建没有可用的 git 历史（例如从压缩包构建，或构建环境里没有 git），所以这里无法列出更新记录。
          </Translate>
        </p>
        <HistoryLink />
      </div>
    );
  }
  return (
    <div data-testid="changelog">
      {log.status === 'shallow' && (
        <p className="alert alert--info" role="note" data-testid="changelog-shallow">
          <Translate id="changeLog.shallow">
            这次构建使用的是只含最近提交的浅克隆，下面的列表并不完整。
          </Translate>{' '}
          <HistoryLink />
        </p>
      )}
      {/* Commit messages: not for the site search (config/search.ts). */}
      <ol className={styles.days} data-search-ignore>
        {groupByDate(log.entries).map((day) => (
          <li key={day.date} className={styles.day}>
            <time dateTime={day.date} className={styles.date}>
              {day.date}
            </time>
            <ul className={styles.commits}>
              {day.entries.map((entry) => (
                <li key={entry.hash}>
                  <Link href={commitUrl(community.repository.url, entry.hash)} className={styles.hash}>
                    <code>{entry.hash.slice(0, 7)}</code>
                  </Link>{' '}
                  {entry.subject}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {log.omitted > 0 && (
        <p>
          <Translate id="changeLog.omitted" values={{count: log.omitted}}>
            {'更早的 {count} 次提交没有列在这里。'}
          </Translate>{' '}
          <HistoryLink />
        </p>
      )}
    </div>
  );
}

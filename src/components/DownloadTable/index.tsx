import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useLocalized from '@site/src/hooks/useLocalized';
import {formatSize, type ServerBuild} from '@site/src/lib/serverBuilds';
import builds from '@site/data/server-builds.yml';
import ScrollTable from '@site/src/components/ScrollTable';
import styles from './styles.module.css';

function Notes({build}: {build: ServerBuild}): ReactNode {
  return <>{useLocalized(build.notes)}</>;
}

function columns(): string[] {
  return [
    translate({id: 'downloads.col.version', message: '版本'}),
    translate({id: 'downloads.col.core', message: '核心'}),
    translate({id: 'downloads.col.date', message: '发布日期'}),
    translate({id: 'downloads.col.size', message: '大小'}),
    translate({id: 'downloads.col.notes', message: '说明'}),
    translate({id: 'downloads.col.download', message: '下载'}),
  ];
}

/** Historical server builds from data/server-builds.yml, as a plain table (no JavaScript needed). */
export default function DownloadTable(): ReactNode {
  return (
    <ScrollTable label={translate({id: 'downloads.caption', message: '历史服务端下载'})}>
      <thead>
        <tr>
          {columns().map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {builds.map((build) => (
          <tr
            key={`${build.core}-${build.version}`}
            id={`build-${build.core}-${build.version.replace(/\./g, '-')}`}
          >
            <th scope="row">{build.version}</th>
            <td>{build.core}</td>
            <td>
              <time dateTime={build.date}>{build.date}</time>
            </td>
            <td>{build.size ? formatSize(build.size) : '—'}</td>
            <td>
              <Notes build={build} />
              {build.sha1 && (
                <div className={styles.sha1}>
                  SHA-1 <code>{build.sha1}</code>
                </div>
              )}
            </td>
            <td>
              <Link href={build.url}>
                <Translate id="downloads.link" values={{version: build.version}}>
                  {'下载 {version}'}
                </Translate>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

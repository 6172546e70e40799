import {Fragment, useId, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import community from '@site/config/community';
import useLocalized from '@site/src/hooks/useLocalized';
import {javaFor, type JavaRange} from '@site/src/lib/javaVersions';
import javaVersions from '@site/data/java-versions.yml';
import styles from './styles.module.css';

function RangeLabel({range}: {range: JavaRange}): ReactNode {
  return range.to ? (
    <>
      {range.from} – {range.to}
    </>
  ) : (
    <Translate id="javaVersions.andLater" values={{version: range.from}}>
      {'{version} 及以后'}
    </Translate>
  );
}

function Note({range}: {range: JavaRange}): ReactNode {
  return <>{useLocalized(range.note)}</>;
}

/** The picker: type a Minecraft version, read the Java it needs. Needs JavaScript. */
function Picker({ranges}: {ranges: JavaRange[]}): ReactNode {
  const [version, setVersion] = useState(community.gameVersion);
  const id = useId();
  const answer = javaFor(version, ranges);
  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        <Translate id="javaVersions.picker.label">你的 Minecraft 版本</Translate>
      </label>
      <input
        id={id}
        className={styles.input}
        value={version}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        placeholder={community.gameVersion}
        onChange={(event) => setVersion(event.target.value)}
      />
      <p className={styles.answer} role="status" aria-live="polite" data-testid="java-answer">
        {answer.kind === 'found' && (
          <Translate
            id="javaVersions.picker.answer"
            values={{version: version.trim(), java: <strong>Java {answer.range.java}</strong>}}
          >
            {'Minecraft {version} 需要 {java} 或更高版本。'}
          </Translate>
        )}
        {answer.kind === 'invalid' && (
          <Translate id="javaVersions.picker.invalid">请输入形如 1.20.4 或 26.1 的版本号。</Translate>
        )}
        {answer.kind === 'too-old' && (
          <Translate id="javaVersions.picker.tooOld" values={{oldest: answer.oldest}}>
            {'本表只收录 {oldest} 及以后的版本。'}
          </Translate>
        )}
      </p>
    </div>
  );
}

/**
 * The table's row for the server's own game version, as one sentence (config/community.ts's
 * gameVersion, data/java-versions.yml): what a player of this server needs, shown above the folded
 * table (a strict reading: the whole table was long on a phone, for one row the reader needed).
 */
export function ServerJavaAnswer(): ReactNode {
  const answer = javaFor(community.gameVersion, javaVersions);
  if (answer.kind !== 'found') return null;
  const {range} = answer;
  return (
    <p data-testid="server-java">
      <Translate
        id="javaVersions.server"
        values={{
          version: community.gameVersion,
          java: <strong>Java {range.java}</strong>,
          launcher: `Java ${range.launcher}`,
          note: <Note range={range} />,
        }}
      >
        {'本服务器的 Minecraft {version} 需要 {java} 或更高版本，官方启动器为它自带 {launcher}。{note}'}
      </Translate>
    </p>
  );
}

/**
 * Which Java each Minecraft: Java Edition version needs, from
 * data/java-versions.yml: a picker and a table (the table is complete
 * without JavaScript).
 */
export default function JavaVersionTable(): ReactNode {
  const ranges = javaVersions;
  return (
    <div className={styles.wrapper}>
      <Picker ranges={ranges} />
      <table>
        <caption className={styles.caption}>
          {translate({
            id: 'javaVersions.caption',
            message: '各 Minecraft: Java 版版本能运行的最低 Java 版本，以及官方启动器为它自带的 Java',
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="javaVersions.col.minecraft">Minecraft 版本</Translate>
            </th>
            <th scope="col">
              <Translate id="javaVersions.col.java">最低 Java 版本</Translate>
            </th>
            <th scope="col">
              <Translate id="javaVersions.col.launcher">官方启动器自带</Translate>
            </th>
            <th scope="col" className={styles.noteCell}>
              <Translate id="javaVersions.col.note">说明</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {ranges.map((range) => (
            <Fragment key={range.from}>
              <tr className={styles.range}>
                <td>
                  <RangeLabel range={range} />
                </td>
                <td>Java {range.java}</td>
                <td>Java {range.launcher}</td>
                <td className={styles.noteCell}>
                  <Note range={range} />
                </td>
              </tr>
              {/* On a phone the note takes the row's whole width, under it (styles.module.css). */}
              <tr className={styles.noteRow}>
                <td colSpan={4}>
                  <Note range={range} />
                </td>
              </tr>
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

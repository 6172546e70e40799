/**
 * The newcomer parts that need the Java version of the server's game version (from
 * data/java-versions.yml): the Java page's mirror links and the version as text, apart from
 * ./index.tsx so that the other pages load neither the table nor these words
 * (`@site-generated/newcomer-java-text.json`, the reader's language only).
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import community, {type CommunityConfig} from '@site/config/community';
import text from '@site-generated/newcomer-java-text.json';
import javaVersions from '@site/data/java-versions.yml';
import {javaFor} from '@site/src/lib/javaVersions';
import {mirrorFolder} from '@site/src/lib/newcomer';
import {fill, useLocale} from './index';

const config = community as CommunityConfig;

/** The Java version the server's game version needs (from data/java-versions.yml). */
export function useServerJava(): number | undefined {
  const answer = javaFor(config.gameVersion, javaVersions);
  return answer.kind === 'found' ? answer.range.java : undefined;
}

/** Links to the configured Java mirror's folders for the Java the server needs. */
export function JavaMirror(): ReactNode {
  const locale = useLocale();
  const t = text.mirror;
  const java = useServerJava() ?? 21;
  const folder = config.javaMirror.folder;
  const builds = [
    [t.mirrorWindows, '.msi', 'x64', 'windows'],
    [t.mirrorMacArm, '.pkg', 'aarch64', 'mac'],
    [t.mirrorMacIntel, '.pkg', 'x64', 'mac'],
    [t.mirrorLinux, '.tar.gz', 'x64', 'linux'],
  ] as const;
  const rows = builds.map(
    ([label, ext, arch, os]) =>
      [label, ext, mirrorFolder(folder, {version: java, pkg: 'jre', arch, os})] as const,
  );
  return (
    <div data-java-mirror="">
      <p>
        {fill(t.mirrorIntro, {
          mirror: config.javaMirror.label[locale],
          java: String(java),
        })}
      </p>
      <ul>
        {rows.map(([label, ext, url]) => (
          <li key={url}>
            <Link href={url}>{label}</Link> <code>{ext}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The Java version the server's game version needs, as text ("21"). */
export function ServerJava(): ReactNode {
  return useServerJava() ?? null;
}

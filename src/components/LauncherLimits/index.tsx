/**
 * Warnings about what a launcher locks for some readers (src/lib/launcherLimits.ts),
 * with the launcher's own labels from data/screens/<launcher>.yml, both in the page's language
 * only (`@site-generated/launcher-limits-text.json`, src/lib/newcomerText.ts): only the pages
 * that show a warning load its words.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import community, {type CommunityConfig} from '@site/config/community';
import text from '@site-generated/launcher-limits-text.json';
import {hmclRegionLock, type HmclLockLabel} from '@site/src/lib/launcherLimits';
import {acceptsSkinSite, LAUNCHER_START, ROUTES} from '@site/src/lib/newcomer';
import {fill} from '@site/src/components/Newcomer';

const config = community as CommunityConfig;

/**
 * HMCL greys out skin-site (authlib-injector) sign-in on computers it thinks are
 * outside mainland China until a Microsoft account has been added. Shown only
 * when the server accepts skin-site accounts: Microsoft sign-in is never locked.
 */
export function HmclRegionLock({folded = false}: {folded?: boolean}): ReactNode {
  if (!acceptsSkinSite(config.login)) return null;
  const labels = Object.fromEntries(
    (Object.keys(text.hmclLockLabels) as HmclLockLabel[]).map((name) => [
      name,
      <strong key={name}>{text.hmclLockLabels[name]}</strong>,
    ]),
  ) as Record<HmclLockLabel, ReactNode>;
  // The tooltip is quoted, not bold.
  labels.hint = text.hmclLockLabels.hint;
  const values = {...labels, since: hmclRegionLock.since};
  const t = text.hmclRegion;
  const body = (
    <>
      <p>
        {fill(t.what, values)}
        {text.sentenceGap}
        {fill(t.unlock, values)}
      </p>
      <p>{t.insteadTitle}</p>
      <ul>
        <li>{t.inChina}</li>
        <li>{fill(t.windows, {pcl: <PclWayOut />})}</li>
        <li>
          {fill(t.otherOs, {
            command: <StartWithoutLock key="command" />,
            shCommand: <StartWithoutLock key="shCommand" script />,
          })}
        </li>
      </ul>
    </>
  );
  // Folded where it would sit between a section's first lines and its steps (the HMCL page's
  // sign-in): the title names who it is for, so a reader in China reads past it in one line.
  return folded ? (
    <details className="theme-admonition alert alert--warning" data-launcher-lock="hmcl-region">
      <summary>
        <strong>{t.title}</strong>
      </summary>
      {body}
    </details>
  ) : (
    <div className="theme-admonition alert alert--warning" role="note" data-launcher-lock="hmcl-region">
      <p>
        <strong>{t.title}</strong>
      </p>
      {body}
    </div>
  );
}

/**
 * HMCL started with its own option that lifts the lock (macOS and Linux, where PCL does not run): the
 * .jar through Java, or the .sh script, which passes `HMCL_JAVA_OPTS` to Java (HMCLauncher.sh).
 */
function StartWithoutLock({script = false}: {script?: boolean}): ReactNode {
  return script ? (
    <code data-lock-option="hmcl-sh">{`HMCL_JAVA_OPTS=${hmclRegionLock.startOption} ./HMCL-*.sh`}</code>
  ) : (
    <code data-lock-option="hmcl">{`java ${hmclRegionLock.startOption} -jar HMCL-*.jar`}</code>
  );
}

/** The way round the lock on Windows: the PCL guide, where a reader who chose PCL starts. */
function PclWayOut(): ReactNode {
  return (
    <Link to={`${ROUTES.pcl}#${LAUNCHER_START.pcl}`} data-lock-alternative="pcl">
      {text.hmclRegion.pclLink}
    </Link>
  );
}

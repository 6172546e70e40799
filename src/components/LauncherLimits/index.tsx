/**
 * Warnings about what a launcher locks for some readers (src/lib/launcherLimits.ts),
 * with the launcher's own labels from data/screens/<launcher>.yml.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import community, {type CommunityConfig} from '@site/config/community';
import hmclLabels from '@site/data/screens/hmcl.yml';
import {hmclRegionLock, hmclRegionText, type HmclLockLabel} from '@site/src/lib/launcherLimits';
import {acceptsSkinSite, ROUTES} from '@site/src/lib/newcomer';
import {labelText} from '@site/src/lib/screenLabels';
import {fill, useLocale} from '@site/src/components/Newcomer';

const config = community as CommunityConfig;

/**
 * HMCL greys out skin-site (authlib-injector) sign-in on computers it thinks are
 * outside mainland China until a Microsoft account has been added. Shown only
 * when the server accepts skin-site accounts: Microsoft sign-in is never locked.
 */
export function HmclRegionLock(): ReactNode {
  const locale = useLocale();
  if (!acceptsSkinSite(config.login)) return null;
  const labels = Object.fromEntries(
    (Object.keys(hmclRegionLock.labels) as HmclLockLabel[]).map((name) => [
      name,
      <strong key={name}>{labelText(hmclLabels, hmclRegionLock.labels[name], locale)}</strong>,
    ]),
  ) as Record<HmclLockLabel, ReactNode>;
  // The tooltip is quoted, not bold.
  labels.hint = labelText(hmclLabels, hmclRegionLock.labels.hint, locale);
  const values = {...labels, since: hmclRegionLock.since};
  const t = hmclRegionText;
  return (
    <div className="theme-admonition alert alert--warning" role="note" data-launcher-lock="hmcl-region">
      <p>
        <strong>{t.title[locale]}</strong>
      </p>
      <p>
        {fill(t.what[locale], values)} {fill(t.unlock[locale], values)}
      </p>
      <p>{t.insteadTitle[locale]}</p>
      <ul>
        <li>{t.inChina[locale]}</li>
        <li>
          {fill(t.windows[locale], {
            pcl: (
              <Link to={`${ROUTES.pcl}#download`} data-lock-alternative="pcl">
                {t.pclLink[locale]}
              </Link>
            ),
          })}
        </li>
        <li>{t.otherOs[locale]}</li>
      </ul>
    </div>
  );
}

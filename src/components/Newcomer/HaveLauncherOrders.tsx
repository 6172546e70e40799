/**
 * For a skin-site reader with a launcher a friend set up, as list items of the home page's skin-site
 * row (./Paths.tsx): a friend's HMCL is replaced when its origin is unsure or it warns of an
 * unofficial build (on Windows by PCL, as off Beijing time, where HMCL greys out a skin-site account;
 * on a Mac or Linux after a look at the region lock), else kept (the account, then the version, then
 * the last step); a friend's PCL is downloaded afresh, and its guide goes on from there; anything
 * else, the launcher page's choice. The "next step" box before the launcher step links the launcher
 * page's section instead (strict readings 80 to 82: the copy there was clutter). Strict reading 45
 * (both languages): the shortcut gave both launchers an order to skip to, then sent the PCL reader
 * back to download.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {ROUTES, signInHref} from '@site/src/lib/newcomer';
import {fill} from './fill';

interface HaveLauncherWords {
  haveLauncherHmcl: string;
  haveLauncherPcl: string;
  /** No launcher, another one, or one not told apart: a new one, by the choice's rule. */
  haveLauncherOther: string;
  /** The launcher page's choice, for that reader. */
  haveLauncherChooseLink: string;
  haveLauncherSignInLink: string;
  /** PCL's own word for the skin-site sign-in (第三方登录), where HMCL says 外置登录. */
  haveLauncherSignInLinkPcl: string;
  haveLauncherGameLink: string;
  /** The PCL guide's download, for a fresh copy: a friend's PCL cannot be told from a changed one. */
  haveLauncherDownloadLink: string;
  /** HMCL's region-lock section, for a computer not on Beijing time (it may refuse a skin-site account). */
  haveLauncherRegionLockLink: string;
  /** After a kept HMCL's order: "Then go straight to the last step: {last}." */
  haveLauncherLast: string;
}

export function HaveLauncherOrders({
  words,
  gameVersion,
  last,
  sentenceGap,
}: {
  words: HaveLauncherWords;
  gameVersion: string;
  /**
   * The skin-site path's last step, which a kept HMCL goes straight on to (its title as it reads
   * inside a sentence): on the home row and in the box alike (strict reading 51, en: the box's item
   * stopped at "install and select 1.21.4").
   */
  last: {href: string; title: string};
  /** How the language joins two sentences. */
  sentenceGap: string;
}): ReactNode {
  const values = (launcher: 'hmcl' | 'pcl') => ({
    gameVersion,
    // A friend's launcher may hold another version (an older modpack): the server's version too.
    game: <Link to={`${ROUTES[launcher]}#install-game`}>{words.haveLauncherGameLink}</Link>,
    // A PCL a friend set up is downloaded afresh (strict reading 44: the shortcut kept it while the
    // launcher and PCL pages replace any PCL not downloaded by the reader from its author's page);
    // the PCL guide goes on from its download (strict reading 45: no order of its own to skip to).
    download: <Link to={`${ROUTES.pcl}#download`}>{words.haveLauncherDownloadLink}</Link>,
    regionLock: <Link to={`${ROUTES.hmcl}#outside-mainland`}>{words.haveLauncherRegionLockLink}</Link>,
    signIn: (
      <Link to={signInHref('java-skin', launcher)}>
        {launcher === 'pcl' ? words.haveLauncherSignInLinkPcl : words.haveLauncherSignInLink}
      </Link>
    ),
  });
  return (
    <>
      <li data-have-launcher-order="hmcl">
        {fill(words.haveLauncherHmcl, values('hmcl'))}
        {sentenceGap}
        {fill(words.haveLauncherLast, {last: <Link to={last.href}>{last.title}</Link>})}
      </li>
      <li data-have-launcher-order="pcl">{fill(words.haveLauncherPcl, values('pcl'))}</li>
      {/* And every other case, in the box as on the home row (strict reading 54: the box after
          applying had no item for a reader whose friend's launcher is neither). */}
      <li data-have-launcher-order="other">
        {fill(words.haveLauncherOther, {
          choose: <Link to={`${ROUTES.launchers}#choose`}>{words.haveLauncherChooseLink}</Link>,
        })}
      </li>
    </>
  );
}

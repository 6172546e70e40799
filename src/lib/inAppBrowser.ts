/**
 * QQ and WeChat in-app browsers: which one a user agent is, and which links they leave dead.
 *
 * Marks (from the user agents these apps send, as collected in public user-agent parsers'
 * issues: browscap/browscap#587, serbanghita/Mobile-Detect#646, fnando/browser#452 and #424,
 * WhichBrowser/Parser-PHP#116, matomo-org/device-detector#7785):
 * - WeChat (and WeCom) adds `MicroMessenger/<version>` on Android, iOS and its desktop app; on
 *   Android it also carries `MQQBrowser/` (the X5 engine), so WeChat is tested first.
 * - QQ's in-app browser adds `QQ/<version>` (with `V1_AND_SQ_…` on Android, `V1_IPH_SQ_…` on iOS).
 * - The standalone QQ Browser app sends `MQQBrowser/<version>` (phones) or `QQBrowser/<version>`
 *   (computers) and no `QQ/` token: it is an ordinary browser and gets no hint.
 */
export type InAppBrowser = 'wechat' | 'qq';

export function inAppBrowser(userAgent: string): InAppBrowser | null {
  if (/\bMicroMessenger\//i.test(userAgent)) return 'wechat';
  // `QQ/9.0.85` but not `MQQBrowser/7.0` or `QQBrowser/5.0`: the token must start after a space,
  // `(` or `;` (or the string's start) and be followed by a digit.
  if (/(?:^|[\s;(])QQ\/\d/.test(userAgent)) return 'qq';
  return null;
}

/** File types whose links are downloads (installers, server jars, archives, Bedrock add-ons). */
const DOWNLOAD_EXTENSIONS =
  /\.(?:jar|exe|msi|zip|7z|rar|tar\.gz|tgz|apk|dmg|pkg|deb|rpm|mcpack|mcaddon|mcworld|mctemplate|mrpack)$/i;

/**
 * Whether an in-app browser would leave this link dead: a `minecraft:` link (the Bedrock one-tap
 * add) or a link to a file to download (by its extension, or marked with `download`).
 */
export function isDeadInApp(href: string, hasDownloadAttribute = false): boolean {
  if (/^minecraft:/i.test(href.trim())) return true;
  if (hasDownloadAttribute) return true;
  let path: string;
  try {
    path = new URL(href, 'https://site.invalid/').pathname;
  } catch {
    return false;
  }
  return DOWNLOAD_EXTENSIONS.test(path);
}

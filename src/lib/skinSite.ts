/**
 * The skin site's authlib-injector address ("API root"), worked out from its
 * web address in config/community.ts (`skinSite.url`).
 *
 * Blessing Skin, the program most skin sites run, serves the Yggdrasil API of
 * its yggdrasil-api plugin at `/api/yggdrasil` under the site's address (the
 * plugin's AddApiIndicationHeader middleware points launchers to
 * `url('api/yggdrasil')`; LittleSkin, the best-known Blessing Skin site,
 * documents https://littlesk.in/api/yggdrasil). Launchers ask for this
 * address: HMCL's 服务器地址 / Server URL, PCL's 认证服务器.
 */

/** The path Blessing Skin's yggdrasil-api plugin serves the API at. */
export const YGGDRASIL_PATH = '/api/yggdrasil';

/**
 * `https://skin.example.org` → `https://skin.example.org/api/yggdrasil`.
 * A trailing slash, a query or a fragment of the site address are dropped; a
 * site under a sub-path keeps it (`https://example.org/skin/` →
 * `https://example.org/skin/api/yggdrasil`). Anything but an absolute http(s)
 * address throws, naming the field, so a fork's typo fails the build.
 */
export function skinApiAddress(siteUrl: string): string {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    throw new Error(
      `config/community.ts skinSite.url must be an absolute URL, got ${JSON.stringify(siteUrl)}`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(
      `config/community.ts skinSite.url must start with https://, got ${JSON.stringify(siteUrl)}`,
    );
  }
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path}${YGGDRASIL_PATH}`;
}

/** The URI scheme prefix of authlib-injector's drag-and-drop format for launchers. */
export const DRAG_PREFIX = 'authlib-injector:yggdrasil-server:';

/**
 * What a drag into a launcher carries (text/plain): `authlib-injector:yggdrasil-server:` and the
 * API address as a URI component (encodeURIComponent), as the launcher specification of
 * authlib-injector's wiki defines it; HMCL splits at ":" and URL-decodes the third part, PCL
 * URL-decodes what follows the prefix.
 */
export function skinDragData(apiAddress: string): string {
  return `${DRAG_PREFIX}${encodeURIComponent(apiAddress)}`;
}

/**
 * The API address in the pieces a reader types it in, for reading it off a phone:
 * `https://skin.example.org/api/yggdrasil` → `{scheme: 'https://', rest: 'skin.example.org/api/yggdrasil'}`.
 * HMCL adds a missing `https://` itself (HMCL-dev/HMCL, HMCLCore AuthlibInjectorServer.locateServer
 * calls NetworkUtils.addHttpsIfMissing, checked on the 2026-08 main branch); PCL uses the field as
 * typed (Meloong-Git/PCL 2.13.1.1, PageLoginAuth.xaml.vb: the address plus "/authserver"), so a PCL
 * reader types it whole.
 */
export function skinApiTyping(apiAddress: string): {scheme: string; rest: string} {
  const at = apiAddress.indexOf('://') + 3;
  return {scheme: apiAddress.slice(0, at), rest: apiAddress.slice(at)};
}

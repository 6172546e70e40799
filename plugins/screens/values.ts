/** Values the pictures show that follow from config/community.ts. */
import community from '@site/config/community';
import type {SiteLocale} from '@site/config/locale';
import {localize} from '@site/src/lib/localized';
import {skinApiAddress} from '@site/src/lib/skinSite';
import {JAVA_DEFAULT_PORT} from '@site/src/lib/newcomer';

/** The values the data of the pictures name as `{$name}` (plugins/screens/screen.ts). */
export function screenValues(locale: SiteLocale): Record<string, string> {
  const {java, bedrock} = community;
  return {
    gameVersion: community.gameVersion,
    serverName: localize(community.serverName, locale),
    skinSite: localize(community.skinSite.label, locale),
    // The host name, as launchers list it; the authlib-injector API address, as the pages give it.
    skinHost: new URL(community.skinSite.url).host,
    skinApiUrl: skinApiAddress(community.skinSite.url),
    javaAddress: java.port === JAVA_DEFAULT_PORT ? java.host : `${java.host}:${java.port}`,
    bedrockHost: bedrock.host,
    bedrockPort: String(bedrock.port),
  };
}

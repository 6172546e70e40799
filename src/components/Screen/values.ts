/** Values the pictures show that follow from config/community.ts. */
import community from '@site/config/community';
import {skinApiAddress} from '@site/src/lib/skinSite';

/** The skin site's host name, as launchers list it. */
export function skinHost(): string {
  return new URL(community.skinSite.url).host;
}

/** The skin site's authlib-injector API address (src/lib/skinSite.ts), as the pages give it. */
export function skinApiUrl(): string {
  return skinApiAddress(community.skinSite.url);
}

/** The values the data of the pictures name as `{$name}` (src/components/Screen/screen.tsx). */
export function screenValues(locale: 'zh' | 'en'): Record<string, string> {
  const {java, bedrock} = community;
  return {
    gameVersion: community.gameVersion,
    serverName: community.serverName[locale],
    skinSite: community.skinSite.label[locale],
    skinHost: skinHost(),
    skinApiUrl: skinApiUrl(),
    javaAddress: java.port === 25565 ? java.host : `${java.host}:${java.port}`,
    bedrockHost: bedrock.host,
    bedrockPort: String(bedrock.port),
  };
}

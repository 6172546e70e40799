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

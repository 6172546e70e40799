/** Values the pictures show that follow from config/community.ts. */
import community from '@site/config/community';

/** The skin site's host name, as launchers list it. */
export function skinHost(): string {
  return new URL(community.skinSite.url).host;
}

/**
 * The skin site's authlib-injector API address: Blessing Skin's Yggdrasil plugin serves it at
 * /api/yggdrasil (the skin site guide says so and tells readers to check the site's own page).
 */
export function skinApiUrl(): string {
  return `${community.skinSite.url.replace(/\/$/, '')}/api/yggdrasil`;
}

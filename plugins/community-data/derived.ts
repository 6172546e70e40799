/**
 * Values the build derives from config/community.ts and the site's content, for the pages that
 * show them (written as `@site-generated/<name>.json` by ./modules.ts).
 */
import community from '../../config/community';
import {addServerLink, type BedrockLinkData} from '../../src/lib/bedrockLink';
import type {LatestPost} from '../../src/lib/latestPosts';
import {localize} from '../../src/lib/localized';
import {qrPath} from '../lib/qrCode';

/** How many posts the home page lists. */
export const LATEST_POSTS = 3;

export type {LatestPost};

interface BlogPostLike {
  metadata: {
    title: string;
    permalink: string;
    date: Date | string;
    description: string;
    readingTime?: number;
    unlisted?: boolean;
    frontMatter?: {hide_on_home?: unknown};
  };
}

/** The Bedrock one-tap link of this locale's server name, with its QR code; null when turned off. */
export function bedrockLinkData(locale: string): BedrockLinkData | null {
  if (!community.bedrockLink.enabled) return null;
  const {host, port} = community.bedrock;
  const href = addServerLink(localize(community.serverName, locale), host, port);
  return {href, qr: qrPath(href)};
}

/**
 * The newest listed posts of the blog plugin's content, for the home page. A post whose front
 * matter says `hide_on_home: true` (one for the site's writers rather than its players) is
 * left out there and stays in the blog.
 */
export function latestPosts(blogContent: unknown, count = LATEST_POSTS): LatestPost[] {
  const posts = ((blogContent as {blogPosts?: BlogPostLike[]} | undefined)?.blogPosts ?? [])
    .filter((p) => !p.metadata.unlisted && p.metadata.frontMatter?.hide_on_home !== true)
    .map(({metadata: m}) => ({
      title: m.title,
      permalink: m.permalink,
      date: new Date(m.date).toISOString().slice(0, 10),
      description: m.description,
      readingTime: m.readingTime ? Math.ceil(m.readingTime) : null,
    }));
  return posts.sort((a, b) => b.date.localeCompare(a.date)).slice(0, count);
}

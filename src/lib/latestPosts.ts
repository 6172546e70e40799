/** A blog post as the home page lists it (`@site-generated/latest-posts.json`, plugins/community-data/derived.ts). */
export interface LatestPost {
  title: string;
  permalink: string;
  /** YYYY-MM-DD */
  date: string;
  description: string;
  /** Minutes, rounded up. */
  readingTime: number | null;
}

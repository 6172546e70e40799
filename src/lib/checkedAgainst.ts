/**
 * Pages that know their game version (issue 48, `versionNotice` in config/community.ts). A doc or
 * post that depends on versions says in its front matter what it was checked against:
 *
 *   checked_against:
 *     game: '1.21.4'      # the Java Edition version its steps were checked with
 *     hmcl: '3.6.12'      # anything else it depends on, for whoever re-checks it
 *
 * Only `game` is compared (with `gameVersion`); the other entries are notes for the admin. Values
 * are versions written in quotes: YAML reads 1.20 unquoted as the number 1.2.
 */
import {compareMcVersions, parseMcVersion} from './javaVersions';

/** The front matter key. */
export const CHECKED_AGAINST = 'checked_against';

/** What a page was checked against, or null when it does not say; throws naming the field when malformed. */
export function checkedAgainst(frontMatter: Record<string, unknown>): Record<string, string> | null {
  const value = frontMatter[CHECKED_AGAINST];
  if (value === undefined) return null;
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`field "${CHECKED_AGAINST}" must be a mapping such as {game: '1.21.4'}`);
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [key, version] of entries) {
    if (typeof version !== 'string' || version.trim() === '')
      throw new Error(
        `field "${CHECKED_AGAINST}.${key}" must be a version in quotes, such as '1.21.4'` +
          (typeof version === 'number' ? ` (YAML read ${version} as a number)` : ''),
      );
  }
  if (entries.some(([key]) => key === 'game') && !parseMcVersion((value as {game: string}).game))
    throw new Error(`field "${CHECKED_AGAINST}.game" must be a Java Edition version such as '1.21.4'`);
  return Object.fromEntries(entries) as Record<string, string>;
}

/**
 * The page's game version and the server's, when the server's is newer (the page may be out of
 * date); null otherwise.
 */
export function olderThanServer(
  frontMatter: Record<string, unknown>,
  gameVersion: string,
): {written: string; now: string} | null {
  const written = checkedAgainst(frontMatter)?.game;
  const page = written === undefined ? undefined : parseMcVersion(written);
  const server = parseMcVersion(gameVersion);
  if (!page || !server || compareMcVersions(server, page) <= 0) return null;
  return {written: written!, now: gameVersion};
}

/**
 * Whether a version a server reports ("Paper 1.21.10", "1.21.10", "Velocity 3.4.0 1.7.2-1.21.10")
 * is newer than `gameVersion`: its last Java Edition version is compared. False when it names none.
 */
export function serverIsNewer(reported: string, gameVersion: string): boolean {
  const versions = reported.match(/\b1\.\d+(?:\.\d+)?\b/g);
  const last = versions && parseMcVersion(versions[versions.length - 1]!);
  const site = parseMcVersion(gameVersion);
  return Boolean(last && site && compareMcVersions(last, site) > 0);
}

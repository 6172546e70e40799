/**
 * "Can I join with my version?" (issue 48, `joinCheck` in config/community.ts): the reader's game
 * version against what the server accepts: Java Edition by config `gameVersion`,
 * `clientVersions` (ViaVersion lets newer clients in, ViaBackwards older ones) and
 * `newestClientVersion` (the newest release ViaVersion knows), Bedrock Edition by
 * the releases the server's Geyser accepts (data/game-messages.yml `geyserBedrockOldest` to
 * `geyserBedrock`).
 */
import type {ClientVersions} from '@site/config/community';
import {compareMcVersions, parseMcVersion} from './javaVersions';

/** What the pages need to answer, generated per build (@site-generated/join-check.json). */
export interface JoinFacts {
  gameVersion: string;
  clientVersions: ClientVersions;
  /** Config `newestClientVersion`: the newest Java release let in where newer ones are (null: not said). */
  newestClientVersion: string | null;
  geyserBedrock: string;
  geyserBedrockOldest: string;
}

export type JoinAnswer =
  /** The version the server runs, or a Bedrock release its Geyser accepts. */
  | {kind: 'yes'}
  /** Let in by a plugin on the server: usually yes, but right after a release it may lag. */
  | {kind: 'likely'}
  /** A Java release newer than the server's, up to the newest its ViaVersion lets in. */
  | {kind: 'inRange'}
  /** A Java release newer than the newest the server's ViaVersion lets in: use the server's for now. */
  | {kind: 'later'}
  /** Refused: use the server's version. */
  | {kind: 'no'; older: boolean}
  /** A Bedrock release newer than the server's Geyser accepts: wait for the admins to update it. */
  | {kind: 'wait'}
  /** A Bedrock release older than the oldest the server's Geyser accepts: update the game. */
  | {kind: 'update'}
  | {kind: 'invalid'};

/**
 * Whether a parsed Java Edition version is one: "1.x" up to 1.21.11, then numbered by year from
 * 2026 ("26.1", "26.1.1"; Mojang's announcement of December 2025). At most three numbers, and a
 * "1.x" patch below 20: Java's never passed 1.21.11, while Bedrock counts its 1.x patches in tens
 * and hundreds ("1.21.130", which a Bedrock player may type here).
 */
const javaNumbering = (version: number[]) =>
  version.length >= 2 &&
  version.length <= 3 &&
  (version[0]! >= 26 || (version[0] === 1 && (version[2] ?? 0) < 20));

/** A version as typed, without the "v" the Bedrock settings screen shows before it ("v1.21.132"). */
const typedVersion = (typed: string) => parseMcVersion(typed.trim().replace(/^v\s*/i, ''));

/** A Java Edition version typed by the reader ("1.21.4", " 1.21 ", "26.1.2"). */
export function javaAnswer(typed: string, facts: JoinFacts): JoinAnswer {
  const version = typedVersion(typed);
  const server = parseMcVersion(facts.gameVersion);
  if (!version || !server || !javaNumbering(version)) return {kind: 'invalid'};
  const order = compareMcVersions(version, server);
  if (order === 0) return {kind: 'yes'};
  const newest =
    facts.clientVersions !== 'exact' && facts.newestClientVersion
      ? parseMcVersion(facts.newestClientVersion)
      : undefined;
  if (order > 0 && newest)
    return compareMcVersions(version, newest) > 0 ? {kind: 'later'} : {kind: 'inRange'};
  if (facts.clientVersions === 'newerAndOlder') return {kind: 'likely'};
  if (facts.clientVersions === 'newer' && order > 0) return {kind: 'likely'};
  return {kind: 'no', older: order < 0};
}

/**
 * A Bedrock Edition version as its settings show it ("v1.21.130", "26.40"): a release from the
 * oldest to the newest the server's Geyser accepts gets in; a newer one waits for the admins; an
 * older one is refused, so the reader updates.
 */
export function bedrockAnswer(typed: string, facts: JoinFacts): JoinAnswer {
  const version = typedVersion(typed);
  const newest = parseMcVersion(facts.geyserBedrock);
  const oldest = parseMcVersion(facts.geyserBedrockOldest);
  if (!version || !newest || !oldest || version.length < 2) return {kind: 'invalid'};
  if (compareMcVersions(version, newest) > 0) return {kind: 'wait'};
  return compareMcVersions(version, oldest) < 0 ? {kind: 'update'} : {kind: 'yes'};
}

/**
 * The Java runtime the Nu HTML Checker (scripts/validate-html.ts) runs on: the system's own, never
 * one downloaded on the fly. vnu-jar's helper (vnu-jar/vnu-java-downloader) falls back to fetching
 * a Temurin archive from GitHub and unpacking it without checking a checksum or signature; this
 * looks for `java` in JAVA_HOME/bin and on PATH only, and says which package to install otherwise.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';

/** The oldest Java the Nu HTML Checker runs on. */
export const MIN_JAVA = 11;

/** The Debian / Ubuntu package that provides a headless Java runtime. */
export const JAVA_APT_PACKAGE = 'default-jre-headless';

/** The major version in the output of `java -version` ("1.8.0_402" is 8, "17.0.12" is 17). */
export function javaMajor(versionOutput: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return null;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

type Environment = {
  env: Record<string, string | undefined>;
  /** Whether a file exists (injected by the tests). */
  exists?: (file: string) => boolean;
  /** `java -version`'s output (stderr), or null when it cannot be run. */
  version?: (java: string) => string | null;
  platform?: NodeJS.Platform;
};

const runVersion = (java: string): string | null => {
  const result = spawnSync(java, ['-version'], {encoding: 'utf8'});
  return result.error ? null : `${result.stderr}${result.stdout}`;
};

/** Candidate `java` executables: JAVA_HOME's, then each PATH entry's. */
export function javaCandidates(
  env: Environment['env'],
  platform: NodeJS.Platform = process.platform,
): string[] {
  const exe = platform === 'win32' ? 'java.exe' : 'java';
  const dirs = [
    ...(env.JAVA_HOME ? [path.join(env.JAVA_HOME, 'bin')] : []),
    ...(env.PATH ?? '').split(platform === 'win32' ? ';' : ':').filter(Boolean),
  ];
  return [...new Set(dirs.map((dir) => path.join(dir, exe)))];
}

/**
 * The system's `java` (Java 11 or later), or an error message naming what to install. Nothing is
 * downloaded.
 */
export function systemJava({
  env,
  exists = existsSync,
  version = runVersion,
  platform = process.platform,
}: Environment): {java: string} | {error: string} {
  const found: string[] = [];
  for (const java of javaCandidates(env, platform)) {
    if (!exists(java)) continue;
    const output = version(java);
    const major = output === null ? null : javaMajor(output);
    if (major !== null && major >= MIN_JAVA) return {java};
    found.push(`${java} (${major === null ? 'does not run' : `Java ${major}`})`);
  }
  return {
    error: [
      `The HTML check runs the Nu HTML Checker, which needs Java ${MIN_JAVA} or later on PATH (or in JAVA_HOME),`,
      found.length > 0 ? `and found only: ${found.join(', ')}.` : 'and found none.',
      'It does not download a Java runtime (vnu-jar would fetch one without checking a checksum).',
      `Install one (Debian/Ubuntu, as root): apt-get install -y ${JAVA_APT_PACKAGE}`,
    ].join('\n'),
  };
}

import {existsSync} from 'node:fs';

/** Debian's two Chromium builds: where each installs its binary, and its package. */
export const HEADLESS_SHELL = {path: '/usr/bin/chromium-headless-shell', package: 'chromium-headless-shell'};
export const FULL_CHROMIUM = {path: '/usr/bin/chromium', package: 'chromium'};

/** Flags for a root user in a sandbox with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A Chromium the build can draw in (plugins/diagrams): CHROME_PATH, else Debian's full Chromium,
 * else its headless shell; undefined when none is installed.
 */
export function installedChromium(): string | undefined {
  return [process.env.CHROME_PATH, FULL_CHROMIUM.path, HEADLESS_SHELL.path].find(
    (candidate): candidate is string => Boolean(candidate) && existsSync(candidate!),
  );
}

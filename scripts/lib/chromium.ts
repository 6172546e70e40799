import {existsSync} from 'node:fs';

import {FULL_CHROMIUM, HEADLESS_SHELL} from '../../plugins/lib/chromium';

export {chromiumArgs, FULL_CHROMIUM, HEADLESS_SHELL} from '../../plugins/lib/chromium';

/**
 * The Chromium of the browser tests (Playwright, `npm test`): CHROME_PATH, else Debian's
 * `chromium-headless-shell`, the headless-only build of the same Chromium (Blink, V8 and Skia
 * are the same; the browser around them is not there). It is what Playwright itself runs
 * headless tests in. Measured on the 2-core machine, per new context and page: 119 ms of CPU
 * against 443 ms in the full browser (a blank page), 643 against 1,777 ms for a doc page loaded
 * and hydrated; the whole browser phase 814 → 479 s.
 */
export function testChromiumPath(): string {
  return process.env.CHROME_PATH || HEADLESS_SHELL.path;
}

/**
 * The full Chromium, for the tools that are not tests: Lighthouse (which measures a reader's
 * browser), the bench, the diagrams, the share card and the panorama. CHROME_PATH, else Debian's.
 */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || FULL_CHROMIUM.path;
}

/** Stops with the command that installs it when the Chromium at `path` is missing. */
export function assertChromium(path: string = chromiumPath()): void {
  if (!existsSync(path)) {
    const pkg = path === HEADLESS_SHELL.path ? HEADLESS_SHELL.package : FULL_CHROMIUM.package;
    console.error(
      [
        `Chromium was not found at ${path}.`,
        'Install it (Debian/Ubuntu, as root):',
        `  apt-get update && apt-get install -y ${pkg} fonts-noto-cjk`,
        'or point CHROME_PATH at an installed Chromium or Chrome binary.',
      ].join('\n'),
    );
    process.exit(1);
  }
}

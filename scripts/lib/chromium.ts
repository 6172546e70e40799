import {existsSync} from 'node:fs';

/** System Chromium used by the browser tests: CHROME_PATH, else Debian's. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

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

export function assertChromium(): void {
  const path = chromiumPath();
  if (!existsSync(path)) {
    console.error(
      [
        `Chromium was not found at ${path}. The browser tests drive a system Chromium.`,
        'Install it (Debian/Ubuntu, as root):',
        '  apt-get update && apt-get install -y chromium fonts-noto-cjk',
        'or point CHROME_PATH at an installed Chromium or Chrome binary.',
      ].join('\n'),
    );
    process.exit(1);
  }
}

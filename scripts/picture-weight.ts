/**
 * First-load JavaScript (gzip, transferred) of the page with the most pictures and of a plain
 * doc page, on an existing build: `node --import tsx scripts/picture-weight.ts [build-dir]`.
 */
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './lib/chromium';
import {startNginx} from './lib/nginx';
import {kib, measurePage} from './lib/pageWeight';
import {freePort} from './lib/run';

const PAGES: [string, string][] = [
  ['most pictures', '/docs/LancherConfig/hmcl-qi-dong-qi'],
  ['plain doc', '/docs/Other/site-hosting/china-hosting'],
];

async function main(): Promise<void> {
  const buildDir = process.argv[2] ?? 'build';
  const port = await freePort();
  const server = await startNginx({buildDir, port});
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  try {
    for (const [name, url] of PAGES) {
      const context = await browser.newContext({viewport: {width: 412, height: 915}, isMobile: true});
      const w = await measurePage(await context.newPage(), `http://127.0.0.1:${port}${url}`);
      await context.close();
      console.log(
        `${name.padEnd(14)} ${url.padEnd(42)} JS ${kib(w.js)} KiB, HTML ${kib(w.html)} KiB, other ${kib(w.other)} KiB`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main();

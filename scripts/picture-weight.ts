/**
 * First-load JavaScript (gzip, transferred) of the page with the most pictures and of a plain
 * doc page, on an existing build: `node --import tsx scripts/picture-weight.ts [build-dir]`.
 * Each page is loaded three times and the largest count kept (byte sizes do not change between
 * loads, but on a loaded machine a load can end before its last chunk is counted); the scripts
 * one page loads and the other does not are listed, so the difference can be traced to a chunk.
 */
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './lib/chromium';
import {startNginx} from './lib/nginx';
import {kib, measurePage, type Weight} from './lib/pageWeight';
import {freePort} from './lib/run';

const PAGES: [string, string][] = [
  ['most pictures', '/docs/LancherConfig/hmcl-qi-dong-qi'],
  ['plain doc', '/docs/Other/site-hosting/china-hosting'],
];
const LOADS = 3;

/** A script's file name without its content hash (`a351de14.js`), to tell chunks apart. */
const chunkName = (url: string) => url.replace(/^.*\//, '');

async function main(): Promise<void> {
  const buildDir = process.argv[2] ?? 'build';
  const port = await freePort();
  const server = await startNginx({buildDir, port});
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  const weights: Weight[] = [];
  try {
    for (const [name, url] of PAGES) {
      let most: Weight | undefined;
      for (let i = 0; i < LOADS; i++) {
        const context = await browser.newContext({viewport: {width: 412, height: 915}, isMobile: true});
        const w = await measurePage(await context.newPage(), `http://127.0.0.1:${port}${url}`);
        await context.close();
        if (!most || w.js > most.js) most = w;
      }
      weights.push(most!);
      console.log(
        `${name.padEnd(14)} ${url.padEnd(42)} JS ${kib(most!.js)} KiB, HTML ${kib(most!.html)} KiB, other ${kib(most!.other)} KiB`,
      );
    }
    const [pictures, plain] = weights as [Weight, Weight];
    const names = (w: Weight) => new Set(w.scripts.map((s) => chunkName(s.url)));
    const [inPictures, inPlain] = [names(pictures), names(plain)];
    for (const s of pictures.scripts.filter((s) => !inPlain.has(chunkName(s.url)))) {
      console.log(`  only on the pictures page: ${chunkName(s.url).padEnd(28)} ${kib(s.bytes)} KiB`);
    }
    for (const s of plain.scripts.filter((s) => !inPictures.has(chunkName(s.url)))) {
      console.log(`  only on the plain page:    ${chunkName(s.url).padEnd(28)} ${kib(s.bytes)} KiB`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main();

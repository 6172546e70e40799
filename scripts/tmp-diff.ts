import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './lib/chromium';
import {freePort} from './lib/run';
import {startNginx} from './lib/nginx';
import {measurePage, kib} from './lib/pageWeight';
async function main() {
  const port = await freePort();
  const server = await startNginx({buildDir: process.argv[2] ?? 'build', port});
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  const urls = process.argv.slice(3);
  const res: Record<string, Map<string, number>> = {};
  for (const url of urls) {
    const context = await browser.newContext({viewport: {width: 412, height: 915}, isMobile: true});
    const w = await measurePage(await context.newPage(), `http://127.0.0.1:${port}${url}`);
    await context.close();
    res[url] = new Map(w.scripts.map((s) => [new URL(s.url).pathname.split('/').pop()!, s.bytes]));
    console.log(url, 'JS', kib(w.js));
  }
  const [a, ...rest] = urls;
  for (const b of rest) {
    console.log(`\nin ${b} not in ${a}:`);
    for (const [n, v] of res[b]!) if (!res[a!]!.has(n)) console.log('  ', n, kib(v));
    console.log(`in ${a} not in ${b}:`);
    for (const [n, v] of res[a!]!) if (!res[b]!.has(n)) console.log('  ', n, kib(v));
  }
  console.log('\nall of', urls.at(-1)); for (const [n, v] of res[urls.at(-1)!]!) console.log('  ', n, kib(v));
  await browser.close(); await server.stop();
}
void main();

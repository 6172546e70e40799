/**
 * Serve the production build (`npm run build` first) as a real host would,
 * with the per-locale not-found pages. Usage: npm run serve [-- --port 3000]
 */
import {existsSync} from 'node:fs';
import {startStaticServer} from './lib/static-server';

const portFlag = process.argv.indexOf('--port');
const port = Number(portFlag > -1 ? process.argv[portFlag + 1] : (process.env.PORT ?? 3000));
if (!existsSync('build/index.html')) {
  console.error('No build/ folder. Run `npm run build` first.');
  process.exit(1);
}
void startStaticServer({root: 'build', port}).then(() => {
  console.log(`Serving build/ at http://127.0.0.1:${port}/ (Ctrl+C to stop)`);
});

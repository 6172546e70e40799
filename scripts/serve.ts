/**
 * Serve the production build (`npm run build` first) with nginx and the
 * shipped deploy/nginx.conf, exactly as a deployment does: security headers
 * with this build's Content-Security-Policy, gzip, caching rules and the
 * not-found page of each locale. The browser tests and the bench use it too.
 * Usage: npm run serve [-- --port 3000]. Stops on Ctrl+C (or SIGTERM).
 */
import {existsSync} from 'node:fs';
import {startNginx} from './lib/nginx';

const portFlag = process.argv.indexOf('--port');
const port = Number(portFlag > -1 ? process.argv[portFlag + 1] : (process.env.PORT ?? 3000));
if (!existsSync('build/index.html')) {
  console.error('No build/ folder. Run `npm run build` first.');
  process.exit(1);
}

void startNginx({buildDir: 'build', port}).then(
  (server) => {
    console.log(
      `Serving build/ with nginx (deploy/nginx.conf) at http://127.0.0.1:${port}/ (Ctrl+C to stop)`,
    );
    let stopping = false;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        if (stopping) return;
        stopping = true;
        void server.stop().then(() => process.exit(0));
      });
    }
  },
  (error: unknown) => {
    console.error(`nginx could not serve build/: ${(error as Error).message}`);
    process.exit(1);
  },
);

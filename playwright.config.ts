import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, testChromiumPath} from './scripts/lib/chromium';

const port = Number(process.env.E2E_PORT || 3210);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three on a 2-core machine: the tests wait on the browser and the network more than they
  // compute (the whole browser phase used about 0.6 of one core's time per second of wall time).
  // Measured on the same build, same load: 2 workers 1,511 s, 3 workers 1,193 s. The tests that
  // time the page (TIMED in e2e/lib/test.ts) run afterwards, one at a time (scripts/e2e.ts).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // With PLAYWRIGHT_JSON_OUTPUT_NAME set, also a JSON report there (scripts/e2e-timings.ts reads it;
  // the imported bench sets it for its fork's `npm test`).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // Where the browser tests' time goes: the ten slowest spec files over 30 s, listed at the end.
  reportSlowTests: {max: 10, threshold: 30_000},
  timeout: 30_000,
  expect: {timeout: 10_000},
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    // One renderer process per browser (each worker has its own): a test's new context then
    // reuses it instead of starting one, and its first page no longer swaps processes. Measured
    // (same build, same hour, 78 tests of newcomer-path and pictures, 3 workers, alternating):
    // 156 → 146 s and 144 → 129 s wall, CPU 310 → 286 s and 278 → 250 s; a new context's first
    // hydrated load 1.54 → 1.32 s of CPU. The browser phase is CPU-bound (98 % busy at 3 workers;
    // Chromium about 78 % of it), so what a context costs is what the phase costs.
    launchOptions: {
      executablePath: testChromiumPath(),
      args: [...chromiumArgs, '--renderer-process-limit=1'],
    },
    trace: 'off',
    // The site's service worker (plugins/offline.ts) would answer requests that tests route or
    // count; e2e/offline.spec.ts allows it for its own tests.
    serviceWorkers: 'block',
  },
  // nginx with the shipped deploy/nginx.conf (scripts/lib/nginx.ts), so every
  // test runs against the production headers, caching and not-found rules.
  webServer: {
    command: `node --import tsx scripts/serve.ts --port ${port}`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM lets serve.ts stop nginx and remove its temporary folder.
    gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
  },
});

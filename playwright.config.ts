import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './scripts/lib/chromium';

const port = Number(process.env.E2E_PORT || 3210);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: {timeout: 10_000},
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    launchOptions: {executablePath: chromiumPath(), args: chromiumArgs},
    trace: 'off',
  },
  webServer: {
    command: `node --import tsx scripts/serve.ts --port ${port}`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

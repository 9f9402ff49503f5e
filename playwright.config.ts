import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
export const e2eDataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

// Browser tests drive Debian's Chromium against the real server on a fresh embedded database.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }],
  ],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // The server as `npm start` runs it: built JavaScript.
    command: `rm -rf ${e2eDataDir} && node scripts/ensure-setup.mjs && node --enable-source-maps dist/server/main.js`,
    url: `${baseURL}/api/auth/config`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(port), PUBLIC_URL: baseURL, DATA_DIR: e2eDataDir, LOG_LEVEL: 'warn' },
  },
});

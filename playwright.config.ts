import { defineConfig, devices } from '@playwright/test';

/**
 * e2e journeys in Debian's Chromium (never a downloaded browser), against the production build
 * served with the sandbox API from one origin on a test port.
 */
const port = Number(process.env.E2E_PORT ?? 4180);
/** E2E_BASE_URL runs the journeys against a server you already started (no web server here). */
const external = process.env.E2E_BASE_URL;
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry on CI: a journey that passes only on its retry is reported as flaky (counted, and named in the report).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.cache/e2e-results.json' }]],
  use: {
    baseURL: external ?? `http://127.0.0.1:${port}`,
    // Traced on the retry only on CI (decision 0463): recording every journey's trace (a screenshot and a
    // DOM snapshot per action) cost every passing journey its time; a failure is retried on CI and
    // its retry keeps the trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The storefront's service worker (decisions 0452, 0470) keeps the built files and pages each
    // fresh context views; journeys about something else run without it (and their page.route
    // sees every request). The offline journey (e2e/offline.e2e.ts) allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: external
    ? undefined
    : {
        command: `node --import tsx e2e/support/e2e-server.ts`,
        url: `http://127.0.0.1:${port}/api/__sandbox/health`,
        env: { E2E_PORT: String(port) },
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});

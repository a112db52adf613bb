import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser build. Each worker starts its own
// mock API + built app (tests/e2e/fixtures.ts), so workers never share state.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // Waits, not speed checks: a page of the built app on a shared 2-core machine with two workers can
  // take several seconds to parse and render. Speed is measured by npm run bench:lighthouse.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.cache/test-reports/playwright.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // Recording a trace costs every test about a third more CPU (measured: two specs 58–62 s with
    // 'retain-on-failure', 38–39 s without): a failed test's retry records one (CI retries once; locally
    // `--trace on`).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'Asia/Dubai',
  },
});

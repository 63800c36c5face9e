// Kete's browser tests on @playwright/test: `npx playwright test` (npm test). See README.md.
// Debian's chromium (CHROMIUM=/path picks another), never a browser of Playwright's own; the server is started
// once per run by lib/server.mjs (or KETE_URL names a running one). Screenshots and traces of failed tests go
// to test-results/ (`npx playwright show-trace test-results/<test>/trace.zip`).
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './lib/chromium.mjs';

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.mjs',
  globalSetup: './lib/server.mjs',
  outputDir: './test-results',
  // Two cores shared with the server and the computer players: one worker unless asked (--workers=2).
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A scenario plays whole games and visits every page in several languages: minutes, not seconds.
  timeout: 5 * 60_000,
  expect: { timeout: 15_000 },
  reportSlowTests: null,
  reporter: [['list'], ['./lib/summary-reporter.mjs']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath() || undefined, args: ['--no-sandbox', '--disable-gpu'] },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
});

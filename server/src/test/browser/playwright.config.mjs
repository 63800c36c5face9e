// Kete's browser tests on @playwright/test: `npx playwright test` (npm test). See README.md.
// Debian's chromium (CHROMIUM=/path picks another), never a browser of Playwright's own; the server is started
// once per run by lib/server.mjs (or KETE_URL names a running one). Screenshots and traces of failed tests go
// to test-results/ (a trace.zip opens in Playwright's trace viewer).
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
  // A scenario plays whole games or visits sixty pages (axe.spec.mjs), on two cores shared with the server and
  // whatever else runs: minutes, not seconds (axe took over ten at a load average of 40-80). A stuck step
  // fails sooner, at its own limit: 60 s for an action, a wait or a navigation (playwright-core's default of
  // 30 s, which run.mjs had, was too short for a page load at a load average of 120).
  timeout: 20 * 60_000,
  reportSlowTests: null,
  reporter: [['list'], ['./lib/summary-reporter.mjs']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath() || undefined, args: ['--no-sandbox', '--disable-gpu'] },
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    screenshot: 'only-on-failure',
    // The trace of a failed test: its actions, DOM snapshots, console and network; no screencast (costly on
    // two cores), the failure's screenshots being taken apart.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  },
});

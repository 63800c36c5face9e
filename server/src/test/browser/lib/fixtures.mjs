// The fixtures every spec uses: `import { test, assert } from '../lib/fixtures.mjs'`.
//   base        the server's address, ending in '/' (started once per run by server.mjs, or KETE_URL)
//   catalogue   the server's /api/catalogue; ids its games' ids
//   newPage     a page in a fresh browser context, with the language, animation speed and viewport asked for
//   cspViolations  the Content-Security-Policy violations reported by this test's pages: any fails the test
// A test skips when no chromium executable is installed.
import { test as base, expect } from '@playwright/test';
import { chromiumPath } from './chromium.mjs';

export { expect };

/** Fails the test with msg unless cond holds. */
export function assert(cond, msg) {
  if (!cond) throw new Error(msg);
}

export const test = base.extend({
  _chromium: [async ({}, use, testInfo) => {
    testInfo.skip(!chromiumPath(), 'no chromium installed');
    await use();
  }, { auto: true }],

  base: [async ({}, use) => {
    if (!process.env.KETE_URL) throw new Error('KETE_URL is not set: run the tests with `npx playwright test`, whose global setup starts the server');
    await use(process.env.KETE_URL.replace(/\/?$/, '/'));
  }, { scope: 'worker' }],

  catalogue: [async ({ base: url }, use) => {
    await use(await (await fetch(`${url}api/catalogue`)).json());
  }, { scope: 'worker' }],

  ids: [async ({ catalogue }, use) => {
    await use(catalogue.games.map((g) => g.id));
  }, { scope: 'worker' }],

  // Content-Security-Policy violations reported by the pages of the running test (a securitypolicyviolation
  // event or a console message): any one fails the test, since the server's policy allows nothing inline.
  cspViolations: async ({}, use) => {
    const violations = [];
    await use(violations);
    if (violations.length) throw new Error(`Content-Security-Policy violated: ${violations.join(' | ')}`);
  },

  newPage: async ({ browser, cspViolations }, use) => {
    const contexts = [];
    await use(async ({ lang = 'en', speed = 'instant', viewport = { width: 1280, height: 900 } } = {}) => {
      const ctx = await browser.newContext({ viewport });
      contexts.push(ctx);
      await ctx.addInitScript(([l, s]) => {
        if (!localStorage.getItem('kete.lang')) localStorage.setItem('kete.lang', l);
        if (!localStorage.getItem('kete.speed')) localStorage.setItem('kete.speed', s);
      }, [lang, speed]);
      await ctx.exposeBinding('keteCspViolation', (_source, text) => { cspViolations.push(text); });
      await ctx.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => {
        window.keteCspViolation(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile || location.href}:${e.lineNumber})`);
      }));
      const page = await ctx.newPage();
      page.on('pageerror', (e) => console.log(`     page error: ${e.message}`));
      page.on('console', (m) => { if (/Content.Security.Policy/i.test(m.text())) cspViolations.push(m.text()); });
      // Playwright's waitForFunction evaluates its predicate from a string, which the server's policy (no
      // 'unsafe-eval') refuses in the page; page.evaluate is not subject to the policy, so the waits poll with it.
      page.waitForFunction = async (fn, arg, { timeout = 30000, polling = 100 } = {}) => {
        const end = Date.now() + timeout;
        let last = null;
        for (;;) {
          try {
            const value = await page.evaluate(fn, arg);
            if (value) return value;
          } catch (e) { last = e; } // e.g. a navigation in progress: ask again
          if (Date.now() > end) throw new Error(`page.waitForFunction: timeout ${timeout} ms exceeded${last ? ` (${last.message})` : ''}`);
          await new Promise((r) => setTimeout(r, polling));
        }
      };
      return page;
    });
    // Contexts a failing test left open (its screenshots are taken before this).
    for (const ctx of contexts) await ctx.close().catch(() => {});
  },
});

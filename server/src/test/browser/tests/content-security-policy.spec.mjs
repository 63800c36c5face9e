import { test, assert } from '../lib/fixtures.mjs';

test('the pages run under a strict Content-Security-Policy, and a violation would be caught', async ({ newPage, base, cspViolations }) => {
  const page = await newPage();
  const response = await page.goto(base);
  const csp = response.headers()['content-security-policy'] || '';
  assert(/script-src 'self'/.test(csp) && /style-src 'self'/.test(csp) && !/unsafe/.test(csp), `the policy: ${csp}`);
  assert(/frame-ancestors 'none'/.test(csp), 'no framing');
  assert(response.headers()['x-content-type-options'] === 'nosniff', 'nosniff');
  await page.locator('.card').first().waitFor();
  // An inline style attribute, as a page must never set one: the policy blocks it and the check sees it.
  await page.evaluate(() => { const d = document.createElement('div'); d.setAttribute('style', 'color: red'); document.body.append(d); });
  await page.waitForFunction(() => true);
  for (let i = 0; i < 50 && cspViolations.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
  assert(cspViolations.length > 0, 'the deliberate inline style was reported');
  cspViolations.length = 0;
  await page.context().close();
});

import { test, assert } from '../lib/fixtures.mjs';
import { playOneMove, waitForTurnOrEnd, createFromSetup } from '../lib/helpers.mjs';

test('online takeback: one player asks, the other accepts, both boards go back', async ({ newPage }) => {
  const a = await newPage();
  await createFromSetup(a, 'oware', 'online');
  const link = await a.locator('.invite input').inputValue();
  const b = await newPage();
  await b.goto(link);
  await b.locator('svg.board').waitFor();
  await waitForTurnOrEnd(a);
  await playOneMove(a);
  for (const p of [a, b]) await p.waitForFunction(() => document.querySelectorAll('.movelist .mv').length === 1, null, { timeout: 15000 });
  const start = await b.$$eval('svg.board g.pit .count', (cs) => cs.map((c) => c.textContent).join(','));
  assert(start !== '4,4,4,4,4,4,4,4,4,4,4,4', 'the move changed the board');
  await a.click('button:has-text("Ask to take back")');
  await b.locator('.notice', { hasText: 'asks to take back' }).waitFor({ timeout: 15000 });
  await b.locator('.notice button', { hasText: 'Accept' }).click();
  for (const p of [a, b]) {
    await p.waitForFunction(() => document.querySelectorAll('.movelist .mv').length === 0, null, { timeout: 15000 });
    await p.waitForFunction(() => [...document.querySelectorAll('svg.board g.pit .count')].every((c) => c.textContent === '4'), null, { timeout: 15000 });
  }
  await a.locator('svg.board g.pit.legal').first().waitFor();
  assert(/Your move/.test(await a.locator('.status').innerText()), 'South moves again');
  for (const p of [a, b]) await p.context().close();
});

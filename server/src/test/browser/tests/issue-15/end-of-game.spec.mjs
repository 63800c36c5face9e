import { test, assert } from '../../lib/fixtures.mjs';
import { shot, playOneMove, waitForTurnOrEnd, createFromSetup, noteText } from '../../lib/helpers.mjs';

test('issue 15: after the end no stale lines nor to-move mark, and no Undo in a finished game, even replaying', async ({ newPage }) => {
  const page = await newPage({ speed: 'fast' });
  page.on('dialog', (d) => d.accept());
  await createFromSetup(page, 'oware', 'computer', async () => page.selectOption('#level', '1'));
  await waitForTurnOrEnd(page);
  await playOneMove(page);
  await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length >= 2, null, { timeout: 20000 });
  await waitForTurnOrEnd(page);
  assert(await page.locator('button', { hasText: 'Undo' }).isVisible(), 'Undo while the game runs');
  await page.click('button:has-text("Resign")');
  await page.waitForFunction(() => document.querySelector('.status.over'));
  assert(/North wins: South resigned/.test(await page.locator('.status').innerText()), 'the result');
  assert(await noteText(page) === '', `no stale line under the result: ${await noteText(page)}`);
  assert(await page.evaluate(() => [...document.querySelectorAll('svg.board .to-move')].every((d) => getComputedStyle(d).opacity === '0')), 'no to-move mark');
  assert(await page.locator('button', { hasText: 'Undo' }).isHidden(), 'no Undo in a finished game');
  await page.click('button:has-text("◀ back")');
  await page.waitForFunction(() => /after ply \d+ of/.test(document.querySelector('.status').textContent));
  assert(await page.locator('button', { hasText: 'Undo' }).isHidden(), 'no Undo while replaying');
  await shot(page, 'i15-over');
  await page.context().close();
});

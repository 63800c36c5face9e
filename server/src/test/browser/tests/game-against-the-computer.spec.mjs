import { test, assert } from '../lib/fixtures.mjs';
import { shot, playOneMove, waitForTurnOrEnd, createFromSetup } from '../lib/helpers.mjs';

test('a whole game against the computer through the UI', async ({ newPage }) => {
  const page = await newPage();
  await createFromSetup(page, 'bao-kenyan-children', 'computer', async () => page.selectOption('#level', '1'));
  await shot(page, 'game-computer-start');
  let over = false;
  for (let i = 0; i < 400 && !over; i++) {
    over = await waitForTurnOrEnd(page);
    if (!over) await playOneMove(page);
  }
  assert(over, 'the game ended');
  const text = await page.locator('.status').innerText();
  assert(/wins|draw/i.test(text), `result shown: ${text}`);
  assert(await page.locator('button', { hasText: 'Rematch' }).isVisible(), 'rematch offered');
  await shot(page, 'game-computer-over');
  // Step back through the finished game.
  await page.click('button:has-text("start")');
  await page.waitForFunction(() => /\(ply 0 of \d+\)/.test(document.querySelector('.status').textContent));
  await page.context().close();
});

import { test, assert } from '../lib/fixtures.mjs';
import { shot, createFromSetup, gameIdOf, bottomIs } from '../lib/helpers.mjs';

test('match play: best of 3 against the computer shows the score and swaps colours for game 2', async ({ newPage }) => {
  const page = await newPage();
  page.on('dialog', (d) => d.accept());
  await createFromSetup(page, 'oware', 'computer', async () => {
    await page.selectOption('#level', '1');
    await page.check('input[name=match][value=best-of]');
    await page.fill('#match-n', '3');
  });
  const first = gameIdOf(page);
  await page.waitForFunction(() => /Best of 3 · game 1 · You 0 – 0 Computer/.test((document.querySelector('.match-score') || {}).textContent));
  await bottomIs(page, /South/);
  await page.locator('svg.board g.pit.legal').first().waitFor();
  await page.click('button:has-text("Resign")');
  await page.waitForFunction(() => /You 0 – 1 Computer/.test((document.querySelector('.match-score') || {}).textContent));
  await shot(page, 'match-game1-over');
  await page.click('#follow-next');
  await page.waitForFunction((f) => location.hash.startsWith('#/game/') && !location.hash.includes(f), first);
  await page.waitForFunction(() => /Best of 3 · game 2 · Computer 1 – 0 You/.test((document.querySelector('.match-score') || {}).textContent));
  await bottomIs(page, /North/);
  // The computer, South now, starts game 2.
  await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length >= 1, null, { timeout: 20000 });
  await page.locator('svg.board g.pit.legal').first().waitFor();
  await shot(page, 'match-game2');
  await page.click('button:has-text("Resign")');
  await page.waitForFunction(() => /Computer 2 – 0 You · Computer wins the match/.test((document.querySelector('.match-score') || {}).textContent));
  assert(await page.locator('button', { hasText: 'New match' }).isVisible(), 'a new match is offered');
  await page.context().close();
});

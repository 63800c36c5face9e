import { test, assert } from '../lib/fixtures.mjs';
import { shot, playOneMove, waitForTurnOrEnd, createFromSetup } from '../lib/helpers.mjs';

test('two browsers play online while a third watches', async ({ newPage }) => {
  const a = await newPage();
  await createFromSetup(a, 'oware', 'online');
  const link = await a.locator('.invite input').inputValue();
  assert(link.includes('#/game/'), `invite link ${link}`);
  await shot(a, 'game-online-invite');
  const b = await newPage();
  await b.goto(link);
  await b.locator('svg.board').waitFor();
  const c = await newPage();
  await c.goto(link);
  await c.locator('svg.board').waitFor();
  // South (a) moves, then North (b): each sees the other's move, and so does the spectator.
  for (let ply = 1; ply <= 6; ply++) {
    const mover = ply % 2 ? a : b;
    await waitForTurnOrEnd(mover);
    await playOneMove(mover);
    for (const p of [a, b, c]) await p.waitForFunction((n) => document.querySelectorAll('.movelist .mv').length >= n, ply, { timeout: 15000 });
  }
  assert(await c.locator('svg.board g.pit.legal').count() === 0, 'the spectator cannot move');
  assert(await c.locator('button', { hasText: 'Resign' }).count() === 0 || !(await c.locator('button', { hasText: 'Resign' }).isVisible()), 'the spectator cannot resign');
  // A draw offered by South reaches North, who accepts: the game ends by agreement for all three.
  await a.click('button:has-text("Offer a draw")');
  await b.locator('.notice button', { hasText: 'Accept' }).click({ timeout: 15000 });
  for (const p of [a, b, c]) await p.waitForFunction(() => /draw/i.test(document.querySelector('.status').textContent), null, { timeout: 15000 });
  await shot(b, 'game-online-north');
  await shot(c, 'game-online-spectator');
  for (const p of [a, b, c]) await p.context().close();
});

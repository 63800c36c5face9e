import { test, assert } from '../../lib/fixtures.mjs';
import { shot, playOneMove, createFromSetup, act, viewOf, gameIdOf } from '../../lib/helpers.mjs';

test('issue 15: online, a takeback needs a move of one\'s own, and a declined draw is told to the player who offered it', async ({ newPage, base }) => {
  const a = await newPage();
  await createFromSetup(a, 'oware', 'online');
  const id = gameIdOf(a);
  const joined = await (await fetch(`${base}api/games/${id}/join`, { method: 'POST' })).json();
  await a.waitForFunction(() => /Your move/.test(document.querySelector('.status').textContent), null, { timeout: 15000 });
  const takeback = a.locator('button', { hasText: 'Ask to take back' });
  assert(await takeback.isVisible() && await takeback.isDisabled(), 'no takeback before a move of one\'s own');
  await playOneMove(a);
  await a.waitForFunction(() => document.querySelectorAll('.movelist .mv').length === 1);
  assert(!(await takeback.isDisabled()), 'a takeback once there is a move to take back');
  await a.click('button:has-text("Offer a draw")');
  await a.locator('.notice', { hasText: 'South offers a draw' }).waitFor({ timeout: 15000 });
  const v = await viewOf(id);
  await act(id, joined.token, '/draw/decline', { version: v.version });
  await a.waitForFunction(() => document.querySelector('.board-note').textContent === 'North declined your draw offer.', null, { timeout: 15000 });
  assert(await a.locator('.notice', { hasText: 'offers a draw' }).isHidden(), 'the offer is gone');
  await shot(a, 'i15-draw-declined');
  await a.context().close();
});

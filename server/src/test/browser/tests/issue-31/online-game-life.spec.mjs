// Issue 31, a game's life online (docs/api.md, "A game's life"), as two players and a spectator see it: the first
// move's countdown and the clocks that wait for both first moves, an abort that counts for nobody, and a player
// who leaves: the one who stayed sees it at once with a countdown, then claims the win. The server's own tests
// move time on; here it is real time, so the claim waits the 30 s countdown of a fast clock once.
import { test, assert } from '../../lib/fixtures.mjs';
import { apiCreate, openWithToken, playOneMove, waitForTurnOrEnd, axeViolations, shot } from '../../lib/helpers.mjs';

const statusText = (page) => page.locator('.status').innerText();

async function seated(newPage, clock, first = null) {
  const created = await apiCreate({ game: 'oware', opponent: { type: 'online' }, seat: 'south', first: 'south', clock });
  const a = first || await newPage();
  await openWithToken(a, created);
  const b = await newPage();
  await b.goto(a.url().replace(/#.*/, `#/game/${created.game.id}?join`));
  await b.locator('.game svg.board').waitFor();
  return { id: created.game.id, a, b };
}

test('the first move is awaited with a countdown, and either player may abort until both have moved', async ({ newPage }) => {
  const { a, b } = await seated(newPage, { minutes: 3 });
  await a.locator('.presence .first-move').waitFor();
  assert(/first move within 0:[0-3]\d/.test(await a.locator('.presence').innerText()), await a.locator('.presence').innerText());
  assert(/South has 0:[0-3]\d to make a first move/.test(await b.locator('.presence').innerText()), await b.locator('.presence').innerText());
  assert(/both players have made a first move/.test(await a.locator('.clock-line').innerText()), 'the clocks wait for both first moves');
  assert(await a.locator('button', { hasText: 'Abort game' }).isVisible(), 'South may abort');
  assert(!(await a.locator('button', { hasText: 'Resign' }).isVisible()), 'nobody resigns a game not yet started');
  await shot(a, 'issue-31-first-move');
  await playOneMove(a);
  await b.locator('.presence .first-move', { hasText: 'Make your first move' }).waitFor({ timeout: 15000 });
  b.once('dialog', (d) => d.accept());
  await b.locator('button', { hasText: 'Abort game' }).click();
  for (const p of [a, b]) await p.locator('.status.over', { hasText: 'Game aborted' }).waitFor({ timeout: 15000 });
  assert(!(await a.locator('button', { hasText: 'Abort game' }).isVisible()), 'over: nothing left to abort');
  for (const p of [a, b]) await p.context().close();
});

test('a player who leaves is seen to leave at once, and the one who stayed claims the win after the countdown', async ({ newPage, browser }) => {
  test.setTimeout(120000);
  // South's page bypasses the content security policy only so that axe-core can be injected into it.
  const south = await (await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } })).newPage();
  const { id, a, b } = await seated(newPage, { minutes: 3 }, south);
  // Each makes a first move; South moves again, so that it is North's turn when North leaves.
  for (const p of [a, b, a]) { await waitForTurnOrEnd(p); await playOneMove(p); }
  await b.waitForFunction(() => document.querySelectorAll('.movelist .mv').length >= 3, null, { timeout: 15000 });
  const c = await newPage();
  await c.goto(a.url().replace(/#.*/, `#/game/${id}`));
  await c.locator('.game svg.board').waitFor();
  assert(await a.locator('.presence').isHidden(), 'both at the board: nothing to say');

  await b.context().close();
  await a.locator('.presence .away', { hasText: 'Your opponent left the game' }).waitFor({ timeout: 10000 });
  const line = await a.locator('.presence .away').innerText();
  assert(/within 0:[0-3]\d/.test(line), line);
  await c.locator('.presence .away', { hasText: 'North left the game' }).waitFor({ timeout: 10000 });
  assert(await c.locator('.presence button').count() === 0, 'a spectator has nothing to claim');
  await shot(a, 'issue-31-opponent-left');
  const violations = await axeViolations(a, { all: true });
  assert(violations.length === 0, violations.join('\n'));

  await a.locator('.presence button', { hasText: 'Claim the win' }).waitFor({ timeout: 40000 });
  await shot(a, 'issue-31-claim');
  await a.locator('.presence button', { hasText: 'Claim the win' }).click();
  for (const p of [a, c]) await p.locator('.status.over', { hasText: 'South wins: North left the game' }).waitFor({ timeout: 15000 });
  assert(/South wins/.test(await statusText(c)), 'the spectator sees the end');
  for (const p of [a, c]) await p.context().close();
});

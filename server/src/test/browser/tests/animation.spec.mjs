import { test, assert } from '../lib/fixtures.mjs';
import { shot, playOneMove, waitForTurnOrEnd, createFromSetup } from '../lib/helpers.mjs';

test('animated moves (relay laps, captures) end on the server position', async ({ newPage, base }) => {
  const page = await newPage({ speed: 'fast' });
  await createFromSetup(page, 'bao-kenyan-laps', 'computer', async () => page.selectOption('#level', '1'));
  for (let i = 0; i < 3; i++) {
    if (await waitForTurnOrEnd(page)) break;
    await playOneMove(page);
  }
  await waitForTurnOrEnd(page);
  const id = page.url().split('#/game/')[1];
  const view = await (await fetch(`${base}api/games/${id}`)).json();
  const shown = await page.$$eval('svg.board g.pit', (gs) => gs.map((g) => [Number(g.dataset.pit), Number(g.querySelector('.count').textContent)]));
  for (const [pit, n] of shown) assert(view.position.pits[pit] === n, `pit ${pit} shows ${n}, server has ${view.position.pits[pit]}`);
  await shot(page, 'game-laps-animated');
  await page.context().close();
});

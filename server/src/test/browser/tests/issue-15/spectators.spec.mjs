import { test, assert } from '../../lib/fixtures.mjs';
import { shot, apiCreate, openWithToken } from '../../lib/helpers.mjs';

test('issue 15: spectators are told that they watch and how many others do; players see the count', async ({ newPage, base }) => {
  const watching = (p, text) => p.waitForFunction((x) => (document.querySelector('.watchers') || {}).textContent === x, text, { timeout: 15000 });
  const created = await apiCreate({ game: 'oware', opponent: { type: 'online' } });
  await fetch(`${base}api/games/${created.game.id}/join`, { method: 'POST' });
  const a = await newPage();
  await openWithToken(a, created);
  const c = await newPage();
  await c.goto(`${base}#/game/${created.game.id}`);
  await watching(c, 'You are watching this game.');
  await watching(a, '1 spectator is watching.');
  const d = await newPage({ lang: 'pt' });
  await d.goto(`${base}#/game/${created.game.id}`);
  await watching(c, 'You are watching this game. 1 other spectator is watching with you.');
  await watching(d, 'Está a assistir a este jogo. Mais 1 espectador está a assistir consigo.');
  await watching(a, '2 spectators are watching.');
  await shot(c, 'i15-spectator');
  await d.context().close();
  await watching(a, '1 spectator is watching.');
  for (const p of [a, c]) await p.context().close();
});

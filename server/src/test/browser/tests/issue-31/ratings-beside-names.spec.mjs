import { test, assert } from '../../lib/fixtures.mjs';
import { shot } from '../../lib/helpers.mjs';
import { account, signIn, lobbyConnection, ratedGame, finish, uniqueName } from '../../lib/social.mjs';

// Issue 31, point 2: in an online game each player's rating in the game's pool stands beside their name (for
// the players and for a spectator), and after a rated game the rating changes as before, the names then
// showing the new ratings.
test('issue 31: the players\' ratings stand beside their names in an online game, and change at its end', async ({ newPage, base }) => {
  const [ama, kofi] = [await account(uniqueName('Ama')), await account(uniqueName('Kofi'))];
  const connection = await lobbyConnection(await newPage());
  // Kofi has a rated blitz game behind him already; Ama is new to the pool.
  await ratedGame(connection, kofi, await account(uniqueName('Yaw')), { loser: 'north' });
  const kofiRating = (await kofi.call('GET', `/players/${kofi.name}`)).ratings[0].rating;
  const { id, tokens } = await ratedGame(connection, ama, kofi);

  const players = await ama.call('GET', `/games/${id}/players`);
  assert(players.south.rating === 1500 && players.south.provisional, `Ama in the API: ${JSON.stringify(players.south)}`);
  assert(players.north.rating === kofiRating && players.north.provisional, `Kofi in the API: ${JSON.stringify(players.north)}`);

  const pages = { ama: await newPage(), kofi: await newPage(), watcher: await newPage() };
  await signIn(pages.ama.context(), ama);
  await signIn(pages.kofi.context(), kofi);
  const bar = (page, side) => page.locator(`.game .player-bar[data-side=${side}] .player-name`);
  for (const page of Object.values(pages)) {
    await page.goto(`${base}#/game/${id}`);
    await page.locator('.game svg.board').waitFor();
    await page.waitForFunction(([a, k]) => {
      const n = (s) => document.querySelector(`.game .player-bar[data-side=${s}] .player-name`).textContent;
      return n('south').includes(a) && n('north').includes(k);
    }, [`${ama.name} 1500?`, `${kofi.name} ${kofiRating}?`]);
  }
  assert((await bar(pages.ama, 'north').innerText()).includes(`${kofi.name} ${kofiRating}?`), 'Ama sees Kofi\'s rating');
  assert(/\(you\)/i.test(await bar(pages.ama, 'south').innerText()), 'and her own, as hers');
  await shot(pages.ama, 'issue31-ratings-beside-names');

  // The end: Kofi resigns; the changes are shown, and the names carry the ratings after the game.
  const after = await finish(ama, id, tokens, 'north');
  for (const page of [pages.ama, pages.kofi]) {
    await page.locator('#rating-change').waitFor({ state: 'visible', timeout: 20000 });
    const change = await page.locator('#rating-change').innerText();
    assert(change.includes(`1500 → ${after.south.ratingAfter} (+${after.south.ratingChange})`), `the change: ${change}`);
    await page.waitForFunction((text) => document.querySelector('.game .player-bar[data-side=south] .player-name').textContent.includes(text),
      `${ama.name} ${after.south.ratingAfter}?`, { timeout: 20000 });
  }
  await shot(pages.kofi, 'issue31-ratings-after-the-game');
});

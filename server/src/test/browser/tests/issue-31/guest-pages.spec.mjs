import { test, assert } from '../../lib/fixtures.mjs';
import { apiCreate } from '../../lib/helpers.mjs';
import { account, lobbyConnection, ratedGame, uniqueName } from '../../lib/social.mjs';

// Issue 31, point 8: a guest's pages make no request that fails (GET /api/account answers a guest 200
// {"signedIn": false}), so the console shows no error; and no table has a header cell without a name.
test('issue 31: a guest\'s visit logs no failed request, and every column header has a name', async ({ newPage, base }) => {
  const [mansa, nana] = [await account(uniqueName('Mansa')), await account(uniqueName('Nana'))];
  const connection = await lobbyConnection(await newPage());
  await ratedGame(connection, mansa, nana, { loser: 'north' });
  const live = await ratedGame(connection, nana, mansa);
  await mansa.call('POST', '/lobby/seeks', { connection, game: 'oware', rated: true, clock: { minutes: 3, increment: 0 } });
  const local = await apiCreate({ game: 'oware', opponent: { type: 'local' } });

  const guest = await (await fetch(`${base}api/account`)).json();
  assert(JSON.stringify(guest) === '{"signedIn":false}', `a guest's account: ${JSON.stringify(guest)}`);

  const page = await newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`); });
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`); });
  page.on('requestfailed', (r) => { if (!/\/events/.test(r.url())) problems.push(`failed ${r.url()} ${r.failure() && r.failure().errorText}`); });
  const visits = [
    ['catalogue', '', '.card svg.board'],
    ['lobby', '#/lobby', '#seeks tbody tr'],
    ['profile', `#/player/${mansa.name}`, '#player-games tbody tr'],
    ['leaderboard', '#/leaderboard?game=oware&speed=blitz', '#leaderboard-provisional tbody tr'],
    ['online game, watched', `#/game/${live.id}`, '.game svg.board'],
    ['game on one device, watched', `#/game/${local.game.id}`, '.game svg.board'],
    ['finished games', '#/games', 'table.records tbody tr'],
  ];
  const unnamed = [];
  for (const [what, hash, ready] of visits) {
    await page.goto(`${base}${hash}`);
    await page.locator(ready).first().waitFor();
    await page.waitForTimeout(700); // requests made after the page is drawn (names, chat, ratings)
    // Every column header is named (a column of buttons by a visually hidden name).
    for (const th of await page.locator('th').all()) {
      const name = (await th.textContent()).trim();
      if (!name) unnamed.push(`${what}: ${await th.evaluate((e) => e.closest('table').id || e.closest('table').className)}`);
    }
  }
  assert(problems.length === 0, `a guest's pages logged:\n  ${problems.join('\n  ')}`);
  assert(unnamed.length === 0, `header cells without a name: ${unnamed.join(', ')}`);
  // The hidden names are there for screen readers, not on the screen.
  await page.goto(`${base}#/lobby`);
  await page.locator('#seeks tbody tr').first().waitFor();
  const last = page.locator('#seeks thead th').last();
  assert(await last.textContent() === 'Accept or withdraw' && await last.locator('.sr-only').count() === 1, 'the seeks\' button column is named for screen readers');
});

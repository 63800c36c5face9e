import { test, assert } from '../lib/fixtures.mjs';
import { shot, playOneMove, waitForTurnOrEnd } from '../lib/helpers.mjs';

test('issue 18: two accounts meet in the lobby, play a rated game, chat, and see their new ratings and the game on their profiles, while a third watches from the lobby', async ({ newPage, base }) => {
  const stamp = String(Date.now() % 100000);
  const names = [`Abla${stamp}`, `Kwesi${stamp}`, `Mensah${stamp}`];
  const register = async (page, name) => {
    await page.goto(`${base}#/account`);
    await page.fill('#register-name', name);
    await page.fill('#register-password', `secret-${name}`);
    await page.click('#register-form button[type=submit]');
    await page.locator('#logout').waitFor();
    assert((await page.locator('#account-link').innerText()) === name, 'the navigation shows who is signed in');
  };
  const [a, b, c] = [await newPage(), await newPage(), await newPage()];
  for (const p of [a, b]) p.on('dialog', (d) => d.accept());
  await register(a, names[0]);
  await register(b, names[1]);
  await register(c, names[2]);
  await shot(a, 'account-signed-in');
  // Abla posts a rated 5+0 seek, seated South; Kwesi sees it live and accepts it with one click.
  await a.goto(`${base}#/lobby`);
  await b.goto(`${base}#/lobby`);
  await c.goto(`${base}#/lobby`);
  await a.locator('#seek-post:not([disabled])').waitFor({ timeout: 30000 });
  await a.fill('#seek-min', '5');
  await a.fill('#seek-inc', '0');
  await a.selectOption('#seek-seat', 'south');
  // A rule option of the game: the seek carries it, the others see it, and the game is played under it.
  await a.selectOption('#seek-opt-grandSlam', 'allowed');
  assert(await a.locator('#seek-rated').isChecked(), 'an account posts rated seeks by default');
  await a.click('#seek-post');
  await a.locator('#seeks tr.own').waitFor({ timeout: 30000 }).catch(async (e) => { throw new Error(`${e.message}: ${await a.locator('.seek-form .error').innerText()}`); });
  const accept = b.locator('#seeks button[data-seek]', { hasText: 'Play' });
  await accept.waitFor({ timeout: 30000 });
  assert((await b.locator('#seeks').innerText()).includes(names[0]), 'the seek shows its owner');
  assert((await b.locator('#seeks .seek-options').innerText()).includes('Grand slam: allowed'), 'the seek shows its rule options');
  await shot(b, 'lobby-seek');
  await accept.click();
  for (const p of [a, b]) { await p.waitForURL(/#\/game\//, { timeout: 15000 }); await p.locator('svg.board').waitFor(); }
  const gameUrl = a.url();
  assert(b.url() === gameUrl, 'both players are in the same game');
  const started = await (await fetch(`${base}api/games/${gameUrl.split('#/game/')[1].split('?')[0]}`)).json();
  assert(started.options.grandSlam === 'allowed', `the game is played under the seek's options: ${JSON.stringify(started.options)}`);
  // The third watches from the lobby's list of games being played.
  const watch = c.locator('#live-games tr', { hasText: names[0] }).locator('a', { hasText: 'Watch' });
  await watch.waitFor({ timeout: 15000 });
  assert((await c.locator('#live-games').innerText()).includes(names[1]), 'the list names both players');
  await shot(c, 'lobby-games');
  await watch.click();
  await c.locator('svg.board').waitFor();
  // The names are on the board, each player seeing the other's.
  await a.waitForFunction((n) => document.querySelector('.player-bar.top .player-name').textContent.includes(n), names[1]);
  await b.waitForFunction((n) => document.querySelector('.player-bar.top .player-name').textContent.includes(n), names[0]);
  // The players chat (as text, never markup); the spectator talks in the spectators' chat, apart.
  await a.fill('#chat-input', 'Good luck <b>and</b> have fun');
  await a.click('.chat-form button');
  await b.waitForFunction(() => /Good luck <b>and<\/b> have fun/.test(document.querySelector('#chat-players').textContent), null, { timeout: 15000 });
  assert(await b.locator('#chat-players li b').count() === 1, 'only the name is bold: the message is text');
  await b.fill('#chat-input', 'Thanks, you too');
  await b.click('.chat-form button');
  await a.waitForFunction(() => /Thanks, you too/.test(document.querySelector('#chat-players').textContent), null, { timeout: 15000 });
  await c.fill('#chat-input', 'Enjoying this one');
  await c.click('.chat-form button');
  await c.waitForFunction(() => /Enjoying this one/.test(document.querySelector('#chat-spectators').textContent), null, { timeout: 15000 });
  assert(!(await a.locator('#chat-players').innerText()).includes('Enjoying'), 'the players do not see the spectators\' chat');
  // Two moves each (a rated game's least), seen by the spectator, then Kwesi resigns.
  for (let ply = 1; ply <= 4; ply++) {
    const mover = ply % 2 ? a : b;
    await waitForTurnOrEnd(mover);
    await playOneMove(mover);
    for (const p of [a, b, c]) await p.waitForFunction((n) => document.querySelectorAll('.movelist .mv').length >= n, ply, { timeout: 15000 });
  }
  await shot(a, 'rated-game-chat');
  await b.click('button:has-text("Resign")');
  for (const p of [a, b]) await p.locator('#rating-change').waitFor({ state: 'visible', timeout: 20000 });
  const change = await a.locator('#rating-change').innerText();
  assert(new RegExp(`${names[0]}\\s+1500 → 1\\d{3} \\(\\+\\d+\\)`).test(change), `the winner's change: ${change}`);
  assert(new RegExp(`${names[1]}\\s+1500 → 1\\d{3} \\(-\\d+\\)`).test(change), `the loser's change: ${change}`);
  await c.waitForFunction(() => document.querySelector('.status.over'), null, { timeout: 15000 });
  await shot(a, 'rated-game-end');
  await shot(c, 'rated-game-spectator');
  // The profiles show the new rating, its history, and the game, replayable.
  await a.goto(`${base}#/player/${names[0]}`);
  await a.locator('#ratings').waitFor();
  const ratings = await a.locator('#ratings').innerText();
  assert(/Oware[\s\S]*blitz[\s\S]*1\d{3}/.test(ratings) && !/1500/.test(ratings), `Abla's ratings: ${ratings}`);
  await a.locator('svg.rating-chart circle').first().waitFor();
  await a.locator('#player-games tr', { hasText: names[1] }).waitFor();
  assert(/won/.test(await a.locator('#player-games').innerText()), 'the game is a win on Abla\'s profile');
  await a.selectOption('#filter-result', 'loss');
  await a.click('#game-filters button');
  await a.locator('#player-games tbody tr').first().waitFor({ state: 'detached', timeout: 10000 }).catch(() => {});
  assert(await a.locator('#player-games tbody tr').count() === 0, 'no lost game');
  await a.selectOption('#filter-result', '');
  await a.click('#game-filters button');
  await a.locator('#player-games tbody tr').first().waitFor();
  await shot(a, 'profile');
  await b.goto(`${base}#/player/${names[1]}`);
  await b.locator('#player-games tr', { hasText: names[0] }).waitFor();
  assert(/lost/.test(await b.locator('#player-games').innerText()), 'the game is a loss on Kwesi\'s profile');
  await b.click('#player-games a:has-text("Replay")');
  await b.waitForFunction((hash) => location.hash === hash, gameUrl.replace(/.*#/, '#'));
  await b.locator('.status.over').waitFor();
  // After one game both ratings are provisional: listed apart from the ranked ones (issue 31).
  await b.goto(`${base}#/leaderboard?game=oware&speed=blitz`);
  await b.locator('#leaderboard-provisional tbody tr').first().waitFor();
  const board = await b.locator('#leaderboard-provisional').innerText();
  assert(board.indexOf(names[0]) >= 0 && board.indexOf(names[0]) < board.indexOf(names[1]), `the leaderboard: ${board}`);
  await shot(b, 'leaderboard');
  for (const p of [a, b, c]) await p.context().close();
});

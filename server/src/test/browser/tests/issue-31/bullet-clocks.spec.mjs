import { test, assert } from '../../lib/fixtures.mjs';
import { shot, viewOf, gameIdOf } from '../../lib/helpers.mjs';
import { lobbyConnection, uniqueName } from '../../lib/social.mjs';

// Issue 31, point 4: bullet clocks of 15, 30 and 45 seconds, in the lobby's seek form, the setup form and the
// API; such seeks are bullet and their clocks read "0:30+0" in the lobby, with words for a tooltip.
test('issue 31: 15, 30 and 45 second clocks through the seek form, the setup form and the API', async ({ newPage, base }) => {
  // The API: a seek of 45 s + 0 is bullet, its clock 45 s.
  const holder = await newPage();
  const connection = await lobbyConnection(holder);
  const r = await fetch(`${base}api/lobby/seeks`, { method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ connection, game: 'oware', name: uniqueName('Kobby'), clock: { seconds: 45, increment: 0 } }) });
  const { seek, secret } = await r.json();
  assert(r.status === 201 && seek.speed === 'bullet' && seek.clock.initialSeconds === 45, `the API's seek: ${JSON.stringify(seek)}`);
  await fetch(`${base}api/lobby/seeks/${seek.id}/cancel`, { method: 'POST', headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' }, body: '{}' });

  // The seek form: 0 minutes and 30 seconds, no increment.
  const owner = await newPage();
  await owner.goto(`${base}#/lobby`);
  await owner.locator('#seek-post:not([disabled])').waitFor({ timeout: 30000 });
  const seconds = await owner.locator('#seek-sec option').allInnerTexts();
  assert(JSON.stringify(seconds) === JSON.stringify(['0 s', '15 s', '30 s', '45 s']), `the seconds offered: ${seconds}`);
  await owner.fill('#lobby-nick', uniqueName('Afi'));
  await owner.fill('#seek-min', '0');
  await owner.selectOption('#seek-sec', '30');
  await owner.fill('#seek-inc', '0');
  await owner.click('#seek-post');
  const row = owner.locator('#seeks tr.own');
  await row.waitFor({ timeout: 30000 });
  const clock = row.locator('td').nth(2);
  assert((await clock.innerText()).startsWith('0:30+0'), `the lobby's list: ${await clock.innerText()}`);
  assert(await clock.locator('[title]').getAttribute('title') === '30 s per player, + 0 s per move', `its words: ${await clock.locator('[title]').getAttribute('title')}`);
  assert(/bullet/.test(await row.locator('td').nth(3).innerText()), 'a bullet seek');
  await shot(owner, 'issue31-bullet-seek');
  // Someone else accepts: the game's clock is 30 seconds a player.
  const accepter = await newPage();
  await accepter.goto(`${base}#/lobby`);
  await accepter.fill('#lobby-nick', uniqueName('Ekow'));
  await accepter.locator('#seeks tr', { hasText: '0:30+0' }).locator('button[data-seek]').first().click();
  await accepter.waitForURL(/#\/game\//);
  const game = await viewOf(gameIdOf(accepter));
  assert(game.clock.initialMs === 30000 && game.clock.incrementMs === 0, `the game's clock: ${JSON.stringify(game.clock)}`);

  // The setup form: 0 minutes and 15 seconds.
  const setup = await newPage();
  await setup.goto(`${base}#/play/oware`);
  await setup.locator('#game-select').waitFor();
  await setup.check('input[name=opponent][value=local]');
  await setup.fill('#clock-min', '0');
  await setup.selectOption('#clock-sec', '15');
  await setup.click('button[type=submit]');
  await setup.waitForURL(/#\/game\//);
  const local = await viewOf(gameIdOf(setup));
  assert(local.clock.initialMs === 15000, `the setup form's clock: ${JSON.stringify(local.clock)}`);
  await setup.locator('.game .player-bar .clock').first().waitFor();
  await shot(setup, 'issue31-fifteen-seconds');
});

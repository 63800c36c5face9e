import { test, assert } from '../lib/fixtures.mjs';
import { shot, apiCreate, openWithToken } from '../lib/helpers.mjs';

test('the play setup and the finished-games page', async ({ newPage, base }) => {
  const page = await newPage();
  await page.goto(`${base}#/play/bao-la-kiswahili`);
  await page.locator('#game-select').waitFor();
  assert(await page.locator('#game-select').inputValue() === 'bao-la-kiswahili', 'the game is preselected');
  assert(await page.locator('#match-n-row').isHidden(), 'N only for a match');
  await page.check('input[name=match][value=first-to]');
  assert(await page.locator('#match-n-row').isVisible(), 'N shown for a match');
  await shot(page, 'play-setup');
  // A best-of-3 on one device with a clock: game 1 resigned, game 2 played on; its clock waits for the first move.
  const created = await apiCreate({ game: 'oware', opponent: { type: 'local' }, first: 'south', clock: { minutes: 1 }, match: { format: 'best-of', n: 3 } });
  const resign = async (id, version, seat) => {
    const r = await fetch(`${base}api/games/${id}/resign`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${created.token}` }, body: JSON.stringify({ version, seat }) });
    if (r.status !== 200) throw new Error(`resign failed: ${r.status} ${await r.text()}`);
    return (await r.json()).game;
  };
  const g1 = await resign(created.game.id, created.game.version, 'north');
  await openWithToken(page, { game: { id: g1.next }, token: created.token, seat: 'both' });
  await page.waitForFunction(() => /^the clock starts with the first move$/.test(document.querySelector('.game .clock-line').textContent)
    && [...document.querySelectorAll('.game .player-bar .clock')].map((c) => c.textContent).join(' ') === '1:00 1:00');
  const g2 = await resign(g1.next, 1, 'north');
  assert(g2.match.score.south === 2, `game 2 won by South: ${JSON.stringify(g2.match)}`);
  await page.goto(`${base}#/games`);
  await page.waitForFunction(() => document.querySelectorAll('main table tbody tr, main .games-list li').length > 0, null, { timeout: 15000 });
  const lines = await page.locator('.records .match-line').allInnerTexts();
  assert(lines.includes('Best of 3 · game 2 · match South 2 – 0 North'), `the match of game 2 in the list: ${lines}`);
  assert(lines.includes('Best of 3 · game 1 · match South 2 – 0 North'), `the match of game 1 in the list: ${lines}`);
  await shot(page, 'finished-games');
  const pt = await newPage({ lang: 'pt' });
  await pt.goto(`${base}#/games`);
  await pt.locator('.records .match-line').first().waitFor();
  const ptLines = await pt.locator('.records .match-line').allInnerTexts();
  assert(ptLines.includes('À melhor de 3 · partida 2 · encontro Sul 2 – 0 Norte'), `in Portuguese: ${ptLines}`);
  await pt.context().close();
  await page.context().close();
});

// Issue 31: moves and plies are counted one way. The finished games' count is of plies and says so; the
// replay's line names the ply it shows out of the same total and the number of the move it belongs to, which is
// the number the move list shows it under (an extra turn stays under its number: docs/notation/move-numbers.md).
import { test, assert } from '../../lib/fixtures.mjs';
import { shot, apiCreate, act, openWithToken } from '../../lib/helpers.mjs';

test('issue 31: the finished games\' plies, the replay\'s "ply n of m" and the numbered move list agree', async ({ newPage, base }) => {
  // Bao for children: sowing into one's own store gives an extra turn, so plies and move numbers part ways.
  const c = await apiCreate({ game: 'bao-kenyan-children', opponent: { type: 'local' } });
  let g = c.game;
  for (let i = 0; i < 14 && g.status === 'active'; i++) g = (await act(g.id, c.token, '/moves', { version: g.version, code: g.legalMoves[i % g.legalMoves.length].code })).game;
  assert(g.movers.some((m, i) => i > 0 && m === g.movers[i - 1]), `some player moved twice: ${g.movers}`);
  if (g.status === 'active') g = (await act(g.id, c.token, '/resign', { version: g.version, seat: g.position.toMove })).game;
  const plies = g.moves.length;

  const page = await newPage();
  await openWithToken(page, c);
  await page.goto(`${base}#/games`);
  await page.locator('table.records tbody tr').first().waitFor();
  const header = await page.locator('table.records thead th').allInnerTexts();
  assert(header.includes('Plies') && !header.includes('Moves'), `the column counts plies and says so: ${header}`);
  const row = page.locator('table.records tbody tr', { has: page.locator(`a[href="#/game/${g.id}"]`) });
  const cells = await row.locator('td').allInnerTexts();
  assert(cells.includes(String(plies)), `the list's ply count is the game's ${plies}: ${cells}`);
  await shot(page, 'i31-plies-list');

  await row.locator(`a[href="#/game/${g.id}"]`).click();
  await page.locator('.game svg.board').waitFor();
  await page.waitForFunction((n) => document.querySelectorAll('.movelist .mv').length === n, plies);
  assert(await page.locator('.movelist .mv').count() === plies, 'the list shows every ply');
  await page.click('button:has-text("« start")');
  await page.waitForFunction((n) => new RegExp(`^Start position \\(ply 0 of ${n}\\)$`).test(document.querySelector('.status').textContent), plies);
  for (let ply = 1; ply < plies; ply++) {
    await page.click('button:has-text("forward ▶")');
    const text = await page.waitForFunction((p) => {
      const s = document.querySelector('.status').textContent;
      return new RegExp(`^Position after ply ${p} of `).test(s) && document.querySelector('.movelist [aria-current=true]') && s;
    }, ply);
    // The move marked in the list, and the number of its line.
    const listed = await page.evaluate(() => {
      const cur = document.querySelector('.movelist [aria-current=true]');
      return { n: cur.closest('li').querySelector('.n').textContent.replace(/\.+$/, ''), move: cur.textContent };
    });
    const want = `Position after ply ${ply} of ${plies} (move ${listed.n}: ${g.movers[ply - 1] === 'south' ? 'South' : 'North'} played ${listed.move})`;
    assert(text === want, `ply ${ply}: "${text}" agrees with the list's "${listed.n}. … ${listed.move}" (${want})`);
    assert(listed.move === g.moves[ply - 1], `the list marks ply ${ply}'s move`);
    if (ply === 5) await shot(page, 'i31-plies-replay');
  }
  await page.context().close();
});

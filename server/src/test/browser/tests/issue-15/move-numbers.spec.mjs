import { test, assert } from '../../lib/fixtures.mjs';
import { shot, apiCreate, act, openWithToken } from '../../lib/helpers.mjs';

test('issue 15: the move list pairs moves as players read them, extra turns under one number', async ({ newPage }) => {
  const page = await newPage();
  // North begins: "1... x  2. y z".
  const c = await apiCreate({ game: 'oware', opponent: { type: 'local' }, first: 'north' });
  let g = c.game;
  for (let i = 0; i < 3; i++) g = (await act(g.id, c.token, '/moves', { version: g.version, code: g.legalMoves[0].code })).game;
  await openWithToken(page, c);
  await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length === 3);
  const rows = (await page.locator('.movelist li').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim());
  assert(rows.length === 2 && rows[0] === `1... ${g.moves[0]}` && rows[1] === `2. ${g.moves[1]} ${g.moves[2]}`, `paired: ${JSON.stringify(rows)}`);
  // Bao for children: sowing into one's own store gives an extra turn, shown under the same number.
  const k = await apiCreate({ game: 'bao-kenyan-children', opponent: { type: 'local' } });
  let kg = k.game;
  for (let i = 0; i < 30 && kg.status === 'active'; i++) kg = (await act(kg.id, k.token, '/moves', { version: kg.version, code: kg.legalMoves[i % kg.legalMoves.length].code })).game;
  assert(kg.movers.some((m, i) => i > 0 && m === kg.movers[i - 1]), `some player moved twice: ${kg.movers}`);
  const expected = [];
  kg.moves.forEach((m, i) => {
    if (!expected.length || (kg.movers[i] === 'south' && kg.movers[i - 1] !== 'south')) expected.push(`${expected.length + 1}${kg.movers[i] === 'north' ? '...' : '.'}`);
    expected[expected.length - 1] += ` ${m}`;
  });
  await openWithToken(page, k);
  await page.waitForFunction((n) => document.querySelectorAll('.movelist .mv').length === n, kg.moves.length);
  const krows = (await page.locator('.movelist li').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim());
  assert(JSON.stringify(krows) === JSON.stringify(expected), `numbered by docs/notation/move-numbers.md: ${JSON.stringify(krows)} vs ${JSON.stringify(expected)}`);
  await shot(page, 'i15-movelist');
  await page.context().close();
});

import { test, assert } from '../../lib/fixtures.mjs';
import { shot, apiCreate, act, openWithToken } from '../../lib/helpers.mjs';

test('issue 15: the analysis move list never rates a move above its best move', async ({ newPage }) => {
  const page = await newPage();
  const c = await apiCreate({ game: 'bao-la-kiswahili', opponent: { type: 'local' } });
  let g = c.game;
  for (let i = 0; i < 4; i++) g = (await act(g.id, c.token, '/moves', { version: g.version, code: g.legalMoves[(i * 7) % g.legalMoves.length].code })).game;
  await openWithToken(page, c);
  await page.click('.analysis-toggle');
  await page.waitForFunction(() => { const p = document.querySelector('.analysis'); return p && p.dataset.position && !p.hasAttribute('aria-busy'); }, null, { timeout: 20000 });
  const best = await page.locator('.eval-best .mv').innerText();
  // South's winning chance in percent; a proven result (S +2, N in 6) or a draw (=) as 100, 0 or 50.
  const chance = (v) => (/^\d+%$/.test(v) ? parseInt(v, 10) : v.startsWith('S') ? 100 : v.startsWith('N') ? 0 : 50);
  const items = await page.$$eval('.eval-moves li', (ls) => ls.map((l) => ({ mv: l.querySelector('.mv').textContent, val: l.querySelector('.val').textContent, best: l.classList.contains('best') })));
  for (const m of items) m.val = chance(m.val);
  assert(items[0].mv === best && items[0].best, `the best move leads the list: ${best} ${JSON.stringify(items[0])}`);
  const south = g.position.toMove === 'south';
  assert(items.every((m) => (south ? m.val <= items[0].val : m.val >= items[0].val)), `no move better than the best for the side to move: ${JSON.stringify(items)}`);
  assert(!/seeds/.test(await page.locator('.eval-text').innerText()), 'Bao la Kiswahili is not worded in seeds');
  await shot(page, 'i15-analysis-kiswahili');
  await page.context().close();
});

import { test, assert } from '../lib/fixtures.mjs';
import { shot, createFromSetup, apiCreate, gameIdOf } from '../lib/helpers.mjs';

test('the analysis panel in a replay shows the best line and follows a step back', async ({ newPage, base }) => {
  const c = await apiCreate({ game: 'oware', opponent: { type: 'local' } });
  let g = c.game;
  const post = (path, body) => fetch(`${base}api/games/${g.id}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${c.token}` }, body: JSON.stringify(body) }).then((r) => r.json());
  for (let i = 0; i < 6; i++) g = (await post('/moves', { version: g.version, code: g.legalMoves[i % g.legalMoves.length].code })).game;
  await post('/resign', { version: g.version, seat: 'south' });
  const textAt = async (ply) => (await (await fetch(`${base}api/games/${g.id}/positions/${ply}`)).json()).position.text;
  const page = await newPage();
  await page.goto(`${base}#/game/${g.id}`);
  await page.locator('.game svg.board').waitFor();
  const toggle = page.locator('.analysis-toggle');
  assert(await toggle.getAttribute('aria-expanded') === 'false', 'the panel starts closed');
  assert(await page.locator('.analysis').isHidden(), 'no panel before asking');
  await toggle.click();
  assert(await toggle.getAttribute('aria-expanded') === 'true', 'the toggle says the panel is open');
  const showing = (text) => page.waitForFunction((t) => { const p = document.querySelector('.analysis'); return p && p.dataset.position === t && !p.hasAttribute('aria-busy'); }, text, { timeout: 20000 });
  await showing(await textAt(6));
  const pv = (await page.locator('.eval-line .pv').innerText()).trim().split(/\s+/);
  assert(pv.length >= 2 && pv.every((m) => /^[A-Fa-f]$/.test(m)), `a best line in notation: ${pv}`);
  assert(/depth \d+/.test(await page.locator('.eval-badge').innerText()), 'the search depth is shown');
  assert(await page.locator('.eval-moves li').count() === 6, 'every legal move has a value');
  assert(/better by|Even|wins/.test(await page.locator('.eval-text').innerText()), 'the evaluation in words');
  assert(/South's view/.test(await page.locator('.eval-bar').getAttribute('aria-label')), 'the bar is described');
  await shot(page, 'analysis-replay');
  // Two quick steps back: the panel ends on the position after move 4, whatever answers arrive late.
  await page.click('button:has-text("◀ back")');
  await page.click('button:has-text("◀ back")');
  await showing(await textAt(4));
  assert(await page.locator('.analysis').getAttribute('data-ply') === '4', 'the analysis is of ply 4');
  await page.click('button:has-text("now »")');
  await showing(await textAt(6));
  await page.context().close();
});

test('the analysis at the start of an Oware game shows the move of Kete\'s opening book', async ({ newPage, base }) => {
  const c = await apiCreate({ game: 'oware', opponent: { type: 'local' } });
  const page = await newPage();
  await page.goto(`${base}#/game/${c.game.id}`);
  await page.locator('.game svg.board').waitFor();
  await page.locator('.analysis-toggle').click();
  await page.locator('.analysis .tag.book').waitFor({ timeout: 20000 });
  const text = await page.locator('.analysis .tag.book').innerText();
  assert(/^book move [A-F] · stored value \S+ \(depth \d+\)$/.test(text), `the book move and its stored value: ${text}`);
  await page.context().close();
});

test('analysis is hidden in a running online game and offered once it ends', async ({ newPage, base }) => {
  const a = await newPage();
  await a.addInitScript(() => localStorage.setItem('kete.analysis', '1'));
  await createFromSetup(a, 'oware', 'online');
  await a.locator('.game svg.board').waitFor();
  assert(await a.locator('.analysis-toggle').isHidden(), 'no analyse button while the game waits');
  const id = gameIdOf(a);
  const joined = await (await fetch(`${base}api/games/${id}/join`, { method: 'POST' })).json();
  await a.waitForFunction(() => /Your move/.test(document.querySelector('.status').textContent), null, { timeout: 15000 });
  assert(await a.locator('.analysis-toggle').isHidden(), 'no analyse button while the game runs');
  assert(await a.locator('.analysis').isHidden(), 'no analysis panel while the game runs');
  // North resigns: the finished game can be analysed, and the panel (left open before) comes back.
  const r = await fetch(`${base}api/games/${id}/resign`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${joined.token}` }, body: JSON.stringify({ version: joined.game.version }) });
  assert(r.ok, `resign: ${r.status}`);
  await a.locator('.analysis-toggle').waitFor({ timeout: 15000 });
  await a.waitForFunction(() => { const p = document.querySelector('.analysis'); return p && !p.hidden && p.dataset.position && !p.hasAttribute('aria-busy'); }, null, { timeout: 20000 });
  await a.context().close();
});

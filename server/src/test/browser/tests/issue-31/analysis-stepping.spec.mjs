// Issue 31: the analysis panel under use. Stepping through a finished game's replay quickly, one step every
// quarter of a second (each outlasting the panel's settling time, so each asks the server, while each search
// takes a second): the panel never shows a refusal (busy, too many analyses, an error), says "analysing…"
// meanwhile, and ends on the last position shown. The page names itself (`viewer`), so the server stops its
// older search instead of refusing the newer one beside it (two analyses at once at most).
import { test, assert } from '../../lib/fixtures.mjs';
import { shot, apiCreate, act } from '../../lib/helpers.mjs';

test('issue 31: stepping through 15 plies quickly, the analysis panel never shows a refusal and ends on the last', async ({ newPage, base }) => {
  const c = await apiCreate({ game: 'bao-kenyan-laps', opponent: { type: 'local' } });
  let g = c.game;
  for (let i = 0; i < 20 && g.status === 'active'; i++) g = (await act(g.id, c.token, '/moves', { version: g.version, code: g.legalMoves[(i * 5) % g.legalMoves.length].code })).game;
  if (g.status === 'active') g = (await act(g.id, c.token, '/resign', { version: g.version, seat: 'south' })).game;
  assert(g.moves.length >= 16, `a game long enough: ${g.moves.length} plies`);
  const textAt = async (ply) => (await (await fetch(`${base}api/games/${g.id}/positions/${ply}`)).json()).position.text;

  const page = await newPage();
  await page.addInitScript(() => localStorage.setItem('kete.analysis', '1'));
  const answers = [];
  const viewers = new Set();
  page.on('request', (r) => { if (r.url().endsWith('/api/analysis')) viewers.add(JSON.parse(r.postData()).viewer); });
  page.on('response', (r) => { if (r.url().endsWith('/api/analysis')) answers.push(r.status()); });
  await page.goto(`${base}#/game/${g.id}`);
  await page.locator('.analysis').waitFor();
  // Everything the panel ever says, from now on.
  await page.evaluate(() => {
    window.panelSaid = [];
    const panel = document.querySelector('.analysis');
    const note = () => {
      const state = panel.querySelector('.analysis-state').textContent;
      const verdict = panel.querySelector('.eval-text');
      window.panelSaid.push({ state, error: verdict.classList.contains('error-text') ? verdict.textContent : null });
    };
    new MutationObserver(note).observe(panel, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await page.click('button:has-text("« start")');
  await page.waitForFunction(() => /^Start position/.test(document.querySelector('.status').textContent));
  // Fifteen steps forward, one every 250 ms, clicked in the page so that nothing slows them down.
  await page.evaluate(async () => {
    const forward = [...document.querySelectorAll('button')].find((b) => b.textContent === 'forward ▶');
    for (let i = 0; i < 15; i++) {
      forward.click();
      await new Promise((r) => setTimeout(r, 250));
    }
  });
  const last = await textAt(15);
  await page.waitForFunction((t) => { const p = document.querySelector('.analysis'); return p.dataset.position === t && !p.hasAttribute('aria-busy'); }, last, { timeout: 30000 });
  assert(await page.locator('.analysis').getAttribute('data-ply') === '15', 'the panel is of ply 15');
  assert(/^Position after ply 15 of /.test(await page.locator('.status').innerText()), 'the board shows ply 15');
  assert(await page.locator('.analysis .analysis-state').innerText() === '', 'nothing pending');
  const said = await page.evaluate(() => window.panelSaid);
  const states = [...new Set(said.map((s) => s.state))];
  const errors = said.filter((s) => s.error);
  assert(states.every((s) => s === '' || s === 'analysing…'), `the panel only ever said "analysing…": ${JSON.stringify(states)}`);
  assert(states.includes('analysing…'), 'it said "analysing…" while stepping');
  assert(errors.length === 0, `no refusal or error shown: ${JSON.stringify(errors)}`);
  assert(answers.length >= 5, `the steps asked the server several times (${answers.length})`);
  assert(!answers.includes(503), `the server replaced the page's older analyses rather than refusing: ${answers}`);
  assert(viewers.size === 1 && /^[0-9a-f]{24}$/.test([...viewers][0]), `one viewer id for the page: ${[...viewers]}`);
  await shot(page, 'i31-analysis-after-steps');
  await page.context().close();
});

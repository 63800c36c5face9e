import { test, assert } from '../lib/fixtures.mjs';
import { shot, apiCreate, openWithToken } from '../lib/helpers.mjs';

test('clocks: against the computer the setup offers a clock, and a short clock runs out with a loss on time', async ({ newPage, base }) => {
  const page = await newPage();
  await page.goto(`${base}#/play/oware`);
  await page.locator('#game-select').waitFor();
  await page.check('input[name=opponent][value=computer]');
  assert(await page.locator('#clock-row').isVisible(), 'the clock is offered against the computer');
  await page.fill('#clock-min', '1');
  await page.selectOption('#level', '1');
  await page.click('button[type=submit]');
  await page.waitForURL(/#\/game\//);
  await page.waitForFunction(() => { const g = document.querySelector('.game .player-bar[data-side=south] .clock'); return g && /^(1:00|0:5\d)$/.test(g.textContent); });
  // A clock of ten seconds (the API allows seconds; the form offers minutes): South never moves. (Five were too
  // few on a machine at a load average of 45: the time ran out before the page had opened the game.)
  const created = await apiCreate({ game: 'oware', opponent: { type: 'computer', level: 1 }, seat: 'south', first: 'south', clock: { seconds: 10 } });
  await openWithToken(page, created);
  await page.locator('svg.board g.pit.legal').first().waitFor();
  await page.waitForFunction(() => document.querySelector('.status.over'), null, { timeout: 20000 });
  const status = await page.locator('.status').innerText();
  assert(/North wins on time/.test(status), `loss on time shown: ${status}`);
  assert(await page.locator('.player-bar[data-side=south] .clock').innerText() === '0:00', 'South\'s clock shows 0:00');
  // Issue 31: the spent clock says its time is up, not that little is left.
  const note = await page.locator('.player-bar[data-side=south] .low-note').textContent();
  assert(/time is up/.test(note) && !/little time/.test(note), `the spent clock's words: ${note}`);
  assert(await page.locator('.player-bar[data-side=south].low').count() === 0, 'not marked low');
  assert(await page.locator('svg.board g.pit.legal').count() === 0, 'no move after the time ran out');
  await shot(page, 'game-clock-timeout');
  await page.context().close();
});

import { test, assert } from '../../lib/fixtures.mjs';
import { shot } from '../../lib/helpers.mjs';

test('issue 15: a finished position shared as a link says how the game ended and offers nothing to play', async ({ newPage, base }) => {
  const page = await newPage();
  await page.goto(`${base}#/position?game=oware&position=${encodeURIComponent('0-0-0-0-0-0-0-0-0-0-0-0-25-23-S')}`);
  await page.locator('svg.board').waitFor();
  const lead = await page.locator('main .lead').innerText();
  assert(/the game is over\. South wins, 25–23/.test(lead), `the shared page says it is over and how: ${lead}`);
  assert(!/to move/.test(lead), 'nobody is to move');
  assert(await page.locator('button', { hasText: 'Play on' }).count() === 0, 'nothing to play on');
  assert(await page.evaluate(() => [...document.querySelectorAll('svg.board .to-move')].every((d) => getComputedStyle(d).opacity === '0')), 'no to-move mark');
  await shot(page, 'i15-shared-finished');
  await page.context().close();
});

import { test, assert } from '../../lib/fixtures.mjs';
import { shot, createFromSetup } from '../../lib/helpers.mjs';

test('issue 15: arrow keys step through the game, focus stays on the board after a move, the focus ring differs from the playable ring', async ({ newPage }) => {
  const page = await newPage();
  await createFromSetup(page, 'oware', 'local');
  await page.locator('svg.board g.pit.legal').first().waitFor();
  await page.focus('svg.board g.pit[tabindex="0"]');
  await page.keyboard.press('ArrowRight');
  const ring = await page.evaluate(() => {
    const focused = document.activeElement.querySelector('.pit-hole');
    const other = [...document.querySelectorAll('svg.board g.pit.legal')].find((g) => g !== document.activeElement).querySelector('.pit-hole');
    const s = (e) => { const c = getComputedStyle(e); return { stroke: c.stroke, dash: c.strokeDasharray, width: c.strokeWidth }; };
    return { focused: s(focused), other: s(other), legal: document.activeElement.classList.contains('legal') };
  });
  assert(ring.legal, 'a playable pit has the focus');
  assert(ring.focused.stroke !== ring.other.stroke && ring.focused.dash !== ring.other.dash, `the focus ring differs: ${JSON.stringify(ring)}`);
  await shot(page, 'i15-focus-ring');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length === 1);
  await page.locator('svg.board g.pit.legal').first().waitFor();
  assert(await page.evaluate(() => !!document.activeElement.closest('svg.board')), `focus stays on the board, not ${await page.evaluate(() => document.activeElement.tagName)}`);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length === 2);
  // Off the board, the arrow keys step through the game.
  await page.locator('.movelist').click({ position: { x: 2, y: 2 } }).catch(() => {});
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => /Position after ply 1 of 2 \(move 1: /.test(document.querySelector('.status').textContent));
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => /Start position \(ply 0 of 2\)/.test(document.querySelector('.status').textContent));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.locator('svg.board g.pit.legal').first().waitFor();
  assert(/South to move/.test(await page.locator('.status').innerText()), 'back at the current position');
  await page.context().close();
});

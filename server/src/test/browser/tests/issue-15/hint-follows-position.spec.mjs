import { test, assert } from '../../lib/fixtures.mjs';
import { shot, playOneMove, waitForTurnOrEnd, createFromSetup, noteText } from '../../lib/helpers.mjs';

test('issue 15: a hint goes with its position (gone after Undo and after a move), worded, with the side', async ({ newPage }) => {
  const page = await newPage();
  await createFromSetup(page, 'oware', 'computer', async () => page.selectOption('#level', '1'));
  await waitForTurnOrEnd(page);
  await playOneMove(page);
  await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length >= 2, null, { timeout: 20000 });
  await waitForTurnOrEnd(page);
  await page.click('button:has-text("Hint")');
  await page.waitForFunction(() => /^Hint: play/.test(document.querySelector('.board-note').textContent), null, { timeout: 15000 });
  const hint = await noteText(page);
  assert(/^Hint: play [A-F]\. ((South|North) is better by \d+\.\d seeds?|Even)/.test(hint), `the hint says what its number means and for whom: ${hint}`);
  assert(!/\(\s*[+-]?\d+\s*\)/.test(hint), `no raw score: ${hint}`);
  await shot(page, 'i15-hint');
  await page.click('button:has-text("Undo")');
  await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length === 0, null, { timeout: 15000 });
  assert(!/Hint/.test(await noteText(page)), 'the hint went with its position after Undo');
  // A hint, then a move: gone too.
  await page.locator('svg.board g.pit.legal').first().waitFor();
  await page.click('button:has-text("Hint")');
  await page.waitForFunction(() => /^Hint: play/.test(document.querySelector('.board-note').textContent), null, { timeout: 15000 });
  await playOneMove(page);
  await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length >= 1);
  assert(!/Hint/.test(await noteText(page)), 'the hint went with its position after a move');
  await page.context().close();
});

import { test, assert } from '../lib/fixtures.mjs';
import { playOneMove, waitForTurnOrEnd, createFromSetup } from '../lib/helpers.mjs';

test('a refresh in the middle of a game continues it', async ({ newPage }) => {
  const page = await newPage();
  await createFromSetup(page, 'oware', 'computer', async () => page.selectOption('#level', '1'));
  await waitForTurnOrEnd(page);
  await playOneMove(page);
  await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length >= 2);
  await waitForTurnOrEnd(page);
  const before = await page.locator('.movelist .mv').count();
  await page.reload();
  await page.waitForFunction((n) => document.querySelectorAll('.movelist .mv').length === n, before);
  await page.locator('svg.board g.pit.legal').first().waitFor();
  await page.context().close();
});

import { test, assert } from '../lib/fixtures.mjs';
import { createFromSetup } from '../lib/helpers.mjs';

test('keyboard play: arrow keys and Enter make a move', async ({ newPage }) => {
  const page = await newPage();
  await createFromSetup(page, 'oware', 'local');
  await page.locator('svg.board g.pit.legal').first().waitFor();
  await page.focus('svg.board g.pit[tabindex="0"]');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length === 1);
  assert((await page.locator('.movelist .mv').first().innerText()).includes('C'), 'C was played');
  const label = await page.locator('svg.board g.pit[data-pit="2"]').getAttribute('aria-label');
  assert(/^C: \d+ seeds?, South's pit/.test(label), `aria label: ${label}`);
  await page.context().close();
});

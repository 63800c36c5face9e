import { test, assert } from '../lib/fixtures.mjs';
import { createFromSetup } from '../lib/helpers.mjs';

test('the hint shows a move and its score', async ({ newPage }) => {
  const page = await newPage();
  await createFromSetup(page, 'oware', 'local');
  await page.locator('svg.board g.pit.legal').first().waitFor();
  await page.click('button:has-text("Hint")');
  await page.waitForFunction(() => /^Hint: play [A-Fa-f]\. ((South|North) is better by \d+\.\d seeds?|Even|(South|North) wins)/.test(document.querySelector('.board-note').textContent), null, { timeout: 15000 });
  const note = await page.locator('.board-note').innerText();
  const move = note.match(/play ([A-Fa-f])/)[1];
  const legal = await page.$$eval('svg.board g.pit.legal text.label', (ls) => ls.map((l) => l.textContent));
  assert(legal.includes(move), `the hint ${move} is a legal move (${legal})`);
  await page.context().close();
});

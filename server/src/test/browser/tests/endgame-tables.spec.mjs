import { test, assert } from '../lib/fixtures.mjs';
import { shot, apiCreate, openWithToken } from '../lib/helpers.mjs';

test('exact (endgame table) hint and analysis in an Oware ending', async ({ newPage, base }) => {
  const probe = await (await fetch(`${base}api/analysis`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ game: 'oware', position: '1-0-0-1-1-1-0-0-1-0-0-0-21-22-S', ms: 200 }) })).json();
  test.skip(!probe.exact, 'the server has no endgame tables');
  const created = await apiCreate({ game: 'oware', opponent: { type: 'local' }, position: '1-0-0-1-1-1-0-0-1-0-0-0-21-22-S' });
  const page = await newPage();
  await openWithToken(page, created);
  await page.locator('svg.board g.pit.legal').first().waitFor();
  await page.click('button:has-text("Hint")');
  await page.waitForFunction(() => /Exact \(endgame table\)/.test(document.querySelector('.board-note').textContent), null, { timeout: 15000 });
  assert(/South wins by 2; moves that keep it: A, D/.test(await page.locator('.board-note').innerText()), 'the exact hint names the result and the moves');
  await page.click('.analysis-toggle');
  await page.locator('.analysis .tag.exact').waitFor({ timeout: 15000 });
  assert(/exact \(endgame table\)/.test(await page.locator('.analysis .tag.exact').innerText()), 'marked exact');
  assert(/South wins by 2/.test(await page.locator('.eval-text').innerText()), 'the exact result');
  assert((await page.locator('.eval-line .pv').innerText()).startsWith('A '), 'the line starts with the best move');
  assert(await page.locator('.eval-moves li').count() === 4, 'each of the four moves has its exact result');
  assert(/S \+2/.test(await page.locator('.eval-moves li.best').first().innerText()), 'the best moves win by 2');
  assert(/100/.test(await page.locator('.eval-fill').evaluate((e) => e.style.width)), 'the bar is all South\'s');
  await shot(page, 'analysis-exact');
  // The same in Portuguese.
  await page.click('[data-lang=pt]');
  await page.waitForFunction(() => {
    const tag = document.querySelector('.analysis .tag.exact');
    const text = document.querySelector('.eval-text');
    return tag && text && /exato \(tabela de finais\)/.test(tag.textContent) && /Sul ganha por 2/.test(text.textContent);
  }, null, { timeout: 15000 });
  await shot(page, 'analysis-exact-pt');
  await page.click('[data-lang=en]');
  await page.context().close();
});

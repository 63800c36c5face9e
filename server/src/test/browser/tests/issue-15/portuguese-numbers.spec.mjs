import { test, assert } from '../../lib/fixtures.mjs';
import { shot, apiCreate, openWithToken, noteText } from '../../lib/helpers.mjs';

test('issue 15: Portuguese pages word hints, analysis and numbers in Portuguese (Bao as a winning chance, Oware in seeds with a decimal comma)', async ({ newPage }) => {
  const page = await newPage({ lang: 'pt' });
  const bao = await apiCreate({ game: 'bao-la-kujifunza', opponent: { type: 'local' } });
  await openWithToken(page, bao);
  await page.locator('svg.board g.pit.legal').first().waitFor();
  await page.click('button:has-text("Sugestão")');
  await page.waitForFunction(() => /^Sugestão: jogue/.test(document.querySelector('.board-note').textContent), null, { timeout: 15000 });
  const hint = await noteText(page);
  // A winning chance, or, where the search proves the result within the hint's time (a fast machine finds a
  // win for South in Kujifunza's opening), the proven result: in Portuguese either way, never in seeds.
  assert(/^Sugestão: jogue \S+\. ((Sul|Norte) está (ligeiramente |muito )?melhor: hipótese de ganhar de cerca de \d+%|Equilibrado|(Sul|Norte) ganha em \d+ meias?-jogadas?)\.$/.test(hint), `a Bao hint in Portuguese, as a winning chance or a proven result: ${hint}`);
  await page.click('.analysis-toggle');
  await page.waitForFunction(() => { const p = document.querySelector('.analysis'); return p && p.dataset.position && !p.hasAttribute('aria-busy'); }, null, { timeout: 20000 });
  const verdict = await page.locator('.eval-text').innerText();
  assert(/hipótese de ganhar|Equilibrado|ganha em \d+/.test(verdict) && !/sementes/.test(verdict), `Bao's evaluation is a winning chance (or a proven result), not seeds: ${verdict}`);
  const vals = await page.locator('.eval-moves .val').allInnerTexts();
  assert(vals.every((v) => /^\d+%$|^[SN] (\+|em )\d+$|^=$/.test(v)), `each move as South's winning chance (or a proven result): ${vals}`);
  await shot(page, 'i15-bao-analysis-pt');
  // Oware in seeds: a position where South is clearly ahead, worded with a decimal comma.
  const oware = await apiCreate({ game: 'oware', opponent: { type: 'local' }, position: '4-4-4-4-4-4-1-1-1-1-1-0-14-5-S' });
  await openWithToken(page, oware);
  await page.waitForFunction(() => { const p = document.querySelector('.analysis'); return p && p.dataset.position && p.dataset.position.startsWith('4-4-4-4-4-4-1') && !p.hasAttribute('aria-busy'); }, null, { timeout: 20000 });
  const seeds = await page.locator('.eval-text').innerText();
  assert(/Sul (está melhor por \d+,\d sementes?|ganha)/.test(seeds), `Oware in seeds, with a comma: ${seeds}`);
  assert(!/\d\.\d/.test(await page.locator('.analysis').innerText()), 'no decimal point on a Portuguese page');
  await page.context().close();
});

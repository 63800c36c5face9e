import { test, assert } from '../../lib/fixtures.mjs';
import { shot, playOneMove, waitForTurnOrEnd } from '../../lib/helpers.mjs';
import { allowedWords, noLeak, languagesOf } from '../../lib/i18n-checks.mjs';

test('i18n: every page in the pseudo-language shows only text from the message files', async ({ newPage, base, ids, catalogue }) => {
  const allowed = allowedWords(await languagesOf(base), catalogue);
  const page = await newPage({ lang: 'x-pseudo' });
  const visit = async (hash, ready, name) => {
    await page.goto(`${base}?lang=x-pseudo${hash}`);
    await page.locator(ready).first().waitFor();
    await page.waitForTimeout(150);
    await noLeak(page, allowed, name);
    await shot(page, `pseudo-${name.replace(/\W+/g, '-')}`);
  };
  await visit('#/', '.card svg.board .count', 'catalogue');
  for (const id of ids) await visit(`#/rules/${id}`, 'figure.diagram svg.board', `rules ${id}`);
  await visit('#/play/bao-la-kiswahili', '#game-select', 'setup');
  // Every option of every game in the setup form.
  for (const id of ids) {
    await page.selectOption('#game-select', id);
    await noLeak(page, allowed, `setup ${id}`);
  }
  await visit('#/tutorial/oware', '#tut-step svg.board', 'tutorial');
  for (let i = 0; i < 6; i++) {
    await page.click('#tut-next');
    await page.waitForTimeout(300);
    await noLeak(page, allowed, `tutorial step ${i + 2}`);
  }
  await visit('#/games', 'h1', 'finished games');
  await visit('#/game/kx7q2', '.error', 'an error');

  // A game against the computer: a move, the hint, the analysis panel, the end by resignation.
  await page.goto(`${base}?lang=x-pseudo#/play/oware`);
  await page.locator('#game-select').waitFor();
  await page.selectOption('#level', '1');
  await page.click('button[type=submit]');
  await page.waitForURL(/#\/game\//);
  await page.locator('svg.board g.pit.legal').first().waitFor();
  await noLeak(page, allowed, 'game');
  await playOneMove(page);
  await waitForTurnOrEnd(page);
  await noLeak(page, allowed, 'game after a move');
  await page.click('button:has-text("⟦Hint⟧")');
  await page.waitForFunction(() => /⟦/.test(document.querySelector('.board-note').textContent));
  await noLeak(page, allowed, 'game with a hint');
  await page.click('.analysis-toggle');
  await page.waitForFunction(() => document.querySelector('[id^=analysis-] .mv'), null, { timeout: 30000 });
  await page.waitForTimeout(200);
  await noLeak(page, allowed, 'analysis');
  await shot(page, 'pseudo-analysis');
  page.once('dialog', (d) => d.accept());
  await page.click('button:has-text("⟦Resign⟧")');
  await page.locator('.status.over').waitFor();
  await noLeak(page, allowed, 'finished game');
  await page.context().close();
});

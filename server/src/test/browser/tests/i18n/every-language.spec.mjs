import { test, assert } from '../../lib/fixtures.mjs';
import { shot, playOneMove, waitForTurnOrEnd } from '../../lib/helpers.mjs';
import { pageTexts, ENGLISH, RAW_KEY, NARRATION, languagesOf } from '../../lib/i18n-checks.mjs';

test('i18n: a game and a tutorial in every language show no message key, and no English outside English', async ({ newPage, base, ids }) => {
  const languages = await languagesOf(base);
  const missing = [];
  const narrated = [];
  for (const { code } of languages) {
    const page = await newPage({ lang: code });
    const texts = async (where) => {
      const all = await page.evaluate(pageTexts, NARRATION);
      for (const { text: s, narration } of all) {
        const key = s.match(RAW_KEY);
        assert(!key, `${code} ${where}: a raw message key "${key && key[0]}" in "${s}"`);
        if (code !== 'en') {
          const en = s.match(ENGLISH);
          if (en && narration) narrated.push(`${code}: "${s.slice(0, 60)}"`);
          else assert(!en, `${code} ${where}: English "${en && en[0]}" in "${s}"`);
        }
      }
    };
    await page.goto(`${base}?lang=${code}#/`);
    await page.locator('.card svg.board .count').first().waitFor();
    assert(await page.evaluate(() => document.documentElement.lang) === code, `${code}: <html lang>`);
    await texts('catalogue');
    await shot(page, `${code}-catalogue`);

    // A game against the computer: two moves, the hint, the analysis.
    await page.goto(`${base}?lang=${code}#/play/oware`);
    await page.locator('#game-select').waitFor();
    await texts('setup');
    await page.selectOption('#game-select', 'bao-la-kiswahili');
    await page.locator('details.rule-options').evaluate((d) => { d.open = true; });
    await texts('setup of Bao la Kiswahili');
    await page.selectOption('#game-select', 'oware');
    await page.selectOption('#level', '1');
    await page.click('button[type=submit]');
    await page.waitForURL(/#\/game\//);
    for (let i = 0; i < 2; i++) {
      await playOneMove(page);
      if (await waitForTurnOrEnd(page)) break;
    }
    await texts('game');
    const words = await (await fetch(`${base}i18n/${code}.json`)).json();
    if (!await page.locator('.status.over').count()) {
      await page.click(`button:has-text("${words['game.hint']}")`);
      await page.waitForFunction(() => document.querySelector('.board-note').textContent.includes(':'), null, { timeout: 30000 });
      await texts('game with a hint');
    }
    await page.click('.analysis-toggle');
    await page.waitForFunction(() => document.querySelector('[id^=analysis-] .mv'), null, { timeout: 30000 });
    await texts('game with analysis');
    await shot(page, `${code}-game`);

    // The tutorial: the first steps; shown in English (and listed) where it is not written in the language.
    await page.goto(`${base}?lang=${code}#/tutorial/oware`);
    await page.locator('#tut-step svg.board').waitFor();
    if (await page.locator('.content-missing').count()) missing.push(`tutorial oware.${code}`);
    for (let i = 0; i < 5; i++) {
      await texts(`tutorial step ${i + 1}`);
      await page.click('#tut-next');
      await page.waitForTimeout(200);
    }
    await shot(page, `${code}-tutorial`);
    // Every tutorial and rules page: written in the language, or listed.
    for (const id of ids) {
      if (!(await fetch(`${base}rules/${id}.${code}.json`)).ok) missing.push(`rules ${id}.${code}`);
      const r = await fetch(`${base}api/tutorials/${id}?lang=${code}`);
      if (!r.ok || (await r.json()).lang !== code) missing.push(`tutorial ${id}.${code}`);
    }
    await page.goto(`${base}?lang=${code}#/rules/bao-la-kiswahili`);
    await page.locator('figure.diagram svg.board').first().waitFor();
    await texts('rules of Bao la Kiswahili');
    await shot(page, `${code}-rules`);
    await page.goto(`${base}?lang=${code}#/game/kx7q2`);
    await page.locator('.error').waitFor();
    await texts('an error');
    await page.context().close();
  }
  if (missing.length) console.log(`     not yet written (shown in English): ${[...new Set(missing)].join(', ')}`);
  if (narrated.length) console.log(`     the server's move narration still in English (the narrator's): ${[...new Set(narrated)].join('; ')}`);
});

import { test, assert } from '../lib/fixtures.mjs';
import { shot } from '../lib/helpers.mjs';

test('the language switch translates the site and is remembered', async ({ newPage, base }) => {
  const page = await newPage();
  await page.goto(base);
  await page.locator('.card').first().waitFor();
  await page.click('button[data-lang=pt]');
  await page.waitForFunction(() => document.querySelector('h1').textContent === 'Todos os jogos de mancala');
  await page.reload();
  await page.waitForFunction(() => document.querySelector('h1') && document.querySelector('h1').textContent === 'Todos os jogos de mancala');
  assert(await page.getAttribute('html', 'lang') === 'pt', 'html lang is pt');
  await shot(page, 'catalogue-pt');
  await page.click('button[data-lang=en]');
  await page.waitForFunction(() => document.querySelector('h1').textContent === 'All mancala games');
  await page.context().close();
});

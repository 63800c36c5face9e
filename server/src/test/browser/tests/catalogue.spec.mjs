import { test, assert } from '../lib/fixtures.mjs';
import { shot } from '../lib/helpers.mjs';

test('the catalogue lists every game with links to rules, tutorial and play', async ({ newPage, base, ids }) => {
  const page = await newPage();
  await page.goto(base);
  await page.locator('.card').first().waitFor();
  assert(await page.locator('.card').count() === ids.length, 'one card per game');
  for (const id of ids) {
    for (const href of [`#/rules/${id}`, `#/tutorial/${id}`, `#/play/${id}`]) assert(await page.locator(`a[href="${href}"]`).count() === 1, `link ${href}`);
  }
  await page.waitForFunction(() => [...document.querySelectorAll('.card svg.board .count')].some((c) => c.textContent !== '0'));
  await shot(page, 'catalogue');
  await page.context().close();
});

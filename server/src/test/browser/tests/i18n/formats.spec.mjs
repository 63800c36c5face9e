import { test, assert } from '../../lib/fixtures.mjs';

test('i18n: numbers and dates follow the language', async ({ newPage, base }) => {
  const page = await newPage({ lang: 'fr' });
  await page.goto(`${base}?lang=fr#/games`);
  await page.locator('h1').waitFor();
  const fmt = await page.evaluate(async () => {
    const m = await import('./js/i18n.js');
    return [m.formatNumber(1234.5), m.formatDate(new Date(Date.UTC(2026, 11, 1, 12, 0)), { dateStyle: 'long', timeZone: 'UTC' })];
  });
  assert(fmt[0] === '1\u202f234,5', `French number: ${JSON.stringify(fmt[0])}`);
  assert(fmt[1] === '1 décembre 2026', `French date: ${fmt[1]}`);
  await page.context().close();
});

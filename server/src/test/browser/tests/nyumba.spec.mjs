import { test, assert } from '../lib/fixtures.mjs';
import { shot, createFromSetup } from '../lib/helpers.mjs';

test('the nyumba is marked on the Bao la Kiswahili board while it is owned', async ({ newPage, base }) => {
  const page = await newPage();
  await createFromSetup(page, 'bao-la-kiswahili', 'local');
  await page.locator('svg.board g.pit.legal').first().waitFor();
  assert(await page.locator('svg.board g.pit.house-functional').count() === 2, 'both houses marked');
  const label = await page.locator('svg.board g.pit[data-pit="4"]').getAttribute('aria-label');
  assert(/Nyumba \(house\) of South, functional/.test(label), `aria label: ${label}`);
  await shot(page, 'game-kiswahili-start');
  // A position where South's house is lost and North's holds 5 seeds.
  const text = '0,0,0,0,6,2,2,0,0,0,0,0,0,0,0,0/0,0,0,0,5,2,2,0,0,0,0,0,0,0,0,0 22-23 -N - S';
  await page.goto(`${base}#/position?game=bao-la-kiswahili&position=${encodeURIComponent(text)}`);
  await page.locator('svg.board').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('svg.board g.pit.house').length === 1);
  assert(await page.locator('svg.board g.pit[data-pit="4"].house').count() === 0, 'the lost house is unmarked');
  assert(await page.locator('svg.board g.pit[data-pit="20"].house:not(.house-functional)').count() === 1, 'North\'s idle house is marked as owned');
  await page.context().close();
});

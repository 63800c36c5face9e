import { test, assert } from '../lib/fixtures.mjs';
import { shot, apiCreate, openWithToken, boardSizes } from '../lib/helpers.mjs';

test('the site is usable on a phone-sized screen', async ({ newPage, base }) => {
  const page = await newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(base);
  await page.locator('.card').first().waitFor();
  await shot(page, 'catalogue-phone');
  await page.goto(`${base}#/rules/oware`);
  await page.locator('figure.diagram svg').first().waitFor();
  await shot(page, 'rules-phone');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  assert(!overflow, 'no sideways scrolling');
  await page.goto(`${base}#/tutorial/bao-la-kiswahili`);
  await page.locator('#tut-step svg.board').waitFor();
  await shot(page, 'tutorial-phone');
  assert(!await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1), 'no sideways scrolling on the tutorial');
  await page.context().close();
});

test('phone: every pit at least 40 px and every count readable, upright and on its side', async ({ newPage, base, ids }) => {
  const sizes = { phone: { width: 390, height: 844 }, 'phone on its side': { width: 844, height: 390 } };
  for (const [what, viewport] of Object.entries(sizes)) {
    const page = await newPage({ viewport });
    for (const id of ids) {
      const created = await apiCreate({ game: id, opponent: { type: 'local' } });
      await openWithToken(page, created);
      await page.locator('.game svg.board g.pit.legal').first().waitFor();
      const s = await boardSizes(page, '.game svg.board');
      const pit = Math.min(...s.map((x) => x.pit)), count = Math.min(...s.map((x) => x.count));
      assert(pit >= 40, `${id} on a ${what}: pits of ${pit.toFixed(1)} px`);
      assert(count >= 12, `${id} on a ${what}: counts of ${count.toFixed(1)} px`);
      const box = await page.locator('.game svg.board').boundingBox();
      assert(box.width <= viewport.width, `${id} on a ${what}: the board is ${box.width} px wide`);
      if (viewport.height < viewport.width) assert(box.height <= viewport.height, `${id} on a ${what}: the board is ${box.height} px high`);
      assert(!await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1), `${id} on a ${what}: no sideways scrolling`);
      if (id === 'bao-kigogo' || id === 'bao-la-kiswahili') await shot(page, `board-${id}-${what.replace(/ /g, '-')}`);
    }
    // The catalogue's Bao Kigogo board is not tiny either.
    await page.goto(base);
    await page.waitForFunction(() => [...document.querySelectorAll('.card svg.board .count')].some((c) => c.textContent !== '0'));
    const kigogo = await boardSizes(page, '.card:has(a[href="#/play/bao-kigogo"]) svg.board');
    assert(Math.min(...kigogo.map((x) => x.pit)) >= 32, `the catalogue's Bao Kigogo pits: ${Math.min(...kigogo.map((x) => x.pit))} px`);
    await shot(page, `catalogue-${what.replace(/ /g, '-')}`);
    await page.context().close();
  }
  const desk = await newPage();
  await desk.goto(base);
  await desk.waitForFunction(() => [...document.querySelectorAll('.card svg.board .count')].some((c) => c.textContent !== '0'));
  const kigogo = await boardSizes(desk, '.card:has(a[href="#/play/bao-kigogo"]) svg.board');
  assert(Math.min(...kigogo.map((x) => x.pit)) >= 40, `the catalogue's Bao Kigogo pits on a desktop: ${Math.min(...kigogo.map((x) => x.pit))} px`);
  await desk.context().close();
});

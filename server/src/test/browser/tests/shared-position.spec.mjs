import { test, assert } from '../lib/fixtures.mjs';
import { shot, createFromSetup } from '../lib/helpers.mjs';

test('a position shared as a link can be played on', async ({ newPage }) => {
  const page = await newPage();
  await createFromSetup(page, 'oware', 'local');
  for (let i = 1; i <= 3; i++) {
    await page.locator('svg.board g.pit.legal').first().click();
    await page.waitForFunction((n) => document.querySelectorAll('.movelist .mv').length === n, i);
  }
  await page.click('button:has-text("Share this position")');
  const link = await page.locator('.board-note a').getAttribute('href');
  assert(/#\/position\?/.test(link), `share link ${link}`);
  await page.goto(link);
  await page.locator('svg.board').waitFor();
  await shot(page, 'shared-position');
  await page.click('button:has-text("Play on with a friend here")');
  await page.waitForURL(/#\/game\//);
  await page.locator('svg.board g.pit.legal').first().waitFor();
  assert(/North to move/.test(await page.locator('.status').innerText()), 'North moves on from the shared position');
  await page.context().close();
});

import { test, assert } from '../lib/fixtures.mjs';
import { shot, createFromSetup } from '../lib/helpers.mjs';

test('a four-row move asks for its direction, offering only legal ones', async ({ newPage }) => {
  const page = await newPage();
  await createFromSetup(page, 'bao-la-kujifunza', 'local');
  await page.locator('svg.board g.pit.legal').first().waitFor();
  await page.locator('svg.board g.pit[data-pit="2"].legal').click();
  const buttons = page.locator('.choice-bar button.btn:not(.ghost)');
  await buttons.first().waitFor();
  assert(await buttons.count() >= 1, 'direction offered');
  await shot(page, 'game-choice');
  await buttons.first().click();
  await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length === 1);
  await page.context().close();
});

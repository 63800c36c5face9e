// Issue 31: a result reads in the winner's order, "North wins, 26–8", on the game's banner, in the match's
// score, in the finished-games list and in the API's English outcome text; South's score first only in a draw.
import { test, assert } from '../../lib/fixtures.mjs';
import { shot, apiCreate, openWithToken, viewOf } from '../../lib/helpers.mjs';

// North to move; f sows its seed into A, which then holds 2: North captures them and reaches 26 against 8.
const NORTH_WINS_WITH_F = '1-0-8-0-0-0-1-0-4-1-0-1-8-24-N';

test('issue 31: North\'s win reads 26–8 on the banner, the match line, the finished games and the API', async ({ newPage, base }) => {
  const created = await apiCreate({ game: 'oware', opponent: { type: 'local' }, position: NORTH_WINS_WITH_F, first: 'north', match: { format: 'first-to', n: 1 } });
  const page = await newPage();
  await openWithToken(page, created);
  await page.locator('svg.board g.pit[data-pit="11"].legal').click();
  await page.waitForFunction(() => document.querySelector('.status.over'));
  const banner = await page.locator('.status').innerText();
  assert(/^North wins, 26–8 /.test(banner), `the banner puts North's 26 first: ${banner}`);
  const matchLine = await page.locator('.match-score').innerText();
  assert(/North 1 – 0 South · North wins the match/.test(matchLine), `the decided match puts its winner first: ${matchLine}`);
  await shot(page, 'i31-result-banner');

  const v = await viewOf(created.game.id);
  assert(v.outcome.text === 'North wins 26-8 (threshold)', `the API's text: ${v.outcome.text}`);
  assert(v.outcome.south === 8 && v.outcome.north === 26, 'the numbers stay per side');

  await page.goto(`${base}#/games`);
  const row = page.locator('table.records tbody tr', { has: page.locator(`a[href="#/game/${created.game.id}"]`) });
  await row.waitFor();
  const text = await row.innerText();
  assert(/North won 26–8/.test(text), `the finished games' result: ${text}`);
  assert(/match North 1 – 0 South/.test(text), `the finished games' match line: ${text}`);
  await shot(page, 'i31-result-list');
  await page.context().close();
});

// Issue 31: after a game against the computer, the result offers a new game at the same level and at another
// level, "Review this game" (the computer's review, issue 34) and the record's download as a button beside the
// result.
import { test, assert } from '../../lib/fixtures.mjs';
import { shot, apiCreate, openWithToken, viewOf, gameIdOf } from '../../lib/helpers.mjs';

/** Resigns the page's game through its button (a confirm dialog), and waits for the result. */
async function resign(page) {
  await page.locator('button', { hasText: 'Resign' }).click();
  await page.waitForFunction(() => document.querySelector('.status.over'));
}

test('issue 31: after a game against the computer, new game (same or another level), review and download', async ({ newPage, base }) => {
  // A short game: North (the computer, level 2) begins, then South resigns. The clock is kept to be copied.
  const created = await apiCreate({ game: 'oware', opponent: { type: 'computer', level: 2 }, seat: 'south', first: 'north', clock: { minutes: 7, increment: 2 } });
  const page = await newPage();
  page.on('dialog', (d) => d.accept());
  await openWithToken(page, created);
  await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length === 1, null, { timeout: 30000 });
  await page.locator('svg.board g.pit.legal').first().waitFor();
  assert(await page.locator('.after-game').isHidden(), 'nothing of the sort while the game runs');
  await resign(page);
  const id = created.game.id;
  const after = page.locator('.after-game');
  assert(await after.isVisible(), 'the finished game\'s buttons are shown');
  // Right under the result, above the board.
  const [statusBox, afterBox, boardBox] = await Promise.all(['.status', '.after-game', '.game svg.board'].map((s) => page.locator(s).boundingBox()));
  assert(afterBox.y >= statusBox.y + statusBox.height - 1 && afterBox.y + afterBox.height <= boardBox.y + 1, 'between the result and the board');
  assert(await page.locator('#new-same').innerText() === 'New game · level 2', 'the same level, named');
  await shot(page, 'i31-after-game');

  // The record, as a visible button that downloads.
  const dl = page.locator('#download-record');
  assert(await dl.isVisible() && /Download the record/.test(await dl.innerText()), 'the download is a visible button');
  const [download] = await Promise.all([page.waitForEvent('download'), dl.click()]);
  const path = await download.path();
  const record = (await import('node:fs')).readFileSync(path, 'utf8');
  assert(record.startsWith('[Game "oware"]') && /\[Termination "North wins: South resigned"\]/.test(record), `the game's record, South having resigned: ${record.slice(0, 300)}`);
  assert(download.suggestedFilename() === `kete-oware-${id}.txt`, `its name: ${download.suggestedFilename()}`);

  // Review: the computer's review of this game (issue 34: #/review/<id>), every move in its list once done; then
  // back to the game.
  await page.locator('#review-game').click();
  await page.waitForURL(new RegExp(`#/review/${id}$`));
  await page.locator('.review-summary-table').waitFor({ timeout: 120000 });
  const v = await viewOf(id);
  assert(await page.locator('.review-moves button.mv').count() === v.moves.length, 'every move of the game in the review');
  await shot(page, 'i31-review');
  await page.goBack();
  await page.locator('#new-same').waitFor();

  // A new game at the same level: same game, seat, first mover and clock; level 2.
  await page.locator('#new-same').click();
  await page.waitForFunction((old) => location.hash.startsWith('#/game/') && !location.hash.includes(old), id);
  await page.locator('.game svg.board').waitFor();
  const second = await viewOf(gameIdOf(page));
  assert(second.level === 2 && second.mode === 'computer' && second.game === 'oware', `the same level: ${second.level}`);
  assert(second.seats.south === 'human' && second.seats.north === 'computer', 'the same seat');
  assert(second.clock && second.clock.initialMs === 7 * 60000 && second.clock.incrementMs === 2000, `the same clock: ${JSON.stringify(second.clock)}`);
  assert((second.movers[0] || second.position.toMove) === 'north', 'North begins again');

  // Another level, from the small list.
  await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length === 1, null, { timeout: 30000 });
  await page.locator('svg.board g.pit.legal').first().waitFor();
  await resign(page);
  const options = await page.locator('#new-level option').allInnerTexts();
  assert(options.length >= 2 && !options.some((o) => o.startsWith('2 ')), `the other levels: ${options}`);
  await page.selectOption('#new-level', '4');
  await page.locator('#new-other').click();
  await page.waitForFunction((old) => location.hash.startsWith('#/game/') && !location.hash.includes(old), second.id);
  await page.locator('.game svg.board').waitFor();
  const third = await viewOf(gameIdOf(page));
  assert(third.level === 4 && third.mode === 'computer', `level 4: ${third.level}`);
  await page.context().close();
});

test('issue 31: the finished game\'s buttons at phone size', async ({ newPage }) => {
  const created = await apiCreate({ game: 'oware', opponent: { type: 'computer', level: 1 }, seat: 'south' });
  const page = await newPage({ viewport: { width: 390, height: 844 } });
  page.on('dialog', (d) => d.accept());
  await openWithToken(page, created);
  await page.locator('svg.board g.pit.legal').first().waitFor();
  await resign(page);
  for (const sel of ['#new-same', '#review-game', '#download-record', '#new-level', '#new-other']) {
    const b = await page.locator(sel).boundingBox();
    assert(b && b.x >= 0 && b.x + b.width <= 390, `${sel} within the screen: ${JSON.stringify(b)}`);
  }
  await shot(page, 'i31-after-game-phone');
  await page.context().close();
});

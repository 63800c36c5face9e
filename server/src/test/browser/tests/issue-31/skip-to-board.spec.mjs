// Issue 31: a game page has "Skip to the board" right after the site's "Skip to content": hidden until focused,
// the second tab stop of the page, and it puts the focus on the board's first playable pit (or on the board when
// nothing is to be played). Neither skip link changes the page (the router reads the address's hash).
import { test, assert } from '../../lib/fixtures.mjs';
import { shot, apiCreate, act, openWithToken } from '../../lib/helpers.mjs';

const focused = (page) => page.evaluate(() => {
  const a = document.activeElement;
  return { id: a.id, cls: a.getAttribute('class') || '', text: (a.textContent || '').trim().slice(0, 40), pit: a.dataset ? a.dataset.pit : undefined, inBoard: !!a.closest('svg.board') };
});

test('issue 31: "Skip to the board" is the second tab stop of a game page and lands on a playable pit', async ({ newPage, base }) => {
  const created = await apiCreate({ game: 'oware', opponent: { type: 'computer', level: 1 }, seat: 'south' });
  const page = await newPage();
  await openWithToken(page, created);
  await page.locator('svg.board g.pit.legal').first().waitFor();
  const link = page.locator('#skip-board');
  assert(await link.count() === 1, 'one skip link to the board');
  const hiddenBox = await link.boundingBox();
  assert(!hiddenBox || hiddenBox.x + hiddenBox.width <= 0, `off screen until focused: ${JSON.stringify(hiddenBox)}`);
  // From the top of the page: the site's link, then the board's.
  // (The keyboard starts from the top of the document: a mark put first in the body, focused, then gone.)
  await page.evaluate(() => {
    const top = document.createElement('span');
    top.tabIndex = -1;
    top.id = 'test-top';
    document.body.prepend(top);
    top.focus();
  });
  await page.keyboard.press('Tab');
  await page.evaluate(() => document.getElementById('test-top').remove());
  let f = await focused(page);
  assert(f.cls.includes('skip') && f.text === 'Skip to content', `first the site's own: ${JSON.stringify(f)}`);
  await page.keyboard.press('Tab');
  f = await focused(page);
  assert(f.id === 'skip-board' && f.text === 'Skip to the board', `then the board's: ${JSON.stringify(f)}`);
  const shown = await link.boundingBox();
  assert(shown && shown.x >= 0 && shown.y >= 0 && shown.width > 0, `visible when focused: ${JSON.stringify(shown)}`);
  await shot(page, 'i31-skip-board-focused');
  const url = page.url();
  await page.keyboard.press('Enter');
  f = await focused(page);
  assert(f.inBoard && f.cls.includes('legal'), `on a playable pit: ${JSON.stringify(f)}`);
  assert(page.url() === url, 'the page stays');
  // The pit takes the keys at once: Enter plays it.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length >= 1);
  // The site's "Skip to content" moves the focus to the content, not to another page.
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  await page.locator('a.skip:not(#skip-board)').focus();
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  assert(page.url() === url && await page.locator('.game svg.board').count() === 1, `still the game: ${page.url()}`);
  assert(await page.evaluate(() => document.activeElement.id === 'main'), 'the focus on the content');
  await page.context().close();
});

test('issue 31: with nothing to play, "Skip to the board" lands on the board; other pages have no such link', async ({ newPage, base }) => {
  const c = await apiCreate({ game: 'oware', opponent: { type: 'local' } });
  const g = (await act(c.game.id, c.token, '/resign', { version: c.game.version, seat: 'south' })).game;
  assert(g.status === 'finished', 'finished');
  const page = await newPage();
  await page.goto(`${base}#/game/${c.game.id}`); // a spectator of a finished game
  await page.locator('.game svg.board').waitFor();
  await page.locator('#skip-board').focus();
  await page.keyboard.press('Enter');
  const f = await focused(page);
  assert(f.inBoard && f.cls.startsWith('board'), `on the board's group: ${JSON.stringify(f)}`);
  await page.goto(`${base}#/games`);
  await page.locator('h1').waitFor();
  assert(await page.locator('#skip-board').count() === 0, 'the link leaves with the game page');
  await page.context().close();
});

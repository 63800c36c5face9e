import { test, assert } from '../../lib/fixtures.mjs';
import { shot, apiCreate, openWithToken } from '../../lib/helpers.mjs';
import { account, signIn, lobbyConnection, ratedGame, uniqueName } from '../../lib/social.mjs';

const PHONE = { width: 390, height: 844 };

/** Runs in the page: each cell of the table's first row with the label a phone shows before it (::before). */
function labelledCells(selector) {
  const row = document.querySelector(`${selector} tbody tr`);
  return [...row.cells].map((td) => ({ label: getComputedStyle(td, '::before').content, text: td.innerText.trim(), display: getComputedStyle(td).display }));
}

// Issue 31, point 5: on a phone (390x844) the profile's and the lobby's tables name their columns as the
// finished games do, the lobby's lists come before the seek form, the header is one line with a Menu button so
// that a game's board is in the first screen, and the board's labels are at least 12 px.
test('issue 31: phone layout: labelled tables, the lobby\'s lists first, a short header, readable board labels', async ({ newPage, base, ids }) => {
  const [abla, kwesi] = [await account(uniqueName('Abla')), await account(uniqueName('Kwesi'))];
  const holder = await newPage();
  const connection = await lobbyConnection(holder);
  await ratedGame(connection, abla, kwesi, { loser: 'north' });
  const live = await ratedGame(connection, kwesi, abla); // being played: listed in the lobby
  await abla.call('POST', '/lobby/seeks', { connection, game: 'oware', rated: true, clock: { minutes: 3, increment: 2 } });

  const page = await newPage({ viewport: PHONE });
  await signIn(page.context(), kwesi);
  const noSideways = async (what) => assert(!await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1), `${what}: no sideways scrolling`);

  // The profile's ratings and games: each value on a line of its own, after its column's name.
  await page.goto(`${base}#/player/${abla.name}`);
  await page.locator('#player-games tbody tr').first().waitFor();
  const ratings = await page.evaluate(labelledCells, '#ratings');
  assert(JSON.stringify(ratings.map((c) => c.label)) === JSON.stringify(['"Game: "', '"Speed: "', '"Rating: "', '"Deviation: "', '"Games: "']), `the ratings' labels: ${JSON.stringify(ratings)}`);
  assert(ratings.every((c) => c.display === 'block'), 'one line each');
  const games = await page.evaluate(labelledCells, '#player-games');
  assert(JSON.stringify(games.map((c) => c.label)) === JSON.stringify(['"Game: "', '"Opponent: "', '"Result: "', '"Kind: "', '"Date: "', 'none']), `the games' labels: ${JSON.stringify(games.map((c) => c.label))}`);
  assert(games.at(-1).text === 'Replay', 'the link says what it does, with no label before it');
  await noSideways('the profile');
  await shot(page, 'issue31-phone-profile');

  // The lobby: the lists first, with their labels; the form last, a button away.
  await page.goto(`${base}#/lobby`);
  await page.locator('#live-games tbody tr').first().waitFor();
  await page.locator('#seeks tbody tr').first().waitFor();
  const live0 = await page.evaluate(labelledCells, '#live-games');
  assert(JSON.stringify(live0.map((c) => c.label)) === JSON.stringify(['"Game: "', '"Players: "', '"Kind: "', '"Plies: "', 'none']), `the games being played: ${JSON.stringify(live0.map((c) => c.label))}`);
  const seeks0 = await page.evaluate(labelledCells, '#seeks');
  assert(seeks0[0].label === '"Player: "' && seeks0[2].label === '"Clock: "', `the seeks: ${JSON.stringify(seeks0.map((c) => c.label))}`);
  const top = (sel) => page.locator(sel).evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
  const [seeksTop, gamesTop, formTop] = [await top('#seeks-h'), await top('#games-h'), await top('#seek-form')];
  assert(seeksTop < gamesTop && gamesTop < formTop, `the lists before the form: seeks ${seeksTop}, games ${gamesTop}, form ${formTop}`);
  assert(gamesTop < PHONE.height, `the games being played start within the first screen (at ${gamesTop} px)`);
  await page.click('#new-seek');
  await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'seek-form-h');
  const formOnScreen = await page.locator('#seek-form-h').evaluate((e) => { const r = e.getBoundingClientRect(); return r.top > -r.height && r.bottom < window.innerHeight; });
  assert(formOnScreen, 'New seek brings the form into view');
  await noSideways('the lobby');
  await shot(page, 'issue31-phone-lobby');

  // A game: the header is one line; the board's top is within the first screen; the menu opens the navigation.
  await page.goto(`${base}#/game/${live.id}`);
  await page.locator('.game svg.board').waitFor();
  const header = await page.locator('.site-header').boundingBox();
  assert(header.height <= 64, `the header is ${header.height} px high`);
  assert(!await page.locator('.site-nav').isVisible(), 'the navigation is folded');
  const boardTop = await page.locator('.game svg.board').evaluate((e) => e.getBoundingClientRect().top);
  assert(boardTop < PHONE.height - 200, `the board's top is at ${boardTop} px, within the first screen`);
  await shot(page, 'issue31-phone-game');
  await page.click('#menu-toggle');
  assert(await page.locator('#menu-toggle').getAttribute('aria-expanded') === 'true', 'the button says the menu is open');
  await page.locator('.site-nav a[href="#/lobby"]').waitFor({ state: 'visible' });
  assert(await page.locator('.lang button[data-lang=pt]').isVisible(), 'the language switch is in the menu');
  await shot(page, 'issue31-phone-menu');
  await page.keyboard.press('Escape');
  assert(!await page.locator('.site-nav').isVisible(), 'Escape folds it again');
  await page.click('#menu-toggle');
  await page.click('.site-nav a[href="#/lobby"]');
  await page.locator('#seeks-h').waitFor();
  assert(!await page.locator('.site-nav').isVisible(), 'choosing a page folds the menu');

  // Every game's board: its pit names, scores and lines at least 12 px, and its top in the first screen.
  for (const id of ids) {
    const created = await apiCreate({ game: id, opponent: { type: 'local' } });
    await openWithToken(page, created);
    await page.locator('.game svg.board g.pit.legal').first().waitFor();
    const m = await page.evaluate(() => {
      const svg = document.querySelector('.game svg.board');
      const k = svg.getScreenCTM().a;
      const texts = [...svg.querySelectorAll('text')].filter((e) => e.getBBox().width > 0 && getComputedStyle(e).display !== 'none' && !e.closest('[display=none]'));
      const small = texts.map((e) => ({ cls: e.getAttribute('class'), px: parseFloat(getComputedStyle(e).fontSize) * k, text: e.textContent })).filter((x) => x.px < 12);
      return { top: svg.getBoundingClientRect().top, small, labels: svg.querySelectorAll('.label').length };
    });
    assert(m.labels > 0, `${id}: the pits are named`);
    assert(m.small.length === 0, `${id}: texts under 12 px: ${JSON.stringify(m.small.slice(0, 4))}`);
    assert(m.top < PHONE.height - 200, `${id}: the board's top is at ${m.top} px`);
  }
});

import { test, assert } from '../../lib/fixtures.mjs';
import { shot } from '../../lib/helpers.mjs';
import { account, signIn, lobbyConnection, ratedGame, finish, playMoves, uniqueName } from '../../lib/social.mjs';

// Issue 32 (docs/security.md, Fair ratings): a game asked to be rated that is not says why on its page. A game
// resigned after one move a side: "Not rated: each player must make at least 2 moves". A pair's fourth rated
// game in 24 hours is made casual, and its page says so before anyone moves.
test('issue 32: a game with too few moves and a pair\'s fourth rated game of the day say why they are not rated', async ({ newPage, base }) => {
  const [ama, kofi] = [await account(uniqueName('Ama')), await account(uniqueName('Kofi'))];
  const connection = await lobbyConnection(await newPage());

  // One move a side, then Kofi resigns: no result, and the page says why.
  const short = await ratedGame(connection, ama, kofi);
  const g = await playMoves(ama, short.id, short.tokens, 1);
  await ama.call('POST', `/games/${short.id}/resign`, { version: g.version }, short.tokens.north);
  const page = await newPage();
  await signIn(page.context(), ama);
  await page.goto(`${base}#/game/${short.id}`);
  await page.locator('.status.over').waitFor();
  const notice = page.locator('#not-rated');
  await notice.waitFor({ state: 'visible', timeout: 20000 });
  assert((await notice.innerText()) === 'Not rated: each player must make at least 2 moves.', `the notice: ${await notice.innerText()}`);
  assert(await page.locator('#rating-change').isHidden(), 'no rating change is shown');
  await shot(page, 'issue32-not-rated-too-few-moves');

  // Three rated games played out (the short one gave no result and took no place); the fourth is casual.
  for (let i = 0; i < 3; i++) await ratedGame(connection, i % 2 ? kofi : ama, i % 2 ? ama : kofi, { loser: 'north' });
  const fourth = await ratedGame(connection, kofi, ama);
  const players = await kofi.call('GET', `/games/${fourth.id}/players`);
  assert(!players.rated && players.notRated.reason === 'pair-limit', `the fourth: ${JSON.stringify(players)}`);
  const kofiPage = await newPage({ lang: 'fr' });
  await signIn(kofiPage.context(), kofi);
  await kofiPage.goto(`${base}#/game/${fourth.id}`);
  await kofiPage.locator('svg.board').waitFor();
  const casual = kofiPage.locator('#not-rated');
  await casual.waitFor({ state: 'visible', timeout: 20000 });
  const text = await casual.innerText();
  assert(/^Amicale, non classée\u202f: ces deux joueurs ont déjà disputé 3 parties classées .* 24 heures\.$/.test(text), `in French: ${text}`);
  await shot(kofiPage, 'issue32-casual-fourth-game');
  // Ama's page, in English, before a move: the same, in her words.
  await page.goto(`${base}#/game/${fourth.id}`);
  await page.locator('#not-rated').waitFor({ state: 'visible', timeout: 20000 });
  assert(/^Casual, not rated: these two players have played 3 rated games against each other in the last 24 hours\.$/.test(await page.locator('#not-rated').innerText()),
    await page.locator('#not-rated').innerText());
  for (const p of [page, kofiPage]) await p.context().close();
});

// The refusal of a rated accept between accounts that share a network (409 shared-network) is worded by the lobby
// in the page's language. The browser tests' server allows shared networks (all its browsers are 127.0.0.1), so
// the answer is the server's own shape (docs/api.md, FairRatingsTest) played back to the page.
test('issue 32: the lobby words a rated accept refused because the two accounts share a network', async ({ newPage, base }) => {
  const [abla, kwesi] = [await account(uniqueName('Abla')), await account(uniqueName('Kwesi'))];
  const holder = await newPage();
  const connection = await lobbyConnection(holder);
  const posted = await abla.call('POST', '/lobby/seeks', { connection, game: 'oware', rated: true, clock: { minutes: 5, increment: 0 } });
  for (const [lang, expected] of [
    ['en', `You and ${abla.name} have signed in from the same network or browser: rated games between you are not possible on this server. Play a casual game instead.`],
    ['pt', `Entrou a partir da mesma rede ou do mesmo navegador que ${abla.name}: neste servidor não podem jogar partidas com classificação um contra o outro. Jogue antes uma partida amigável.`],
  ]) {
    const page = await newPage({ lang });
    await signIn(page.context(), kwesi);
    await page.route('**/api/lobby/seeks/*/accept', (route) => route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ status: 409, error: 'shared-network', message: `you and ${abla.name} have signed in from the same network or browser: rated games between you are not possible here; ask for a casual game`, key: 'rated-shared-network', params: { name: abla.name } }),
    }));
    await page.goto(`${base}#/lobby`);
    const play = page.locator(`#seeks button[data-seek="${posted.seek.id}"]`);
    await play.waitFor({ timeout: 30000 });
    await play.click();
    const error = page.locator('.lobby-seeks .error');
    await error.waitFor({ state: 'visible' });
    assert((await error.innerText()) === expected, `${lang}: ${await error.innerText()}`);
    assert(/#\/lobby/.test(page.url()), 'the page stays in the lobby');
    await shot(page, `issue32-shared-network-${lang}`);
    await page.context().close();
  }
});

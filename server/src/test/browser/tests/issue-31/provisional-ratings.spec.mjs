import { test, assert } from '../../lib/fixtures.mjs';
import { shot } from '../../lib/helpers.mjs';
import { account, signIn, lobbyConnection, ratedGame, uniqueName } from '../../lib/social.mjs';

// Issue 31, point 1: a rating with a deviation above 110 is provisional: "1662?" with a tooltip and a name for
// screen readers, a line on the profile saying what it means, and the leaderboard lists such ratings apart,
// unranked.
test('issue 31: provisional ratings are shown with a question mark, explained, and not ranked', async ({ newPage, base }) => {
  const [abla, kwesi] = [await account(uniqueName('Abla')), await account(uniqueName('Kwesi'))];
  // A page of its own holds the lobby connection the seeks belong to.
  const connection = await lobbyConnection(await newPage());
  const page = await newPage();
  await ratedGame(connection, abla, kwesi, { loser: 'north' });
  const profile = await abla.call('GET', `/players/${abla.name}`);
  const rating = profile.ratings[0].rating;
  assert(profile.ratings[0].provisional && rating > 1500, `after one game: ${JSON.stringify(profile.ratings)}`);

  // The profile: "1662?" with its tooltip, read as "1662 (provisional)", and the line that explains it.
  await page.goto(`${base}#/player/${abla.name}`);
  const cell = page.locator('#ratings .rating.provisional');
  await cell.waitFor();
  const seen = (el) => el.evaluate((e) => [...e.childNodes].filter((n) => !(n.nodeType === 1 && n.classList.contains('sr-only'))).map((n) => n.textContent).join(''));
  assert(await seen(cell) === `${rating}?`, `shown as ${await seen(cell)}`);
  assert(/Provisional rating/.test(await cell.getAttribute('title')), `tooltip: ${await cell.getAttribute('title')}`);
  const spoken = await cell.evaluate((e) => [...e.childNodes].filter((n) => !(n.nodeType === 1 && n.getAttribute('aria-hidden') === 'true')).map((n) => n.textContent).join(''));
  assert(spoken === `${rating} (provisional)`, `screen readers read "${spoken}"`);
  const note = await page.locator('#provisional-note').innerText();
  assert(note.includes(`(${rating}?)`) && /provisional/.test(note) && /110/.test(note), `the explanation: ${note}`);
  await shot(page, 'issue31-provisional-profile');

  // The leaderboard: nobody ranked yet, both listed apart with their question marks.
  await page.goto(`${base}#/leaderboard?game=oware&speed=blitz`);
  const apart = page.locator('#leaderboard-provisional');
  await apart.locator('tr', { hasText: abla.name }).waitFor();
  const rows = await apart.locator('tbody tr').allInnerTexts();
  const mine = rows.find((r) => r.includes(abla.name));
  assert(mine.includes(`${rating}?`), `Abla on the leaderboard: ${mine}`);
  assert(await seen(apart.locator('tr', { hasText: abla.name }).locator('.rating.provisional')) === `${rating}?`, 'marked as provisional');
  assert(rows.some((r) => r.includes(kwesi.name)), 'Kwesi is listed apart too');
  assert(await page.locator('#leaderboard-provisional th').allInnerTexts().then((h) => !h.includes('#')), 'provisional ratings have no rank');
  assert(/Provisional ratings/.test(await page.locator('#provisional-h').innerText()), 'the list is headed');
  // The ranked table lists no provisional rating (other scenarios may have ranked players; none has a "?").
  const ranked = await page.locator('#leaderboard tbody').innerText();
  assert(!ranked.includes(abla.name) && !ranked.includes('?'), `ranked: ${ranked}`);
  await shot(page, 'issue31-provisional-leaderboard');

  // The lobby: Abla's seek shows her provisional rating in the seek's pool.
  await abla.call('POST', '/lobby/seeks', { connection, game: 'oware', rated: true, clock: { minutes: 5, increment: 0 } });
  const other = await newPage();
  await signIn(other.context(), kwesi);
  await other.goto(`${base}#/lobby`);
  const seek = other.locator('#seeks tr', { hasText: abla.name }).locator('.rating.provisional');
  await seek.waitFor();
  assert(await seen(seek) === `${rating}?`, `the seek shows ${await seen(seek)}`);
  assert(await seek.getAttribute('title'), 'with its tooltip');
  await shot(other, 'issue31-provisional-lobby');
});

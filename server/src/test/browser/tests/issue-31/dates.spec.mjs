import { test, assert } from '../../lib/fixtures.mjs';
import { shot } from '../../lib/helpers.mjs';
import { account, signIn, lobbyConnection, ratedGame, finish, uniqueName } from '../../lib/social.mjs';

/** Runs in the page: what i18n.js's one date helper writes for each [date, kind], in the page's language. */
async function helperWrites(dates) {
  const m = await import('./js/i18n.js');
  return dates.map(([d, kind]) => m.formatDate(d, kind));
}

// Issue 31, point 7: every date the pages show (a profile's games and its "playing since", the finished games,
// chat times, the rating chart: rating-chart.spec.mjs) is written by i18n.js's one helper, in the page's
// language, one format per kind of date.
test('issue 31: dates are written one way per language, by one helper', async ({ newPage, base }) => {
  const [ade, kwame] = [await account(uniqueName('Ade')), await account(uniqueName('Kwame'))];
  const connection = await lobbyConnection(await newPage());
  const done = await ratedGame(connection, ade, kwame, { loser: 'north' });
  const running = await ratedGame(connection, ade, kwame);
  const profile = await ade.call('GET', `/players/${ade.name}`);
  const played = (await ade.call('GET', `/players/${ade.name}/games`)).games.find((g) => g.id === done.id);
  const finished = await (await fetch(`${base}api/games/${done.id}`)).json();

  const shown = {};
  for (const lang of ['fr', 'pt', 'en']) {
    const page = await newPage({ lang });
    await signIn(page.context(), ade);
    await page.goto(`${base}?lang=${lang}#/player/${ade.name}`);
    const row = page.locator('#player-games tbody tr', { has: page.locator(`a[href="#/game/${done.id}"]`) });
    await row.waitFor();
    const [since, moment, listedMoment] = await page.evaluate(helperWrites, [[profile.createdAt, 'date'], [played.at, 'dateTime'], [finished.updatedAt, 'dateTime']]);
    const lead = await page.locator('main .lead').innerText();
    assert(lead.includes(since), `${lang}: "playing since" in ${lead}, expected ${since}`);
    const date = await row.locator('time').innerText();
    assert(date === moment, `${lang}: the profile's game date ${date}, expected ${moment}`);
    shown[lang] = date;
    // The finished games: a moment written the same way.
    await page.goto(`${base}?lang=${lang}#/games`);
    const listed = page.locator('table.records tbody tr', { has: page.locator(`a[href="#/game/${done.id}"]`) }).locator('td').nth(2);
    await listed.waitFor();
    assert(await listed.innerText() === listedMoment, `${lang}: the finished games' date ${await listed.innerText()}, expected ${listedMoment}`);
    // The chat: each line with its time of day, the whole moment as its tooltip.
    await page.goto(`${base}?lang=${lang}#/game/${running.id}`);
    await page.locator('#chat-players').waitFor();
    await page.waitForTimeout(500); // the chat's channel opens
    await ade.call('POST', `/games/${running.id}/chat`, { room: 'players', text: `Ol${lang}` }, running.tokens.south);
    const time = page.locator('#chat-players li', { hasText: `Ol${lang}` }).locator('time');
    await time.waitFor({ timeout: 15000 });
    const [ofDay, whole] = await page.evaluate(helperWrites, [[await time.getAttribute('datetime'), 'time'], [await time.getAttribute('datetime'), 'dateTime']]);
    assert(await time.innerText() === ofDay && await time.getAttribute('title') === whole, `${lang}: the chat's time ${await time.innerText()} (${await time.getAttribute('title')}), expected ${ofDay} (${whole})`);
    if (lang === 'fr') assert(!/AM|PM/.test(date + ofDay), `French times have no AM/PM: ${date}, ${ofDay}`);
    await shot(page, `issue31-dates-${lang}`);
    await page.context().close();
  }
  assert(new Set(Object.values(shown)).size === 3, `each language writes the date its own way: ${JSON.stringify(shown)}`);
  await finish(ade, running.id, running.tokens, 'north');
  // The pages' scripts write no date themselves: formatDate is the one way.
  for (const f of ['app', 'lobby', 'profile', 'gamesocial', 'account', 'social']) {
    const src = await (await fetch(`${base}js/${f}.js`)).text();
    assert(!/toLocale(Date|Time)?String|new Intl\.DateTimeFormat/.test(src), `js/${f}.js writes a date itself`);
  }
});

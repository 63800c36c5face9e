import { test, assert } from '../../lib/fixtures.mjs';
import { axeViolations } from '../../lib/helpers.mjs';
import { account, signIn, lobbyConnection, ratedGame, uniqueName } from '../../lib/social.mjs';

// Issue 31, point 9: axe-core finds no violation of any impact (minor and moderate included) on the lobby, a
// profile and the leaderboard, at desktop and phone size, as a guest and signed in.
test('issue 31: axe-core finds nothing at all on the lobby, a profile and the leaderboard', async ({ newPage, base, browser }) => {
  const [abla, kwesi] = [await account(uniqueName('Abla')), await account(uniqueName('Kwesi'))];
  const connection = await lobbyConnection(await newPage());
  await ratedGame(connection, abla, kwesi, { loser: 'north' });
  await ratedGame(connection, kwesi, abla); // being played: listed in the lobby
  await abla.call('POST', '/lobby/seeks', { connection, game: 'oware', rated: true, clock: { seconds: 30, increment: 0 } });
  const states = [
    ['lobby', '#/lobby', '#seeks tbody tr'],
    ['profile', `#/player/${abla.name}`, '#player-games tbody tr'],
    ['leaderboard', '#/leaderboard?game=oware&speed=blitz', '#leaderboard-provisional tbody tr'],
  ];
  const found = [];
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    for (const who of ['guest', 'signed in']) {
      // Bypassing the page's content security policy only to inject axe-core itself.
      const ctx = await browser.newContext({ viewport, bypassCSP: true });
      await ctx.addInitScript(() => { localStorage.setItem('kete.lang', 'en'); localStorage.setItem('kete.speed', 'instant'); });
      if (who === 'signed in') await signIn(ctx, kwesi);
      const page = await ctx.newPage();
      for (const [name, hash, ready] of states) {
        await page.goto(`${base}${hash}`);
        await page.locator(ready).first().waitFor();
        await page.waitForTimeout(300);
        for (const v of await axeViolations(page, { all: true })) found.push(`${name} (${viewport.width}×${viewport.height}, ${who}): ${v}`);
      }
      // The phone's menu, opened.
      if (viewport.width < 640) {
        await page.click('#menu-toggle');
        for (const v of await axeViolations(page, { all: true })) found.push(`open menu (${viewport.width}×${viewport.height}, ${who}): ${v}`);
      }
      await ctx.close();
    }
  }
  assert(found.length === 0, `axe-core violations:\n       ${found.join('\n       ')}`);
});

// Issue 31: axe-core finds no violation of any impact (not only the critical and serious ones axe.spec.mjs
// fails on) on a game page: as a player (a running game against the computer with a clock and the analysis
// panel open, the same game finished, with its new-game and review buttons, and an online game with the
// players' chat) and as a spectator (that online game, a running game on one device with its analysis, and a
// replay), at 1280×800 and 390×844.
import { test, assert } from '../../lib/fixtures.mjs';
import { apiCreate, act, axeViolations, shot } from '../../lib/helpers.mjs';

test('issue 31: no axe violation of any impact on a game page, as a player and a spectator, desktop and phone', async ({ base, browser }) => {
  const found = [];
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const where = `${viewport.width}×${viewport.height}`;
    // Bypassing the page's content security policy only to inject axe-core itself.
    const ctx = await browser.newContext({ viewport, bypassCSP: true });
    await ctx.addInitScript(() => { localStorage.setItem('kete.lang', 'en'); localStorage.setItem('kete.speed', 'instant'); localStorage.setItem('kete.analysis', '1'); });
    const page = await ctx.newPage();
    page.on('dialog', (d) => d.accept());
    const check = async (name) => {
      await page.waitForTimeout(300);
      for (const v of await axeViolations(page, { all: true })) found.push(`${name} (${where}): ${v}`);
      await shot(page, `i31-axe-${name.replace(/\W+/g, '-')}-${viewport.width}`);
    };

    // A player against the computer, a clock running, two plies played, the analysis panel open.
    const mine = await apiCreate({ game: 'oware', opponent: { type: 'computer', level: 1 }, seat: 'south', clock: { minutes: 10 } });
    await page.goto(base);
    await page.evaluate(([id, token]) => { localStorage.setItem('kete.tokens', JSON.stringify({ [id]: token })); }, [mine.game.id, mine.token]);
    await page.goto(`${base}#/game/${mine.game.id}`);
    await page.locator('svg.board g.pit.legal').first().click();
    await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length === 2, null, { timeout: 30000 });
    await page.locator('svg.board g.pit.legal').first().waitFor();
    await page.waitForFunction(() => { const a = document.querySelector('.analysis'); return a && a.dataset.position && !a.hasAttribute('aria-busy'); }, null, { timeout: 30000 });
    await check('player, running');
    // The same game, resigned: the result with its buttons.
    await page.locator('button', { hasText: 'Resign' }).click();
    await page.locator('.after-game #new-same').waitFor();
    await check('player, finished');

    // Online: the player whose opponent has joined (the players' chat), then a spectator of it (theirs).
    const online = await apiCreate({ game: 'oware', opponent: { type: 'online' }, seat: 'south' });
    await (await fetch(`${base}api/games/${online.game.id}/join`, { method: 'POST' })).json();
    await page.evaluate(([id, token]) => { localStorage.setItem('kete.tokens', JSON.stringify({ [id]: token })); }, [online.game.id, online.token]);
    await page.goto(`${base}#/game/${online.game.id}`);
    await page.locator('svg.board g.pit.legal').first().waitFor();
    await check('player, online');
    await page.evaluate(() => localStorage.removeItem('kete.tokens'));
    await page.goto(`${base}#/games`);
    await page.goto(`${base}#/game/${online.game.id}`);
    await page.waitForFunction(() => /watching/.test((document.querySelector('.watchers') || {}).textContent || ''), null, { timeout: 15000 });
    await check('spectator, online');

    // A spectator of a running game, and of a finished one stepped back.
    const local = await apiCreate({ game: 'bao-la-kiswahili', opponent: { type: 'local' } });
    let g = local.game;
    for (let i = 0; i < 3; i++) g = (await act(g.id, local.token, '/moves', { version: g.version, code: g.legalMoves[0].code })).game;
    await page.goto(`${base}#/game/${g.id}`);
    await page.waitForFunction(() => /watching/.test((document.querySelector('.watchers') || {}).textContent || ''), null, { timeout: 15000 });
    await check('spectator, running');
    await act(g.id, local.token, '/resign', { version: g.version, seat: 'north' });
    await page.goto(`${base}#/games`);
    await page.goto(`${base}#/game/${g.id}`);
    await page.locator('.status.over').waitFor();
    await page.click('button:has-text("◀ back")');
    await page.waitForFunction(() => /^Position after ply/.test(document.querySelector('.status').textContent));
    await check('spectator, replay');
    await ctx.close();
  }
  assert(found.length === 0, `axe violations:\n${found.join('\n')}`);
});

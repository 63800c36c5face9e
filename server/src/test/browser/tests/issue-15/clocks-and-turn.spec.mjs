import { test, assert } from '../../lib/fixtures.mjs';
import { shot, playOneMove, apiCreate, act, viewOf, openWithToken } from '../../lib/helpers.mjs';

test('issue 15: clocks beside the names, large, low time marked; the title and a beep say it is your turn', async ({ newPage, base }) => {
  const a = await newPage({ viewport: { width: 390, height: 844 } });
  await a.addInitScript(() => {
    window.__beeps = 0;
    // Counts the tones the page starts, without playing them.
    window.AudioContext = class {
      constructor() { this.state = 'running'; this.currentTime = 0; this.destination = {}; }
      resume() { return Promise.resolve(); }
      createOscillator() { return { type: '', frequency: {}, connect: (x) => x, start: () => { window.__beeps++; }, stop() {} }; }
      createGain() { return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (x) => x }; }
    };
  });
  const created = await apiCreate({ game: 'oware', opponent: { type: 'online' }, seat: 'south', first: 'south', clock: { seconds: 30 } });
  await openWithToken(a, created);
  const joined = await (await fetch(`${base}api/games/${created.game.id}/join`, { method: 'POST' })).json();
  await a.waitForFunction(() => /Your move/.test(document.querySelector('.status').textContent), null, { timeout: 15000 });
  const bars = await a.$$eval('.player-bar', (bs) => bs.map((b) => ({ side: b.dataset.side, name: b.querySelector('.player-name').textContent, clock: b.querySelector('.clock').textContent, size: parseFloat(getComputedStyle(b.querySelector('.clock')).fontSize), visible: b.offsetHeight > 0 })));
  assert(bars.length === 2 && bars.every((b) => b.visible && b.size >= 24 && /^0:(30|2\d)$/.test(b.clock)), `two large clocks: ${JSON.stringify(bars)}`);
  assert(bars[0].side === 'north' && /North/.test(bars[0].name) && bars[1].side === 'south' && /South · you/.test(bars[1].name), 'each clock beside its player\'s name, the player\'s own below');
  // Online the clocks wait for each player's first move (issue 31): none runs yet, and the line says so.
  assert(await a.locator('.player-bar.running').count() === 0, 'no clock runs before both first moves');
  assert(/both players/.test(await a.locator('.clock-line').innerText()), 'the clocks wait for both first moves');
  assert((await a.title()).startsWith('▶ Your move'), `the title says it is your turn: ${await a.title()}`);
  await playOneMove(a);
  await a.waitForFunction(() => !document.title.startsWith('▶'), null, { timeout: 15000 });
  let v = await viewOf(created.game.id);
  await act(created.game.id, joined.token, '/moves', { version: v.version, code: v.legalMoves[0].code });
  await a.waitForFunction(() => document.title.startsWith('▶ Your move') && window.__beeps > 0, null, { timeout: 15000 });
  // From the second first move on, South's clock runs.
  await a.locator('.player-bar[data-side=south].running').waitFor({ timeout: 5000 });
  assert(await a.locator('.player-bar[data-side=south].low').count() === 0, '30 s is not low yet');
  const before = await a.locator('.player-bar[data-side=south] .clock').innerText();
  await a.waitForFunction((b) => document.querySelector('.player-bar[data-side=south] .clock').textContent !== b, before, { timeout: 5000 });
  await shot(a, 'i15-clocks-phone');
  // Sound off: the next turn is silent.
  await a.uncheck('#sound');
  const beeps = await a.evaluate(() => window.__beeps);
  await playOneMove(a);
  await a.waitForFunction(() => !document.title.startsWith('▶'), null, { timeout: 15000 });
  v = await viewOf(created.game.id);
  await act(created.game.id, joined.token, '/moves', { version: v.version, code: v.legalMoves[0].code });
  await a.waitForFunction(() => document.title.startsWith('▶ Your move'), null, { timeout: 15000 });
  assert(await a.evaluate(() => window.__beeps) === beeps, 'no beep with the sound off');
  // Under 20 seconds the clock is marked low.
  await a.waitForFunction(() => document.querySelector('.player-bar[data-side=south].low'), null, { timeout: 20000 });
  await shot(a, 'i15-clock-low-phone');
  await a.context().close();
});

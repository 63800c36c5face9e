import { test, assert } from '../lib/fixtures.mjs';
import { shot, playOneMove, createFromSetup, gameIdOf, bottomIs } from '../lib/helpers.mjs';

test('rematch: at once against the computer; online by offer, with the spectator following', async ({ newPage }) => {
  const page = await newPage();
  page.on('dialog', (d) => d.accept());
  await createFromSetup(page, 'bao-kenyan-children', 'computer', async () => page.selectOption('#level', '1'));
  const first = gameIdOf(page);
  await page.locator('svg.board g.pit.legal').first().waitFor();
  await page.click('button:has-text("Resign")');
  await page.click('button:has-text("Rematch")');
  await page.waitForFunction((f) => !location.hash.includes(f), first);
  await page.locator('svg.board').waitFor();
  await bottomIs(page, /North/);
  await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length >= 1, null, { timeout: 20000 });
  await page.context().close();

  const a = await newPage();
  a.on('dialog', (d) => d.accept());
  await createFromSetup(a, 'oware', 'online');
  const link = await a.locator('.invite input').inputValue();
  const b = await newPage();
  await b.goto(link);
  await b.locator('svg.board').waitFor();
  const c = await newPage();
  await c.goto(link);
  await c.locator('svg.board').waitFor();
  const old = gameIdOf(a);
  // Each player makes a first move (before that an online game is aborted, not resigned), then South resigns.
  await a.locator('svg.board g.pit.legal').first().waitFor();
  await playOneMove(a);
  await b.locator('svg.board g.pit.legal').first().waitFor({ timeout: 15000 });
  await playOneMove(b);
  await a.locator('svg.board g.pit.legal').first().waitFor({ timeout: 15000 });
  await a.click('button:has-text("Resign")');
  await b.waitForFunction(() => document.querySelector('.status.over'), null, { timeout: 15000 });
  await b.click('button:has-text("Offer a rematch")');
  await a.locator('.notice', { hasText: 'offers a rematch' }).waitFor({ timeout: 15000 });
  await shot(a, 'rematch-offer');
  await a.locator('.notice button', { hasText: 'Accept' }).click();
  for (const p of [a, b]) await p.waitForFunction((o) => location.hash.startsWith('#/game/') && !location.hash.includes(o), old, { timeout: 15000 });
  const next = gameIdOf(a);
  assert(gameIdOf(b) === next, 'both players are in the rematch');
  await bottomIs(a, /North/);
  await bottomIs(b, /South/);
  await b.locator('svg.board g.pit.legal').first().waitFor({ timeout: 15000 });
  // The spectator is told and follows.
  await c.locator('#follow-next').click({ timeout: 15000 });
  await c.waitForFunction((n) => location.hash.includes(n), next);
  await c.locator('svg.board').waitFor();
  await playOneMove(b);
  await c.waitForFunction(() => document.querySelectorAll('.movelist .mv').length === 1, null, { timeout: 15000 });
  assert(await c.locator('svg.board g.pit.legal').count() === 0, 'the spectator still only watches');
  for (const p of [a, b, c]) await p.context().close();
});

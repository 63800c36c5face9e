// Kete browser tests in real headless Chromium (Debian's `chromium`), driven by playwright-core.
//   KETE_URL=http://localhost:8080/ node run.mjs     test a running server
//   node run.mjs                                      start cli/target/kete.jar serve on a free port
// Skips (exit 0) when no chromium is installed; CHROMIUM overrides the executable path.
// SHOTS=dir keeps a screenshot of every page visited; ONLY=word runs only the tests whose name contains it.
import { chromium } from 'playwright-core';
import { existsSync, mkdtempSync, mkdirSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import net from 'node:net';
import { i18nTests } from './i18n.mjs';

const exe = process.env.CHROMIUM || ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
if (!exe) { console.log('browser tests skipped: no chromium installed'); process.exit(0); }
const shots = process.env.SHOTS || null;
if (shots) mkdirSync(shots, { recursive: true });

const here = dirname(fileURLToPath(import.meta.url));
let server = null;
let base = process.env.KETE_URL;

async function freePort() {
  return new Promise((res) => { const s = net.createServer(); s.listen(0, () => { const p = s.address().port; s.close(() => res(p)); }); });
}

// `kete serve` once the command is wired into the jar's Main; until then ServeCommand's own main.
async function startServer() {
  const jar = join(here, '../../../../cli/target/kete.jar');
  if (!existsSync(jar)) throw new Error(`no ${jar}: build it first (mvn -B package -pl cli -am -DskipTests)`);
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'kete-ui-'));
  const help = spawnSync('java', ['-jar', jar, 'serve', '--help'], { encoding: 'utf8' });
  const wired = help.status === 0 && !/unknown command/.test(help.stdout + help.stderr);
  let cmd = ['-jar', jar, 'serve', '--port', String(port), '--data', data];
  if (!wired) cmd = ['-cp', jar, 'org.kete.cli.serve.ServeCommand', '--port', String(port), '--data', data];
  // Tiny Oware endgame tables (0-6 seeds, built in a second) for the exact hint and analysis.
  const egtb = join(data, 'egtb');
  const built = spawnSync('java', ['-jar', jar, 'egtb', 'build', '--max-seeds', '6', '--dir', egtb], { encoding: 'utf8' });
  // Never the default (building 0-17 seeds in the background under the data directory): none instead.
  if (built.status === 0) cmd.push('--egtb', egtb);
  else cmd.push('--egtb', 'none'), console.log(`endgame tables not built (${(built.stderr || '').trim()}); the exact tests will be skipped`);
  server = spawn('java', cmd, { stdio: 'inherit' });
  base = `http://localhost:${port}/`;
  for (let i = 0; i < 150; i++) {
    try { const r = await fetch(`${base}api/catalogue`); if (r.ok) return; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

const results = [];
// Content-Security-Policy violations reported by the pages of the running test (a securitypolicyviolation
// event or a console message): any one fails the test, since the server's policy allows nothing inline.
let cspViolations = [];
// ONLY=word runs only the tests whose name contains it.
async function test(name, fn) {
  if (process.env.ONLY && !name.includes(process.env.ONLY)) return;
  const t0 = Date.now();
  cspViolations = [];
  try {
    await fn();
    if (cspViolations.length) throw new Error(`Content-Security-Policy violated: ${cspViolations.join(' | ')}`);
    results.push([name, 'ok']); console.log(`ok   ${name} (${Date.now() - t0} ms)`); }
  catch (e) { results.push([name, 'FAIL']); console.log(`FAIL ${name}\n     ${e.stack || e}`); }
}
function assert(cond, msg) { if (!cond) throw new Error(msg); }

async function newPage(browser, { lang = 'en', speed = 'instant', viewport = { width: 1280, height: 900 } } = {}) {
  const ctx = await browser.newContext({ viewport });
  await ctx.addInitScript(([l, s]) => {
    if (!localStorage.getItem('kete.lang')) localStorage.setItem('kete.lang', l);
    if (!localStorage.getItem('kete.speed')) localStorage.setItem('kete.speed', s);
  }, [lang, speed]);
  await ctx.exposeBinding('keteCspViolation', (_source, text) => { cspViolations.push(text); });
  await ctx.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => {
    window.keteCspViolation(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile || location.href}:${e.lineNumber})`);
  }));
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log(`     page error: ${e.message}`));
  page.on('console', (m) => { if (/Content.Security.Policy/i.test(m.text())) cspViolations.push(m.text()); });
  // Playwright's waitForFunction evaluates its predicate from a string, which the server's policy (no
  // 'unsafe-eval') refuses in the page; page.evaluate is not subject to the policy, so the waits poll with it.
  page.waitForFunction = async (fn, arg, { timeout = 30000, polling = 100 } = {}) => {
    const end = Date.now() + timeout;
    let last = null;
    for (;;) {
      try {
        const value = await page.evaluate(fn, arg);
        if (value) return value;
      } catch (e) { last = e; } // e.g. a navigation in progress: ask again
      if (Date.now() > end) throw new Error(`page.waitForFunction: timeout ${timeout} ms exceeded${last ? ` (${last.message})` : ''}`);
      await new Promise((r) => setTimeout(r, polling));
    }
  };
  return page;
}

async function shot(page, name) {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

/** Plays one move as the side to move: the first legal pit, then the first offered continuation. */
async function playOneMove(page) {
  const pit = page.locator('svg.board g.pit.legal').first();
  await pit.waitFor({ timeout: 15000 });
  await pit.click();
  for (let i = 0; i < 4; i++) {
    const choice = page.locator('.choice-bar button.btn:not(.ghost)').first();
    if (await choice.count() === 0) break;
    await choice.click();
  }
  // A set of pits (Nam Nam between rounds) is chosen pit by pit.
  for (let i = 0; i < 6 && await page.locator('.choice-bar').innerText().then((t) => /pits|casas/.test(t)); i++) {
    const p = page.locator('svg.board g.pit.legal').first();
    if (await p.count() === 0) break;
    await p.click();
  }
}

async function waitForTurnOrEnd(page) {
  await page.waitForFunction(() => {
    const s = document.querySelector('.status');
    return s && (s.classList.contains('over') || document.querySelector('svg.board g.pit.legal') || document.querySelector('.choice-bar button'));
  }, null, { timeout: 30000 });
  return page.locator('.status.over').count().then((n) => n > 0);
}

async function createFromSetup(page, game, opponent, extra = async () => {}) {
  await page.goto(`${base}#/play/${game}`);
  await page.locator('#game-select').waitFor();
  await page.check(`input[name=opponent][value=${opponent}]`);
  await extra();
  await page.click('button[type=submit]');
  await page.waitForURL(/#\/game\//);
  await page.locator('svg.board').waitFor();
}

/** Creates a game through the API (for set-ups the form does not offer, such as a clock of seconds). */
async function apiCreate(req) {
  const r = await fetch(`${base}api/games`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(req) });
  if (r.status !== 201) throw new Error(`create failed: ${r.status} ${await r.text()}`);
  return r.json();
}

/** Opens a game in a page that holds its seat token, as the browser keeps it after creating the game. */
async function openWithToken(page, created) {
  await page.goto(base);
  await page.evaluate(([id, token, seat]) => {
    const all = JSON.parse(localStorage.getItem('kete.tokens') || '{}');
    all[id] = token;
    localStorage.setItem('kete.tokens', JSON.stringify(all));
    localStorage.setItem(`kete.seat.${id}`, seat);
  }, [created.game.id, created.token, created.seat]);
  await page.goto(`${base}#/game/${created.game.id}`);
  await page.locator('.game svg.board').waitFor();
}

const gameIdOf = (page) => page.url().split('#/game/')[1].split('?')[0];
/** Waits until the side named at the bottom of the board matches (after a page change the old board may linger). */
const bottomIs = (page, re) => page.waitForFunction((src) => {
  const ts = document.querySelectorAll('.game svg.board text.side-name');
  return ts.length > 0 && new RegExp(src).test(ts[ts.length - 1].textContent);
}, re.source, { timeout: 15000 });


// axe-core (from node_modules) run inside the page: the violations of impact critical or serious.
const axeScript = join(here, 'node_modules/axe-core/axe.min.js');
async function axeViolations(page) {
  if (!await page.evaluate(() => !!window.axe)) await page.addScriptTag({ path: axeScript });
  return page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`));
}

/** The pits' drawn diameters and the seed counts' font sizes, in CSS pixels, of every board on the page. */
async function boardSizes(page, scope = 'svg.board') {
  return page.$$eval(`${scope} g.pit`, (gs) => gs.map((g) => {
    const svg = g.ownerSVGElement;
    const count = g.querySelector('.count');
    return {
      pit: g.querySelector('.pit-hole').getBoundingClientRect().width,
      count: parseFloat(getComputedStyle(count).fontSize) * svg.getScreenCTM().a,
    };
  }));
}

async function main() {
  if (!base) await startServer();
  if (!base.endsWith('/')) base += '/';
  const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu'] });
  const catalogue = await (await fetch(`${base}api/catalogue`)).json();
  const ids = catalogue.games.map((g) => g.id);

  await test('the catalogue lists every game with links to rules, tutorial and play', async () => {
    const page = await newPage(browser);
    await page.goto(base);
    await page.locator('.card').first().waitFor();
    assert(await page.locator('.card').count() === ids.length, 'one card per game');
    for (const id of ids) {
      for (const href of [`#/rules/${id}`, `#/tutorial/${id}`, `#/play/${id}`]) assert(await page.locator(`a[href="${href}"]`).count() === 1, `link ${href}`);
    }
    await page.waitForFunction(() => [...document.querySelectorAll('.card svg.board .count')].some((c) => c.textContent !== '0'));
    await shot(page, 'catalogue');
    await page.context().close();
  });

  await test('the language switch translates the site and is remembered', async () => {
    const page = await newPage(browser);
    await page.goto(base);
    await page.locator('.card').first().waitFor();
    await page.click('button[data-lang=pt]');
    await page.waitForFunction(() => document.querySelector('h1').textContent === 'Todos os jogos de mancala');
    await page.reload();
    await page.waitForFunction(() => document.querySelector('h1') && document.querySelector('h1').textContent === 'Todos os jogos de mancala');
    assert(await page.getAttribute('html', 'lang') === 'pt', 'html lang is pt');
    await shot(page, 'catalogue-pt');
    await page.click('button[data-lang=en]');
    await page.waitForFunction(() => document.querySelector('h1').textContent === 'All mancala games');
    await page.context().close();
  });

  await test('every rules page renders in English and Portuguese with board diagrams', async () => {
    for (const lang of ['en', 'pt']) {
      const page = await newPage(browser, { lang });
      for (const id of ids) {
        await page.goto(`${base}#/rules/${id}`);
        await page.waitForFunction((i) => document.querySelector(`article a.btn[href="#/play/${i}"]`), id);
        await page.waitForFunction(() => document.querySelectorAll('figure.diagram svg.board').length > 0);
        // Issue 15 (23, 22): the tutorial link, and the rules reference with the rule ids, served as text.
        assert(await page.locator(`article a.btn[href="#/tutorial/${id}"]`).count() > 0, `tutorial link on ${id} ${lang}`);
        const reference = await page.request.get(new URL(`docs/rules/${id}.md`, base).href);
        assert(reference.ok() && (await reference.text()).includes(`\`${id}\``) && await page.locator(`article a[href="docs/rules/${id}.md"]`).count() > 0, `rules reference of ${id}`);
        assert(await page.locator('.error').count() === 0, `no error on ${id} ${lang}`);
        await shot(page, `rules-${id}-${lang}`);
      }
      await page.context().close();
    }
  });

  await test('a whole game against the computer through the UI', async () => {
    const page = await newPage(browser);
    await createFromSetup(page, 'bao-kenyan-children', 'computer', async () => page.selectOption('#level', '1'));
    await shot(page, 'game-computer-start');
    let over = false;
    for (let i = 0; i < 400 && !over; i++) {
      over = await waitForTurnOrEnd(page);
      if (!over) await playOneMove(page);
    }
    assert(over, 'the game ended');
    const text = await page.locator('.status').innerText();
    assert(/wins|draw/i.test(text), `result shown: ${text}`);
    assert(await page.locator('button', { hasText: 'Rematch' }).isVisible(), 'rematch offered');
    await shot(page, 'game-computer-over');
    // Step back through the finished game.
    await page.click('button:has-text("start")');
    await page.waitForFunction(() => /after move 0/.test(document.querySelector('.status').textContent));
    await page.context().close();
  });

  await test('animated moves (relay laps, captures) end on the server position', async () => {
    const page = await newPage(browser, { speed: 'fast' });
    await createFromSetup(page, 'bao-kenyan-laps', 'computer', async () => page.selectOption('#level', '1'));
    for (let i = 0; i < 3; i++) {
      if (await waitForTurnOrEnd(page)) break;
      await playOneMove(page);
    }
    await waitForTurnOrEnd(page);
    const id = page.url().split('#/game/')[1];
    const view = await (await fetch(`${base}api/games/${id}`)).json();
    const shown = await page.$$eval('svg.board g.pit', (gs) => gs.map((g) => [Number(g.dataset.pit), Number(g.querySelector('.count').textContent)]));
    for (const [pit, n] of shown) assert(view.position.pits[pit] === n, `pit ${pit} shows ${n}, server has ${view.position.pits[pit]}`);
    await shot(page, 'game-laps-animated');
    await page.context().close();
  });

  await test('keyboard play: arrow keys and Enter make a move', async () => {
    const page = await newPage(browser);
    await createFromSetup(page, 'oware', 'local');
    await page.locator('svg.board g.pit.legal').first().waitFor();
    await page.focus('svg.board g.pit[tabindex="0"]');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length === 1);
    assert((await page.locator('.movelist .mv').first().innerText()).includes('C'), 'C was played');
    const label = await page.locator('svg.board g.pit[data-pit="2"]').getAttribute('aria-label');
    assert(/^C: \d+ seeds?, South's pit/.test(label), `aria label: ${label}`);
    await page.context().close();
  });

  await test('a four-row move asks for its direction, offering only legal ones', async () => {
    const page = await newPage(browser);
    await createFromSetup(page, 'bao-la-kujifunza', 'local');
    await page.locator('svg.board g.pit.legal').first().waitFor();
    await page.locator('svg.board g.pit[data-pit="2"].legal').click();
    const buttons = page.locator('.choice-bar button.btn:not(.ghost)');
    await buttons.first().waitFor();
    assert(await buttons.count() >= 1, 'direction offered');
    await shot(page, 'game-choice');
    await buttons.first().click();
    await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length === 1);
    await page.context().close();
  });

  await test('a refresh in the middle of a game continues it', async () => {
    const page = await newPage(browser);
    await createFromSetup(page, 'oware', 'computer', async () => page.selectOption('#level', '1'));
    await waitForTurnOrEnd(page);
    await playOneMove(page);
    await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length >= 2);
    await waitForTurnOrEnd(page);
    const before = await page.locator('.movelist .mv').count();
    await page.reload();
    await page.waitForFunction((n) => document.querySelectorAll('.movelist .mv').length === n, before);
    await page.locator('svg.board g.pit.legal').first().waitFor();
    await page.context().close();
  });

  await test('two browsers play online while a third watches', async () => {
    const a = await newPage(browser);
    await createFromSetup(a, 'oware', 'online');
    const link = await a.locator('.invite input').inputValue();
    assert(link.includes('#/game/'), `invite link ${link}`);
    await shot(a, 'game-online-invite');
    const b = await newPage(browser);
    await b.goto(link);
    await b.locator('svg.board').waitFor();
    const c = await newPage(browser);
    await c.goto(link);
    await c.locator('svg.board').waitFor();
    // South (a) moves, then North (b): each sees the other's move, and so does the spectator.
    for (let ply = 1; ply <= 6; ply++) {
      const mover = ply % 2 ? a : b;
      await waitForTurnOrEnd(mover);
      await playOneMove(mover);
      for (const p of [a, b, c]) await p.waitForFunction((n) => document.querySelectorAll('.movelist .mv').length >= n, ply, { timeout: 15000 });
    }
    assert(await c.locator('svg.board g.pit.legal').count() === 0, 'the spectator cannot move');
    assert(await c.locator('button', { hasText: 'Resign' }).count() === 0 || !(await c.locator('button', { hasText: 'Resign' }).isVisible()), 'the spectator cannot resign');
    // A draw offered by South reaches North, who accepts: the game ends by agreement for all three.
    await a.click('button:has-text("Offer a draw")');
    await b.locator('.notice button', { hasText: 'Accept' }).click({ timeout: 15000 });
    for (const p of [a, b, c]) await p.waitForFunction(() => /draw/i.test(document.querySelector('.status').textContent), null, { timeout: 15000 });
    await shot(b, 'game-online-north');
    await shot(c, 'game-online-spectator');
    for (const p of [a, b, c]) await p.context().close();
  });

  await test('issue 18: two accounts meet in the lobby, play a rated game, chat, and see their new ratings and the game on their profiles, while a third watches from the lobby', async () => {
    const stamp = String(Date.now() % 100000);
    const names = [`Abla${stamp}`, `Kwesi${stamp}`, `Mensah${stamp}`];
    const register = async (page, name) => {
      await page.goto(`${base}#/account`);
      await page.fill('#register-name', name);
      await page.fill('#register-password', `secret-${name}`);
      await page.click('#register-form button[type=submit]');
      await page.locator('#logout').waitFor();
      assert((await page.locator('#account-link').innerText()) === name, 'the navigation shows who is signed in');
    };
    const [a, b, c] = [await newPage(browser), await newPage(browser), await newPage(browser)];
    for (const p of [a, b]) p.on('dialog', (d) => d.accept());
    await register(a, names[0]);
    await register(b, names[1]);
    await register(c, names[2]);
    await shot(a, 'account-signed-in');
    // Abla posts a rated 5+0 seek, seated South; Kwesi sees it live and accepts it with one click.
    await a.goto(`${base}#/lobby`);
    await b.goto(`${base}#/lobby`);
    await c.goto(`${base}#/lobby`);
    await a.locator('#seek-post:not([disabled])').waitFor({ timeout: 30000 });
    await a.fill('#seek-min', '5');
    await a.fill('#seek-inc', '0');
    await a.selectOption('#seek-seat', 'south');
    // A rule option of the game: the seek carries it, the others see it, and the game is played under it.
    await a.selectOption('#seek-opt-grandSlam', 'allowed');
    assert(await a.locator('#seek-rated').isChecked(), 'an account posts rated seeks by default');
    await a.click('#seek-post');
    await a.locator('#seeks tr.own').waitFor({ timeout: 30000 }).catch(async (e) => { throw new Error(`${e.message}: ${await a.locator('.seek-form .error').innerText()}`); });
    const accept = b.locator('#seeks button[data-seek]', { hasText: 'Play' });
    await accept.waitFor({ timeout: 30000 });
    assert((await b.locator('#seeks').innerText()).includes(names[0]), 'the seek shows its owner');
    assert((await b.locator('#seeks .seek-options').innerText()).includes('Grand slam: allowed'), 'the seek shows its rule options');
    await shot(b, 'lobby-seek');
    await accept.click();
    for (const p of [a, b]) { await p.waitForURL(/#\/game\//, { timeout: 15000 }); await p.locator('svg.board').waitFor(); }
    const gameUrl = a.url();
    assert(b.url() === gameUrl, 'both players are in the same game');
    const started = await (await fetch(`${base}api/games/${gameUrl.split('#/game/')[1].split('?')[0]}`)).json();
    assert(started.options.grandSlam === 'allowed', `the game is played under the seek's options: ${JSON.stringify(started.options)}`);
    // The third watches from the lobby's list of games being played.
    const watch = c.locator('#live-games tr', { hasText: names[0] }).locator('a', { hasText: 'Watch' });
    await watch.waitFor({ timeout: 15000 });
    assert((await c.locator('#live-games').innerText()).includes(names[1]), 'the list names both players');
    await shot(c, 'lobby-games');
    await watch.click();
    await c.locator('svg.board').waitFor();
    // The names are on the board, each player seeing the other's.
    await a.waitForFunction((n) => document.querySelector('.player-bar.top .player-name').textContent.includes(n), names[1]);
    await b.waitForFunction((n) => document.querySelector('.player-bar.top .player-name').textContent.includes(n), names[0]);
    // The players chat (as text, never markup); the spectator talks in the spectators' chat, apart.
    await a.fill('#chat-input', 'Good luck <b>and</b> have fun');
    await a.click('.chat-form button');
    await b.waitForFunction(() => /Good luck <b>and<\/b> have fun/.test(document.querySelector('#chat-players').textContent), null, { timeout: 15000 });
    assert(await b.locator('#chat-players li b').count() === 1, 'only the name is bold: the message is text');
    await b.fill('#chat-input', 'Thanks, you too');
    await b.click('.chat-form button');
    await a.waitForFunction(() => /Thanks, you too/.test(document.querySelector('#chat-players').textContent), null, { timeout: 15000 });
    await c.fill('#chat-input', 'Enjoying this one');
    await c.click('.chat-form button');
    await c.waitForFunction(() => /Enjoying this one/.test(document.querySelector('#chat-spectators').textContent), null, { timeout: 15000 });
    assert(!(await a.locator('#chat-players').innerText()).includes('Enjoying'), 'the players do not see the spectators\' chat');
    // A few moves, seen by the spectator, then Kwesi resigns.
    for (let ply = 1; ply <= 2; ply++) {
      const mover = ply % 2 ? a : b;
      await waitForTurnOrEnd(mover);
      await playOneMove(mover);
      for (const p of [a, b, c]) await p.waitForFunction((n) => document.querySelectorAll('.movelist .mv').length >= n, ply, { timeout: 15000 });
    }
    await shot(a, 'rated-game-chat');
    await b.click('button:has-text("Resign")');
    for (const p of [a, b]) await p.locator('#rating-change').waitFor({ state: 'visible', timeout: 20000 });
    const change = await a.locator('#rating-change').innerText();
    assert(new RegExp(`${names[0]}\\s+1500 → 1\\d{3} \\(\\+\\d+\\)`).test(change), `the winner's change: ${change}`);
    assert(new RegExp(`${names[1]}\\s+1500 → 1\\d{3} \\(-\\d+\\)`).test(change), `the loser's change: ${change}`);
    await c.waitForFunction(() => document.querySelector('.status.over'), null, { timeout: 15000 });
    await shot(a, 'rated-game-end');
    await shot(c, 'rated-game-spectator');
    // The profiles show the new rating, its history, and the game, replayable.
    await a.goto(`${base}#/player/${names[0]}`);
    await a.locator('#ratings').waitFor();
    const ratings = await a.locator('#ratings').innerText();
    assert(/Oware[\s\S]*blitz[\s\S]*1\d{3}/.test(ratings) && !/1500/.test(ratings), `Abla's ratings: ${ratings}`);
    await a.locator('svg.rating-chart circle').first().waitFor();
    await a.locator('#player-games tr', { hasText: names[1] }).waitFor();
    assert(/won/.test(await a.locator('#player-games').innerText()), 'the game is a win on Abla\'s profile');
    await a.selectOption('#filter-result', 'loss');
    await a.click('#game-filters button');
    await a.locator('#player-games tbody tr').first().waitFor({ state: 'detached', timeout: 10000 }).catch(() => {});
    assert(await a.locator('#player-games tbody tr').count() === 0, 'no lost game');
    await a.selectOption('#filter-result', '');
    await a.click('#game-filters button');
    await a.locator('#player-games tbody tr').first().waitFor();
    await shot(a, 'profile');
    await b.goto(`${base}#/player/${names[1]}`);
    await b.locator('#player-games tr', { hasText: names[0] }).waitFor();
    assert(/lost/.test(await b.locator('#player-games').innerText()), 'the game is a loss on Kwesi\'s profile');
    await b.click('#player-games a:has-text("Replay")');
    await b.waitForFunction((hash) => location.hash === hash, gameUrl.replace(/.*#/, '#'));
    await b.locator('.status.over').waitFor();
    await b.goto(`${base}#/leaderboard?game=oware&speed=blitz`);
    await b.locator('#leaderboard tbody tr').first().waitFor();
    const board = await b.locator('#leaderboard').innerText();
    assert(board.indexOf(names[0]) >= 0 && board.indexOf(names[0]) < board.indexOf(names[1]), `the leaderboard: ${board}`);
    await shot(b, 'leaderboard');
    for (const p of [a, b, c]) await p.context().close();
  });

  await test('a position shared as a link can be played on', async () => {
    const page = await newPage(browser);
    await createFromSetup(page, 'oware', 'local');
    for (let i = 1; i <= 3; i++) {
      await page.locator('svg.board g.pit.legal').first().click();
      await page.waitForFunction((n) => document.querySelectorAll('.movelist .mv').length === n, i);
    }
    await page.click('button:has-text("Share this position")');
    const link = await page.locator('.board-note a').getAttribute('href');
    assert(/#\/position\?/.test(link), `share link ${link}`);
    await page.goto(link);
    await page.locator('svg.board').waitFor();
    await shot(page, 'shared-position');
    await page.click('button:has-text("Play on with a friend here")');
    await page.waitForURL(/#\/game\//);
    await page.locator('svg.board g.pit.legal').first().waitFor();
    assert(/North to move/.test(await page.locator('.status').innerText()), 'North moves on from the shared position');
    await page.context().close();
  });

  await test('the Oware tutorial: demonstrations, a wrong then a right answer, progress after a reload, the end links', async () => {
    const page = await newPage(browser);
    const stepIs = (id) => page.waitForFunction((x) => { const s = document.getElementById('tut-step'); return s && s.dataset.step === x; }, id);
    const pit = (n) => page.locator(`svg.board g.pit[data-pit="${n}"]`);
    const answer = async (n, verdict) => {
      await page.locator(`svg.board g.pit.legal[data-pit="${n}"]`).click();
      await page.locator(`#tut-feedback.${verdict}`).waitFor();
    };
    await page.goto(`${base}#/tutorial/oware`);
    await stepIs('board');
    assert(await page.locator('#tut-counter').innerText() === 'Step 1 of 18', 'counter on the first step');
    assert(await page.locator('svg.board g.pit.hl').count() === 6, 'South\'s row is highlighted');
    assert(await page.locator('#tut-back').isDisabled(), 'no way back from the first step');
    await shot(page, 'tutorial-1-board');

    // The demonstration is played from the engine's trace; the pits it touched stay marked.
    await page.click('#tut-next');
    await stepIs('sowing');
    await page.locator('#tut-feedback.info').waitFor();
    assert(/D, E, F/.test(await page.locator('#tut-feedback').innerText()), 'the explanation names the pits sown');
    assert(await pit(2).locator('.count').textContent() === '0', 'C was emptied');
    assert(await pit(6).locator('.count').textContent() === '5', 'a holds 5');
    assert(await page.locator('svg.board g.pit.involved').count() === 5, 'C, D, E, F and a are marked');
    await shot(page, 'tutorial-2-demonstration');

    await page.click('#tut-next');
    await stepIs('sowing-exercise');
    assert(await page.locator('#tut-next').innerText() === 'Skip this exercise', 'an unsolved exercise can be skipped');
    await answer(4, 'right');
    await page.click('#tut-next');
    await stepIs('capture');
    await page.locator('#tut-feedback.info').waitFor();
    await page.click('#tut-next');
    await stepIs('capture-exercise');

    // A wrong answer: the engine says what C really does, then the hint.
    await page.click('#tut-hint-btn');
    assert(await page.locator('#tut-hint').isVisible(), 'the hint shows');
    await answer(2, 'wrong');
    const wrong = await page.locator('#tut-feedback').innerText();
    assert(/Nothing|no seeds|captur/i.test(wrong) && /capture chain needs/.test(wrong), `wrong answer explained: ${wrong}`);
    await shot(page, 'tutorial-5-wrong');
    await page.click('#tut-retry');
    await answer(4, 'right');
    assert(/4/.test(await page.locator('#tut-feedback').innerText()), 'the right answer tells the capture');
    await shot(page, 'tutorial-5-right');

    // Progress survives a reload: the same step, remembered as solved.
    await page.reload();
    await stepIs('capture-exercise');
    assert(await page.locator('#tut-counter').innerText() === 'Step 5 of 18', 'resumed at step 5');
    assert(/solved this one before/.test(await page.locator('#tut-task').innerText()), 'remembered as solved');
    assert(await page.locator('#tut-next').innerText() === 'Next', 'a solved exercise is not skipped');
    await page.click('#tut-back');
    await stepIs('capture');
    await page.click('#tut-next');
    await stepIs('capture-exercise');

    // On to the end: every exercise answered right, every demonstration watched.
    const answers = { feeding: 3, 'win-exercise': 5, 'tip-safe': 1 };
    for (let i = 5; i < 18; i++) {
      await page.click('#tut-next');
      const id = await page.locator('#tut-step').getAttribute('data-step');
      const kind = await page.locator('#tut-step').getAttribute('data-kind');
      if (kind === 'demonstration') await page.locator('#tut-feedback.info').waitFor();
      if (kind === 'exercise') { assert(id in answers, `known answer for ${id}`); await answer(answers[id], 'right'); }
    }
    await stepIs('play');
    assert(await page.locator('#tut-counter').innerText() === 'Step 18 of 18', 'the last step');
    assert(await page.locator('#tut-end').isVisible(), 'the end offers play');
    assert(await page.locator('#tut-next').isHidden(), 'nothing after the last step');
    await shot(page, 'tutorial-18-end');

    // The language switch shows the Portuguese tutorial at the same step.
    await page.click('button[data-lang=pt]');
    await page.waitForFunction(() => document.getElementById('tut-counter') && document.getElementById('tut-counter').textContent === 'Passo 18 de 18');
    assert(await page.locator('#tut-beginner').innerText() === 'Experimentar contra o nível principiante', 'end links in Portuguese');
    await shot(page, 'tutorial-18-end-pt');
    await page.click('button[data-lang=en]');
    await page.waitForFunction(() => document.getElementById('tut-counter') && document.getElementById('tut-counter').textContent === 'Step 18 of 18');

    // Skip ahead and restart.
    await page.selectOption('#tut-jump', '8');
    await stepIs('feeding');
    await page.click('#tut-restart');
    await stepIs('board');
    await page.selectOption('#tut-jump', '17');
    await stepIs('play');

    // "Try it against the beginner level": the play page with Oware and level 1 chosen.
    await page.click('#tut-beginner');
    await page.locator('#game-select').waitFor();
    assert(await page.locator('#game-select').inputValue() === 'oware', 'Oware preselected');
    assert(await page.locator('#level').inputValue() === '1', 'level 1 preselected');
    await page.context().close();
  });

  await test('every tutorial opens in both languages', async () => {
    const page = await newPage(browser);
    for (const lang of ['en', 'pt']) {
      if (lang === 'pt') { await page.goto(base); await page.click('button[data-lang=pt]'); }
      for (const id of ids) {
        await page.goto(`${base}#/tutorial/${id}`);
        await page.waitForFunction((x) => location.hash === `#/tutorial/${x}` && document.getElementById('tut-step'), id);
        await page.locator('svg.board').waitFor();
        assert(await page.locator('.error').count() === 0, `${id} ${lang} shows no error`);
      }
    }
    await page.context().close();
  });

  await test('clocks: against the computer the setup offers a clock, and a short clock runs out with a loss on time', async () => {
    const page = await newPage(browser);
    await page.goto(`${base}#/play/oware`);
    await page.locator('#game-select').waitFor();
    await page.check('input[name=opponent][value=computer]');
    assert(await page.locator('#clock-row').isVisible(), 'the clock is offered against the computer');
    await page.fill('#clock-min', '1');
    await page.selectOption('#level', '1');
    await page.click('button[type=submit]');
    await page.waitForURL(/#\/game\//);
    await page.waitForFunction(() => { const g = document.querySelector('.game .player-bar[data-side=south] .clock'); return g && /^(1:00|0:5\d)$/.test(g.textContent); });
    // A clock of five seconds (the API allows seconds; the form offers minutes): South never moves.
    const created = await apiCreate({ game: 'oware', opponent: { type: 'computer', level: 1 }, seat: 'south', first: 'south', clock: { seconds: 5 } });
    await openWithToken(page, created);
    await page.locator('svg.board g.pit.legal').first().waitFor();
    await page.waitForFunction(() => document.querySelector('.status.over'), null, { timeout: 20000 });
    const status = await page.locator('.status').innerText();
    assert(/North wins on time/.test(status), `loss on time shown: ${status}`);
    assert(await page.locator('.player-bar[data-side=south] .clock').innerText() === '0:00', 'South\'s clock shows 0:00');
    assert(await page.locator('svg.board g.pit.legal').count() === 0, 'no move after the time ran out');
    await shot(page, 'game-clock-timeout');
    await page.context().close();
  });

  await test('the hint shows a move and its score', async () => {
    const page = await newPage(browser);
    await createFromSetup(page, 'oware', 'local');
    await page.locator('svg.board g.pit.legal').first().waitFor();
    await page.click('button:has-text("Hint")');
    await page.waitForFunction(() => /^Hint: play [A-Fa-f]\. ((South|North) is better by \d+\.\d seeds?|Even|(South|North) wins)/.test(document.querySelector('.board-note').textContent), null, { timeout: 15000 });
    const note = await page.locator('.board-note').innerText();
    const move = note.match(/play ([A-Fa-f])/)[1];
    const legal = await page.$$eval('svg.board g.pit.legal text.label', (ls) => ls.map((l) => l.textContent));
    assert(legal.includes(move), `the hint ${move} is a legal move (${legal})`);
    await page.context().close();
  });

  await test('online takeback: one player asks, the other accepts, both boards go back', async () => {
    const a = await newPage(browser);
    await createFromSetup(a, 'oware', 'online');
    const link = await a.locator('.invite input').inputValue();
    const b = await newPage(browser);
    await b.goto(link);
    await b.locator('svg.board').waitFor();
    await waitForTurnOrEnd(a);
    await playOneMove(a);
    for (const p of [a, b]) await p.waitForFunction(() => document.querySelectorAll('.movelist .mv').length === 1, null, { timeout: 15000 });
    const start = await b.$$eval('svg.board g.pit .count', (cs) => cs.map((c) => c.textContent).join(','));
    assert(start !== '4,4,4,4,4,4,4,4,4,4,4,4', 'the move changed the board');
    await a.click('button:has-text("Ask to take back")');
    await b.locator('.notice', { hasText: 'asks to take back' }).waitFor({ timeout: 15000 });
    await b.locator('.notice button', { hasText: 'Accept' }).click();
    for (const p of [a, b]) {
      await p.waitForFunction(() => document.querySelectorAll('.movelist .mv').length === 0, null, { timeout: 15000 });
      await p.waitForFunction(() => [...document.querySelectorAll('svg.board g.pit .count')].every((c) => c.textContent === '4'), null, { timeout: 15000 });
    }
    await a.locator('svg.board g.pit.legal').first().waitFor();
    assert(/Your move/.test(await a.locator('.status').innerText()), 'South moves again');
    for (const p of [a, b]) await p.context().close();
  });

  await test('match play: best of 3 against the computer shows the score and swaps colours for game 2', async () => {
    const page = await newPage(browser);
    page.on('dialog', (d) => d.accept());
    await createFromSetup(page, 'oware', 'computer', async () => {
      await page.selectOption('#level', '1');
      await page.check('input[name=match][value=best-of]');
      await page.fill('#match-n', '3');
    });
    const first = gameIdOf(page);
    await page.waitForFunction(() => /Best of 3 · game 1 · You 0 – 0 Computer/.test((document.querySelector('.match-score') || {}).textContent));
    await bottomIs(page, /South/);
    await page.locator('svg.board g.pit.legal').first().waitFor();
    await page.click('button:has-text("Resign")');
    await page.waitForFunction(() => /You 0 – 1 Computer/.test((document.querySelector('.match-score') || {}).textContent));
    await shot(page, 'match-game1-over');
    await page.click('#follow-next');
    await page.waitForFunction((f) => location.hash.startsWith('#/game/') && !location.hash.includes(f), first);
    await page.waitForFunction(() => /Best of 3 · game 2 · Computer 1 – 0 You/.test((document.querySelector('.match-score') || {}).textContent));
    await bottomIs(page, /North/);
    // The computer, South now, starts game 2.
    await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length >= 1, null, { timeout: 20000 });
    await page.locator('svg.board g.pit.legal').first().waitFor();
    await shot(page, 'match-game2');
    await page.click('button:has-text("Resign")');
    await page.waitForFunction(() => /Computer 2 – 0 You · Computer wins the match/.test((document.querySelector('.match-score') || {}).textContent));
    assert(await page.locator('button', { hasText: 'New match' }).isVisible(), 'a new match is offered');
    await page.context().close();
  });

  await test('rematch: at once against the computer; online by offer, with the spectator following', async () => {
    const page = await newPage(browser);
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

    const a = await newPage(browser);
    a.on('dialog', (d) => d.accept());
    await createFromSetup(a, 'oware', 'online');
    const link = await a.locator('.invite input').inputValue();
    const b = await newPage(browser);
    await b.goto(link);
    await b.locator('svg.board').waitFor();
    const c = await newPage(browser);
    await c.goto(link);
    await c.locator('svg.board').waitFor();
    const old = gameIdOf(a);
    await a.locator('svg.board g.pit.legal').first().waitFor();
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

  await test('the nyumba is marked on the Bao la Kiswahili board while it is owned', async () => {
    const page = await newPage(browser);
    await createFromSetup(page, 'bao-la-kiswahili', 'local');
    await page.locator('svg.board g.pit.legal').first().waitFor();
    assert(await page.locator('svg.board g.pit.house-functional').count() === 2, 'both houses marked');
    const label = await page.locator('svg.board g.pit[data-pit="4"]').getAttribute('aria-label');
    assert(/Nyumba \(house\) of South, functional/.test(label), `aria label: ${label}`);
    await shot(page, 'game-kiswahili-start');
    // A position where South's house is lost and North's holds 5 seeds.
    const text = '0,0,0,0,6,2,2,0,0,0,0,0,0,0,0,0/0,0,0,0,5,2,2,0,0,0,0,0,0,0,0,0 22-23 -N - S';
    await page.goto(`${base}#/position?game=bao-la-kiswahili&position=${encodeURIComponent(text)}`);
    await page.locator('svg.board').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('svg.board g.pit.house').length === 1);
    assert(await page.locator('svg.board g.pit[data-pit="4"].house').count() === 0, 'the lost house is unmarked');
    assert(await page.locator('svg.board g.pit[data-pit="20"].house:not(.house-functional)').count() === 1, 'North\'s idle house is marked as owned');
    await page.context().close();
  });

  await test('the play setup and the finished-games page', async () => {
    const page = await newPage(browser);
    await page.goto(`${base}#/play/bao-la-kiswahili`);
    await page.locator('#game-select').waitFor();
    assert(await page.locator('#game-select').inputValue() === 'bao-la-kiswahili', 'the game is preselected');
    assert(await page.locator('#match-n-row').isHidden(), 'N only for a match');
    await page.check('input[name=match][value=first-to]');
    assert(await page.locator('#match-n-row').isVisible(), 'N shown for a match');
    await shot(page, 'play-setup');
    // A best-of-3 on one device with a clock: game 1 resigned, game 2 played on; its clock waits for the first move.
    const created = await apiCreate({ game: 'oware', opponent: { type: 'local' }, first: 'south', clock: { minutes: 1 }, match: { format: 'best-of', n: 3 } });
    const resign = async (id, version, seat) => {
      const r = await fetch(`${base}api/games/${id}/resign`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${created.token}` }, body: JSON.stringify({ version, seat }) });
      if (r.status !== 200) throw new Error(`resign failed: ${r.status} ${await r.text()}`);
      return (await r.json()).game;
    };
    const g1 = await resign(created.game.id, created.game.version, 'north');
    await openWithToken(page, { game: { id: g1.next }, token: created.token, seat: 'both' });
    await page.waitForFunction(() => /^the clock starts with the first move$/.test(document.querySelector('.game .clock-line').textContent)
      && [...document.querySelectorAll('.game .player-bar .clock')].map((c) => c.textContent).join(' ') === '1:00 1:00');
    const g2 = await resign(g1.next, 1, 'north');
    assert(g2.match.score.south === 2, `game 2 won by South: ${JSON.stringify(g2.match)}`);
    await page.goto(`${base}#/games`);
    await page.waitForFunction(() => document.querySelectorAll('main table tbody tr, main .games-list li').length > 0, null, { timeout: 15000 });
    const lines = await page.locator('.records .match-line').allInnerTexts();
    assert(lines.includes('Best of 3 · game 2 · match South 2 – 0 North'), `the match of game 2 in the list: ${lines}`);
    assert(lines.includes('Best of 3 · game 1 · match South 2 – 0 North'), `the match of game 1 in the list: ${lines}`);
    await shot(page, 'finished-games');
    const pt = await newPage(browser, { lang: 'pt' });
    await pt.goto(`${base}#/games`);
    await pt.locator('.records .match-line').first().waitFor();
    const ptLines = await pt.locator('.records .match-line').allInnerTexts();
    assert(ptLines.includes('À melhor de 3 · partida 2 · encontro Sul 2 – 0 Norte'), `in Portuguese: ${ptLines}`);
    await pt.context().close();
    await page.context().close();
  });

  await test('the analysis panel in a replay shows the best line and follows a step back', async () => {
    const c = await apiCreate({ game: 'oware', opponent: { type: 'local' } });
    let g = c.game;
    const post = (path, body) => fetch(`${base}api/games/${g.id}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${c.token}` }, body: JSON.stringify(body) }).then((r) => r.json());
    for (let i = 0; i < 6; i++) g = (await post('/moves', { version: g.version, code: g.legalMoves[i % g.legalMoves.length].code })).game;
    await post('/resign', { version: g.version, seat: 'south' });
    const textAt = async (ply) => (await (await fetch(`${base}api/games/${g.id}/positions/${ply}`)).json()).position.text;
    const page = await newPage(browser);
    await page.goto(`${base}#/game/${g.id}`);
    await page.locator('.game svg.board').waitFor();
    const toggle = page.locator('.analysis-toggle');
    assert(await toggle.getAttribute('aria-expanded') === 'false', 'the panel starts closed');
    assert(await page.locator('.analysis').isHidden(), 'no panel before asking');
    await toggle.click();
    assert(await toggle.getAttribute('aria-expanded') === 'true', 'the toggle says the panel is open');
    const showing = (text) => page.waitForFunction((t) => { const p = document.querySelector('.analysis'); return p && p.dataset.position === t && !p.hasAttribute('aria-busy'); }, text, { timeout: 20000 });
    await showing(await textAt(6));
    const pv = (await page.locator('.eval-line .pv').innerText()).trim().split(/\s+/);
    assert(pv.length >= 2 && pv.every((m) => /^[A-Fa-f]$/.test(m)), `a best line in notation: ${pv}`);
    assert(/depth \d+/.test(await page.locator('.eval-badge').innerText()), 'the search depth is shown');
    assert(await page.locator('.eval-moves li').count() === 6, 'every legal move has a value');
    assert(/better by|Even|wins/.test(await page.locator('.eval-text').innerText()), 'the evaluation in words');
    assert(/South's view/.test(await page.locator('.eval-bar').getAttribute('aria-label')), 'the bar is described');
    await shot(page, 'analysis-replay');
    // Two quick steps back: the panel ends on the position after move 4, whatever answers arrive late.
    await page.click('button:has-text("◀ back")');
    await page.click('button:has-text("◀ back")');
    await showing(await textAt(4));
    assert(await page.locator('.analysis').getAttribute('data-ply') === '4', 'the analysis is of ply 4');
    await page.click('button:has-text("now »")');
    await showing(await textAt(6));
    await page.context().close();
  });

  await test('the analysis at the start of an Oware game shows the move of Kete\'s opening book', async () => {
    const c = await apiCreate({ game: 'oware', opponent: { type: 'local' } });
    const page = await newPage(browser);
    await page.goto(`${base}#/game/${c.game.id}`);
    await page.locator('.game svg.board').waitFor();
    await page.locator('.analysis-toggle').click();
    await page.locator('.analysis .tag.book').waitFor({ timeout: 20000 });
    const text = await page.locator('.analysis .tag.book').innerText();
    assert(/^book move [A-F] · stored value \S+ \(depth \d+\)$/.test(text), `the book move and its stored value: ${text}`);
    await page.context().close();
  });

  await test('analysis is hidden in a running online game and offered once it ends', async () => {
    const a = await newPage(browser);
    await a.addInitScript(() => localStorage.setItem('kete.analysis', '1'));
    await createFromSetup(a, 'oware', 'online');
    await a.locator('.game svg.board').waitFor();
    assert(await a.locator('.analysis-toggle').isHidden(), 'no analyse button while the game waits');
    const id = gameIdOf(a);
    const joined = await (await fetch(`${base}api/games/${id}/join`, { method: 'POST' })).json();
    await a.waitForFunction(() => /Your move/.test(document.querySelector('.status').textContent), null, { timeout: 15000 });
    assert(await a.locator('.analysis-toggle').isHidden(), 'no analyse button while the game runs');
    assert(await a.locator('.analysis').isHidden(), 'no analysis panel while the game runs');
    // North resigns: the finished game can be analysed, and the panel (left open before) comes back.
    const r = await fetch(`${base}api/games/${id}/resign`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${joined.token}` }, body: JSON.stringify({ version: joined.game.version }) });
    assert(r.ok, `resign: ${r.status}`);
    await a.locator('.analysis-toggle').waitFor({ timeout: 15000 });
    await a.waitForFunction(() => { const p = document.querySelector('.analysis'); return p && !p.hidden && p.dataset.position && !p.hasAttribute('aria-busy'); }, null, { timeout: 20000 });
    await a.context().close();
  });

  await test('exact (endgame table) hint and analysis in an Oware ending', async () => {
    const probe = await (await fetch(`${base}api/analysis`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ game: 'oware', position: '1-0-0-1-1-1-0-0-1-0-0-0-21-22-S', ms: 200 }) })).json();
    if (!probe.exact) { console.log('     (skipped: the server has no endgame tables)'); return; }
    const created = await apiCreate({ game: 'oware', opponent: { type: 'local' }, position: '1-0-0-1-1-1-0-0-1-0-0-0-21-22-S' });
    const page = await newPage(browser);
    await openWithToken(page, created);
    await page.locator('svg.board g.pit.legal').first().waitFor();
    await page.click('button:has-text("Hint")');
    await page.waitForFunction(() => /Exact \(endgame table\)/.test(document.querySelector('.board-note').textContent), null, { timeout: 15000 });
    assert(/South wins by 2; moves that keep it: A, D/.test(await page.locator('.board-note').innerText()), 'the exact hint names the result and the moves');
    await page.click('.analysis-toggle');
    await page.locator('.analysis .tag.exact').waitFor({ timeout: 15000 });
    assert(/exact \(endgame table\)/.test(await page.locator('.analysis .tag.exact').innerText()), 'marked exact');
    assert(/South wins by 2/.test(await page.locator('.eval-text').innerText()), 'the exact result');
    assert((await page.locator('.eval-line .pv').innerText()).startsWith('A '), 'the line starts with the best move');
    assert(await page.locator('.eval-moves li').count() === 4, 'each of the four moves has its exact result');
    assert(/S \+2/.test(await page.locator('.eval-moves li.best').first().innerText()), 'the best moves win by 2');
    assert(/100/.test(await page.locator('.eval-fill').evaluate((e) => e.style.width)), 'the bar is all South\'s');
    await shot(page, 'analysis-exact');
    // The same in Portuguese.
    await page.click('[data-lang=pt]');
    await page.waitForFunction(() => {
      const tag = document.querySelector('.analysis .tag.exact');
      const text = document.querySelector('.eval-text');
      return tag && text && /exato \(tabela de finais\)/.test(tag.textContent) && /Sul ganha por 2/.test(text.textContent);
    }, null, { timeout: 15000 });
    await shot(page, 'analysis-exact-pt');
    await page.click('[data-lang=en]');
    await page.context().close();
  });

  // ---- Issue 15: a newcomer's rough edges (hints, errors, finished positions, offers, move list, keys, clocks, turn, spectators)

  /** POSTs to a game's action with a seat token, as another browser would. */
  const act = async (id, token, path, body) => {
    const r = await fetch(`${base}api/games/${id}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
    return r.json();
  };
  const viewOf = async (id) => (await fetch(`${base}api/games/${id}`)).json();
  const noteText = (page) => page.locator('.board-note').innerText();

  await test('issue 15: a hint goes with its position (gone after Undo and after a move), worded, with the side', async () => {
    const page = await newPage(browser);
    await createFromSetup(page, 'oware', 'computer', async () => page.selectOption('#level', '1'));
    await waitForTurnOrEnd(page);
    await playOneMove(page);
    await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length >= 2, null, { timeout: 20000 });
    await waitForTurnOrEnd(page);
    await page.click('button:has-text("Hint")');
    await page.waitForFunction(() => /^Hint: play/.test(document.querySelector('.board-note').textContent), null, { timeout: 15000 });
    const hint = await noteText(page);
    assert(/^Hint: play [A-F]\. ((South|North) is better by \d+\.\d seeds?|Even)/.test(hint), `the hint says what its number means and for whom: ${hint}`);
    assert(!/\(\s*[+-]?\d+\s*\)/.test(hint), `no raw score: ${hint}`);
    await shot(page, 'i15-hint');
    await page.click('button:has-text("Undo")');
    await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length === 0, null, { timeout: 15000 });
    assert(!/Hint/.test(await noteText(page)), 'the hint went with its position after Undo');
    // A hint, then a move: gone too.
    await page.locator('svg.board g.pit.legal').first().waitFor();
    await page.click('button:has-text("Hint")');
    await page.waitForFunction(() => /^Hint: play/.test(document.querySelector('.board-note').textContent), null, { timeout: 15000 });
    await playOneMove(page);
    await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length >= 1);
    assert(!/Hint/.test(await noteText(page)), 'the hint went with its position after a move');
    await page.context().close();
  });

  await test('issue 15: Portuguese pages word hints, analysis and numbers in Portuguese (Bao as a winning chance, Oware in seeds with a decimal comma)', async () => {
    const page = await newPage(browser, { lang: 'pt' });
    const bao = await apiCreate({ game: 'bao-la-kujifunza', opponent: { type: 'local' } });
    await openWithToken(page, bao);
    await page.locator('svg.board g.pit.legal').first().waitFor();
    await page.click('button:has-text("Sugestão")');
    await page.waitForFunction(() => /^Sugestão: jogue/.test(document.querySelector('.board-note').textContent), null, { timeout: 15000 });
    const hint = await noteText(page);
    assert(/^Sugestão: jogue \S+\. ((Sul|Norte) está (ligeiramente |muito )?melhor: hipótese de ganhar de cerca de \d+%|Equilibrado)\.$/.test(hint), `a Bao hint in Portuguese, as a winning chance: ${hint}`);
    await page.click('.analysis-toggle');
    await page.waitForFunction(() => { const p = document.querySelector('.analysis'); return p && p.dataset.position && !p.hasAttribute('aria-busy'); }, null, { timeout: 20000 });
    const verdict = await page.locator('.eval-text').innerText();
    assert(/hipótese de ganhar|Equilibrado/.test(verdict) && !/sementes/.test(verdict), `Bao's evaluation is a winning chance, not seeds: ${verdict}`);
    const vals = await page.locator('.eval-moves .val').allInnerTexts();
    assert(vals.every((v) => /^\d+%$|^[SN] (\+|em )\d+$|^=$/.test(v)), `each move as South's winning chance (or a proven result): ${vals}`);
    await shot(page, 'i15-bao-analysis-pt');
    // Oware in seeds: a position where South is clearly ahead, worded with a decimal comma.
    const oware = await apiCreate({ game: 'oware', opponent: { type: 'local' }, position: '4-4-4-4-4-4-1-1-1-1-1-0-14-5-S' });
    await openWithToken(page, oware);
    await page.waitForFunction(() => { const p = document.querySelector('.analysis'); return p && p.dataset.position && p.dataset.position.startsWith('4-4-4-4-4-4-1') && !p.hasAttribute('aria-busy'); }, null, { timeout: 20000 });
    const seeds = await page.locator('.eval-text').innerText();
    assert(/Sul (está melhor por \d+,\d sementes?|ganha)/.test(seeds), `Oware in seeds, with a comma: ${seeds}`);
    assert(!/\d\.\d/.test(await page.locator('.analysis').innerText()), 'no decimal point on a Portuguese page');
    await page.context().close();
  });

  await test('issue 15: the server\'s refusals are worded in the page\'s language', async () => {
    const page = await newPage(browser, { lang: 'pt' });
    await page.goto(`${base}#/game/doesnotexist`);
    await page.locator('main .error').waitFor();
    assert(await page.locator('main .error').innerText() === 'Não existe o jogo \'doesnotexist\'.', `unknown game: ${await page.locator('main .error').innerText()}`);
    await page.goto(`${base}#/position?game=oware&position=xyz`);
    await page.waitForFunction(() => /^A posição não se lê/.test((document.querySelector('main .error') || {}).textContent || ''));
    // Undo with no move of one's own (the computer moved first): the server's refusal, in Portuguese.
    const created = await apiCreate({ game: 'oware', opponent: { type: 'computer', level: 1 }, seat: 'north', first: 'south' });
    await openWithToken(page, created);
    await page.locator('svg.board g.pit.legal').first().waitFor({ timeout: 20000 });
    await page.click('button:has-text("Desfazer")');
    await page.waitForFunction(() => document.querySelector('.board-note').textContent === 'Ainda não tem nenhuma jogada para voltar atrás.', null, { timeout: 15000 });
    const en = await newPage(browser);
    await en.goto(`${base}#/game/doesnotexist`);
    await en.locator('main .error').waitFor();
    assert(await en.locator('main .error').innerText() === 'There is no game \'doesnotexist\'.', 'the same in English');
    await en.context().close();
    await page.context().close();
  });

  await test('issue 15: a finished position shared as a link says how the game ended and offers nothing to play', async () => {
    const page = await newPage(browser);
    await page.goto(`${base}#/position?game=oware&position=${encodeURIComponent('0-0-0-0-0-0-0-0-0-0-0-0-25-23-S')}`);
    await page.locator('svg.board').waitFor();
    const lead = await page.locator('main .lead').innerText();
    assert(/the game is over\. South wins, 25–23/.test(lead), `the shared page says it is over and how: ${lead}`);
    assert(!/to move/.test(lead), 'nobody is to move');
    assert(await page.locator('button', { hasText: 'Play on' }).count() === 0, 'nothing to play on');
    assert(await page.evaluate(() => [...document.querySelectorAll('svg.board .to-move')].every((d) => getComputedStyle(d).opacity === '0')), 'no to-move mark');
    await shot(page, 'i15-shared-finished');
    await page.context().close();
  });

  await test('issue 15: online, a takeback needs a move of one\'s own, and a declined draw is told to the player who offered it', async () => {
    const a = await newPage(browser);
    await createFromSetup(a, 'oware', 'online');
    const id = gameIdOf(a);
    const joined = await (await fetch(`${base}api/games/${id}/join`, { method: 'POST' })).json();
    await a.waitForFunction(() => /Your move/.test(document.querySelector('.status').textContent), null, { timeout: 15000 });
    const takeback = a.locator('button', { hasText: 'Ask to take back' });
    assert(await takeback.isVisible() && await takeback.isDisabled(), 'no takeback before a move of one\'s own');
    await playOneMove(a);
    await a.waitForFunction(() => document.querySelectorAll('.movelist .mv').length === 1);
    assert(!(await takeback.isDisabled()), 'a takeback once there is a move to take back');
    await a.click('button:has-text("Offer a draw")');
    await a.locator('.notice', { hasText: 'South offers a draw' }).waitFor({ timeout: 15000 });
    const v = await viewOf(id);
    await act(id, joined.token, '/draw/decline', { version: v.version });
    await a.waitForFunction(() => document.querySelector('.board-note').textContent === 'North declined your draw offer.', null, { timeout: 15000 });
    assert(await a.locator('.notice', { hasText: 'offers a draw' }).isHidden(), 'the offer is gone');
    await shot(a, 'i15-draw-declined');
    await a.context().close();
  });

  await test('issue 15: after the end no stale lines nor to-move mark, and no Undo in a finished game, even replaying', async () => {
    const page = await newPage(browser, { speed: 'fast' });
    page.on('dialog', (d) => d.accept());
    await createFromSetup(page, 'oware', 'computer', async () => page.selectOption('#level', '1'));
    await waitForTurnOrEnd(page);
    await playOneMove(page);
    await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length >= 2, null, { timeout: 20000 });
    await waitForTurnOrEnd(page);
    assert(await page.locator('button', { hasText: 'Undo' }).isVisible(), 'Undo while the game runs');
    await page.click('button:has-text("Resign")');
    await page.waitForFunction(() => document.querySelector('.status.over'));
    assert(/North wins: South resigned/.test(await page.locator('.status').innerText()), 'the result');
    assert(await noteText(page) === '', `no stale line under the result: ${await noteText(page)}`);
    assert(await page.evaluate(() => [...document.querySelectorAll('svg.board .to-move')].every((d) => getComputedStyle(d).opacity === '0')), 'no to-move mark');
    assert(await page.locator('button', { hasText: 'Undo' }).isHidden(), 'no Undo in a finished game');
    await page.click('button:has-text("◀ back")');
    await page.waitForFunction(() => /after move/.test(document.querySelector('.status').textContent));
    assert(await page.locator('button', { hasText: 'Undo' }).isHidden(), 'no Undo while replaying');
    await shot(page, 'i15-over');
    await page.context().close();
  });

  await test('issue 15: the move list pairs moves as players read them, extra turns under one number', async () => {
    const page = await newPage(browser);
    // North begins: "1... x  2. y z".
    const c = await apiCreate({ game: 'oware', opponent: { type: 'local' }, first: 'north' });
    let g = c.game;
    for (let i = 0; i < 3; i++) g = (await act(g.id, c.token, '/moves', { version: g.version, code: g.legalMoves[0].code })).game;
    await openWithToken(page, c);
    await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length === 3);
    const rows = (await page.locator('.movelist li').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim());
    assert(rows.length === 2 && rows[0] === `1... ${g.moves[0]}` && rows[1] === `2. ${g.moves[1]} ${g.moves[2]}`, `paired: ${JSON.stringify(rows)}`);
    // Bao for children: sowing into one's own store gives an extra turn, shown under the same number.
    const k = await apiCreate({ game: 'bao-kenyan-children', opponent: { type: 'local' } });
    let kg = k.game;
    for (let i = 0; i < 30 && kg.status === 'active'; i++) kg = (await act(kg.id, k.token, '/moves', { version: kg.version, code: kg.legalMoves[i % kg.legalMoves.length].code })).game;
    assert(kg.movers.some((m, i) => i > 0 && m === kg.movers[i - 1]), `some player moved twice: ${kg.movers}`);
    const expected = [];
    kg.moves.forEach((m, i) => {
      if (!expected.length || (kg.movers[i] === 'south' && kg.movers[i - 1] !== 'south')) expected.push(`${expected.length + 1}${kg.movers[i] === 'north' ? '...' : '.'}`);
      expected[expected.length - 1] += ` ${m}`;
    });
    await openWithToken(page, k);
    await page.waitForFunction((n) => document.querySelectorAll('.movelist .mv').length === n, kg.moves.length);
    const krows = (await page.locator('.movelist li').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim());
    assert(JSON.stringify(krows) === JSON.stringify(expected), `numbered by docs/notation/move-numbers.md: ${JSON.stringify(krows)} vs ${JSON.stringify(expected)}`);
    await shot(page, 'i15-movelist');
    await page.context().close();
  });

  await test('issue 15: arrow keys step through the game, focus stays on the board after a move, the focus ring differs from the playable ring', async () => {
    const page = await newPage(browser);
    await createFromSetup(page, 'oware', 'local');
    await page.locator('svg.board g.pit.legal').first().waitFor();
    await page.focus('svg.board g.pit[tabindex="0"]');
    await page.keyboard.press('ArrowRight');
    const ring = await page.evaluate(() => {
      const focused = document.activeElement.querySelector('.pit-hole');
      const other = [...document.querySelectorAll('svg.board g.pit.legal')].find((g) => g !== document.activeElement).querySelector('.pit-hole');
      const s = (e) => { const c = getComputedStyle(e); return { stroke: c.stroke, dash: c.strokeDasharray, width: c.strokeWidth }; };
      return { focused: s(focused), other: s(other), legal: document.activeElement.classList.contains('legal') };
    });
    assert(ring.legal, 'a playable pit has the focus');
    assert(ring.focused.stroke !== ring.other.stroke && ring.focused.dash !== ring.other.dash, `the focus ring differs: ${JSON.stringify(ring)}`);
    await shot(page, 'i15-focus-ring');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length === 1);
    await page.locator('svg.board g.pit.legal').first().waitFor();
    assert(await page.evaluate(() => !!document.activeElement.closest('svg.board')), `focus stays on the board, not ${await page.evaluate(() => document.activeElement.tagName)}`);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.movelist .mv').length === 2);
    // Off the board, the arrow keys step through the game.
    await page.locator('.movelist').click({ position: { x: 2, y: 2 } }).catch(() => {});
    await page.evaluate(() => document.activeElement && document.activeElement.blur());
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => /Position after move 1 of 2/.test(document.querySelector('.status').textContent));
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => /Position after move 0 of 2/.test(document.querySelector('.status').textContent));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.locator('svg.board g.pit.legal').first().waitFor();
    assert(/South to move/.test(await page.locator('.status').innerText()), 'back at the current position');
    await page.context().close();
  });

  await test('issue 15: clocks beside the names, large, low time marked; the title and a beep say it is your turn', async () => {
    const a = await newPage(browser, { viewport: { width: 390, height: 844 } });
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
    assert(await a.locator('.player-bar[data-side=south].running').count() === 1, 'South\'s clock runs');
    assert(await a.locator('.player-bar[data-side=south].low').count() === 0, '30 s is not low yet');
    assert((await a.title()).startsWith('▶ Your move'), `the title says it is your turn: ${await a.title()}`);
    const before = await a.locator('.player-bar[data-side=south] .clock').innerText();
    await a.waitForFunction((b) => document.querySelector('.player-bar[data-side=south] .clock').textContent !== b, before, { timeout: 5000 });
    await shot(a, 'i15-clocks-phone');
    await playOneMove(a);
    await a.waitForFunction(() => !document.title.startsWith('▶'), null, { timeout: 15000 });
    let v = await viewOf(created.game.id);
    await act(created.game.id, joined.token, '/moves', { version: v.version, code: v.legalMoves[0].code });
    await a.waitForFunction(() => document.title.startsWith('▶ Your move') && window.__beeps > 0, null, { timeout: 15000 });
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

  await test('issue 15: spectators are told that they watch and how many others do; players see the count', async () => {
    const watching = (p, text) => p.waitForFunction((x) => (document.querySelector('.watchers') || {}).textContent === x, text, { timeout: 15000 });
    const created = await apiCreate({ game: 'oware', opponent: { type: 'online' } });
    await fetch(`${base}api/games/${created.game.id}/join`, { method: 'POST' });
    const a = await newPage(browser);
    await openWithToken(a, created);
    const c = await newPage(browser);
    await c.goto(`${base}#/game/${created.game.id}`);
    await watching(c, 'You are watching this game.');
    await watching(a, '1 spectator is watching.');
    const d = await newPage(browser, { lang: 'pt' });
    await d.goto(`${base}#/game/${created.game.id}`);
    await watching(c, 'You are watching this game. 1 other spectator is watching with you.');
    await watching(d, 'Está a assistir a este jogo. Mais 1 espectador está a assistir consigo.');
    await watching(a, '2 spectators are watching.');
    await shot(c, 'i15-spectator');
    await d.context().close();
    await watching(a, '1 spectator is watching.');
    for (const p of [a, c]) await p.context().close();
  });

  await test('issue 15: the analysis move list never rates a move above its best move', async () => {
    const page = await newPage(browser);
    const c = await apiCreate({ game: 'bao-la-kiswahili', opponent: { type: 'local' } });
    let g = c.game;
    for (let i = 0; i < 4; i++) g = (await act(g.id, c.token, '/moves', { version: g.version, code: g.legalMoves[(i * 7) % g.legalMoves.length].code })).game;
    await openWithToken(page, c);
    await page.click('.analysis-toggle');
    await page.waitForFunction(() => { const p = document.querySelector('.analysis'); return p && p.dataset.position && !p.hasAttribute('aria-busy'); }, null, { timeout: 20000 });
    const best = await page.locator('.eval-best .mv').innerText();
    // South's winning chance in percent; a proven result (S +2, N in 6) or a draw (=) as 100, 0 or 50.
    const chance = (v) => (/^\d+%$/.test(v) ? parseInt(v, 10) : v.startsWith('S') ? 100 : v.startsWith('N') ? 0 : 50);
    const items = await page.$$eval('.eval-moves li', (ls) => ls.map((l) => ({ mv: l.querySelector('.mv').textContent, val: l.querySelector('.val').textContent, best: l.classList.contains('best') })));
    for (const m of items) m.val = chance(m.val);
    assert(items[0].mv === best && items[0].best, `the best move leads the list: ${best} ${JSON.stringify(items[0])}`);
    const south = g.position.toMove === 'south';
    assert(items.every((m) => (south ? m.val <= items[0].val : m.val >= items[0].val)), `no move better than the best for the side to move: ${JSON.stringify(items)}`);
    assert(!/seeds/.test(await page.locator('.eval-text').innerText()), 'Bao la Kiswahili is not worded in seeds');
    await shot(page, 'i15-analysis-kiswahili');
    await page.context().close();
  });

  await test('the pages run under a strict Content-Security-Policy, and a violation would be caught', async () => {
    const page = await newPage(browser);
    const response = await page.goto(base);
    const csp = response.headers()['content-security-policy'] || '';
    assert(/script-src 'self'/.test(csp) && /style-src 'self'/.test(csp) && !/unsafe/.test(csp), `the policy: ${csp}`);
    assert(/frame-ancestors 'none'/.test(csp), 'no framing');
    assert(response.headers()['x-content-type-options'] === 'nosniff', 'nosniff');
    await page.locator('.card').first().waitFor();
    // An inline style attribute, as a page must never set one: the policy blocks it and the check sees it.
    await page.evaluate(() => { const d = document.createElement('div'); d.setAttribute('style', 'color: red'); document.body.append(d); });
    await page.waitForFunction(() => true);
    for (let i = 0; i < 50 && cspViolations.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    assert(cspViolations.length > 0, 'the deliberate inline style was reported');
    cspViolations = [];
    await page.context().close();
  });

  await test('the site is usable on a phone-sized screen', async () => {
    const page = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(base);
    await page.locator('.card').first().waitFor();
    await shot(page, 'catalogue-phone');
    await page.goto(`${base}#/rules/oware`);
    await page.locator('figure.diagram svg').first().waitFor();
    await shot(page, 'rules-phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
    assert(!overflow, 'no sideways scrolling');
    await page.goto(`${base}#/tutorial/bao-la-kiswahili`);
    await page.locator('#tut-step svg.board').waitFor();
    await shot(page, 'tutorial-phone');
    assert(!await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1), 'no sideways scrolling on the tutorial');
    await page.context().close();
  });


  await test('phone: every pit at least 40 px and every count readable, upright and on its side', async () => {
    const sizes = { phone: { width: 390, height: 844 }, 'phone on its side': { width: 844, height: 390 } };
    for (const [what, viewport] of Object.entries(sizes)) {
      const page = await newPage(browser, { viewport });
      for (const id of ids) {
        const created = await apiCreate({ game: id, opponent: { type: 'local' } });
        await openWithToken(page, created);
        await page.locator('.game svg.board g.pit.legal').first().waitFor();
        const s = await boardSizes(page, '.game svg.board');
        const pit = Math.min(...s.map((x) => x.pit)), count = Math.min(...s.map((x) => x.count));
        assert(pit >= 40, `${id} on a ${what}: pits of ${pit.toFixed(1)} px`);
        assert(count >= 12, `${id} on a ${what}: counts of ${count.toFixed(1)} px`);
        const box = await page.locator('.game svg.board').boundingBox();
        assert(box.width <= viewport.width, `${id} on a ${what}: the board is ${box.width} px wide`);
        if (viewport.height < viewport.width) assert(box.height <= viewport.height, `${id} on a ${what}: the board is ${box.height} px high`);
        assert(!await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1), `${id} on a ${what}: no sideways scrolling`);
        if (id === 'bao-kigogo' || id === 'bao-la-kiswahili') await shot(page, `board-${id}-${what.replace(/ /g, '-')}`);
      }
      // The catalogue's Bao Kigogo board is not tiny either.
      await page.goto(base);
      await page.waitForFunction(() => [...document.querySelectorAll('.card svg.board .count')].some((c) => c.textContent !== '0'));
      const kigogo = await boardSizes(page, '.card:has(a[href="#/play/bao-kigogo"]) svg.board');
      assert(Math.min(...kigogo.map((x) => x.pit)) >= 32, `the catalogue's Bao Kigogo pits: ${Math.min(...kigogo.map((x) => x.pit))} px`);
      await shot(page, `catalogue-${what.replace(/ /g, '-')}`);
      await page.context().close();
    }
    const desk = await newPage(browser);
    await desk.goto(base);
    await desk.waitForFunction(() => [...document.querySelectorAll('.card svg.board .count')].some((c) => c.textContent !== '0'));
    const kigogo = await boardSizes(desk, '.card:has(a[href="#/play/bao-kigogo"]) svg.board');
    assert(Math.min(...kigogo.map((x) => x.pit)) >= 40, `the catalogue's Bao Kigogo pits on a desktop: ${Math.min(...kigogo.map((x) => x.pit))} px`);
    await desk.context().close();
  });

  await test('a pit shows all its seeds beside its count, and the nyumba frame leaves the pit names clear', async () => {
    const page = await newPage(browser);
    await page.goto(`${base}#/position?game=bao-la-kiswahili&position=${encodeURIComponent('0,0,0,0,6,2,2,0,0,0,0,0,0,0,0,0/0,0,0,0,6,2,2,0,0,0,0,0,0,0,0,0 22-22 SN - S')}`);
    await page.waitForFunction(() => document.querySelectorAll('svg.board g.pit.house').length === 2);
    const pits = await page.$$eval('svg.board g.pit', (gs) => gs.map((g) => {
      const r = (e) => { const b = e.getBoundingClientRect(); return { l: b.left, r: b.right, t: b.top, b: b.bottom }; };
      return {
        pit: g.dataset.pit, count: Number(g.querySelector('.count').textContent), house: g.classList.contains('house'),
        seeds: [...g.querySelectorAll('.seed')].map(r), badge: r(g.querySelector('.count-badge')), label: r(g.querySelector('.label')), frame: r(g.querySelector('.house-mark')),
      };
    }));
    const meet = (a, b) => a.l < b.r && b.l < a.r && a.t < b.b && b.t < a.b;
    for (const p of pits) {
      assert(p.seeds.length === p.count, `pit ${p.pit}: ${p.count} seeds shown as ${p.seeds.length} dots`);
      assert(p.seeds.every((s) => !meet(s, p.badge)), `pit ${p.pit}: the count covers a seed`);
      if (p.house) assert(!meet(p.frame, p.label), `pit ${p.pit}: the nyumba frame covers the pit's name`);
    }
    assert(pits.filter((p) => p.house).length === 2 && pits.some((p) => p.count === 6), 'the houses of 6 were measured');
    await page.context().close();
  });

  await test('the catalogue and rules pages do not shift their layout while they load', async () => {
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      for (const [hash, ready] of [['', '.card svg.board'], ['#/rules/bao-la-kiswahili', 'figure.diagram svg.board'], ['#/rules/oware', 'figure.diagram svg.board']]) {
        const page = await newPage(browser, { viewport });
        // Layout shifts as the browser reports them (the measure of Lighthouse's CLS), from the first paint on.
        await page.addInitScript(() => {
          window.keteShift = 0;
          new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.keteShift += e.value; }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`${base}${hash}`);
        await page.locator(ready).first().waitFor();
        await page.waitForFunction((sel) => [...document.querySelectorAll(`${sel} .count`)].some((c) => c.textContent !== '0'), ready);
        await page.waitForTimeout(500);
        const shift = await page.evaluate(() => window.keteShift);
        assert(shift < 0.1, `${hash || 'catalogue'} at ${viewport.width}×${viewport.height}: layout shift ${shift.toFixed(3)}`);
        await page.context().close();
      }
    }
  });

  await test('axe-core finds nothing critical or serious on any page, desktop and phone, in both languages', async () => {
    // A finished game (for the list and the replay) and running games of several kinds.
    const c = await apiCreate({ game: 'oware', opponent: { type: 'local' } });
    let g = c.game;
    const post = (id, path, body) => fetch(`${base}api/games/${id}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${c.token}` }, body: JSON.stringify(body) }).then((r) => r.json());
    for (let i = 0; i < 4; i++) g = (await post(g.id, '/moves', { version: g.version, code: g.legalMoves[0].code })).game;
    await post(g.id, '/resign', { version: g.version, seat: 'south' });
    const running = [];
    for (const id of ['oware', 'bao-la-kiswahili', 'bao-kigogo', 'nam-nam']) running.push(await apiCreate({ game: id, opponent: { type: 'local' } }));
    const states = [
      ['catalogue', '', '.card svg.board'],
      ['rules of Oware', '#/rules/oware', 'figure.diagram svg.board'],
      ['rules of Bao la Kiswahili', '#/rules/bao-la-kiswahili', 'figure.diagram svg.board'],
      ['setup', '#/play/bao-la-kiswahili', '#game-select'],
      ['tutorial', '#/tutorial/oware', '#tut-step svg.board'],
      ['finished games', '#/games', 'table.records'],
      ['replay', `#/game/${g.id}`, '.game svg.board'],
      ['lobby', '#/lobby', '#seek-post:not([disabled])'],
      ['account', '#/account', '#login-form'],
      ['leaderboard', '#/leaderboard', '#leaderboard'],
    ];
    const found = [];
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      for (const lang of ['en', 'pt']) {
        // Bypassing the page's content security policy only to inject axe-core itself.
        const ctx = await browser.newContext({ viewport, bypassCSP: true });
        await ctx.addInitScript(([l]) => { localStorage.setItem('kete.lang', l); localStorage.setItem('kete.speed', 'instant'); }, [lang]);
        const page = await ctx.newPage();
        const where = `${viewport.width}×${viewport.height} ${lang}`;
        for (const [name, hash, ready] of states) {
          await page.goto(`${base}${hash}`);
          await page.locator(ready).first().waitFor();
          await page.waitForTimeout(200);
          for (const v of await axeViolations(page)) found.push(`${name} (${where}): ${v}`);
          // However many boards a page has, no id is repeated (the boards share one set of gradients).
          const repeated = await page.evaluate(() => { const ids = [...document.querySelectorAll('[id]')].map((e) => e.id); return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))]; });
          if (repeated.length) found.push(`${name} (${where}): repeated ids ${repeated.join(', ')}`);
        }
        // The replay one move back, then the running games (tokens in this browser).
        await page.goto(`${base}#/game/${g.id}`);
        await page.locator('.game svg.board').waitFor();
        await page.click('button:has-text("◀")');
        for (const v of await axeViolations(page)) found.push(`replay step back (${where}): ${v}`);
        for (const r of running) {
          await page.evaluate(([id, token, seat]) => {
            const all = JSON.parse(localStorage.getItem('kete.tokens') || '{}');
            all[id] = token;
            localStorage.setItem('kete.tokens', JSON.stringify(all));
            localStorage.setItem(`kete.seat.${id}`, seat);
          }, [r.game.id, r.token, r.seat]);
          await page.goto(`${base}#/game/${r.game.id}`);
          await page.locator('.game svg.board g.pit.legal').first().waitFor();
          for (const v of await axeViolations(page)) found.push(`${r.game.game} game (${where}): ${v}`);
        }
        await ctx.close();
      }
    }
    assert(found.length === 0, `axe-core violations:\n       ${found.join('\n       ')}`);
  });

  await i18nTests({ browser, base, test, assert, newPage, shot, catalogue, playOneMove, waitForTurnOrEnd });

  await browser.close();
  const failed = results.filter((r) => r[1] !== 'ok');
  console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
  return failed.length ? 1 : 0;
}

main().then((code) => { if (server) server.kill(); process.exit(code); }, (e) => { console.error(e); if (server) server.kill(); process.exit(1); });

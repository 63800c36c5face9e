// What the specs do again and again: play a move, wait for a turn, create games through the setup form or the
// API, open a game with its seat token, run axe-core, measure boards, keep screenshots (SHOTS=dir).
import { mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** The server's address (set by the global setup, or KETE_URL), ending in '/'. */
const url = (path = '') => `${process.env.KETE_URL.replace(/\/?$/, '/')}${path}`;

const shots = process.env.SHOTS || null;
if (shots) mkdirSync(shots, { recursive: true });

/** Keeps a screenshot of the page under SHOTS, when it is set. */
export async function shot(page, name) {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

/** Plays one move as the side to move: the first legal pit, then the first offered continuation. */
export async function playOneMove(page) {
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

/** Waits until the page's side may move or the game is over; true when it is over. */
export async function waitForTurnOrEnd(page) {
  await page.waitForFunction(() => {
    const s = document.querySelector('.status');
    return s && (s.classList.contains('over') || document.querySelector('svg.board g.pit.legal') || document.querySelector('.choice-bar button'));
  }, null, { timeout: 30000 });
  return page.locator('.status.over').count().then((n) => n > 0);
}

/** Creates a game through the setup page, against `opponent` (computer, local, online). */
export async function createFromSetup(page, game, opponent, extra = async () => {}) {
  await page.goto(url(`#/play/${game}`));
  await page.locator('#game-select').waitFor();
  await page.check(`input[name=opponent][value=${opponent}]`);
  await extra();
  await page.click('button[type=submit]');
  await page.waitForURL(/#\/game\//);
  await page.locator('svg.board').waitFor();
}

/** Creates a game through the API (for set-ups the form does not offer, such as a clock of seconds). */
export async function apiCreate(req) {
  const r = await fetch(url('api/games'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(req) });
  if (r.status !== 201) throw new Error(`create failed: ${r.status} ${await r.text()}`);
  return r.json();
}

/** POSTs to a game's action with a seat token, as another browser would. */
export async function act(id, token, path, body) {
  const r = await fetch(url(`api/games/${id}${path}`), { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return r.json();
}

/** The API's view of a game. */
export const viewOf = async (id) => (await fetch(url(`api/games/${id}`))).json();

/** Opens a game in a page that holds its seat token, as the browser keeps it after creating the game. */
export async function openWithToken(page, created) {
  await page.goto(url());
  await page.evaluate(([id, token, seat]) => {
    const all = JSON.parse(localStorage.getItem('kete.tokens') || '{}');
    all[id] = token;
    localStorage.setItem('kete.tokens', JSON.stringify(all));
    localStorage.setItem(`kete.seat.${id}`, seat);
  }, [created.game.id, created.token, created.seat]);
  await page.goto(url(`#/game/${created.game.id}`));
  await page.locator('.game svg.board').waitFor();
}

export const gameIdOf = (page) => page.url().split('#/game/')[1].split('?')[0];

/** Waits until the side named at the bottom of the board matches (after a page change the old board may linger). */
export const bottomIs = (page, re) => page.waitForFunction((src) => {
  const ts = document.querySelectorAll('.game svg.board text.side-name');
  return ts.length > 0 && new RegExp(src).test(ts[ts.length - 1].textContent);
}, re.source, { timeout: 15000 });

/** The text of the line under the board. */
export const noteText = (page) => page.locator('.board-note').innerText();

// axe-core (from node_modules) run inside the page: the violations of impact critical or serious, or with
// { all: true } of any impact (minor and moderate too).
const axeScript = join(here, '../node_modules/axe-core/axe.min.js');
export async function axeViolations(page, { all = false } = {}) {
  if (!await page.evaluate(() => !!window.axe)) await page.addScriptTag({ path: axeScript });
  return page.evaluate(async (any) => (await window.axe.run(document, { resultTypes: ['violations'] })).violations
    .filter((v) => any || v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}: ${v.help}`), all);
}

/** The pits' drawn diameters and the seed counts' font sizes, in CSS pixels, of every board on the page. */
export async function boardSizes(page, scope = 'svg.board') {
  return page.$$eval(`${scope} g.pit`, (gs) => gs.map((g) => {
    const svg = g.ownerSVGElement;
    const count = g.querySelector('.count');
    return {
      pit: g.querySelector('.pit-hole').getBoundingClientRect().width,
      count: parseFloat(getComputedStyle(count).fontSize) * svg.getScreenCTM().a,
    };
  }));
}

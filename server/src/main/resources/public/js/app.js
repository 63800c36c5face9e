// The site shell: language, navigation and a hash router (#/, #/rules/<id>, #/tutorial/<id>, #/play, #/game/<id>).
import { initI18n, setLang, t, currentLang, translateStatic, errorText, languageList, languageName, formatDate, withLang, urlLang } from './i18n.js';
import * as api from './api.js';
import { Board } from './board.js';
import { renderRules } from './rules.js';
import { renderSetup } from './play.js';
import { renderGame } from './game/screen.js';
import { resultText, resultCellText } from './game/result.js';
import { matchScore } from './game/match.js';
import { renderTutorial } from './tutorial.js';
import { createAnalysis } from './analysis.js';
import { renderLobby } from './lobby.js';
import { renderAccount } from './account.js';
import { renderProfile, renderLeaderboard } from './profile.js';
import * as social from './social.js';

const main = document.getElementById('main');
let cleanup = null;

export function h(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v == null || v === false) continue;
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (k === 'class') e.className = v;
    else if (k === 'html') e.innerHTML = v;
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) if (c != null && c !== false) e.append(c.nodeType ? c : String(c));
  return e;
}

function setTitle(text) {
  document.title = text ? `${text} — Kete` : `Kete — ${t('site.tagline')}`;
}

/**
 * Marks the navigation's link of the page shown (aria-current="page", styled): only a link to that very page, so
 * a player's profile, a game, a rules page or a tutorial mark none (none of the links leads there).
 */
function setNav(which) {
  document.querySelectorAll('[data-nav]').forEach((a) => {
    if (a.dataset.nav === which) a.setAttribute('aria-current', 'page'); else a.removeAttribute('aria-current');
  });
}

/**
 * The navigation's link of a route (the hash's parts), or null: a profile, a game, a rules page, a tutorial and
 * a shared position are pages of their own; an address the router does not know shows the catalogue.
 */
function navOf([page = '', id]) {
  if (['rules', 'tutorial', 'game', 'player'].includes(page)) return id ? null : 'catalogue';
  if (page === 'position') return null;
  return { play: 'play', games: 'games', lobby: 'lobby', leaderboard: 'leaderboard', account: 'account' }[page] || 'catalogue';
}

/**
 * On a phone the navigation and the language switch fold behind a Menu button (the header is one line, so a
 * game's board is in sight); the menu closes on a choice, on Escape and when another page opens.
 */
function menu() {
  const button = document.getElementById('menu-toggle');
  const header = document.querySelector('.site-header');
  const set = (open) => { header.classList.toggle('menu-open', open); button.setAttribute('aria-expanded', String(open)); };
  button.addEventListener('click', () => set(button.getAttribute('aria-expanded') !== 'true'));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') { set(false); button.focus(); }
  });
  return () => set(false);
}

function showError(e) {
  main.replaceChildren(h('p', { class: 'error', role: 'alert' }, errorText(e)));
}

async function cataloguePage() {
  setTitle(t('catalogue.title'));
  const { games } = await api.catalogue();
  const cards = games.map((g) => {
    const diagram = h('div', { class: 'mini', 'aria-hidden': 'true' });
    // Bao Kigogo's twelve pits a row need a wider card where there is room.
    const card = h('article', { class: g.pitsPerRow >= 12 ? 'card wide' : 'card' },
      h('h2', {}, gameName(g)),
      regionOf(g),
      diagram,
      h('ul', { class: 'facts', 'aria-label': t('catalogue.facts') },
        h('li', {}, t('catalogue.board', { rows: g.rows, pits: g.pitsPerRow })),
        h('li', {}, t('catalogue.seeds', { n: g.seeds })),
        g.layout.hasStores ? h('li', {}, t('catalogue.stores')) : null),
      h('p', { class: 'summary' }, summaryOf(g)),
      h('div', { class: 'actions' },
        h('a', { class: 'btn', href: `#/play/${g.id}` }, t('catalogue.play')),
        h('a', { class: 'btn ghost', href: `#/rules/${g.id}` }, t('catalogue.rules')),
        h('a', { class: 'btn ghost', href: `#/tutorial/${g.id}` }, t('catalogue.tutorial'))));
    return { card, diagram, g };
  });
  main.replaceChildren(
    h('h1', {}, t('catalogue.title')),
    h('p', { class: 'lead' }, t('catalogue.lead')),
    h('div', { class: 'cards' }, cards.map((c) => c.card)));
  // Every board is drawn at once, so that the page does not move as the positions arrive.
  const widths = cards.map(({ diagram }) => diagram.clientWidth);
  const boards = cards.map(({ diagram, g }, i) => [g, new Board(diagram, g, { interactive: false, minPit: 24, turnedScale: 0.55, width: widths[i], describe: false, later: true, names: { south: t('side.south'), north: t('side.north') } })]);
  await Promise.all(boards.map(async ([g, b]) => {
    const start = await api.position(g.id).catch(() => null);
    if (start) b.setPosition(start.position);
  }));
}

/** The engine's summary is English; a translated one-liner wins where the message file has it. */
export function summaryOf(g) {
  const key = `summary.${g.id}`;
  const s = t(key);
  return s === key ? g.summary : s;
}

/** A game's name in the page's language where the message file has one ("name.<id>"), else the catalogue's. */
export function gameName(g) {
  const key = `name.${g.id || g.game}`;
  const s = t(key);
  return s === key ? g.name : s;
}

/** Where a game is played, in the page's language ("region.<id>"), else the catalogue's English, marked so. */
function regionOf(g) {
  const key = `region.${g.id}`;
  const s = t(key);
  if (s !== key) return h('p', { class: 'region' }, s);
  return h('p', { class: 'region', lang: 'en' }, g.region);
}

async function gamesPage() {
  setTitle(t('records.title'));
  const { games } = await api.listGames('finished');
  // The players' names where the games have them (guests' nicknames, accounts).
  const names = games.length ? (await social.gameNames(games.map((g) => g.id)).catch(() => ({ games: {} }))).games : {};
  // A player's own name is theirs, not interface text: it is marked data-user (the language tests skip it).
  const seatText = (g, side) => {
    if (g.seats[side] === 'computer') return t('records.computer');
    const name = names[g.id] && names[g.id][side];
    return name ? h('bdi', { 'data-user': '' }, name) : t('records.human');
  };
  // On a phone each game is a block of labelled lines (data-label).
  const COLS = ['records.game', 'records.players', 'records.date', 'records.result', 'records.plies', 'records.actions'];
  const cell = (i, ...content) => h('td', { 'data-label': t(COLS[i]) }, ...content);
  const rows = games.map((g) => h('tr', {},
    cell(0, gameName({ id: g.game, name: g.name }), ...(matchLine(g.match) ? [h('br'), h('small', { class: 'match-line' }, matchLine(g.match))] : [])),
    cell(1, `${t('side.south')}: `, seatText(g, 'south'), ` · ${t('side.north')}: `, seatText(g, 'north')),
    cell(2, formatDate(new Date(g.updatedAt || g.createdAt))),
    cell(3, resultCellText(g.outcome)),
    cell(4, String(g.plies)),
    cell(5, h('a', { href: `#/game/${g.id}` }, t('records.replay')), ' · ', h('a', { href: `api/games/${g.id}/record`, download: '' }, t('records.download')))));
  const file = h('input', { type: 'file', id: 'record-file', accept: '.txt,text/plain' });
  const msg = h('p', { role: 'status' });
  file.addEventListener('change', async () => {
    try {
      const text = await file.files[0].text();
      const res = await api.uploadRecord(text);
      api.saveToken(res.game.id, res.token, res.seat);
      location.hash = `#/game/${res.game.id}`;
    } catch (e) { msg.className = 'error'; msg.textContent = errorText(e); }
  });
  main.replaceChildren(
    h('h1', {}, t('records.title')),
    h('p', { class: 'lead' }, t('records.lead')),
    games.length ? h('div', { class: 'table-wrap' }, h('table', { class: 'records' },
      h('thead', {}, h('tr', {}, COLS.map((k) => h('th', { scope: 'col' }, t(k))))),
      h('tbody', {}, rows))) : h('p', { class: 'notice' }, t('records.none')),
    h('h2', {}, t('records.upload')),
    h('p', {}, h('label', { for: 'record-file' }, t('records.uploadHelp')), ' ', file), msg);
}

/** "Best of 3 · game 2 · match South 2 – 1 North": the score by this game's sides (the winner's first once decided). */
function matchLine(m) {
  if (!m || m.format === 'single') return '';
  const label = m.format === 'best-of' ? t('match.bestOf', { n: m.n }) : t('match.firstTo', { n: m.n });
  let score = matchScore(m, (side) => t(`side.${side}`));
  if (m.score.draws) score += `, ${t('match.draws', { n: m.score.draws })}`;
  const key = m.status === 'finished' ? 'records.matchScore' : 'records.matchSoFar';
  return `${label} · ${t('match.game', { n: m.number })} · ${t(key, { score })}`;
}

/** A position shared as a link: #/position?game=oware&options=name%3Dvalue...&position=TEXT */
async function positionPage(params) {
  const game = await api.gameType(params.get('game') || '');
  setTitle(gameName(game));
  const options = params.get('options') || '';
  const text = params.get('position') || '';
  const p = await api.position(game.id, options, text);
  const box = h('div', { class: 'board-wrap' });
  const err = h('p', { class: 'error', role: 'alert', hidden: true });
  const opts = {};
  for (const kv of options.split(/\s+/).filter(Boolean)) { const [k, v] = kv.split('='); opts[k] = v; }
  const analysis = createAnalysis(h, { advantage: game.advantage });
  const start = async (opponent) => {
    try {
      const res = await api.createGame({ game: game.id, options: opts, opponent, position: p.position.text, first: p.position.toMove });
      api.saveToken(res.game.id, res.token, res.seat);
      location.hash = `#/game/${res.game.id}`;
    } catch (e) { err.textContent = errorText(e); err.hidden = false; }
  };
  // A finished position says how the game ended and offers nothing to play: there is no move left.
  const over = !!p.outcome;
  main.replaceChildren(
    h('h1', {}, gameName(game)),
    h('p', { class: 'lead' }, over ? t('share.over', { result: resultText(p.outcome) }) : t('share.lead', { side: t(`side.${p.position.toMove}`) })),
    box,
    h('p', { class: 'controls' },
      over ? null : h('button', { type: 'button', class: 'btn', onclick: () => start({ type: 'computer', level: 3 }) }, t('share.vsComputer')),
      over ? null : h('button', { type: 'button', class: 'btn ghost', onclick: () => start({ type: 'local' }) }, t('share.local')),
      analysis.button),
    h('div', { class: 'share-analysis' }, analysis.panel),
    h('p', {}, h('code', {}, p.position.text)), err);
  const b = new Board(box, game, { interactive: false });
  b.setPosition(over ? { ...p.position, toMove: null } : p.position);
  analysis.show({ game: game.id, options: opts, position: p.position.text });
  return () => analysis.destroy();
}

/** The account link of the navigation says who is signed in (or "Sign in"), in the page's language. */
function showAccount(a) {
  const link = document.getElementById('account-link');
  if (link) link.textContent = a ? a.name : t('nav.account');
}

async function route() {
  social.me().then(showAccount);
  if (cleanup) { try { cleanup(); } catch { /* ignore */ } cleanup = null; }
  const hash = location.hash.replace(/^#\/?/, '');
  const [path, query] = hash.split('?');
  const parts = path.split('/').filter(Boolean);
  const params = new URLSearchParams(query || '');
  closeMenu();
  setNav(navOf(parts));
  try {
    if (parts[0] === 'rules' && parts[1]) cleanup = await renderRules(main, parts[1], { h, setTitle });
    else if (parts[0] === 'tutorial' && parts[1]) cleanup = await renderTutorial(main, parts[1], { h, setTitle });
    else if (parts[0] === 'games') await gamesPage();
    else if (parts[0] === 'position') cleanup = await positionPage(params);
    else if (parts[0] === 'play') cleanup = await renderSetup(main, parts[1], { h, setTitle, params });
    else if (parts[0] === 'game' && parts[1]) cleanup = await renderGame(main, parts[1], { h, setTitle, params });
    else if (parts[0] === 'lobby') cleanup = await renderLobby(main, { h, setTitle });
    else if (parts[0] === 'account') cleanup = await renderAccount(main, { h, setTitle });
    else if (parts[0] === 'player' && parts[1]) cleanup = await renderProfile(main, decodeURIComponent(parts[1]), { h, setTitle });
    else if (parts[0] === 'leaderboard') cleanup = await renderLeaderboard(main, { h, setTitle, params });
    else await cataloguePage();
  } catch (e) {
    console.error(e);
    showError(e);
  }
  showPageLink();
  main.focus({ preventScroll: true });
}

/**
 * The footer's link to the page shown, in its language (?lang=sw#/tutorial/bao-la-kiswahili): what a teacher
 * copies to share a Swahili tutorial.
 */
function showPageLink() {
  const a = document.getElementById('page-link');
  if (!a) return;
  a.href = withLang(location.hash || '#/');
  a.textContent = t('nav.link', { language: languageName() });
  a.hreflang = currentLang();
}

/** One button per language of languages.json, each in its own language; the pressed one is the page's. */
function languageSwitch() {
  const box = document.querySelector('.lang');
  const mark = () => box.querySelectorAll('[data-lang]').forEach((x) => x.setAttribute('aria-pressed', String(x.dataset.lang === currentLang())));
  box.replaceChildren(...languageList().map((l) => h('button', {
    type: 'button', 'data-lang': l.code, lang: l.code,
    onclick: async () => { await setLang(l.code); mark(); route(); },
  }, l.name)));
  mark();
  return mark;
}

let closeMenu = () => {};

async function start() {
  closeMenu = menu();
  await initI18n();
  const mark = languageSwitch();
  translateStatic(document);
  // "Skip to content" moves the focus to <main>: followed as a link, its #main would be read as a route.
  const skip = document.querySelector('a.skip[href="#main"]');
  if (skip) skip.addEventListener('click', (e) => { e.preventDefault(); main.focus(); main.scrollIntoView({ block: 'start' }); });
  social.onAccount(showAccount);
  // A link with another ?lang= in its hash (#/tutorial/oware?lang=sw) switches the page to it.
  window.addEventListener('hashchange', async () => {
    const wanted = urlLang();
    if (wanted && wanted !== currentLang()) { await setLang(wanted, false); mark(); }
    route();
  });
  route();
}

start();

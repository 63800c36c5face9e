// A player's page (#/player/<name>): ratings, a rating history chart per game, and their games (filter by
// game, result and opponent), each replayable; and the leaderboards (#/leaderboard).
import { t, errorText } from './i18n.js';
import * as api from './api.js';
import * as social from './social.js';
import { gameName } from './app.js';

const SPEEDS = ['bullet', 'blitz', 'rapid', 'classical'];
const SVG = 'http://www.w3.org/2000/svg';

function svg(tag, attrs, ...children) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  for (const c of children) e.append(c.nodeType ? c : document.createTextNode(String(c)));
  return e;
}

/** The rating after each rated game, one line per speed class, on a scale fitted to the points. */
function chart(points) {
  const W = 640, H = 220, L = 44, R = 10, T = 10, B = 24;
  const s = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'rating-chart', role: 'img', 'aria-label': t('profile.chartLabel') });
  if (!points.length) return s;
  const lo = Math.floor((Math.min(...points.map((p) => p.rating)) - 20) / 50) * 50;
  const hi = Math.ceil((Math.max(...points.map((p) => p.rating)) + 20) / 50) * 50;
  const x = (i) => L + (points.length === 1 ? (W - L - R) / 2 : (i * (W - L - R)) / (points.length - 1));
  const y = (r) => T + ((hi - r) * (H - T - B)) / (hi - lo);
  for (let r = lo; r <= hi; r += (hi - lo) / 4) {
    s.append(svg('line', { x1: L, x2: W - R, y1: y(r), y2: y(r), class: 'grid' }), svg('text', { x: L - 6, y: y(r) + 4, 'text-anchor': 'end' }, Math.round(r)));
  }
  for (const speed of SPEEDS) {
    const idx = points.map((p, i) => [p, i]).filter(([p]) => p.speed === speed);
    if (!idx.length) continue;
    s.append(svg('polyline', { points: idx.map(([p, i]) => `${x(i)},${y(p.rating)}`).join(' '), class: `line ${speed}` }));
    for (const [p, i] of idx) s.append(svg('circle', { cx: x(i), cy: y(p.rating), r: 3.5, class: `dot ${speed}` }, svg('title', {}, `${t(`rating.speed.${speed}`)}: ${p.rating}`)));
  }
  return s;
}

export async function renderProfile(main, name, { h, setTitle }) {
  const cat = await api.catalogue();
  const nameOf = (id) => gameName(cat.games.find((g) => g.id === id) || { id, name: id });
  const p = await social.profile(name);
  setTitle(p.name);
  const ratingRows = p.ratings.map((r) => h('tr', {},
    h('td', {}, nameOf(r.game)), h('td', {}, t(`rating.speed.${r.speed}`)),
    h('td', { class: 'rating' }, `${r.rating}${r.provisional ? '?' : ''}`), h('td', {}, `±${r.rd}`), h('td', {}, String(r.games))));
  const rated = [...new Set(p.ratings.map((r) => r.game))];
  const chartGame = h('select', { id: 'chart-game' }, rated.map((g) => h('option', { value: g }, nameOf(g))));
  const chartBox = h('div', { class: 'chart-box' });
  const drawChart = async () => {
    if (!rated.length) { chartBox.replaceChildren(h('p', { class: 'notice' }, t('profile.noRatings'))); return; }
    const hist = await social.history(p.name, chartGame.value);
    chartBox.replaceChildren(chart(hist.points), h('p', { class: 'legend' }, SPEEDS.filter((s) => hist.points.some((x) => x.speed === s)).map((s) => h('span', { class: `key ${s}` }, t(`rating.speed.${s}`)))));
  };
  chartGame.addEventListener('change', drawChart);

  const fGame = h('select', { id: 'filter-game' }, h('option', { value: '' }, t('profile.anyGame')), cat.games.map((g) => h('option', { value: g.id }, gameName(g))));
  const fResult = h('select', { id: 'filter-result' }, ['', 'win', 'loss', 'draw'].map((r) => h('option', { value: r }, t(r ? `profile.result.${r}` : 'profile.anyResult'))));
  const fOpp = h('input', { type: 'text', id: 'filter-opponent', maxlength: 20 });
  const gamesBody = h('tbody', {});
  const gamesMsg = h('p', { role: 'status' });
  const fmt = new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'medium', timeStyle: 'short' });
  const loadGames = async () => {
    const q = {};
    if (fGame.value) q.game = fGame.value;
    if (fResult.value) q.result = fResult.value;
    if (fOpp.value.trim()) q.opponent = fOpp.value.trim();
    try {
      const { games } = await social.playerGames(p.name, q);
      gamesMsg.textContent = games.length ? '' : t('profile.noGames');
      gamesMsg.className = games.length ? '' : 'notice';
      gamesBody.replaceChildren(...games.map((g) => h('tr', {},
        h('td', {}, nameOf(g.game)),
        h('td', {}, g.opponent ? (g.opponentAccount ? h('a', { href: `#/player/${encodeURIComponent(g.opponent)}` }, g.opponent) : g.opponent) : '–'),
        h('td', {}, g.result ? t(`profile.result.${g.result}`) : t('profile.playing')),
        h('td', {}, g.rated ? `${t('lobby.ratedShort')}${g.ratingChange != null ? ` ${g.ratingChange >= 0 ? '+' : ''}${g.ratingChange}` : ''}` : t('lobby.casual')),
        h('td', {}, fmt.format(new Date(g.at))),
        h('td', {}, h('a', { href: `#/game/${g.id}` }, t('records.replay'))))));
    } catch (e) { gamesMsg.className = 'error'; gamesMsg.textContent = errorText(e); }
  };
  const filters = h('form', { class: 'filters', id: 'game-filters' },
    h('label', { for: 'filter-game' }, t('lobby.game'), ' '), fGame, ' ',
    h('label', { for: 'filter-result' }, t('profile.resultLabel'), ' '), fResult, ' ',
    h('label', { for: 'filter-opponent' }, t('profile.opponent'), ' '), fOpp, ' ',
    h('button', { type: 'submit', class: 'btn small' }, t('profile.filter')));
  filters.addEventListener('submit', (e) => { e.preventDefault(); loadGames(); });

  main.replaceChildren(...[
    h('h1', {}, p.name),
    h('p', { class: 'lead' }, t('profile.since', { date: new Date(p.createdAt).toLocaleDateString(document.documentElement.lang), n: p.games })),
    h('h2', {}, t('profile.ratings')),
    p.ratings.length ? h('div', { class: 'table-wrap' }, h('table', { class: 'records ratings', id: 'ratings' },
      h('thead', {}, h('tr', {}, ['lobby.game', 'rating.speed', 'rating.rating', 'rating.rd', 'rating.games'].map((k) => h('th', { scope: 'col' }, t(k))))),
      h('tbody', {}, ratingRows))) : null,
    h('h2', {}, t('profile.history')),
    rated.length > 1 ? h('p', {}, h('label', { for: 'chart-game' }, t('lobby.game'), ' '), chartGame) : null,
    chartBox,
    h('h2', {}, t('profile.games')),
    filters,
    h('div', { class: 'table-wrap' }, h('table', { class: 'records player-games', id: 'player-games' },
      h('thead', {}, h('tr', {}, ['lobby.game', 'profile.opponent', 'profile.resultLabel', 'lobby.mode', 'records.date', ''].map((k) => h('th', { scope: 'col' }, k ? t(k) : '')))),
      gamesBody)),
    gamesMsg].filter(Boolean));
  await Promise.all([drawChart(), loadGames()]);
  return null;
}

export async function renderLeaderboard(main, { h, setTitle, params }) {
  setTitle(t('rating.leaderboard'));
  const cat = await api.catalogue();
  const game = h('select', { id: 'board-game' }, cat.games.map((g) => h('option', { value: g.id, selected: g.id === (params.get('game') || 'oware') }, gameName(g))));
  const speed = h('select', { id: 'board-speed' }, SPEEDS.map((s) => h('option', { value: s, selected: s === (params.get('speed') || 'blitz') }, t(`rating.speed.${s}`))));
  const body = h('tbody', {});
  const msg = h('p', { role: 'status' });
  const load = async () => {
    const b = await social.leaderboard(game.value, speed.value);
    msg.textContent = b.players.length ? '' : t('rating.nobody');
    msg.className = b.players.length ? '' : 'notice';
    body.replaceChildren(...b.players.map((p) => h('tr', {},
      h('td', {}, String(p.rank)), h('td', {}, h('a', { href: `#/player/${encodeURIComponent(p.name)}` }, p.name)),
      h('td', { class: 'rating' }, `${p.rating}${p.provisional ? '?' : ''}`), h('td', {}, String(p.games)))));
  };
  game.addEventListener('change', load);
  speed.addEventListener('change', load);
  main.replaceChildren(
    h('h1', {}, t('rating.leaderboard')),
    h('p', {}, h('label', { for: 'board-game' }, t('lobby.game'), ' '), game, ' ', h('label', { for: 'board-speed' }, t('rating.speed'), ' '), speed),
    h('div', { class: 'table-wrap' }, h('table', { class: 'records leaderboard', id: 'leaderboard' },
      h('thead', {}, h('tr', {}, ['rating.rank', 'lobby.player', 'rating.rating', 'rating.games'].map((k) => h('th', { scope: 'col' }, t(k))))), body)),
    msg);
  await load();
  return null;
}

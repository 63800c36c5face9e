// A player's page (#/player/<name>): ratings, a rating history chart per game, and their games (filter by
// game, result and opponent), each replayable; and the leaderboards (#/leaderboard).
import { t, errorText, formatDate } from './i18n.js';
import * as api from './api.js';
import * as social from './social.js';
import { h, cell, hiddenHeader } from './dom.js';
import { gameName } from './names.js';
import { setTitle } from './shell.js';
import { PROVISIONAL_RD, ratingText, ratingEl } from './rating.js';

const SPEEDS = ['bullet', 'blitz', 'rapid', 'classical'];
const SVG = 'http://www.w3.org/2000/svg';

function svg(tag, attrs, ...children) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  for (const c of children) e.append(c.nodeType ? c : document.createTextNode(String(c)));
  return e;
}

/**
 * Where a time axis puts its labels: four evenly spaced (three on a narrow chart), each in the shortest format
 * that tells them apart (the time of day within a day and a half, a day within most of a year, else a month).
 */
function timeTicks(t0, t1, narrow) {
  const span = t1 - t0;
  const oneDay = new Date(t0).toDateString() === new Date(t1).toDateString();
  // Within a day, the first label is the moment (the day and time) and the others the time; a label like the one
  // before it is left out.
  const style = (i) => (span < 36 * 3600e3 ? (oneDay && i > 0 ? 'time' : 'dateTime') : span < 300 * 86400e3 ? 'day' : 'month');
  const ticks = [];
  (narrow ? [0, 1 / 2, 1] : [0, 1 / 3, 2 / 3, 1]).forEach((f, i) => {
    const at = t0 + f * span;
    const text = formatDate(new Date(at), style(i));
    if (!ticks.length || ticks[ticks.length - 1].text !== text) ticks.push({ at, text });
  });
  return ticks;
}

/**
 * The ticks whose labels fit: the first (drawn from its tick rightwards) and the last (leftwards) always, those
 * between (centred) where they do not meet a neighbour. Widths are estimated (11 px characters).
 */
function axisLabels(ticks, x) {
  const n = ticks.length;
  const placed = ticks.map((tk, i) => {
    const w = tk.text.length * 6.4, at = x(tk.at);
    const anchor = i === 0 ? 'start' : i === n - 1 ? 'end' : 'middle';
    const left = anchor === 'start' ? at : anchor === 'end' ? at - w : at - w / 2;
    return { ...tk, anchor, left, right: left + w };
  });
  const kept = [placed[0]];
  const last = n > 1 ? placed[n - 1] : null;
  for (const tk of placed.slice(1, -1)) {
    if (tk.left > kept[kept.length - 1].right + 8 && (!last || tk.right < last.left - 8)) kept.push(tk);
  }
  if (last && last.left > kept[kept.length - 1].right + 8) kept.push(last);
  return kept;
}

/**
 * The rating against time, one line per speed class: each line starts from the rating before its first game
 * (1500 for a new player), when that game began, so that a single game is a line and not a dot; a dot for the
 * rating after each game, with its date and rating in a tooltip.
 */
function chart(points, width) {
  // As wide as its box (at most 640), so that its words are as large on a phone as on a desktop.
  const W = Math.round(Math.max(300, Math.min(640, width || 640))), H = 230, L = 44, R = 16, T = 10, B = 30;
  const s = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'rating-chart', role: 'img', 'aria-label': t('profile.chartLabel') });
  if (!points.length) return s;
  const lines = SPEEDS.map((speed) => {
    const own = points.filter((p) => p.speed === speed);
    if (!own.length) return null;
    const start = { at: Date.parse(own[0].startedAt || own[0].at), rating: own[0].ratingBefore ?? 1500, start: true };
    return { speed, points: [start, ...own.map((p) => ({ ...p, at: Date.parse(p.at) }))] };
  }).filter(Boolean);
  const all = lines.flatMap((l) => l.points);
  // The rating scale in round steps (25, 50, 100, ...), four or five of them, with room above and below.
  const [min, max] = [Math.min(...all.map((p) => p.rating)) - 10, Math.max(...all.map((p) => p.rating)) + 10];
  const step = [25, 50, 100, 200, 500, 1000].find((st) => (max - min) / st <= 4) || 1000;
  const lo = Math.floor(min / step) * step, hi = Math.ceil(max / step) * step;
  let t0 = Math.min(...all.map((p) => p.at)), t1 = Math.max(...all.map((p) => p.at));
  // A short span (a single quick game) is widened by two minutes each side, so that the axis's labels, at least
  // 80 s apart, name different minutes.
  if (t1 - t0 < 180e3) { t0 -= 120e3; t1 += 120e3; }
  const x = (at) => L + ((at - t0) * (W - L - R)) / (t1 - t0);
  const y = (r) => T + ((hi - r) * (H - T - B)) / (hi - lo);
  for (let r = lo; r <= hi; r += step) {
    s.append(svg('line', { x1: L, x2: W - R, y1: y(r), y2: y(r), class: 'grid' }), svg('text', { x: L - 6, y: y(r) + 4, 'text-anchor': 'end' }, Math.round(r)));
  }
  for (const tk of axisLabels(timeTicks(t0, t1, W < 480), x)) {
    s.append(svg('line', { x1: x(tk.at), x2: x(tk.at), y1: H - B, y2: H - B + 4, class: 'tick' }),
      svg('text', { x: x(tk.at), y: H - 8, 'text-anchor': tk.anchor, class: 'time' }, tk.text));
  }
  s.append(svg('line', { x1: L, x2: W - R, y1: H - B, y2: H - B, class: 'axis' }));
  for (const { speed, points: ps } of lines) {
    s.append(svg('polyline', { points: ps.map((p) => `${x(p.at)},${y(p.rating)}`).join(' '), class: `line ${speed}` }));
    for (const p of ps) {
      const words = `${t(`rating.speed.${speed}`)}: ${ratingText(p.rating, p.provisional)} · ${formatDate(new Date(p.at))}`;
      s.append(svg('circle', { cx: x(p.at), cy: y(p.rating), r: p.start ? 3 : 3.5, class: p.start ? `dot start ${speed}` : `dot ${speed}` }, svg('title', {}, words)));
    }
  }
  return s;
}

export async function renderProfile(main, name) {
  const cat = await api.catalogue();
  const nameOf = (id) => gameName(cat.games.find((g) => g.id === id) || { id, name: id });
  const p = await social.profile(name);
  setTitle(p.name);
  const RATING_COLS = ['lobby.game', 'rating.speed', 'rating.rating', 'rating.rd', 'rating.games'];
  const rc = (i, ...content) => cell(t(RATING_COLS[i]), ...content);
  const ratingRows = p.ratings.map((r) => h('tr', {},
    rc(0, nameOf(r.game)), rc(1, t(`rating.speed.${r.speed}`)),
    rc(2, ratingEl(r.rating, r.provisional)), rc(3, `±${r.rd}`), rc(4, String(r.games))));
  // What the question mark means, said once under the table that shows one.
  const shown = p.ratings.find((r) => r.provisional);
  const provisionalNote = shown
    ? h('p', { class: 'provisional-note', id: 'provisional-note' }, t('profile.provisionalNote', { rd: PROVISIONAL_RD, example: ratingText(shown.rating, true) })) : null;
  const rated = [...new Set(p.ratings.map((r) => r.game))];
  const chartGame = h('select', { id: 'chart-game' }, rated.map((g) => h('option', { value: g }, nameOf(g))));
  const chartBox = h('div', { class: 'chart-box' });
  const drawChart = async () => {
    if (!rated.length) { chartBox.replaceChildren(h('p', { class: 'notice' }, t('profile.noRatings'))); return; }
    const hist = await social.history(p.name, chartGame.value);
    chartBox.replaceChildren(chart(hist.points, chartBox.clientWidth), h('p', { class: 'legend' }, SPEEDS.filter((s) => hist.points.some((x) => x.speed === s)).map((s) => h('span', { class: `key ${s}` }, t(`rating.speed.${s}`)))));
  };
  chartGame.addEventListener('change', drawChart);

  const fGame = h('select', { id: 'filter-game' }, h('option', { value: '' }, t('profile.anyGame')), cat.games.map((g) => h('option', { value: g.id }, gameName(g))));
  const fResult = h('select', { id: 'filter-result' }, ['', 'win', 'loss', 'draw'].map((r) => h('option', { value: r }, t(r ? `profile.result.${r}` : 'profile.anyResult'))));
  const fOpp = h('input', { type: 'text', id: 'filter-opponent', maxlength: 20 });
  const gamesBody = h('tbody', {});
  const gamesMsg = h('p', { role: 'status' });
  const GAME_COLS = ['lobby.game', 'profile.opponent', 'profile.resultLabel', 'lobby.mode', 'records.date', 'records.replay'];
  const gc = (i, ...content) => cell(t(GAME_COLS[i]), ...content);
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
        gc(0, nameOf(g.game)),
        gc(1, g.opponent ? (g.opponentAccount ? h('a', { href: `#/player/${encodeURIComponent(g.opponent)}`, 'data-user': '' }, g.opponent) : h('bdi', { 'data-user': '' }, g.opponent)) : '–'),
        gc(2, g.result ? t(`profile.result.${g.result}`) : t('profile.playing')),
        gc(3, g.rated ? `${t('lobby.ratedShort')}${g.ratingChange != null ? ` ${g.ratingChange >= 0 ? '+' : ''}${g.ratingChange}` : ''}` : t('lobby.casual')),
        gc(4, h('time', { datetime: g.at }, formatDate(g.at))),
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
    h('h1', {}, h('bdi', { 'data-user': '' }, p.name)),
    h('p', { class: 'lead' }, t('profile.since', { date: formatDate(p.createdAt, 'date'), n: p.games })),
    h('h2', {}, t('profile.ratings')),
    p.ratings.length ? h('div', { class: 'table-wrap' }, h('table', { class: 'records ratings', id: 'ratings' },
      h('thead', {}, h('tr', {}, RATING_COLS.map((k) => h('th', { scope: 'col' }, t(k))))),
      h('tbody', {}, ratingRows))) : null,
    provisionalNote,
    h('h2', {}, t('profile.history')),
    rated.length > 1 ? h('p', {}, h('label', { for: 'chart-game' }, t('lobby.game'), ' '), chartGame) : null,
    chartBox,
    h('h2', {}, t('profile.games')),
    filters,
    h('div', { class: 'table-wrap' }, h('table', { class: 'records player-games', id: 'player-games' },
      h('thead', {}, h('tr', {}, GAME_COLS.slice(0, -1).map((k) => h('th', { scope: 'col' }, t(k))), hiddenHeader(t(GAME_COLS.at(-1))))),
      gamesBody)),
    gamesMsg].filter(Boolean));
  await Promise.all([drawChart(), loadGames()]);
  return null;
}

export async function renderLeaderboard(main, { params }) {
  setTitle(t('rating.leaderboard'));
  const cat = await api.catalogue();
  const game = h('select', { id: 'board-game' }, cat.games.map((g) => h('option', { value: g.id, selected: g.id === (params.get('game') || 'oware') }, gameName(g))));
  const speed = h('select', { id: 'board-speed' }, SPEEDS.map((s) => h('option', { value: s, selected: s === (params.get('speed') || 'blitz') }, t(`rating.speed.${s}`))));
  const COLS = ['rating.rank', 'lobby.player', 'rating.rating', 'rating.games'];
  const row = (p, ranked) => h('tr', {}, ...[
    ranked ? cell(t(COLS[0]), String(p.rank)) : null,
    cell(t(COLS[1]), h('a', { href: `#/player/${encodeURIComponent(p.name)}`, 'data-user': '' }, p.name)),
    cell(t(COLS[2]), ratingEl(p.rating, p.provisional)),
    cell(t(COLS[3]), String(p.games))].filter(Boolean));
  const table = (id, ranked, body) => h('div', { class: 'table-wrap' }, h('table', { class: 'records leaderboard', id },
    h('thead', {}, h('tr', {}, (ranked ? COLS : COLS.slice(1)).map((k) => h('th', { scope: 'col' }, t(k))))), body));
  const body = h('tbody', {});
  const provisionalBody = h('tbody', {});
  const ranked = table('leaderboard', true, body);
  // Provisional ratings are not ranked (docs/api.md): listed apart, under what the question mark means.
  const provisional = h('section', { 'aria-labelledby': 'provisional-h', id: 'provisional-section' },
    h('h2', { id: 'provisional-h' }, t('rating.provisionalPlayers')),
    h('p', { class: 'hint' }, t('rating.provisionalLead', { rd: PROVISIONAL_RD })),
    table('leaderboard-provisional', false, provisionalBody));
  const msg = h('p', { role: 'status' });
  const load = async () => {
    const b = await social.leaderboard(game.value, speed.value);
    const unranked = b.provisionalPlayers || [];
    msg.textContent = b.players.length ? '' : t(unranked.length ? 'rating.nobodyRanked' : 'rating.nobody');
    msg.className = b.players.length ? '' : 'notice';
    ranked.hidden = !b.players.length;
    provisional.hidden = !unranked.length;
    body.replaceChildren(...b.players.map((p) => row(p, true)));
    provisionalBody.replaceChildren(...unranked.map((p) => row(p, false)));
  };
  game.addEventListener('change', load);
  speed.addEventListener('change', load);
  main.replaceChildren(
    h('h1', {}, t('rating.leaderboard')),
    h('p', { class: 'filters' }, h('label', { for: 'board-game' }, t('lobby.game')), game, h('label', { for: 'board-speed' }, t('rating.speed')), speed),
    msg,
    ranked,
    provisional);
  await load();
  return null;
}

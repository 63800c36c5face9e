// The play page: the setup form (game, options, opponent, who starts, match) and the game screen.
import { t, errorText, withLang } from './i18n.js';
import * as api from './api.js';
import { Board, SPEEDS } from './board.js';
import { summaryOf, gameName } from './app.js';
import { createAnalysis } from './analysis.js';
import { evalText, number, plural } from './evaluation.js';
import { beep, soundOn, setSoundOn } from './sound.js';
import { claimSeat, mountGameSocial } from './gamesocial.js';

const SPEED_KEY = 'kete.speed';

// ---- Setup ------------------------------------------------------------------------------------------------

export async function renderSetup(main, gameId, { h, setTitle, params }) {
  setTitle(t('play.title'));
  const cat = await api.catalogue();
  const games = cat.games;
  let game = games.find((g) => g.id === gameId) || games[0];

  const gameSel = h('select', { id: 'game-select' }, games.map((g) => h('option', { value: g.id, selected: g.id === game.id }, gameName(g))));
  const gameInfo = h('p', { class: 'hint' });
  const rules = ruleOptionFields(h, 'opt');
  const optBox = rules.box;
  const optDetails = rules.element;
  const renderOptions = () => {
    gameInfo.textContent = summaryOf(game);
    rules.show(game);
  };
  gameSel.addEventListener('change', () => { game = games.find((g) => g.id === gameSel.value); renderOptions(); });
  renderOptions();

  // #/play/<game>?level=1 (the tutorial's "try it against the beginner level") preselects a level.
  const wantLevel = Number(params && params.get('level')) || 3;
  const radio = (name, value, label, checked) => h('label', {}, h('input', { type: 'radio', name, value, checked }), label);
  const levelSel = h('select', { id: 'level' }, cat.levels.map((l) => h('option', { value: l.number, selected: l.number === wantLevel }, `${l.number} · ${t(`level.${l.name}`) === `level.${l.name}` ? l.name : t(`level.${l.name}`)}`)));
  const seatRow = h('div', { class: 'radio-row', id: 'seat-row' }, radio('seat', 'south', t('side.south'), true), radio('seat', 'north', t('side.north')));
  const opponent = h('fieldset', {},
    h('legend', {}, t('setup.opponent')),
    h('div', { class: 'radio-row' },
      radio('opponent', 'computer', t('setup.computer'), true),
      radio('opponent', 'local', t('setup.local')),
      radio('opponent', 'online', t('setup.online'))),
    h('div', { class: 'opt', id: 'level-row' }, h('label', { for: 'level' }, t('setup.level'), ' '), levelSel),
    h('div', { class: 'opt' }, h('span', {}, t('setup.yourSide')), seatRow));

  const fistResult = h('p', { class: 'fist-result', role: 'status' });
  const fists = h('div', { class: 'fists', hidden: true });
  let guessed = null;
  const fistSvg = () => h('span', { html: '<svg viewBox="0 0 80 80" aria-hidden="true"><ellipse cx="40" cy="46" rx="26" ry="24" fill="#8a5a2b"/><path d="M18 38 q4-14 16-12 q4-10 14-4 q10-6 14 6 q8 2 6 14" fill="#9c6a37" stroke="#5c3a1c" stroke-width="2"/><path d="M30 30 v14 M42 26 v16 M54 30 v14" stroke="#5c3a1c" stroke-width="2"/></svg>' });
  for (const hand of ['left', 'right']) {
    fists.append(h('button', {
      type: 'button', class: 'fist', 'aria-label': t(`setup.fist.${hand}`),
      onclick: () => {
        const seedIn = Math.random() < 0.5 ? 'left' : 'right';
        guessed = seedIn === hand;
        fistResult.textContent = guessed ? t('setup.fist.right-guess') : t('setup.fist.wrong-guess');
      },
    }, fistSvg(), h('span', { class: 'sr-only' }, t(`setup.fist.${hand}`))));
  }
  const starts = h('fieldset', {},
    h('legend', {}, t('setup.first')),
    h('div', { class: 'radio-row' }, radio('first', 'south', t('side.south'), true), radio('first', 'north', t('side.north')), radio('first', 'random', t('setup.random'))),
    fists, fistResult);
  starts.addEventListener('change', () => {
    const random = starts.querySelector('input[name=first]:checked').value === 'random';
    fists.hidden = !random;
    if (random) { guessed = null; fistResult.textContent = t('setup.fist.ask'); } else fistResult.textContent = '';
  });

  const matchN = h('input', { type: 'number', id: 'match-n', min: 1, max: 15, value: 3 });
  const matchNRow = h('div', { class: 'opt', id: 'match-n-row', hidden: true }, h('label', { for: 'match-n' }, t('setup.matchN'), ' '), matchN);
  const match = h('fieldset', {},
    h('legend', {}, t('setup.match')),
    h('div', { class: 'radio-row' }, radio('match', 'single', t('setup.single'), true), radio('match', 'best-of', t('setup.bestOf')), radio('match', 'first-to', t('setup.firstTo'))),
    matchNRow);
  match.addEventListener('change', () => { matchNRow.hidden = match.querySelector('input[name=match]:checked').value === 'single'; });

  const clockMin = h('input', { type: 'number', id: 'clock-min', min: 0, max: 180, value: 0 });
  const clockInc = h('input', { type: 'number', id: 'clock-inc', min: 0, max: 120, value: 0, 'aria-label': t('setup.clockInc') });
  const clock = h('div', { class: 'opt', id: 'clock-row' }, h('label', { for: 'clock-min' }, t('setup.clock')), clockMin, ' + ', clockInc, ' ', h('span', { class: 'hint' }, t('setup.clockHelp')));
  opponent.append(clock);
  const syncOpponent = () => {
    const type = opponent.querySelector('input[name=opponent]:checked').value;
    opponent.querySelector('#level-row').hidden = type !== 'computer';
    opponent.querySelector('#seat-row').parentElement.hidden = type === 'local';
  };
  opponent.addEventListener('change', syncOpponent);
  syncOpponent();

  const err = h('p', { class: 'error', role: 'alert', hidden: true });
  const startBtn = h('button', { type: 'submit', class: 'btn' }, t('setup.start'));
  const form = h('form', { class: 'setup-form' },
    h('h1', {}, t('play.title')),
    h('div', { class: 'setup' },
      h('fieldset', {}, h('legend', {}, t('setup.game')), h('div', { class: 'opt' }, h('label', { for: 'game-select' }, t('setup.whichGame'), ' '), gameSel), gameInfo,
        h('h2', { class: 'sub' }, t('setup.options')), optDetails),
      h('div', {}, opponent, starts, match)),
    h('p', {}, startBtn), err);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    err.hidden = true;
    const val = (name) => form.querySelector(`input[name=${name}]:checked`).value;
    let first = val('first');
    const type = val('opponent');
    let seat = val('seat');
    if (first === 'random') {
      if (guessed === null) { fistResult.textContent = t('setup.fist.ask'); fists.querySelector('button').focus(); return; }
      // The guesser (the creator's side, South on a shared device) starts when the guess was right.
      const mine = type === 'local' ? 'south' : seat;
      first = guessed ? mine : (mine === 'south' ? 'north' : 'south');
    }
    const options = {};
    optBox.querySelectorAll('select, input').forEach((i) => { options[i.name] = i.value; });
    const req = { game: game.id, options, first, opponent: type === 'computer' ? { type, level: Number(levelSel.value) } : { type } };
    if (type !== 'local') req.seat = seat;
    if (Number(clockMin.value) > 0) req.clock = { minutes: Number(clockMin.value), increment: Number(clockInc.value) };
    const format = val('match');
    if (format !== 'single') req.match = { format, n: Math.min(15, Math.max(1, Number(matchN.value) || 1)) };
    try {
      startBtn.disabled = true;
      await startGame(req);
    } catch (ex) {
      err.textContent = errorText(ex);
      err.hidden = false;
    } finally {
      startBtn.disabled = false;
    }
  });
  main.replaceChildren(form);
  return null;
}

async function startGame(req) {
  const res = await api.createGame(req);
  api.saveToken(res.game.id, res.token, res.seat);
  location.hash = `#/game/${res.game.id}`;
}

function withStop(s) {
  return /[.!?]$/.test(s) ? s : `${s}.`;
}

/**
 * The rule options of a game as form fields, folded away when there are many (the defaults are the standard
 * rules): the setup page's and the lobby's seek form's. {@code show(game)} draws the fields of a game; {@code
 * values()} gives every option's value, {@code changed()} only those that differ from the default.
 */
export function ruleOptionFields(h, idPrefix) {
  const box = h('div');
  const summary = h('summary', {});
  const element = h('details', { class: 'rule-options' }, summary, box);
  let game = null;
  const show = (g) => {
    game = g;
    const shown = g.options.filter((o) => o.name !== 'firstPlayer');
    summary.textContent = t('setup.optionsCount', { n: shown.length });
    element.open = shown.length <= 3;
    element.hidden = shown.length === 0;
    box.replaceChildren(...shown.map((o) => {
      const id = `${idPrefix}-${o.name}`;
      let input;
      if (o.kind === 'integer') input = h('input', { type: 'number', id, name: o.name, min: o.min, max: o.max, value: o.default });
      else input = h('select', { id, name: o.name }, o.values.map((v) => h('option', { value: v, selected: v === o.default }, optionValueText(g, o, v))));
      return h('div', { class: 'opt' },
        h('label', { for: id }, optionName(g, o), ' '), input,
        h('span', { class: 'hint' }, withStop(optionHelp(g, o)), ' ', t('setup.default', { v: optionValueText(g, o, o.default) })));
    }));
  };
  const values = () => {
    const out = {};
    box.querySelectorAll('select, input').forEach((i) => { out[i.name] = i.value; });
    return out;
  };
  const changed = () => {
    const out = {};
    for (const [name, v] of Object.entries(values())) {
      const o = game.options.find((x) => x.name === name);
      if (o && String(o.default) !== String(v)) out[name] = v;
    }
    return out;
  };
  return { element, box, show, values, changed };
}

/** A game's rule options that differ from its defaults, in words: "Grand slam: allowed". */
export function ruleOptionsText(game, options) {
  if (!game || !options) return '';
  return Object.entries(options)
    .map(([name, v]) => {
      const o = game.options.find((x) => x.name === name);
      return o ? `${optionName(game, o)}: ${optionValueText(game, o, String(v))}` : `${name}: ${v}`;
    })
    .join(', ');
}

function optionName(game, o) {
  const k = `opt.${o.name}`;
  const s = t(k);
  return s === k ? o.name : s;
}
function optionHelp(game, o) {
  const k = `opt.${game.id}.${o.name}.help`;
  let s = t(k);
  if (s !== k) return s;
  const k2 = `opt.${o.name}.help`;
  s = t(k2);
  return s === k2 ? o.description : s;
}
function optionValueText(game, o, v) {
  const k = `val.${v}`;
  const s = t(k);
  return s === k ? v : s;
}

// ---- Game screen ------------------------------------------------------------------------------------------

export async function renderGame(main, id, { h, setTitle, params }) {
  let view;
  let joinedNow = false;
  // Names, chat and rating changes (gamesocial.js); an account's seat opens on any of its devices.
  let gameSocial = null;
  await claimSeat(id);
  if (!api.tokenFor(id)) {
    view = await api.getGame(id);
    if (view.mode === 'online' && (view.seats.south === 'open' || view.seats.north === 'open') && params.has('join')) {
      try {
        const j = await api.joinGame(id);
        api.saveToken(id, j.token, j.seat);
        view = j.game;
        joinedNow = true;
      } catch { /* no free seat: watch */ }
    }
  }
  if (!view || !joinedNow) view = await api.getGame(id);
  const type = await api.gameType(view.game);
  setTitle(gameName(type));
  const you = view.you; // 'south' | 'north' | 'both' | null
  const bottom = you === 'north' ? 'north' : 'south';
  const names = sideNames(view);
  const advantage = type.advantage || 'seeds';
  const topSide = bottom === 'north' ? 'south' : 'north';

  const status = h('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  const matchLine = h('p', { class: 'match-score' });
  const boardBox = h('div', { class: 'board-wrap' });
  const bar = h('div', { class: 'choice-bar', 'aria-live': 'polite' });
  const note = h('p', { class: 'board-note', 'aria-live': 'polite' });
  const clockLine = h('p', { class: 'clock-line', hidden: true });
  const watchLine = h('p', { class: 'watchers', 'aria-live': 'polite', hidden: true });
  // Each player's name with their clock, above and below the board as they sit (shown when there is a clock).
  const playerBar = (side) => {
    const name = h('span', { class: 'player-name' });
    const clock = h('span', { class: 'clock', role: 'timer' });
    const bar = h('div', { class: `player-bar ${side === bottom ? 'bottom' : 'top'}`, 'data-side': side, hidden: true },
      name, h('span', { class: 'clock-box' }, h('span', { class: 'sr-only' }, `${t('game.clockOf', { side: t(`side.${side}`) })}: `), clock,
        h('span', { class: 'low-note sr-only' })));
    return { bar, name, clock, low: bar.querySelector('.low-note') };
  };
  const bars = { south: playerBar('south'), north: playerBar('north') };
  const invite = h('div', { class: 'invite', hidden: true });
  const offerBox = h('div', { class: 'notice', hidden: true });
  const nextBox = h('div', { class: 'notice next-game', hidden: true, role: 'status' });
  const moveList = h('ol', { class: 'movelist', 'aria-label': t('game.moves') });
  const speedSel = h('select', { id: 'speed' }, Object.keys(SPEEDS).map((s) => h('option', { value: s, selected: s === (localStorage.getItem(SPEED_KEY) || 'normal') }, t(`speed.${s}`))));
  const btn = (key, onclick, extra = {}) => h('button', { type: 'button', class: 'btn small ghost', onclick, ...extra }, t(key));
  const undoBtn = btn('game.undo', () => act(() => api.undo(id, view.version)));
  // A hint belongs to the position it was given for: it goes when the position changes (showState, browse).
  const hintBtn = btn('game.hint', async () => {
    const asked = view.version;
    try {
      const r = await api.hint(id);
      if (closed || view.version !== asked || browsing !== null) return;
      note.textContent = hintText(r, advantage);
      note.dataset.hint = String(asked);
    } catch (e) { note.textContent = errorText(e); }
  });
  const resignBtn = btn('game.resign', () => {
    if (!confirm(t('game.resignConfirm'))) return;
    act(() => api.resign(id, view.version, you === 'both' ? view.position.toMove : undefined));
  });
  const drawBtn = btn('game.offerDraw', () => act(() => api.offer(id, 'draw', 'offer', view.version)));
  const takebackBtn = btn('game.offerTakeback', () => act(() => api.offer(id, 'takeback', 'offer', view.version)));
  // A link to the position on the board (the one being replayed, or the current one).
  const shareBtn = btn('game.share', async () => {
    try {
      const p = await api.positionAt(id, browsing ?? view.moves.length);
      const q = new URLSearchParams((p.share || '').split('?')[1] || '');
      if (!q.get('position')) q.set('position', p.position.text);
      if (!q.get('game')) q.set('game', view.game);
      const link = withLang(`#/position?${q}`);
      if (navigator.clipboard) await navigator.clipboard.writeText(link).catch(() => {});
      note.replaceChildren(t('game.shareReady'), ' ', h('a', { href: link }, link));
      delete note.dataset.hint;
    } catch (e) { note.textContent = errorText(e); }
  });
  const rematchBtn = h('button', { type: 'button', class: 'btn', hidden: true, onclick: () => rematch() }, t('game.rematch'));
  const nav = {
    first: btn('game.first', () => browse(0), { 'aria-label': t('game.first') }),
    prev: btn('game.prev', () => browse((browsing ?? view.moves.length) - 1)),
    next: btn('game.next', () => browse((browsing ?? view.moves.length) + 1)),
    last: btn('game.last', () => browse(view.moves.length)),
  };
  // Analysis: never in an online game still being played (no engine help in online play).
  const analysis = createAnalysis(h, { advantage });
  analysis.setAvailable(view.mode !== 'online' || view.status === 'finished');
  const side = h('aside', { class: 'panel' },
    h('h2', {}, t('game.moves')), moveList,
    h('div', { class: 'controls' }, nav.first, nav.prev, nav.next, nav.last),
    h('div', { class: 'controls analysis-row' }, analysis.button), analysis.panel,
    h('div', { class: 'speed' }, h('label', { for: 'speed' }, t('game.speed')), speedSel),
    h('p', { class: 'sound-opt', hidden: !you }, h('label', {},
      h('input', { type: 'checkbox', id: 'sound', checked: soundOn(), onchange: (e) => setSoundOn(e.target.checked) }), ' ', t('game.sound'))),
    h('p', {}, shareBtn),
    h('p', {}, h('a', { href: `api/games/${id}/record`, download: '' }, t('records.download'))),
    h('p', {}, h('a', { href: `#/rules/${type.id}` }, t('game.rulesLink'))));
  main.replaceChildren(
    h('h1', {}, gameName(type)),
    h('div', { class: 'game' },
      h('section', { 'aria-label': t('game.board') }, matchLine, status, watchLine, clockLine, invite, offerBox, nextBox,
        bars[topSide].bar, boardBox, bars[bottom].bar, bar, note,
        h('div', { class: 'controls' }, undoBtn, hintBtn, takebackBtn, drawBtn, resignBtn, rematchBtn)),
      side));

  const board = new Board(boardBox, type, { bottom, names, speed: speedSel.value });
  speedSel.addEventListener('change', () => { localStorage.setItem(SPEED_KEY, speedSel.value); board.setSpeed(speedSel.value); });
  let browsing = null;
  let busy = false;
  let closed = false;
  let socket = null;
  let tick = null;
  let wasOver = null;
  let wasMyTurn = null;

  const isMine = (side) => you === 'both' || you === side;
  const computerTurn = () => view.mode === 'computer' && view.status === 'active' && view.seats[view.position.toMove] === 'computer';

  function sideNames(v) {
    const n = {};
    for (const s of ['south', 'north']) {
      const seat = v.seats[s];
      let who = seat === 'computer' ? t('game.computer', { level: v.level }) : seat === 'open' ? t('game.waitingSeat') : t('game.player');
      if (v.you === s) who = t('game.you');
      const name = gameSocial && gameSocial.nameOf(s);
      if (name) who = v.you === s ? `${name} (${t('game.you')})` : name;
      n[s] = `${t(`side.${s}`)} · ${who}`;
    }
    return n;
  }

  async function act(fn) {
    try {
      const r = await fn();
      await showState(r.game);
    } catch (e) {
      note.textContent = errorText(e);
      if (e.code === 'stale-version') showState(await api.getGame(id));
    }
  }

  // Moves numbered as players read them (docs/notation/move-numbers.md): a number starts with the first move
  // and with each South move that follows a North move; everything until the next number goes under it, so an
  // extra turn shows as two moves of one player, and a number that starts with North's move reads "1...".
  function renderMoves() {
    if (!view.moves.length) { moveList.replaceChildren(h('li', { class: 'empty' }, t('game.noMoves'))); return; }
    const movers = view.movers || [];
    const groups = [];
    view.moves.forEach((m, i) => {
      const by = movers[i];
      if (!groups.length || (by === 'south' && movers[i - 1] !== 'south')) groups.push({ n: groups.length + 1, north: by === 'north', plies: [] });
      groups[groups.length - 1].plies.push(i);
    });
    const shown = browsing ?? view.moves.length;
    moveList.replaceChildren(...groups.map((g) => h('li', {},
      h('span', { class: 'n' }, g.north ? `${number(g.n)}...` : `${number(g.n)}.`),
      h('span', { class: 'plies' }, g.plies.map((i) => h('button', {
        type: 'button', class: `mv ${movers[i] || ''}`, 'aria-current': String(shown === i + 1), onclick: () => browse(i + 1),
      }, view.moves[i]))))));
    const cur = moveList.querySelector('[aria-current=true]');
    if (cur) cur.scrollIntoView({ block: 'nearest' });
  }

  function analyseShown() {
    analysis.setAvailable(view.mode !== 'online' || view.status === 'finished');
    analysis.show({ gameId: id, ply: browsing ?? view.moves.length });
  }

  async function browse(ply) {
    ply = Math.max(0, Math.min(view.moves.length, ply));
    if (ply === view.moves.length) { browsing = null; renderMoves(); await showState(view, true); return; }
    browsing = ply;
    clearHint();
    undoBtn.hidden = true;
    board.block(t('game.browsing'));
    analyseShown();
    const p = await api.positionAt(id, ply);
    // A later step may have moved on while this one loaded.
    if (browsing !== ply) return;
    board.setPosition(p.position);
    status.textContent = t('game.viewing', { ply, total: view.moves.length });
    renderMoves();
  }

  // The match score as the server keeps it: wins of the player in each seat of this game.
  function renderMatch() {
    const m = view.match;
    if (!m || m.format === 'single') { matchLine.textContent = ''; matchLine.hidden = true; return; }
    matchLine.hidden = false;
    const cap = (x) => x.charAt(0).toUpperCase() + x.slice(1);
    const who = (side) => cap(view.you === side ? t('game.you') : view.seats[side] === 'computer' ? t('match.computer') : t(`side.${side}`));
    const label = m.format === 'best-of' ? t('match.bestOf', { n: m.n }) : t('match.firstTo', { n: m.n });
    const parts = [`${label} · ${t('match.game', { n: m.number })}`, `${who('south')} ${m.score.south} – ${m.score.north} ${who('north')}`];
    if (m.score.draws) parts.push(t('match.draws', { n: m.score.draws }));
    if (m.status === 'finished') parts.push(m.winner ? t('match.won', { side: who(m.winner) }) : t('match.drawn'));
    matchLine.textContent = parts.join(' · ');
  }

  // A finished game points to the game that followed it (the match's next game or a rematch).
  function follow(nextId) {
    const token = api.tokenFor(id);
    if (token) api.saveToken(nextId, token);
    location.hash = `#/game/${nextId}`;
  }

  function renderNext() {
    const next = view.status === 'finished' ? view.next : null;
    nextBox.hidden = !next;
    if (!next) return;
    const inMatch = view.match && view.match.status === 'active';
    nextBox.replaceChildren(
      h('span', {}, inMatch ? t('match.nextReady') : t('game.rematchReady'), ' '),
      h('button', { type: 'button', class: 'btn small', id: 'follow-next', onclick: () => follow(next) }, inMatch ? t('match.next') : t('game.toRematch')));
  }

  async function rematch() {
    try {
      if (view.mode === 'online') {
        const r = await api.rematch(id, view.version, 'offer');
        await showState(r.game);
        return;
      }
      const r = await api.rematch(id, view.version);
      follow(r.game.id);
    } catch (e) {
      note.textContent = errorText(e);
      if (e.code === 'stale-version') showState(await api.getGame(id));
    }
  }

  function clearHint() {
    if (note.dataset.hint === undefined) return;
    note.textContent = '';
    delete note.dataset.hint;
  }

  // Each player's clock beside their name: large, running down visibly (tenths in the last ten seconds), the
  // running one marked, low time (the last tenth of the time, and never less than the last 20 seconds) marked.
  function renderClock() {
    clearInterval(tick);
    const c = view.clock;
    boardBox.classList.toggle('clocked', !!c);
    for (const side of ['south', 'north']) bars[side].bar.hidden = !c;
    const waits = c && !c.running && view.status === 'active';
    clockLine.textContent = waits ? t('game.clockWaits') : '';
    clockLine.hidden = !waits;
    if (!c) return;
    const t0 = Date.now();
    const lowAt = Math.max(20000, c.initialMs / 10);
    const fmt = (ms) => {
      ms = Math.max(0, ms);
      if (ms > 0 && ms < 10000) { const d = Math.ceil(ms / 100); return `0:0${Math.floor(d / 10)}${number(0.1).charAt(1)}${d % 10}`; }
      const s = Math.ceil(ms / 1000);
      return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
    };
    const draw = () => {
      const el = Date.now() - t0;
      const left = { south: c.southMs - (c.running === 'south' ? el : 0), north: c.northMs - (c.running === 'north' ? el : 0) };
      for (const side of ['south', 'north']) {
        const b = bars[side];
        b.clock.textContent = fmt(left[side]);
        const low = left[side] <= lowAt;
        b.bar.classList.toggle('low', low);
        b.bar.classList.toggle('running', c.running === side);
        b.low.textContent = low ? ` (${t('game.lowTime')})` : '';
      }
      if ((left.south <= 0 || left.north <= 0) && c.running) { clearInterval(tick); api.getGame(id).then((v) => showState(v)).catch(() => {}); }
    };
    draw();
    if (c.running) tick = setInterval(draw, 100);
  }

  // Spectators are told that they watch and how many others do; players, how many watch them.
  let spectators = 0;
  function renderWatchers() {
    const others = you ? spectators : spectators - 1;
    let text = '';
    if (!you && view.status !== 'finished') text = t('game.spectator');
    if (others > 0) text += `${text ? ' ' : ''}${plural(you ? 'game.spectators' : 'game.othersWatch', others, { n: number(others) })}`;
    watchLine.textContent = text;
    watchLine.hidden = !text;
  }

  function renderOffer() {
    const o = view.offer;
    offerBox.hidden = !o;
    if (!o) return;
    const mine = isMine(o.by);
    offerBox.replaceChildren(h('span', {}, t(`offer.${o.kind}`, { side: t(`side.${o.by}`) }), ' '));
    if (!mine && you) {
      const accept = o.kind === 'rematch'
        ? async () => { try { const r = await api.rematch(id, view.version, 'accept'); follow(r.game.id); } catch (e) { note.textContent = errorText(e); } }
        : () => act(() => api.offer(id, o.kind, 'accept', view.version));
      const decline = o.kind === 'rematch'
        ? () => act(() => api.rematch(id, view.version, 'decline'))
        : () => act(() => api.offer(id, o.kind, 'decline', view.version));
      offerBox.append(
        h('button', { type: 'button', class: 'btn small', onclick: accept }, t('offer.accept')), ' ',
        h('button', { type: 'button', class: 'btn small ghost', onclick: decline }, t('offer.decline')));
    }
  }

  function renderInvite() {
    const open = view.mode === 'online' && (view.seats.south === 'open' || view.seats.north === 'open');
    invite.hidden = !open || !you;
    if (invite.hidden) return;
    const link = withLang(`#/game/${id}?join`);
    const input = h('input', { type: 'text', readonly: true, value: link, 'aria-label': t('game.inviteLink'), onfocus: (e) => e.target.select() });
    invite.replaceChildren(h('p', {}, t('game.invite')), input,
      h('p', {}, h('button', { type: 'button', class: 'btn small', onclick: () => navigator.clipboard && navigator.clipboard.writeText(link).then(() => { note.textContent = t('game.copied'); }) }, t('game.copy'))));
  }

  async function showState(v, force = false) {
    if (closed) return;
    // The live channel's views carry no seat; this page knows its own.
    view = { ...v, you };
    const names = sideNames(view);
    board.setNames(names);
    for (const side of ['south', 'north']) bars[side].name.textContent = names[side];
    if (note.dataset.hint !== undefined && note.dataset.hint !== String(view.version)) clearHint();
    if (browsing !== null && !force) { renderMoves(); return; }
    const over = view.status === 'finished';
    // A finished game has no side to move: no marker says otherwise.
    board.setPosition(over ? { ...view.position, toMove: null } : view.position);
    renderMoves();
    renderWatchers();
    analyseShown();
    renderClock();
    renderOffer();
    renderInvite();
    renderMatch();
    renderNext();
    if (gameSocial) gameSocial.update(view);
    status.classList.toggle('over', over);
    // The lines of the last move's animation say nothing once the result is shown.
    if (over && wasOver === false) note.textContent = '';
    // Undo is for a game being played (not an online one: there the opponent is asked), never a finished one.
    undoBtn.hidden = view.mode === 'online' || !you || over;
    hintBtn.hidden = view.mode === 'online' || !you || over;
    drawBtn.hidden = takebackBtn.hidden = view.mode !== 'online' || !you || over || view.status !== 'active';
    // A takeback needs a move of one's own to take back, and no other offer waiting.
    takebackBtn.disabled = !(view.movers || []).includes(you) || !!view.offer;
    // Players in another tab see from the title, and may hear, that it is their turn.
    const myTurn = !over && view.status === 'active' && !!you && you !== 'both' && isMine(view.position.toMove);
    setTitle(myTurn ? `${t('game.titleTurn')} · ${gameName(type)}` : gameName(type));
    if (myTurn && wasMyTurn === false && (view.mode === 'online' || document.hidden)) beep();
    wasMyTurn = myTurn;
    wasOver = over;
    resignBtn.hidden = !you || over || view.status === 'waiting';
    // A rematch follows a decided match (a single game is a match of one); online it is offered first.
    rematchBtn.hidden = !over || !you || !!view.next || !!view.offer || (view.match && view.match.status !== 'finished');
    rematchBtn.textContent = view.mode === 'online' ? t('game.offerRematch') : view.match && view.match.format !== 'single' ? t('game.newMatch') : t('game.rematch');
    undoBtn.disabled = view.moves.length === 0 || busy;
    if (over) {
      status.textContent = resultText(view.outcome);
      board.block(t('board.why.over'));
      return;
    }
    if (view.status === 'waiting') {
      status.textContent = t('game.waiting');
      board.block(t('game.waiting'));
      return;
    }
    const mover = view.position.toMove;
    if (isMine(mover)) {
      status.textContent = you === 'both' ? t('game.turnOf', { side: t(`side.${mover}`) }) : t('game.yourTurn');
      // Not awaited: showState returns at once (the router then finishes, and must not wait for a move, or it
      // would move the focus to <main> after the player's first move).
      board.requestMove(view.legalMoves, bar).then((mv) => { if (mv) submit(mv); });
    } else if (computerTurn()) {
      status.textContent = t('game.thinking');
      board.block(t('board.why.notYourTurn'));
      runComputer();
    } else {
      status.textContent = you ? t('game.waitOpponent') : t('game.turnOf', { side: t(`side.${mover}`) });
      board.block(you ? t('board.why.notYourTurn') : t('board.why.spectator'));
    }
  }

  async function playApplied(applied, v) {
    clearHint();
    for (const a of applied) {
      const isLast = a === applied[applied.length - 1];
      const after = isLast ? v.position : null;
      note.textContent = t('game.played', { side: t(`side.${a.by}`), move: a.notation });
      status.textContent = note.textContent;
      await board.animate(a.trace, after, (s) => { note.textContent = s; });
      board.markLastMove(a.trace.filter((e) => e.type === 'lift' && e.lap === 1).map((e) => e.pit));
    }
  }

  async function submit(mv) {
    busy = true;
    try {
      const r = await api.move(id, view.version, mv.code);
      view.version = r.game.version;
      await playApplied(r.applied, r.game);
      busy = false;
      await showState(r.game);
    } catch (e) {
      busy = false;
      note.textContent = errorText(e);
      showState(await api.getGame(id));
    }
  }

  async function runComputer() {
    busy = true;
    try {
      const r = await api.computerMove(id, view.version);
      view.version = r.game.version;
      await playApplied(r.applied, r.game);
      busy = false;
      await showState(r.game);
    } catch (e) {
      busy = false;
      note.textContent = errorText(e);
      // An overloaded server asks to retry; a stale view is refreshed.
      if (e.status === 503) setTimeout(() => { if (!closed) runComputer(); }, 1500);
      else if (e.code === 'stale-version') showState(await api.getGame(id));
    }
  }

  // Online players and every spectator follow the game live; a spectator says so, to be counted.
  if (view.mode === 'online' || !you) {
    socket = api.events(id, async (msg) => {
      if (msg.type === 'spectators') { spectators = msg.count; renderWatchers(); return; }
      if (!msg.game || msg.game.version <= view.version || busy) return;
      const v = { ...msg.game, you };
      // Both players wanted the rematch (one offered, the other accepted): go there together.
      if (msg.reason === 'rematch' && v.next && you) { follow(v.next); return; }
      // An offer declined is told to the player who made it.
      let declined = null;
      if (msg.reason && msg.reason.endsWith('-decline') && view.offer && you && isMine(view.offer.by) && you !== 'both') {
        declined = t(`declined.${view.offer.kind}`, { side: t(`side.${view.offer.by === 'south' ? 'north' : 'south'}`) });
      }
      if (msg.type === 'moves' && msg.applied) {
        busy = true;
        view.version = v.version;
        await playApplied(msg.applied, v);
        busy = false;
      }
      await showState(v);
      if (declined) note.textContent = declined;
    }, (s) => { if (s === 'reconnecting') note.textContent = t('game.reconnecting'); }, you ? null : { type: 'watch' });
  }

  // The arrow keys step through the game, as on other game sites (not while a pit or a field has the keys).
  const onKey = (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.defaultPrevented) return;
    if (e.target.closest && e.target.closest('svg.board, input, select, textarea, .choice-bar')) return;
    const step = { ArrowLeft: -1, ArrowRight: 1 }[e.key];
    if (!step) return;
    e.preventDefault();
    browse((browsing ?? view.moves.length) + step);
  };
  document.addEventListener('keydown', onKey);

  gameSocial = await mountGameSocial(h, id, view, {
    aside: side,
    after: boardBox.parentElement,
    onNames: () => { const n = sideNames(view); board.setNames(n); for (const s of ['south', 'north']) bars[s].name.textContent = n[s]; },
  }).catch(() => null);
  await showState(view);
  return () => {
    closed = true; clearInterval(tick); if (socket) socket.close(); board.cancelRequest(); analysis.destroy();
    if (gameSocial) gameSocial.close();
    document.removeEventListener('keydown', onKey);
  };
}

export function resultText(o) {
  if (!o) return t('game.over');
  // Games ended by the server (time, resignation, agreement): the seed count says nothing about them.
  if (o.reason === 'timeout' && o.winner) return t('result.onTime', { side: t(`side.${o.winner}`) });
  if (o.reason === 'resignation' && o.winner) return t('result.resigned', { side: t(`side.${o.winner}`), loser: t(`side.${o.winner === 'south' ? 'north' : 'south'}`) });
  if (o.reason === 'agreement') return t('result.agreed', { s: o.south, n: o.north });
  const reason = t(`reason.${o.reason}`) === `reason.${o.reason}` ? o.reason : t(`reason.${o.reason}`);
  if (!o.winner) return t('result.draw', { s: o.south, n: o.north, reason });
  return t('result.win', { side: t(`side.${o.winner}`), s: o.south, n: o.north, reason });
}

/**
 * The hint line: an exact result from the endgame tables for the side to move, with every move that keeps it,
 * or the search's move and what it thinks of the position, worded as the analysis panel words it.
 */
function hintText(r, advantage) {
  const side = t(`side.${r.side}`);
  if (!r.exact) {
    if (r.southScore == null) return t('game.hintSearch', { side, move: r.move });
    return t('game.hintEval', { move: r.move, eval: evalText(null, r.southScore, advantage) });
  }
  const result = r.result === 'draw' ? t('game.hintDraw') : t(r.result === 'win' ? 'game.hintWinsBy' : 'game.hintLosesBy', { side, n: number(r.margin) });
  return t('game.hintExact', { move: r.move, result, best: (r.bestMoves || [r.move]).join(', ') });
}

// The play page: the setup form (game, options, opponent, who starts, match). The game screen is game/screen.js.
import { t, errorText } from './i18n.js';
import * as api from './api.js';
import { summaryOf, gameName } from './app.js';

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

  const clock = clockFields(h, 'clock', { minutes: 0, increment: 0, maxIncrement: 60 });
  opponent.append(clock.element);
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
    const c = clock.value();
    if (c) req.clock = c;
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

/** The bullet clocks' extra seconds: a clock of 15, 30 or 45 seconds is these with 0 minutes. */
const CLOCK_SECONDS = [0, 15, 30, 45];

/**
 * A clock's fields, the setup page's and the lobby's seek form's (ids `<prefix>-min`, `-sec`, `-inc`): minutes,
 * 0, 15, 30 or 45 seconds more (bullet clocks of under a minute), and the seconds added per move. {@code value()}
 * is the API's clock ({minutes, seconds?, increment}), or null for none (no time at all).
 */
export function clockFields(h, prefix, { minutes = 0, increment = 0, maxIncrement = 60 } = {}) {
  const min = h('input', { type: 'number', id: `${prefix}-min`, min: 0, max: 180, value: minutes });
  const sec = h('select', { id: `${prefix}-sec`, 'aria-label': t('setup.clockSeconds') },
    CLOCK_SECONDS.map((n) => h('option', { value: n }, t('time.seconds', { n }))));
  const inc = h('input', { type: 'number', id: `${prefix}-inc`, min: 0, max: maxIncrement, value: increment, 'aria-label': t('setup.clockInc') });
  const element = h('div', { class: 'opt clock-opt', id: `${prefix}-row` },
    h('label', { for: `${prefix}-min` }, t('setup.clock')), min, ' ', sec, ' + ', inc, ' ', h('span', { class: 'hint' }, t('setup.clockHelp')));
  return {
    element,
    value() {
      const m = Math.max(0, Math.floor(Number(min.value) || 0));
      const s = Number(sec.value) || 0;
      if (m * 60 + s <= 0) return null;
      const c = { minutes: m, increment: Math.max(0, Math.floor(Number(inc.value) || 0)) };
      if (s) c.seconds = s;
      return c;
    },
  };
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

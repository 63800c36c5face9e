// The play page: the setup form (game, options, opponent, who starts, match). The game screen is game/screen.js.
import { t, errorText } from './i18n.js';
import * as api from './api.js';
import { h } from './dom.js';
import { summaryOf, gameName } from './names.js';
import { ruleOptionFields, clockFields } from './fields.js';
import { setTitle } from './shell.js';

// ---- Setup ------------------------------------------------------------------------------------------------

export async function renderSetup(main, gameId, { params }) {
  setTitle(t('play.title'));
  const cat = await api.catalogue();
  const games = cat.games;
  let game = games.find((g) => g.id === gameId) || games[0];

  const gameSel = h('select', { id: 'game-select' }, games.map((g) => h('option', { value: g.id, selected: g.id === game.id }, gameName(g))));
  const gameInfo = h('p', { class: 'hint' });
  const rules = ruleOptionFields('opt');
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

  const clock = clockFields('clock', { minutes: 0, increment: 0, maxIncrement: 60 });
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

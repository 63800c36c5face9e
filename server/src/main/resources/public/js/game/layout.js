// The game screen's page: its elements laid out (the board and the bars around it, the buttons, the side panel with
// the move list, the replay's steps, the analysis, the speed and the sound) and "Skip to the board". The screen
// (screen.js) keeps them as its fields and acts on them.
import { t } from '../i18n.js';
import * as api from '../api.js';
import { Board, SPEEDS } from '../board.js';
import { h } from '../dom.js';
import { gameName } from '../names.js';
import { createAnalysis } from '../analysis.js';
import { soundOn, setSoundOn } from '../sound.js';
import { ClockBars } from './clockbar.js';
import { MoveList } from './movelist.js';
import { NoteLine } from './hint.js';
import { PresenceBox } from './presence.js';

const SPEED_KEY = 'kete.speed';

/** The page: the board's section (status lines, bars, board, choices, note, buttons) and the side panel. */
export function layOut(screen, main) {
  const { id, type, state } = screen;
  const you = state.you;
  const bottom = you === 'north' ? 'north' : 'south';
  const topSide = bottom === 'north' ? 'south' : 'north';
  screen.status = h('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  screen.matchLine = h('p', { class: 'match-score' });
  screen.afterBox = h('div', { class: 'after-game', hidden: true });
  // An online game's life: the first move's countdown, the opponent who left, the claim (presence.js).
  screen.presence = new PresenceBox({ claim: (result) => screen.claim(result), onZero: () => screen.refresh() });
  screen.boardBox = h('div', { class: 'board-wrap' });
  screen.bar = h('div', { class: 'choice-bar', 'aria-live': 'polite' });
  screen.note = new NoteLine(h('p', { class: 'board-note', 'aria-live': 'polite' }));
  screen.clockLine = h('p', { class: 'clock-line', hidden: true });
  screen.watchLine = h('p', { class: 'watchers', 'aria-live': 'polite', hidden: true });
  screen.clocks = new ClockBars(bottom);
  screen.invite = h('div', { class: 'invite', hidden: true });
  screen.offerBox = h('div', { class: 'notice', hidden: true });
  screen.nextBox = h('div', { class: 'notice next-game', hidden: true, role: 'status' });
  screen.moveList = new MoveList((ply) => screen.browse(ply));
  const speedSel = h('select', { id: 'speed' }, Object.keys(SPEEDS).map((s) => h('option', { value: s, selected: s === (localStorage.getItem(SPEED_KEY) || 'normal') }, t(`speed.${s}`))));
  const btn = (key, onclick, extra = {}) => h('button', { type: 'button', class: 'btn small ghost', onclick, ...extra }, t(key));
  screen.buttons = {
    undo: btn('game.undo', () => screen.act(() => api.undo(id, screen.view.version))),
    hint: btn('game.hint', () => screen.askHint()),
    takeback: btn('game.offerTakeback', () => screen.act(() => api.offer(id, 'takeback', 'offer', screen.view.version))),
    draw: btn('game.offerDraw', () => screen.act(() => api.offer(id, 'draw', 'offer', screen.view.version))),
    abort: btn('game.abort', () => {
      if (!confirm(t('game.abortConfirm'))) return;
      screen.act(() => api.abort(id, screen.view.version));
    }),
    resign: btn('game.resign', () => {
      if (!confirm(t('game.resignConfirm'))) return;
      screen.act(() => api.resign(id, screen.view.version, you === 'both' ? screen.view.position.toMove : undefined));
    }),
    rematch: h('button', { type: 'button', class: 'btn', hidden: true, onclick: () => screen.rematch() }, t('game.rematch')),
  };
  const shareBtn = btn('game.share', () => screen.share());
  const nav = {
    first: btn('game.first', () => screen.browse(0), { 'aria-label': t('game.first') }),
    prev: btn('game.prev', () => screen.browse(screen.state.shownPly() - 1)),
    next: btn('game.next', () => screen.browse(screen.state.shownPly() + 1)),
    last: btn('game.last', () => screen.browse(screen.view.moves.length)),
  };
  // Analysis: never in an online game still being played (no engine help in online play).
  screen.analysis = createAnalysis({ advantage: screen.advantage });
  screen.analysis.setAvailable(screen.view.mode !== 'online' || screen.view.status === 'finished');
  screen.side = h('aside', { class: 'panel' },
    h('h2', {}, t('game.moves')), screen.moveList.el,
    h('div', { class: 'controls' }, nav.first, nav.prev, nav.next, nav.last),
    h('div', { class: 'controls analysis-row' }, screen.analysis.button), screen.analysis.panel,
    h('div', { class: 'speed' }, h('label', { for: 'speed' }, t('game.speed')), speedSel),
    h('p', { class: 'sound-opt', hidden: !you }, h('label', {},
      h('input', { type: 'checkbox', id: 'sound', checked: soundOn(), onchange: (e) => setSoundOn(e.target.checked) }), ' ', t('game.sound'))),
    h('p', {}, shareBtn),
    h('p', {}, h('a', { href: `api/games/${id}/record`, download: '' }, t('records.download'))),
    h('p', {}, h('a', { href: `#/rules/${type.id}` }, t('game.rulesLink'))));
  const b = screen.buttons;
  main.replaceChildren(
    h('h1', {}, gameName(type)),
    h('div', { class: 'game' },
      h('section', { id: 'game-board', tabindex: '-1', 'aria-label': t('game.board') }, screen.matchLine, screen.status, screen.afterBox, screen.presence.el, screen.watchLine, screen.clockLine, screen.invite, screen.offerBox, screen.nextBox,
        screen.clocks.bar(topSide), screen.boardBox, screen.clocks.bar(bottom), screen.bar, screen.note.el,
        h('div', { class: 'controls' }, b.undo, b.hint, b.takeback, b.draw, b.abort, b.resign, b.rematch)),
      screen.side));

  screen.board = new Board(screen.boardBox, type, { bottom, names: state.sideNames(), speed: speedSel.value });
  speedSel.addEventListener('change', () => { localStorage.setItem(SPEED_KEY, speedSel.value); screen.board.setSpeed(speedSel.value); });
}

/**
 * "Skip to the board", right after the site's "Skip to content" (first in the tab order after it), shown when
 * focused; it moves the focus to the board's first playable pit, or to the board. Removed when the page closes.
 */
export function skipLink(screen) {
  const link = h('a', { class: 'skip', id: 'skip-board', href: '#game-board' }, t('nav.skipBoard'));
  link.addEventListener('click', (e) => {
    // A hash link would change the route: the link only moves the focus.
    e.preventDefault();
    screen.boardBox.scrollIntoView({ block: 'nearest' });
    screen.board.focusBoard();
  });
  const site = document.querySelector('a.skip:not(#skip-board)');
  if (site) site.after(link); else document.body.prepend(link);
  return link;
}

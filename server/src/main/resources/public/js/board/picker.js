// Choosing a move on the board, choice by choice (the narrowing itself is narrowing.js): the pits that start a legal
// move, then the buttons of the next choice (direction, kichwa, nyumba, a move by notation) in the page's choice bar,
// a Cancel that starts again; and the keyboard: one tab stop on the board (roving tabindex), arrow keys between
// pits as drawn, Enter or Space to play, Escape to start again. Functions of the board (board.js), which keeps the
// state they share with its drawing: the request, the playable pits, the focused pit and why nothing is playable.
import { t } from '../i18n.js';
import { Narrowing } from './narrowing.js';

/** Enables the pits that start a legal move; resolves with the chosen move (an element of moves). */
export function requestMove(board, moves, choiceBar) {
  cancelRequest(board);
  return new Promise((resolve) => {
    board.request = { narrowing: new Narrowing(moves), resolve, bar: choiceBar };
    board.blockedReason = null;
    advance(board);
  });
}

export function cancelRequest(board) {
  if (board.request && board.request.bar) board.request.bar.innerHTML = '';
  board.request = null;
  board.legalPits = new Map();
  board.pitEls.forEach((p) => p.g.classList.remove('chosen'));
  board.render();
}

export function block(board, reason) {
  cancelRequest(board);
  board.blockedReason = reason;
  board.render();
}

/** Offers what the narrowing asks for next: pits to click, buttons to press, or the move once it is known. */
function advance(board) {
  const rq = board.request;
  if (!rq) return;
  const ask = rq.narrowing.prompt();
  if (ask.kind === 'done') return finish(board, ask.move);
  board.legalPits = new Map();
  if (rq.bar) rq.bar.innerHTML = '';
  if (ask.kind === 'notation') {
    // Moves that differ in nothing a player chooses step by step: offered by notation.
    for (const m of ask.moves) rq.bar.appendChild(button(m.notation, 'btn small', () => finish(board, m)));
    showCancel(board);
    board.render();
    return;
  }
  if (ask.kind === 'pit') {
    for (const p of ask.pits) board.legalPits.set(p, true);
    if (!ask.first) showCancel(board);
  } else if (ask.kind === 'pits') {
    for (const p of ask.pits) board.legalPits.set(p, true);
    say(board, t('choose.pits', { n: ask.picked }));
    showCancel(board);
  } else {
    say(board, t(`choose.${ask.kind}`));
    for (const c of ask.options) {
      rq.bar.appendChild(button(choiceText(c), 'btn small', () => { if (rq.narrowing.pickLabel(c.label)) advance(board); }));
    }
    showCancel(board);
    const first = rq.bar.querySelector('button');
    if (first) first.focus();
  }
  board.render();
  if (ask.kind === 'pit' || ask.kind === 'pits') focusFirstLegal(board);
}

function button(text, className, onclick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = className;
  b.textContent = text;
  b.addEventListener('click', onclick);
  return b;
}

function say(board, text) {
  if (!board.request || !board.request.bar) return;
  const s = document.createElement('span');
  s.textContent = text;
  board.request.bar.appendChild(s);
}

function showCancel(board) {
  const rq = board.request;
  if (!rq || !rq.bar) return;
  rq.bar.appendChild(button(t('choose.cancel'), 'btn ghost small', () => {
    cancelRequest(board);
    rq.narrowing.restart();
    board.request = rq;
    advance(board);
  }));
}

export function activate(board, pit) {
  const rq = board.request;
  if (!rq || !board.legalPits.get(pit)) return;
  board.pitEls[pit].g.classList.add('chosen');
  if (rq.narrowing.pickPit(pit)) advance(board);
}

function finish(board, move) {
  const rq = board.request;
  cancelRequest(board);
  rq.resolve(move);
}

function focusFirstLegal(board) {
  const pits = [...board.legalPits.keys()];
  if (!pits.length) return;
  const target = board.legalPits.has(board.focusPit) ? board.focusPit : pits[0];
  board.focusPit = target;
  updateTabStops(board);
}

/** The focus on the first playable pit when a move is asked for, else on the board's group. */
export function focusBoard(board) {
  const legal = [...board.legalPits.keys()];
  if (board.interactive && legal.length) {
    board.focusPit = board.legalPits.has(board.focusPit) ? board.focusPit : legal[0];
    updateTabStops(board);
    board.pitEls[board.focusPit].g.focus();
    return;
  }
  if (!board.svg) return;
  if (!board.svg.hasAttribute('tabindex')) board.svg.setAttribute('tabindex', '-1');
  board.svg.focus();
}

// One tab stop on the board (roving tabindex); arrow keys move between pits as drawn.
export function updateTabStops(board) {
  if (!board.interactive) return;
  if (board.focusPit == null) board.focusPit = board.gridDrawn[board.gridDrawn.length - 1][0];
  board.pitEls.forEach((p, i) => p.g.setAttribute('tabindex', i === board.focusPit ? '0' : '-1'));
}

export function key(board, e) {
  if (!board.interactive) return;
  const grid = board.gridDrawn;
  let r = grid.findIndex((row) => row.includes(board.focusPit));
  if (r < 0) return;
  let c = grid[r].indexOf(board.focusPit);
  const moves = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
  if (moves[e.key]) {
    e.preventDefault();
    r = Math.max(0, Math.min(grid.length - 1, r + moves[e.key][0]));
    c = Math.max(0, Math.min(grid[0].length - 1, c + moves[e.key][1]));
    board.focusPit = grid[r][c];
    updateTabStops(board);
    board.pitEls[board.focusPit].g.focus();
  } else if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    activate(board, board.focusPit);
  } else if (e.key === 'Escape' && board.request) {
    const b = board.request.bar && board.request.bar.querySelector('.ghost');
    if (b) b.click();
  }
}

/** A choice's button: "Clockwise (cw)" where the message file words the label, else the label. */
function choiceText(c) {
  const key = `choice.${c.kind}.${c.label}`;
  const s = t(key);
  return s === key ? c.label : `${s} (${c.label})`;
}

// Playing a move's trace on the board (board.js): the steps steps.js builds from the engine's trace, played at the
// board's speed: counts changed through applyOp (the function the tests replay a trace with), the hand moving over
// the pits, seeds flying to a score, pits blinking, notes said, pauses.
import { t } from '../i18n.js';
import { el } from './svg.js';
import { animationSteps, applyOp, words } from './steps.js';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function moveHand(board, xy, n) {
  const ms = Math.max(40, board.stepMs() * 0.7);
  board.hand.style.transition = `transform ${ms}ms ease-in-out, opacity .2s`;
  board.hand.style.transform = `translate(${xy[0]}px, ${xy[1] - 38}px)`;
  board.hand.style.opacity = n > 0 ? 1 : 0;
  board.handCount.textContent = n;
}

async function fly(board, fromXY, toXY, n) {
  const ms = Math.max(120, board.stepMs() * 2);
  const dots = [];
  for (let i = 0; i < Math.min(n, 8); i++) {
    const d = el('circle', { class: 'seed flying', r: 5, cx: 0, cy: 0 }, board.svg);
    d.style.transform = `translate(${fromXY[0] + (i % 3) * 6 - 6}px, ${fromXY[1] + Math.floor(i / 3) * 6 - 6}px)`;
    d.style.transition = `transform ${ms}ms cubic-bezier(.4,.0,.2,1)`;
    dots.push(d);
  }
  await sleep(20);
  dots.forEach((d, i) => { d.style.transform = `translate(${toXY[0] + (i % 3) * 5 - 5}px, ${toXY[1] + Math.floor(i / 3) * 5}px)`; });
  await sleep(ms);
  dots.forEach((d) => d.remove());
}

function flash(board, pit, cls = 'flash') {
  const g = board.pitEls[pit] && board.pitEls[pit].g;
  if (!g) return;
  g.classList.add(cls);
  setTimeout(() => g.classList.remove(cls), Math.max(150, board.stepMs() * 2));
}

/**
 * Plays a move's trace on the board, then shows `after` exactly (the server's position is the truth).
 * onNote(text) receives the events worth telling in words (captures, direction changes, why the turn ended).
 * The steps come from steps.js; this plays them: counts, the hand, flying seeds, pauses.
 */
export async function animate(board, trace, after, onNote = () => {}) {
  board.cancelRequest();
  if (board.stepMs() === 0 || !trace) { if (after) board.setPosition(after); return; }
  board.hand.style.transition = 'none';
  for (const { ops } of animationSteps(trace, board.game.pitNames)) {
    for (const o of ops) await play(board, o, onNote);
  }
  board.hand.style.opacity = 0;
  if (after) board.setPosition(after);
}

/** One operation of an animation step (board/steps.js). */
async function play(board, o, onNote) {
  if (applyOp(board, o, board.pits.map((_, pit) => board.ownerOf(pit)))) {
    if (o.op === 'pit' || o.op === 'take') board.renderPit(o.pit);
    else if (o.op === 'collect') board.render();
    else board.renderScores();
    return;
  }
  const at = (where) => (where.pit !== undefined ? board.pos[where.pit] : board.scoreAt[where.score]);
  switch (o.op) {
    case 'hand':
      moveHand(board, at(o.at), o.seeds);
      break;
    case 'fly': {
      const to = o.to.out !== undefined ? [board.svg.viewBox.baseVal.width + 40, board.pos[o.to.out][1]] : at(o.to);
      await fly(board, at(o.from), to, o.seeds);
      break;
    }
    case 'flash':
      flash(board, o.pit, o.mark);
      break;
    case 'say':
      onNote(words(o.text, t));
      break;
    case 'wait':
      await sleep(board.stepMs() * o.steps);
      break;
    default:
      break;
  }
}

// The review's move list: the game's moves under their numbers (game/movelist.js's moveGroups), each a button that
// shows the position after it, marked with its class three ways: a symbol ("??"), a colour (the class's CSS
// class) and a word for screen readers and in its tooltip; "proven" and the seeds given away where the endgame
// tables know them.
import { t } from '../i18n.js';
import { h } from '../dom.js';
import { number } from '../evaluation.js';
import { moveGroups } from '../game/movelist.js';
import { SYMBOLS } from './model.js';
import { classWord } from './words.js';

export class ReviewMoveList {
  /** `onPick(k)`: the position after the move chosen (k = its ply + 1). */
  constructor(onPick) {
    this.onPick = onPick;
    this.el = h('ol', { class: 'movelist review-moves', 'aria-label': t('review.moves') });
  }

  /** Draws the moves of `review` (a game of `moves` by `movers`). */
  render(review, { moves, movers }) {
    this.buttons = [];
    this.el.replaceChildren(...moveGroups(moves, movers).map((g) => h('li', {},
      h('span', { class: 'n' }, g.north ? `${number(g.n)}...` : `${number(g.n)}.`),
      h('span', { class: 'plies' }, g.plies.map((i) => this.button(i, review.plies[i], moves[i], movers[i]))))));
  }

  button(i, p, move, mover) {
    const cls = p ? p.class : null;
    const words = [];
    if (cls) words.push(classWord(cls));
    if (p && p.proven) words.push(t('review.proven'));
    if (p && p.seedsLost) words.push(t('review.seedsLost', { n: p.seedsLost }));
    const b = h('button', {
      type: 'button', class: `mv rv ${mover || ''} ${cls || ''}`, 'aria-current': 'false',
      title: words.length ? `${move}: ${words.join(', ')}` : null,
      onclick: () => this.onPick(i + 1),
    }, h('span', { class: 'mv-text' }, move),
    cls && SYMBOLS[cls] ? h('span', { class: 'cls-sym', 'aria-hidden': 'true' }, SYMBOLS[cls]) : null,
    p && p.proven ? h('span', { class: 'proven-mark', 'aria-hidden': 'true' }, '≡') : null,
    p && p.seedsLost ? h('span', { class: 'seeds-lost', 'aria-hidden': 'true' }, `−${number(p.seedsLost)}`) : null,
    words.length ? h('span', { class: 'sr-only' }, `, ${words.join(', ')}`) : null);
    this.buttons.push(b);
    return b;
  }

  /** Marks the move that led to position `k` (none at the start) and scrolls it into view. */
  setCurrent(k) {
    this.buttons.forEach((b, i) => b.setAttribute('aria-current', String(i === k - 1)));
    // Only the list scrolls (not the page: the graph or the board the keys are on stays in view).
    const cur = this.buttons[k - 1];
    if (!cur) { this.el.scrollTop = 0; return; }
    const list = this.el.getBoundingClientRect();
    const box = cur.getBoundingClientRect();
    if (box.top < list.top) this.el.scrollTop -= list.top - box.top;
    else if (box.bottom > list.bottom) this.el.scrollTop += box.bottom - list.bottom;
  }
}

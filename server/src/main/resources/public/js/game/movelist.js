// The move list, numbered as players read moves (docs/notation/move-numbers.md): a number starts with the first
// move and with each South move that follows a North move; everything until the next number goes under it, so
// an extra turn shows as two moves of one player, and a number that starts with North's move reads "1...".
import { t } from '../i18n.js';
import { number } from '../evaluation.js';
import { h } from '../dom.js';

/** The view's moves under their numbers: [{n, north, plies: [ply index, ...]}, ...]. */
export function moveGroups(moves, movers = []) {
  const groups = [];
  moves.forEach((m, i) => {
    const by = movers[i];
    if (!groups.length || (by === 'south' && movers[i - 1] !== 'south')) groups.push({ n: groups.length + 1, north: by === 'north', plies: [] });
    groups[groups.length - 1].plies.push(i);
  });
  return groups;
}

/**
 * Where the replay stands, in the move list's own numbers: after `ply` plies (half-moves: each player's turn is
 * one), the number of the move that ply belongs to, who played it and how. The replay's line says both ("after
 * ply 7 of 30 (move 4: South played C)"), so that its count and the list's numbers never seem to disagree.
 */
export function replayPoint(moves, movers = [], ply) {
  if (ply <= 0) return { ply: 0, total: moves.length, move: 0, side: null, notation: null };
  const group = moveGroups(moves.slice(0, ply), movers).at(-1);
  return { ply, total: moves.length, move: group.n, side: movers[ply - 1] || null, notation: moves[ply - 1] };
}

/** The replay's line in words (game.viewing, game.viewingStart). */
export function replayText(point) {
  if (point.ply === 0) return t('game.viewingStart', { total: number(point.total) });
  return t('game.viewing', {
    ply: number(point.ply), total: number(point.total), move: number(point.move),
    side: point.side ? t(`side.${point.side}`) : '?', notation: point.notation,
  });
}

/** The list in the side panel; a move's button shows the position after it (onPick(ply)). */
export class MoveList {
  constructor(onPick) {
    this.onPick = onPick;
    this.el = h('ol', { class: 'movelist', 'aria-label': t('game.moves') });
  }

  /** The view's moves, the one leading to ply `shown` marked current. */
  render(view, shown) {
    if (!view.moves.length) { this.el.replaceChildren(h('li', { class: 'empty' }, t('game.noMoves'))); return; }
    const movers = view.movers || [];
    this.el.replaceChildren(...moveGroups(view.moves, movers).map((g) => h('li', {},
      h('span', { class: 'n' }, g.north ? `${number(g.n)}...` : `${number(g.n)}.`),
      h('span', { class: 'plies' }, g.plies.map((i) => h('button', {
        type: 'button', class: `mv ${movers[i] || ''}`, 'aria-current': String(shown === i + 1), onclick: () => this.onPick(i + 1),
      }, view.moves[i]))))));
    const cur = this.el.querySelector('[aria-current=true]');
    if (cur) cur.scrollIntoView({ block: 'nearest' });
  }
}

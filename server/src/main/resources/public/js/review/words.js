// The review in the page's language: a class's word, the progress line, a move's verdict and a player's summary.
// No DOM: node tests them with the real message files.
import { t, formatNumber } from '../i18n.js';
import { number } from '../evaluation.js';
import { moveGroups } from '../game/movelist.js';
import { SYMBOLS, percent, lossPoints, progressOf, lineOf } from './model.js';

/** "blunder", "only move": the class's word (`review.class.<id>`). */
export function classWord(cls) {
  return t(`review.class.${cls}`);
}

/** "?? blunder", "good move": the class as the move list and the detail write it, symbol first. */
export function classLabel(cls) {
  const s = SYMBOLS[cls];
  return s ? `${s} ${classWord(cls)}` : classWord(cls);
}

/**
 * Move i's number as a sentence writes it before the move (docs/notation/move-numbers.md): "19." before South's
 * move, "19..." before North's, the number being the move list's.
 */
export function moveNumber(moves, movers, i) {
  const g = moveGroups(moves.slice(0, i + 1), movers).at(-1);
  return movers[i] === 'north' ? `${number(g.n)}...` : `${number(g.n)}.`;
}

/**
 * The progress line: "Waiting in the queue…" while queued, "Reviewing: ply 12 of 120" while running. The server
 * counts positions (the plies and the start); the page says plies, at most the game's.
 */
export function progressText(status, progress, plies) {
  if (status === 'queued' || status === 'none') return t('review.queued');
  const { done } = progressOf(progress);
  return t('review.running', { done: number(Math.min(done, plies)), total: number(plies) });
}

/** A player's accuracy: "91.4%", "100%", or words when none of the player's moves was judged. */
export function accuracyText(accuracy) {
  return accuracy == null ? t('review.noAccuracy') : t('review.percent', { p: formatNumber(accuracy, 1) });
}

/**
 * The verdict on move `i` of the game (a ply of the review), line by line: what was played and its class, the
 * mover's winning chance before and after, what it gave away, the better move and its line.
 */
export function verdictLines(p, { moves, movers }) {
  const side = t(`side.${p.mover}`);
  const lines = [t('review.detail.move', { n: moveNumber(moves, movers, p.ply), side, move: p.move, cls: classLabel(p.class) })];
  if (p.class !== 'only-move') {
    lines.push(t('review.detail.chance', { side, before: number(percent(p.before.chance)), after: number(percent(p.after.chance)) }));
  }
  const lost = lossPoints(p.loss);
  if (lost > 0 && p.class !== 'best' && p.class !== 'only-move') lines.push(t('review.detail.loss', { n: lost }));
  if (p.seedsLost) lines.push(t('review.seedsLost', { n: p.seedsLost }));
  if (p.class === 'best' || p.best === p.move) lines.push(t('review.detail.isBest'));
  else if (p.best) lines.push(t('review.detail.best', { move: p.best, line: lineOf(p).join(' ') }));
  return lines;
}

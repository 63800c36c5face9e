// What the review page knows without the DOM (docs/web-ui.md, The review page): the classes and their symbols, a
// winning chance in percent, the graph's geometry, the slider's keys, the moves "learn from your mistakes" goes
// through and how it judges a move tried there. The review itself is the server's (docs/api.md, Review):
// `plies[i]` is the move from position i to position i + 1, `graph` South's winning chance at positions 0..n.

/** The classes, best first: their ids are the API's, their words `review.class.<id>` of the message files. */
export const CLASSES = ['best', 'good', 'inaccuracy', 'mistake', 'blunder', 'only-move'];

/**
 * The symbol each class shows beside its move, as annotators write them ("??" a blunder, "□" the only move); a
 * good move has none. Never alone: every class is also a colour and a word (`classWord`).
 */
export const SYMBOLS = { best: '!', good: '', inaccuracy: '?!', mistake: '?', blunder: '??', 'only-move': '□' };

/** The classes "learn from your mistakes" goes through. */
export const ERRORS = new Set(['inaccuracy', 'mistake', 'blunder']);

/** The state of a review the page shows: done, or still to come (none, queued, running), or failed. */
export function pending(view) {
  return !!view && (view.status === 'none' || view.status === 'queued' || view.status === 'running');
}

/** {done, total} of a review view or of a live `review` message; the total is at least 1. */
export function progressOf(v) {
  const p = (v && v.progress) || v || {};
  const total = Math.max(1, Number(p.total) || 0);
  const done = Math.max(0, Math.min(total, Number(p.done) || 0));
  return { done, total, percent: Math.round((100 * done) / total) };
}

/** A winning chance on the API's scale (-1 sure loss .. +1 sure win) as a percentage 0..100 (0.5 an even game). */
export function percent(chance) {
  return Math.round(50 * (1 + Math.max(-1, Math.min(1, chance))));
}

/** A loss of winning chance on the -1..+1 scale in percentage points (docs/review.md: p = 50 × loss). */
export function lossPoints(loss) {
  return Math.round(50 * (loss || 0));
}

/** Whether the move of `p` (a ply of the review) was not the review's best and a better one is known. */
export function hasBetter(p) {
  return !!p && !!p.best && p.best !== p.move && p.class !== 'best' && p.class !== 'only-move';
}

/**
 * The better line of `p`: the review's line when it starts with the best move, else the best move alone (where
 * several moves keep a proven result, the tables' line may follow another of them).
 */
export function lineOf(p) {
  if (!p || !p.best) return [];
  return p.line && p.line.length && p.line[0] === p.best ? p.line : [p.best];
}

/** The plies of `side` classed inaccuracy, mistake or blunder, in the game's order: what learn mode visits. */
export function mistakesOf(review, side) {
  return review.plies.filter((p) => p.mover === side && ERRORS.has(p.class) && p.best);
}

/**
 * The side learn mode starts with: the seat the page holds for this game (its stored token's) if it is one side;
 * else (both seats on one device, a spectator) the side with more mistakes to learn from, South when even.
 */
export function learnSide(review, seat) {
  if (seat === 'south' || seat === 'north') return seat;
  return mistakesOf(review, 'north').length > mistakesOf(review, 'south').length ? 'north' : 'south';
}

/**
 * A move tried in learn mode at ply `p`, judged by the review alone (it values no other move): the review's best
 * move is `best`; the move the game had is `played`; any other is `other` (not known to be better: try again or
 * see the answer).
 */
export function judge(p, move) {
  if (move === p.best) return 'best';
  if (move === p.move) return 'played';
  return 'other';
}

/**
 * The graph's points in a `width` × `height` box: x from position 0 (left) to n (right), South's chance +1 at the
 * top, 0 (even) in the middle, -1 at the bottom.
 */
export function graphPoints(graph, width, height) {
  const n = Math.max(1, graph.length - 1);
  return graph.map((c, k) => [(k * width) / n, ((1 - Math.max(-1, Math.min(1, c))) * height) / 2]);
}

/** The position nearest to `x` in a graph of `count` positions drawn `width` wide. */
export function positionAtX(x, width, count) {
  const n = Math.max(1, count - 1);
  return Math.max(0, Math.min(count - 1, Math.round((x / width) * n)));
}

/**
 * The slider's keys (the WAI-ARIA slider): ← ↓ one position back, → ↑ one on, Page Up/Down ten, Home the start,
 * End the last position. Another key: null.
 */
export function sliderKey(key, current, last) {
  const to = {
    ArrowLeft: current - 1, ArrowDown: current - 1, ArrowRight: current + 1, ArrowUp: current + 1,
    PageDown: current - 10, PageUp: current + 10, Home: 0, End: last,
  }[key];
  return to === undefined ? null : Math.max(0, Math.min(last, to));
}

// The hint: what the engine would play, in the analysis panel's words. A hint belongs to the position it was
// given for: the note line drops it when the position changes (a move, Undo, stepping through the game).
import { t } from '../i18n.js';
import { evalText, number } from '../evaluation.js';

/**
 * The hint line: an exact result from the endgame tables for the side to move, with every move that keeps it,
 * or the search's move and what it thinks of the position, worded as the analysis panel words it.
 */
export function hintText(r, advantage) {
  const side = t(`side.${r.side}`);
  if (!r.exact) {
    if (r.southScore == null) return t('game.hintSearch', { side, move: r.move });
    return t('game.hintEval', { move: r.move, eval: evalText(null, r.southScore, advantage) });
  }
  const result = r.result === 'draw' ? t('game.hintDraw') : t(r.result === 'win' ? 'game.hintWinsBy' : 'game.hintLosesBy', { side, n: number(r.margin) });
  return t('game.hintExact', { move: r.move, result, best: (r.bestMoves || [r.move]).join(', ') });
}

/** The note line under the board; a hint in it is marked with its version (data-hint). */
export class NoteLine {
  constructor(el) {
    this.el = el;
  }

  say(text) {
    this.el.textContent = text;
  }

  showHint(text, version) {
    this.el.textContent = text;
    this.el.dataset.hint = String(version);
  }

  clearHint() {
    if (this.el.dataset.hint === undefined) return;
    this.el.textContent = '';
    delete this.el.dataset.hint;
  }

  /** Drops a hint given for another version of the game. */
  clearHintUnless(version) {
    if (this.el.dataset.hint !== undefined && this.el.dataset.hint !== String(version)) this.clearHint();
  }
}

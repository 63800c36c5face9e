// A game's match (best-of-N, first-to-N, or a single game): the score line above the board, as the server keeps
// it (wins of the player in each seat of this game; the players change sides from game to game), and the way on
// to the game that followed a finished one (the match's next game, or a rematch).
import { t } from '../i18n.js';
import { h } from '../dom.js';

/**
 * "Computer 1 – 0 You": each side's wins beside its name, South's first while the match goes on (the players sit
 * so), the winner's first once the match is decided, as a result is read.
 */
export function matchScore(m, who) {
  const first = m.status === 'finished' && m.winner === 'north' ? 'north' : 'south';
  const second = first === 'south' ? 'north' : 'south';
  return `${who(first)} ${m.score[first]} – ${m.score[second]} ${who(second)}`;
}

/** "Best of 3 · game 2 · Computer 1 – 0 You"; '' for a single game. */
export function matchText(view) {
  const m = view.match;
  if (!m || m.format === 'single') return '';
  const cap = (x) => x.charAt(0).toUpperCase() + x.slice(1);
  const who = (side) => cap(view.you === side ? t('game.you') : view.seats[side] === 'computer' ? t('match.computer') : t(`side.${side}`));
  const label = m.format === 'best-of' ? t('match.bestOf', { n: m.n }) : t('match.firstTo', { n: m.n });
  const parts = [`${label} · ${t('match.game', { n: m.number })}`, matchScore(m, who)];
  if (m.score.draws) parts.push(t('match.draws', { n: m.score.draws }));
  if (m.status === 'finished') parts.push(!m.winner ? t('match.drawn') : view.you === m.winner ? t('match.youWon') : t('match.won', { side: who(m.winner) }));
  return parts.join(' · ');
}

export function renderMatch(line, view) {
  const text = matchText(view);
  line.textContent = text;
  line.hidden = !text;
}

/** The notice of a finished game's next game, with its button (onFollow(id)). */
export function renderNext(box, view, onFollow) {
  const next = view.status === 'finished' ? view.next : null;
  box.hidden = !next;
  if (!next) return;
  const inMatch = view.match && view.match.status === 'active';
  box.replaceChildren(
    h('span', {}, inMatch ? t('match.nextReady') : t('game.rematchReady'), ' '),
    h('button', { type: 'button', class: 'btn small', id: 'follow-next', onclick: () => onFollow(next) }, inMatch ? t('match.next') : t('game.toRematch')));
}

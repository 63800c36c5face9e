// A game's match (best-of-N, first-to-N, or a single game): the score line above the board, as the server keeps
// it (wins of the player in each seat of this game; the players change sides from game to game), and the way on
// to the game that followed a finished one (the match's next game, or a rematch).
import { t } from '../i18n.js';

/** "Best of 3 · game 2 · Computer 1 – 0 You"; '' for a single game. */
export function matchText(view) {
  const m = view.match;
  if (!m || m.format === 'single') return '';
  const cap = (x) => x.charAt(0).toUpperCase() + x.slice(1);
  const who = (side) => cap(view.you === side ? t('game.you') : view.seats[side] === 'computer' ? t('match.computer') : t(`side.${side}`));
  const label = m.format === 'best-of' ? t('match.bestOf', { n: m.n }) : t('match.firstTo', { n: m.n });
  const parts = [`${label} · ${t('match.game', { n: m.number })}`, `${who('south')} ${m.score.south} – ${m.score.north} ${who('north')}`];
  if (m.score.draws) parts.push(t('match.draws', { n: m.score.draws }));
  if (m.status === 'finished') parts.push(m.winner ? t('match.won', { side: who(m.winner) }) : t('match.drawn'));
  return parts.join(' · ');
}

export function renderMatch(line, view) {
  const text = matchText(view);
  line.textContent = text;
  line.hidden = !text;
}

/** The notice of a finished game's next game, with its button (onFollow(id)). */
export function renderNext(box, view, h, onFollow) {
  const next = view.status === 'finished' ? view.next : null;
  box.hidden = !next;
  if (!next) return;
  const inMatch = view.match && view.match.status === 'active';
  box.replaceChildren(
    h('span', {}, inMatch ? t('match.nextReady') : t('game.rematchReady'), ' '),
    h('button', { type: 'button', class: 'btn small', id: 'follow-next', onclick: () => onFollow(next) }, inMatch ? t('match.next') : t('game.toRematch')));
}

// What an online game shows around the board: the invitation while a seat is open, and who watches (a spectator
// is told that it watches and how many others do; the players, how many watch them).
import { t, withLang } from '../i18n.js';
import { number, plural } from '../evaluation.js';
import { h } from '../dom.js';

export function watchersText(you, status, spectators) {
  const others = you ? spectators : spectators - 1;
  let text = '';
  if (!you && status !== 'finished') text = t('game.spectator');
  if (others > 0) text += `${text ? ' ' : ''}${plural(you ? 'game.spectators' : 'game.othersWatch', others, { n: number(others) })}`;
  return text;
}

export function renderWatchers(line, you, status, spectators) {
  const text = watchersText(you, status, spectators);
  line.textContent = text;
  line.hidden = !text;
}

/** The link that invites the second player, while a seat of an online game is open (onCopied after a copy). */
export function renderInvite(box, view, id, onCopied) {
  const open = view.mode === 'online' && (view.seats.south === 'open' || view.seats.north === 'open');
  box.hidden = !open || !view.you;
  if (box.hidden) return;
  const link = withLang(`#/game/${id}?join`);
  const input = h('input', { type: 'text', readonly: true, value: link, 'aria-label': t('game.inviteLink'), onfocus: (e) => e.target.select() });
  box.replaceChildren(h('p', {}, t('game.invite')), input,
    h('p', {}, h('button', { type: 'button', class: 'btn small', onclick: () => navigator.clipboard && navigator.clipboard.writeText(link).then(onCopied) }, t('game.copy'))));
}

// A finished game's result in words: the seed count and the engine's reason, or how the server ended it.
// Scores read in the winner's order ("North wins, 25–8"); a draw has no winner and keeps South's first.
import { t } from '../i18n.js';

/** The two scores as a result is read: the winner's first; South's first in a draw. */
export function scoresInOrder(o) {
  return o.winner === 'north' ? [o.north, o.south] : [o.south, o.north];
}

export function resultText(o) {
  if (!o) return t('game.over');
  // Games ended by the server (time, resignation, agreement, abort, a player who left): the seed count says
  // nothing about them.
  if (o.reason === 'timeout' && o.winner) return t('result.onTime', { side: t(`side.${o.winner}`) });
  if (o.reason === 'resignation' && o.winner) return t('result.resigned', { side: t(`side.${o.winner}`), loser: t(`side.${o.winner === 'south' ? 'north' : 'south'}`) });
  if (o.reason === 'agreement') return t('result.agreed', { s: o.south, n: o.north });
  // An aborted game has no result; a player who left lost (or the one who stayed called it a draw).
  if (o.reason === 'aborted') return t('result.aborted');
  if (o.reason === 'left') {
    if (!o.winner) return t('result.leftDraw');
    return t('result.left', { side: t(`side.${o.winner}`), loser: t(`side.${o.winner === 'south' ? 'north' : 'south'}`) });
  }
  const reason = t(`reason.${o.reason}`) === `reason.${o.reason}` ? o.reason : t(`reason.${o.reason}`);
  if (!o.winner) return t('result.draw', { s: o.south, n: o.north, reason });
  const [won, lost] = scoresInOrder(o);
  return t('result.win', { side: t(`side.${o.winner}`), won, lost, reason });
}

/** The finished-games list's result: "North won 25–8"; a game ended by time, resignation or agreement says so instead. */
export function resultCellText(o) {
  if (!o) return '';
  if (o.reason === 'aborted') return t('records.aborted');
  const who = o.winner ? t('records.won', { side: t(`side.${o.winner}`) }) : t('records.draw');
  if (['timeout', 'resignation', 'agreement', 'left'].includes(o.reason)) return `${who} (${t(`reason.${o.reason}`)})`;
  const [a, b] = scoresInOrder(o);
  return `${who} ${a}–${b}`;
}

/**
 * Why a game asked to be rated is not (the players' `notRated`: docs/api.md, Players of a game), in words: too
 * few moves a side, aborted, the pair's rated games of the last 24 hours all played, or a shared network.
 */
export function notRatedText(notRated) {
  if (!notRated) return '';
  const p = notRated.params || {};
  switch (notRated.reason) {
    case 'too-few-moves': return t('rating.notRated.too-few-moves', { n: p.moves });
    case 'pair-limit': return t('rating.notRated.pair-limit', { n: p.games, hours: p.hours });
    case 'aborted': case 'shared-network': return t(`rating.notRated.${notRated.reason}`);
    default: return '';
  }
}

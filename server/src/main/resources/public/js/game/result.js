// A finished game's result in words: the seed count and the engine's reason, or how the server ended it.
import { t } from '../i18n.js';

export function resultText(o) {
  if (!o) return t('game.over');
  // Games ended by the server (time, resignation, agreement): the seed count says nothing about them.
  if (o.reason === 'timeout' && o.winner) return t('result.onTime', { side: t(`side.${o.winner}`) });
  if (o.reason === 'resignation' && o.winner) return t('result.resigned', { side: t(`side.${o.winner}`), loser: t(`side.${o.winner === 'south' ? 'north' : 'south'}`) });
  if (o.reason === 'agreement') return t('result.agreed', { s: o.south, n: o.north });
  const reason = t(`reason.${o.reason}`) === `reason.${o.reason}` ? o.reason : t(`reason.${o.reason}`);
  if (!o.winner) return t('result.draw', { s: o.south, n: o.north, reason });
  return t('result.win', { side: t(`side.${o.winner}`), s: o.south, n: o.north, reason });
}

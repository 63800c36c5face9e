// Offers between the players of an online game (docs/api.md: a draw, a takeback, a rematch): the pending offer
// with Accept and Decline for the player it is made to, and the words for an offer the opponent declined.
import { t } from '../i18n.js';
import { h } from '../dom.js';

/**
 * The notice of the view's offer; the buttons only for the other player (actions.accept(kind),
 * actions.decline(kind)). `rated`: the game is rated (a rematch offer then says the rematch is rated).
 */
export function renderOffer(box, state, actions, rated = false) {
  const o = state.view.offer;
  box.hidden = !o;
  if (!o) return;
  // A rated game's rematch is rated too: the offer says so before anyone accepts it.
  const key = o.kind === 'rematch' && rated ? 'offer.ratedRematch' : `offer.${o.kind}`;
  box.replaceChildren(h('span', {}, t(key, { side: t(`side.${o.by}`) }), ' '));
  if (!state.isMine(o.by) && state.you) {
    box.append(
      h('button', { type: 'button', class: 'btn small', onclick: () => actions.accept(o.kind) }, t('offer.accept')), ' ',
      h('button', { type: 'button', class: 'btn small ghost', onclick: () => actions.decline(o.kind) }, t('offer.decline')));
  }
}

/**
 * What a live message tells the player who made the offer it declined ("North declined the draw"), or null.
 * `before` is the view the page had (its offer), `reason` the message's reason ("draw-decline").
 */
export function declinedText(state, before, reason) {
  if (!reason || !reason.endsWith('-decline') || !before.offer || !state.you || !state.isMine(before.offer.by) || state.you === 'both') return null;
  return t(`declined.${before.offer.kind}`, { side: t(`side.${before.offer.by === 'south' ? 'north' : 'south'}`) });
}

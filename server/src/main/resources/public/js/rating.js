// A player's rating as every page writes it (the lobby, the profile, the leaderboard, the names on a board).
import { t } from './i18n.js';
import { h } from './dom.js';

/** The deviation above which a rating is provisional (docs/api.md, Ratings): the explanations quote it. */
export const PROVISIONAL_RD = 110;

/** "1662", or "1662?" for a provisional rating. */
export function ratingText(rating, provisional) {
  return `${rating}${provisional ? '?' : ''}`;
}

/**
 * A rating as the pages show it: "1662?" when provisional, with a tooltip saying what that means and, for
 * screen readers, the word instead of the question mark ("1662 (provisional)").
 */
export function ratingEl(rating, provisional) {
  if (!provisional) return h('span', { class: 'rating' }, String(rating));
  return h('span', { class: 'rating provisional', title: t('rating.provisionalTitle') },
    String(rating), h('span', { 'aria-hidden': 'true' }, '?'), h('span', { class: 'sr-only' }, ` (${t('rating.provisional')})`));
}

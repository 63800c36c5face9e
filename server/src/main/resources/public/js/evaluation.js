// An evaluation in words, the way each game's players think of it (catalogue `advantage`): Oware, Nam Nam and
// the Kenyan games are won by seeds, so an advantage is counted in seeds; the four-row Bao games are won by
// leaving the opponent without a move, so an advantage is a winning chance. Shared by the analysis panel and
// the hint, so that both say the same thing about the same position. Numbers follow the page's language.
import { t, currentLocale } from './i18n.js';

// The server's score bands (docs/api.md): a proven end is WIN minus its plies; a line into the endgame tables
// sits TABLE_WIN plus 100 per seed of the final difference; anything nearer 0 is centi-seeds.
const WIN = 1000000;
const WIN_BOUND = WIN - 10000;
const TABLE_WIN = 500000;

/** A number in the page's language: 1.5 in English, 1,5 in Portuguese. */
export function number(x, digits = 0) {
  return new Intl.NumberFormat(currentLocale(), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(x);
}

/** `key.one` where the language's plural rules make n singular ("1 ply"), else `key` itself. */
function oneOr(key, n) {
  return new Intl.PluralRules(currentLocale()).select(n) === 'one' ? `${key}.one` : key;
}

/** t(key.one) or t(key.other) by the language's plural rules for n. */
export function plural(key, n, params = {}) {
  const form = new Intl.PluralRules(currentLocale()).select(n);
  return t(`${key}.${form === 'one' ? 'one' : 'other'}`, params);
}

/** The result the answer gives, or one read from a proven score (the per-move values carry no result). */
export function resultOf(result, southScore) {
  if (result) return result;
  const a = Math.abs(southScore);
  const winner = southScore > 0 ? 'south' : 'north';
  if (a >= WIN_BOUND) return { winner, margin: null, plies: WIN - a };
  if (a >= TABLE_WIN - 100 * 48) return { winner, margin: Math.round((a - TABLE_WIN) / 100), plies: null };
  return null;
}

/**
 * Seeds of evaluation per unit of tanh: how large a lead is decisive. Oware's 6 seeds out of 48 is a clear lead;
 * in the four-row Bao games material is every seed on one's own rows (64 or 92 seeds, which change sides by the
 * handful), so a lead there must be about four times larger to mean as much. A rough scale, not a measured one.
 */
const SCALE = { seeds: 6, position: 24 };

/** How much of the bar is South's (South's winning chance for a game of position): 0.5 is even. */
export function share(result, southScore, advantage = 'seeds') {
  const r = resultOf(result, southScore);
  if (r) return r.winner === 'south' ? 1 : r.winner === 'north' ? 0 : 0.5;
  return 0.5 + 0.5 * Math.tanh(southScore / 100 / (SCALE[advantage] || SCALE.seeds));
}

const side = (s) => t(`side.${s}`);

/** A winning chance in whole percent, never 0 or 100 for an open position. */
function percent(p) {
  return Math.max(1, Math.min(99, Math.round(100 * p)));
}

/**
 * The sentence: "South wins by 2 in 7 plies" (a proven end is counted in plies, each player's turn one), "A draw with best play", "South is better by 1.5 seeds" (seeds),
 * "South is better: winning chance about 70%" (position), "Even".
 */
export function evalText(result, southScore, advantage = 'seeds') {
  const r = resultOf(result, southScore);
  if (r) {
    if (!r.winner) return t('analysis.draw');
    const s = side(r.winner);
    if (r.margin != null && r.plies != null) return t(oneOr('analysis.winsByIn', r.plies), { side: s, n: number(r.margin), p: number(r.plies) });
    if (r.margin != null) return t('analysis.winsBy', { side: s, n: number(r.margin) });
    if (r.plies != null) return t(oneOr('analysis.winsIn', r.plies), { side: s, p: number(r.plies) });
    return t('analysis.wins', { side: s });
  }
  const seeds = southScore / 100;
  const ahead = side(seeds > 0 ? 'south' : 'north');
  if (advantage === 'position') {
    const p = share(null, southScore, advantage);
    const mine = Math.max(p, 1 - p);
    if (mine < 0.53) return t('analysis.even');
    const grade = mine < 0.6 ? 'slight' : mine < 0.8 ? 'clear' : 'large';
    return t(`analysis.position.${grade}`, { side: ahead, p: number(percent(mine)) });
  }
  const n = Math.abs(Math.round(seeds * 10) / 10);
  if (n < 0.1) return t('analysis.even');
  return plural('analysis.seeds', n, { side: ahead, n: number(n, 1) });
}

/**
 * The short form on the bar and in the move list, from South's view: "+1.5" (seeds) or "62%" (South's
 * winning chance, position), "S +2", "S in 7", "=".
 */
export function shortText(result, southScore, advantage = 'seeds') {
  const r = resultOf(result, southScore);
  if (r) {
    if (!r.winner) return '=';
    const who = t(`analysis.short.${r.winner}`);
    if (r.margin != null) return `${who} +${number(r.margin)}`;
    if (r.plies != null) return t('analysis.shortIn', { side: who, p: number(r.plies) });
    return who;
  }
  if (advantage === 'position') return t('analysis.shortChance', { p: number(percent(share(null, southScore, advantage))) });
  const x = Math.round(southScore / 10) / 10;
  return `${x > 0 ? '+' : x < 0 ? '−' : ''}${number(Math.abs(x), 1)}`;
}

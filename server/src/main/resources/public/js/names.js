// A game's name, summary and region in the page's language: the message files' words where they have them
// ("name.<id>", "summary.<id>", "region.<id>"), else the catalogue's English.
import { t } from './i18n.js';
import { h } from './dom.js';

/** A game's name in the page's language where the message file has one ("name.<id>"), else the catalogue's. */
export function gameName(g) {
  const key = `name.${g.id || g.game}`;
  const s = t(key);
  return s === key ? g.name : s;
}

/** The engine's summary is English; a translated one-liner wins where the message file has it. */
export function summaryOf(g) {
  const key = `summary.${g.id}`;
  const s = t(key);
  return s === key ? g.summary : s;
}

/** Where a game is played, in the page's language ("region.<id>"), else the catalogue's English, marked so. */
export function regionOf(g) {
  const key = `region.${g.id}`;
  const s = t(key);
  if (s !== key) return h('p', { class: 'region' }, s);
  return h('p', { class: 'region', lang: 'en' }, g.region);
}

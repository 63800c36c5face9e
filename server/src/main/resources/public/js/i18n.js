// Interface text comes from i18n/<lang>.json and the languages from i18n/languages.json (module kete-text, the
// same files the server's Messages reads); adding a language is one more file and one more line there
// (docs/i18n.md). The page's language is, first that wins: ?lang= in the address (a shared link), the choice
// saved in localStorage, the browser's languages (navigator.languages), English.
const KEY = 'kete.lang';
/** The tests' pseudo-language: English with every message wrapped in ⟦ ⟧ (never offered in the switch). */
export const PSEUDO = 'x-pseudo';
let languages = [{ code: 'en', name: 'English', locale: 'en', pluralOne: [1] }];
let lang = 'en';
let messages = {};
let fallback = {};

export function currentLang() {
  return lang;
}

/** The supported languages of languages.json: {code, name, locale, pluralOne}, English first. */
export function languageList() {
  return languages;
}

/** The locale numbers, dates and plural forms follow ("pt-PT" for pt; English for the pseudo-language). */
export function currentLocale() {
  const l = languages.find((x) => x.code === lang);
  return l ? l.locale : 'en';
}

/** The language's own name ("Kiswahili"), for the switch and the "not yet in ..." notes. */
export function languageName(code = lang) {
  const l = languages.find((x) => x.code === code);
  return l ? l.name : code;
}

const known = (code) => code === PSEUDO || languages.some((l) => l.code === code);

/** ?lang=xx in the address: in the query, or in the hash's query (#/tutorial/oware?lang=sw). */
export function urlLang() {
  const fromSearch = new URLSearchParams(location.search).get('lang');
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?') + 1) : '';
  const code = (fromSearch || new URLSearchParams(hashQuery).get('lang') || '').toLowerCase();
  return code && known(code) ? code : null;
}

/** The first of the browser's languages (navigator.languages, region ignored) that Kete speaks. */
function browserLang() {
  const wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || 'en'];
  for (const tag of wanted) {
    const primary = String(tag).toLowerCase().split('-')[0];
    if (languages.some((l) => l.code === primary)) return primary;
  }
  return 'en';
}

function initialLang() {
  const fromUrl = urlLang();
  if (fromUrl) return fromUrl;
  const saved = localStorage.getItem(KEY);
  if (saved && known(saved) && saved !== PSEUDO) return saved;
  return browserLang();
}

async function load(file) {
  const res = await fetch(`i18n/${file}`);
  if (!res.ok) throw new Error(`i18n/${file} could not be loaded (${res.status})`);
  return res.json();
}

export async function initI18n() {
  const [list, en] = await Promise.all([load('languages.json'), load('en.json')]);
  languages = list;
  fallback = en;
  await setLang(initialLang(), false);
}

/**
 * Switches the page's language; {@code remember} saves it (the switch does, a ?lang= link does not). The address
 * keeps ?lang=xx, so that a copied link opens in the same language.
 */
export async function setLang(code, remember = true) {
  if (!known(code)) code = 'en';
  messages = code === 'en' || code === PSEUDO ? fallback : await load(`${code}.json`);
  lang = code;
  plurals = new Intl.PluralRules(currentLocale());
  if (remember && code !== PSEUDO) localStorage.setItem(KEY, code);
  document.documentElement.lang = code === PSEUDO ? 'en' : code;
  keepInAddress(code);
  translateStatic(document);
}

/** Puts ?lang=xx into the address without a reload (the hash route stays). */
function keepInAddress(code) {
  const q = new URLSearchParams(location.search);
  if (q.get('lang') === code) return;
  q.set('lang', code);
  history.replaceState(history.state, '', `${location.pathname}?${q}${location.hash}`);
}

/** A link to a route of this site in the page's language: withLang('#/tutorial/oware') → '?lang=sw#/tutorial/oware'. */
export function withLang(hash) {
  return `${location.origin}${location.pathname}?lang=${encodeURIComponent(lang)}${hash}`;
}

let plurals = new Intl.PluralRules('en');

/** Text that did not come from a message file but is content of the page's language (rules, tutorials). */
export function content(s) {
  return lang === PSEUDO && s ? `⟦${s}⟧` : s;
}

/**
 * t('play.turn', {player: 'South'}) fills {player} in the message. A numeric {n} picks the message's plural
 * form where the file has one: "board.pitAria.one" for 1 in English, else "board.pitAria". Numbers given as
 * numbers are written the language's way (1 234,5 in French).
 */
export function t(key, params = {}) {
  const form = typeof params.n === 'number' ? `${key}.${plurals.select(params.n)}` : null;
  const own = lang === 'en' || lang === PSEUDO;
  let s = (form && (messages[form] ?? (own ? fallback[form] : undefined))) ?? messages[key] ?? fallback[key];
  if (s === undefined) return key;
  for (const [k, v] of Object.entries(params)) s = s.replaceAll(`{${k}}`, typeof v === 'number' ? formatNumber(v) : v);
  return lang === PSEUDO ? `⟦${s}⟧` : s;
}

/** A number the page language's way, with at most {@code digits} decimals. */
export function formatNumber(x, digits = 2) {
  return new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: digits }).format(x);
}

/**
 * The page's date formats, one per kind, so that every date of the site reads the same way in a language: a
 * moment ("3 Dec 2026, 09:00"), a day ("3 Dec 2026"), a time of day ("09:00"), and a chart's axis (a short day,
 * "3 Dec"; a month, "Dec 2026").
 */
const DATE_STYLES = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  day: { day: 'numeric', month: 'short' },
  month: { month: 'short', year: 'numeric' },
};

/**
 * A date the page language's way (Intl.DateTimeFormat in the page's locale): `style` is one of the kinds above
 * (a moment by default), or Intl options; a Date or an ISO string. The month's name is the language's: marked
 * in the pseudo-language.
 */
export function formatDate(d, style = 'dateTime') {
  const options = typeof style === 'string' ? DATE_STYLES[style] : style;
  const s = new Intl.DateTimeFormat(currentLocale(), options).format(typeof d === 'string' ? new Date(d) : d);
  return lang === PSEUDO ? `⟦${s}⟧` : s;
}

export function has(key) {
  return key in messages || key in fallback;
}

export function translateStatic(root) {
  root.querySelectorAll('[data-i18n]').forEach((el) => { el.textContent = t(el.dataset.i18n); });
  root.querySelectorAll('[data-i18n-aria]').forEach((el) => { el.setAttribute('aria-label', t(el.dataset.i18nAria)); });
  root.querySelectorAll('[data-i18n-content]').forEach((el) => { el.setAttribute('content', t(el.dataset.i18nContent)); });
}

/**
 * A reason the engine explained as data ({key, params}, docs/api.md, Errors) in the page's language: a player
 * as its side, a result as the outcome, a nested reason in its own words, a game id as the game's name.
 */
export function whyText(w) {
  const p = {};
  for (const [k, v] of Object.entries(w.params || {})) {
    if (Array.isArray(v)) p[k] = v.join(' ');
    else if (v && typeof v === 'object') p[k] = v.key ? whyText(v) : outcomeText(v);
    else if (k === 'game') p[k] = t(`name.${v}`);
    else if (v === 'south' || v === 'north') p[k] = t(`side.${v}`);
    else p[k] = v;
  }
  if (typeof w.params?.game === 'string') p.how = t(`illegal.how.${w.params.game}`);
  const key = has(w.key) ? w.key : `${w.key.split('.')[0]}.unspecified`;
  const s = t(key, p);
  const legal = w.params?.legal;
  return Array.isArray(legal) && legal.length ? t('illegal.withLegal', { text: s, moves: legal.join(' ') }) : s;
}

/** "North wins 25-8": the winner's score first; a draw keeps South's first. */
function outcomeText(o) {
  if (!o.winner) return t('outcome.draw', { south: o.south, north: o.north });
  const [won, lost] = o.winner === 'south' ? [o.south, o.north] : [o.north, o.south];
  return t('outcome.win', { side: t(`side.${o.winner}`), won, lost });
}

// Codes whose wording alone loses what the server said: the server's English detail is added, marked as such.
const DETAILED = new Set(['bad-request', 'bad-json', 'unknown-option', 'bad-position', 'bad-record', 'illegal-move', 'conflict']);

/**
 * A refused request in the page's language (docs/api.md, Errors): by its key (the exact case, with its
 * params) where the messages have it, else by its code; the server's English message is only added as a
 * detail, marked as English, and shown alone only for a failure that has no code at all.
 */
export function errorText(e) {
  if (!e) return '';
  const params = { ...(e.params || {}) };
  if (params.side) params.side = t(`side.${params.side}`);
  if (params.kind) params.kind = t(`offerKind.${params.kind}`);
  // The engine's own reason (a move, a position text, a game record), worded here rather than in English.
  if (e.why) {
    const why = whyText(e.why);
    // A keyed message that names its case keeps it; one that only wraps the English detail gives way to the
    // reason worded here (its "(in English: …)" would be wrong).
    if (e.key && has(`error.${e.key}`) && !('detail' in params)) return t(`error.${e.key}`, params);
    return t('error.withWhy', { text: t(`error.code.${e.code}`), why });
  }
  if (e.key && has(`error.${e.key}`)) return t(`error.${e.key}`, params);
  if (e.code && has(`error.code.${e.code}`)) {
    if (!DETAILED.has(e.code)) return t(`error.code.${e.code}`);
    if (lang === 'en' && e.message) return e.message;
    return e.message ? t('error.detail', { text: t(`error.code.${e.code}`), detail: e.message }) : t(`error.code.${e.code}`);
  }
  if (e.worded) return e.message;
  // A failure of the page itself (a script error): said in the language, its English text as the detail.
  return e.message ? t('error.detail', { text: t('error.code.internal'), detail: e.message }) : t('error.code.internal');
}

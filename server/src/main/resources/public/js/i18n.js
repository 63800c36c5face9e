// Interface text comes from i18n/<lang>.json; adding a language is one more file plus its entry in LANGUAGES.
export const LANGUAGES = { en: 'English', pt: 'Português' };
const KEY = 'kete.lang';
let lang = 'en';
let messages = {};
let fallback = {};

export function currentLang() {
  return lang;
}

function initialLang() {
  const saved = localStorage.getItem(KEY);
  if (saved && LANGUAGES[saved]) return saved;
  const nav = (navigator.language || 'en').slice(0, 2);
  return LANGUAGES[nav] ? nav : 'en';
}

async function load(code) {
  const res = await fetch(`i18n/${code}.json`);
  if (!res.ok) throw new Error(`messages for ${code} could not be loaded`);
  return res.json();
}

export async function initI18n() {
  fallback = await load('en');
  await setLang(initialLang(), false);
}

export async function setLang(code, remember = true) {
  if (!LANGUAGES[code]) code = 'en';
  messages = code === 'en' ? fallback : await load(code);
  lang = code;
  plurals = new Intl.PluralRules(PLURAL_LOCALE[code] || code);
  if (remember) localStorage.setItem(KEY, code);
  document.documentElement.lang = code;
  translateStatic(document);
}

// Plural forms of the language (European Portuguese: "0 sementes", "1 semente").
const PLURAL_LOCALE = { pt: 'pt-PT' };
let plurals = new Intl.PluralRules('en');

/**
 * t('play.turn', {player: 'South'}) fills {player} in the message. A numeric {n} picks the message's plural
 * form where the file has one: "board.pitAria.one" for 1 in English, else "board.pitAria".
 */
export function t(key, params = {}) {
  const form = typeof params.n === 'number' ? `${key}.${plurals.select(params.n)}` : null;
  let s = (form && (messages[form] ?? (lang === 'en' ? fallback[form] : undefined))) ?? messages[key] ?? fallback[key] ?? key;
  for (const [k, v] of Object.entries(params)) s = s.replaceAll(`{${k}}`, v);
  return s;
}

export function has(key) {
  return key in messages || key in fallback;
}

export function translateStatic(root) {
  root.querySelectorAll('[data-i18n]').forEach((el) => { el.textContent = t(el.dataset.i18n); });
  root.querySelectorAll('[data-i18n-aria]').forEach((el) => { el.setAttribute('aria-label', t(el.dataset.i18nAria)); });
  root.querySelectorAll('[data-i18n-content]').forEach((el) => { el.setAttribute('content', t(el.dataset.i18nContent)); });
}

// Codes whose wording alone loses what the server said: a page in another language adds the server's English.
const DETAILED = new Set(['bad-request', 'bad-json', 'unknown-option', 'bad-position', 'bad-record', 'illegal-move', 'conflict']);

/**
 * A refused request in the page's language (docs/api.md, Errors): by its key (the exact case, with its
 * params) where the messages have it, else by its code; the server's English message is the fallback.
 */
export function errorText(e) {
  if (!e) return '';
  const params = { ...(e.params || {}) };
  if (params.side) params.side = t(`side.${params.side}`);
  if (params.kind) params.kind = t(`offerKind.${params.kind}`);
  if (e.key && has(`error.${e.key}`)) return t(`error.${e.key}`, params);
  if (e.code && has(`error.code.${e.code}`)) {
    if (!DETAILED.has(e.code)) return t(`error.code.${e.code}`);
    if (lang === 'en' && e.message) return e.message;
    return e.message ? t('error.detail', { text: t(`error.code.${e.code}`), detail: e.message }) : t(`error.code.${e.code}`);
  }
  return e.message || String(e);
}

// The real message files in node: initI18n() of i18n.js, with the few browser globals it touches stood in for
// and its fetch reading text/src/main/resources/public/i18n/. For tests of modules that word things (results,
// matches, the clock's words); `useLanguage('pt')` switches as the language switch does.
import { readFileSync } from 'node:fs';
import { initI18n, setLang } from '../../main/resources/public/js/i18n.js';

const dir = new URL('../../../../text/src/main/resources/public/i18n/', import.meta.url);

function standIns() {
  const store = new Map();
  globalThis.localStorage ??= { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, String(v)), removeItem: (k) => store.delete(k) };
  globalThis.location ??= { search: '', hash: '', pathname: '/', origin: 'http://localhost' };
  globalThis.history ??= { state: null, replaceState() {} };
  globalThis.document ??= { documentElement: {}, querySelectorAll: () => [] };
  if (!globalThis.navigator) globalThis.navigator = { languages: ['en'], language: 'en' };
  globalThis.fetch = async (url) => {
    const name = String(url).replace(/^i18n\//, '');
    return { ok: true, status: 200, json: async () => JSON.parse(readFileSync(new URL(name, dir), 'utf8')) };
  };
}

let ready = null;

/** Loads the messages (once) and switches to `lang`. */
export async function useLanguage(lang = 'en') {
  if (!ready) { standIns(); ready = initI18n(); }
  await ready;
  await setLang(lang, false);
}

// The site's frame around <main>: the page's title, the header (the navigation's mark, the phone's Menu button,
// the account link, the language switch), "Skip to content" and the footer's link to the page shown. The router
// sets it up; pages call setTitle only.
import { t, currentLang, languageList, languageName, setLang, withLang } from './i18n.js';
import { h } from './dom.js';

/** The page's title: "Rules: Oware — Kete", or the site's name and tagline. */
export function setTitle(text) {
  document.title = text ? `${text} — Kete` : `Kete — ${t('site.tagline')}`;
}

/**
 * The navigation's link of a route (the hash's parts), or null: a profile, a game, a rules page, a tutorial and
 * a shared position are pages of their own; an address the router does not know shows the catalogue.
 */
function navOf([page = '', id]) {
  if (['rules', 'tutorial', 'game', 'player'].includes(page)) return id ? null : 'catalogue';
  if (page === 'position') return null;
  return { play: 'play', games: 'games', lobby: 'lobby', leaderboard: 'leaderboard', account: 'account' }[page] || 'catalogue';
}

/**
 * Marks the navigation's link of the route shown (aria-current="page", styled): only a link to that very page, so
 * a player's profile, a game, a rules page or a tutorial mark none (none of the links leads there).
 */
export function markNav(parts) {
  const which = navOf(parts);
  document.querySelectorAll('[data-nav]').forEach((a) => {
    if (a.dataset.nav === which) a.setAttribute('aria-current', 'page'); else a.removeAttribute('aria-current');
  });
}

/**
 * On a phone the navigation and the language switch fold behind a Menu button (the header is one line, so a
 * game's board is in sight); the menu closes on a choice, on Escape and when another page opens (the function
 * returned).
 */
export function menu() {
  const button = document.getElementById('menu-toggle');
  const header = document.querySelector('.site-header');
  const set = (open) => { header.classList.toggle('menu-open', open); button.setAttribute('aria-expanded', String(open)); };
  button.addEventListener('click', () => set(button.getAttribute('aria-expanded') !== 'true'));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') { set(false); button.focus(); }
  });
  return () => set(false);
}

/** The account link of the navigation says who is signed in (or "Sign in"), in the page's language. */
export function showAccount(a) {
  const link = document.getElementById('account-link');
  if (link) link.textContent = a ? a.name : t('nav.account');
}

/**
 * The footer's link to the page shown, in its language (?lang=sw#/tutorial/bao-la-kiswahili): what a teacher
 * copies to share a Swahili tutorial.
 */
export function showPageLink() {
  const a = document.getElementById('page-link');
  if (!a) return;
  a.href = withLang(location.hash || '#/');
  a.textContent = t('nav.link', { language: languageName() });
  a.hreflang = currentLang();
}

/**
 * One button per language of languages.json, each in its own language; the pressed one is the page's. A press
 * switches the language and calls {@code onSwitch} (the router draws the page again). Returns what marks the
 * pressed button again, after a switch made elsewhere.
 */
export function languageSwitch(onSwitch) {
  const box = document.querySelector('.lang');
  const mark = () => box.querySelectorAll('[data-lang]').forEach((x) => x.setAttribute('aria-pressed', String(x.dataset.lang === currentLang())));
  box.replaceChildren(...languageList().map((l) => h('button', {
    type: 'button', 'data-lang': l.code, lang: l.code,
    onclick: async () => { await setLang(l.code); mark(); onSwitch(); },
  }, l.name)));
  mark();
  return mark;
}

/** "Skip to content" moves the focus to <main>: followed as a link, its #main would be read as a route. */
export function skipToContent(main) {
  const skip = document.querySelector('a.skip[href="#main"]');
  if (skip) skip.addEventListener('click', (e) => { e.preventDefault(); main.focus(); main.scrollIntoView({ block: 'start' }); });
}

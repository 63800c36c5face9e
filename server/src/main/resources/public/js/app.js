// The router, the entry index.html loads: the hash's route → the page that draws it in <main> (#/, #/rules/<id>,
// #/tutorial/<id>, #/play[/<id>], #/game/<id>[?join|?review], #/review/<id>, #/games, #/position?…, #/lobby, #/account,
// #/player/<name>, #/leaderboard). Nothing imports it: pages take what they share from helper modules
// (docs/web-ui.md, Modules), and module-graph.test.js keeps it so.
import { initI18n, setLang, currentLang, translateStatic, errorText, urlLang } from './i18n.js';
import { h } from './dom.js';
import * as shell from './shell.js';
import * as social from './social.js';
import { renderCatalogue } from './catalogue.js';
import { renderRecords } from './records.js';
import { renderPosition } from './position.js';
import { renderRules } from './rules.js';
import { renderTutorial } from './tutorial.js';
import { renderSetup } from './play.js';
import { renderGame } from './game/screen.js';
import { renderReview } from './review/page.js';
import { renderLobby } from './lobby.js';
import { renderAccount } from './account.js';
import { renderProfile, renderLeaderboard } from './profile.js';

const main = document.getElementById('main');
// What the page shown returns to be closed (its live channel, timers, listeners), or null.
let cleanup = null;
let closeMenu = () => {};

/** The page of a route: draws it in <main> and gives what closes it. */
function page([name, id], params) {
  if (name === 'rules' && id) return renderRules(main, id);
  if (name === 'tutorial' && id) return renderTutorial(main, id);
  if (name === 'games') return renderRecords(main);
  if (name === 'position') return renderPosition(main, params);
  if (name === 'play') return renderSetup(main, id, { params });
  if (name === 'game' && id) return renderGame(main, id, { params });
  if (name === 'review' && id) return renderReview(main, id);
  if (name === 'lobby') return renderLobby(main);
  if (name === 'account') return renderAccount(main);
  if (name === 'player' && id) return renderProfile(main, decodeURIComponent(id));
  if (name === 'leaderboard') return renderLeaderboard(main, { params });
  return renderCatalogue(main);
}

async function route() {
  social.me().then(shell.showAccount);
  if (cleanup) { try { cleanup(); } catch { /* ignore */ } cleanup = null; }
  const hash = location.hash.replace(/^#\/?/, '');
  const [path, query] = hash.split('?');
  const parts = path.split('/').filter(Boolean);
  closeMenu();
  shell.markNav(parts);
  try {
    cleanup = (await page(parts, new URLSearchParams(query || ''))) || null;
  } catch (e) {
    console.error(e);
    main.replaceChildren(h('p', { class: 'error', role: 'alert' }, errorText(e)));
  }
  shell.showPageLink();
  main.focus({ preventScroll: true });
}

async function start() {
  closeMenu = shell.menu();
  await initI18n();
  const mark = shell.languageSwitch(route);
  translateStatic(document);
  shell.skipToContent(main);
  social.onAccount(shell.showAccount);
  // A link with another ?lang= in its hash (#/tutorial/oware?lang=sw) switches the page to it.
  window.addEventListener('hashchange', async () => {
    const wanted = urlLang();
    if (wanted && wanted !== currentLang()) { await setLang(wanted, false); mark(); }
    route();
  });
  route();
}

start();

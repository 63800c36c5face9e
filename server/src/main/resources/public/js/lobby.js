// The lobby page (#/lobby): post a seek, see everyone's open seeks live and accept one with one click, and
// the games being played now, to watch. A seek lives as long as this page's live channel.
import { t, errorText } from './i18n.js';
import * as api from './api.js';
import * as social from './social.js';
import { liveChannel } from './live.js';
import { h, cell, hiddenHeader } from './dom.js';
import { gameName } from './names.js';
import { setTitle } from './shell.js';
import { ruleOptionFields, ruleOptionsText, clockFields } from './fields.js';
import { ratingEl } from './rating.js';

/** "5+3", "2:30+2", "0:15+0" (minutes and seconds, then the seconds added per move), or "no clock". */
export function clockText(c) {
  if (!c) return t('lobby.noClock');
  const m = Math.floor(c.initialSeconds / 60);
  const s = c.initialSeconds % 60;
  return `${s ? `${m}:${String(s).padStart(2, '0')}` : m}+${c.increment}`;
}

/** The clock in words: "15 s per player, + 0 s per move", "5 min per player, + 3 s per move". */
export function clockWords(c) {
  if (!c) return t('lobby.noClock');
  const m = Math.floor(c.initialSeconds / 60);
  const s = c.initialSeconds % 60;
  const base = [m ? t('time.minutes', { n: m }) : null, s || !m ? t('time.seconds', { n: s }) : null].filter(Boolean).join(' ');
  return t('lobby.clockWords', { base, increment: t('time.seconds', { n: c.increment }) });
}

/** The clock as the lobby's lists show it: short, with its words as a tooltip and for screen readers. */
function clockCell(c) {
  if (!c) return t('lobby.noClock');
  const words = clockWords(c);
  return h('span', { title: words }, h('span', { 'aria-hidden': 'true' }, clockText(c)), h('span', { class: 'sr-only' }, words));
}

export async function renderLobby(main) {
  setTitle(t('lobby.title'));
  const cat = await api.catalogue();
  const account = await social.me();
  const gameOf = (id) => cat.games.find((g) => g.id === id);
  const nameOf = (id) => gameName(gameOf(id) || { id, name: id });
  let connection = null;
  const mine = new Map(); // seek id -> secret
  let closed = false;

  // Who plays: the account, or a guest's nickname kept in this browser.
  const nick = h('input', { type: 'text', id: 'lobby-nick', maxlength: 20, value: social.nickname(), autocomplete: 'nickname' });
  nick.addEventListener('change', () => social.setNickname(nick.value.trim()));
  const who = account
    ? h('p', { class: 'who' }, t('lobby.playingAs', { name: account.name }), ' ', h('a', { href: `#/player/${encodeURIComponent(account.name)}` }, t('lobby.yourProfile')))
    : h('p', { class: 'who' }, h('label', { for: 'lobby-nick' }, t('lobby.nickname'), ' '), nick, ' ', h('a', { href: '#/account' }, t('lobby.signInForRated')));

  const gameSel = h('select', { id: 'seek-game' }, cat.games.map((g) => h('option', { value: g.id }, gameName(g))));
  // The game's rule options (the defaults are the standard rules; a seek carries only those changed).
  const rules = ruleOptionFields('seek-opt');
  rules.show(gameOf(gameSel.value));
  gameSel.addEventListener('change', () => rules.show(gameOf(gameSel.value)));
  // Minutes and, for bullet, 15, 30 or 45 seconds more; then the seconds added per move.
  const clock = clockFields('seek', { minutes: 5, increment: 3, maxIncrement: 60 });
  const rated = h('input', { type: 'checkbox', id: 'seek-rated', checked: !!account, disabled: !account });
  const seat = h('select', { id: 'seek-seat' }, ['random', 'south', 'north'].map((s) => h('option', { value: s }, s === 'random' ? t('lobby.seatRandom') : t(`side.${s}`))));
  const min = h('input', { type: 'number', id: 'seek-min-rating', min: 0, max: 4000, placeholder: t('lobby.any') });
  const max = h('input', { type: 'number', id: 'seek-max-rating', min: 0, max: 4000, placeholder: t('lobby.any'), 'aria-label': t('lobby.rangeMax') });
  const err = h('p', { class: 'error', role: 'alert', hidden: true });
  // A seek belongs to this page's live connection: it can be posted once the connection has said hello.
  const postBtn = h('button', { type: 'submit', class: 'btn', id: 'seek-post', disabled: true }, t('lobby.post'));
  const form = h('form', { class: 'seek-form', id: 'seek-form', 'aria-labelledby': 'seek-form-h' },
    h('h2', { id: 'seek-form-h', tabindex: '-1' }, t('lobby.newSeek')),
    h('div', { class: 'opt' }, h('label', { for: 'seek-game' }, t('setup.whichGame'), ' '), gameSel),
    rules.element,
    clock.element,
    h('div', { class: 'opt' }, h('label', { for: 'seek-seat' }, t('setup.yourSide'), ' '), seat),
    h('div', { class: 'opt' }, h('label', {}, rated, ' ', t('lobby.rated')), account ? null : h('span', { class: 'hint' }, ' ', t('lobby.ratedNeedsAccount'))),
    h('div', { class: 'opt' }, h('label', { for: 'seek-min-rating' }, t('lobby.range'), ' '), min, ' – ', max),
    h('p', {}, postBtn), err);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    err.hidden = true;
    const req = { connection, game: gameSel.value, rated: rated.checked, seat: seat.value };
    const options = rules.changed();
    if (Object.keys(options).length) req.options = options;
    const c = clock.value();
    if (c) req.clock = c;
    if (min.value || max.value) req.range = { min: min.value ? Number(min.value) : null, max: max.value ? Number(max.value) : null };
    if (!account) { req.name = nick.value.trim(); social.setNickname(req.name); }
    try {
      postBtn.disabled = true;
      const r = await social.postSeek(req);
      mine.set(r.seek.id, r.secret);
      renderSeeks(lastSeeks);
    } catch (ex) { err.textContent = errorText(ex); err.hidden = false; } finally { postBtn.disabled = !connection; }
  });

  // Each table's columns, named in its header and, on a phone, before each value (data-label); the last column
  // holds buttons, which say what they do: its header is named for screen readers only, and on a phone it has no
  // label of its own.
  const SEEK_COLS = ['lobby.player', 'lobby.game', 'lobby.clock', 'lobby.mode', 'lobby.range', 'lobby.seekAction'];
  const GAME_COLS = ['lobby.game', 'lobby.players', 'lobby.mode', 'lobby.moves', 'lobby.watch'];
  const head = (cols) => h('thead', {}, h('tr', {}, cols.slice(0, -1).map((k) => h('th', { scope: 'col' }, t(k))), hiddenHeader(t(cols.at(-1)))));
  const seeksBody = h('tbody', {});
  const seeksNone = h('p', { class: 'notice', id: 'no-seeks' }, t('lobby.noSeeks'));
  const seeksTable = h('table', { class: 'records seeks', id: 'seeks' }, head(SEEK_COLS), seeksBody);
  const gamesBody = h('tbody', {});
  const gamesNone = h('p', { class: 'notice' }, t('lobby.noGames'));
  const gamesTable = h('table', { class: 'records live-games', id: 'live-games' }, head(GAME_COLS), gamesBody);
  const acceptErr = h('p', { class: 'error', role: 'alert', hidden: true });
  let lastSeeks = [];

  const modeText = (s) => (s.rated ? t('lobby.ratedShort') : t('lobby.casual')) + (s.speed ? ` · ${t(`rating.speed.${s.speed}`)}` : '');

  function renderSeeks(seeks) {
    lastSeeks = seeks;
    seeksNone.hidden = seeks.length > 0;
    seeksTable.hidden = seeks.length === 0;
    seeksBody.replaceChildren(...seeks.map((s) => {
      const own = mine.has(s.id);
      const action = own
        ? h('button', { type: 'button', class: 'btn small ghost', onclick: () => cancel(s.id) }, t('lobby.cancel'))
        : h('button', { type: 'button', class: 'btn small', 'data-seek': s.id, disabled: s.rated && !account, onclick: () => accept(s.id) }, t('lobby.accept'));
      const range = s.range ? `${s.range.min ?? '…'}–${s.range.max ?? '…'}` : '–';
      const sc = (i, ...content) => cell(t(SEEK_COLS[i]), ...content);
      return h('tr', { class: own ? 'own' : null },
        sc(0, s.account ? h('a', { href: `#/player/${encodeURIComponent(s.name)}`, 'data-user': '' }, s.name) : [h('bdi', { 'data-user': '' }, s.name), ` (${t('lobby.guest')})`],
          s.rating != null ? [' ', ratingEl(s.rating, s.provisional)] : null),
        sc(1, nameOf(s.game), ...(Object.keys(s.options || {}).length
          ? [h('br'), h('small', { class: 'seek-options' }, ruleOptionsText(gameOf(s.game), s.options))] : [])),
        sc(2, clockCell(s.clock)),
        sc(3, modeText(s)),
        sc(4, range),
        h('td', {}, action));
    }));
  }

  function renderGames(games) {
    gamesNone.hidden = games.length > 0;
    gamesTable.hidden = games.length === 0;
    const gc = (i, ...content) => cell(t(GAME_COLS[i]), ...content);
    const seated = (name, side) => (name ? h('bdi', { 'data-user': '' }, name) : t(`side.${side}`));
    gamesBody.replaceChildren(...games.map((g) => h('tr', {},
      gc(0, nameOf(g.game)),
      gc(1, seated(g.players.south, 'south'), ' – ', seated(g.players.north, 'north')),
      gc(2, g.speed ? (g.rated ? t('lobby.ratedShort') : t('lobby.casual')) + ` · ${t(`rating.speed.${g.speed}`)}` : t('lobby.casual')),
      gc(3, String(g.plies)),
      h('td', {}, h('a', { class: 'btn small ghost', href: `#/game/${g.id}` }, t('lobby.watch'))))));
  }

  async function cancel(id) {
    try { await social.cancelSeek(id, mine.get(id)); } catch { /* gone already */ }
    mine.delete(id);
    renderSeeks(lastSeeks);
  }

  async function accept(id) {
    acceptErr.hidden = true;
    try {
      const body = { connection };
      if (!account) { body.name = nick.value.trim(); social.setNickname(body.name); }
      const r = await social.acceptSeek(id, body);
      api.saveToken(r.game.id, r.token, r.seat);
      location.hash = `#/game/${r.game.id}`;
    } catch (ex) { acceptErr.textContent = errorText(ex); acceptErr.hidden = false; }
  }

  // The owner of a seek that was taken goes to the game with the seat the seek's secret picks up.
  async function taken(seekId) {
    const secret = mine.get(seekId);
    if (!secret || closed) return;
    const r = await social.ownSeek(seekId, secret);
    mine.delete(seekId);
    api.saveToken(r.game, r.token, r.seat);
    location.hash = `#/game/${r.game}`;
  }

  const live = liveChannel('/lobby/events', { onMessage: (m) => {
    if (m.type === 'hello') { connection = m.connection; postBtn.disabled = false; }
    else if (m.type === 'seeks') renderSeeks(m.seeks);
    else if (m.type === 'games') renderGames(m.games);
    else if (m.type === 'taken') taken(m.seek).catch((ex) => { acceptErr.textContent = errorText(ex); acceptErr.hidden = false; });
  } });
  renderSeeks([]);
  renderGames([]);
  // On a phone the lists come first and the form last: this button (shown on phones only) goes down to it.
  const toForm = h('button', { type: 'button', class: 'btn new-seek', id: 'new-seek', onclick: () => {
    const title = form.querySelector('h2');
    title.scrollIntoView({ block: 'start' });
    title.focus({ preventScroll: true });
  } }, t('lobby.newSeekButton'));
  main.replaceChildren(
    h('h1', {}, t('lobby.title')),
    h('p', { class: 'lead' }, t('lobby.lead')),
    who,
    h('p', { class: 'new-seek-row' }, toForm),
    h('div', { class: 'lobby' },
      h('section', { class: 'lobby-seeks', 'aria-labelledby': 'seeks-h' }, h('h2', { id: 'seeks-h' }, t('lobby.seeks')), seeksNone, h('div', { class: 'table-wrap' }, seeksTable), acceptErr),
      h('section', { class: 'lobby-games', 'aria-labelledby': 'games-h' }, h('h2', { id: 'games-h' }, t('lobby.games')), gamesNone, h('div', { class: 'table-wrap' }, gamesTable)),
      form));
  return () => { closed = true; live.close(); };
}

// The game page's social side: the players' names, the chats (players' and spectators'), and, at the end of
// a rated game, the rating changes. play.js asks it for names and tells it each new state.
import { t, errorText, formatDate } from './i18n.js';
import * as api from './api.js';
import * as social from './social.js';
import { h } from './dom.js';
import { liveChannel } from './live.js';
import { ratingText } from './rating.js';
import { notRatedText } from './game/result.js';

/** Before the game is shown: a signed-in player opening their game on another device gets their seat. */
export async function claimSeat(id) {
  if (api.tokenFor(id)) return;
  const account = await social.me();
  if (!account) return;
  try {
    const s = await social.accountSeat(id);
    if (s.seat) api.saveToken(id, s.token, s.seat); // else the account holds no seat here: it watches
  } catch { /* the server could not say: watch */ }
}

/**
 * Mounts the names, the chat panel (in {@code aside}) and the rating box (in {@code after}); calls
 * {@code onNames} when the names change. Returns {nameOf(side), update(view), close()}.
 */
export async function mountGameSocial(id, view, { aside, after, onNames }) {
  const you = view.you === 'south' || view.you === 'north' ? view.you : null;
  const token = api.tokenFor(id);
  const account = await social.me();
  let players = await social.players(id).catch(() => null);
  // A player's seat is named once: by the account, or by the guest's nickname.
  if (players && you && !players[you] && view.mode !== 'local') {
    const body = account ? { account: true } : social.nickname() ? { name: social.nickname() } : null;
    if (body) players = await social.namePlayer(id, token, body).catch(() => players);
  }
  // A player's name, and an account's rating now in the game's pool beside it ("Ama 1662?" while provisional).
  const nameOf = (side) => {
    const p = players && players[side];
    if (!p) return null;
    return p.rating != null ? `${p.name} ${ratingText(p.rating, p.provisional)}` : p.name;
  };

  // Why a game asked to be rated is not: casual from the start (the players read it before they play), or no
  // result at its end (too few moves, aborted).
  const notRatedBox = h('p', { class: 'notice not-rated', id: 'not-rated', hidden: true, role: 'status' });
  const ratingBox = h('div', { class: 'notice rating-change', id: 'rating-change', hidden: true, role: 'status' });
  after.append(notRatedBox, ratingBox);
  function showRatings() {
    const why = players ? notRatedText(players.notRated) : '';
    notRatedBox.textContent = why;
    notRatedBox.hidden = !why;
    if (!players || !players.rated) return;
    const lines = ['south', 'north'].filter((s) => players[s] && players[s].ratingChange != null).map((s) => {
      const p = players[s];
      const d = p.ratingChange;
      return h('p', {}, h('a', { href: `#/player/${encodeURIComponent(p.name)}` }, p.name), ' ',
        t('rating.change', { before: String(p.ratingBefore), after: String(p.ratingAfter), change: `${d >= 0 ? '+' : ''}${d}` }));
    });
    ratingBox.hidden = !lines.length;
    ratingBox.replaceChildren(h('strong', {}, t('rating.changes')), ...lines);
  }
  showRatings();

  let ended = view.status === 'finished';
  async function update(v) {
    if (v.status !== 'finished' || (ended && players && (!players.rated || players.ratingApplied))) return;
    ended = true;
    // The result is applied by whichever server sees it first; the page asks until it is there.
    for (let i = 0; i < 5; i++) {
      players = await social.players(id).catch(() => players);
      if (!players || !players.rated || players.ratingApplied) break;
      await new Promise((r) => setTimeout(r, 800));
    }
    showRatings();
    onNames();
  }

  // Chat: only online games; players talk in their room, watchers in the spectators' room.
  let live = null;
  if (view.mode === 'online') {
    const room = you ? 'players' : 'spectators';
    const list = h('ol', { class: 'chat-lines', 'aria-live': 'polite', id: `chat-${room}` });
    const input = h('input', { type: 'text', id: 'chat-input', maxlength: 300, autocomplete: 'off', 'aria-label': t('chat.message') });
    const err = h('p', { class: 'chat-error', role: 'alert', hidden: true });
    const canWrite = you || account;
    const form = h('form', { class: 'chat-form' }, input, h('button', { type: 'submit', class: 'btn small' }, t('chat.send')));
    const seen = new Set();
    const add = (m) => {
      if (seen.has(m.id)) return;
      seen.add(m.id);
      const who = m.name || (m.seat ? t(`side.${m.seat}`) : '?');
      // Text only: the message goes in as a text node, never as markup, isolated (<bdi>) so that a message in a
      // right-to-left script does not reorder the name and time around it.
      list.append(h('li', { class: m.seat === you && you ? 'mine' : null },
        m.at ? h('time', { datetime: m.at, title: formatDate(m.at) }, formatDate(m.at, 'time')) : null, ' ',
        h('b', {}, `${who}: `), h('bdi', {}, m.text)));
      list.scrollTop = list.scrollHeight;
    };
    form.addEventListener('submit', async (e) => {
      e.preventDefault();
      const text = input.value.trim();
      if (!text) return;
      err.hidden = true;
      try {
        const r = await social.say(id, room, text, you ? token : null);
        input.value = '';
        add(r.message);
      } catch (ex) { err.textContent = errorText(ex); err.hidden = false; }
    });
    const muteBox = you ? h('label', { class: 'mute' }, h('input', { type: 'checkbox', id: 'chat-mute', onchange: async (e) => {
      try { await social.mute(id, e.target.checked, token); } catch (ex) { err.textContent = errorText(ex); err.hidden = false; }
    } }), ' ', t('chat.mute')) : null;
    aside.append(h('section', { class: 'chat', 'aria-labelledby': 'chat-h' },
      h('h2', { id: 'chat-h' }, t(you ? 'chat.players' : 'chat.spectators')),
      list,
      canWrite ? form : h('p', { class: 'hint' }, h('a', { href: '#/account' }, t('chat.signIn'))),
      err, muteBox));
    live = liveChannel(`/games/${id}/chat/events?room=${room}`, {
      onMessage: (m) => { if (m.type === 'chat') add(m.message); },
      hello: you ? { type: 'auth', token } : null,
    });
  }
  onNames();
  // Whether the game is rated (its rematch would be too: the page says so on the offer). A game left unrated by
  // too few moves or an abort was asked to be rated, and so is its rematch; one made casual by the pair's games
  // of the day or a shared network most likely stays casual.
  const rated = () => !!(players && (players.rated || ['too-few-moves', 'aborted'].includes(players.notRated?.reason)));
  return { nameOf, rated, update, close() { if (live) live.close(); } };
}

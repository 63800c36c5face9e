// The social API of docs/api.md (accounts, players, lobby, ratings, chat): the signed-in account (its
// session is an HttpOnly cookie; changes send its CSRF token), the guest's nickname, and the calls. The lobby's and
// the chat's live updates come through live.js.
import { ApiError } from './api.js';

const NICK = 'kete.nickname';
let account; // undefined: not asked yet; null: a guest; {name, csrf}
let asking = null;
const listeners = new Set();

async function call(method, path, body, bearer) {
  const headers = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  if (account && account.csrf && method !== 'GET') headers['X-CSRF-Token'] = account.csrf;
  let res;
  try {
    res = await fetch(`api${path}`, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'network', 'The server cannot be reached.');
  }
  const text = await res.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { data = null; }
  if (!res.ok) throw new ApiError(res.status, data && data.error, (data && data.message) || `${res.status}`, data && data.key, data && data.params);
  return data;
}

/** The account of a docs/api.md answer ({signedIn, name, csrf}), or null for a guest's {signedIn: false}. */
const signedIn = (a) => (a && a.signedIn ? a : null);

/** The signed-in account ({name, csrf}) or null; asked once per page load (a guest is an answer, not an error). */
export async function me(refresh = false) {
  if (account !== undefined && !refresh) return account;
  if (!asking) asking = call('GET', '/account').then(signedIn, () => null).then((a) => { account = a; asking = null; return a; });
  return asking;
}

/** Called with the account (or null) whenever it changes. */
export function onAccount(fn) { listeners.add(fn); return () => listeners.delete(fn); }
function changed(a) { account = a; listeners.forEach((fn) => fn(a)); }

export async function register(name, password) { changed(signedIn(await call('POST', '/account/register', { name, password }))); return account; }
export async function login(name, password) { changed(signedIn(await call('POST', '/account/login', { name, password }))); return account; }
export async function logout() { await call('POST', '/account/logout', {}); changed(null); }
export async function logoutEverywhere() { await call('POST', '/account/logout-everywhere', {}); changed(null); }
export async function deleteAccount(password) { await call('POST', '/account/delete', { password }); changed(null); }
/** Changes the password ({password, newPassword}); the account's other sessions end, this one goes on. */
export const changePassword = (password, newPassword) => call('POST', '/account/password', { password, newPassword });

export function nickname() { return localStorage.getItem(NICK) || ''; }
export function setNickname(n) { localStorage.setItem(NICK, n); }

// Players of a game.
export const players = (id) => call('GET', `/games/${id}/players`);
export const namePlayer = (id, token, body) => call('POST', `/games/${id}/players`, body, token);
export const accountSeat = (id) => call('GET', `/games/${id}/seat`);
export const gameNames = (ids) => call('GET', `/game-players?ids=${ids.map(encodeURIComponent).join(',')}`);

// Lobby.
export const postSeek = (req) => call('POST', '/lobby/seeks', req);
export const cancelSeek = (id, secret) => call('POST', `/lobby/seeks/${id}/cancel`, {}, secret);
export const ownSeek = (id, secret) => call('GET', `/lobby/seeks/${id}`, undefined, secret);
export const acceptSeek = (id, body) => call('POST', `/lobby/seeks/${id}/accept`, body);

// Profiles and leaderboards.
export const profile = (name) => call('GET', `/players/${encodeURIComponent(name)}`);
export const history = (name, game) => call('GET', `/players/${encodeURIComponent(name)}/history${game ? `?game=${encodeURIComponent(game)}` : ''}`);
export const playerGames = (name, q) => call('GET', `/players/${encodeURIComponent(name)}/games?${new URLSearchParams(q)}`);
export const leaderboard = (game, speed) => call('GET', `/leaderboard?game=${encodeURIComponent(game)}&speed=${encodeURIComponent(speed)}`);

// Chat.
export const chatHistory = (id, room, token) => call('GET', `/games/${id}/chat?room=${room}`, undefined, token);
export const say = (id, room, text, token) => call('POST', `/games/${id}/chat`, { room, text }, token);
export const mute = (id, muted, token) => call('POST', `/games/${id}/chat/mute`, { muted }, token);

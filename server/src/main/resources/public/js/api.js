// The JSON API of docs/api.md. Errors become ApiError with the server's message for people. Every request
// names the page's language (Accept-Language), so that the server's texts for people come in it.
import { currentLang } from './i18n.js';

export class ApiError extends Error {
  constructor(status, code, message, key = null, params = null, why = null) {
    super(message);
    this.status = status;
    this.code = code;
    // The exact case and its values, for the page to word in its language (i18n.errorText).
    this.key = key;
    this.params = params;
    // The engine's reason as data ({key, params}): an illegal move, a position or record that does not read.
    this.why = why;
  }
}

/** The ApiError of a refused response body (docs/api.md, Errors). */
function refused(res, data) {
  return new ApiError(res.status, data && data.error, (data && data.message) || `${res.status} ${res.statusText}`, data && data.key, data && data.params, data && data.why);
}

const TOKENS = 'kete.tokens';

export function tokenFor(gameId) {
  try { return (JSON.parse(localStorage.getItem(TOKENS)) || {})[gameId] || null; } catch { return null; }
}

export function saveToken(gameId, token, seat) {
  let all = {};
  try { all = JSON.parse(localStorage.getItem(TOKENS)) || {}; } catch { all = {}; }
  all[gameId] = token;
  localStorage.setItem(TOKENS, JSON.stringify(all));
  if (seat) localStorage.setItem(`kete.seat.${gameId}`, seat);
}

export function seatFor(gameId) {
  return localStorage.getItem(`kete.seat.${gameId}`);
}

async function call(method, path, body, gameId) {
  const headers = { Accept: 'application/json', 'Accept-Language': currentLang() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = gameId ? tokenFor(gameId) : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  let res;
  try {
    res = await fetch(`api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new ApiError(0, 'network', 'The server cannot be reached.');
  }
  const text = await res.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { data = null; }
  if (!res.ok) throw refused(res, data);
  return data;
}

let catalogueCache = null;
export async function catalogue() {
  if (!catalogueCache) catalogueCache = await call('GET', '/catalogue');
  return catalogueCache;
}
export async function gameType(id) {
  const c = await catalogue();
  const g = c.games.find((x) => x.id === id);
  if (!g) throw new ApiError(404, 'not-found', `unknown game ${id}`);
  return g;
}

export const listGames = (status = 'finished', game = '') => call('GET', `/games?status=${status}${game ? `&game=${game}` : ''}&limit=100`);

/** Uploads a Kete game record (plain text); the server answers as for a created game. */
export async function uploadRecord(text) {
  const res = await fetch('api/records', { method: 'POST', headers: { 'Content-Type': 'text/plain; charset=utf-8', Accept: 'application/json' }, body: text });
  const data = await res.json().catch(() => null);
  if (!res.ok) throw refused(res, data);
  return data;
}

/**
 * Uploads a finished game's record to be reviewed (POST /api/records/review): the server keeps it as a finished
 * game, as POST /api/records does, and asks its review; the answer is the review's state with the game, its token
 * and seat.
 */
export async function uploadRecordForReview(text) {
  const res = await fetch('api/records/review', { method: 'POST', headers: { 'Content-Type': 'text/plain; charset=utf-8', Accept: 'application/json', 'Accept-Language': currentLang() }, body: text });
  const data = await res.json().catch(() => null);
  if (!res.ok) throw refused(res, data);
  return data;
}

export const createGame = (req) => call('POST', '/games', req);
export const getGame = (id) => call('GET', `/games/${id}`, undefined, id);
export const joinGame = (id) => call('POST', `/games/${id}/join`, {}, id);
export const move = (id, version, code) => call('POST', `/games/${id}/moves`, { version, code }, id);
export const computerMove = (id, version) => call('POST', `/games/${id}/computer`, { version }, id);
export const hint = (id) => call('GET', `/games/${id}/hint?ms=1500`, undefined, id);
export const undo = (id, version) => call('POST', `/games/${id}/undo`, { version }, id);
export const resign = (id, version, seat) => call('POST', `/games/${id}/resign`, seat ? { version, seat } : { version }, id);
export const offer = (id, kind, action, version) => call('POST', `/games/${id}/${kind}/${action}`, { version }, id);
export const abort = (id, version) => call('POST', `/games/${id}/abort`, { version }, id);
export const claim = (id, version, result) => call('POST', `/games/${id}/claim`, { version, result }, id);
export const rematch = (id, version, action) => call('POST', `/games/${id}/rematch${action ? `/${action}` : ''}`, { version }, id);
export const positionAt = (id, ply) => call('GET', `/games/${id}/positions/${ply}`, undefined, id);
/** The position after `ply` moves of the game and then the moves of `line` (notation): a review's better line. */
export const positionAfterLine = (id, ply, line) => call('GET', `/games/${id}/positions/${ply}?then=${encodeURIComponent(line.join(' '))}`, undefined, id);
/** Asks a finished game's review (docs/api.md, Review): its state, or the review once done. */
export const requestReview = (id) => call('POST', `/games/${id}/review`, {}, id);
export const getReview = (id) => call('GET', `/games/${id}/review`, undefined, id);
/** POST /api/analysis; {@code signal} (an AbortController's) cancels it, rejecting with code 'aborted'. */
export async function analyse(body, signal) {
  let res;
  try {
    res = await fetch('api/analysis', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': currentLang() }, body: JSON.stringify(body), signal });
  } catch (e) {
    if (e.name === 'AbortError') throw new ApiError(0, 'aborted', 'cancelled');
    throw new ApiError(0, 'network', 'The server cannot be reached.');
  }
  const data = await res.json().catch(() => null);
  if (!res.ok) throw refused(res, data);
  return data;
}
export const tutorial = (game, lang) => call('GET', `/tutorials/${encodeURIComponent(game)}?lang=${encodeURIComponent(lang)}`);
export const tutorialAnswer = (game, stepId, lang, move) => call('POST', `/tutorials/${encodeURIComponent(game)}/steps/${encodeURIComponent(stepId)}/answer?lang=${encodeURIComponent(lang)}`, { move });
export const position = (game, options, text) => {
  const q = new URLSearchParams({ game });
  if (options) q.set('options', options);
  if (text) q.set('position', text);
  return call('GET', `/position?${q}`);
};

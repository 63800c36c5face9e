// The social side of the specs, through the API as another browser would use it (docs/api.md, Players,
// accounts, lobby, ratings): accounts with their session cookie, a lobby connection, rated games played to the
// end, and a page signed in as an account.

/** The server's address (set by the global setup, or KETE_URL), ending in '/'. */
const url = (path = '') => `${process.env.KETE_URL.replace(/\/?$/, '/')}${path}`;

/** A name no other run of the tests has taken: `prefix` and a stamp (names are 3 to 20 letters and digits). */
export const uniqueName = (prefix) => `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;

/** An account registered through the API: `call(method, path, body, bearer)` sends its cookie and CSRF token. */
export async function account(name) {
  const a = { name, cookie: null, csrf: null };
  a.call = async (method, path, body, bearer) => {
    const headers = { 'Content-Type': 'application/json' };
    if (a.cookie) headers.Cookie = `kete_session=${a.cookie}`;
    if (a.csrf) headers['X-CSRF-Token'] = a.csrf;
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    const r = await fetch(url(`api${path}`), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    // Each Set-Cookie on its own: the answer to a sign-in also sets the device cookie (kete_device).
    for (const set of r.headers.getSetCookie()) {
      if (set.startsWith('kete_session=')) a.cookie = set.slice('kete_session='.length, set.indexOf(';'));
    }
    const j = await r.json().catch(() => null);
    if (j && j.csrf) a.csrf = j.csrf;
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(j)}`);
    return j;
  };
  await a.call('POST', '/account/register', { name, password: `secret-${name}` });
  return a;
}

/** Signs a browser context in as the account (its session cookie). */
export async function signIn(context, a) {
  await context.addCookies([{ name: 'kete_session', value: a.cookie, url: url() }]);
}

/**
 * A lobby connection held open by `page` (a page of the site: its policy lets it reach the server's
 * WebSockets): seeks posted with it live as long as the page. Returns the connection's id.
 */
export async function lobbyConnection(page) {
  if (!page.url().startsWith(url())) await page.goto(url('#/account'));
  return page.evaluate((address) => new Promise((resolve) => {
    const ws = new WebSocket(address);
    window.keteTestLobby = ws;
    ws.onmessage = (e) => { const m = JSON.parse(e.data); if (m.type === 'hello') resolve(m.connection); };
  }), url('api/lobby/events').replace(/^http/, 'ws'));
}

/**
 * A rated game of `owner`'s seek (South, `clock`), accepted by `accepter`. Returns {id, tokens: {south, north}}.
 * With `loser` ('south' or 'north'), one move is played and that side resigns, and the result is applied.
 */
export async function ratedGame(connection, owner, accepter, { game = 'oware', clock = { minutes: 5, increment: 0 }, loser = null } = {}) {
  const posted = await owner.call('POST', '/lobby/seeks', { connection, game, rated: true, seat: 'south', clock });
  const accepted = await accepter.call('POST', `/lobby/seeks/${posted.seek.id}/accept`, {});
  const id = accepted.game.id;
  const seat = await owner.call('GET', `/games/${id}/seat`);
  const tokens = { south: seat.token, north: accepted.token };
  if (loser) await finish(owner, id, tokens, loser);
  return { id, tokens };
}

/** One move by the side to move, then `loser` resigns; the players are read, which applies the ratings. */
export async function finish(a, id, tokens, loser) {
  let g = await a.call('GET', `/games/${id}`, undefined, tokens.south);
  g = (await a.call('POST', `/games/${id}/moves`, { version: g.version, code: g.legalMoves[0].code }, tokens[g.position.toMove])).game;
  await a.call('POST', `/games/${id}/resign`, { version: g.version }, tokens[loser]);
  const players = await a.call('GET', `/games/${id}/players`);
  if (!players.ratingApplied) throw new Error(`game ${id}: the ratings were not applied: ${JSON.stringify(players)}`);
  return players;
}

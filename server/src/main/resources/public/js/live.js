// The pages' one live channel (docs/api.md, "Live updates"): a WebSocket to the API that reconnects with backoff and
// subscribes again after each reconnection. The game page (a game's events), the lobby (seeks and games) and the
// game's chat all use it; the server's protocol is theirs, this module only keeps the connection.

/** The first wait before a reconnection, doubled after each failed one up to MAX_DELAY; a connection resets it. */
export const FIRST_DELAY = 500;
export const MAX_DELAY = 10000;
/** The server closes a channel with 4404 when what it follows does not exist (no such game): nothing to wait for. */
const GONE = 4404;

/** The WebSocket address of `api<path>` on this page's server, under the page's own path (a server behind a prefix). */
export function liveUrl(path, loc = location) {
  const proto = loc.protocol === 'https:' ? 'wss' : 'ws';
  const base = loc.pathname.replace(/[^/]*$/, '');
  return `${proto}://${loc.host}${base}api${path}`;
}

/**
 * Opens the live channel `api<path>` (e.g. `/games/<id>/events`, `/lobby/events`) and keeps it open until
 * `close()`:
 * - `onMessage(message)`: every message, parsed (the channel's own pongs, and anything not JSON, are dropped);
 * - `onStatus(status)`: 'open' on each connection, 'reconnecting' when one was lost and another will be tried;
 * - `hello`: the subscription, a message (or a function that makes it, asked on each connection) sent first on
 *   every connection, the first and each one after a reconnection: the server knows a channel only by what it says;
 * - `pingMs`: how often it pings while open (the server closes a channel silent for too long);
 * - `connect(url)`: makes the WebSocket, and `timers` its waits ({setTimeout, clearTimeout, setInterval,
 *   clearInterval}): a test's fakes, the browser's otherwise.
 */
export function liveChannel(path, { onMessage, onStatus = () => {}, hello = null, pingMs = 25000, connect = (url) => new WebSocket(url), timers = globalThis }) {
  let socket = null;
  let closed = false;
  let delay = FIRST_DELAY;
  let ping = null;
  let retry = null;
  const open = () => {
    retry = null;
    if (closed) return;
    const ws = connect(liveUrl(path));
    socket = ws;
    ws.onopen = () => {
      delay = FIRST_DELAY;
      const first = typeof hello === 'function' ? hello() : hello;
      if (first) ws.send(JSON.stringify(first));
      onStatus('open');
      ping = timers.setInterval(() => { if (ws.readyState === 1) ws.send('{"type":"ping"}'); }, pingMs);
    };
    ws.onmessage = (e) => {
      if (closed) return;
      let m;
      try { m = JSON.parse(e.data); } catch { return; } // not ours
      if (m && m.type !== 'pong') onMessage(m);
    };
    ws.onclose = (e) => {
      timers.clearInterval(ping);
      ping = null;
      if (closed || e.code === GONE) return;
      onStatus('reconnecting');
      retry = timers.setTimeout(open, delay);
      delay = Math.min(delay * 2, MAX_DELAY);
    };
  };
  open();
  return {
    close() {
      closed = true;
      timers.clearInterval(ping);
      timers.clearTimeout(retry);
      if (socket) socket.close();
    },
  };
}

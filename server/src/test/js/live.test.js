// The live channel (js/live.js) against a fake WebSocket and a fake clock: its address, the subscription sent on
// every connection, reconnection with backoff, pings, and a close that stays closed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { liveChannel, liveUrl, FIRST_DELAY, MAX_DELAY } from '../../main/resources/public/js/live.js';

/** A WebSocket the test drives: the server's side is accept(), push(), drop(). */
class FakeSocket {
  constructor(url) {
    this.url = url;
    this.readyState = 0;
    this.sent = [];
    this.closedByPage = false;
  }
  send(data) {
    assert.equal(this.readyState, 1, 'sent on an open socket');
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closedByPage = true;
    this.drop(1000);
  }
  accept() { this.readyState = 1; this.onopen(); }
  push(data) { this.onmessage({ data: typeof data === 'string' ? data : JSON.stringify(data) }); }
  drop(code = 1006) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose({ code });
  }
}

/** Timers that run when the test moves time on. */
class FakeClock {
  constructor() { this.now = 0; this.next = 1; this.timers = new Map(); }
  setTimeout(fn, ms) { const id = this.next++; this.timers.set(id, { fn, at: this.now + ms }); return id; }
  setInterval(fn, ms) { const id = this.next++; this.timers.set(id, { fn, at: this.now + ms, every: ms }); return id; }
  clearTimeout(id) { this.timers.delete(id); }
  clearInterval(id) { this.timers.delete(id); }
  /** The waits pending, in ms from now. */
  pending() { return [...this.timers.values()].map((x) => x.at - this.now).sort((a, b) => a - b); }
  tick(ms) {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.timers].filter(([, x]) => x.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, x] = due;
      this.now = x.at;
      if (x.every) x.at += x.every; else this.timers.delete(id);
      x.fn();
    }
    this.now = end;
  }
}

function harness(options = {}) {
  globalThis.location = { protocol: 'http:', host: 'localhost:7070', pathname: '/' };
  const sockets = [];
  const clock = new FakeClock();
  const got = [];
  const statuses = [];
  const channel = liveChannel('/lobby/events', {
    onMessage: (m) => got.push(m),
    onStatus: (s) => statuses.push(s),
    connect: (url) => { const s = new FakeSocket(url); sockets.push(s); return s; },
    timers: clock,
    ...options,
  });
  return { channel, sockets, clock, got, statuses, last: () => sockets.at(-1) };
}

test('the address is the API of the page\'s own server, under the page\'s path, secure when the page is', () => {
  assert.equal(liveUrl('/lobby/events', { protocol: 'http:', host: 'localhost:7070', pathname: '/' }), 'ws://localhost:7070/api/lobby/events');
  assert.equal(liveUrl('/games/g1/events', { protocol: 'https:', host: 'kete.example', pathname: '/play/index.html' }),
    'wss://kete.example/play/api/games/g1/events');
  const { sockets } = harness();
  assert.equal(sockets[0].url, 'ws://localhost:7070/api/lobby/events');
});

test('the subscription goes first on opening, then the messages come through, parsed', () => {
  const { last, got, statuses } = harness({ hello: { type: 'watch' } });
  assert.deepEqual(last().sent, [], 'nothing is sent before the socket opens');
  last().accept();
  assert.deepEqual(last().sent, [{ type: 'watch' }]);
  assert.deepEqual(statuses, ['open']);
  last().push({ type: 'seeks', seeks: [] });
  last().push({ type: 'pong' });
  last().push('not json');
  last().push({ type: 'games', games: [1] });
  assert.deepEqual(got, [{ type: 'seeks', seeks: [] }, { type: 'games', games: [1] }], 'pongs and what does not read are the channel\'s own');
});

test('a lost connection is tried again after 0.5 s, then 1, 2, 4, 8 and at most 10 s; a connection resets the wait', () => {
  const { sockets, last, clock, statuses } = harness();
  last().accept();
  const waits = [];
  for (let i = 0; i < 7; i++) {
    last().drop();
    const wait = clock.pending().at(-1);
    waits.push(wait);
    clock.tick(wait - 1);
    assert.equal(sockets.length, i + 1, `no new socket before ${wait} ms`);
    clock.tick(1);
    assert.equal(sockets.length, i + 2, `a new socket after ${wait} ms`);
  }
  assert.deepEqual(waits, [FIRST_DELAY, 1000, 2000, 4000, 8000, MAX_DELAY, MAX_DELAY]);
  assert.deepEqual(statuses, ['open', ...Array(7).fill('reconnecting')]);
  last().accept();
  last().drop();
  assert.deepEqual(clock.pending(), [FIRST_DELAY], 'after a connection that opened, the first wait again');
});

test('after a reconnection the channel subscribes again, asking for its subscription anew', () => {
  let token = 'seat-1';
  const { sockets, last, clock, got } = harness({ hello: () => ({ type: 'seat', token }) });
  last().accept();
  last().drop();
  token = 'seat-2';
  clock.tick(FIRST_DELAY);
  assert.equal(sockets.length, 2);
  last().accept();
  assert.deepEqual(sockets.map((s) => s.sent), [[{ type: 'seat', token: 'seat-1' }], [{ type: 'seat', token: 'seat-2' }]]);
  last().push({ type: 'moves', game: { version: 3 } });
  assert.deepEqual(got, [{ type: 'moves', game: { version: 3 } }], 'the new socket\'s messages come through');
});

test('it pings while open, and only then', () => {
  const { last, clock } = harness({ pingMs: 10000 });
  clock.tick(30000);
  assert.deepEqual(last().sent, [], 'no ping before the socket opens');
  last().accept();
  clock.tick(25000);
  assert.deepEqual(last().sent, [{ type: 'ping' }, { type: 'ping' }]);
  const first = last();
  first.drop();
  clock.tick(FIRST_DELAY);
  clock.tick(60000);
  assert.equal(first.sent.length, 2, 'the lost socket pings no more');
});

test('closed, it closes its socket and never connects again', () => {
  const { channel, sockets, last, clock, got } = harness();
  last().accept();
  channel.close();
  assert.equal(sockets[0].closedByPage, true);
  clock.tick(60000);
  assert.equal(sockets.length, 1, 'no reconnection after close');
  assert.deepEqual(clock.pending(), [], 'no ping or retry left waiting');
  sockets[0].onmessage({ data: '{"type":"seeks"}' });
  assert.deepEqual(got, [], 'a message still in flight is not delivered to a closed page');
});

test('closed while waiting to reconnect, it does not reconnect', () => {
  const { channel, sockets, last, clock } = harness();
  last().accept();
  last().drop();
  assert.deepEqual(clock.pending(), [FIRST_DELAY]);
  channel.close();
  clock.tick(60000);
  assert.equal(sockets.length, 1);
});

test('a channel the server says does not exist (4404) is not tried again', () => {
  const { sockets, last, clock, statuses } = harness();
  last().accept();
  last().drop(4404);
  clock.tick(60000);
  assert.equal(sockets.length, 1);
  assert.deepEqual(statuses, ['open']);
});

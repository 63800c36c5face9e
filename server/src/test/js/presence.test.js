// An online game's life as the page words it (game/presence.js): the first move's countdown, the opponent who
// left and the countdown to a claim, as the server's views and presence messages (docs/api.md) give them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clockText, firstMoveText, presenceText } from '../../main/resources/public/js/game/presence.js';

// Without the message files loaded, t() answers the key: the tests read which message is chosen.
const view = (over = {}) => ({ mode: 'online', status: 'active', started: true, firstMoveMs: null, position: { toMove: 'south' }, ...over });
const here = { here: true, awayMs: null, claimInMs: null };

test('a countdown reads as a clock of whole seconds, rounded up, never below zero', () => {
  assert.equal(clockText(30000), '0:30');
  assert.equal(clockText(29001), '0:30');
  assert.equal(clockText(29000), '0:29');
  assert.equal(clockText(300000), '5:00');
  assert.equal(clockText(1), '0:01');
  assert.equal(clockText(0), '0:00');
  assert.equal(clockText(-500), '0:00');
});

test('the first move is awaited only in an online game not yet started', () => {
  const v = view({ started: false, firstMoveMs: 30000 });
  assert.equal(firstMoveText(v, 'south', 0), 'firstMove.yours');
  assert.equal(firstMoveText(v, 'north', 0), 'firstMove.theirs');
  assert.equal(firstMoveText(v, null, 0), 'firstMove.theirs', 'a spectator reads who must move');
  assert.equal(firstMoveText(view(), 'south', 0), null, 'started');
  assert.equal(firstMoveText({ ...v, status: 'finished' }, 'south', 0), null);
  assert.equal(firstMoveText({ ...v, mode: 'computer' }, 'south', 0), null);
});

test('nothing is said while both players are at the board', () => {
  assert.equal(presenceText({ south: here, north: here }, view(), 'south', 0), null);
  assert.equal(presenceText(null, view(), 'south', 0), null);
});

test('the one who stayed counts down to the claim, then may claim', () => {
  const p = { south: here, north: { here: false, awayMs: 1000, claimInMs: 30000 } };
  assert.deepEqual(presenceText(p, view({ position: { toMove: 'north' } }), 'south', 10000), { text: 'presence.claimIn', claim: false });
  assert.deepEqual(presenceText(p, view(), 'south', 30000), { text: 'presence.mayClaim', claim: true });
  // The one who left, come back on another page, reads nothing of themselves.
  assert.equal(presenceText(p, view(), 'north', 30000), null);
});

test('away on the stayer’s own turn: no countdown yet; before the start: abort instead', () => {
  const p = { south: here, north: { here: false, awayMs: 1000, claimInMs: null } };
  assert.deepEqual(presenceText(p, view(), 'south', 0), { text: 'presence.leftTheirTurn', claim: false });
  assert.deepEqual(presenceText(p, view({ started: false }), 'south', 0), { text: 'presence.leftOpening', claim: false });
});

test('spectators read which side left, and never get the claim', () => {
  const p = { south: { here: false, awayMs: 5000, claimInMs: 20000 }, north: { here: false, awayMs: null, claimInMs: null } };
  const r = presenceText(p, view(), null, 0);
  assert.equal(r.claim, false);
  assert.equal(r.text, 'presence.sideLeftFor presence.sideLeft');
  assert.equal(presenceText(p, view({ status: 'finished' }), null, 0), null);
});

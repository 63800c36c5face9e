// The game screen's state (game/state.js): whose turn, and which buttons the page offers, from real views.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GameState } from '../../main/resources/public/js/game/state.js';
import { moveGroups } from '../../main/resources/public/js/game/movelist.js';
import { load, moves } from './fixtures.js';

const clocks = load('clocks');
/** A view as the server sends it, from the captured answers (the local game of clocks.json). */
const view = (v, extra = {}) => ({ moves: [], movers: [], seats: { south: 'human', north: 'human' }, you: 'both', offer: null, next: null, match: null,
  position: { toMove: 'south' }, ...v, ...extra });

test('on one device: undo and hints, no offers; undo needs a move; never in a finished game', () => {
  const s = new GameState(view(clocks.created));
  let c = s.controls();
  assert.equal(c.undoHidden, false);
  assert.equal(c.undoDisabled, true, 'no move to undo yet');
  assert.equal(c.hintHidden, false);
  assert.equal(c.drawHidden && c.takebackHidden, true);
  assert.equal(c.rematchHidden, true);
  assert.equal(s.myTurn(), false, 'both seats: nobody else to wait for');
  s.receive(view(clocks.afterMove, { moves: ['C'], movers: ['south'] }));
  assert.equal(s.controls().undoDisabled, false);
  s.busy = true;
  assert.equal(s.controls().undoDisabled, true, 'not while a move is on its way');
  s.receive(view(clocks.resigned, { moves: ['C'], movers: ['south'], match: { format: 'single', status: 'finished' } }));
  c = s.controls();
  assert.equal(c.undoHidden && c.hintHidden && c.resignHidden, true);
  assert.equal(c.rematchHidden, false);
  assert.equal(c.rematchKey, 'game.rematch');
});

test('online: offers instead of undo; a takeback needs a move of one\'s own and no offer waiting', () => {
  const online = view(clocks.afterMove, { mode: 'online', you: 'south', moves: ['C'], movers: ['south'], position: { toMove: 'north' } });
  const s = new GameState(online);
  let c = s.controls();
  assert.equal(c.undoHidden && c.hintHidden, true);
  assert.equal(c.drawHidden || c.takebackHidden, false);
  assert.equal(c.takebackDisabled, false);
  assert.equal(s.myTurn(), false);
  s.receive({ ...online, offer: { kind: 'draw', by: 'north' } });
  assert.equal(s.controls().takebackDisabled, true);
  assert.equal(s.view.you, 'south', 'the live channel\'s views carry no seat: the page keeps its own');
  const north = new GameState({ ...online, you: 'north' });
  assert.equal(north.controls().takebackDisabled, true, 'North has not moved');
  assert.equal(north.myTurn(), true);
  // A spectator is offered nothing to do.
  const watcher = new GameState({ ...online, you: null }).controls();
  assert.equal(watcher.drawHidden && watcher.takebackHidden && watcher.resignHidden && watcher.undoHidden, true);
  // A match's next game comes first; then a decided online match is offered again.
  const over = new GameState({ ...online, status: 'finished', match: { format: 'best-of', status: 'active' } });
  assert.equal(over.controls().rematchHidden, true);
  const decided = new GameState({ ...online, status: 'finished', match: { format: 'best-of', status: 'finished' } }).controls();
  assert.equal(decided.rematchHidden, false);
  assert.equal(decided.rematchKey, 'game.offerRematch');
});

test('the computer\'s turn is the computer\'s only in an active game against it', () => {
  const a = moves('oware')[1];
  const vs = view({ status: 'active', mode: 'computer', seats: { south: 'human', north: 'computer' }, you: 'south', position: a.before.position });
  assert.equal(a.before.position.toMove, 'north');
  assert.equal(new GameState(vs).computerTurn(), true);
  assert.equal(new GameState({ ...vs, status: 'finished' }).computerTurn(), false);
  assert.equal(new GameState({ ...vs, mode: 'local' }).computerTurn(), false);
});

test('move numbers: a number for each South move after a North one; an extra turn stays under its number', () => {
  assert.deepEqual(moveGroups(['C', 'd', 'A', 'f'], ['south', 'north', 'south', 'north']),
    [{ n: 1, north: false, plies: [0, 1] }, { n: 2, north: false, plies: [2, 3] }]);
  assert.deepEqual(moveGroups(['d', 'A', 'B', 'f'], ['north', 'south', 'south', 'north']),
    [{ n: 1, north: true, plies: [0] }, { n: 2, north: false, plies: [1, 2, 3] }]);
  // The movers of a real game with extra turns (Bao for children: a seed in one's store plays again).
  const game = moves('bao-kenyan-children');
  const movers = game.map((a) => a.applied[0].by);
  const groups = moveGroups(movers.map((_, i) => String(i)), movers);
  assert.deepEqual(groups.flatMap((g) => g.plies), movers.map((_, i) => i));
  for (const g of groups) assert.equal(movers[g.plies[0]], g.n === 1 && g.north ? 'north' : 'south');
  assert.ok(groups.some((g) => g.plies.filter((i) => movers[i] === 'south').length > 1), 'an extra turn in the game');
});

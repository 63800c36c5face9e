// A finished game's new game (game/aftergame.js): the request copies the game, its rule options, the player's
// seat, the first mover and the clock, at the level asked for; offered only to the player of a computer game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newGameRequest, offersNewGame } from '../../main/resources/public/js/game/aftergame.js';
import { load } from './fixtures.js';

const clocks = load('clocks');
const finished = (extra = {}) => ({ ...clocks.resigned, game: 'oware', options: { grandSlam: 'allowed', cycleRule: 'split' }, mode: 'computer', level: 3,
  you: 'north', status: 'finished', moves: ['C', 'f'], movers: ['south', 'north'], ...extra });

test('a new game like the last one, at the level asked for', () => {
  const v = finished();
  const req = newGameRequest(v, 5);
  assert.deepEqual(req, {
    game: 'oware', options: { grandSlam: 'allowed', cycleRule: 'split' }, opponent: { type: 'computer', level: 5 }, seat: 'north', first: 'south',
    clock: { minutes: 5, seconds: 0, increment: 3 },
  });
  req.options.grandSlam = 'forfeit';
  assert.equal(v.options.grandSlam, 'allowed', 'the view is left as it was');
});

test('the first mover is the game\'s: its first move\'s player, or the side to move when none was played', () => {
  assert.equal(newGameRequest(finished({ movers: ['north', 'south'] }), 3).first, 'north');
  assert.equal(newGameRequest(finished({ moves: [], movers: [], position: { toMove: 'north' } }), 3).first, 'north');
});

test('a clock of seconds keeps its seconds; no clock, none', () => {
  assert.deepEqual(newGameRequest(finished({ clock: { initialMs: 90000, incrementMs: 0 } }), 1).clock, { minutes: 1, seconds: 30, increment: 0 });
  assert.equal('clock' in newGameRequest(finished({ clock: null }), 1), false);
});

test('offered to the player of a finished game against the computer only', () => {
  assert.equal(offersNewGame(finished()), true);
  assert.equal(offersNewGame(finished({ status: 'active' })), false);
  assert.equal(offersNewGame(finished({ you: null })), false, 'a spectator');
  assert.equal(offersNewGame(finished({ mode: 'local', you: 'both' })), false);
  assert.equal(offersNewGame(finished({ mode: 'online' })), false);
});

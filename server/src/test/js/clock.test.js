// The clocks' display (game/clock.js) from real `clock` answers (fixtures/clocks.json): minutes and seconds,
// tenths in the last ten seconds with the language's decimal sign, low time, a clock that runs out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatClock, decimalSign, lowTimeAt, clockFaces, clockNoteKey, clockWaits } from '../../main/resources/public/js/game/clock.js';
import { load } from './fixtures.js';

const clocks = load('clocks');

test('minutes and whole seconds, rounded up so that 0:00 means the time is out', () => {
  assert.equal(formatClock(300000, 'en'), '5:00');
  assert.equal(formatClock(299001, 'en'), '5:00');
  assert.equal(formatClock(299000, 'en'), '4:59');
  assert.equal(formatClock(61000, 'en'), '1:01');
  assert.equal(formatClock(60001, 'en'), '1:01');
  assert.equal(formatClock(10000, 'en'), '0:10');
  assert.equal(formatClock(3600000, 'en'), '60:00');
  assert.equal(formatClock(0, 'en'), '0:00');
  assert.equal(formatClock(-2500, 'en'), '0:00');
});

test('tenths in the last ten seconds, rounded up, the seconds always two digits', () => {
  assert.equal(formatClock(9999, 'en'), '0:10.0');
  assert.equal(formatClock(9901, 'en'), '0:10.0');
  assert.equal(formatClock(9900, 'en'), '0:09.9');
  assert.equal(formatClock(9401, 'en'), '0:09.5');
  assert.equal(formatClock(5000, 'en'), '0:05.0');
  assert.equal(formatClock(1, 'en'), '0:00.1');
});

test('the decimal sign is the language\'s', () => {
  assert.equal(decimalSign('en'), '.');
  assert.equal(formatClock(9400, 'en'), '0:09.4');
  assert.equal(formatClock(9400, 'pt-PT'), '0:09,4');
  assert.equal(formatClock(9400, 'fr'), '0:09,4');
  assert.equal(formatClock(9400, 'sw'), '0:09.4');
  // Only the tenths have one: minutes and seconds read the same in every language.
  assert.equal(formatClock(125000, 'pt-PT'), '2:05');
});

test('low time: the last tenth of the initial time, and never later than the last 20 seconds', () => {
  assert.equal(lowTimeAt(clocks.created.clock.initialMs), 30000);
  assert.equal(lowTimeAt(60000), 20000);
  assert.equal(lowTimeAt(5000), 20000);
});

test('a new game\'s clock: South\'s runs, neither is low', () => {
  const c = clocks.created.clock;
  const f = clockFaces(c, 0, 'en');
  assert.deepEqual(f.south, { ms: c.southMs, text: '5:00', low: false, spent: false, running: true });
  assert.deepEqual(f.north, { ms: 300000, text: '5:00', low: false, spent: false, running: false });
  assert.equal(f.out, false);
  // Time passes for the running clock only.
  const later = clockFaces(c, 65000, 'en');
  assert.equal(later.south.ms, c.southMs - 65000);
  assert.equal(later.south.text, '3:55');
  assert.equal(later.north.text, '5:00');
});

test('after a move the other clock runs, and the mover has the increment', () => {
  const c = clocks.afterMove.clock;
  assert.equal(c.running, 'north');
  const f = clockFaces(c, 0, 'en');
  assert.ok(c.southMs > c.initialMs, 'the increment');
  assert.equal(f.south.text, formatClock(c.southMs, 'en'));
  assert.equal(f.south.running, false);
  assert.equal(f.north.running, true);
});

test('a running clock turns low, shows tenths, and runs out', () => {
  const c = clocks.afterMove.clock;
  const lowAt = lowTimeAt(c.initialMs);
  const justAbove = clockFaces(c, c.northMs - lowAt - 1, 'en');
  assert.equal(justAbove.north.low, false);
  const low = clockFaces(c, c.northMs - lowAt, 'en');
  assert.equal(low.north.low, true);
  assert.equal(low.north.text, '0:30');
  assert.equal(low.south.low, false);
  const tenths = clockFaces(c, c.northMs - 4321, 'pt-PT');
  assert.equal(tenths.north.text, '0:04,4');
  assert.equal(tenths.out, false);
  const out = clockFaces(c, c.northMs, 'en');
  assert.equal(out.north.text, '0:00');
  assert.equal(out.out, true);
  // At zero the time is up: not "little time left".
  assert.equal(out.north.low, false);
  assert.equal(out.north.spent, true);
  assert.equal(clockNoteKey(out.north), 'game.timeUp');
  assert.equal(clockNoteKey(low.north), 'game.lowTime');
  assert.equal(clockNoteKey(justAbove.north), null);
  assert.equal(low.north.spent, false);
  assert.equal(clockFaces(c, c.northMs + 5000, 'en').north.text, '0:00');
});

test('a stopped clock never runs out: a finished game, and a rematch waiting for its first move', () => {
  for (const v of [clocks.resigned, clocks.rematch]) {
    assert.equal(v.clock.running, null);
    const f = clockFaces(v.clock, 600000, 'en');
    assert.equal(f.out, false);
    assert.equal(f.south.text, formatClock(v.clock.southMs, 'en'));
    assert.equal(f.north.running || f.south.running, false);
  }
  // Only the rematch's clock waits for the first move (the finished game's is over).
  assert.equal(clockWaits(clocks.rematch), true);
  assert.equal(clockWaits(clocks.resigned), false);
  assert.equal(clockWaits(clocks.created), false);
  assert.equal(clockWaits({ status: 'active', clock: null }), false);
});

test('after a loss on time the stopped clock at 0:00 says its time is up, never that little is left', () => {
  // The view of a game lost on time: the server stopped the clocks with North's at zero.
  const lost = { ...clocks.afterMove.clock, northMs: 0, running: null };
  for (const elapsed of [0, 5000, 600000]) {
    const f = clockFaces(lost, elapsed, 'en');
    assert.equal(f.north.text, '0:00');
    assert.equal(f.north.low, false, 'not low');
    assert.equal(f.north.spent, true);
    assert.equal(clockNoteKey(f.north), 'game.timeUp');
    assert.equal(f.out, false, 'a stopped clock asks the server nothing');
    // The winner's clock is whatever it showed.
    assert.equal(f.south.spent, false);
    assert.equal(clockNoteKey(f.south), null);
  }
  // A clock overdrawn by the server's last tick reads the same.
  assert.equal(clockNoteKey(clockFaces({ ...lost, northMs: -40 }, 0, 'en').north), 'game.timeUp');
});

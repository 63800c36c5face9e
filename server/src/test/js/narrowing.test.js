// Choosing a move choice by choice (board/narrowing.js) over real legal-move lists: Oware's single pit choice,
// Bao's pit then direction (or kichwa, then nyumba), Nam Nam's pits, and choices that are not offered.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Narrowing } from '../../main/resources/public/js/board/narrowing.js';
import { moves, GAMES } from './fixtures.js';

/** Makes `move`'s choices one by one, as a player clicking and pressing buttons would; returns the move chosen. */
function choose(legal, move) {
  const n = new Narrowing(legal);
  for (let guard = 0; guard < 20; guard++) {
    const ask = n.prompt();
    if (ask.kind === 'done') return ask.move;
    const c = move.choices[n.step];
    if (ask.kind === 'pit') {
      assert.ok(ask.pits.includes(c.pits[0]), `${move.notation}: its pit ${c.pits[0]} is offered`);
      assert.equal(n.pickPit(c.pits[0]), true);
    } else if (ask.kind === 'pits') {
      for (const p of c.pits) assert.equal(n.pickPit(p), true, `${move.notation}: pit ${p} of its set`);
    } else {
      assert.equal(ask.kind, c.kind);
      assert.ok(ask.options.some((o) => o.label === c.label), `${move.notation}: its ${c.kind} ${c.label} is offered`);
      assert.equal(n.pickLabel(c.label), true);
    }
  }
  throw new Error(`${move.notation}: no end to the choices`);
}

const legalAt = (game, i) => moves(game)[i].before.legalMoves;

test('every legal move of every captured position is reached by its own choices, and only it', () => {
  let checked = 0;
  for (const game of GAMES) {
    for (const a of moves(game)) {
      for (const m of a.before.legalMoves) {
        assert.equal(choose(a.before.legalMoves, m), m, `${game} move ${a.index}: ${m.notation}`);
        checked++;
      }
    }
  }
  assert.ok(checked > 1500, `${checked} moves chosen`);
});

test('Oware: one click; the pits offered are those of the legal moves', () => {
  const legal = legalAt('oware', 0);
  const n = new Narrowing(legal);
  assert.deepEqual(n.prompt(), { kind: 'pit', pits: legal.map((m) => m.pit), first: true });
  assert.equal(n.pickPit(legal[3].pit), true);
  assert.deepEqual(n.prompt(), { kind: 'done', move: legal[3] });
});

test('Oware: a pit that starts no legal move is refused and changes nothing', () => {
  const a = moves('oware').find((x) => x.before.legalMoves.length < 6 && x.before.position.toMove === 'south');
  const legal = a.before.legalMoves;
  const empty = a.before.position.pits.findIndex((n, pit) => pit < 6 && n === 0);
  assert.ok(empty >= 0, 'South has an empty pit');
  const n = new Narrowing(legal);
  const before = n.prompt();
  for (const pit of [empty, 6, 11, 12, -1]) assert.equal(n.pickPit(pit), false, `pit ${pit}`);
  assert.equal(n.pickLabel('A'), false, 'no button to press for a pit');
  assert.deepEqual(n.prompt(), before);
});

test('Bao la Kujifunza: a pit that may go both ways asks for the direction, and only its two', () => {
  const legal = legalAt('bao-la-kujifunza', 0);
  const both = legal.filter((m) => m.pit === 2);
  assert.deepEqual(both.map((m) => m.notation), ['A3>', 'A3<']);
  const n = new Narrowing(legal);
  assert.equal(n.pickPit(2), true);
  const ask = n.prompt();
  assert.equal(ask.kind, 'direction');
  assert.deepEqual(ask.options.map((c) => c.label), ['>', '<']);
  // A pit is no answer to a direction, nor a direction that is not offered.
  assert.equal(n.pickPit(2), false);
  assert.equal(n.pickLabel('^'), false);
  assert.equal(n.pickLabel('<'), true);
  assert.deepEqual(n.prompt(), { kind: 'done', move: both[1] });
});

test('Bao la Kujifunza: a pit with one direction only is played at once, the direction not asked', () => {
  const legal = legalAt('bao-la-kujifunza', 0);
  const n = new Narrowing(legal);
  assert.equal(n.pickPit(0), true);
  assert.deepEqual(n.prompt(), { kind: 'done', move: legal.find((m) => m.notation === 'A1>') });
});

test('Bao la Kiswahili: the one kichwa is taken without asking, then stop or safari is asked', () => {
  const a = moves('bao-la-kiswahili').find((x) => x.before.legalMoves.some((m) => m.choices.length === 3));
  const legal = a.before.legalMoves;
  const withHouse = legal.filter((m) => m.choices.length === 3);
  const pit = withHouse[0].pit;
  const n = new Narrowing(legal);
  assert.equal(n.prompt().kind, 'pit');
  assert.equal(n.pickPit(pit), true);
  const ask = n.prompt();
  assert.equal(ask.kind, 'nyumba');
  assert.deepEqual(ask.options.map((c) => c.label), withHouse.filter((m) => m.pit === pit).map((m) => m.choices[2].label));
  assert.equal(n.pickLabel('R'), false, 'the kichwa was settled already');
  assert.equal(n.pickLabel('safari'), true);
  const done = n.prompt();
  assert.equal(done.kind, 'done');
  assert.equal(done.move.notation, withHouse.find((m) => m.pit === pit && m.choices[2].label === 'safari').notation);
});

test('starting again offers the first choice with every move', () => {
  const legal = legalAt('bao-la-kujifunza', 0);
  const n = new Narrowing(legal);
  const first = n.prompt();
  n.pickPit(2);
  assert.equal(n.prompt().kind, 'direction');
  n.restart();
  assert.deepEqual(n.prompt(), first);
  assert.equal(n.pickPit(0), true);
  assert.equal(n.prompt().move.notation, 'A1>');
});

test('Nam Nam: the pits taken from the opponent are chosen pit by pit among those offered', () => {
  const a = moves('nam-nam').find((x) => x.before.legalMoves[0].choices[0].kind === 'pits');
  const legal = a.before.legalMoves;
  const n = new Narrowing(legal);
  const ask = n.prompt();
  assert.deepEqual(ask, { kind: 'pits', pits: legal.map((m) => m.choices[0].pits[0]), picked: 0 });
  const other = a.before.position.pits.findIndex((_, pit) => !ask.pits.includes(pit));
  assert.ok(other >= 0);
  assert.equal(n.pickPit(other), false, 'a pit not offered is refused');
  assert.equal(n.pickPit(ask.pits[1]), true);
  assert.deepEqual(n.prompt(), { kind: 'done', move: legal[1] });
});

test('a choice no move is left to make ends in the moves offered by notation', () => {
  // Two real moves whose remaining choices are the same for a player: after the pit there is nothing to tell
  // them apart, so they are offered by their notation (A3 sown both ways, its direction choice left out).
  const legal = legalAt('bao-la-kujifunza', 0).filter((m) => m.pit === 2).map((m) => ({ ...m, choices: m.choices.slice(0, 1) }));
  const n = new Narrowing(legal);
  assert.equal(n.pickPit(2), true);
  assert.deepEqual(n.prompt(), { kind: 'notation', moves: legal });
});

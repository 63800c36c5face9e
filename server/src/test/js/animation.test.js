// The animation's steps (board/steps.js) built from real traces of every kind: sowing, captures to the score,
// the hand and off the board, skips, stores, relay laps, Bao's kichwa directions and takasa, Nam Nam's seeds
// from the store, a forfeited grand slam and seeds collected at the end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { animationSteps, applyOp, noteMessage, words } from '../../main/resources/public/js/board/steps.js';
import { load, moves, moveWith, GAMES } from './fixtures.js';

const ops = (steps) => steps.flatMap((s) => s.ops);
const said = (steps) => ops(steps).filter((o) => o.op === 'say').map((o) => o.text);
const side = (s) => ({ key: `side.${s}` });

/** Plays the steps' counts on the position before the move, as the board does. */
function replay(position, steps) {
  const model = { pits: position.pits.slice(), scores: { ...position.scores } };
  for (const o of ops(steps)) applyOp(model, o, position.owners);
  return model;
}

test('every captured move of every game animates onto the server position that followed it', () => {
  let checked = 0;
  for (const name of GAMES) {
    const { type } = load(name);
    for (const a of moves(name)) {
      assert.equal(a.applied.length, 1, `${name} move ${a.index}: one move applied`);
      const steps = animationSteps(a.applied[0].trace, type.pitNames);
      const end = replay(a.before.position, steps);
      assert.deepEqual(end.pits, a.after.pits, `${name} move ${a.index} (${a.applied[0].notation}): the pits`);
      assert.deepEqual(end.scores, a.after.scores, `${name} move ${a.index} (${a.applied[0].notation}): the scores`);
      checked++;
    }
  }
  assert.ok(checked > 300, `${checked} moves checked`);
});

test('a sowing lifts the pit, and the hand drops one seed per pit, each pit then showing its new count', () => {
  const [first] = moves('oware');
  const trace = first.applied[0].trace;
  const lift = trace[0];
  assert.equal(lift.type, 'lift');
  const steps = animationSteps(trace, load('oware').type.pitNames);
  assert.deepEqual(steps[0].ops, [
    { op: 'pit', pit: lift.pit, seeds: 0 },
    { op: 'hand', at: { pit: lift.pit }, seeds: lift.seeds },
    { op: 'wait', steps: 1.6 },
  ]);
  const sows = steps.filter((s) => s.event.type === 'sow');
  assert.equal(sows.length, lift.seeds);
  sows.forEach((s, i) => assert.deepEqual(s.ops, [
    { op: 'hand', at: { pit: s.event.pit }, seeds: lift.seeds - 1 - i },
    { op: 'wait', steps: 0.7 },
    { op: 'pit', pit: s.event.pit, seeds: s.event.seedsAfter },
    { op: 'wait', steps: 0.3 },
  ]));
  // The end of an ordinary sowing is not worth a word.
  assert.deepEqual(said(steps), []);
});

test('an Oware capture blinks the pit, empties it, says so, and the seeds fly to the capturer\'s score', () => {
  const { game, applied } = moveWith('oware', (e) => e.type === 'capture');
  const steps = animationSteps(applied.trace, game.type.pitNames);
  const capture = steps.find((s) => s.event.type === 'capture');
  const ev = capture.event;
  assert.equal(ev.to, 'score');
  assert.deepEqual(capture.ops, [
    { op: 'flash', pit: ev.pit, mark: 'captured' },
    { op: 'take', pit: ev.pit, seeds: ev.seeds },
    { op: 'say', text: { key: 'anim.capture.score', params: { n: ev.seeds, pit: game.type.pitNames[ev.pit], side: side(ev.by) } } },
    { op: 'fly', from: { pit: ev.pit }, to: { score: ev.by }, seeds: ev.seeds },
    { op: 'addScore', side: ev.by, seeds: ev.seeds },
    { op: 'wait', steps: 1 },
  ]);
});

test('a skipped pit (Oware\'s twelve seeds or more) blinks and is named, without a pause', () => {
  const { game, applied } = moveWith('oware', (e) => e.type === 'skip');
  const skip = animationSteps(applied.trace, game.type.pitNames).find((s) => s.event.type === 'skip');
  assert.deepEqual(skip.ops, [
    { op: 'flash', pit: skip.event.pit, mark: 'flash' },
    { op: 'say', text: { key: 'anim.skip', params: { pit: game.type.pitNames[skip.event.pit] } } },
  ]);
});

test('a grand slam: the capture is forfeited with a long pause, and the seeds left are collected at the end', () => {
  const [a] = moves('oware-grand-slam');
  const steps = animationSteps(a.applied[0].trace, load('oware-grand-slam').type.pitNames);
  assert.deepEqual(steps.find((s) => s.event.type === 'captureForfeited').ops, [
    { op: 'say', text: { key: 'anim.forfeit.grand-slam', params: { n: 4 } } },
    { op: 'wait', steps: 4 },
  ]);
  assert.deepEqual(steps.find((s) => s.event.type === 'collect').ops, [
    { op: 'say', text: { key: 'anim.collect', params: { n: 4, side: side('north') } } },
    { op: 'collect', side: 'north', seeds: 4 },
    { op: 'wait', steps: 2 },
  ]);
  // The game's end is the result's to say, not the animation's.
  assert.deepEqual(steps.find((s) => s.event.type === 'gameEnd').ops, []);
  // North's seeds leave its pits for its score.
  assert.deepEqual(replay(a.before.position, steps), { pits: Array(12).fill(0), scores: { south: 22, north: 26 } });
});

test('a seed sown into a store goes into the store\'s count, and an extra turn is said', () => {
  const { game, applied } = moveWith('bao-kenyan-children', (e) => e.type === 'endOfTurn' && e.reason === 'extra-turn');
  const steps = animationSteps(applied.trace, game.type.pitNames);
  const store = steps.find((s) => s.event.type === 'sowStore');
  assert.deepEqual(store.ops, [
    { op: 'hand', at: { score: store.event.store }, seeds: 0 },
    { op: 'wait', steps: 0.7 },
    { op: 'score', side: store.event.store, seeds: store.event.seedsAfter },
    { op: 'wait', steps: 0.3 },
  ]);
  assert.deepEqual(said(steps), [{ key: 'anim.end.extra-turn', params: {} }]);
});

test('a relay lap lifts again and says which lap it is and from which pit', () => {
  const { game, applied } = moveWith('bao-kigogo', (e) => e.type === 'lift' && e.lap > 1);
  const steps = animationSteps(applied.trace, game.type.pitNames);
  const lap = steps.find((s) => s.event.type === 'lift' && s.event.lap > 1);
  const ev = lap.event;
  assert.deepEqual(lap.ops, [
    { op: 'pit', pit: ev.pit, seeds: 0 },
    { op: 'hand', at: { pit: ev.pit }, seeds: ev.seeds },
    { op: 'say', text: { key: 'anim.lap', params: { lap: ev.lap, pit: game.type.pitNames[ev.pit], n: ev.seeds } } },
    { op: 'wait', steps: 1.6 },
  ]);
});

test('Bao Kigogo\'s captured seeds leave the board and count as the capturer\'s', () => {
  const { game, applied } = moveWith('bao-kigogo', (e) => e.type === 'capture');
  const capture = animationSteps(applied.trace, game.type.pitNames).find((s) => s.event.type === 'capture');
  const ev = capture.event;
  assert.equal(ev.to, 'out');
  assert.deepEqual(capture.ops.slice(3), [
    { op: 'fly', from: { pit: ev.pit }, to: { out: ev.pit }, seeds: ev.seeds },
    { op: 'addScore', side: ev.by, seeds: ev.seeds },
    { op: 'wait', steps: 1 },
  ]);
});

test('Bao la Kiswahili\'s namua: a seed comes from the store, the capture goes into the hand, and the kichwa sets the direction', () => {
  const { game, applied } = moveWith('bao-la-kiswahili', (e) => e.type === 'capture' && e.to === 'hand');
  const names = game.type.pitNames;
  const steps = animationSteps(applied.trace, names);
  const place = steps[0];
  assert.equal(place.event.type, 'placeFromStore');
  const p = place.event;
  assert.deepEqual(place.ops, [
    { op: 'addScore', side: p.player, seeds: -1 },
    { op: 'fly', from: { score: p.player }, to: { pit: p.pit }, seeds: 1 },
    { op: 'pit', pit: p.pit, seeds: p.seedsAfter },
    { op: 'say', text: { key: 'anim.fromStore', params: { pit: names[p.pit] } } },
    { op: 'wait', steps: 1 },
  ]);
  const i = steps.findIndex((s) => s.event.type === 'capture');
  const c = steps[i].event;
  // No sowing has moved the hand yet: it takes the captured seeds over the captured pit.
  assert.deepEqual(steps[i].ops.slice(3), [
    { op: 'fly', from: { pit: c.pit }, to: { pit: c.pit }, seeds: c.seeds },
    { op: 'hand', at: { pit: c.pit }, seeds: c.seeds },
    { op: 'wait', steps: 1 },
  ]);
  // Later captures of the move fly to where the hand is: the pit its last sowing reached.
  const later = steps.slice(i + 1).findIndex((s) => s.event.type === 'capture');
  if (later >= 0) {
    const j = i + 1 + later;
    const lastSown = steps.slice(0, j).reverse().find((s) => s.event.type === 'sow' || s.event.type === 'lift').event.pit;
    assert.deepEqual(steps[j].ops.find((o) => o.op === 'fly').to, { pit: lastSown });
  }
  const dir = steps[i + 1].event;
  assert.equal(dir.type, 'direction');
  assert.deepEqual(steps[i + 1].ops, [{ op: 'say', text: { key: `anim.dir.${dir.direction}.kichwa-capture`, params: {} } }, { op: 'wait', steps: 2 }]);
});

test('a takasa in Bao la Kiswahili: the blocked pit is a note with the pit\'s name and the side\'s', () => {
  const { game, applied } = moveWith('bao-la-kiswahili', (e) => e.type === 'note' && e.key === 'takasia');
  assert.match(applied.notation, /\*$/, 'a takasa move (its notation ends in *)');
  const steps = animationSteps(applied.trace, game.type.pitNames);
  const note = steps.find((s) => s.event.type === 'note');
  const pit = note.event.params.pit;
  assert.deepEqual(note.ops, [
    { op: 'say', text: { key: 'note.takasia', params: { pit: game.type.pitNames[pit], player: side(note.event.params.player) } } },
    { op: 'wait', steps: 2 },
  ]);
  // No capture in a takasa; the sowing ends in an empty pit.
  assert.equal(steps.some((s) => s.event.type === 'capture'), false);
});

test('a note\'s reason and numbers: a reason is a message of its own, a number stays a number', () => {
  const { game, applied } = moveWith('nam-nam', (e) => e.type === 'note' && e.key === 'round-score');
  const ev = applied.trace.find((e) => e.type === 'note' && e.key === 'round-score');
  const msg = noteMessage(ev, game.type.pitNames);
  assert.equal(msg.key, 'note.round-score');
  for (const [name, v] of Object.entries(ev.params)) {
    if (typeof v === 'number' && name !== 'pit') assert.equal(msg.params[name], v);
    else if (v === 'south' || v === 'north') assert.deepEqual(msg.params[name], side(v));
    else if (typeof v === 'string') assert.deepEqual(msg.params[name], { key: `note.round-score.${v}` });
  }
  assert.deepEqual(msg.params, { round: 1, south: 20, north: 28, southPits: 5, northPits: 7 });
  const lost = moveWith('bao-la-kiswahili', (e) => e.type === 'note' && e.key === 'nyumba-lost');
  const ev2 = lost.applied.trace.find((e) => e.type === 'note' && e.key === 'nyumba-lost');
  assert.deepEqual(noteMessage(ev2, lost.game.type.pitNames),
    { key: 'note.nyumba-lost', params: { player: side('south'), because: { key: 'note.nyumba-lost.safari' } } });
});

test('words put a message into words, its parameters first', () => {
  const calls = [];
  const t = (key, params = {}) => { calls.push(key); return `${key}(${Object.entries(params).map(([k, v]) => `${k}=${v}`).join(',')})`; };
  const text = { key: 'anim.capture.score', params: { n: 3, pit: 'b', side: side('north') } };
  assert.equal(words(text, t), 'anim.capture.score(n=3,pit=b,side=side.north())');
  assert.deepEqual(calls, ['side.north', 'anim.capture.score']);
});

test('no trace, no steps; an event the page does not know is skipped', () => {
  assert.deepEqual(animationSteps(null, []), []);
  assert.deepEqual(animationSteps([{ type: 'somethingNew', pit: 1 }], ['A', 'B']), [{ event: { type: 'somethingNew', pit: 1 }, ops: [] }]);
});

test('taking seeds never leaves a pit below zero, nor a score taken from below zero', () => {
  const owners = ['south', 'north'];
  const model = { pits: [2, 0], scores: { south: 0, north: 1 } };
  applyOp(model, { op: 'take', pit: 0, seeds: 5 }, owners);
  applyOp(model, { op: 'addScore', side: 'south', seeds: -1 }, owners);
  applyOp(model, { op: 'addScore', side: 'north', seeds: 3 }, owners);
  assert.deepEqual(model, { pits: [0, 0], scores: { south: 0, north: 4 } });
  assert.equal(applyOp(model, { op: 'wait', steps: 1 }, owners), false);
});

// Moves and plies counted one way (game/movelist.js): the replay's line names the ply it shows ("after ply 7 of
// 30") and the number of the move that ply belongs to in the move list ("move 4"), so that stepping through a
// game, the numbered list and the finished games' ply count agree; docs/notation/move-numbers.md.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { moveGroups, replayPoint, replayText } from '../../main/resources/public/js/game/movelist.js';
import { useLanguage } from './messages.js';
import { load } from './fixtures.js';

before(() => useLanguage('en'));

/** A captured game's moves and movers, as a game view has them. */
function played(name) {
  const applied = load(name).answers.flatMap((a) => a.applied);
  return { moves: applied.map((a) => a.notation), movers: applied.map((a) => a.by) };
}

test('every ply of a game with extra turns is under the number the move list shows it under', () => {
  const { moves, movers } = played('bao-kenyan-children');
  assert.ok(movers.some((m, i) => i > 0 && m === movers[i - 1]), 'the captured game has an extra turn');
  const groups = moveGroups(moves, movers);
  for (let ply = 1; ply <= moves.length; ply++) {
    const p = replayPoint(moves, movers, ply);
    const listed = groups.find((g) => g.plies.includes(ply - 1));
    assert.equal(p.move, listed.n, `ply ${ply}`);
    assert.equal(p.notation, moves[ply - 1]);
    assert.equal(p.side, movers[ply - 1]);
    assert.equal(p.total, moves.length);
  }
  // The last ply's number is the list's last number: fewer numbers than plies.
  assert.equal(replayPoint(moves, movers, moves.length).move, groups.length);
  assert.ok(groups.length < moves.length);
});

test('the replay\'s line says plies where it counts plies, and the move number beside it', () => {
  const { moves, movers } = played('oware');
  assert.equal(replayText(replayPoint(moves, movers, 0)), `Start position (ply 0 of ${moves.length})`);
  assert.equal(replayText(replayPoint(moves, movers, 7)), `Position after ply 7 of ${moves.length} (move 4: South played ${moves[6]})`);
  assert.equal(replayText(replayPoint(moves, movers, 8)), `Position after ply 8 of ${moves.length} (move 4: North played ${moves[7]})`);
});

test('a game North began: its first ply is move 1 ("1..."), the next South move is move 2', () => {
  const moves = ['d', 'C', 'f'];
  const movers = ['north', 'south', 'north'];
  assert.deepEqual(moveGroups(moves, movers).map((g) => g.n), [1, 2]);
  assert.deepEqual([1, 2, 3].map((ply) => replayPoint(moves, movers, ply).move), [1, 2, 2]);
});

test('in the other languages a ply is a half-move, never the word for a move', async () => {
  const { moves, movers } = played('oware');
  const words = { pt: /meia-jogada 7 de .*jogada 4/, fr: /demi-coup 7 sur .*coup 4/, sw: /nusu-hatua 7 kati ya .*hatua 4/ };
  try {
    for (const [lang, re] of Object.entries(words)) {
      await useLanguage(lang);
      assert.match(replayText(replayPoint(moves, movers, 7)), re, lang);
    }
  } finally { await useLanguage('en'); }
});

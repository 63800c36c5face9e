// Results in words (game/result.js, game/match.js): a score reads in the winner's order, "North wins, 25–8",
// on the game's banner, in the finished-games list and in a decided match; a draw keeps South's first.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { resultText, resultCellText, scoresInOrder, notRatedText } from '../../main/resources/public/js/game/result.js';
import { matchText, matchScore } from '../../main/resources/public/js/game/match.js';
import { useLanguage } from './messages.js';
import { load } from './fixtures.js';

before(() => useLanguage('en'));

/** The end of the captured Oware game: North reached 26 against South's 8. */
const northWon = () => {
  const end = load('oware').answers.at(-1).applied.at(-1).trace.find((e) => e.type === 'gameEnd').outcome;
  assert.deepEqual([end.winner, end.south, end.north], ['north', 8, 26]);
  return end;
};

test('the banner puts the winner\'s score first, whichever side won', () => {
  assert.equal(resultText(northWon()), 'North wins, 26–8 (more than half the seeds captured).');
  assert.equal(resultText({ winner: 'south', south: 25, north: 19, reason: 'threshold' }), 'South wins, 25–19 (more than half the seeds captured).');
});

test('a draw keeps South\'s score first', () => {
  assert.deepEqual(scoresInOrder({ winner: null, south: 20, north: 28 }), [20, 28]);
  assert.match(resultText({ winner: null, south: 20, north: 28, reason: 'cycle' }), /^A draw, 20–28 /);
});

test('the finished-games list reads the same way', () => {
  assert.equal(resultCellText(northWon()), 'North won 26–8');
  assert.equal(resultCellText({ winner: 'south', south: 26, north: 22, reason: 'threshold' }), 'South won 26–22');
  assert.equal(resultCellText({ winner: null, south: 24, north: 24, reason: 'cycle' }), 'Draw 24–24');
  assert.equal(resultCellText({ winner: 'north', south: 3, north: 1, reason: 'resignation' }), 'North won (resignation)');
});

test('in Portuguese too', async () => {
  await useLanguage('pt');
  try {
    assert.match(resultText(northWon()), /^Ganha o Norte, 26–8 /);
    assert.equal(resultCellText(northWon()), 'Ganhou o Norte 26–8');
  } finally { await useLanguage('en'); }
});

const match = (extra) => ({ format: 'best-of', n: 3, number: 3, score: { south: 1, north: 2, draws: 0 }, status: 'active', winner: null, ...extra });
const view = (m, you = 'south') => ({ you, seats: { south: 'human', north: 'computer' }, match: m });

test('a match going on reads as the players sit; a decided one with the winner first', () => {
  assert.equal(matchText(view(match())), 'Best of 3 · game 3 · You 1 – 2 Computer');
  assert.equal(matchText(view(match({ status: 'finished', winner: 'north' }))), 'Best of 3 · game 3 · Computer 2 – 1 You · Computer wins the match');
  assert.equal(matchText(view(match({ status: 'finished', winner: 'south', score: { south: 2, north: 1, draws: 0 } }))), 'Best of 3 · game 3 · You 2 – 1 Computer · You win the match');
  // North won, seen by the player of North: the player's own words.
  assert.equal(matchText({ you: 'north', seats: { south: 'computer', north: 'human' }, match: match({ status: 'finished', winner: 'north' }) }),
    'Best of 3 · game 3 · You 2 – 1 Computer · You win the match');
  assert.equal(matchScore(match({ status: 'finished', winner: 'north' }), (s) => s), 'north 2 – 1 south');
});

test('a game asked to be rated that is not says why, with the server\'s numbers (docs/api.md, notRated)', async () => {
  assert.equal(notRatedText({ reason: 'too-few-moves', params: { moves: 2 } }), 'Not rated: each player must make at least 2 moves.');
  assert.equal(notRatedText({ reason: 'too-few-moves', params: { moves: 1 } }), 'Not rated: each player must make at least 1 move.');
  assert.equal(notRatedText({ reason: 'aborted', params: {} }), 'Not rated: the game was aborted.');
  assert.equal(notRatedText({ reason: 'pair-limit', params: { games: 3, hours: 24 } }),
    'Casual, not rated: these two players have played 3 rated games against each other in the last 24 hours.');
  assert.match(notRatedText({ reason: 'shared-network', params: { days: 30 } }), /^Casual, not rated: .*same network or browser/);
  assert.equal(notRatedText(null), '');
  assert.equal(notRatedText({ reason: 'something-new', params: {} }), '', 'a reason this page does not know says nothing rather than a key');
  await useLanguage('fr');
  try {
    assert.equal(notRatedText({ reason: 'too-few-moves', params: { moves: 2 } }), 'Non classée\u202f: chaque joueur doit jouer au moins 2 coups.');
    assert.match(notRatedText({ reason: 'pair-limit', params: { games: 3, hours: 24 } }), /3 parties classées .* 24 heures/);
  } finally { await useLanguage('en'); }
});

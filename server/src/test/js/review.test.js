// The review page's logic (review/model.js) and words (review/words.js) on a review in the API's shape
// (fixtures/review-oware.json): classes as symbols and words in every language, winning chances in percent, the
// graph's geometry and keys, the mistakes learn mode visits, its side and its verdicts, the progress line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  CLASSES, SYMBOLS, pending, progressOf, percent, lossPoints, hasBetter, lineOf, mistakesOf, learnSide, judge, graphPoints, positionAtX, sliderKey,
} from '../../main/resources/public/js/review/model.js';
import { classWord, classLabel, moveNumber, progressText, accuracyText, verdictLines } from '../../main/resources/public/js/review/words.js';
import { load } from './fixtures.js';
import { useLanguage } from './messages.js';

const { view, review: answer } = load('review-oware');
const review = answer.review;
const LANGS = JSON.parse(readFileSync(new URL('../../../../text/src/main/resources/public/i18n/languages.json', import.meta.url), 'utf8')).map((l) => l.code);

test('the fixture is a review of the API\'s shape: a ply per move, a graph value per position', () => {
  assert.equal(review.plies.length, view.moves.length);
  assert.equal(review.graph.length, view.moves.length + 1);
  review.plies.forEach((p, i) => { assert.equal(p.ply, i); assert.equal(p.move, view.moves[i]); assert.ok(CLASSES.includes(p.class), p.class); });
});

test('every class is a symbol (but a good move) and a word of its own in every language, never the key', async () => {
  assert.deepEqual(Object.keys(SYMBOLS).sort(), [...CLASSES].sort());
  assert.equal(SYMBOLS.blunder, '??');
  assert.equal(SYMBOLS.mistake, '?');
  assert.equal(SYMBOLS.inaccuracy, '?!');
  for (const lang of LANGS) {
    await useLanguage(lang);
    const words = CLASSES.map(classWord);
    words.forEach((w, i) => assert.ok(w && !w.startsWith('review.'), `${lang}: ${CLASSES[i]} → ${w}`));
    assert.equal(new Set(words).size, CLASSES.length, `${lang}: the classes read apart: ${words}`);
  }
  await useLanguage('en');
  assert.equal(classLabel('blunder'), '?? blunder');
  assert.equal(classLabel('good'), 'good move');
  await useLanguage('pt');
  assert.equal(classLabel('blunder'), '?? erro grave');
  await useLanguage('en');
});

test('a winning chance of the -1..+1 scale in percent; a loss in percentage points (docs/review.md)', () => {
  assert.equal(percent(0), 50);
  assert.equal(percent(1), 100);
  assert.equal(percent(-1), 0);
  assert.equal(percent(0.024), 51);
  assert.equal(percent(-0.72), 14);
  assert.equal(percent(3), 100, 'clamped');
  assert.equal(lossPoints(0.62), 31);
  assert.equal(lossPoints(0.1), 5);
  assert.equal(lossPoints(null), 0);
});

test('the progress: clamped to its total; pending while none, queued or running', () => {
  assert.deepEqual(progressOf({ progress: { done: 12, total: 121 } }), { done: 12, total: 121, percent: 10 });
  assert.deepEqual(progressOf({ type: 'review', status: 'running', done: 130, total: 121 }), { done: 121, total: 121, percent: 100 });
  assert.deepEqual(progressOf({}), { done: 0, total: 1, percent: 0 });
  assert.equal(pending({ status: 'queued' }), true);
  assert.equal(pending({ status: 'running' }), true);
  assert.equal(pending({ status: 'none' }), true);
  assert.equal(pending({ status: 'done' }), false);
  assert.equal(pending({ status: 'failed' }), false);
});

test('the progress line says plies, at most the game\'s, and the queue', async () => {
  await useLanguage('en');
  assert.equal(progressText('running', { done: 13, total: 121 }, 120), 'Reviewing: ply 13 of 120');
  assert.equal(progressText('running', { done: 121, total: 121 }, 120), 'Reviewing: ply 120 of 120');
  assert.match(progressText('queued', null, 120), /queue/);
  await useLanguage('fr');
  assert.equal(progressText('running', { done: 13, total: 121 }, 120), 'Bilan en cours\u202f: demi-coup 13 sur 120');
  await useLanguage('en');
});

test('learn mode visits a player\'s inaccuracies, mistakes and blunders, in order; none for a player without', () => {
  assert.deepEqual(mistakesOf(review, 'north').map((p) => p.ply), [1, 3]);
  assert.deepEqual(mistakesOf(review, 'south'), []);
  assert.equal(learnSide(review, 'south'), 'south', 'the page\'s own seat first');
  assert.equal(learnSide(review, 'north'), 'north');
  assert.equal(learnSide(review, 'both'), 'north', 'both seats: the side with more to learn');
  assert.equal(learnSide(review, null), 'north', 'a spectator too');
  assert.equal(learnSide({ plies: [] }, null), 'south', 'even: South');
});

test('a move tried in learn mode: the review\'s best is right, the game\'s move is the game\'s, another is not known better', () => {
  const blunder = review.plies[3];
  assert.equal(judge(blunder, 'd'), 'best');
  assert.equal(judge(blunder, 'e'), 'played');
  assert.equal(judge(blunder, 'a'), 'other');
});

test('a better move is offered for a move that was not the best, never for the best or the only move', () => {
  assert.deepEqual(review.plies.map(hasBetter), [false, true, true, true, false, true]);
});

test('the better line starts with the best move; a line that follows another best move gives way to the best alone', () => {
  assert.deepEqual(lineOf(review.plies[3]), ['d', 'A', 'c']);
  // A proven position where several moves keep the result: the tables' line may begin with another one.
  assert.deepEqual(lineOf({ best: 'D', move: 'D', line: ['C', 'b', 'D'] }), ['D']);
  assert.deepEqual(lineOf({ best: 'b', line: [] }), ['b']);
  assert.deepEqual(lineOf({ best: null }), []);
});

test('the graph: position 0 on the left, the last on the right, +1 at the top, even in the middle', () => {
  const pts = graphPoints([0, 1, -1, 0.5], 600, 160);
  assert.deepEqual(pts, [[0, 80], [200, 0], [400, 160], [600, 40]]);
  assert.deepEqual(graphPoints([0], 600, 160), [[0, 80]], 'a game of no move');
  assert.equal(positionAtX(0, 300, 7), 0);
  assert.equal(positionAtX(300, 300, 7), 6);
  assert.equal(positionAtX(140, 300, 7), 3);
  assert.equal(positionAtX(-20, 300, 7), 0, 'clamped');
  assert.equal(positionAtX(999, 300, 7), 6, 'clamped');
});

test('the graph\'s keys: arrows one position, Page Up/Down ten, Home and End, within the game', () => {
  assert.equal(sliderKey('ArrowRight', 3, 6), 4);
  assert.equal(sliderKey('ArrowUp', 3, 6), 4);
  assert.equal(sliderKey('ArrowLeft', 3, 6), 2);
  assert.equal(sliderKey('ArrowDown', 0, 6), 0);
  assert.equal(sliderKey('ArrowRight', 6, 6), 6);
  assert.equal(sliderKey('Home', 3, 6), 0);
  assert.equal(sliderKey('End', 3, 6), 6);
  assert.equal(sliderKey('PageUp', 3, 60), 13);
  assert.equal(sliderKey('PageDown', 3, 60), 0);
  assert.equal(sliderKey('Enter', 3, 6), null);
  assert.equal(sliderKey('a', 3, 6), null);
});

test('a move\'s number before it: "2." before South\'s, "2..." before North\'s', async () => {
  await useLanguage('en');
  assert.equal(moveNumber(view.moves, view.movers, 0), '1.');
  assert.equal(moveNumber(view.moves, view.movers, 1), '1...');
  assert.equal(moveNumber(view.moves, view.movers, 3), '2...');
  assert.equal(moveNumber(['A', 'B', 'c'], ['south', 'south', 'north'], 1), '1.', 'an extra turn stays under its number');
});

test('the verdict on a move: what was played, the chances, what it gave away, the better move and its line', async () => {
  await useLanguage('en');
  assert.deepEqual(verdictLines(review.plies[3], view), [
    '2... North played e: ?? blunder',
    "North's winning chance: 45% before the move, 14% after it.",
    '31 percentage points of winning chance given away.',
    'Better: d (line: d A c).',
  ]);
  assert.deepEqual(verdictLines(review.plies[0], view), [
    '1. South played C: ! best move',
    "South's winning chance: 51% before the move, 51% after it.",
    "The review's best move.",
  ]);
  const only = verdictLines(review.plies[4], view);
  assert.equal(only[0], '3. South played A: □ only move');
  assert.equal(only.length, 2, `no chances for the only move: ${only}`);
  const proven = verdictLines(review.plies[5], view);
  assert.ok(proven.includes('2 seeds of the final score given away'), proven.join(' | '));
  await useLanguage('pt');
  const pt = verdictLines(review.plies[3], view);
  assert.equal(pt[0], '2... o Norte jogou e: ?? erro grave');
  assert.ok(pt.includes('31 pontos percentuais de hipótese de ganhar perdidos.'), pt.join(' | '));
  await useLanguage('en');
});

test('accuracy in the language\'s numbers, or words when no move was judged', async () => {
  await useLanguage('en');
  assert.equal(accuracyText(91.4), '91.4%');
  assert.equal(accuracyText(100), '100%');
  assert.equal(accuracyText(null), 'no move judged');
  await useLanguage('fr');
  assert.equal(accuracyText(91.4), '91,4\u202f%');
  await useLanguage('en');
});

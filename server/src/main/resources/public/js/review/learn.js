// "Learn from your mistakes" on the review page: for one player (their own seat by default, else the side with more
// to learn), each of their inaccuracies, mistakes and blunders in turn: the position before it on the board, and
// a better move to find there. A move tried is judged by the review alone (model.js `judge`): the review's best
// move is right; the game's move is said to be the game's; any other is not known to be better (try again, or
// see the answer). The end says how many were gone through and how many found at the first try.
import { t, errorText } from '../i18n.js';
import * as api from '../api.js';
import { h } from '../dom.js';
import { number } from '../evaluation.js';
import { mistakesOf, learnSide, judge, lineOf } from './model.js';
import { classWord, moveNumber } from './words.js';

export class LearnMode {
  /** `page`: the review page (its review, game view, board, choice bar, positions and marks). */
  constructor(page) {
    this.page = page;
    this.active = false;
    const { review } = page;
    const side = learnSide(review, page.view.you || api.seatFor(page.id));
    const count = (s) => mistakesOf(review, s).length;
    this.select = h('select', { id: 'learn-side' }, ['south', 'north'].map((s) => h('option', { value: s, selected: s === side },
      t('review.learn.option', { side: t(`side.${s}`), n: count(s) }))));
    this.startBtn = h('button', { type: 'button', class: 'btn', id: 'learn-start', onclick: () => this.start(this.select.value) }, t('review.learn.start'));
    this.intro = h('div', { class: 'learn-intro' },
      h('p', {}, t('review.learn.lead')),
      h('p', { class: 'learn-choose' }, h('label', { for: 'learn-side' }, t('review.learn.side')), ' ', this.select, ' ', this.startBtn));
    this.prompt = h('p', { class: 'learn-prompt', 'aria-live': 'polite' });
    this.feedback = h('p', { class: 'learn-feedback', role: 'status', 'aria-live': 'polite' });
    this.actions = h('div', { class: 'controls learn-actions' });
    this.body = h('div', { class: 'learn-body', hidden: true }, this.prompt, this.feedback, this.actions);
    this.heading = h('h2', { id: 'learn-h', tabindex: '-1' }, t('review.learn.title'));
    this.el = h('section', { class: 'learn panel', 'aria-labelledby': 'learn-h' }, this.heading, this.intro, this.body);
  }

  /** Starts with `side`'s mistakes (inaccuracies, mistakes, blunders), from the first. */
  start(side) {
    const page = this.page;
    page.go(page.cursor); // leaves a line shown, if any
    this.side = side;
    // The learner's side at the bottom, as a player sees the board.
    page.setBottom(side);
    this.list = mistakesOf(page.review, side);
    this.index = 0;
    this.found = 0;
    this.active = true;
    this.intro.hidden = true;
    this.body.hidden = false;
    page.detail.hidden = true;
    page.nav.hidden = true;
    if (!this.list.length) { this.finish(); return; }
    this.show();
  }

  /** The position before the current mistake, and the question. */
  async show() {
    const page = this.page;
    const p = this.list[this.index];
    this.tries = 0;
    this.answered = false;
    const mine = ++page.seq;
    page.cursor = p.ply;
    page.graph.setCurrent(p.ply);
    page.moveList.setCurrent(p.ply);
    page.status.textContent = t('review.learn.progress', { i: number(this.index + 1), n: number(this.list.length) });
    this.prompt.textContent = t('review.learn.prompt', {
      side: t(`side.${p.mover}`), n: moveNumber(page.view.moves, page.view.movers || [], p.ply), move: p.move, cls: classWord(p.class),
    });
    this.feedback.textContent = '';
    this.feedback.className = 'learn-feedback';
    this.actions.replaceChildren(this.stopButton());
    let at;
    try {
      at = await page.position(p.ply);
    } catch (e) { this.feedback.textContent = errorText(e); return; }
    if (mine !== page.seq || !this.active) return;
    this.at = at;
    page.board.setPosition(at.position);
    page.board.markLastMove([]);
    page.mark('better', []);
    page.mark('played', []);
    this.ask();
  }

  /** Asks for a move on the board; the answer is judged. */
  ask() {
    const page = this.page;
    const p = this.list[this.index];
    const asked = this.index;
    page.board.requestMove(this.at.legalMoves, page.choiceBar).then((mv) => {
      if (!mv || !this.active || this.index !== asked) return;
      this.tries++;
      this.verdict(p, mv.notation);
    });
    page.board.focusBoard();
  }

  verdict(p, move) {
    const page = this.page;
    const how = judge(p, move);
    const line = lineOf(p).join(' ');
    page.board.block(t('review.boardIdle'));
    if (how === 'best') {
      if (this.tries === 1) this.found++;
      this.answered = true;
      page.mark('better', [this.pit(p.best)]);
      this.say(t('review.learn.right', { move, line }), 'right');
      this.actions.replaceChildren(this.nextButton(), this.stopButton());
      this.actions.querySelector('#learn-next').focus();
      return;
    }
    page.mark('played', [this.pit(move)]);
    this.say(t(how === 'played' ? 'review.learn.played' : 'review.learn.other', { move, cls: classWord(p.class) }), how === 'played' ? 'wrong' : 'unknown');
    const again = h('button', { type: 'button', class: 'btn small', id: 'learn-again', onclick: () => { page.mark('played', []); this.say('', ''); this.ask(); } }, t('review.learn.again'));
    const answer = h('button', { type: 'button', class: 'btn small ghost', id: 'learn-answer', onclick: () => this.answer() }, t('review.learn.answer'));
    this.actions.replaceChildren(again, answer, this.stopButton());
    again.focus();
  }

  /** The review's best move, marked on the board, with its line. */
  answer() {
    const page = this.page;
    const p = this.list[this.index];
    page.board.cancelRequest();
    page.board.block(t('review.boardIdle'));
    page.mark('played', []);
    page.mark('better', [this.pit(p.best)]);
    this.answered = true;
    this.say(t('review.learn.answerText', { move: p.best, line: lineOf(p).join(' ') }), 'answer');
    this.actions.replaceChildren(this.nextButton(), this.stopButton());
    this.actions.querySelector('#learn-next').focus();
  }

  pit(move) {
    const m = (this.at.legalMoves || []).find((x) => x.notation === move);
    return m ? m.pit : null;
  }

  say(text, kind) {
    this.feedback.className = `learn-feedback ${kind}`;
    this.feedback.textContent = text;
  }

  nextButton() {
    const last = this.index + 1 >= this.list.length;
    return h('button', { type: 'button', class: 'btn small', id: 'learn-next', onclick: () => {
      this.index++;
      if (this.index >= this.list.length) this.finish(); else this.show();
    } }, t(last ? 'review.learn.finish' : 'review.learn.next'));
  }

  stopButton() {
    return h('button', { type: 'button', class: 'btn small ghost', id: 'learn-stop', onclick: () => { const k = this.page.cursor; this.stop(); this.page.go(k); } }, t('review.learn.stop'));
  }

  /** The end: how many were gone through, and how many found at the first try. */
  finish() {
    const page = this.page;
    page.board.cancelRequest();
    page.board.block(t('review.boardIdle'));
    const side = t(`side.${this.side}`);
    const n = this.list.length;
    this.prompt.textContent = '';
    page.status.textContent = '';
    this.say(n ? t('review.learn.done', { n, side, found: number(this.found) }) : t('review.learn.none', { side }), 'done');
    this.actions.replaceChildren(h('button', { type: 'button', class: 'btn small', id: 'learn-end', onclick: () => { const k = page.cursor; this.stop(); page.go(k); this.startBtn.focus(); } }, t('review.learn.back')));
    this.actions.querySelector('#learn-end').focus();
  }

  /** Leaves learn mode: the review as it was, its start offered again. */
  stop() {
    if (!this.active) return;
    this.active = false;
    this.page.board.cancelRequest();
    this.page.setBottom(this.page.bottom);
    this.intro.hidden = false;
    this.body.hidden = true;
    this.page.detail.hidden = false;
    this.page.nav.hidden = false;
  }
}

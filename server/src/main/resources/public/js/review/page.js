// The review page (`#/review/<id>`, docs/web-ui.md "The review page"): asks the game's review (POST
// /api/games/{id}/review), shows its progress from the game's live channel (and a GET now and then, should a
// message be missed) until it is done, then each player's summary, the evaluation graph, the move list with each
// move's class, the board at the position chosen with the better move and its line, and "learn from your
// mistakes" (learn.js).
import { t, errorText } from '../i18n.js';
import * as api from '../api.js';
import * as social from '../social.js';
import { h } from '../dom.js';
import { gameName } from '../names.js';
import { setTitle } from '../shell.js';
import { liveChannel } from '../live.js';
import { Board } from '../board.js';
import { number } from '../evaluation.js';
import { resultText } from '../game/result.js';
import { replayPoint, replayText } from '../game/movelist.js';
import { pending, progressOf, percent, hasBetter, lineOf } from './model.js';
import { progressText, accuracyText, verdictLines, classLabel, moveNumber } from './words.js';
import { ReviewGraph } from './graph.js';
import { ReviewMoveList } from './moves.js';
import { LearnMode } from './learn.js';

/** How often a review still to come is asked for again, beside the live channel's messages. */
const POLL_MS = 4000;
/** How long to wait before asking again when the server is busy (503). */
const BUSY_MS = 5000;

export async function renderReview(main, id) {
  const view = await api.getGame(id);
  const type = await api.gameType(view.game);
  setTitle(t('review.title', { game: gameName(type) }));
  return new ReviewPage(main, id, view, type).start();
}

class ReviewPage {
  constructor(main, id, view, type) {
    this.main = main;
    this.id = id;
    this.view = view;
    this.type = type;
    this.closed = false;
    this.channel = null;
    this.poll = null;
    this.retry = null;
    this.shown = false;
    this.positions = new Map();
    this.seq = 0;
    this.cursor = 0;
    this.line = null;
    this.names = {};
  }

  async start() {
    const { id, view } = this;
    this.state = h('div', { class: 'review-state' });
    this.content = h('div', { class: 'review' });
    this.main.replaceChildren(
      h('h1', {}, t('review.heading', { game: gameName(this.type) })),
      h('p', { class: 'lead review-lead' },
        view.status === 'finished' && view.outcome ? [resultText(view.outcome), ' · '] : null,
        h('a', { href: `#/game/${id}` }, t('review.back'))),
      this.state, this.content);
    this.say(t('review.asking'));
    const onKey = (e) => this.onKey(e);
    document.addEventListener('keydown', onKey);
    social.gameNames([id]).then((r) => { this.names = (r.games && r.games[id]) || {}; this.showNames(); }).catch(() => {});
    await this.ask();
    return () => {
      this.closed = true;
      this.stopWaiting();
      clearTimeout(this.retry);
      if (this.learn) this.learn.stop();
      if (this.board) this.board.cancelRequest();
      document.removeEventListener('keydown', onKey);
    };
  }

  // ---- the review's state: asked, queued, running, done or failed -------------------------------------------

  /** Asks for the review (POST): the review if stored, else its place in the queue; a refusal is said. */
  async ask() {
    clearTimeout(this.retry);
    try {
      this.receive(await api.requestReview(this.id));
    } catch (e) {
      if (this.closed) return;
      if (e.status === 503) {
        // Busy: this player's other review, or a full queue. Asked again in a moment, as the refusal says.
        this.say(t('review.busyRetry', { text: errorText(e) }), 'notice');
        this.retry = setTimeout(() => this.ask(), BUSY_MS);
        return;
      }
      this.stopWaiting();
      this.say(errorText(e), 'error');
    }
  }

  /** A ReviewView of the API: drawn once done, its progress shown while it is still to come. */
  receive(r) {
    if (this.closed || this.shown || !r) return;
    if (r.status === 'done' && r.review) { this.stopWaiting(); this.showReview(r.review); return; }
    if (r.status === 'failed') {
      this.stopWaiting();
      this.say(t('review.failed'), 'error', h('button', { type: 'button', class: 'btn small', id: 'review-retry', onclick: () => this.ask() }, t('review.retry')));
      return;
    }
    if (r.status === 'none') { this.ask(); return; }
    if (pending(r)) { this.showProgress(r.status, r.progress); this.wait(); }
  }

  /** Follows the review on the game's live channel, and asks with GET every few seconds meanwhile. */
  wait() {
    if (!this.channel) {
      this.channel = liveChannel(`/games/${this.id}/events`, {
        onMessage: (m) => this.onLive(m),
        // After a reconnection, what was missed meanwhile is asked for.
        onStatus: (s) => { if (s === 'open' && this.opened) this.refresh(); this.opened = true; },
      });
    }
    if (!this.poll) this.poll = setInterval(() => this.refresh(), POLL_MS);
  }

  stopWaiting() {
    if (this.channel) { this.channel.close(); this.channel = null; }
    clearInterval(this.poll);
    this.poll = null;
  }

  refresh() {
    return api.getReview(this.id).then((r) => this.receive(r)).catch(() => {});
  }

  /** `{"type": "review", "status": "running", "done": 12, "total": 121}`, then `done` or `failed`. */
  onLive(m) {
    if (m.type !== 'review' || this.shown) return;
    if (m.status === 'done' || m.status === 'failed') { this.refresh(); return; }
    this.showProgress(m.status, m);
  }

  /** The progress bar (role progressbar, its value the positions reviewed) and its line in words. */
  showProgress(status, progress) {
    const { done, total, percent: pc } = progressOf(progress);
    const text = progressText(status, progress, this.view.moves.length);
    if (!this.bar) {
      this.fill = h('div', { class: 'review-progress-fill' });
      this.bar = h('div', { class: 'review-progress', role: 'progressbar', 'aria-label': t('review.progressLabel'), 'aria-valuemin': '0' }, this.fill);
      this.barText = h('p', { class: 'review-progress-text' });
      this.state.replaceChildren(h('div', { class: 'review-waiting' }, this.barText, this.bar));
    }
    this.bar.setAttribute('aria-valuemax', String(total));
    this.bar.setAttribute('aria-valuenow', String(status === 'running' ? done : 0));
    this.bar.setAttribute('aria-valuetext', text);
    this.fill.style.width = `${status === 'running' ? pc : 0}%`;
    this.barText.textContent = text;
  }

  /** A line in place of the progress: what the page is doing, a refusal, or a failure (with what to do). */
  say(text, kind = '', ...extra) {
    this.bar = null;
    this.state.replaceChildren(h('p', { class: kind, role: kind === 'error' ? 'alert' : 'status' }, text, extra.length ? ' ' : null, ...extra));
  }

  // ---- the review -------------------------------------------------------------------------------------------

  showReview(review) {
    this.shown = true;
    this.review = review;
    this.state.replaceChildren();
    const { view } = this;
    const moves = { moves: view.moves, movers: view.movers || [] };
    this.summary = h('div', { class: 'review-summary' });
    this.graph = new ReviewGraph(review, { label: t('review.graph'), valueText: (k) => this.positionWords(k), onPick: (k) => this.go(k) });
    this.moveList = new ReviewMoveList((k) => this.go(k));
    this.moveList.render(review, moves);
    const bottom = view.you === 'north' ? 'north' : 'south';
    this.boardBox = h('div', { class: 'board-wrap' });
    this.status = h('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
    this.detail = h('div', { class: 'review-detail', 'aria-live': 'polite' });
    this.choiceBar = h('div', { class: 'choice-bar', 'aria-live': 'polite' });
    this.lineBox = h('div', { class: 'review-line', hidden: true });
    const btn = (key, onclick, id) => h('button', { type: 'button', class: 'btn small ghost', id, onclick }, t(key));
    this.nav = h('div', { class: 'controls review-nav' },
      btn('game.first', () => this.go(0), 'review-first'), btn('game.prev', () => this.go(this.cursor - 1), 'review-prev'),
      btn('game.next', () => this.go(this.cursor + 1), 'review-next'), btn('game.last', () => this.go(view.moves.length), 'review-last'));
    this.learn = new LearnMode(this);
    this.content.replaceChildren(
      this.summary,
      h('div', { class: 'review-grid' },
        h('section', { class: 'review-graph-area panel', 'aria-labelledby': 'review-graph-h' },
          h('h2', { id: 'review-graph-h' }, t('review.graph')),
          h('p', { class: 'review-help', id: 'review-graph-help' }, t('review.graphHelp')), this.graph.el),
        h('section', { class: 'review-board', id: 'review-board', 'aria-label': t('game.board') },
          this.status, this.boardBox, this.choiceBar, this.lineBox, this.detail, this.nav, this.learn.el),
        h('section', { class: 'review-moves-area panel', 'aria-labelledby': 'review-moves-h' },
          h('h2', { id: 'review-moves-h' }, t('review.moves')), this.moveList.el)));
    this.graph.el.setAttribute('aria-describedby', 'review-graph-help');
    this.bottom = bottom;
    this.setBottom(bottom);
    this.showSummary();
    this.go(0);
  }

  /** The board drawn with `side` at the bottom (learn mode puts the learner there); the page's seat's by default. */
  setBottom(side) {
    if (this.board && this.board.bottom === side) return;
    if (this.board) this.board.cancelRequest();
    this.board = new Board(this.boardBox, this.type, { bottom: side, names: this.sideNames() });
  }

  sideNames() {
    const name = (s) => (this.names[s] ? `${t(`side.${s}`)} · ${this.names[s]}` : t(`side.${s}`));
    return { south: name('south'), north: name('north') };
  }

  showNames() {
    if (this.board) this.board.setNames(this.sideNames());
    if (this.review) this.showSummary();
  }

  /** Each player's accuracy and counts, and the turning point as a link to it: a table, South's column and North's. */
  showSummary() {
    const { review, view } = this;
    const SIDES = ['south', 'north'];
    const turning = (side) => {
      const tp = review.players[side].turningPoint;
      if (tp == null || !review.plies[tp]) return t('review.turningPointNone');
      return h('button', { type: 'button', class: 'linkish turning-point', id: `turning-${side}`, 'data-ply': tp, onclick: () => this.go(tp + 1, true) },
        t('review.turningPointLink', { n: moveNumber(view.moves, view.movers || [], tp), move: review.plies[tp].move, cls: classLabel(review.plies[tp].class) }));
    };
    const row = (key, cls, value) => h('tr', { class: cls }, h('th', { scope: 'row' }, t(key)),
      SIDES.map((side) => h('td', { class: side }, value(side))));
    const head = (side) => h('th', { scope: 'col', class: side }, t(`side.${side}`),
      this.names[side] ? [h('br'), h('bdi', { 'data-user': '', class: 'who' }, this.names[side])] : null);
    this.summary.replaceChildren(h('table', { class: 'review-summary-table' },
      h('caption', { class: 'sr-only' }, t('review.summary')),
      h('thead', {}, h('tr', {}, h('td', {}), SIDES.map(head))),
      h('tbody', {},
        row('review.accuracy', 'accuracy', (s) => accuracyText(review.players[s].accuracy)),
        row('review.inaccuracies', 'inaccuracy', (s) => number(review.players[s].inaccuracies)),
        row('review.mistakes', 'mistake', (s) => number(review.players[s].mistakes)),
        row('review.blunders', 'blunder', (s) => number(review.players[s].blunders)),
        row('review.turningPoint', 'turning', turning))));
  }

  /** The graph's words for position k: which ply, and South's winning chance there. */
  positionWords(k) {
    const p = number(percent(this.review.graph[k]));
    if (k === 0) return t('review.graphStart', { p });
    const ply = this.review.plies[k - 1];
    return t('review.graphValue', { ply: number(k), total: number(this.view.moves.length), move: ply.move, cls: classLabel(ply.class), p });
  }

  /** A position of the game (cached): after `ply` moves, then the moves of `line` if any. */
  position(ply, line = []) {
    const key = `${ply}|${line.join(' ')}`;
    if (!this.positions.has(key)) {
      const p = line.length ? api.positionAfterLine(this.id, ply, line) : api.positionAt(this.id, ply);
      this.positions.set(key, p);
      p.catch(() => this.positions.delete(key));
    }
    return this.positions.get(key);
  }

  /** The pit a move in notation starts from, among a position's legal moves; null if it is not there. */
  static pitOf(at, move) {
    const m = (at.legalMoves || []).find((x) => x.notation === move);
    return m ? m.pit : null;
  }

  mark(cls, pits) {
    this.board.pitEls.forEach((p) => p.g.classList.remove(cls));
    for (const pit of pits) if (pit != null && this.board.pitEls[pit]) this.board.pitEls[pit].g.classList.add(cls);
  }

  /**
   * Shows position k (after k plies): the board, the graph's mark, the list's, and the verdict on the move that led
   * there. `focus`: the board's section takes the focus (a link that jumps, such as the turning point).
   */
  async go(k, focus = false) {
    const n = this.view.moves.length;
    k = Math.max(0, Math.min(n, k));
    if (this.learn.active) this.learn.stop();
    this.line = null;
    this.lineBox.hidden = true;
    this.cursor = k;
    const mine = ++this.seq;
    this.graph.setCurrent(k);
    this.moveList.setCurrent(k);
    this.showDetail(k);
    const [at, before] = await Promise.all([this.position(k), k > 0 ? this.position(k - 1) : null]).catch((e) => { this.status.textContent = errorText(e); return []; });
    if (mine !== this.seq || this.closed || !at) return;
    this.board.setPosition(at.outcome ? { ...at.position, toMove: null } : at.position);
    this.board.block(t('review.boardIdle'));
    this.mark('better', []);
    this.mark('played', []);
    this.board.markLastMove(before ? [ReviewPage.pitOf(before, this.view.moves[k - 1])] : []);
    this.status.textContent = replayText(replayPoint(this.view.moves, this.view.movers || [], k));
    if (focus) this.detail.scrollIntoView({ block: 'nearest' });
  }

  /** The verdict on the move that led to position k, with "Show the better move" when there is one. */
  showDetail(k) {
    if (k === 0) { this.detail.replaceChildren(h('p', {}, t('review.detail.start'))); return; }
    const p = this.review.plies[k - 1];
    const [first, ...rest] = verdictLines(p, this.view);
    const head = h('p', { class: `verdict ${p.class}` }, first);
    const tags = [];
    if (p.proven) tags.push(h('span', { class: 'tag exact', title: t('review.provenHelp') }, t('review.proven')));
    const parts = [head];
    if (tags.length) parts.push(h('p', {}, tags));
    parts.push(...rest.map((s) => h('p', {}, s)));
    if (hasBetter(p)) parts.push(h('p', {}, h('button', { type: 'button', class: 'btn small', id: 'show-better', onclick: () => this.showLine(p.ply, 0) }, t('review.showBetter'))));
    this.detail.replaceChildren(...parts);
  }

  // ---- the better line, step by step ------------------------------------------------------------------------

  /**
   * The better line of move i (the review's best move and its line from the position before move i), at `step`:
   * 0 the position before the move, the better move's pit and the game's move's marked; j after j moves of it.
   */
  async showLine(i, step) {
    const p = this.review.plies[i];
    const moves = lineOf(p);
    step = Math.max(0, Math.min(moves.length, step));
    this.line = { i, step, moves };
    const mine = ++this.seq;
    let at;
    try {
      at = await this.position(i, moves.slice(0, step));
    } catch (e) { this.status.textContent = errorText(e); return; }
    if (mine !== this.seq || this.closed) return;
    this.board.setPosition(at.outcome ? { ...at.position, toMove: null } : at.position);
    this.board.block(t('review.boardIdle'));
    this.board.markLastMove([]);
    const next = moves[step];
    this.mark('better', next ? [ReviewPage.pitOf(at, next)] : []);
    this.mark('played', step === 0 ? [ReviewPage.pitOf(at, p.move)] : []);
    const side = (pl) => t(`side.${pl}`);
    const lines = [];
    if (step === 0) lines.push(t('review.line.start', { move: p.best, played: p.move }));
    else lines.push(t('review.line.after', { moves: moves.slice(0, step).join(' '), step: number(step), total: number(moves.length) }));
    if (next) lines.push(t('review.line.then', { side: side(at.position.toMove), move: next }));
    else lines.push(t('review.line.end'));
    const btn = (key, id, onclick, disabled) => h('button', { type: 'button', class: 'btn small ghost', id, onclick, disabled }, t(key));
    this.status.textContent = t('review.line.title', { n: moveNumber(this.view.moves, this.view.movers || [], i), move: p.move });
    this.lineBox.hidden = false;
    const focused = document.activeElement && document.activeElement.id;
    this.lineBox.replaceChildren(
      h('div', { role: 'status' }, lines.map((s) => h('p', {}, s))),
      h('div', { class: 'controls' },
        btn('review.line.prev', 'line-prev', () => this.showLine(i, step - 1), step === 0),
        btn('review.line.forward', 'line-next', () => this.showLine(i, step + 1), step >= moves.length),
        btn('review.line.back', 'line-back', () => this.go(i + 1))));
    // The step buttons keep the keyboard's focus from one step to the next (a disabled one gives it to its twin).
    const keep = focused === 'line-prev' || focused === 'line-next' || focused === 'show-better' ? focused : null;
    if (keep) {
      let b = this.lineBox.querySelector(`#${keep === 'show-better' ? 'line-next' : keep}`);
      if (b && b.disabled) b = this.lineBox.querySelector(keep === 'line-prev' ? '#line-next' : '#line-prev');
      if (b) b.focus();
    }
  }

  // Off the board and its fields, ← and → step through the game, as on the game page.
  onKey(e) {
    if (!this.review || (this.learn && this.learn.active)) return;
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.defaultPrevented) return;
    if (e.target.closest && e.target.closest('svg.board, input, select, textarea, .choice-bar, [role=slider]')) return;
    const step = { ArrowLeft: -1, ArrowRight: 1 }[e.key];
    if (!step) return;
    e.preventDefault();
    if (this.line) this.showLine(this.line.i, this.line.step + step);
    else this.go(this.cursor + step);
  }
}

// The game screen (`#/game/<id>`): the board, the players' bars and clocks, the move list and replay, the
// analysis panel, offers, the match, and the live channel. It puts the pieces of this folder together: the
// state (state.js), the clocks (clockbar.js, clock.js), the move list (movelist.js), the match (match.js), the
// offers (offers.js), the invitation and spectators (online.js), the hint (hint.js) and the result (result.js).
import { t, errorText, withLang } from '../i18n.js';
import * as api from '../api.js';
import { h } from '../dom.js';
import { gameName } from '../names.js';
import { setTitle } from '../shell.js';
import { beep } from '../sound.js';
import { liveChannel } from '../live.js';
import { claimSeat, mountGameSocial } from '../gamesocial.js';
import { GameState } from './state.js';
import { replayPoint, replayText } from './movelist.js';
import { renderMatch, renderNext } from './match.js';
import { renderOffer, declinedText } from './offers.js';
import { renderInvite, renderWatchers } from './online.js';
import { hintText } from './hint.js';
import { resultText } from './result.js';
import { renderAfterGame, newGameRequest } from './aftergame.js';
import { layOut, skipLink } from './layout.js';

export async function renderGame(main, id, { params }) {
  const view = await openGame(id, params);
  const type = await api.gameType(view.game);
  setTitle(gameName(type));
  const levels = (await api.catalogue()).levels || [];
  return new GameScreen(main, id, view, type, { levels, review: params.has('review') }).start();
}

/** The game's view, after taking an account's seat, or the open seat of an online game opened with ?join. */
async function openGame(id, params) {
  await claimSeat(id);
  if (!api.tokenFor(id)) {
    const view = await api.getGame(id);
    if (view.mode === 'online' && (view.seats.south === 'open' || view.seats.north === 'open') && params.has('join')) {
      try {
        const j = await api.joinGame(id);
        api.saveToken(id, j.token, j.seat);
        return j.game;
      } catch { /* no free seat: watch */ }
    }
  }
  return api.getGame(id);
}

class GameScreen {
  constructor(main, id, view, type, { levels = [], review = false }) {
    this.id = id;
    this.type = type;
    this.state = new GameState(view);
    this.gameSocial = null; // names, chat and rating changes (gamesocial.js)
    this.socket = null;
    this.inbox = []; // live messages kept while a move is on its way or animated (drainInbox)
    this.spectators = 0;
    this.wasOver = null;
    this.wasMyTurn = null;
    this.advantage = type.advantage || 'seeds';
    this.levels = levels;
    this.reviewing = review; // opened as #/game/<id>?review: the analysis panel shows the last position
    layOut(this, main);
  }

  get view() {
    return this.state.view;
  }

  /** Listens, shows the game, and returns what closes the screen. */
  async start() {
    const { id, state } = this;
    // Online players and every spectator follow the game live; a spectator says so, to be counted.
    if (this.view.mode === 'online' || !state.you) {
      const hello = this.hello();
      this.socket = liveChannel(`/games/${id}/events`, {
        onMessage: (msg) => this.onMessage(msg),
        onStatus: (s) => { if (s === 'reconnecting') this.note.say(t('game.reconnecting')); },
        hello,
        // A player's channel is its presence at the board (docs/api.md, "A game's life"): it pings often, so that
        // the server, which closes a player's channel silent for 35 s, sees a dropped network quickly.
        pingMs: hello && hello.type === 'seat' ? 10000 : 25000,
      });
    }
    const onKey = (e) => this.onKey(e);
    document.addEventListener('keydown', onKey);
    const skip = skipLink(this);
    this.gameSocial = await mountGameSocial(id, this.view, {
      aside: this.side,
      after: this.boardBox.parentElement,
      onNames: () => this.showNames(),
    }).catch(() => null);
    await this.showState(this.view);
    if (this.reviewing) this.showReview();
    return () => {
      state.closed = true; this.clocks.stop(); this.presence.stop(); if (this.socket) this.socket.close(); this.board.cancelRequest(); this.analysis.destroy();
      if (this.gameSocial) this.gameSocial.close();
      document.removeEventListener('keydown', onKey);
      skip.remove();
    };
  }

  showNames() {
    const names = this.state.sideNames((s) => this.gameSocial && this.gameSocial.nameOf(s));
    this.board.setNames(names);
    this.clocks.setNames(names);
  }

  /**
   * What the page says on the game's channel when it (re)connects: a player of an online game names its seat
   * (its presence at the board, docs/api.md "A game's life"), a spectator says it watches.
   */
  hello() {
    const you = this.state.you;
    if (!you) return { type: 'watch' };
    if (this.view.mode === 'online' && you !== 'both') return { type: 'seat', token: api.tokenFor(this.id) };
    return null;
  }

  /** The one who stayed claims the game (a win, or a draw) once the opponent's time away is up. */
  claim(result) {
    return this.act(() => api.claim(this.id, this.view.version, result));
  }

  /** Shows a view of the game (unless a replay is shown and not `force`d) and asks for whatever comes next. */
  async showState(v, force = false) {
    const { state, board, status, buttons } = this;
    if (state.closed) return;
    const view = state.receive(v);
    this.showNames();
    this.note.clearHintUnless(view.version);
    if (state.browsing !== null && !force) { this.moveList.render(view, state.shownPly()); return; }
    const over = state.isOver();
    // A finished game has no side to move: no marker says otherwise.
    board.setPosition(over ? { ...view.position, toMove: null } : view.position);
    this.moveList.render(view, state.shownPly());
    renderWatchers(this.watchLine, state.you, view.status, this.spectators);
    this.analyseShown();
    this.clocks.show(view, { boardBox: this.boardBox, clockLine: this.clockLine, onOut: () => this.refresh() });
    const rated = !!(this.gameSocial && this.gameSocial.rated());
    renderOffer(this.offerBox, state, { accept: (kind) => this.acceptOffer(kind), decline: (kind) => this.declineOffer(kind) }, rated);
    this.presence.setView(view, state.you);
    renderInvite(this.invite, view, this.id, () => this.note.say(t('game.copied')));
    renderMatch(this.matchLine, view);
    renderNext(this.nextBox, view, (next) => this.follow(next));
    renderAfterGame(this.afterBox, view, { id: this.id, levels: this.levels, onNew: (level) => this.newGame(level), onReview: () => this.review() });
    if (this.gameSocial) this.gameSocial.update(view);
    status.classList.toggle('over', over);
    // The lines of the last move's animation say nothing once the result is shown.
    if (over && this.wasOver === false) this.note.say('');
    const c = state.controls();
    buttons.undo.hidden = c.undoHidden;
    buttons.hint.hidden = c.hintHidden;
    buttons.draw.hidden = c.drawHidden;
    buttons.takeback.hidden = c.takebackHidden;
    buttons.takeback.disabled = c.takebackDisabled;
    // Players in another tab see from the title, and may hear, that it is their turn.
    const myTurn = state.myTurn();
    setTitle(myTurn ? `${t('game.titleTurn')} · ${gameName(this.type)}` : gameName(this.type));
    if (myTurn && this.wasMyTurn === false && (view.mode === 'online' || document.hidden)) beep();
    this.wasMyTurn = myTurn;
    this.wasOver = over;
    buttons.resign.hidden = c.resignHidden;
    buttons.abort.hidden = c.abortHidden;
    buttons.rematch.hidden = c.rematchHidden;
    buttons.rematch.textContent = t(c.rematchKey === 'game.offerRematch' && rated ? 'game.offerRatedRematch' : c.rematchKey);
    buttons.undo.disabled = c.undoDisabled;
    if (over) {
      status.textContent = resultText(view.outcome);
      board.block(t('board.why.over'));
      return;
    }
    if (view.status === 'waiting') {
      status.textContent = t('game.waiting');
      board.block(t('game.waiting'));
      return;
    }
    const mover = view.position.toMove;
    if (state.isMine(mover)) {
      status.textContent = state.you === 'both' ? t('game.turnOf', { side: t(`side.${mover}`) }) : t('game.yourTurn');
      // Not awaited: showState returns at once (the router then finishes, and must not wait for a move, or it
      // would move the focus to <main> after the player's first move).
      board.requestMove(view.legalMoves, this.bar).then((mv) => { if (mv) this.submit(mv); });
    } else if (state.computerTurn()) {
      status.textContent = t('game.thinking');
      board.block(t('board.why.notYourTurn'));
      this.runComputer();
    } else {
      status.textContent = state.you ? t('game.waitOpponent') : t('game.turnOf', { side: t(`side.${mover}`) });
      board.block(state.you ? t('board.why.notYourTurn') : t('board.why.spectator'));
    }
  }

  /** The game as the server has it now (a clock ran out, a refused request). */
  refresh() {
    return api.getGame(this.id).then((v) => this.showState(v)).catch(() => {});
  }

  /** Animates the moves an answer applied, the last one ending on the answer's position. */
  async playApplied(applied, v) {
    this.note.clearHint();
    for (const a of applied) {
      const isLast = a === applied[applied.length - 1];
      const after = isLast ? v.position : null;
      this.note.say(t('game.played', { side: t(`side.${a.by}`), move: a.notation }));
      this.status.textContent = this.note.el.textContent;
      await this.board.animate(a.trace, after, (s) => { this.note.say(s); });
      this.board.markLastMove(a.trace.filter((e) => e.type === 'lift' && e.lap === 1).map((e) => e.pit));
    }
  }

  /** Sends a move (the player's, or a request for the computer's) and plays the answer. */
  async move(send) {
    const state = this.state;
    state.busy = true;
    const r = await send();
    state.view.version = r.game.version;
    await this.playApplied(r.applied, r.game);
    state.busy = false;
    await this.showState(r.game);
    await this.drainInbox();
  }

  /**
   * The live messages that came while a move was on its way or being animated (the opponent of a fast game may
   * answer within the animation), in order; each newer than what is shown is played now.
   */
  async drainInbox() {
    while (this.inbox.length && !this.state.busy && !this.state.closed) await this.onMessage(this.inbox.shift());
  }

  async submit(mv) {
    try {
      await this.move(() => api.move(this.id, this.view.version, mv.code));
    } catch (e) {
      this.state.busy = false;
      this.note.say(errorText(e));
      this.showState(await api.getGame(this.id));
    }
  }

  async runComputer() {
    try {
      await this.move(() => api.computerMove(this.id, this.view.version));
    } catch (e) {
      this.state.busy = false;
      this.note.say(errorText(e));
      // An overloaded server asks to retry; a stale view is refreshed.
      if (e.status === 503) setTimeout(() => { if (!this.state.closed) this.runComputer(); }, 1500);
      else if (e.code === 'stale-version') this.showState(await api.getGame(this.id));
    }
  }

  /** A request that answers with the game (undo, offers, resign). */
  async act(fn) {
    try {
      const r = await fn();
      await this.showState(r.game);
    } catch (e) {
      this.note.say(errorText(e));
      if (e.code === 'stale-version') this.showState(await api.getGame(this.id));
    }
  }

  async askHint() {
    const asked = this.view.version;
    try {
      const r = await api.hint(this.id);
      if (this.state.closed || this.view.version !== asked || this.state.browsing !== null) return;
      this.note.showHint(hintText(r, this.advantage), asked);
    } catch (e) { this.note.say(errorText(e)); }
  }

  /** A link to the position on the board (the one being replayed, or the current one). */
  async share() {
    try {
      const p = await api.positionAt(this.id, this.state.shownPly());
      const q = new URLSearchParams((p.share || '').split('?')[1] || '');
      if (!q.get('position')) q.set('position', p.position.text);
      if (!q.get('game')) q.set('game', this.view.game);
      const link = withLang(`#/position?${q}`);
      if (navigator.clipboard) await navigator.clipboard.writeText(link).catch(() => {});
      this.note.el.replaceChildren(t('game.shareReady'), ' ', h('a', { href: link }, link));
      delete this.note.el.dataset.hint;
    } catch (e) { this.note.say(errorText(e)); }
  }

  analyseShown() {
    this.analysis.setAvailable(this.view.mode !== 'online' || this.view.status === 'finished');
    this.analysis.show({ gameId: this.id, ply: this.state.shownPly() });
  }

  /** Shows the position after `ply` moves (the current one ends the replay). */
  async browse(ply) {
    const state = this.state;
    ply = Math.max(0, Math.min(this.view.moves.length, ply));
    if (ply === this.view.moves.length) { state.browsing = null; this.moveList.render(this.view, state.shownPly()); await this.showState(this.view, true); return; }
    state.browsing = ply;
    this.note.clearHint();
    this.buttons.undo.hidden = true;
    this.board.block(t('game.browsing'));
    this.analyseShown();
    const p = await api.positionAt(this.id, ply);
    // A later step may have moved on while this one loaded.
    if (state.browsing !== ply) return;
    this.board.setPosition(p.position);
    this.status.textContent = replayText(replayPoint(this.view.moves, this.view.movers, ply));
    this.moveList.render(this.view, state.shownPly());
  }

  // The arrow keys step through the game, as on other game sites (not while a pit or a field has the keys).
  onKey(e) {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.defaultPrevented) return;
    if (e.target.closest && e.target.closest('svg.board, input, select, textarea, .choice-bar')) return;
    const step = { ArrowLeft: -1, ArrowRight: 1 }[e.key];
    if (!step) return;
    e.preventDefault();
    this.browse(this.state.shownPly() + step);
  }

  // A finished game points to the game that followed it (the match's next game or a rematch).
  follow(nextId) {
    const token = api.tokenFor(this.id);
    if (token) api.saveToken(nextId, token);
    location.hash = `#/game/${nextId}`;
  }

  /** A new game against the computer like this one, at `level`. */
  async newGame(level) {
    try {
      const r = await api.createGame(newGameRequest(this.view, level));
      api.saveToken(r.game.id, r.token, r.seat);
      location.hash = `#/game/${r.game.id}`;
    } catch (e) { this.note.say(errorText(e)); }
  }

  /** "Review this game": the computer's review of the finished game (#/review/<id>, review/page.js). */
  review() {
    location.hash = `#/review/${this.id}`;
  }

  showReview() {
    this.analysis.reveal();
    this.analyseShown();
    // After the router has put the focus on <main> (it does once the page is drawn): the review starts here.
    setTimeout(() => {
      if (this.state.closed) return;
      this.analysis.panel.scrollIntoView({ block: 'nearest' });
      this.analysis.heading.focus({ preventScroll: true });
    }, 0);
  }

  async rematch() {
    try {
      if (this.view.mode === 'online') {
        const r = await api.rematch(this.id, this.view.version, 'offer');
        await this.showState(r.game);
        return;
      }
      const r = await api.rematch(this.id, this.view.version);
      this.follow(r.game.id);
    } catch (e) {
      this.note.say(errorText(e));
      if (e.code === 'stale-version') this.showState(await api.getGame(this.id));
    }
  }

  async acceptOffer(kind) {
    if (kind !== 'rematch') return this.act(() => api.offer(this.id, kind, 'accept', this.view.version));
    try {
      const r = await api.rematch(this.id, this.view.version, 'accept');
      this.follow(r.game.id);
    } catch (e) { this.note.say(errorText(e)); }
  }

  declineOffer(kind) {
    return this.act(() => (kind === 'rematch'
      ? api.rematch(this.id, this.view.version, 'decline')
      : api.offer(this.id, kind, 'decline', this.view.version)));
  }

  /** A message of the live channel: the spectators, or the game changed by someone else. */
  async onMessage(msg) {
    const state = this.state;
    if (msg.type === 'presence') { this.presence.setPresence(msg.presence); return; }
    if (msg.type === 'spectators') { this.spectators = msg.count; renderWatchers(this.watchLine, state.you, this.view.status, this.spectators); return; }
    if (!msg.game || msg.game.version <= this.view.version) return;
    if (state.busy) { this.inbox.push(msg); return; }
    const v = { ...msg.game, you: state.you };
    // Both players wanted the rematch (one offered, the other accepted): go there together.
    if (msg.reason === 'rematch' && v.next && state.you) { this.follow(v.next); return; }
    // An offer declined is told to the player who made it.
    const declined = declinedText(state, this.view, msg.reason);
    if (msg.type === 'moves' && msg.applied) {
      state.busy = true;
      this.view.version = v.version;
      await this.playApplied(msg.applied, v);
      state.busy = false;
    }
    await this.showState(v);
    if (declined) this.note.say(declined);
    await this.drainInbox();
  }
}

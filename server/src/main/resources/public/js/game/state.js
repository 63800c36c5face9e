// The game screen's state: the server's view of the game (docs/api.md, GameView: version, seats, position,
// moves, offer, clock, match), the seat this page holds, and what the page is doing (replaying a move, waiting
// for an answer, closed). What the page may offer follows from it alone; no DOM here.
import { t } from '../i18n.js';

export class GameState {
  /** view: the first GameView; `you` is the page's seat ('south', 'north', 'both' or null) for good. */
  constructor(view) {
    this.you = view.you;
    this.view = view;
    this.browsing = null; // the ply being replayed, or null at the game's current position
    this.busy = false; // a move is on its way or being animated
    this.closed = false; // the page has left the game
  }

  /** A view from the server: the live channel's views carry no seat, and this page knows its own. */
  receive(v) {
    this.view = { ...v, you: this.you };
    return this.view;
  }

  /** The ply shown: the one replayed, else the current one. */
  shownPly() {
    return this.browsing ?? this.view.moves.length;
  }

  isMine(side) {
    return this.you === 'both' || this.you === side;
  }

  isOver() {
    return this.view.status === 'finished';
  }

  computerTurn() {
    const v = this.view;
    return v.mode === 'computer' && v.status === 'active' && v.seats[v.position.toMove] === 'computer';
  }

  /** The player's own turn in a game against someone else (the title says so, a beep may sound). */
  myTurn() {
    const v = this.view;
    return !this.isOver() && v.status === 'active' && !!this.you && this.you !== 'both' && this.isMine(v.position.toMove);
  }

  /** Which of the game's buttons are shown (true: hidden) or disabled, as the rules of the page have it. */
  controls() {
    const v = this.view;
    const you = this.you;
    const over = this.isOver();
    const online = v.mode === 'online';
    const offers = !online || !you || over || v.status !== 'active';
    return {
      // Undo and hints are for a game being played (online the opponent is asked instead), never a finished one.
      undoHidden: online || !you || over,
      undoDisabled: v.moves.length === 0 || this.busy,
      hintHidden: online || !you || over,
      drawHidden: offers,
      takebackHidden: offers,
      // A takeback needs a move of one's own to take back, and no other offer waiting.
      takebackDisabled: !(v.movers || []).includes(you) || !!v.offer,
      // Until each player has made a first move an online game is aborted, not resigned (docs/api.md).
      abortHidden: !this.abortable(),
      resignHidden: !you || over || v.status === 'waiting' || this.abortable(),
      // A rematch follows a decided match (a single game is a match of one); online it is offered first.
      // (An aborted game's match is over too: the players may start again with a rematch.)
      rematchHidden: !over || !you || !!v.next || !!v.offer || !!(v.match && v.match.status === 'active'),
      rematchKey: online ? 'game.offerRematch' : v.match && v.match.format !== 'single' ? 'game.newMatch' : 'game.rematch',
    };
  }

  /** An online player may abort: the game waits for a second player, or its players have not both moved. */
  abortable() {
    const v = this.view;
    const player = this.you === 'south' || this.you === 'north';
    return player && v.mode === 'online' && (v.status === 'waiting' || (v.status === 'active' && !v.started));
  }

  /** Each side's name line: "South · You", "North · Computer (level 3)", or an account's name. */
  sideNames(nameOf = () => null) {
    const v = this.view;
    const n = {};
    for (const s of ['south', 'north']) {
      const seat = v.seats[s];
      let who = seat === 'computer' ? t('game.computer', { level: v.level }) : seat === 'open' ? t('game.waitingSeat') : t('game.player');
      if (v.you === s) who = t('game.you');
      const name = nameOf(s);
      if (name) who = v.you === s ? `${name} (${t('game.you')})` : name;
      n[s] = `${t(`side.${s}`)} · ${who}`;
    }
    return n;
  }
}

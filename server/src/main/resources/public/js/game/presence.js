// An online game's life as the page shows it (docs/api.md, "A game's life"): the first move's countdown before
// the game aborts by itself, and who is at the board: the opponent who left, the countdown to a claim, and the
// claim's buttons once it is over. The server decides; the page counts down from the times it was told and
// asks again when a count reaches zero. The words are pure functions (node tests them); PresenceBox draws them.
import { t } from '../i18n.js';
import { h } from '../dom.js';

const other = (side) => (side === 'south' ? 'north' : 'south');

/** A whole number of seconds, never below zero, as a clock reads ("0:25", "4:05"). */
export function clockText(ms) {
  const s = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The first move's line of an online game not yet started, `elapsed` ms after the view came: who must move
 * and how long is left before the game aborts by itself; null when no first move is awaited.
 */
export function firstMoveText(view, you, elapsed) {
  if (view.mode !== 'online' || view.status !== 'active' || view.firstMoveMs == null) return null;
  const time = clockText(view.firstMoveMs - elapsed);
  const mover = view.position.toMove;
  if (you === mover) return t('firstMove.yours', { time });
  return t('firstMove.theirs', { side: t(`side.${mover}`), time });
}

/**
 * What the page says of who is at the board, `elapsed` ms after `presence` came: {text, claim} (claim: the
 * countdown is over and this player may claim), or null when everyone is here. A player reads of the
 * opponent; a spectator of each side away.
 */
export function presenceText(presence, view, you, elapsed) {
  if (!presence || view.mode !== 'online' || view.status !== 'active') return null;
  if (you === 'south' || you === 'north') {
    const away = presence[other(you)];
    if (!away || away.here) return null;
    if (!view.started) return { text: t('presence.leftOpening'), claim: false };
    if (away.claimInMs == null) return { text: t('presence.leftTheirTurn'), claim: false };
    const left = away.claimInMs - elapsed;
    if (left > 0) return { text: t('presence.claimIn', { time: clockText(left) }), claim: false };
    return { text: t('presence.mayClaim'), claim: true };
  }
  const lines = [];
  for (const side of ['south', 'north']) {
    const s = presence[side];
    if (!s || s.here) continue;
    const name = t(`side.${side}`);
    if (s.claimInMs != null && s.claimInMs - elapsed > 0) {
      lines.push(t('presence.sideLeftFor', { side: name, time: clockText(s.claimInMs - elapsed) }));
    } else {
      lines.push(t('presence.sideLeft', { side: name }));
    }
  }
  return lines.length ? { text: lines.join(' '), claim: false } : null;
}

/**
 * The page's box for both lines: it ticks every half second while a count runs. When the first move's count
 * reaches zero it calls `onZero` once for that view (the page asks the server, which has aborted the game);
 * when the claim's count does, the claim's buttons appear. `claim(result)` is the buttons' action.
 */
export class PresenceBox {
  constructor({ claim, onZero }) {
    this.actions = { claim };
    this.onZero = onZero;
    // The countdowns change every second: screen readers hear a line once, when what it says changes (a
    // player left, came back, may claim; a first move is awaited), not each second of it.
    this.lines = h('div', {});
    this.live = h('p', { class: 'sr-only', role: 'status', 'aria-live': 'polite' });
    this.el = h('div', { class: 'notice presence', hidden: true }, this.lines, this.live);
    this.said = '';
    this.presence = null;
    this.presenceAt = 0;
    this.view = null;
    this.viewAt = 0;
    this.you = null;
    this.timer = null;
    this.shown = '';
    this.zeroTold = null; // the version of the view whose first move's zero was told
  }

  /** A presence message came. */
  setPresence(p) {
    this.presence = p;
    this.presenceAt = performance.now();
    this.render();
  }

  /** The game's view changed (its first move's count, whose turn, its end). */
  setView(view, you) {
    this.view = view;
    this.viewAt = performance.now();
    this.you = you;
    this.render();
  }

  render() {
    const { view } = this;
    if (!view) return;
    const now = performance.now();
    const first = firstMoveText(view, this.you, now - this.viewAt);
    const pres = presenceText(this.presence, view, this.you, now - this.presenceAt);
    const key = `${first}|${pres && pres.text}|${pres && pres.claim}`;
    const running = (view.firstMoveMs != null && view.status === 'active')
      || (pres && !pres.claim && this.presence && Object.values(this.presence).some((s) => s && s.claimInMs != null));
    if (running && !this.timer) this.timer = setInterval(() => this.render(), 500);
    if (!running && this.timer) { clearInterval(this.timer); this.timer = null; }
    const zero = view.firstMoveMs != null && view.status === 'active' && view.firstMoveMs - (now - this.viewAt) <= 0;
    if (zero && this.zeroTold !== view.version) { this.zeroTold = view.version; if (this.onZero) this.onZero(); }
    if (key === this.shown) return;
    this.shown = key;
    const parts = [];
    if (first) parts.push(h('p', { class: 'first-move' }, first));
    if (pres) {
      parts.push(h('p', { class: 'away' }, pres.text));
      if (pres.claim) {
        parts.push(h('p', { class: 'claim' },
          h('button', { type: 'button', class: 'btn small', onclick: () => this.actions.claim('win') }, t('presence.claimWin')), ' ',
          h('button', { type: 'button', class: 'btn small ghost', onclick: () => this.actions.claim('draw') }, t('presence.claimDraw'))));
      }
    }
    this.lines.replaceChildren(...parts);
    this.el.hidden = parts.length === 0;
    const kind = `${!!first}|${pres ? pres.claim : '-'}|${this.presence ? JSON.stringify(['south', 'north'].map((x) => this.presence[x] && this.presence[x].here)) : ''}`;
    if (kind !== this.said) {
      this.said = kind;
      this.live.textContent = [first, pres && pres.text].filter(Boolean).join(' ');
    }
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

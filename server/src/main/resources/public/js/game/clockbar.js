// Each player's name and clock, above and below the board as the players sit (class `player-bar`, shown when
// the game has a clock): large, running down every tenth of a second from the server's `clock`, the running one
// marked, low time marked in red and in words for screen readers (a clock at zero says its time is up instead). The display itself is clock.js.
import { t, currentLocale } from '../i18n.js';
import { h } from '../dom.js';
import { clockFaces, clockNoteKey, clockWaits, SIDES } from './clock.js';

export class ClockBars {
  constructor(bottom) {
    const playerBar = (side) => {
      const name = h('span', { class: 'player-name' });
      const clock = h('span', { class: 'clock', role: 'timer' });
      const bar = h('div', { class: `player-bar ${side === bottom ? 'bottom' : 'top'}`, 'data-side': side, hidden: true },
        name, h('span', { class: 'clock-box' }, h('span', { class: 'sr-only' }, `${t('game.clockOf', { side: t(`side.${side}`) })}: `), clock,
          h('span', { class: 'low-note sr-only' })));
      return { bar, name, clock, low: bar.querySelector('.low-note') };
    };
    this.bars = { south: playerBar('south'), north: playerBar('north') };
    this.tick = null;
  }

  bar(side) {
    return this.bars[side].bar;
  }

  setNames(names) {
    for (const side of SIDES) this.bars[side].name.textContent = names[side];
  }

  /**
   * Shows the view's clocks and runs the running one; `clockLine` says when the clock waits for the first move,
   * `boardBox` is marked `clocked`; onOut() is called once when the running clock reaches zero.
   */
  show(view, { boardBox, clockLine, onOut }) {
    this.stop();
    const c = view.clock;
    boardBox.classList.toggle('clocked', !!c);
    for (const side of SIDES) this.bars[side].bar.hidden = !c;
    const waits = clockWaits(view);
    // Online the clocks wait for each player's first move; elsewhere (a match's next game) for the first move.
    clockLine.textContent = waits ? t(view.mode === 'online' ? 'game.clockWaitsBoth' : 'game.clockWaits') : '';
    clockLine.hidden = !waits;
    if (!c) return;
    const t0 = Date.now();
    const locale = currentLocale();
    const draw = () => {
      const faces = clockFaces(c, Date.now() - t0, locale);
      for (const side of SIDES) {
        const b = this.bars[side];
        const f = faces[side];
        b.clock.textContent = f.text;
        b.bar.classList.toggle('low', f.low);
        b.bar.classList.toggle('spent', f.spent);
        b.bar.classList.toggle('running', f.running);
        const note = clockNoteKey(f);
        b.low.textContent = note ? ` (${t(note)})` : '';
      }
      if (faces.out) { this.stop(); onOut(); }
      return faces.out;
    };
    // A clock already out at the answer asks the server once, as a clock running out does.
    if (!draw() && c.running) this.tick = setInterval(draw, 100);
  }

  stop() {
    clearInterval(this.tick);
    this.tick = null;
  }
}

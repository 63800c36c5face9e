// The SVG board for every Kete game, drawn from the catalogue's layout (rows of pit indices as South sees
// them, stores at the ends where the game has them). It shows a position, animates a move from the
// engine's trace, and collects a move choice by choice from the legal-move list.
import { t } from './i18n.js';

const NS = 'http://www.w3.org/2000/svg';
const R = 31;          // pit radius
const DX = 78;         // pit spacing across
const DY = 80;         // pit spacing down
const PAD = 22;        // frame padding
const STORE_W = 70;    // store or score column width
const SPEEDS = { slow: 420, normal: 210, fast: 80, instant: 0 };

function el(name, attrs = {}, parent) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Seed dots in a pit: a sunflower pattern that fills the pit evenly whatever the count. */
function seedSpots(count, radius) {
  const shown = Math.min(count, 20);
  const out = [];
  for (let i = 0; i < shown; i++) {
    const r = (radius - 8) * Math.sqrt((i + 0.5) / Math.max(shown, 3));
    const a = i * 2.39996 + 0.6;
    out.push([r * Math.cos(a), r * Math.sin(a)]);
  }
  return out;
}

export function sideOfPit(game, pit) {
  const half = game.layout.grid.flat().length / 2;
  return pit < half ? 'south' : 'north';
}

export class Board {
  /**
   * game: a catalogue entry (layout, pitNames, rows, pitsPerRow); opts.bottom: 'south' or 'north';
   * opts.interactive: false for diagrams; opts.names: {south, north} shown beside the rows.
   */
  constructor(container, game, opts = {}) {
    this.game = game;
    this.bottom = opts.bottom || 'south';
    this.interactive = opts.interactive !== false;
    this.names = opts.names || { south: t('side.south'), north: t('side.north') };
    this.speed = opts.speed || 'normal';
    // Bao la Kujifunza and Bao la Kiswahili sow either way; the other games only counter-clockwise.
    this.directions = opts.directions || (game.rows === 4 && /^bao-la/.test(game.id || '') ? 'both' : 'ccw');
    this.container = container;
    this.pits = new Array(game.layout.grid.flat().length).fill(0);
    this.scores = { south: 0, north: 0 };
    this.toMove = null;
    this.legalPits = new Map();
    this.onPit = null;
    this.focusPit = null;
    this.lastMovePits = [];
    this.build();
  }

  // Grid as drawn: flipped by 180 degrees when North sits at the bottom.
  drawnGrid() {
    const g = this.game.layout.grid.map((row) => row.slice());
    if (this.bottom === 'north') return g.reverse().map((row) => row.reverse());
    return g;
  }

  build() {
    const grid = this.drawnGrid();
    const rows = grid.length, cols = grid[0].length;
    const hasStores = this.game.layout.hasStores;
    const leftW = hasStores ? STORE_W : 0;
    const rightW = STORE_W;
    const gap = rows === 4 ? 14 : 0;
    const boardW = PAD * 2 + leftW + cols * DX + (hasStores ? STORE_W : 0);
    const boardH = PAD * 2 + rows * DY + gap;
    const W = boardW + (hasStores ? 0 : rightW + 10);
    const H = boardH + 2 * 30;
    this.container.innerHTML = '';
    const svg = el('svg', { class: 'board', viewBox: `0 0 ${W} ${H}`, role: 'group' });
    svg.setAttribute('aria-label', t('board.aria', { game: this.game.name }));
    this.svg = svg;
    const defs = el('defs', {}, svg);
    const wood = el('linearGradient', { id: 'kete-wood', x1: 0, y1: 0, x2: 0, y2: 1 }, defs);
    el('stop', { offset: 0, 'stop-color': '#a86f3a' }, wood);
    el('stop', { offset: .5, 'stop-color': '#8c5a2c' }, wood);
    el('stop', { offset: 1, 'stop-color': '#70441f' }, wood);
    const pitG = el('radialGradient', { id: 'kete-pit', cx: .45, cy: .4, r: .65 }, defs);
    el('stop', { offset: 0, 'stop-color': '#2c190c' }, pitG);
    el('stop', { offset: .8, 'stop-color': '#4a2d16' }, pitG);
    el('stop', { offset: 1, 'stop-color': '#6a4322' }, pitG);
    const seedG = el('radialGradient', { id: 'kete-seed', cx: .35, cy: .35, r: .7 }, defs);
    el('stop', { offset: 0, 'stop-color': '#fff7df' }, seedG);
    el('stop', { offset: 1, 'stop-color': '#c9ad76' }, seedG);

    const top = 30;
    el('rect', { class: 'frame', x: 2, y: top, width: boardW - 4, height: boardH, rx: 34 }, svg);
    if (rows === 4) el('line', { x1: PAD, x2: boardW - PAD, y1: top + boardH / 2, y2: top + boardH / 2, stroke: '#4a2c14', 'stroke-width': 3, opacity: .6 }, svg);

    this.pos = [];
    this.pitEls = [];
    const x0 = PAD + leftW + DX / 2, y0 = top + PAD + DY / 2;
    grid.forEach((row, r) => row.forEach((pit, c) => {
      const x = x0 + c * DX, y = y0 + r * DY + (r >= rows / 2 ? gap : 0);
      this.pos[pit] = [x, y];
      const g = el('g', { class: 'pit', 'data-pit': pit, transform: `translate(${x},${y})` }, svg);
      // Bao la Kiswahili's nyumba (house): a square frame around the pit while its owner still holds it.
      const house = el('rect', { class: 'house-mark', x: -R - 3, y: -R - 3, width: 2 * R + 6, height: 2 * R + 6, rx: 8 }, g);
      el('circle', { class: 'pit-hole', r: R }, g);
      el('g', { class: 'seeds' }, g);
      const cnt = el('text', { class: 'count', x: 0, y: 2 }, g);
      cnt.textContent = '0';
      const lbl = el('text', { class: 'label', x: 0, y: r < rows / 2 ? -R - 5 : R + 14 }, g);
      lbl.textContent = this.game.pitNames[pit];
      const title = el('title', {}, g);
      this.pitEls[pit] = { g, seeds: g.querySelector('.seeds'), cnt, title, house };
      if (this.interactive) {
        g.addEventListener('click', () => this.activate(pit));
        g.addEventListener('focus', () => { this.focusPit = pit; });
      }
    }));
    this.gridDrawn = grid;

    // Stores (games that have them) or score boxes; the top side is the one not at the bottom.
    const topSide = this.bottom === 'south' ? 'north' : 'south';
    this.scoreAt = {};
    this.scoreEls = {};
    const midY = top + boardH / 2;
    if (hasStores) {
      let leftSide = this.game.layout.storeOnLeft || 'north';
      if (this.bottom === 'north') leftSide = leftSide === 'north' ? 'south' : 'north';
      const rightSide = leftSide === 'north' ? 'south' : 'north';
      for (const [side, cx] of [[leftSide, PAD + STORE_W / 2], [rightSide, boardW - PAD - STORE_W / 2]]) {
        el('rect', { class: 'store-hole', x: cx - 27, y: top + PAD + 4, width: 54, height: boardH - 2 * PAD - 8, rx: 27 }, svg);
        el('g', { class: 'seeds' }, svg).id = `store-seeds-${side}`;
        const n = el('text', { class: 'count', x: cx, y: midY }, svg);
        const cap = el('text', { class: 'label', x: cx, y: top + boardH - 6 }, svg);
        cap.textContent = t('board.store');
        this.scoreAt[side] = [cx, midY];
        this.scoreEls[side] = n;
      }
    } else {
      const cx = boardW + 10 + rightW / 2;
      for (const [side, cy] of [[topSide, top + boardH * 0.25], [this.bottom, top + boardH * 0.75]]) {
        el('rect', { class: 'score-box', x: cx - 32, y: cy - 34, width: 64, height: 68, rx: 12 }, svg);
        const n = el('text', { class: 'score-num', x: cx, y: cy - 4 }, svg);
        const cap = el('text', { class: 'score-cap', x: cx, y: cy + 24 }, svg);
        cap.textContent = t('board.captured');
        this.scoreAt[side] = [cx, cy];
        this.scoreEls[side] = n;
      }
    }

    // Side names with a marker for the side to move.
    this.nameEls = {};
    for (const [side, y] of [[topSide, 20], [this.bottom, top + boardH + 22]]) {
      const g = el('g', {}, svg);
      const dot = el('circle', { class: 'to-move', cx: PAD + 6, cy: y - 5, r: 6 }, g);
      const txt = el('text', { class: 'side-name', x: PAD + 18, y }, g);
      txt.textContent = this.names[side];
      this.nameEls[side] = { dot, txt };
    }

    // Sowing direction: arrows at both ends of the board showing the way seeds travel.
    const dirG = el('g', { 'aria-hidden': 'true' }, svg);
    const both = this.directions === 'both';
    const lx = PAD + leftW - 4, rx = boardW - PAD - (hasStores ? STORE_W : 0) + 4;
    const yA = top + PAD + DY * 0.6, yB = top + boardH - PAD - DY * 0.6;
    const arc = (x, y1, y2, bulge) => el('path', { class: 'dir', d: `M${x},${y1} Q${x + bulge},${(y1 + y2) / 2} ${x},${y2}` }, dirG);
    const head = (x, y, up) => el('path', { class: 'dir-head', d: up ? `M${x - 6},${y + 8} L${x},${y} L${x + 6},${y + 8} Z` : `M${x - 6},${y - 8} L${x},${y} L${x + 6},${y - 8} Z` }, dirG);
    // Each player's seeds circle that player's own rows in four-row games, the whole board in two-row ones.
    const spans = rows === 4 ? [[top + PAD + DY * 0.35, top + PAD + DY * 1.65], [top + boardH - PAD - DY * 1.65, top + boardH - PAD - DY * 0.35]] : [[yA, yB]];
    if (!hasStores) {
      for (const [ya, yb] of spans) {
        arc(rx, yb, ya, 12); head(rx + 6, ya + 2, true);
        arc(lx, ya, yb, -12); head(lx - 6, yb - 2, false);
        if (both) { head(rx + 6, yb - 2, false); head(lx - 6, ya + 2, true); }
      }
    }
    const legend = el('text', { class: 'label', x: boardW / 2, y: top + boardH - 5, style: 'font-size:11px' }, svg);
    legend.textContent = both ? t('board.sowBoth') : t('board.sowCcw');

    this.hand = el('g', { class: 'hand-g', style: 'opacity:0; transition: transform .15s linear, opacity .2s' }, svg);
    el('circle', { class: 'hand', r: 13 }, this.hand);
    this.handCount = el('text', { class: 'hand-count' }, this.hand);

    svg.addEventListener('keydown', (e) => this.key(e));
    this.container.appendChild(svg);
    this.render();
  }

  setNames(names) {
    this.names = names;
    for (const side of ['south', 'north']) this.nameEls[side].txt.textContent = names[side];
  }

  setPosition(position) {
    this.pits = position.pits.slice();
    this.scores = { ...position.scores };
    this.toMove = position.toMove;
    this.owner = ownership(position.text, this.pits.length);
    this.houses = new Map((position.houses || []).map((h) => [h.pit, h]));
    this.render();
  }

  renderPit(pit) {
    const p = this.pitEls[pit];
    const n = this.pits[pit];
    p.seeds.innerHTML = '';
    for (const [x, y] of seedSpots(n, R)) el('circle', { class: 'seed', cx: x, cy: y, r: 4.6 }, p.seeds);
    p.cnt.textContent = n;
    p.cnt.setAttribute('y', n === 0 ? 2 : R - 9);
    p.cnt.style.display = '';
    const legal = this.legalPits.get(pit);
    const side = this.owner ? this.owner[pit] : sideOfPit(this.game, pit);
    p.g.classList.toggle('foreign', side !== sideOfPit(this.game, pit));
    const house = this.houses && this.houses.get(pit);
    p.g.classList.toggle('house', !!house);
    p.g.classList.toggle('house-functional', !!(house && house.functional));
    let label = t('board.pitAria', { pit: this.game.pitNames[pit], n, side: t(`side.${side}`) });
    if (house) label += `. ${t(house.functional ? 'board.house' : 'board.houseSuspended', { side: t(`side.${house.owner}`) })}`;
    p.g.classList.toggle('legal', !!legal);
    if (this.interactive) {
      p.g.setAttribute('role', 'button');
      p.g.setAttribute('aria-disabled', legal ? 'false' : 'true');
      p.g.setAttribute('aria-label', legal ? `${label}. ${t('board.playable')}` : `${label}. ${this.reason(pit)}`);
      p.title.textContent = (legal ? t('board.clickToPlay', { pit: this.game.pitNames[pit] }) : this.reason(pit))
        + (house ? ` ${t(house.functional ? 'board.house' : 'board.houseSuspended', { side: t(`side.${house.owner}`) })}.` : '');
    } else {
      p.title.textContent = label;
    }
  }

  reason(pit) {
    if (!this.toMove || this.blockedReason) return this.blockedReason || t('board.why.notNow');
    if (this.pits[pit] === 0) return t('board.why.empty');
    if ((this.owner ? this.owner[pit] : sideOfPit(this.game, pit)) !== this.toMove) return t('board.why.opponent');
    return t('board.why.rules');
  }

  renderScores() {
    for (const side of ['south', 'north']) {
      this.scoreEls[side].textContent = this.scores[side];
      if (this.game.layout.hasStores) {
        const g = this.svg.querySelector(`#store-seeds-${side}`);
        g.innerHTML = '';
        const [cx, cy] = this.scoreAt[side];
        const shown = Math.min(this.scores[side], 30);
        for (let i = 0; i < shown; i++) {
          const col = i % 3, row = Math.floor(i / 3);
          el('circle', { class: 'seed', cx: cx - 12 + col * 12, cy: cy - 60 + row * 12 + (row >= 5 ? 24 : 0), r: 4.4 }, g);
        }
      }
      this.nameEls[side].dot.style.opacity = this.toMove === side ? 1 : 0;
    }
  }

  render() {
    this.pits.forEach((_, i) => this.renderPit(i));
    this.renderScores();
    this.updateTabStops();
  }

  // ---- Interaction: choosing a move choice by choice --------------------------------------------------

  /** Enables the pits that start a legal move; resolves with the chosen move (an element of moves). */
  requestMove(moves, choiceBar) {
    this.cancelRequest();
    return new Promise((resolve) => {
      this.request = { moves, all: moves, step: 0, picked: [], resolve, bar: choiceBar };
      this.blockedReason = null;
      this.advance();
    });
  }

  cancelRequest() {
    if (this.request && this.request.bar) this.request.bar.innerHTML = '';
    this.request = null;
    this.legalPits = new Map();
    this.pitEls.forEach((p) => p.g.classList.remove('chosen'));
    this.render();
  }

  block(reason) {
    this.cancelRequest();
    this.blockedReason = reason;
    this.render();
  }

  advance() {
    const rq = this.request;
    if (!rq) return;
    // One candidate left with nothing more to decide: done.
    const remaining = rq.moves.filter((m) => m.choices.length > rq.step);
    if (rq.moves.length === 1 && (remaining.length === 0 || rq.moves[0].choices.length === rq.step)) return this.finish(rq.moves[0]);
    if (remaining.length === 0) {
      // Moves that differ in nothing a player chooses step by step: offer them by notation.
      if (rq.bar) rq.bar.innerHTML = '';
      this.legalPits = new Map();
      for (const m of rq.moves) {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'btn small';
        b.textContent = m.notation;
        b.addEventListener('click', () => this.finish(m));
        rq.bar.appendChild(b);
      }
      this.showCancel();
      this.render();
      return;
    }
    // Every candidate makes the same choice here: no need to ask.
    const labels = new Set(remaining.map((m) => m.choices[rq.step].kind + ':' + m.choices[rq.step].label));
    if (labels.size === 1 && rq.moves.length > 1 && rq.step > 0 && remaining[0].choices[rq.step].kind !== 'pits') {
      rq.step++;
      return this.advance();
    }
    if (rq.moves.length === 1) return this.finish(rq.moves[0]);
    const kind = remaining[0].choices[rq.step].kind;
    this.legalPits = new Map();
    if (rq.bar) rq.bar.innerHTML = '';
    if (kind === 'pit') {
      for (const m of remaining) this.legalPits.set(m.choices[rq.step].pits[0], true);
      if (rq.step > 0) this.showCancel();
    } else if (kind === 'pits') {
      rq.set = rq.set || [];
      for (const m of remaining) {
        const ps = m.choices[rq.step].pits;
        for (const p of ps) if (!rq.set.includes(p)) this.legalPits.set(p, true);
      }
      this.say(t('choose.pits', { n: rq.set.length }));
      this.showCancel();
    } else {
      this.say(t(`choose.${kind}`));
      const seen = new Set();
      for (const m of remaining) {
        const c = m.choices[rq.step];
        if (seen.has(c.label)) continue;
        seen.add(c.label);
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'btn small';
        b.textContent = choiceText(c);
        b.addEventListener('click', () => { rq.moves = rq.moves.filter((mm) => mm.choices[rq.step] && mm.choices[rq.step].label === c.label); rq.step++; this.advance(); });
        rq.bar.appendChild(b);
      }
      this.showCancel();
      const first = rq.bar.querySelector('button');
      if (first) first.focus();
    }
    this.render();
    if (kind === 'pit' || kind === 'pits') this.focusFirstLegal();
  }

  say(text) {
    if (!this.request || !this.request.bar) return;
    const s = document.createElement('span');
    s.textContent = text;
    this.request.bar.appendChild(s);
  }

  showCancel() {
    const rq = this.request;
    if (!rq || !rq.bar) return;
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'btn ghost small';
    b.textContent = t('choose.cancel');
    b.addEventListener('click', () => { const { all, resolve, bar } = rq; this.cancelRequest(); this.request = { moves: all, all, step: 0, resolve, bar }; this.advance(); });
    rq.bar.appendChild(b);
  }

  activate(pit) {
    const rq = this.request;
    if (!rq || !this.legalPits.get(pit)) return;
    const remaining = rq.moves.filter((m) => m.choices.length > rq.step);
    const kind = remaining[0].choices[rq.step].kind;
    this.pitEls[pit].g.classList.add('chosen');
    if (kind === 'pit') {
      rq.moves = remaining.filter((m) => m.choices[rq.step].pits[0] === pit);
      rq.step++;
      this.advance();
    } else {
      rq.set.push(pit);
      rq.moves = remaining.filter((m) => rq.set.every((p) => m.choices[rq.step].pits.includes(p)));
      const exact = rq.moves.filter((m) => m.choices[rq.step].pits.length === rq.set.length);
      if (exact.length && exact.length === rq.moves.length) { rq.moves = exact; rq.step++; rq.set = null; }
      this.advance();
    }
  }

  finish(move) {
    const rq = this.request;
    this.cancelRequest();
    rq.resolve(move);
  }

  focusFirstLegal() {
    const pits = [...this.legalPits.keys()];
    if (!pits.length) return;
    const target = this.legalPits.has(this.focusPit) ? this.focusPit : pits[0];
    this.focusPit = target;
    this.updateTabStops();
  }

  // One tab stop on the board (roving tabindex); arrow keys move between pits as drawn.
  updateTabStops() {
    if (!this.interactive) return;
    if (this.focusPit == null) this.focusPit = this.gridDrawn[this.gridDrawn.length - 1][0];
    this.pitEls.forEach((p, i) => p.g.setAttribute('tabindex', i === this.focusPit ? '0' : '-1'));
  }

  key(e) {
    if (!this.interactive) return;
    const grid = this.gridDrawn;
    let r = grid.findIndex((row) => row.includes(this.focusPit));
    if (r < 0) return;
    let c = grid[r].indexOf(this.focusPit);
    const moves = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
    if (moves[e.key]) {
      e.preventDefault();
      r = Math.max(0, Math.min(grid.length - 1, r + moves[e.key][0]));
      c = Math.max(0, Math.min(grid[0].length - 1, c + moves[e.key][1]));
      this.focusPit = grid[r][c];
      this.updateTabStops();
      this.pitEls[this.focusPit].g.focus();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.activate(this.focusPit);
    } else if (e.key === 'Escape' && this.request) {
      const b = this.request.bar && this.request.bar.querySelector('.ghost');
      if (b) b.click();
    }
  }

  markLastMove(pits) {
    this.pitEls.forEach((p) => p.g.classList.remove('last'));
    for (const p of pits) if (this.pitEls[p]) this.pitEls[p].g.classList.add('last');
  }

  // ---- Animation from the engine's trace ---------------------------------------------------------------

  setSpeed(speed) { this.speed = speed; }

  stepMs() { return SPEEDS[this.speed] ?? SPEEDS.normal; }

  moveHand(xy, n) {
    const ms = Math.max(40, this.stepMs() * 0.7);
    this.hand.style.transition = `transform ${ms}ms ease-in-out, opacity .2s`;
    this.hand.style.transform = `translate(${xy[0]}px, ${xy[1] - 38}px)`;
    this.hand.style.opacity = n > 0 ? 1 : 0;
    this.handCount.textContent = n;
  }

  async fly(fromXY, toXY, n) {
    const ms = Math.max(120, this.stepMs() * 2);
    const dots = [];
    for (let i = 0; i < Math.min(n, 8); i++) {
      const d = el('circle', { class: 'seed flying', r: 5, cx: 0, cy: 0 }, this.svg);
      d.style.transform = `translate(${fromXY[0] + (i % 3) * 6 - 6}px, ${fromXY[1] + Math.floor(i / 3) * 6 - 6}px)`;
      d.style.transition = `transform ${ms}ms cubic-bezier(.4,.0,.2,1)`;
      dots.push(d);
    }
    await sleep(20);
    dots.forEach((d, i) => { d.style.transform = `translate(${toXY[0] + (i % 3) * 5 - 5}px, ${toXY[1] + Math.floor(i / 3) * 5}px)`; });
    await sleep(ms);
    dots.forEach((d) => d.remove());
  }

  flash(pit, cls = 'flash') {
    const g = this.pitEls[pit] && this.pitEls[pit].g;
    if (!g) return;
    g.classList.add(cls);
    setTimeout(() => g.classList.remove(cls), Math.max(150, this.stepMs() * 2));
  }

  /**
   * Plays a move's trace on the board, then shows `after` exactly (the server's position is the truth).
   * onNote(text) receives the events worth telling in words (captures, direction changes, why the turn ended).
   */
  async animate(trace, after, onNote = () => {}) {
    this.cancelRequest();
    const step = () => this.stepMs();
    if (step() === 0 || !trace) { if (after) this.setPosition(after); return; }
    let hand = 0;
    let handAt = null;
    this.hand.style.transition = 'none';
    for (const ev of trace) {
      switch (ev.type) {
        case 'lift':
          hand = ev.seeds;
          this.pits[ev.pit] = 0;
          this.renderPit(ev.pit);
          handAt = this.pos[ev.pit];
          this.moveHand(handAt, hand);
          if (ev.lap > 1) onNote(t('anim.lap', { lap: ev.lap, pit: this.game.pitNames[ev.pit], n: ev.seeds }));
          await sleep(step() * 1.6);
          break;
        case 'sow':
          hand = Math.max(0, hand - 1);
          handAt = this.pos[ev.pit];
          this.moveHand(handAt, hand);
          await sleep(step() * 0.7);
          this.pits[ev.pit] = ev.seedsAfter;
          this.renderPit(ev.pit);
          await sleep(step() * 0.3);
          break;
        case 'sowStore':
          hand = Math.max(0, hand - 1);
          this.moveHand(this.scoreAt[ev.store], hand);
          await sleep(step() * 0.7);
          this.scores[ev.store] = ev.seedsAfter;
          this.renderScores();
          await sleep(step() * 0.3);
          break;
        case 'skip':
          this.flash(ev.pit);
          onNote(t('anim.skip', { pit: this.game.pitNames[ev.pit] }));
          break;
        case 'placeFromStore':
          this.scores[ev.player] = Math.max(0, this.scores[ev.player] - 1);
          this.renderScores();
          await this.fly(this.scoreAt[ev.player], this.pos[ev.pit], 1);
          this.pits[ev.pit] = ev.seedsAfter;
          this.renderPit(ev.pit);
          onNote(t('anim.fromStore', { pit: this.game.pitNames[ev.pit] }));
          await sleep(step());
          break;
        case 'capture': {
          this.flash(ev.pit, 'captured');
          this.pits[ev.pit] = Math.max(0, this.pits[ev.pit] - ev.seeds);
          this.renderPit(ev.pit);
          const to = ev.to === 'score' ? this.scoreAt[ev.by] : ev.to === 'hand' ? (handAt || this.pos[ev.pit]) : [this.svg.viewBox.baseVal.width + 40, this.pos[ev.pit][1]];
          onNote(t(`anim.capture.${ev.to}`, { n: ev.seeds, pit: this.game.pitNames[ev.pit], side: t(`side.${ev.by}`) }));
          await this.fly(this.pos[ev.pit], to, ev.seeds);
          if (ev.to === 'score') { this.scores[ev.by] += ev.seeds; this.renderScores(); }
          if (ev.to === 'hand') { hand += ev.seeds; this.moveHand(handAt || this.pos[ev.pit], hand); }
          await sleep(step());
          break;
        }
        case 'captureForfeited':
          onNote(t('anim.forfeit', { n: ev.seeds }));
          await sleep(step() * 4);
          break;
        case 'direction':
          onNote(t(`anim.dir.${ev.direction}`) + (ev.why ? ` (${ev.why})` : ''));
          await sleep(step() * 2);
          break;
        case 'endOfTurn':
          if (ev.reason && ev.reason !== 'sown') onNote(t(`anim.end.${ev.reason}`));
          break;
        case 'pass':
          onNote(t('anim.pass', { side: t(`side.${ev.player}`) }));
          await sleep(step() * 3);
          break;
        case 'collect':
          onNote(t('anim.collect', { n: ev.seeds, side: t(`side.${ev.player}`) }));
          this.scores[ev.player] += ev.seeds;
          this.renderScores();
          await sleep(step() * 2);
          break;
        case 'note':
          onNote(ev.text);
          await sleep(step() * 2);
          break;
        default:
          break;
      }
    }
    this.hand.style.opacity = 0;
    if (after) this.setPosition(after);
  }
}

/** Pit owners where the position text lists them (Nam Nam: "SSSSSS/NNNNNN" for pits 0-5 and 6-11), else null. */
function ownership(text, count) {
  const m = text && text.match(/(?:^|\s)([SN]+)\/([SN]+)(?:\s|$)/);
  if (!m || m[1].length + m[2].length !== count) return null;
  return (m[1] + m[2]).split('').map((c) => (c === 'S' ? 'south' : 'north'));
}

export function choiceText(c) {
  const key = `choice.${c.kind}.${c.label}`;
  const s = t(key);
  return s === key ? c.label : `${s} (${c.label})`;
}

export { SPEEDS };

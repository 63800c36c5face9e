// The SVG board for every Kete game, drawn from the catalogue's layout (rows of pit indices as South sees
// them, stores at the ends where the game has them). It shows a position, animates a move from the
// engine's trace, and collects a move choice by choice from the legal-move list.
//
// Where the board drawn lengthwise would make its pits smaller than opts.minPit pixels (a four-row Bao on a
// phone), it is drawn turned a quarter clockwise: the bottom player's rows on the left, read from top to
// bottom as they are read from left to right lengthwise. The board redraws itself when its box is resized
// across that limit (a phone turned on its side).
import { t } from './i18n.js';
import { gameName } from './names.js';
import { el, seedSpots, ensureDefs } from './board/svg.js';
import * as picker from './board/picker.js';
import { animate } from './board/animator.js';

const R = 33;          // pit radius
const DX = 84;         // pit spacing along a row
const DY = 88;         // pit spacing between rows (room for the pit names)
const PAD = 16;        // frame padding
const GAP4 = 14;       // the gap between the two players' halves of a four-row board
const STORE_W = 70;    // store column width
const NAME_H = 36;     // a row for a side's name and score
const NAMES_P = 50;    // turned board: both names, two lines each, above the board
const LEGEND_H = 20;   // the line saying which way seeds travel
const BADGE = { x: 30.5, y: 30.5, r: 13 }; // the seed count, beside the seeds (they stay within R - 3.4)
const SPEEDS = { slow: 420, normal: 210, fast: 80, instant: 0 };

export function sideOfPit(game, pit) {
  const half = game.layout.grid.flat().length / 2;
  return pit < half ? 'south' : 'north';
}

export class Board {
  /**
   * game: a catalogue entry (layout, pitNames, rows, pitsPerRow); opts.bottom: 'south' or 'north';
   * opts.interactive: false for diagrams; opts.names: {south, north} shown beside the rows;
   * opts.minPit: the smallest pit in pixels before the board is turned (40); opts.turnedScale: the largest
   * scale of a turned board, so that a two-row board does not grow huge (0.8); opts.width: the container's
   * width if already measured; opts.later: draw it in a task of its own (a page of many boards), its space
   * kept meanwhile so that nothing moves when it arrives.
   */
  constructor(container, game, opts = {}) {
    this.game = game;
    this.bottom = opts.bottom || 'south';
    this.interactive = opts.interactive !== false;
    this.names = opts.names || { south: t('side.south'), north: t('side.north') };
    this.speed = opts.speed || 'normal';
    this.minPit = opts.minPit || 40;
    this.turnedScale = opts.turnedScale || 0.8;
    // A picture is followed by a table of its position for screen readers, unless it is hidden from them anyway.
    this.describe = opts.describe !== false;
    // The container's width when the caller measured it already (many boards built at once: one layout).
    this.widthHint = opts.width || 0;
    // The game type says which ways seeds travel (sowing: both-ways or counter-clockwise).
    this.directions = opts.directions || (game.sowing === 'both-ways' ? 'both' : 'ccw');
    this.container = container;
    this.pits = new Array(game.layout.grid.flat().length).fill(0);
    this.scores = { south: 0, north: 0 };
    this.toMove = null;
    this.legalPits = new Map();
    this.onPit = null;
    this.focusPit = null;
    this.lastMovePits = [];
    ensureDefs();
    if (opts.later) this.buildLater(); else this.build();
    if (typeof ResizeObserver === 'function') {
      this.observer = new ResizeObserver(() => {
        if (!this.svg) return;
        if (!this.svg.isConnected) { this.observer.disconnect(); return; }
        if (this.chooseMode() !== this.mode) this.rebuild();
      });
      this.observer.observe(container);
    }
  }

  buildLater() {
    const w = this.widthHint || this.container.clientWidth || 0;
    const geo = this.geometry(this.chooseMode());
    const drawnW = geo.mode === 'portrait' ? Math.min(w, geo.W * this.turnedScale) : w;
    this.container.style.minHeight = `${(drawnW * geo.H) / geo.W}px`;
    setTimeout(() => {
      this.build();
      this.container.style.minHeight = '';
    });
  }

  // Grid as drawn: flipped by 180 degrees when North sits at the bottom.
  drawnGrid() {
    const g = this.game.layout.grid.map((row) => row.slice());
    if (this.bottom === 'north') return g.reverse().map((row) => row.reverse());
    return g;
  }

  /** The wooden board's size lengthwise (BW along the rows, BH across) and the whole picture's in a mode. */
  geometry(mode) {
    const grid = this.drawnGrid();
    const rows = grid.length, cols = grid[0].length;
    const storeW = this.game.layout.hasStores ? STORE_W : 0;
    const gap = rows === 4 ? GAP4 : 0;
    // Turned, each pit's name is above it: the first one needs room below the arrows at the board's end.
    const endPad = mode === 'portrait' ? PAD + 14 : PAD;
    const BW = 2 * endPad + 2 * storeW + cols * DX;
    const BH = 2 * PAD + rows * DY + gap;
    if (mode === 'landscape') return { mode, rows, cols, storeW, gap, endPad, BW, BH, W: BW, H: 2 * NAME_H + BH + LEGEND_H, bodyX: 0, bodyY: NAME_H };
    const W = Math.max(BH, 360);
    return { mode, rows, cols, storeW, gap, endPad, BW, BH, W, H: NAMES_P + BW + NAME_H + LEGEND_H, bodyX: (W - BH) / 2, bodyY: NAMES_P };
  }

  /** Lengthwise unless that would draw pits smaller than minPit pixels in the container's width. */
  chooseMode() {
    const w = this.widthHint || this.container.clientWidth;
    this.widthHint = 0;
    if (!w) return this.mode || 'landscape';
    return (w * 2 * R) / this.geometry('landscape').W >= this.minPit ? 'landscape' : 'portrait';
  }

  /** Draws the board again in the mode its box now calls for, keeping the marks other code put on pits. */
  rebuild() {
    const keep = ['hl', 'involved', 'last', 'chosen'];
    const marks = this.pitEls.map((p) => keep.filter((c) => p.g.classList.contains(c)));
    const focused = this.pitEls.findIndex((p) => p.g === document.activeElement);
    this.build();
    marks.forEach((cs, i) => cs.forEach((c) => this.pitEls[i].g.classList.add(c)));
    if (focused >= 0) this.pitEls[focused].g.focus({ preventScroll: true });
  }

  build() {
    const mode = this.chooseMode();
    this.mode = mode;
    const geo = this.geometry(mode);
    const { rows, storeW, gap, endPad, BW, BH, W, H, bodyX, bodyY } = geo;
    const turned = mode === 'portrait';
    // Board coordinates (lengthwise, x along the rows) to the picture's.
    const at = turned ? (x, y) => [bodyX + BH - y, bodyY + x] : (x, y) => [bodyX + x, bodyY + y];
    const grid = this.drawnGrid();
    this.container.innerHTML = '';
    const svg = el('svg', { class: `board ${mode}`, viewBox: `0 0 ${W} ${H}` });
    if (this.interactive) {
      svg.setAttribute('role', 'group');
      svg.setAttribute('aria-label', t('board.aria', { game: gameName(this.game) }));
    } else {
      // A picture: screen readers get the table written below it instead.
      svg.setAttribute('aria-hidden', 'true');
    }
    if (turned) svg.style.maxWidth = `${Math.round(W * this.turnedScale)}px`;
    this.svg = svg;

    // The wood, the stores and the arrows are drawn lengthwise and turned as a whole.
    const wood = el('g', { 'aria-hidden': 'true', transform: turned ? `translate(${bodyX + BH},${bodyY}) rotate(90)` : `translate(${bodyX},${bodyY})` }, svg);
    el('rect', { class: 'frame', x: 2, y: 2, width: BW - 4, height: BH - 4, rx: 30 }, wood);
    if (rows === 4) el('line', { class: 'midline', x1: PAD, x2: BW - PAD, y1: BH / 2, y2: BH / 2 }, wood);

    this.pos = [];
    this.pitEls = [];
    grid.forEach((row, r) => row.forEach((pit, c) => {
      const [x, y] = at(endPad + storeW + DX / 2 + c * DX, PAD + DY / 2 + r * DY + (r >= rows / 2 ? gap : 0));
      this.pos[pit] = [x, y];
      const g = el('g', { class: 'pit', 'data-pit': pit, transform: `translate(${x},${y})` }, svg);
      // Bao la Kiswahili's nyumba (house): a square frame around the pit while its owner still holds it.
      const house = el('rect', { class: 'house-mark', x: -R - 2, y: -R - 2, width: 2 * R + 4, height: 2 * R + 4, rx: 8 }, g);
      el('circle', { class: 'pit-hole', r: R }, g);
      el('g', { class: 'seeds' }, g);
      // The name first: the pit's accessible name starts with the text it shows (name, then count).
      const below = !turned && r >= rows / 2;
      const lbl = el('text', { class: 'label', x: 0, y: below ? R + 15 : -R - 6 }, g);
      lbl.textContent = this.game.pitNames[pit];
      // A space between the name and the count (SVG draws no text outside <text>): two words, "b12 2", not "b122".
      g.appendChild(document.createTextNode(' '));
      el('circle', { class: 'count-badge', cx: BADGE.x, cy: BADGE.y, r: BADGE.r }, g);
      const cnt = el('text', { class: 'count', x: BADGE.x, y: BADGE.y }, g);
      cnt.textContent = '0';
      const title = el('title', {}, g);
      this.pitEls[pit] = { g, seeds: g.querySelector('.seeds'), cnt, title, house };
      if (this.interactive) {
        g.addEventListener('click', () => picker.activate(this, pit));
        g.addEventListener('focus', () => { this.focusPit = pit; });
      }
    }));
    this.gridDrawn = grid;

    // Stores (games that have them); the top side is the one not at the bottom.
    const topSide = this.bottom === 'south' ? 'north' : 'south';
    this.scoreAt = {};
    this.storeEls = {};
    if (storeW) {
      let leftSide = this.game.layout.storeOnLeft || 'north';
      if (this.bottom === 'north') leftSide = leftSide === 'north' ? 'south' : 'north';
      const rightSide = leftSide === 'north' ? 'south' : 'north';
      for (const [side, cx] of [[leftSide, endPad + STORE_W / 2], [rightSide, BW - endPad - STORE_W / 2]]) {
        el('rect', { class: 'store-hole', x: cx - 27, y: PAD + 4, width: 54, height: BH - 2 * PAD - 8, rx: 27 }, wood);
        const seeds = el('g', { class: 'seeds' }, wood);
        const [sx, sy] = at(cx, BH / 2);
        const badge = el('g', { class: 'store-count', 'aria-hidden': 'true', transform: `translate(${sx},${sy})` }, svg);
        el('rect', { class: 'count-badge', x: -17, y: -12, width: 34, height: 24, rx: 12 }, badge);
        const n = el('text', { class: 'count', x: 0, y: 0 }, badge);
        this.scoreAt[side] = [sx, sy];
        this.storeEls[side] = { seeds, n, cx, cy: BH / 2 };
      }
    }

    // Side names with a marker for the side to move, and each side's store or captured seeds.
    this.nameEls = {};
    this.scoreEls = {};
    const nameAt = turned
      ? { [this.bottom]: { x: 8, y: 20, anchor: 'start' }, [topSide]: { x: W - 8, y: 20, anchor: 'end' } }
      : { [topSide]: { x: PAD, y: 24, anchor: 'start' }, [this.bottom]: { x: PAD, y: bodyY + BH + 24, anchor: 'start' } };
    const scoreAt = turned
      ? { [this.bottom]: { x: PAD, y: bodyY + BW + 24, anchor: 'start' }, [topSide]: { x: W - PAD, y: bodyY + BW + 24, anchor: 'end' } }
      : { [topSide]: { x: W - PAD, y: 24, anchor: 'end' }, [this.bottom]: { x: W - PAD, y: bodyY + BH + 24, anchor: 'end' } };
    for (const side of [topSide, this.bottom]) {
      const a = nameAt[side];
      const g = el('g', {}, svg);
      const dotX = a.anchor === 'start' ? a.x + 6 : a.x - 6;
      const dot = el('circle', { class: 'to-move', cx: dotX, cy: a.y - 5, r: 6 }, g);
      const txt = el('text', { class: 'side-name', x: a.anchor === 'start' ? a.x + 18 : a.x - 18, y: a.y, 'text-anchor': a.anchor }, g);
      this.nameEls[side] = { dot, txt };
      const s = scoreAt[side];
      const box = el('g', { class: 'score', role: 'img' }, svg);
      const num = el('text', { class: 'score-text', x: s.x, y: s.y, 'text-anchor': s.anchor }, box);
      this.scoreEls[side] = { box, num };
      // Captured seeds fly to the side's score (to its store, where the game has stores).
      if (!this.scoreAt[side]) this.scoreAt[side] = [s.anchor === 'end' ? s.x - 20 : s.x + 50, s.y - 5];
    }
    this.setNames(this.names);

    // Sowing direction: arrows at both ends of the board showing the way seeds travel.
    const both = this.directions === 'both';
    if (!storeW) {
      const dirG = el('g', {}, wood);
      const lx = PAD - 4, rx = BW - PAD + 4;
      const arc = (x, y1, y2, bulge) => el('path', { class: 'dir', d: `M${x},${y1} Q${x + bulge},${(y1 + y2) / 2} ${x},${y2}` }, dirG);
      const head = (x, y, up) => el('path', { class: 'dir-head', d: up ? `M${x - 6},${y + 8} L${x},${y} L${x + 6},${y + 8} Z` : `M${x - 6},${y - 8} L${x},${y} L${x + 6},${y - 8} Z` }, dirG);
      // Each player's seeds circle that player's own rows in four-row games, the whole board in two-row ones.
      const spans = rows === 4
        ? [[PAD + DY * 0.35, PAD + DY * 1.65], [BH - PAD - DY * 1.65, BH - PAD - DY * 0.35]]
        : [[PAD + DY * 0.6, BH - PAD - DY * 0.6]];
      for (const [ya, yb] of spans) {
        arc(rx, yb, ya, 9); head(rx + 4, ya + 2, true);
        arc(lx, ya, yb, -9); head(lx - 4, yb - 2, false);
        if (both) { head(rx + 4, yb - 2, false); head(lx - 4, ya + 2, true); }
      }
    }
    const legend = el('text', { class: 'legend', x: W / 2, y: H - 6 }, svg);
    legend.textContent = both ? t('board.sowBoth') : t('board.sowCcw');

    this.hand = el('g', { class: 'hand-g', 'aria-hidden': 'true' }, svg);
    el('circle', { class: 'hand', r: 13 }, this.hand);
    this.handCount = el('text', { class: 'hand-count' }, this.hand);

    svg.addEventListener('keydown', (e) => picker.key(this, e));
    this.container.appendChild(svg);
    // A long legend (French on a board turned for a phone) is narrowed to the picture's width, not cut off.
    const room = W - 8;
    if (legend.getComputedTextLength && legend.getComputedTextLength() > room) {
      legend.setAttribute('textLength', room);
      legend.setAttribute('lengthAdjust', 'spacingAndGlyphs');
    }
    this.table = null;
    if (!this.interactive && this.describe) {
      // In a box of its own: a table does not shrink to the one-pixel box that hides it.
      const box = document.createElement('div');
      box.className = 'sr-only';
      this.table = document.createElement('table');
      this.table.className = 'board-table';
      box.appendChild(this.table);
      this.container.appendChild(box);
    }
    this.render();
  }

  setNames(names) {
    this.names = names;
    for (const side of ['south', 'north']) {
      const txt = this.nameEls[side].txt;
      const name = names[side] || '';
      if (this.mode !== 'portrait') { txt.textContent = name; continue; }
      // Turned: "South · you" on two lines, over that side's half of the board.
      txt.textContent = '';
      const [first, ...rest] = name.split(' · ');
      const x = txt.getAttribute('x');
      el('tspan', { x }, txt).textContent = first;
      if (rest.length) el('tspan', { x, dy: 18, class: 'who' }, txt).textContent = rest.join(' · ');
    }
  }

  setPosition(position) {
    this.pits = position.pits.slice();
    this.scores = { ...position.scores };
    this.toMove = position.toMove;
    // Each pit's owner as the engine knows it (pits change hands between Nam Nam's rounds).
    this.owner = position.owners && position.owners.length === this.pits.length ? position.owners : null;
    this.houses = new Map((position.houses || []).map((h) => [h.pit, h]));
    if (this.svg) this.render(); // else build() draws it
  }

  /** Whose pit it is: as the position says (Nam Nam's pits change hands), else by its half of the board. */
  ownerOf(pit) {
    return this.owner ? this.owner[pit] : sideOfPit(this.game, pit);
  }

  /** "a5: 6 seeds, South's pit", with the nyumba where there is one. */
  pitLabel(pit) {
    const n = this.pits[pit];
    const side = this.owner ? this.owner[pit] : sideOfPit(this.game, pit);
    let label = t('board.pitAria', { pit: this.game.pitNames[pit], n, side: t(`side.${side}`) });
    const house = this.houses && this.houses.get(pit);
    if (house) label += `. ${t(house.functional ? 'board.house' : 'board.houseSuspended', { side: t(`side.${house.owner}`) })}`;
    return label;
  }

  renderPit(pit) {
    const p = this.pitEls[pit];
    const n = this.pits[pit];
    p.seeds.innerHTML = '';
    for (const [x, y] of seedSpots(n, R)) el('circle', { class: 'seed', cx: x, cy: y, r: 4.6 }, p.seeds);
    p.cnt.textContent = n;
    const legal = this.legalPits.get(pit);
    const side = this.owner ? this.owner[pit] : sideOfPit(this.game, pit);
    p.g.classList.toggle('foreign', side !== sideOfPit(this.game, pit));
    const house = this.houses && this.houses.get(pit);
    p.g.classList.toggle('house', !!house);
    p.g.classList.toggle('house-functional', !!(house && house.functional));
    const label = this.pitLabel(pit);
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

  /** "North has captured 4" or "North's store: 22 seeds". */
  scoreLabel(side) {
    const key = this.game.layout.hasStores ? 'board.storeAria' : 'board.capturedAria';
    return t(key, { side: t(`side.${side}`), n: this.scores[side] });
  }

  renderScores() {
    for (const side of ['south', 'north']) {
      const n = this.scores[side];
      const s = this.scoreEls[side];
      s.num.textContent = `${this.game.layout.hasStores ? t('board.store') : t('board.captured')} ${n}`;
      s.box.setAttribute('aria-label', this.scoreLabel(side));
      const store = this.storeEls[side];
      if (store) {
        store.n.textContent = n;
        store.seeds.innerHTML = '';
        // Rows of three above and below the count badge in the middle of the store.
        const ys = [];
        for (let y = store.cy - 22; y > 28; y -= 12) ys.push(y);
        for (let y = store.cy + 22; y < 2 * store.cy - 28; y += 12) ys.push(y);
        const shown = Math.min(n, 3 * ys.length);
        for (let i = 0; i < shown; i++) {
          const col = i % 3, row = Math.floor(i / 3);
          el('circle', { class: 'seed', cx: store.cx - 12 + col * 12, cy: ys[row], r: 4.4 }, store.seeds);
        }
      }
      this.nameEls[side].dot.style.opacity = this.toMove === side ? 1 : 0;
    }
  }

  /** The position as a table for screen readers (boards that are pictures: rules diagrams, the catalogue). */
  renderTable() {
    if (!this.table) return;
    const tr = (head, cells) => {
      const row = document.createElement('tr');
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = head;
      row.append(th, ...cells.map((c) => { const td = document.createElement('td'); td.textContent = c; return td; }));
      return row;
    };
    const caption = document.createElement('caption');
    caption.textContent = t('board.tableCaption', { game: gameName(this.game) });
    const body = document.createElement('tbody');
    this.gridDrawn.forEach((row, r) => {
      const side = this.owner ? this.owner[row[0]] : sideOfPit(this.game, row[0]);
      body.append(tr(t('board.tableRow', { n: r + 1, side: t(`side.${side}`) }),
        row.map((pit) => t('board.tableCell', { pit: this.game.pitNames[pit], n: this.pits[pit] }))));
    });
    body.append(tr(this.game.layout.hasStores ? t('board.stores') : t('board.capturedSeeds'),
      ['south', 'north'].map((side) => `${t(`side.${side}`)}: ${this.scores[side]}`)));
    if (this.toMove) body.append(tr(t('board.toMove'), [t(`side.${this.toMove}`)]));
    this.table.replaceChildren(caption, body);
  }

  render() {
    this.pits.forEach((_, i) => this.renderPit(i));
    this.renderScores();
    this.renderTable();
    picker.updateTabStops(this);
  }

  // ---- Interaction: choosing a move choice by choice (board/picker.js) ---------------------------------------

  /** Enables the pits that start a legal move; resolves with the chosen move (an element of moves). */
  requestMove(moves, choiceBar) { return picker.requestMove(this, moves, choiceBar); }

  cancelRequest() { picker.cancelRequest(this); }

  /** Nothing is clickable, and the pits say why. */
  block(reason) { picker.block(this, reason); }

  /**
   * Puts the keyboard focus on the board (the game page's "Skip to the board"): on its first playable pit when a
   * move is asked for, else on the board's group itself.
   */
  focusBoard() { picker.focusBoard(this); }


  markLastMove(pits) {
    this.pitEls.forEach((p) => p.g.classList.remove('last'));
    for (const p of pits) if (this.pitEls[p]) this.pitEls[p].g.classList.add('last');
  }

  // ---- Animation from the engine's trace ---------------------------------------------------------------

  setSpeed(speed) { this.speed = speed; }

  stepMs() { return SPEEDS[this.speed] ?? SPEEDS.normal; }

  /**
   * Plays a move's trace on the board, then shows `after` exactly (the server's position is the truth).
   * onNote(text) receives the events worth telling in words (captures, direction changes, why the turn ended).
   * The steps come from board/steps.js; board/animator.js plays them: counts, the hand, flying seeds, pauses.
   */
  animate(trace, after, onNote = () => {}) { return animate(this, trace, after, onNote); }
}

export { SPEEDS };

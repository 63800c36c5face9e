// The review's evaluation graph: South's winning chance at every position of the game (the review's `graph`, -1..+1)
// as an SVG line over a band, South's side above the even line in the middle, North's below; each inaccuracy,
// mistake and blunder a dot of its class's colour and shape; the position shown marked by a vertical line. The
// graph is one slider (WAI-ARIA): a tab stop that ← → ↑ ↓, Page Up/Down, Home and End move position by position,
// named by its position and South's chance there; a click or tap goes to the position under it.
import { t } from '../i18n.js';
import { h } from '../dom.js';
import { el } from '../board/svg.js';
import { graphPoints, positionAtX, sliderKey, ERRORS } from './model.js';

const W = 300;
const H = 110;

export class ReviewGraph {
  /**
   * `review`: the API's review (graph, plies); `valueText(k)`: the words of position k for screen readers;
   * `onPick(k)`: a position chosen by click or key.
   */
  constructor(review, { valueText, onPick, label }) {
    this.review = review;
    this.valueText = valueText;
    this.onPick = onPick;
    this.last = review.graph.length - 1;
    this.current = 0;
    const svg = el('svg', { class: 'review-graph', viewBox: `0 0 ${W} ${H}`, 'aria-hidden': 'true', focusable: 'false' });
    const pts = graphPoints(review.graph, W, H);
    const line = pts.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
    // South's share is the area between the line and the bottom: light above the line, dark below it.
    el('rect', { class: 'g-north', x: 0, y: 0, width: W, height: H }, svg);
    el('polygon', { class: 'g-south', points: `0,${H} ${line} ${W},${H}` }, svg);
    el('line', { class: 'g-even', x1: 0, x2: W, y1: H / 2, y2: H / 2 }, svg);
    el('polyline', { class: 'g-line', points: line }, svg);
    // A move's mark stands at the position it led to.
    for (const p of review.plies) {
      if (!ERRORS.has(p.class)) continue;
      const [x, y] = pts[p.ply + 1];
      el('circle', { class: `g-mark ${p.class}`, cx: x, cy: y, r: p.class === 'blunder' ? 4.5 : p.class === 'mistake' ? 4 : 3.5 }, svg);
    }
    this.cursor = el('line', { class: 'g-cursor', x1: 0, x2: 0, y1: 0, y2: H }, svg);
    this.svg = svg;
    this.el = h('div', {
      class: 'review-graph-box', role: 'slider', tabindex: '0', 'aria-label': label,
      'aria-valuemin': '0', 'aria-valuemax': String(this.last), 'aria-valuenow': '0', 'aria-orientation': 'horizontal',
    }, svg,
    h('div', { class: 'g-caps', 'aria-hidden': 'true' }, h('span', {}, t('review.graphSouth')), h('span', {}, t('review.graphNorth'))));
    this.el.addEventListener('keydown', (e) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const to = sliderKey(e.key, this.current, this.last);
      if (to === null) return;
      e.preventDefault();
      if (to !== this.current) this.onPick(to);
    });
    this.el.addEventListener('click', (e) => {
      const box = svg.getBoundingClientRect();
      if (!box.width) return;
      this.onPick(positionAtX(e.clientX - box.left, box.width, this.last + 1));
    });
  }

  /** Marks position `k` as the one shown. */
  setCurrent(k) {
    this.current = k;
    const x = ((k * W) / Math.max(1, this.last)).toFixed(1);
    this.cursor.setAttribute('x1', x);
    this.cursor.setAttribute('x2', x);
    this.el.setAttribute('aria-valuenow', String(k));
    this.el.setAttribute('aria-valuetext', this.valueText(k));
  }
}

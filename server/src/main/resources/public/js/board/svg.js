// The board's SVG pieces that hold no state: making an element, the seeds' places in a pit, and the gradients
// every board shares (defined once per page).
const NS = 'http://www.w3.org/2000/svg';

export function el(name, attrs = {}, parent) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

/** Seed dots in a pit: a sunflower pattern that fills the pit evenly whatever the count. */
export function seedSpots(count, radius) {
  const shown = Math.min(count, 20);
  const out = [];
  for (let i = 0; i < shown; i++) {
    const r = (radius - 8) * Math.sqrt((i + 0.5) / Math.max(shown, 3));
    const a = i * 2.39996 + 0.6;
    out.push([r * Math.cos(a), r * Math.sin(a)]);
  }
  return out;
}

/** The gradients of every board, defined once per page (ids are unique in a document). */
export function ensureDefs() {
  if (document.getElementById('kete-defs')) return;
  const svg = el('svg', { id: 'kete-defs', class: 'kete-defs', width: 0, height: 0, 'aria-hidden': 'true', focusable: 'false' });
  const defs = el('defs', {}, svg);
  const wood = el('linearGradient', { id: 'kete-wood', x1: 0, y1: 0, x2: 0, y2: 1 }, defs);
  el('stop', { offset: 0, 'stop-color': '#8e5c2d' }, wood);
  el('stop', { offset: .5, 'stop-color': '#7b4d25' }, wood);
  el('stop', { offset: 1, 'stop-color': '#663f1d' }, wood);
  const pitG = el('radialGradient', { id: 'kete-pit', cx: .45, cy: .4, r: .65 }, defs);
  el('stop', { offset: 0, 'stop-color': '#2c190c' }, pitG);
  el('stop', { offset: .8, 'stop-color': '#4a2d16' }, pitG);
  el('stop', { offset: 1, 'stop-color': '#6a4322' }, pitG);
  const seedG = el('radialGradient', { id: 'kete-seed', cx: .35, cy: .35, r: .7 }, defs);
  el('stop', { offset: 0, 'stop-color': '#fff7df' }, seedG);
  el('stop', { offset: 1, 'stop-color': '#c9ad76' }, seedG);
  document.body.appendChild(svg);
}

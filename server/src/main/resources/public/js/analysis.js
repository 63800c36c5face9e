// The analysis panel (POST /api/analysis): an evaluation bar and text from South's view, the best line in
// notation, "exact (endgame table)" when the tables answer, and every move's value. It follows the position
// shown: each show() supersedes the last (a newer request cancels an older one, and a late answer for a
// position no longer shown is dropped). The panel names itself to the server with an id of its own (`viewer`),
// so that the server stops its older search rather than keeping it running beside the newer one; a busy server
// is asked again, the panel saying "analysing…" meanwhile: stepping through a game never shows a refusal.
import { t, errorText } from './i18n.js';
import * as api from './api.js';
import { h } from './dom.js';
import { evalText, shortText, share } from './evaluation.js';

const OPEN_KEY = 'kete.analysis';
/** Wait this long after the last step before asking, so that stepping quickly through a game asks once. */
const SETTLE_MS = 180;
const RETRY_MS = 1200;

let panels = 0;

/** A viewer's id for the server (docs/api.md, POST /api/analysis): random, made here, never stored. */
function viewerId() {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Returns { button, panel, show(request), setAvailable(bool), destroy() }. {@code request} is the body of
 * POST /api/analysis ({gameId, ply} or {game, options, position}); null clears the panel. {@code advantage} is
 * the game's catalogue `advantage` (seeds or position), which decides how the evaluation is worded.
 */
export function createAnalysis({ advantage = 'seeds' } = {}) {
  const id = `analysis-${++panels}`;
  const viewer = viewerId();
  let open = localStorage.getItem(OPEN_KEY) === '1';
  let available = true;
  let request = null;
  /** The request the panel shows or is asking for; the same request again (a refreshed view) asks nothing. */
  let asked = null;
  let seq = 0;
  let timer = null;
  let controller = null;

  const button = h('button', { type: 'button', class: 'btn small ghost analysis-toggle', 'aria-controls': id, 'aria-expanded': 'false' });
  const state = h('span', { class: 'analysis-state', 'aria-live': 'polite' });
  const fill = h('div', { class: 'eval-fill' });
  const barNum = h('span', { class: 'eval-num' });
  const bar = h('div', { class: 'eval-bar', role: 'img' }, fill, barNum);
  const barCaps = h('div', { class: 'eval-caps', 'aria-hidden': 'true' }, h('span', {}, t('side.south')), h('span', {}, t('side.north')));
  const verdict = h('p', { class: 'eval-text', 'aria-live': 'polite' });
  const badge = h('p', { class: 'eval-badge' });
  const best = h('p', { class: 'eval-best' });
  const line = h('p', { class: 'eval-line' });
  const movesHead = h('h4', {}, t('analysis.moves'));
  const movesList = h('ol', { class: 'eval-moves' });
  const movesNote = h('p', { class: 'eval-note' });
  const movesBox = h('div', { class: 'eval-moves-box' }, movesHead, movesList, movesNote);
  const body = h('div', { class: 'analysis-body' }, bar, barCaps, verdict, badge, best, line, movesBox);
  const heading = h('h3', { tabindex: '-1' }, t('analysis.title'), ' ', state);
  const panel = h('section', { class: 'analysis', id, 'aria-label': t('analysis.title') }, heading, body);

  button.addEventListener('click', () => {
    open = !open;
    localStorage.setItem(OPEN_KEY, open ? '1' : '0');
    sync();
    if (open) ask();
  });

  function sync() {
    button.hidden = !available;
    panel.hidden = !available || !open;
    button.setAttribute('aria-expanded', String(open && available));
    button.textContent = open ? t('analysis.hide') : t('analysis.show');
    if (!available || !open) cancel();
  }

  function cancel() {
    clearTimeout(timer);
    if (controller) controller.abort();
    controller = null;
    asked = null;
    seq++;
  }

  function show(req) {
    request = req;
    if (open && available && JSON.stringify(req) !== asked) ask();
  }

  function ask() {
    cancel();
    if (!request) { clear(); return; }
    asked = JSON.stringify(request);
    const mine = seq;
    const req = request;
    state.textContent = t('analysis.working');
    panel.setAttribute('aria-busy', 'true');
    body.classList.add('stale');
    timer = setTimeout(async () => {
      controller = new AbortController();
      let retrying = false;
      try {
        const a = await api.analyse({ ...req, viewer }, controller.signal);
        if (mine !== seq) return;
        render(a);
      } catch (e) {
        if (mine !== seq || e.code === 'aborted') return;
        // A busy server (every analysis place taken by others): ask again in a moment, the panel still saying
        // "analysing…", never showing a refusal. (An answer `superseded` by this panel's newer request was
        // dropped above: the newer request changed `seq`.)
        if (e.status === 503 || e.code === 'superseded') {
          retrying = true;
          timer = setTimeout(() => { if (mine === seq) ask(); }, RETRY_MS);
          return;
        }
        clear();
        asked = null;
        state.textContent = '';
        verdict.textContent = errorText(e);
        verdict.classList.add('error-text');
      } finally {
        if (mine === seq) { controller = null; if (!retrying) panel.removeAttribute('aria-busy'); }
      }
    }, SETTLE_MS);
  }

  function clear() {
    fill.style.width = '50%';
    barNum.textContent = '';
    bar.setAttribute('aria-label', t('analysis.southView'));
    for (const e of [verdict, badge, best, line, movesNote]) e.textContent = '';
    movesList.replaceChildren();
    movesBox.hidden = true;
    body.classList.remove('stale');
  }

  function render(a) {
    clear();
    // Which position the panel shows, for tests and tools (the text is the position's, not the request's).
    panel.dataset.position = a.position;
    panel.dataset.ply = a.ply ?? '';
    verdict.classList.remove('error-text');
    state.textContent = '';
    const text = evalText(a.result, a.southScore, advantage);
    verdict.textContent = text;
    fill.style.width = `${(100 * share(a.result, a.southScore, advantage)).toFixed(1)}%`;
    barNum.textContent = shortText(a.result, a.southScore, advantage);
    bar.setAttribute('aria-label', `${t('analysis.southView')}: ${text}`);
    badge.replaceChildren();
    if (a.over) badge.append(h('span', { class: 'tag' }, t('analysis.over')));
    else if (a.exact) badge.append(h('span', { class: 'tag exact' }, t('analysis.exact')));
    else badge.append(h('span', { class: 'tag' }, t('analysis.depth', { d: a.depth })));
    // Kete's own opening book: its move here and the value its deep search stored.
    if (a.book) badge.append(' ', h('span', { class: 'tag book' }, t('analysis.book', { move: a.book.move, value: shortText(null, a.book.southScore), d: a.book.depth })));
    if (a.bestMove) {
      best.replaceChildren(h('span', { class: 'k' }, t('analysis.best')), ' ', h('strong', { class: 'mv' }, a.bestMove));
      const others = a.exact && a.bestMoves ? a.bestMoves.filter((m) => m !== a.bestMove) : [];
      if (others.length) best.append(' ', h('span', { class: 'also' }, t('analysis.alsoBest', { moves: others.join(', ') })));
    }
    if (a.pv && a.pv.length) {
      line.replaceChildren(h('span', { class: 'k' }, t('analysis.line')), ' ',
        h('span', { class: 'pv', lang: 'zxx' }, a.pv.join(' ')));
    }
    if (a.moves && a.moves.length) {
      movesBox.hidden = false;
      movesList.replaceChildren(...a.moves.map((m) => h('li', { class: m.move === a.bestMove || (a.exact && (a.bestMoves || []).includes(m.move)) ? 'best' : null },
        h('span', { class: 'mv' }, m.move),
        h('span', { class: 'val' }, shortText(m.result, m.southScore, advantage)))));
      const by = a.movesBy && a.movesBy.kind === 'table' ? 'analysis.movesTable' : advantage === 'position' ? 'analysis.movesChance' : 'analysis.movesSearch';
      movesNote.textContent = t(by);
    }
  }

  sync();
  clear();
  return {
    button,
    panel,
    heading,
    show,
    /** Opens the panel for this page only (a game's review), leaving the kept preference as it is. */
    reveal() { if (!open) { open = true; sync(); } },
    setAvailable(on) { if (available !== on) { available = on; sync(); if (on && open) ask(); } },
    destroy() { cancel(); },
  };
}

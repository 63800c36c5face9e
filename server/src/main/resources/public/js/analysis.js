// The analysis panel (POST /api/analysis): an evaluation bar and text from South's view, the best line in
// notation, "exact (endgame table)" when the tables answer, and every move's value. It follows the position
// shown: each show() supersedes the last (a newer request cancels an older one, and a late answer for a
// position no longer shown is dropped).
import { t } from './i18n.js';
import * as api from './api.js';

const OPEN_KEY = 'kete.analysis';
/** Wait this long after the last step before asking, so that stepping quickly through a game asks once. */
const SETTLE_MS = 180;
const RETRY_MS = 1200;

let panels = 0;

/**
 * Returns { button, panel, show(request), setAvailable(bool), destroy() }. {@code request} is the body of
 * POST /api/analysis ({gameId, ply} or {game, options, position}); null clears the panel.
 */
export function createAnalysis(h) {
  const id = `analysis-${++panels}`;
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
  const panel = h('section', { class: 'analysis', id, 'aria-label': t('analysis.title') },
    h('h3', {}, t('analysis.title'), ' ', state), body);

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
      try {
        const a = await api.analyse(req, controller.signal);
        if (mine !== seq) return;
        render(a);
      } catch (e) {
        if (mine !== seq || e.code === 'aborted') return;
        if (e.status === 503) {
          state.textContent = t('analysis.busy');
          timer = setTimeout(() => { if (mine === seq) ask(); }, RETRY_MS);
          return;
        }
        clear();
        asked = null;
        state.textContent = '';
        verdict.textContent = e.message;
        verdict.classList.add('error-text');
      } finally {
        if (mine === seq) { panel.removeAttribute('aria-busy'); controller = null; }
      }
    }, SETTLE_MS);
  }

  function clear() {
    fill.style.width = '50%';
    barNum.textContent = '';
    bar.setAttribute('aria-label', '');
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
    const text = evalText(a.result, a.southScore);
    verdict.textContent = text;
    fill.style.width = `${(100 * share(a.result, a.southScore)).toFixed(1)}%`;
    barNum.textContent = shortText(a.result, a.southScore);
    bar.setAttribute('aria-label', `${t('analysis.southView')}: ${text}`);
    badge.replaceChildren();
    if (a.over) badge.append(h('span', { class: 'tag' }, t('analysis.over')));
    else if (a.exact) badge.append(h('span', { class: 'tag exact' }, t('analysis.exact')));
    else badge.append(h('span', { class: 'tag' }, t('analysis.depth', { d: a.depth })));
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
        h('span', { class: 'val' }, shortText(m.result, m.southScore)))));
      movesNote.textContent = a.movesBy && a.movesBy.kind === 'table' ? t('analysis.movesTable') : t('analysis.movesSearch');
    }
  }

  sync();
  clear();
  return {
    button,
    panel,
    show,
    setAvailable(on) { if (available !== on) { available = on; sync(); if (on && open) ask(); } },
    destroy() { cancel(); },
  };
}

// The server's score bands (docs/api.md): a proven end is WIN minus its plies; a line into the endgame tables
// sits TABLE_WIN plus 100 per seed of the final difference; anything nearer 0 is centi-seeds.
const WIN = 1000000;
const WIN_BOUND = WIN - 10000;
const TABLE_WIN = 500000;

/** The result the answer gives, or one read from a proven score (the per-move values carry no result). */
function resultOf(result, southScore) {
  if (result) return result;
  const a = Math.abs(southScore);
  const winner = southScore > 0 ? 'south' : 'north';
  if (a >= WIN_BOUND) return { winner, margin: null, plies: WIN - a };
  if (a >= TABLE_WIN - 100 * 48) return { winner: a === 0 ? null : winner, margin: Math.round((a - TABLE_WIN) / 100), plies: null };
  return null;
}

/** How much of the bar is South's: 0.5 is even; a known result fills it for the winner. */
function share(result, southScore) {
  const r = resultOf(result, southScore);
  if (r) return r.winner === 'south' ? 1 : r.winner === 'north' ? 0 : 0.5;
  return 0.5 + 0.5 * Math.tanh(southScore / 100 / 6);
}

function signed(x) {
  const r = Math.round(x * 10) / 10;
  return `${r > 0 ? '+' : r < 0 ? '−' : ''}${Math.abs(r).toFixed(1)}`;
}

function sideName(s) { return t(`side.${s}`); }

/** The sentence: "South wins by 2 in 7 moves", "Draw with best play", "South is better by 1.5 seeds", "Even". */
function evalText(result, southScore) {
  const r = resultOf(result, southScore);
  if (r) {
    if (!r.winner) return t('analysis.draw');
    const side = sideName(r.winner);
    if (r.margin != null && r.plies != null) return t('analysis.winsByIn', { side, n: r.margin, p: r.plies });
    if (r.margin != null) return t('analysis.winsBy', { side, n: r.margin });
    if (r.plies != null) return t('analysis.winsIn', { side, p: r.plies });
    return t('analysis.wins', { side });
  }
  const s = southScore / 100;
  if (Math.abs(s) < 0.05) return t('analysis.even');
  return t('analysis.ahead', { side: sideName(s > 0 ? 'south' : 'north'), n: Math.abs(Math.round(s * 10) / 10).toFixed(1) });
}

/** The short form on the bar and in the move list: "+1.5", "S +2", "S in 7", "=". */
function shortText(result, southScore) {
  const r = resultOf(result, southScore);
  if (r) {
    if (!r.winner) return '=';
    const who = t(`analysis.short.${r.winner}`);
    if (r.margin != null) return `${who} +${r.margin}`;
    if (r.plies != null) return t('analysis.shortIn', { side: who, p: r.plies });
    return who;
  }
  return signed(southScore / 100);
}

// What a finished game offers beside its result: against the computer a new game at the same level or at
// another one (chosen in a small list), for every finished game "Review this game" (the computer's review,
// #/review/<id>) and the download of its record, as buttons that stand out rather than a link in
// the side panel. The new game's request is computed from the view alone (no DOM), so node tests it.
import { t } from '../i18n.js';
import { h } from '../dom.js';

/**
 * The body of POST /api/games for a new game like `view`'s against the computer at `level`: the same game and
 * rule options, the same seat, the same first mover, the same clock; from the start position, a single game.
 */
export function newGameRequest(view, level) {
  const first = (view.movers && view.movers[0]) || (view.moves.length === 0 ? view.position.toMove : 'south');
  const req = { game: view.game, options: { ...view.options }, opponent: { type: 'computer', level }, seat: view.you, first };
  if (view.clock) {
    const s = Math.round(view.clock.initialMs / 1000);
    req.clock = { minutes: Math.floor(s / 60), seconds: s % 60, increment: Math.round(view.clock.incrementMs / 1000) };
  }
  return req;
}

/** Whether the page offers new games against the computer: the player's own finished game against it. */
export function offersNewGame(view) {
  return view.status === 'finished' && view.mode === 'computer' && (view.you === 'south' || view.you === 'north');
}

/**
 * Fills `box` for a finished game (hides it otherwise). `levels` are the catalogue's ({number, name}); the
 * actions are onNew(level), onReview(); the record is a download link styled as a button.
 */
export function renderAfterGame(box, view, { id, levels, onNew, onReview }) {
  const over = view.status === 'finished';
  box.hidden = !over;
  if (!over) { box.replaceChildren(); return; }
  const levelName = (l) => (t(`level.${l.name}`) === `level.${l.name}` ? l.name : t(`level.${l.name}`));
  const main = h('div', { class: 'after-row' });
  if (offersNewGame(view)) {
    main.append(h('button', { type: 'button', class: 'btn', id: 'new-same', onclick: () => onNew(view.level) }, t('game.after.newSame', { level: view.level })));
  }
  main.append(
    h('button', { type: 'button', class: 'btn ghost', id: 'review-game', onclick: () => onReview() }, t('game.after.review')),
    h('a', { class: 'btn ghost', id: 'download-record', href: `api/games/${id}/record`, download: '' }, t('game.after.download')));
  const rows = [main];
  if (offersNewGame(view) && levels.length > 1) {
    const others = levels.filter((l) => l.number !== view.level);
    const sel = h('select', { id: 'new-level' }, others.map((l) => h('option', { value: l.number }, `${l.number} · ${levelName(l)}`)));
    rows.push(h('div', { class: 'after-row other-level' },
      h('label', { for: 'new-level' }, t('game.after.otherLevel')), ' ', sel, ' ',
      h('button', { type: 'button', class: 'btn small ghost', id: 'new-other', onclick: () => onNew(Number(sel.value)) }, t('game.after.newOther'))));
  }
  box.replaceChildren(...rows);
}

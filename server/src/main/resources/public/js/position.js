// A position shared as a link (#/position?game=oware&options=name%3Dvalue...&position=TEXT): the board, the
// analysis, and a game from it against the computer or on one device.
import { t, errorText } from './i18n.js';
import * as api from './api.js';
import { h } from './dom.js';
import { Board } from './board.js';
import { gameName } from './names.js';
import { setTitle } from './shell.js';
import { createAnalysis } from './analysis.js';
import { resultText } from './game/result.js';

export async function renderPosition(main, params) {
  const game = await api.gameType(params.get('game') || '');
  setTitle(gameName(game));
  const options = params.get('options') || '';
  const text = params.get('position') || '';
  const p = await api.position(game.id, options, text);
  const box = h('div', { class: 'board-wrap' });
  const err = h('p', { class: 'error', role: 'alert', hidden: true });
  const opts = {};
  for (const kv of options.split(/\s+/).filter(Boolean)) { const [k, v] = kv.split('='); opts[k] = v; }
  const analysis = createAnalysis({ advantage: game.advantage });
  const start = async (opponent) => {
    try {
      const res = await api.createGame({ game: game.id, options: opts, opponent, position: p.position.text, first: p.position.toMove });
      api.saveToken(res.game.id, res.token, res.seat);
      location.hash = `#/game/${res.game.id}`;
    } catch (e) { err.textContent = errorText(e); err.hidden = false; }
  };
  // A finished position says how the game ended and offers nothing to play: there is no move left.
  const over = !!p.outcome;
  main.replaceChildren(
    h('h1', {}, gameName(game)),
    h('p', { class: 'lead' }, over ? t('share.over', { result: resultText(p.outcome) }) : t('share.lead', { side: t(`side.${p.position.toMove}`) })),
    box,
    h('p', { class: 'controls' },
      over ? null : h('button', { type: 'button', class: 'btn', onclick: () => start({ type: 'computer', level: 3 }) }, t('share.vsComputer')),
      over ? null : h('button', { type: 'button', class: 'btn ghost', onclick: () => start({ type: 'local' }) }, t('share.local')),
      analysis.button),
    h('div', { class: 'share-analysis' }, analysis.panel),
    h('p', {}, h('code', {}, p.position.text)), err);
  const b = new Board(box, game, { interactive: false });
  b.setPosition(over ? { ...p.position, toMove: null } : p.position);
  analysis.show({ game: game.id, options: opts, position: p.position.text });
  return () => analysis.destroy();
}

// The finished games (#/games): each with its players, date, result and plies, to replay, review or download; the
// upload of a game record to replay, or to review (POST /api/records/review, then the review page).
import { t, errorText, formatDate } from './i18n.js';
import * as api from './api.js';
import * as social from './social.js';
import { h, cell as labelled } from './dom.js';
import { gameName } from './names.js';
import { setTitle } from './shell.js';
import { resultCellText } from './game/result.js';
import { matchScore } from './game/match.js';

export async function renderRecords(main) {
  setTitle(t('records.title'));
  const { games } = await api.listGames('finished');
  // The players' names where the games have them (guests' nicknames, accounts).
  const names = games.length ? (await social.gameNames(games.map((g) => g.id)).catch(() => ({ games: {} }))).games : {};
  // A player's own name is theirs, not interface text: it is marked data-user (the language tests skip it).
  const seatText = (g, side) => {
    if (g.seats[side] === 'computer') return t('records.computer');
    const name = names[g.id] && names[g.id][side];
    return name ? h('bdi', { 'data-user': '' }, name) : t('records.human');
  };
  // On a phone each game is a block of labelled lines (data-label).
  const COLS = ['records.game', 'records.players', 'records.date', 'records.result', 'records.plies', 'records.actions'];
  const cell = (i, ...content) => labelled(t(COLS[i]), ...content);
  const rows = games.map((g) => h('tr', {},
    cell(0, gameName({ id: g.game, name: g.name }), ...(matchLine(g.match) ? [h('br'), h('small', { class: 'match-line' }, matchLine(g.match))] : [])),
    cell(1, `${t('side.south')}: `, seatText(g, 'south'), ` · ${t('side.north')}: `, seatText(g, 'north')),
    cell(2, formatDate(new Date(g.updatedAt || g.createdAt))),
    cell(3, resultCellText(g.outcome)),
    cell(4, String(g.plies)),
    cell(5, h('a', { href: `#/game/${g.id}` }, t('records.replay')), ' · ',
      h('a', { href: `#/review/${g.id}`, class: 'review-link' }, t('records.review')), ' · ',
      h('a', { href: `api/games/${g.id}/record`, download: '' }, t('records.download')))));
  const file = h('input', { type: 'file', id: 'record-file', accept: '.txt,text/plain' });
  const msg = h('p', { role: 'status' });
  file.addEventListener('change', async () => {
    try {
      const text = await file.files[0].text();
      const res = await api.uploadRecord(text);
      api.saveToken(res.game.id, res.token, res.seat);
      location.hash = `#/game/${res.game.id}`;
    } catch (e) { msg.className = 'error'; msg.textContent = errorText(e); }
  });
  // A finished game's record to review: kept as a finished game, its review asked, and its page opened.
  const reviewFile = h('input', { type: 'file', id: 'review-file', accept: '.txt,text/plain' });
  const reviewMsg = h('p', { role: 'status' });
  reviewFile.addEventListener('change', async () => {
    try {
      const text = await reviewFile.files[0].text();
      const res = await api.uploadRecordForReview(text);
      api.saveToken(res.game.id, res.token, res.seat);
      location.hash = `#/review/${res.game.id}`;
    } catch (e) { reviewMsg.className = 'error'; reviewMsg.textContent = errorText(e); }
  });
  main.replaceChildren(
    h('h1', {}, t('records.title')),
    h('p', { class: 'lead' }, t('records.lead')),
    games.length ? h('div', { class: 'table-wrap' }, h('table', { class: 'records' },
      h('thead', {}, h('tr', {}, COLS.map((k) => h('th', { scope: 'col' }, t(k))))),
      h('tbody', {}, rows))) : h('p', { class: 'notice' }, t('records.none')),
    h('h2', {}, t('records.upload')),
    h('p', {}, h('label', { for: 'record-file' }, t('records.uploadHelp')), ' ', file), msg,
    h('h2', {}, t('records.reviewUpload')),
    h('p', {}, h('label', { for: 'review-file' }, t('records.reviewUploadHelp')), ' ', reviewFile), reviewMsg);
  return null;
}

/** "Best of 3 · game 2 · match South 2 – 1 North": the score by this game's sides (the winner's first once decided). */
function matchLine(m) {
  if (!m || m.format === 'single') return '';
  const label = m.format === 'best-of' ? t('match.bestOf', { n: m.n }) : t('match.firstTo', { n: m.n });
  let score = matchScore(m, (side) => t(`side.${side}`));
  if (m.score.draws) score += `, ${t('match.draws', { n: m.score.draws })}`;
  const key = m.status === 'finished' ? 'records.matchScore' : 'records.matchSoFar';
  return `${label} · ${t('match.game', { n: m.number })} · ${t(key, { score })}`;
}

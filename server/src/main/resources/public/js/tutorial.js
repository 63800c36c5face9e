// The tutorial page (#/tutorial/<game>): the steps of GET /api/tutorials/<game>, a board per step, demonstrated
// moves animated from the engine's trace, exercises answered on the board and judged by the server.
// Progress (the step shown, the exercises solved) is kept in localStorage per game and language.
import { t, currentLang, content as own, languageName, errorText, PSEUDO } from './i18n.js';
import * as api from './api.js';
import { Board, SPEEDS } from './board.js';
import { h } from './dom.js';
import { setTitle } from './shell.js';

const SPEED_KEY = 'kete.speed';
const progressKey = (game, lang) => `kete.tutorial.${game}.${lang}`;
// The last step seen in any language, so switching language keeps the learner's place.
const LAST_KEY = 'kete.tutorial.last';

function loadProgress(game, lang) {
  try { return JSON.parse(localStorage.getItem(progressKey(game, lang))) || null; } catch { return null; }
}

function saveProgress(game, lang, progress) {
  localStorage.setItem(progressKey(game, lang), JSON.stringify(progress));
  localStorage.setItem(LAST_KEY, JSON.stringify({ game, step: progress.step }));
}

function lastSeen(game) {
  try { const l = JSON.parse(localStorage.getItem(LAST_KEY)); return l && l.game === game ? l.step : null; } catch { return null; }
}

/**
 * The tutorial in the page's language, else the English one: a tutorial not yet written in a language (or a
 * language the server's tutorials do not know yet) is shown in English, marked lang="en", with a note.
 */
async function load(gameId, lang) {
  const wanted = lang === PSEUDO ? 'en' : lang;
  try {
    return await api.tutorial(gameId, wanted);
  } catch (e) {
    if (wanted === 'en' || (e.status !== 404 && e.status !== 400)) throw e;
    return api.tutorial(gameId, 'en');
  }
}

export async function renderTutorial(main, gameId) {
  const lang = currentLang();
  const [type, tut] = await Promise.all([api.gameType(gameId), load(gameId, lang)]);
  // The tutorial's own language: its verdicts are asked for in it.
  const tutLang = tut.lang || 'en';
  const fallback = lang !== PSEUDO && tutLang !== lang;
  const cl = fallback ? tutLang : null;
  tut.title = own(tut.title);
  for (const s of tut.steps) {
    s.title = own(s.title);
    s.text = own(s.text);
    if (s.exercise) {
      s.exercise.hint = own(s.exercise.hint);
      s.exercise.hints = (s.exercise.hints || [s.exercise.hint]).filter(Boolean).map(own);
    }
    if (s.demonstration) s.demonstration.explanation = own(s.demonstration.explanation);
  }
  setTitle(tut.title);
  const steps = tut.steps;
  const ids = steps.map((s) => s.id);

  let progress = loadProgress(gameId, lang) || { step: lastSeen(gameId) || ids[0], solved: [] };
  if (!Array.isArray(progress.solved)) progress.solved = [];
  let index = Math.max(0, ids.indexOf(progress.step));
  let closed = false;
  let generation = 0; // a step's async work (animation, answer) stops touching the page once another step shows

  const counter = h('p', { class: 'tut-counter', id: 'tut-counter' });
  const bar = h('div', { class: 'tut-progress', role: 'progressbar', 'aria-labelledby': 'tut-counter', 'aria-valuemin': 1, 'aria-valuemax': steps.length });
  const fill = h('div', { class: 'tut-fill' });
  bar.append(fill);
  const heading = h('h2', { id: 'tut-step-title', tabindex: '-1', lang: cl });
  const text = h('p', { class: 'tut-text', id: 'tut-text', lang: cl });
  const task = h('p', { class: 'tut-task', id: 'tut-task' });
  const boardBox = h('div', { class: 'board-wrap' });
  const choiceBar = h('div', { class: 'choice-bar', 'aria-live': 'polite' });
  const note = h('p', { class: 'tut-note', 'aria-live': 'polite' });
  const feedback = h('div', { class: 'tut-feedback', id: 'tut-feedback', role: 'status', 'aria-live': 'polite', hidden: true, lang: cl });
  const hintBox = h('div', { class: 'notice tut-hint', id: 'tut-hint', hidden: true, lang: cl });
  // The exercise's hints seen so far (each says more than the one before), and whether the first one is the
  // end of the wrong answer's message on screen: the hint box never repeats what the page already shows.
  let hintsSeen = 0;
  let firstInFeedback = false;
  const end = h('div', { class: 'tut-end', id: 'tut-end', hidden: true },
    h('p', { class: 'lead' }, t('tutorial.end')),
    h('p', { class: 'controls' },
      h('a', { class: 'btn', id: 'tut-play', href: `#/play/${gameId}` }, t('tutorial.playGame')),
      h('a', { class: 'btn', id: 'tut-beginner', href: `#/play/${gameId}?level=1` }, t('tutorial.beginner')),
      h('a', { class: 'btn ghost', href: `#/rules/${gameId}` }, t('catalogue.rules'))));

  const button = (id, key, onclick, cls = 'btn ghost') => h('button', { type: 'button', class: cls, id, onclick }, t(key));
  const backBtn = button('tut-back', 'tutorial.back', () => show(index - 1));
  const nextBtn = button('tut-next', 'tutorial.next', () => show(index + 1), 'btn');
  const replayBtn = button('tut-replay', 'tutorial.replay', () => demonstrate());
  const hintBtn = button('tut-hint-btn', 'tutorial.hint', () => { hintsSeen = Math.min(hintsSeen + 1, hintsOf().length); showHints(); });
  const retryBtn = button('tut-retry', 'tutorial.tryAgain', () => ask());
  const restartBtn = button('tut-restart', 'tutorial.restart', () => {
    progress = { step: ids[0], solved: [] };
    show(0);
  });
  const jump = h('select', { id: 'tut-jump', 'aria-label': t('tutorial.jump') },
    steps.map((s, i) => h('option', { value: i, lang: cl }, `${i + 1}. ${s.title}`)));
  jump.addEventListener('change', () => show(Number(jump.value)));

  const speedSel = h('select', { id: 'speed' }, Object.keys(SPEEDS).map((s) => h('option', { value: s, selected: s === (localStorage.getItem(SPEED_KEY) || 'normal') }, t(`speed.${s}`))));
  let board = null;
  speedSel.addEventListener('change', () => { localStorage.setItem(SPEED_KEY, speedSel.value); if (board) board.setSpeed(speedSel.value); });

  main.replaceChildren(
    h('h1', { lang: cl }, tut.title),
    ...(fallback ? [h('p', { class: 'notice content-missing' }, t('content.missing', { language: languageName() }))] : []),
    h('div', { class: 'tutorial' },
      h('section', { class: 'tut-step', id: 'tut-step', 'aria-labelledby': 'tut-step-title' },
        counter, bar, heading, text, task, boardBox, choiceBar, note, feedback, hintBox,
        h('div', { class: 'controls' }, backBtn, replayBtn, hintBtn, retryBtn, nextBtn),
        end),
      h('aside', { class: 'panel' },
        h('h2', {}, t('tutorial.steps')),
        h('p', {}, h('label', { for: 'tut-jump' }, t('tutorial.jump')), ' ', jump),
        h('div', { class: 'speed' }, h('label', { for: 'speed' }, t('game.speed')), speedSel),
        h('p', { class: 'controls' }, restartBtn),
        h('p', {}, h('a', { href: `#/rules/${gameId}` }, t('game.rulesLink'))))));

  const step = () => steps[index];
  const hintsOf = () => (step().exercise ? step().exercise.hints : []);

  /** The hints seen and not already on the page; "Hint" (then "Another hint") while one is left to give. */
  function showHints() {
    const hints = hintsOf();
    const shown = hints.slice(firstInFeedback ? 1 : 0, hintsSeen);
    hintBox.replaceChildren(...shown.map((x) => h('p', {}, x)));
    hintBox.hidden = shown.length === 0;
    hintBtn.hidden = step().kind !== 'exercise' || hintsSeen >= hints.length;
    hintBtn.textContent = t(hintsSeen === 0 ? 'tutorial.hint' : 'tutorial.moreHint');
  }

  /** A fresh board at the step's position, with the pits the text points at marked. */
  function freshBoard() {
    boardBox.replaceChildren();
    board = new Board(boardBox, type, { interactive: step().kind === 'exercise', speed: speedSel.value });
    board.setPosition(step().position);
    mark(step().highlight, 'hl');
  }

  function mark(pits, cls) {
    board.pitEls.forEach((p) => p.g.classList.remove(cls));
    for (const p of pits || []) if (board.pitEls[p]) board.pitEls[p].g.classList.add(cls);
  }

  function say(message, kind) {
    feedback.hidden = !message;
    feedback.className = `tut-feedback ${kind || ''}`;
    feedback.textContent = message || '';
  }

  async function demonstrate() {
    const gen = ++generation;
    const d = step().demonstration;
    freshBoard();
    say(null);
    note.textContent = t('tutorial.watching', { move: d.notation });
    replayBtn.disabled = true;
    mark(d.pits, 'involved');
    await board.animate(d.trace, d.after, (s) => { if (gen === generation) note.textContent = s; });
    if (gen !== generation || closed) return;
    mark(d.pits, 'involved');
    board.markLastMove(d.trace.filter((e) => e.type === 'lift').map((e) => e.pit));
    note.textContent = '';
    say(d.explanation, 'info');
    replayBtn.disabled = false;
  }

  async function ask() {
    const gen = ++generation;
    const s = step();
    freshBoard();
    say(null);
    firstInFeedback = false;
    showHints();
    retryBtn.hidden = true;
    note.textContent = '';
    task.textContent = t('tutorial.yourTurn');
    const mv = await board.requestMove(s.legalMoves, choiceBar);
    if (gen !== generation || closed) return;
    board.block(t('tutorial.checking'));
    let verdict;
    try {
      verdict = await api.tutorialAnswer(gameId, s.id, tutLang, mv.notation);
    } catch (e) {
      // An illegal answer's message is the tutorial's own (in its language); anything else is worded here.
      if (gen === generation) { say(e.code === 'illegal-move' ? own(e.message) : errorText(e), 'wrong'); retryBtn.hidden = false; }
      return;
    }
    if (gen !== generation || closed) return;
    mark(verdict.move.pits, 'involved');
    await board.animate(verdict.move.trace, verdict.move.after, (x) => { if (gen === generation) note.textContent = x; });
    if (gen !== generation || closed) return;
    note.textContent = '';
    // A wrong move: the board keeps what it did, says so, and shows no side to move (the exercise's mover moves
    // again once "Try again" sets it up; the position shown is not one the game goes on from).
    if (!verdict.correct) board.setPosition({ ...verdict.move.after, toMove: null });
    board.markLastMove(verdict.move.trace.filter((e) => e.type === 'lift').map((e) => e.pit));
    say(own(verdict.message), verdict.correct ? 'right' : 'wrong');
    if (verdict.correct) {
      if (!progress.solved.includes(s.id)) progress.solved.push(s.id);
      saveProgress(gameId, lang, progress);
      task.textContent = t('tutorial.solved');
      nextBtn.textContent = t('tutorial.next');
      nextBtn.focus({ preventScroll: true });
    } else {
      note.textContent = t('tutorial.showingWrong');
      retryBtn.hidden = false;
      task.textContent = t('tutorial.notYet');
      // The message ends with the exercise's own hint: that one is seen, and "Another hint" gives the next.
      if (s.exercise.hint) { hintsSeen = Math.max(hintsSeen, 1); firstInFeedback = true; }
      showHints();
      retryBtn.focus({ preventScroll: true });
    }
  }

  function show(i) {
    if (i < 0 || i >= steps.length) return;
    generation++;
    index = i;
    const s = step();
    progress.step = s.id;
    document.getElementById('tut-step').dataset.step = s.id;
    document.getElementById('tut-step').dataset.kind = s.kind;
    saveProgress(gameId, lang, progress);
    counter.textContent = t('tutorial.counter', { n: i + 1, total: steps.length });
    bar.setAttribute('aria-valuenow', i + 1);
    fill.style.width = `${((i + 1) / steps.length) * 100}%`;
    heading.textContent = s.title;
    text.textContent = s.text;
    task.textContent = '';
    note.textContent = '';
    choiceBar.replaceChildren();
    hintsSeen = 0;
    firstInFeedback = false;
    jump.value = String(i);
    backBtn.disabled = i === 0;
    const last = i === steps.length - 1;
    nextBtn.hidden = last;
    replayBtn.hidden = s.kind !== 'demonstration';
    showHints();
    retryBtn.hidden = true;
    end.hidden = !last;
    // An exercise not yet solved may still be passed over: Next says so.
    nextBtn.textContent = s.kind === 'exercise' && !progress.solved.includes(s.id) ? t('tutorial.skip') : t('tutorial.next');
    say(null);
    if (s.kind === 'demonstration') demonstrate();
    else if (s.kind === 'exercise') {
      ask();
      if (progress.solved.includes(s.id)) task.textContent = `${t('tutorial.solvedBefore')} ${t('tutorial.yourTurn')}`;
    } else { generation++; freshBoard(); }
    heading.focus({ preventScroll: true });
  }

  show(index);
  return () => { closed = true; generation++; if (board) board.cancelRequest(); };
}

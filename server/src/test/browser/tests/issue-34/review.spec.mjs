// Issue 34: the review of a finished game in the browser (docs/web-ui.md, The review page). Short Oware endings
// uploaded as records are reviewed in a second or two: one held by the test server's endgame tables (proven
// verdicts), one of twelve seeds that the search reviews (its progress bar is seen on the way).
import { test, assert } from '../../lib/fixtures.mjs';
import { shot, apiCreate, openWithToken, axeViolations } from '../../lib/helpers.mjs';
import { allowedWords, noLeak, languagesOf } from '../../lib/i18n-checks.mjs';

// Seven plies from a 6-seed ending, South to win at 25: three blunders (two by North), all proven by the tables.
const ENDING = `[Game "oware"]
[Options "grandSlam=forfeit cycleRule=split winThreshold=25 firstPlayer=south"]
[Position "0-0-1-2-0-1-0-1-1-0-0-0-23-19-S"]
[Result "1-0"]

1. C c 2. D d 3. E b 4. F 1-0
`;

// Nineteen plies from a 12-seed position (beyond the test server's 6-seed tables: searched, so it takes a moment).
const SEARCHED = `[Game "oware"]
[Options "grandSlam=forfeit cycleRule=split winThreshold=25 firstPlayer=south"]
[Position "1-2-0-3-0-0-2-0-1-0-2-1-24-12-S"]
[Result "1-0"]

1. B a 2. A b 3. B f 4. A e 5. A c 6. B f 7. B e 8. D c 9. A b 10. F 1-0
`;

/** Uploads a record through the finished games page's "Review a record", and waits for the review page's id. */
async function uploadForReview(page, base, name, text) {
  await page.goto(`${base}#/games`);
  await page.locator('#review-file').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.waitForURL(/#\/review\/[\w-]+$/);
  return page.url().split('#/review/')[1];
}

const reviewOf = async (base, id) => (await fetch(`${base}api/games/${id}/review`)).json();
const done = (page) => page.locator('.review-summary-table').waitFor({ timeout: 180000 });
/** The slider's position. */
const at = (page) => page.locator('.review-graph-box').getAttribute('aria-valuenow').then(Number);
/** The board's pit of a move in notation (Oware: a pit's name). */
const pitOf = (page, pitNames, move) => page.locator(`.review-board svg.board g.pit[data-pit="${pitNames.indexOf(move)}"]`);
const markedPit = async (page, pitNames, cls) => {
  const pits = await page.$$eval(`.review-board svg.board g.pit.${cls}`, (gs) => gs.map((g) => Number(g.dataset.pit)));
  return pits.map((p) => pitNames[p]);
};

test('issue 34: a record reviewed: summary, classes, graph by click and keys, the better line, learn from your mistakes', async ({ newPage, base, catalogue }) => {
  const pitNames = catalogue.games.find((g) => g.id === 'oware').pitNames;
  const page = await newPage();
  const id = await uploadForReview(page, base, 'ending.txt', ENDING);
  await done(page);
  const { status, review } = await reviewOf(base, id);
  assert(status === 'done' && review.plies.length === 7, `the API's review: ${status}`);

  // Each player's summary, as the API has it.
  for (const side of ['south', 'north']) {
    const s = review.players[side];
    const cell = (row) => page.locator(`.review-summary-table tr.${row} td.${side}`).innerText();
    assert(await cell('accuracy') === `${s.accuracy}%`, `${side}'s accuracy: ${await cell('accuracy')} for ${s.accuracy}`);
    assert(await cell('blunder') === String(s.blunders) && await cell('mistake') === String(s.mistakes) && await cell('inaccuracy') === String(s.inaccuracies), `${side}'s counts`);
  }
  const errors = review.plies.filter((p) => ['inaccuracy', 'mistake', 'blunder'].includes(p.class));
  assert(errors.length >= 2, `the ending has mistakes to learn from: ${review.plies.map((p) => p.class)}`);

  // Every move with its class: a symbol, a colour (its CSS class) and a word, and "proven" where the tables say so.
  const buttons = page.locator('.review-moves button.mv');
  assert(await buttons.count() === 7, 'a button per move');
  const words = { best: 'best move', good: 'good move', inaccuracy: 'inaccuracy', mistake: 'mistake', blunder: 'blunder', 'only-move': 'only move' };
  const symbols = { best: '!', inaccuracy: '?!', mistake: '?', blunder: '??', 'only-move': '□' };
  for (const p of review.plies) {
    const b = buttons.nth(p.ply);
    assert((await b.getAttribute('class')).split(' ').includes(p.class), `move ${p.ply}'s class ${p.class}: ${await b.getAttribute('class')}`);
    assert((await b.locator('.sr-only').textContent()).includes(words[p.class]), `move ${p.ply} says ${words[p.class]}`);
    if (symbols[p.class]) assert(await b.locator('.cls-sym').textContent() === symbols[p.class], `move ${p.ply}'s symbol`);
    assert(await b.locator('.proven-mark').count() === (p.proven ? 1 : 0), `move ${p.ply} proven: ${p.proven}`);
    assert((await b.getAttribute('title')).startsWith(`${p.move}: ${words[p.class]}`), `move ${p.ply}'s tooltip: ${await b.getAttribute('title')}`);
  }
  const chipColour = await page.locator('.review-moves button.mv.blunder .cls-sym').first().evaluate((e) => getComputedStyle(e).backgroundColor);
  assert(chipColour === 'rgb(179, 38, 30)', `a blunder's colour: ${chipColour}`);
  await shot(page, 'i34-review-desktop');

  // The graph: a slider from position 0 to 7 that keys and clicks move; the list and the board follow.
  const graph = page.locator('.review-graph-box');
  assert(await graph.getAttribute('role') === 'slider' && await graph.getAttribute('aria-valuemax') === '7', 'a slider over the positions');
  await graph.focus();
  await page.keyboard.press('End');
  assert(await at(page) === 7, 'End: the last position');
  assert(await page.locator('.review-board .status').innerText() === 'Position after ply 7 of 7 (move 4: South played F)', `the board's line: ${await page.locator('.review-board .status').innerText()}`);
  await page.keyboard.press('Home');
  assert(await at(page) === 0, 'Home: the start');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert(await at(page) === 2, 'two arrows on');
  assert(await buttons.nth(1).getAttribute('aria-current') === 'true', 'the list marks the move that led there');
  assert(/^After ply 2 of 7, c/.test(await graph.getAttribute('aria-valuetext')), `its words: ${await graph.getAttribute('aria-valuetext')}`);
  await page.waitForFunction(() => /after ply 2 of 7/.test(document.querySelector('.review-board .status').textContent));
  const box = await page.locator('svg.review-graph').boundingBox();
  await page.mouse.click(box.x + (box.width * 5) / 7, box.y + box.height / 2);
  assert(await at(page) === 5, `a click at the sixth of eight points: ${await at(page)}`);
  assert(await page.evaluate(() => document.activeElement.classList.contains('review-graph-box')), 'the slider keeps the focus');

  // The turning point of the player with the biggest blunder: its link jumps there.
  const side = review.players.north.turningPoint != null ? 'north' : 'south';
  const tp = review.players[side].turningPoint;
  const p = review.plies[tp];
  await page.locator(`#turning-${side}`).click();
  assert(await at(page) === tp + 1, `the turning point ${tp}: at ${await at(page)}`);
  assert((await page.locator('.review-detail .verdict').innerText()).includes(`played ${p.move}: ${symbols[p.class]} ${words[p.class]}`), `its verdict: ${await page.locator('.review-detail .verdict').innerText()}`);

  // The better move on the board, its line step by step to the end, each position the server's.
  const line = p.line[0] === p.best ? p.line : [p.best];
  await page.locator('#show-better').click();
  await page.waitForFunction(() => document.querySelector('.review-board svg.board g.pit.better'));
  assert(JSON.stringify(await markedPit(page, pitNames, 'better')) === JSON.stringify([p.best]), `the better pit: ${await markedPit(page, pitNames, 'better')} for ${p.best}`);
  assert(JSON.stringify(await markedPit(page, pitNames, 'played')) === JSON.stringify([p.move]), 'the game\'s move marked too');
  assert(await page.locator('#line-prev').isDisabled(), 'no step before the first');
  for (let step = 1; step <= line.length; step++) {
    await page.locator('#line-next').click();
    await page.waitForFunction((s) => (document.querySelector('.review-line') || {}).textContent?.includes(`step ${s} of`), step);
  }
  assert(await page.locator('#line-next').isDisabled(), 'no step after the last');
  assert((await page.locator('.review-line').innerText()).includes('The end of the line.'), 'the line\'s end is said');
  const expected = await (await fetch(`${base}api/games/${id}/positions/${tp}?then=${encodeURIComponent(line.join(' '))}`)).json();
  const counts = await page.$$eval('.review-board svg.board g.pit', (gs) => gs.map((g) => [Number(g.dataset.pit), Number(g.querySelector('.count').textContent)]).sort((a, b) => a[0] - b[0]).map((x) => x[1]));
  assert(JSON.stringify(counts) === JSON.stringify(expected.position.pits), `the line's last position: ${counts} for ${expected.position.pits}`);
  await page.locator('#line-prev').click();
  await page.waitForFunction((s) => document.querySelector('.review-line').textContent.includes(`step ${s} of`), line.length - 1);
  await page.locator('#line-back').click();
  assert(await at(page) === tp + 1 && await page.locator('.review-line').isHidden(), 'back to the game');

  // Learn from your mistakes: the side with more of them (both seats are this browser's), each in turn.
  const mistakes = (s) => review.plies.filter((x) => x.mover === s && errors.includes(x));
  const learner = mistakes('north').length > mistakes('south').length ? 'north' : 'south';
  const list = mistakes(learner);
  assert(await page.locator('#learn-side').inputValue() === learner, `learn mode starts with ${learner}`);
  await page.locator('#learn-start').click();
  const feedback = page.locator('.learn-feedback');
  const waitFeedback = (cls) => page.waitForFunction((c) => document.querySelector('.learn-feedback').classList.contains(c), cls);
  for (let i = 0; i < list.length; i++) {
    const m = list[i];
    await page.waitForFunction((s) => document.querySelector('.review-board .status').textContent === s, `Mistake ${i + 1} of ${list.length}`);
    assert(await at(page) === m.ply, `the position before mistake ${i + 1}`);
    assert((await page.locator('.learn-prompt').innerText()).includes(`${m.move} was played here`), `the question: ${await page.locator('.learn-prompt').innerText()}`);
    if (i > 0) {
      // By keyboard: the focus is on the board's playable pit; Enter plays it, and some verdict comes.
      assert(await page.evaluate(() => !!document.activeElement.closest('.review-board svg.board g.pit.legal')), 'the board has the focus');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('.learn-feedback').textContent);
      if (await page.locator('#learn-again').count()) await page.locator('#learn-again').click();
    }
    // The game's own move: said to be the game's.
    if (await page.locator('#learn-next').count() === 0) {
      await pitOf(page, pitNames, m.move).click();
      await waitFeedback('wrong');
      assert((await feedback.innerText()).startsWith(`${m.move} is what was played in the game`), `the game's move: ${await feedback.innerText()}`);
    }
    if (i === 0) {
      // Another move the review does not value, then the best one.
      await page.locator('#learn-again').click();
      const other = (await page.$$eval('.review-board svg.board g.pit.legal', (gs) => gs.map((g) => Number(g.dataset.pit))))
        .map((x) => pitNames[x]).find((n) => n !== m.move && n !== m.best);
      if (other) {
        await pitOf(page, pitNames, other).click();
        await waitFeedback('unknown');
        assert((await feedback.innerText()).includes(`does not know ${other} to be better`), `another move: ${await feedback.innerText()}`);
        await page.locator('#learn-again').click();
      }
      await pitOf(page, pitNames, m.best).click();
      await waitFeedback('right');
      assert((await feedback.innerText()).startsWith(`Yes: ${m.best} is the review's best move`), `the best: ${await feedback.innerText()}`);
    } else if (await page.locator('#learn-answer').count()) {
      await page.locator('#learn-answer').click();
      await waitFeedback('answer');
      assert((await feedback.innerText()).startsWith(`The review's best move was ${m.best}`), `the answer: ${await feedback.innerText()}`);
      assert(JSON.stringify(await markedPit(page, pitNames, 'better')) === JSON.stringify([m.best]), 'the answer on the board');
    }
    if (i === 0) await shot(page, 'i34-learn');
    // "Next mistake" (or "Finish") has the focus: Enter goes on.
    assert(await page.evaluate(() => document.activeElement.id) === 'learn-next', 'the focus on the next step');
    await page.keyboard.press('Enter');
  }
  await waitFeedback('done');
  const end = await feedback.innerText();
  assert(end.startsWith(list.length === 1 ? `You went through ${learner === 'north' ? 'North' : 'South'}'s 1 mistake` : `You went through all ${list.length} mistakes of ${learner === 'north' ? 'North' : 'South'}`), `the end: ${end}`);
  await page.locator('#learn-end').click();
  assert(await page.locator('#learn-start').isVisible() && await page.locator('.review-detail').isVisible(), 'the review again');

  // The finished games list links the review; the finished game's page has its Review button.
  await page.goto(`${base}#/games`);
  await page.locator(`a.review-link[href="#/review/${id}"]`).click();
  await page.waitForURL(new RegExp(`#/review/${id}$`));
  await done(page);
  await page.goto(`${base}#/game/${id}`);
  await page.locator('#review-game').click();
  await page.waitForURL(new RegExp(`#/review/${id}$`));
  await done(page);
});

test('issue 34: the review\'s progress, in French on a phone: the bar, the words, the layout', async ({ newPage, base }) => {
  const page = await newPage({ lang: 'fr', viewport: { width: 390, height: 844 } });
  // Every state the progress bar takes, kept as it comes (the review of 19 plies takes a moment).
  await page.addInitScript(() => {
    window.keteProgress = [];
    new MutationObserver(() => {
      const bar = document.querySelector('[role=progressbar]');
      if (!bar) return;
      const s = [bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax'), bar.getAttribute('aria-valuetext')].join('|');
      if (window.keteProgress.at(-1) !== s) window.keteProgress.push(s);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  const id = await uploadForReview(page, base, 'searched.txt', SEARCHED);
  await done(page);
  const seen = await page.evaluate(() => window.keteProgress);
  assert(seen.length >= 1, 'the progress bar was shown');
  for (const s of seen) {
    const [now, max, text] = s.split('|');
    assert(Number(max) >= 1 && Number(now) >= 0 && Number(now) <= Number(max), `its values: ${s}`);
    assert(/^Bilan en cours\u202f: demi-coup \d+ sur 19$|^En file d'attente/.test(text), `its words: ${s}`);
  }
  const { review } = await reviewOf(base, id);
  assert(review.plies.length === 19, 'the whole game reviewed');

  // French words: the title, the summary, each class.
  assert((await page.locator('h1').innerText()).startsWith('Bilan de la partie'), await page.locator('h1').innerText());
  assert(await page.locator('.review-summary-table tr.accuracy th').innerText() === 'Précision', 'Précision');
  const fr = { best: 'meilleur coup', good: 'bon coup', inaccuracy: 'imprécision', mistake: 'erreur', blunder: 'gaffe', 'only-move': 'coup forcé' };
  for (const p of review.plies.slice(0, 6)) {
    assert((await page.locator('.review-moves button.mv').nth(p.ply).locator('.sr-only').textContent()).includes(fr[p.class]), `move ${p.ply}: ${fr[p.class]}`);
  }
  const text = await page.locator('main').innerText();
  assert(!/review\.|Accuracy|Blunders|Turning point/.test(text), 'no English and no raw key');

  // A phone: the graph above the moves, the board within the screen, nothing wider than it.
  const [g, b, m] = await Promise.all(['.review-graph-area', '.review-board svg.board', '.review-moves-area'].map((s) => page.locator(s).boundingBox()));
  assert(g.y + g.height <= m.y && b.y < m.y, `graph ${g.y}, board ${b.y}, moves ${m.y}`);
  assert(b.x >= 0 && b.x + b.width <= 390, `the board fits: ${b.x}+${b.width}`);
  assert(await page.evaluate(() => document.documentElement.scrollWidth) <= 390, 'no sideways scrolling');
  // A tap on the graph moves too.
  const box = await page.locator('svg.review-graph').boundingBox();
  await page.mouse.click(box.x + box.width - 2, box.y + 5);
  assert(await at(page) === 19, 'a tap at the right end: the last position');
  await shot(page, 'i34-review-phone');
});

test('issue 34: a game in play has no review: no button, 409 from the API, the reason on the page', async ({ newPage, base }) => {
  const created = await apiCreate({ game: 'oware', opponent: { type: 'local' } });
  const id = created.game.id;
  const page = await newPage();
  await openWithToken(page, created);
  assert(await page.locator('#review-game').count() === 0 || await page.locator('#review-game').isHidden(), 'no Review button while the game is played');
  assert(await page.locator('.after-game').isHidden(), 'nor the after-game panel');
  const r = await fetch(`${base}api/games/${id}/review`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  const body = await r.json();
  assert(r.status === 409 && body.error === 'game-in-play', `the API: ${r.status} ${JSON.stringify(body)}`);
  await page.goto(`${base}#/review/${id}`);
  const alert = page.locator('.review-state [role=alert]');
  await alert.waitFor();
  assert(await alert.innerText() === 'The game is still being played; it can be reviewed when it ends.', `the page: ${await alert.innerText()}`);
  assert(await page.locator('.review-summary-table').count() === 0 && await page.locator('[role=progressbar]').count() === 0, 'nothing of a review');

  // A record of a game that has not ended is refused, in words, and nothing opens.
  await page.goto(`${base}#/games`);
  await page.locator('#review-file').setInputFiles({ name: 'unfinished.txt', mimeType: 'text/plain', buffer: Buffer.from('[Game "oware"]\n\n1. C f *\n') });
  const refused = page.locator('#review-file ~ p.error, p.error');
  await refused.first().waitFor();
  assert(await refused.first().innerText() === "The record's game has not ended; only a finished game can be reviewed.", `the refusal: ${await refused.first().innerText()}`);
  assert(page.url().endsWith('#/games'), 'still on the finished games');
});

test('issue 34: no axe violation of any impact on the review page, desktop and phone, reviewing and learning', async ({ base, browser }) => {
  const r = await fetch(`${base}api/records/review`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: ENDING });
  assert(r.status === 202 || r.status === 200, `the upload: ${r.status}`);
  const { game } = await r.json();
  const found = [];
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    // Bypassing the page's content security policy only to inject axe-core itself.
    const ctx = await browser.newContext({ viewport, bypassCSP: true });
    await ctx.addInitScript(() => { localStorage.setItem('kete.lang', 'en'); localStorage.setItem('kete.speed', 'instant'); });
    const page = await ctx.newPage();
    await page.goto(`${base}#/review/${game.id}`);
    await done(page);
    await page.locator('.review-moves button.mv.blunder').first().click();
    await page.locator('#show-better').click();
    await page.locator('.review-line').waitFor();
    for (const v of await axeViolations(page, { all: true })) found.push(`review, line (${viewport.width}): ${v}`);
    await page.locator('#learn-start').click();
    await page.locator('.review-board svg.board g.pit.legal').first().waitFor();
    for (const v of await axeViolations(page, { all: true })) found.push(`learning (${viewport.width}): ${v}`);
    await ctx.close();
  }
  assert(found.length === 0, `axe:\n${found.join('\n')}`);
});

test('issue 34: the review page in the pseudo-language shows only text from the message files', async ({ newPage, base, catalogue }) => {
  const allowed = allowedWords(await languagesOf(base), catalogue);
  const r = await fetch(`${base}api/records/review`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: ENDING });
  const { game } = await r.json();
  const page = await newPage({ lang: 'x-pseudo' });
  await page.goto(`${base}?lang=x-pseudo#/review/${game.id}`);
  await done(page);
  await noLeak(page, allowed, 'review');
  await page.locator('.review-moves button.mv.blunder').first().click();
  await noLeak(page, allowed, 'a blunder\'s verdict');
  await page.locator('#show-better').click();
  await page.locator('.review-line').waitFor();
  await page.locator('#line-next').click();
  await page.waitForFunction(() => /1/.test(document.querySelector('.review-line').textContent) && !document.querySelector('.review-line #line-prev').disabled);
  await noLeak(page, allowed, 'the better line');
  await page.locator('#learn-start').click();
  await page.locator('.review-board svg.board g.pit.legal').first().click();
  await page.waitForFunction(() => document.querySelector('.learn-feedback').textContent);
  await noLeak(page, allowed, 'learn mode, a move tried');
  const answer = page.locator('#learn-answer');
  if (await answer.count()) await answer.click();
  await page.locator('#learn-next').click();
  await noLeak(page, allowed, 'learn mode, the next one or the end');
  await shot(page, 'i34-pseudo');
  const playing = await apiCreate({ game: 'oware', opponent: { type: 'local' } });
  await page.goto(`${base}?lang=x-pseudo#/review/${playing.game.id}`);
  await page.locator('.review-state [role=alert]').waitFor();
  await noLeak(page, allowed, 'a game in play');
});

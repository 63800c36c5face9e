// Issue 31: the tutorial's hints and wrong answers. "Hint" gives the exercise's own hint, "Another hint" then
// a pit to look at (derived from the moves that reach the goal, worded in every language); a wrong answer's
// message already ends with the first hint, so the hint box never repeats it. After a wrong answer the board
// shows what the move did and says so, with no side to move; "Try again" sets the exercise up again, the
// learner to move.
import { test, assert } from '../../lib/fixtures.mjs';
import { shot } from '../../lib/helpers.mjs';

const toMoveShown = (page) => page.evaluate(() => [...document.querySelectorAll('svg.board .to-move')]
  .filter((d) => getComputedStyle(d).opacity !== '0')
  .map((d) => d.parentNode.querySelector('.side-name').textContent));
const counts = (page) => page.$$eval('svg.board g.pit .count', (cs) => cs.map((c) => Number(c.textContent)));

test('issue 31: hints say more each time and never repeat the wrong answer; the board after a wrong move', async ({ newPage, base }) => {
  const tut = await (await fetch(`${base}api/tutorials/oware?lang=en`)).json();
  const stepOf = (id) => tut.steps.findIndex((s) => s.id === id);
  const page = await newPage();
  const goTo = async (id) => {
    await page.selectOption('#tut-jump', String(stepOf(id)));
    await page.waitForFunction((x) => document.getElementById('tut-step').dataset.step === x, id);
  };
  await page.goto(`${base}#/tutorial/oware`);
  await page.locator('#tut-jump').waitFor();

  // Before any answer: the exercise's own hint, then a pit.
  await goTo('capture-exercise');
  const own = tut.steps[stepOf('capture-exercise')].exercise.hint;
  assert(await page.locator('#tut-hint-btn').innerText() === 'Hint', 'the first is "Hint"');
  await page.click('#tut-hint-btn');
  assert(await page.locator('#tut-hint').innerText() === own, 'the exercise\'s own hint');
  assert(await page.locator('#tut-hint-btn').innerText() === 'Another hint', 'then "Another hint"');
  await page.click('#tut-hint-btn');
  const both = await page.locator('#tut-hint p').allInnerTexts();
  assert(both.length === 2 && both[0] === own && both[1] === 'Look at pit E: a move from there does it.', `then the pit: ${JSON.stringify(both)}`);
  assert(await page.locator('#tut-hint-btn').isHidden(), 'no more hints to give');
  await shot(page, 'i31-tutorial-hints');

  // A wrong answer first: its message ends with the own hint, which the hint box does not repeat.
  await goTo('win-exercise');
  const start = await counts(page);
  const winHint = tut.steps[stepOf('win-exercise')].exercise.hint;
  assert(JSON.stringify(await toMoveShown(page)) === '["South"]', `South is to move in the exercise: ${await toMoveShown(page)}`);
  const wrongPit = await page.locator('svg.board g.pit.legal').evaluateAll((gs) => gs.map((g) => g.dataset.pit).find((p) => p !== '5'));
  await page.locator(`svg.board g.pit.legal[data-pit="${wrongPit}"]`).click();
  await page.locator('#tut-feedback.wrong').waitFor();
  const feedback = await page.locator('#tut-feedback').innerText();
  assert(feedback.endsWith(winHint), `the message ends with the own hint: ${feedback}`);
  assert(await page.locator('#tut-hint').isHidden(), 'the hint box does not repeat it');
  assert(await page.locator('#tut-hint-btn').innerText() === 'Another hint', 'the button offers the next hint');
  // The board: what the wrong move did, said so, nobody to move.
  assert(/The board shows what your move did/.test(await page.locator('.tut-note').innerText()), 'the board says what it shows');
  assert((await toMoveShown(page)).length === 0, `no side to move on the wrong move's position: ${await toMoveShown(page)}`);
  assert(JSON.stringify(await counts(page)) !== JSON.stringify(start), 'the move\'s result is shown');
  assert(await page.evaluate(() => document.activeElement.id) === 'tut-retry', 'the focus on "Try again"');
  await shot(page, 'i31-tutorial-wrong');
  await page.click('#tut-hint-btn');
  const more = await page.locator('#tut-hint p').allInnerTexts();
  assert(JSON.stringify(more) === JSON.stringify(['Look at pit F: a move from there does it.']), `only the new hint: ${JSON.stringify(more)}`);
  assert(!feedback.includes(more[0]), 'which the message did not say');

  // "Try again": the exercise's position, the learner to move, the hints seen kept in the box.
  await page.click('#tut-retry');
  await page.locator('svg.board g.pit.legal').first().waitFor();
  assert(JSON.stringify(await counts(page)) === JSON.stringify(start), 'the board is back at the exercise');
  assert(JSON.stringify(await toMoveShown(page)) === '["South"]', 'South to move again');
  assert(await page.locator('#tut-feedback').isHidden(), 'the verdict is gone');
  assert(JSON.stringify(await page.locator('#tut-hint p').allInnerTexts()) === JSON.stringify([winHint, 'Look at pit F: a move from there does it.']), 'both hints seen, now in the box');
  assert(await page.locator('.tut-note').innerText() === '', 'the note is gone');
  await page.locator('svg.board g.pit.legal[data-pit="5"]').click();
  await page.locator('#tut-feedback.right').waitFor();
  await page.context().close();
});

test('issue 31: the pit hint is worded in every language', async ({ base }) => {
  const want = {
    en: 'Look at pit E: a move from there does it.',
    pt: 'Olhe para a casa E: uma jogada a partir dela resolve.',
    sw: 'Angalia shimo E: hatua inayoanzia hapo inafaulu.',
    fr: 'Regardez la case E\u202f: un coup qui part de là réussit.',
  };
  for (const [lang, text] of Object.entries(want)) {
    const tut = await (await fetch(`${base}api/tutorials/oware?lang=${lang}`)).json();
    const ex = tut.steps.find((s) => s.id === 'capture-exercise').exercise;
    assert(ex.hints.length === 2 && ex.hints[0] === ex.hint && ex.hints[1] === text, `${lang}: ${JSON.stringify(ex.hints)}`);
  }
  // A Bao move's pit, without its direction: "A4", not "A4L".
  const bao = await (await fetch(`${base}api/tutorials/bao-la-kiswahili?lang=en`)).json();
  assert(bao.steps.find((s) => s.id === 'namua-capture').exercise.hints[1] === 'Look at pit A4: a move from there does it.', 'the pit of A4L');
});

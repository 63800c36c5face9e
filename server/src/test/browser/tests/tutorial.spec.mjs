import { test, assert } from '../lib/fixtures.mjs';
import { shot } from '../lib/helpers.mjs';

test('the Oware tutorial: demonstrations, a wrong then a right answer, progress after a reload, the end links', async ({ newPage, base }) => {
  const page = await newPage();
  const stepIs = (id) => page.waitForFunction((x) => { const s = document.getElementById('tut-step'); return s && s.dataset.step === x; }, id);
  const pit = (n) => page.locator(`svg.board g.pit[data-pit="${n}"]`);
  const answer = async (n, verdict) => {
    await page.locator(`svg.board g.pit.legal[data-pit="${n}"]`).click();
    await page.locator(`#tut-feedback.${verdict}`).waitFor();
  };
  await page.goto(`${base}#/tutorial/oware`);
  await stepIs('board');
  assert(await page.locator('#tut-counter').innerText() === 'Step 1 of 18', 'counter on the first step');
  assert(await page.locator('svg.board g.pit.hl').count() === 6, 'South\'s row is highlighted');
  assert(await page.locator('#tut-back').isDisabled(), 'no way back from the first step');
  await shot(page, 'tutorial-1-board');

  // The demonstration is played from the engine's trace; the pits it touched stay marked.
  await page.click('#tut-next');
  await stepIs('sowing');
  await page.locator('#tut-feedback.info').waitFor();
  assert(/D, E, F/.test(await page.locator('#tut-feedback').innerText()), 'the explanation names the pits sown');
  assert(await pit(2).locator('.count').textContent() === '0', 'C was emptied');
  assert(await pit(6).locator('.count').textContent() === '5', 'a holds 5');
  assert(await page.locator('svg.board g.pit.involved').count() === 5, 'C, D, E, F and a are marked');
  await shot(page, 'tutorial-2-demonstration');

  await page.click('#tut-next');
  await stepIs('sowing-exercise');
  assert(await page.locator('#tut-next').innerText() === 'Skip this exercise', 'an unsolved exercise can be skipped');
  await answer(4, 'right');
  await page.click('#tut-next');
  await stepIs('capture');
  await page.locator('#tut-feedback.info').waitFor();
  await page.click('#tut-next');
  await stepIs('capture-exercise');

  // A wrong answer: the engine says what C really does, then the hint.
  await page.click('#tut-hint-btn');
  assert(await page.locator('#tut-hint').isVisible(), 'the hint shows');
  await answer(2, 'wrong');
  const wrong = await page.locator('#tut-feedback').innerText();
  assert(/Nothing|no seeds|captur/i.test(wrong) && /capture chain needs/.test(wrong), `wrong answer explained: ${wrong}`);
  await shot(page, 'tutorial-5-wrong');
  await page.click('#tut-retry');
  await answer(4, 'right');
  assert(/4/.test(await page.locator('#tut-feedback').innerText()), 'the right answer tells the capture');
  await shot(page, 'tutorial-5-right');

  // Progress survives a reload: the same step, remembered as solved.
  await page.reload();
  await stepIs('capture-exercise');
  assert(await page.locator('#tut-counter').innerText() === 'Step 5 of 18', 'resumed at step 5');
  assert(/solved this one before/.test(await page.locator('#tut-task').innerText()), 'remembered as solved');
  assert(await page.locator('#tut-next').innerText() === 'Next', 'a solved exercise is not skipped');
  await page.click('#tut-back');
  await stepIs('capture');
  await page.click('#tut-next');
  await stepIs('capture-exercise');

  // On to the end: every exercise answered right, every demonstration watched.
  const answers = { feeding: 3, 'win-exercise': 5, 'tip-safe': 1 };
  for (let i = 5; i < 18; i++) {
    await page.click('#tut-next');
    const id = await page.locator('#tut-step').getAttribute('data-step');
    const kind = await page.locator('#tut-step').getAttribute('data-kind');
    if (kind === 'demonstration') await page.locator('#tut-feedback.info').waitFor();
    if (kind === 'exercise') { assert(id in answers, `known answer for ${id}`); await answer(answers[id], 'right'); }
  }
  await stepIs('play');
  assert(await page.locator('#tut-counter').innerText() === 'Step 18 of 18', 'the last step');
  assert(await page.locator('#tut-end').isVisible(), 'the end offers play');
  assert(await page.locator('#tut-next').isHidden(), 'nothing after the last step');
  await shot(page, 'tutorial-18-end');

  // The language switch shows the Portuguese tutorial at the same step.
  await page.click('button[data-lang=pt]');
  await page.waitForFunction(() => document.getElementById('tut-counter') && document.getElementById('tut-counter').textContent === 'Passo 18 de 18');
  assert(await page.locator('#tut-beginner').innerText() === 'Experimentar contra o nível principiante', 'end links in Portuguese');
  await shot(page, 'tutorial-18-end-pt');
  await page.click('button[data-lang=en]');
  await page.waitForFunction(() => document.getElementById('tut-counter') && document.getElementById('tut-counter').textContent === 'Step 18 of 18');

  // Skip ahead and restart.
  await page.selectOption('#tut-jump', '8');
  await stepIs('feeding');
  await page.click('#tut-restart');
  await stepIs('board');
  await page.selectOption('#tut-jump', '17');
  await stepIs('play');

  // "Try it against the beginner level": the play page with Oware and level 1 chosen.
  await page.click('#tut-beginner');
  await page.locator('#game-select').waitFor();
  assert(await page.locator('#game-select').inputValue() === 'oware', 'Oware preselected');
  assert(await page.locator('#level').inputValue() === '1', 'level 1 preselected');
  await page.context().close();
});

test('every tutorial opens in both languages', async ({ newPage, base, ids }) => {
  const page = await newPage();
  for (const lang of ['en', 'pt']) {
    if (lang === 'pt') { await page.goto(base); await page.click('button[data-lang=pt]'); }
    for (const id of ids) {
      await page.goto(`${base}#/tutorial/${id}`);
      await page.waitForFunction((x) => location.hash === `#/tutorial/${x}` && document.getElementById('tut-step'), id);
      await page.locator('svg.board').waitFor();
      assert(await page.locator('.error').count() === 0, `${id} ${lang} shows no error`);
    }
  }
  await page.context().close();
});

import { test, assert } from '../../lib/fixtures.mjs';
import { apiCreate, openWithToken } from '../../lib/helpers.mjs';

test('issue 15: the server\'s refusals are worded in the page\'s language', async ({ newPage, base }) => {
  const page = await newPage({ lang: 'pt' });
  await page.goto(`${base}#/game/doesnotexist`);
  await page.locator('main .error').waitFor();
  assert(await page.locator('main .error').innerText() === 'Não existe o jogo \'doesnotexist\'.', `unknown game: ${await page.locator('main .error').innerText()}`);
  await page.goto(`${base}#/position?game=oware&position=xyz`);
  await page.waitForFunction(() => /^A posição não se lê/.test((document.querySelector('main .error') || {}).textContent || ''));
  // Undo with no move of one's own (the computer moved first): the server's refusal, in Portuguese.
  const created = await apiCreate({ game: 'oware', opponent: { type: 'computer', level: 1 }, seat: 'north', first: 'south' });
  await openWithToken(page, created);
  await page.locator('svg.board g.pit.legal').first().waitFor({ timeout: 20000 });
  await page.click('button:has-text("Desfazer")');
  await page.waitForFunction(() => document.querySelector('.board-note').textContent === 'Ainda não tem nenhuma jogada para voltar atrás.', null, { timeout: 15000 });
  const en = await newPage();
  await en.goto(`${base}#/game/doesnotexist`);
  await en.locator('main .error').waitFor();
  assert(await en.locator('main .error').innerText() === 'There is no game \'doesnotexist\'.', 'the same in English');
  await en.context().close();
  await page.context().close();
});

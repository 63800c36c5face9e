import { test, assert } from '../../lib/fixtures.mjs';
import { shot } from '../../lib/helpers.mjs';
import { ENGLISH, allowedWords, noLeak, languagesOf } from '../../lib/i18n-checks.mjs';

test('i18n: the engine\'s refusals (a bad record, an illegal move) and a conflict are worded in pt and sw, with no English', async ({ newPage, base, catalogue }) => {
  const allowed = allowedWords(await languagesOf(base), catalogue);
  const badRecord = '[Game "oware"]\n\n1. C f 2. Q *\n';
  for (const code of ['pt', 'sw', 'x-pseudo']) {
    const page = await newPage({ lang: code });
    const clean = (s, what) => {
      if (code === 'x-pseudo') return;
      const en = s.match(ENGLISH);
      assert(!en, `${code} ${what}: English "${en && en[0]}" in "${s}"`);
      assert(!/inglês|Kiingereza/.test(s), `${code} ${what}: an English detail in "${s}"`);
    };
    // A game record that does not read, uploaded on the finished games page.
    await page.goto(`${base}?lang=${code}#/games`);
    await page.locator('#record-file').waitFor();
    await page.setInputFiles('#record-file', { name: 'bad.txt', mimeType: 'text/plain', buffer: Buffer.from(badRecord) });
    await page.locator('main p.error').waitFor();
    const recordText = await page.locator('main p.error').innerText();
    clean(recordText, 'bad record');
    if (code === 'x-pseudo') await noLeak(page, allowed, 'bad record');
    await shot(page, `refusal-record-${code}`);

    // An illegal move (code 7, which is no legal move at the start) and a conflict (joining a game on one device), through
    // the page's own API client and wording, shown under the board.
    const r = await fetch(`${base}api/games`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ game: 'oware', opponent: { type: 'local' }, first: 'south' }) });
    const created = await r.json();
    await page.evaluate(([id, token]) => {
      const all = JSON.parse(localStorage.getItem('kete.tokens') || '{}');
      all[id] = token;
      localStorage.setItem('kete.tokens', JSON.stringify(all));
    }, [created.game.id, created.token]);
    await page.goto(`${base}?lang=${code}#/game/${created.game.id}`);
    await page.locator('svg.board g.pit.legal').first().waitFor();
    const [illegal, conflict] = await page.evaluate(async (id) => {
      const api = await import('./js/api.js');
      const { errorText } = await import('./js/i18n.js');
      const out = [];
      for (const call of [() => api.move(id, 1, 7), () => api.joinGame(id)]) {
        try { await call(); out.push('accepted'); } catch (e) { out.push(errorText(e)); }
      }
      document.querySelector('.board-note').textContent = out.join(' / ');
      return out;
    }, created.game.id);
    clean(illegal, 'illegal move');
    clean(conflict, 'conflict');
    if (code === 'x-pseudo') await noLeak(page, allowed, 'illegal move and conflict');
    else {
      assert(/\b7\b/.test(illegal), `${code}: the refusal names the move asked for (code 7, not a legal move here): ${illegal}`);
      assert(/\bQ\b/.test(recordText), `${code}: the record's refusal names the move Q: ${recordText}`);
    }
    await shot(page, `refusal-move-conflict-${code}`);
    await page.context().close();
  }
});

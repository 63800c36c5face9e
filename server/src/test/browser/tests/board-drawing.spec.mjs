import { test, assert } from '../lib/fixtures.mjs';

test('a pit shows all its seeds beside its count, and the nyumba frame leaves the pit names clear', async ({ newPage, base }) => {
  const page = await newPage();
  await page.goto(`${base}#/position?game=bao-la-kiswahili&position=${encodeURIComponent('0,0,0,0,6,2,2,0,0,0,0,0,0,0,0,0/0,0,0,0,6,2,2,0,0,0,0,0,0,0,0,0 22-22 SN - S')}`);
  await page.waitForFunction(() => document.querySelectorAll('svg.board g.pit.house').length === 2);
  const pits = await page.$$eval('svg.board g.pit', (gs) => gs.map((g) => {
    const r = (e) => { const b = e.getBoundingClientRect(); return { l: b.left, r: b.right, t: b.top, b: b.bottom }; };
    return {
      pit: g.dataset.pit, count: Number(g.querySelector('.count').textContent), house: g.classList.contains('house'),
      seeds: [...g.querySelectorAll('.seed')].map(r), badge: r(g.querySelector('.count-badge')), label: r(g.querySelector('.label')), frame: r(g.querySelector('.house-mark')),
    };
  }));
  const meet = (a, b) => a.l < b.r && b.l < a.r && a.t < b.b && b.t < a.b;
  for (const p of pits) {
    assert(p.seeds.length === p.count, `pit ${p.pit}: ${p.count} seeds shown as ${p.seeds.length} dots`);
    assert(p.seeds.every((s) => !meet(s, p.badge)), `pit ${p.pit}: the count covers a seed`);
    if (p.house) assert(!meet(p.frame, p.label), `pit ${p.pit}: the nyumba frame covers the pit's name`);
  }
  assert(pits.filter((p) => p.house).length === 2 && pits.some((p) => p.count === 6), 'the houses of 6 were measured');
  await page.context().close();
});

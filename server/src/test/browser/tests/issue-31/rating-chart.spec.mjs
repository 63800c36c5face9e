import { test, assert } from '../../lib/fixtures.mjs';
import { shot } from '../../lib/helpers.mjs';
import { account, lobbyConnection, ratedGame, uniqueName } from '../../lib/social.mjs';

// Issue 31, point 3: the rating chart has a time axis, its dates in the page's language, and starts from the
// rating before the first game: a single game is a line from 1500 to the rating after it, not a dot.
test('issue 31: the rating chart starts at 1500 and has a time axis in the page\'s language', async ({ newPage, base }) => {
  const [esi, kojo] = [await account(uniqueName('Esi')), await account(uniqueName('Kojo'))];
  const connection = await lobbyConnection(await newPage());
  await ratedGame(connection, esi, kojo, { loser: 'north' });
  const { points } = await esi.call('GET', `/players/${esi.name}/history?game=oware`);
  assert(points.length === 1 && points[0].ratingBefore === 1500 && points[0].startedAt, `the history: ${JSON.stringify(points)}`);

  for (const lang of ['fr', 'en']) {
    const page = await newPage({ lang });
    await page.goto(`${base}?lang=${lang}#/player/${esi.name}`);
    await page.locator('svg.rating-chart circle').first().waitFor();
    // One line of two points: the start (1500, when the game began) and the rating after it, higher and later.
    const chart = await page.evaluate(() => {
      const s = document.querySelector('svg.rating-chart');
      const dots = [...s.querySelectorAll('circle')].map((c) => ({ x: +c.getAttribute('cx'), y: +c.getAttribute('cy'), title: c.querySelector('title').textContent, start: c.classList.contains('start') }));
      return { dots, lines: [...s.querySelectorAll('polyline')].map((l) => l.getAttribute('points').trim().split(/\s+/).length), ticks: [...s.querySelectorAll('text.time')].map((t) => t.textContent) };
    });
    assert(chart.lines.length === 1 && chart.lines[0] === 2, `${lang}: one line of two points: ${JSON.stringify(chart.lines)}`);
    const [start, end] = chart.dots;
    assert(start.start && !end.start, `${lang}: the first dot is the start: ${JSON.stringify(chart.dots)}`);
    assert(/1500/.test(start.title) && end.title.includes(`${points[0].rating}?`), `${lang}: the dots' tooltips: ${start.title} | ${end.title}`);
    assert(end.x > start.x && end.y < start.y, `${lang}: the line rises to the right: ${JSON.stringify(chart.dots)}`);
    // The axis: the first label is the day and time the chart begins (a game of seconds is shown over four
    // minutes, from 2 minutes before it), in the language's words, from the page's one date helper.
    const expected = await page.evaluate(async (startedAt) => {
      const m = await import('./js/i18n.js');
      return m.formatDate(new Date(Date.parse(startedAt) - 120000), 'dateTime');
    }, points[0].startedAt);
    assert(chart.ticks.length >= 2 && chart.ticks[0] === expected, `${lang}: the axis: ${JSON.stringify(chart.ticks)}, expected first ${expected}`);
    if (lang === 'fr') {
      assert(chart.ticks.slice(1).every((t) => /^\d{2}:\d{2}$/.test(t)), `French times of day: ${JSON.stringify(chart.ticks)}`);
      assert(!/AM|PM/.test(chart.ticks.join(' ')), 'no English in the French axis');
    }
    await shot(page, `issue31-rating-chart-${lang}`);
    await page.context().close();
  }
});

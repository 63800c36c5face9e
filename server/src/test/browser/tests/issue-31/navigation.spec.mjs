import { test, assert } from '../../lib/fixtures.mjs';
import { apiCreate } from '../../lib/helpers.mjs';
import { account, uniqueName } from '../../lib/social.mjs';

// Issue 31, point 6: the navigation marks the page that is open (aria-current="page", and visibly so), and only
// a link that leads to that page: a profile is not the leaderboard, a game is not the setup form.
test('issue 31: the navigation marks the open page, and only that one', async ({ newPage, base }) => {
  const player = await account(uniqueName('Akos'));
  const game = await apiCreate({ game: 'oware', opponent: { type: 'local' } });
  const routes = [
    ['#/', 'catalogue'],
    ['#/play', 'play'],
    ['#/play/bao-kigogo', 'play'],
    ['#/games', 'games'],
    ['#/lobby', 'lobby'],
    ['#/leaderboard', 'leaderboard'],
    ['#/account', 'account'],
    [`#/player/${player.name}`, null],
    [`#/game/${game.game.id}`, null],
    ['#/rules/oware', null],
    ['#/tutorial/oware', null],
    ['#/position?game=oware&position=4-4-4-4-4-4-4-4-4-4-4-4-0-0-S', null],
    ['#/no-such-page', 'catalogue'],
  ];
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const page = await newPage({ viewport });
    await page.goto(base);
    await page.locator('.card').first().waitFor();
    const plain = await page.locator('.site-nav a[data-nav=games]').evaluate((a) => getComputedStyle(a).backgroundColor);
    for (const [hash, expected] of routes) {
      await page.goto(`${base}${hash}`);
      await page.locator('main h1').first().waitFor();
      const marked = await page.evaluate(() => [...document.querySelectorAll('.site-nav [aria-current]')].map((a) => `${a.dataset.nav}=${a.getAttribute('aria-current')}`));
      assert(JSON.stringify(marked) === JSON.stringify(expected ? [`${expected}=page`] : []), `${hash} at ${viewport.width} px: marked ${JSON.stringify(marked)}, expected ${expected}`);
      if (expected) {
        // Seen too: the marked link stands out from the others (in the phone's menu once it is opened).
        if (viewport.width < 640) await page.click('#menu-toggle');
        const look = await page.locator(`.site-nav a[data-nav=${expected}]`).evaluate((a) => ({ bg: getComputedStyle(a).backgroundColor, visible: a.getBoundingClientRect().height > 0 }));
        assert(look.visible && look.bg !== plain, `${hash}: the marked link looks different (${look.bg} against ${plain})`);
        if (viewport.width < 640) await page.keyboard.press('Escape');
      }
    }
    await page.context().close();
  }
});

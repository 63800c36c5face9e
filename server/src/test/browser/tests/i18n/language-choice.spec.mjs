import { test, assert } from '../../lib/fixtures.mjs';
import { languagesOf } from '../../lib/i18n-checks.mjs';

test('i18n: the switch offers every language, ?lang= wins over the saved choice, the first visit follows the browser', async ({ newPage, base, browser }) => {
  const languages = await languagesOf(base);
  // The switch: one button per language of languages.json, each in its own name.
  const page = await newPage({ lang: 'pt' });
  await page.goto(base);
  await page.locator('.card').first().waitFor();
  const offered = await page.$$eval('.lang button', (bs) => bs.map((b) => [b.dataset.lang, b.textContent]));
  assert(JSON.stringify(offered) === JSON.stringify(languages.map((l) => [l.code, l.name])), `switch offers ${JSON.stringify(offered)}`);
  // A shared link in Swahili opens in Swahili although Portuguese is saved, and keeps ?lang=sw as one goes.
  await page.goto(`${base}?lang=sw#/tutorial/bao-la-kiswahili`);
  await page.locator('#tut-step svg.board').waitFor();
  assert(await page.evaluate(() => document.documentElement.lang) === 'sw', 'the link\'s language wins');
  await page.click('nav.site-nav a[data-nav=play]');
  await page.locator('#game-select').waitFor();
  assert(/[?&]lang=sw\b/.test(page.url()), `the address keeps the language: ${page.url()}`);
  const link = await page.getAttribute('#page-link', 'href');
  assert(/\?lang=sw#\/play/.test(link), `the page's link keeps the language: ${link}`);
  // The link did not change the saved choice; the switch does, and the address follows it.
  assert(await page.evaluate(() => localStorage.getItem('kete.lang')) === 'pt', 'a link is not a choice');
  await page.click('button[data-lang=fr]');
  await page.waitForFunction(() => document.querySelector('h1').textContent === 'Jouer');
  assert(/[?&]lang=fr\b/.test(page.url()), `the address follows the switch: ${page.url()}`);
  assert(await page.evaluate(() => localStorage.getItem('kete.lang')) === 'fr', 'the choice is remembered');
  await page.goto(base);
  await page.waitForFunction(() => document.querySelector('h1') && document.querySelector('h1').textContent === 'Tous les jeux de semailles');
  await page.context().close();

  // A first visit (nothing saved) follows navigator.languages: Swahili (Tanzania), then French, then English.
  for (const [locale, want, h1] of [['sw-TZ', 'sw', 'Michezo yote ya bao'], ['fr-CI', 'fr', 'Tous les jeux de semailles'], ['de-DE', 'en', 'All mancala games']]) {
    const ctx = await browser.newContext({ locale });
    const p = await ctx.newPage();
    await p.goto(base);
    // Polled with evaluate: the page's policy refuses the string evaluation of Playwright's waitForFunction.
    for (let i = 0; i < 100 && !(await p.evaluate((x) => !!document.querySelector('h1') && document.querySelector('h1').textContent === x, h1)); i++) await p.waitForTimeout(100);
    assert(await p.evaluate(() => document.documentElement.lang) === want, `${locale}: ${want}`);
    await ctx.close();
  }
});

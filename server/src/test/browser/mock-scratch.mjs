// scratch (not committed): the review page with a mocked review, for screenshots
import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
const base = process.env.BASE || 'http://localhost:7391/';
const fx = JSON.parse(readFileSync('../js/fixtures/review-oware.json', 'utf8'));
const rec = '[Game "oware"]\n\n1. C f 2. B e 3. A d *\n';
const up = await (await fetch(`${base}api/records`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: rec })).json();
const id = up.game.id;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, viewport, lang] of [['desk', { width: 1280, height: 900 }, 'en'], ['phone', { width: 390, height: 844 }, 'pt']]) {
  const ctx = await browser.newContext({ viewport });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => console.log('console', m.text()));
  const root = '/work/wt-browser/server/src/main/resources/public/';
  const i18n = '/work/wt-browser/text/src/main/resources/public/';
  await page.route(/\/(js|css|i18n)\//, (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\//, '');
    const file = path.startsWith('i18n/') ? i18n + path : root + path;
    const type = path.endsWith('.js') ? 'text/javascript' : path.endsWith('.css') ? 'text/css' : 'application/json';
    route.fulfill({ status: 200, contentType: type, body: readFileSync(file) });
  });
  let n = 0;
  await page.route('**/api/games/*/review', (route) => {
    n++;
    const body = n < 3 ? { game: id, status: 'running', progress: { done: n * 3, total: 7 } } : { ...fx.review, game: id };
    route.fulfill({ status: n < 3 ? 202 : 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
  await page.goto(`${base}?lang=${lang}#/review/${id}`);
  await page.waitForSelector('.review-progress');
  await page.screenshot({ path: `/tmp/rv/${name}-progress.png` });
  await page.waitForSelector('.review-summary', { timeout: 20000 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/rv/${name}-start.png`, fullPage: true });
  await page.locator('.turning-point').first().click().catch(() => {});
  await page.locator('button.turning-point').click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/rv/${name}-turning.png`, fullPage: true });
  await page.locator('#show-better').click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/rv/${name}-line0.png`, fullPage: true });
  await page.locator('#line-next').click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/rv/${name}-line1.png`, fullPage: true });
  await page.locator('#learn-start').click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/rv/${name}-learn.png`, fullPage: true });
  console.log(await page.locator('.review-graph-box').getAttribute('aria-valuetext'));
  await ctx.close();
}
await browser.close();

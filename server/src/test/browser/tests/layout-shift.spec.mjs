import { test, assert } from '../lib/fixtures.mjs';

test('the catalogue and rules pages do not shift their layout while they load', async ({ newPage, base }) => {
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    for (const [hash, ready] of [['', '.card svg.board'], ['#/rules/bao-la-kiswahili', 'figure.diagram svg.board'], ['#/rules/oware', 'figure.diagram svg.board']]) {
      const page = await newPage({ viewport });
      // Layout shifts as the browser reports them (the measure of Lighthouse's CLS), from the first paint on.
      await page.addInitScript(() => {
        window.keteShift = 0;
        new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.keteShift += e.value; }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${base}${hash}`);
      await page.locator(ready).first().waitFor();
      await page.waitForFunction((sel) => [...document.querySelectorAll(`${sel} .count`)].some((c) => c.textContent !== '0'), ready);
      await page.waitForTimeout(500);
      const shift = await page.evaluate(() => window.keteShift);
      assert(shift < 0.1, `${hash || 'catalogue'} at ${viewport.width}×${viewport.height}: layout shift ${shift.toFixed(3)}`);
      await page.context().close();
    }
  }
});

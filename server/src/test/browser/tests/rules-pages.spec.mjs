import { test, assert } from '../lib/fixtures.mjs';
import { shot } from '../lib/helpers.mjs';

test('every rules page renders in English and Portuguese with board diagrams', async ({ newPage, base, ids }) => {
  for (const lang of ['en', 'pt']) {
    const page = await newPage({ lang });
    for (const id of ids) {
      await page.goto(`${base}#/rules/${id}`);
      await page.waitForFunction((i) => document.querySelector(`article a.btn[href="#/play/${i}"]`), id);
      await page.waitForFunction(() => document.querySelectorAll('figure.diagram svg.board').length > 0);
      // Issue 15 (23, 22): the tutorial link, and the rules reference with the rule ids, served as text.
      assert(await page.locator(`article a.btn[href="#/tutorial/${id}"]`).count() > 0, `tutorial link on ${id} ${lang}`);
      const reference = await page.request.get(new URL(`docs/rules/${id}.md`, base).href);
      assert(reference.ok() && (await reference.text()).includes(`\`${id}\``) && await page.locator(`article a[href="docs/rules/${id}.md"]`).count() > 0, `rules reference of ${id}`);
      assert(await page.locator('.error').count() === 0, `no error on ${id} ${lang}`);
      await shot(page, `rules-${id}-${lang}`);
    }
    await page.context().close();
  }
});

// Page-quality audits that are measured, not run in CI: the Nu HTML checker on the pages as the browser
// renders them, and Lighthouse (accessibility, performance, layout shift) on desktop. See README.md.
//   KETE_URL=http://localhost:7070/ VNU=/path/to/vnu.jar LIGHTHOUSE=/path/to/lighthouse node audit.mjs
// VNU: the checker's jar (npm `vnu-jar` or Maven Central nu.validator:validator), run with java.
// LIGHTHOUSE: the `lighthouse` command (npm `lighthouse`); it drives Debian's chromium through CHROME_PATH.
// Either may be left out. OUT=dir keeps the rendered pages and Lighthouse's reports (default: a temporary dir).
import { chromium } from 'playwright-core';
import { existsSync, mkdtempSync, mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const base = (process.env.KETE_URL || 'http://localhost:7070/').replace(/\/?$/, '/');
const exe = process.env.CHROMIUM || ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
const out = process.env.OUT || mkdtempSync(join(tmpdir(), 'kete-audit-'));
mkdirSync(out, { recursive: true });

async function api(path, body) {
  const r = await fetch(`${base}api/${path}`, body ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {});
  return r.json();
}

// The page states of the accessibility target: catalogue, rules, setup, tutorial, finished games, games, a replay.
const game = await api('games', { game: 'bao-la-kiswahili', opponent: { type: 'local' } });
const states = [
  ['catalogue', ''], ['rules-oware', '#/rules/oware'], ['rules-bao-la-kiswahili', '#/rules/bao-la-kiswahili'],
  ['setup', '#/play/bao-kigogo'], ['tutorial', '#/tutorial/oware'], ['finished-games', '#/games'],
  ['game-bao-la-kiswahili', `#/game/${game.game.id}`],
];

let failed = false;
if (process.env.VNU) {
  const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu'] });
  const files = [];
  for (const lang of ['en', 'pt']) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await ctx.addInitScript((l) => localStorage.setItem('kete.lang', l), lang);
    const page = await ctx.newPage();
    for (const [name, hash] of states) {
      await page.goto(`${base}${hash}`);
      await page.waitForTimeout(1500);
      const file = join(out, `${name}-${lang}.html`);
      writeFileSync(file, `<!doctype html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`);
      files.push(file);
    }
    await ctx.close();
  }
  await browser.close();
  const r = spawnSync('java', ['-jar', process.env.VNU, '--errors-only', '--format', 'text', ...files], { encoding: 'utf8' });
  const text = (r.stdout + r.stderr).trim();
  const errors = text.split('\n').filter((l) => l.startsWith('Error:')).length;
  console.log(`Nu HTML checker, ${files.length} rendered pages (both languages): ${errors} errors`);
  if (errors || r.status !== 0) { console.log(text); failed = true; }
}

if (process.env.LIGHTHOUSE) {
  for (const [name, hash] of states.filter(([n]) => ['catalogue', 'rules-bao-la-kiswahili', 'game-bao-la-kiswahili'].includes(n))) {
    const report = join(out, `lighthouse-${name}.json`);
    spawnSync(process.env.LIGHTHOUSE, [`${base}${hash}`, '--quiet', '--preset=desktop', '--only-categories=accessibility,performance',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu', '--output=json', `--output-path=${report}`],
    { encoding: 'utf8', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || exe } });
    if (!existsSync(report)) { console.log(`Lighthouse ${name}: no report`); failed = true; continue; }
    const j = JSON.parse(readFileSync(report, 'utf8'));
    const a = (id) => j.audits[id].displayValue;
    console.log(`Lighthouse ${name}: accessibility ${Math.round(j.categories.accessibility.score * 100)}, performance ${Math.round(j.categories.performance.score * 100)}`
      + ` (CLS ${a('cumulative-layout-shift')}, LCP ${a('largest-contentful-paint')}, TBT ${a('total-blocking-time')}, FCP ${a('first-contentful-paint')})`);
  }
}
console.log(`pages and reports in ${out}`);
process.exit(failed ? 1 : 0);

// Global setup of the browser tests: starts `kete serve` once for the whole run, on a free port (reached as 127.0.0.1),
// with tiny Oware endgame tables, and hands its address to the workers in KETE_URL (they inherit the runner's
// environment). With KETE_URL already set, the tests use that server and nothing is started. Without a
// chromium executable nothing is started either: every test skips (see fixtures.mjs).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import net from 'node:net';
import { chromiumPath } from './chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));

function freePort() {
  return new Promise((res, rej) => {
    const s = net.createServer();
    s.on('error', rej);
    s.listen(0, () => { const p = s.address().port; s.close(() => res(p)); });
  });
}

/**
 * Warms the fresh server's search: an analysis of each game's start, with a budget (1.5 s) that no scenario asks
 * for, so no scenario's answer comes from this cache. A cold JIT on a busy machine otherwise answers the first
 * scenario's analyses at depth 1, whatever file runs first.
 */
async function warmUp(base, ids) {
  for (const game of ids) {
    const r = await fetch(`${base}api/analysis`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ game, ms: 1500 }) });
    if (!r.ok) throw new Error(`warming up the server: analysis of ${game}: ${r.status} ${await r.text()}`);
  }
}

export default async function globalSetup() {
  if (process.env.KETE_URL) {
    process.env.KETE_URL = process.env.KETE_URL.replace(/\/?$/, '/');
    return undefined;
  }
  if (!chromiumPath()) { console.log('browser tests skipped: no chromium installed'); return undefined; }
  const jar = join(here, '../../../../../cli/target/kete.jar');
  if (!existsSync(jar)) throw new Error(`no ${jar}: build it first (mvn -B package -pl cli -am -DskipTests)`);
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'kete-ui-'));
  // The suite's parallel workers create hundreds of games and open many channels from 127.0.0.1 within minutes,
  // far past a public server's limits for one sender (docs/security.md): the server starts with its own. Every
  // browser of the tests comes from 127.0.0.1: without --allow-shared-network no two accounts could play a rated
  // game against each other (docs/security.md, Fair ratings).
  const cmd = ['-jar', jar, 'serve', '--port', String(port), '--data', data,
    '--limit', 'games-per-minute-per-sender=100000', '--limit', 'games-per-minute-per-address=100000',
    '--limit', 'sockets-per-address=10000', '--allow-shared-network',
    // One address (127.0.0.1) registers every scenario's accounts: more than a public server lets one address make.
    '--limit', 'registrations-per-address=10000'];
  // Tiny Oware endgame tables (0-6 seeds, built in a second) for the exact hint and analysis.
  const egtb = join(data, 'egtb');
  const built = spawnSync('java', ['-jar', jar, 'egtb', 'build', '--max-seeds', '6', '--dir', egtb], { encoding: 'utf8' });
  // Never the default (building 0-17 seeds in the background under the data directory): none instead.
  if (built.status === 0) cmd.push('--egtb', egtb);
  else cmd.push('--egtb', 'none'), console.log(`endgame tables not built (${(built.stderr || '').trim()}); the exact test will be skipped`);
  const server = spawn('java', cmd, { stdio: 'inherit' });
  let exited = null;
  server.on('exit', (code, signal) => { exited = signal || code; });
  const base = `http://127.0.0.1:${port}/`;
  const stop = async () => {
    if (exited === null) {
      server.kill();
      await new Promise((r) => { server.on('exit', r); setTimeout(r, 10000); });
    }
    rmSync(data, { recursive: true, force: true });
  };
  for (let i = 0; i < 300 && exited === null; i++) {
    try {
      const r = await fetch(`${base}api/catalogue`);
      if (r.ok) {
        await warmUp(base, (await r.json()).games.map((g) => g.id));
        process.env.KETE_URL = base;
        return stop;
      }
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(exited === null ? 'the server did not start within a minute' : `the server stopped: ${exited}`);
}

// The shape of the browser code (docs/web-ui.md, "Modules"): read from the import statements of every module under
// public/js. No import cycle; nothing imports the router (js/app.js, the entry index.html loads); a page (a module
// that exports the function the router calls with the page's <main>: `render…(main, …)`) imports no other page:
// what two pages share is a helper module of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative, dirname, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../main/resources/public/js/', import.meta.url));
const ROUTER = 'app.js';

/** The specifiers a module's source imports: static imports, re-exports and dynamic import() of a literal. */
export function importsOf(source) {
  // Comments go first, so that a comment that speaks of an import is not read as one.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const found = [];
  const statement = /(?:^|[;}\n])\s*(?:import|export)\s+(?:[\w*{}\s,$]+?\s+from\s+)?(['"])([^'"]+)\1/g;
  for (const m of code.matchAll(statement)) found.push(m[2]);
  for (const m of code.matchAll(/\bimport\s*\(\s*([^)]*)\)/g)) {
    const literal = /^(['"])([^'"]+)\1$/.exec(m[1].trim());
    if (!literal) throw new Error(`import(${m[1]}) does not name its module: the graph cannot be checked`);
    found.push(literal[2]);
  }
  return found;
}

function modules(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return modules(path, base);
    return e.name.endsWith('.js') ? [relative(base, path).split('\\').join('/')] : [];
  });
}

/** Each module (its path under js/) with the modules it imports, resolved to paths under js/. */
function graph() {
  const g = new Map();
  for (const file of modules(ROOT)) {
    const source = readFileSync(join(ROOT, file), 'utf8');
    g.set(file, importsOf(source).map((spec) => {
      assert.ok(spec.startsWith('./') || spec.startsWith('../'), `${file} imports ${spec}: only relative modules of the site`);
      return posix.normalize(posix.join(posix.dirname(file), spec));
    }));
  }
  return g;
}

/** A cycle of the graph as the path that closes it (a → b → a), or null. */
export function findCycle(g) {
  const state = new Map(); // 1: on the current path, 2: done
  const path = [];
  const visit = (n) => {
    if (state.get(n) === 2) return null;
    if (state.get(n) === 1) return [...path.slice(path.indexOf(n)), n];
    state.set(n, 1);
    path.push(n);
    for (const m of g.get(n) || []) {
      const c = visit(m);
      if (c) return c;
    }
    path.pop();
    state.set(n, 2);
    return null;
  };
  for (const n of g.keys()) {
    const c = visit(n);
    if (c) return c;
  }
  return null;
}

const isPage = (file) => /export\s+(async\s+)?function\s+render[A-Z]\w*\s*\(\s*main\b/.test(readFileSync(join(ROOT, file), 'utf8'));

test('the reader finds every kind of import and none in comments', () => {
  const source = [
    "import { a,",
    "  b } from './x.js';",
    "import * as api from \"../api.js\";",
    "import './side-effect.js';",
    "export { c } from './y.js';",
    "export * from './z.js';",
    "// import { no } from './comment.js';",
    "/* import { no } from './block.js'; */",
    "const later = () => import('./lazy.js');",
    "const s = 'not an import from \"./string.js\"';",
  ].join('\n');
  assert.deepEqual(importsOf(source), ['./x.js', '../api.js', './side-effect.js', './y.js', './z.js', './lazy.js']);
  assert.throws(() => importsOf('const m = import(name);'), /does not name its module/);
});

test('the cycle finder finds a cycle, and none where there is none', () => {
  assert.deepEqual(findCycle(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]])), ['a', 'b', 'c', 'a']);
  assert.deepEqual(findCycle(new Map([['a', ['a']]])), ['a', 'a']);
  assert.equal(findCycle(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]])), null);
});

test('every import names a module of the site', () => {
  const g = graph();
  assert.ok(g.size > 20, `the modules were read (${g.size})`);
  for (const [file, deps] of g) for (const d of deps) assert.ok(existsSync(join(ROOT, d)), `${file} imports ${d}, which does not exist`);
});

test('the browser modules import one another without a cycle', () => {
  const cycle = findCycle(graph());
  assert.equal(cycle, null, `an import cycle: ${cycle && cycle.join(' → ')}`);
});

test('nothing imports the router', () => {
  const g = graph();
  assert.ok(g.has(ROUTER), `the router is js/${ROUTER}`);
  const importers = [...g].filter(([, deps]) => deps.includes(ROUTER)).map(([file]) => file);
  assert.deepEqual(importers, [], `modules that import the router: ${importers.join(', ')}`);
});

test('a page imports no other page', () => {
  const g = graph();
  const pages = [...g.keys()].filter(isPage);
  assert.ok(pages.length >= 8, `the pages were found (${pages.join(', ')})`);
  const unrouted = pages.filter((p) => !g.get(ROUTER).includes(p));
  assert.deepEqual(unrouted, [], `pages the router does not import: ${unrouted.join(', ')}`);
  for (const page of pages) {
    const others = g.get(page).filter((d) => pages.includes(d));
    assert.deepEqual(others, [], `${page} imports the page(s) ${others.join(', ')}`);
  }
});

test('the router is loaded by the shell and by nothing else', () => {
  const html = readFileSync(join(dirname(ROOT.replace(/\/$/, '')), 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(scripts, [`js/${ROUTER}`]);
});

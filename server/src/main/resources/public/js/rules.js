// Rules pages: content files public/rules/<id>.<lang>.json, with board diagrams drawn by the board component
// from real position texts (read through the API, so the engine parses them).
import { t, currentLang, errorText } from './i18n.js';
import * as api from './api.js';
import { Board } from './board.js';
import { gameName } from './app.js';

const SECTIONS = ['type', 'overview', 'board', 'setup', 'play', 'captures', 'end', 'options', 'notes'];

async function content(id) {
  for (const lang of [currentLang(), 'en']) {
    const r = await fetch(`rules/${id}.${lang}.json`);
    if (r.ok) return r.json();
  }
  throw new Error(t('rules.missing'));
}

export async function renderRules(main, id, { h, setTitle }) {
  const game = await api.gameType(id);
  const doc = await content(id);
  setTitle(`${t('rules.title')}: ${gameName(game)}`);
  const toc = h('ol', {});
  const article = h('article', {});
  article.append(h('h1', {}, t('rules.heading', { name: gameName(game) })), h('p', { class: 'lead' }, doc.intro || ''));
  const diagrams = [];
  for (const key of SECTIONS) {
    const sec = doc.sections && doc.sections[key];
    if (!sec) continue;
    const hid = `sec-${key}`;
    toc.append(h('li', {}, h('a', { href: `#/rules/${id}`, onclick: (e) => { e.preventDefault(); document.getElementById(hid).scrollIntoView({ behavior: 'smooth' }); } }, t(`rules.section.${key}`))));
    article.append(h('h2', { id: hid, tabindex: '-1' }, t(`rules.section.${key}`)));
    for (const block of sec) {
      if (typeof block === 'string') article.append(h('p', { html: block }));
      else if (block.list) article.append(h('ul', {}, block.list.map((li) => h('li', { html: li }))));
      else if (block.steps) article.append(h('ol', {}, block.steps.map((li) => h('li', { html: li }))));
      else if (block.table) article.append(h('table', {}, h('thead', {}, h('tr', {}, block.table[0].map((c) => h('th', {}, c)))),
        h('tbody', {}, block.table.slice(1).map((row) => h('tr', {}, row.map((c) => h('td', { html: c })))))));
      else if (block.diagram) {
        const box = h('div', {});
        const fig = h('figure', { class: game.pitsPerRow >= 12 ? 'diagram wide' : 'diagram' }, box, h('figcaption', {}, block.caption || ''));
        article.append(fig);
        diagrams.push({ box, block });
      } else if (block.h) article.append(h('h3', {}, block.h));
    }
    if (key === 'overview') article.append(playCta(h, id));
  }
  article.append(playCta(h, id));
  main.replaceChildren(h('div', { class: 'rules' }, h('nav', { class: 'toc', 'aria-label': t('rules.contents') }, h('p', {}, h('strong', {}, t('rules.contents'))), toc), article));
  // Every board is drawn at once, then filled as its position arrives: the page does not move meanwhile.
  const widths = diagrams.map(({ box }) => box.clientWidth);
  const boards = diagrams.map(({ box, block }, i) => [box, block, new Board(box, game, { interactive: false, width: widths[i], directions: block.directions })]);
  await Promise.all(boards.map(async ([box, block, b]) => {
    try {
      const p = await api.position(id, block.options || '', block.diagram === 'start' ? '' : block.diagram);
      b.setPosition(p.position);
      if (block.highlight) b.markLastMove(block.highlight);
    } catch (e) {
      box.append(h('p', { class: 'error' }, errorText(e)));
    }
  }));
  return null;
}

function playCta(h, id) {
  return h('div', { class: 'play-cta' }, h('span', {}, t('rules.ctaText')), h('a', { class: 'btn', href: `#/play/${id}` }, t('rules.playThis')),
    h('a', { class: 'btn ghost', href: `#/tutorial/${id}` }, t('catalogue.tutorial')),
    // The rules reference with the rule ids (docs/rules/ of the repository, served with the pages).
    h('a', { href: `docs/rules/${id}.md`, hreflang: 'en' }, t('rules.reference')));
}

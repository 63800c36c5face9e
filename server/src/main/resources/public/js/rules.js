// Rules pages: content files public/rules/<id>.<lang>.json, with board diagrams drawn by the board component
// from real position texts (read through the API, so the engine parses them).
import { t, currentLang, errorText, content as own, languageName, PSEUDO } from './i18n.js';
import * as api from './api.js';
import { Board } from './board.js';
import { h } from './dom.js';
import { gameName } from './names.js';
import { setTitle } from './shell.js';

const SECTIONS = ['type', 'overview', 'board', 'setup', 'play', 'captures', 'end', 'options', 'notes'];

/** The rules page in the page's language, else the English one ({lang: 'en'}: the page says it is English). */
async function content(id) {
  const wanted = currentLang() === PSEUDO ? 'en' : currentLang();
  for (const lang of [...new Set([wanted, 'en'])]) {
    const r = await fetch(`rules/${id}.${lang}.json`);
    if (r.ok) return { lang, doc: await r.json() };
  }
  throw Object.assign(new Error(t('rules.missing')), { worded: true });
}

/** In the pseudo-language a content string's HTML is kept and the whole of it marked: ⟦…⟧ around it. */
const html = (s) => own(s || '');

export async function renderRules(main, id) {
  const game = await api.gameType(id);
  const { lang, doc } = await content(id);
  setTitle(`${t('rules.title')}: ${gameName(game)}`);
  const toc = h('ol', {});
  // Rules not yet written in the page's language are shown in English, marked lang="en", with a note saying so.
  const fallback = lang !== currentLang() && currentLang() !== PSEUDO;
  const cl = fallback ? 'en' : null;
  const article = h('article', {});
  article.append(h('h1', {}, t('rules.heading', { name: gameName(game) })));
  if (fallback) article.append(h('p', { class: 'notice content-missing' }, t('content.missing', { language: languageName() })));
  article.append(h('p', { class: 'lead', lang: cl }, html(doc.intro)));
  const diagrams = [];
  for (const key of SECTIONS) {
    const sec = doc.sections && doc.sections[key];
    if (!sec) continue;
    const hid = `sec-${key}`;
    toc.append(h('li', {}, h('a', { href: `#/rules/${id}`, onclick: (e) => { e.preventDefault(); document.getElementById(hid).scrollIntoView({ behavior: 'smooth' }); } }, t(`rules.section.${key}`))));
    article.append(h('h2', { id: hid, tabindex: '-1' }, t(`rules.section.${key}`)));
    for (const block of sec) {
      if (typeof block === 'string') article.append(h('p', { lang: cl, html: html(block) }));
      else if (block.list) article.append(h('ul', { lang: cl }, block.list.map((li) => h('li', { html: html(li) }))));
      else if (block.steps) article.append(h('ol', { lang: cl }, block.steps.map((li) => h('li', { html: html(li) }))));
      else if (block.table) article.append(h('table', { lang: cl }, h('thead', {}, h('tr', {}, block.table[0].map((c) => h('th', {}, own(c))))),
        h('tbody', {}, block.table.slice(1).map((row) => h('tr', {}, row.map((c) => h('td', { html: html(c) })))))));
      else if (block.diagram) {
        const box = h('div', {});
        const fig = h('figure', { class: game.pitsPerRow >= 12 ? 'diagram wide' : 'diagram' }, box, h('figcaption', { lang: cl }, own(block.caption || '')));
        article.append(fig);
        diagrams.push({ box, block });
      } else if (block.h) article.append(h('h3', { lang: cl }, own(block.h)));
    }
    if (key === 'overview') article.append(playCta(id));
  }
  article.append(playCta(id));
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

function playCta(id) {
  return h('div', { class: 'play-cta' }, h('span', {}, t('rules.ctaText')), h('a', { class: 'btn', href: `#/play/${id}` }, t('rules.playThis')),
    h('a', { class: 'btn ghost', href: `#/tutorial/${id}` }, t('catalogue.tutorial')),
    // The rules reference with the rule ids (docs/rules/ of the repository, served with the pages).
    h('a', { href: `docs/rules/${id}.md`, hreflang: 'en' }, t('rules.reference')));
}

// The catalogue (#/, and any address the router does not know): a card per game with its board at the start.
import { t } from './i18n.js';
import * as api from './api.js';
import { h } from './dom.js';
import { Board } from './board.js';
import { gameName, summaryOf, regionOf } from './names.js';
import { setTitle } from './shell.js';

export async function renderCatalogue(main) {
  setTitle(t('catalogue.title'));
  const { games } = await api.catalogue();
  const cards = games.map((g) => {
    const diagram = h('div', { class: 'mini', 'aria-hidden': 'true' });
    // Bao Kigogo's twelve pits a row need a wider card where there is room.
    const card = h('article', { class: g.pitsPerRow >= 12 ? 'card wide' : 'card' },
      h('h2', {}, gameName(g)),
      regionOf(g),
      diagram,
      h('ul', { class: 'facts', 'aria-label': t('catalogue.facts') },
        h('li', {}, t('catalogue.board', { rows: g.rows, pits: g.pitsPerRow })),
        h('li', {}, t('catalogue.seeds', { n: g.seeds })),
        g.layout.hasStores ? h('li', {}, t('catalogue.stores')) : null),
      h('p', { class: 'summary' }, summaryOf(g)),
      h('div', { class: 'actions' },
        h('a', { class: 'btn', href: `#/play/${g.id}` }, t('catalogue.play')),
        h('a', { class: 'btn ghost', href: `#/rules/${g.id}` }, t('catalogue.rules')),
        h('a', { class: 'btn ghost', href: `#/tutorial/${g.id}` }, t('catalogue.tutorial'))));
    return { card, diagram, g };
  });
  main.replaceChildren(
    h('h1', {}, t('catalogue.title')),
    h('p', { class: 'lead' }, t('catalogue.lead')),
    h('div', { class: 'cards' }, cards.map((c) => c.card)));
  // Every board is drawn at once, so that the page does not move as the positions arrive.
  const widths = cards.map(({ diagram }) => diagram.clientWidth);
  const boards = cards.map(({ diagram, g }, i) => [g, new Board(diagram, g, { interactive: false, minPit: 24, turnedScale: 0.55, width: widths[i], describe: false, later: true, names: { south: t('side.south'), north: t('side.north') } })]);
  await Promise.all(boards.map(async ([g, b]) => {
    const start = await api.position(g.id).catch(() => null);
    if (start) b.setPosition(start.position);
  }));
  return null;
}

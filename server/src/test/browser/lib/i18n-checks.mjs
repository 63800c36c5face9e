// Every word in the player's language (issue 17): the checks of the specs in tests/i18n/
// (`npx playwright test i18n` runs these alone):
// - the pseudo-language x-pseudo (English, every message wrapped in ⟦ ⟧) on every page: any visible text outside
//   the markers did not come from the message files (digits, punctuation, pit names and the few proper names of
//   PROPER_NAMES excepted);
// - a game and a tutorial walked in each language of languages.json: no raw message key, and no English in the
//   other languages (outside content marked lang="en" because it is not written in the language yet, which is
//   listed, not failed: rules pages and tutorials may land after the interface);
// - ?lang= in a link wins over the saved choice, the first visit follows the browser's languages, every page
//   has a link that keeps the language.

import { assert } from './fixtures.mjs';

/** Proper names that read the same in every language: the site's name and the languages' own names. */
const PROPER_NAMES = ['Kete'];

/**
 * English words that no other language of Kete's uses as a word; a text in pt, sw or fr with one of them is an
 * English leak. (Short words shared with other languages, like "a", "do" or "me", are left out on purpose.)
 */
export const ENGLISH = /\b(the|and|your|you|is|of|with|this|that|move|moves|seed|seeds|pits?|wins?|player|game|games|board|store|turn|level|play|rules|loss|draw|hint|next|back|watch|again|computer|analysis|best|line)\b/i;

/** A message key left raw on the page: "board.why.empty", "error.code.not-found". */
export const RAW_KEY = /\b(site|nav|side|catalogue|summary|tutorial|rules|board|anim|choose|choice|play|setup|level|opt|val|speed|game|offer|match|result|reason|records|share|analysis|declined|offerKind|error|name|region|content|score)\.[a-zA-Z][\w.>-]*/;

/**
 * Runs in the page: the text of every text node of the page and the title, with what lies outside ⟦ ⟧ (the
 * markers may open in one node and close in a later one: a rules paragraph's HTML, a message around a link).
 */
export function pseudoLeaks(allowed) {
  const ok = new Set(allowed);
  const bad = [];
  const where = (el) => {
    const parts = [];
    for (let e = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
      parts.unshift(e.tagName.toLowerCase() + (e.id ? `#${e.id}` : '') + (e.classList.length ? `.${[...e.classList].join('.')}` : ''));
    }
    return parts.join(' > ');
  };
  const check = (text, place, depth) => {
    let outside = '';
    for (const ch of text) {
      if (ch === '⟦') { depth++; outside += ' '; } else if (ch === '⟧') { depth = Math.max(0, depth - 1); outside += ' '; } else outside += depth === 0 ? ch : ' ';
    }
    for (const w of outside.match(/\p{L}[\p{L}\p{M}'’]*\d*/gu) || []) {
      if (!ok.has(w)) bad.push(`"${w}" in "${text.trim().slice(0, 70)}" (${place})`);
    }
    return depth;
  };
  let depth = 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    // Players' own names (data-user) are theirs, not the interface's.
    if (n.parentElement.closest('script, style, [data-user]')) continue;
    depth = check(n.data, where(n.parentElement), depth);
  }
  check(document.title, 'title', 0);
  return bad;
}

/**
 * The server's narration of a tutorial move (its explanation and verdict, #tut-feedback): the engine's phrases,
 * which the trace narrator puts into the message files (its own issue); until it lands they may be English in
 * Swahili and French. English found there is listed, not failed: remove this selector once the narrator is in.
 */
export const NARRATION = '#tut-feedback';

/**
 * Runs in the page: visible text nodes (and the title) in the page's own language, skipping elements marked
 * with another language (content shown in English because it is not written in this language yet); the
 * narration's texts are flagged.
 */
export function pageTexts(narration) {
  const own = document.documentElement.lang;
  const out = [{ text: document.title }];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!n.data.trim() || el.closest('script, style, [data-user]')) continue;
    const marked = el.closest('[lang]');
    if (marked && marked !== document.documentElement && marked.lang !== own) continue;
    // Only what is shown: an element hidden (display none, the hidden attribute) says nothing now.
    if (!el.closest('svg') && !el.getClientRects().length && !el.closest('.sr-only, option')) continue;
    out.push({ text: n.data.trim(), narration: !!el.closest(narration) });
  }
  return out;
}

/** The languages of the server's languages.json: [{ code, name }]. */
export const languagesOf = async (base) => (await fetch(`${base}i18n/languages.json`)).json();

/** The words a page may show outside the pseudo-language's markers: proper names, languages' and pits' names. */
export const allowedWords = (languages, catalogue) =>
  [...new Set([...PROPER_NAMES, ...languages.map((l) => l.name), ...catalogue.games.flatMap((g) => g.pitNames)])];

/** Fails with every unmarked word of the page shown now. */
export async function noLeak(page, allowed, name) {
  const bad = await page.evaluate(pseudoLeaks, allowed);
  assert(bad.length === 0, `${name}: text not from the message files:\n       ${[...new Set(bad)].slice(0, 25).join('\n       ')}`);
}

// The pages' one element builder, and the table cells every list of the site shares. Nothing here touches the
// DOM until it is called, so node imports the modules that use it.

/**
 * An element: h('a', { href, class: 'btn', onclick: f, hidden: true }, 'text', child, [more]). An attribute that
 * is null, undefined or false is left out, true is an empty attribute, on… adds a listener, `html` sets markup
 * (trusted content only: the rules pages' own files); children are nodes or text, arrays flattened.
 */
export function h(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v == null || v === false) continue;
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (k === 'class') e.className = v;
    else if (k === 'html') e.innerHTML = v;
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) if (c != null && c !== false) e.append(c.nodeType ? c : String(c));
  return e;
}

/** A cell of a table that becomes a labelled line on a phone (the label is its column's name). */
export const cell = (label, ...content) => h('td', { 'data-label': label }, ...content);

/** A column of buttons or links: its header is named for screen readers, and shows nothing. */
export const hiddenHeader = (text) => h('th', { scope: 'col' }, h('span', { class: 'sr-only' }, text));

// The setup form's fields that the lobby's seek form shares: a game's rule options and a clock.
import { t } from './i18n.js';
import { h } from './dom.js';

function withStop(s) {
  return /[.!?]$/.test(s) ? s : `${s}.`;
}

/** The bullet clocks' extra seconds: a clock of 15, 30 or 45 seconds is these with 0 minutes. */
const CLOCK_SECONDS = [0, 15, 30, 45];

/**
 * A clock's fields, the setup page's and the lobby's seek form's (ids `<prefix>-min`, `-sec`, `-inc`): minutes,
 * 0, 15, 30 or 45 seconds more (bullet clocks of under a minute), and the seconds added per move. {@code value()}
 * is the API's clock ({minutes, seconds?, increment}), or null for none (no time at all).
 */
export function clockFields(prefix, { minutes = 0, increment = 0, maxIncrement = 60 } = {}) {
  const min = h('input', { type: 'number', id: `${prefix}-min`, min: 0, max: 180, value: minutes });
  const sec = h('select', { id: `${prefix}-sec`, 'aria-label': t('setup.clockSeconds') },
    CLOCK_SECONDS.map((n) => h('option', { value: n }, t('time.seconds', { n }))));
  const inc = h('input', { type: 'number', id: `${prefix}-inc`, min: 0, max: maxIncrement, value: increment, 'aria-label': t('setup.clockInc') });
  const element = h('div', { class: 'opt clock-opt', id: `${prefix}-row` },
    h('label', { for: `${prefix}-min` }, t('setup.clock')), min, ' ', sec, ' + ', inc, ' ', h('span', { class: 'hint' }, t('setup.clockHelp')));
  return {
    element,
    value() {
      const m = Math.max(0, Math.floor(Number(min.value) || 0));
      const s = Number(sec.value) || 0;
      if (m * 60 + s <= 0) return null;
      const c = { minutes: m, increment: Math.max(0, Math.floor(Number(inc.value) || 0)) };
      if (s) c.seconds = s;
      return c;
    },
  };
}

/**
 * The rule options of a game as form fields, folded away when there are many (the defaults are the standard
 * rules): the setup page's and the lobby's seek form's. {@code show(game)} draws the fields of a game; {@code
 * values()} gives every option's value, {@code changed()} only those that differ from the default.
 */
export function ruleOptionFields(idPrefix) {
  const box = h('div');
  const summary = h('summary', {});
  const element = h('details', { class: 'rule-options' }, summary, box);
  let game = null;
  const show = (g) => {
    game = g;
    const shown = g.options.filter((o) => o.name !== 'firstPlayer');
    summary.textContent = t('setup.optionsCount', { n: shown.length });
    element.open = shown.length <= 3;
    element.hidden = shown.length === 0;
    box.replaceChildren(...shown.map((o) => {
      const id = `${idPrefix}-${o.name}`;
      let input;
      if (o.kind === 'integer') input = h('input', { type: 'number', id, name: o.name, min: o.min, max: o.max, value: o.default });
      else input = h('select', { id, name: o.name }, o.values.map((v) => h('option', { value: v, selected: v === o.default }, optionValueText(g, o, v))));
      return h('div', { class: 'opt' },
        h('label', { for: id }, optionName(g, o), ' '), input,
        h('span', { class: 'hint' }, withStop(optionHelp(g, o)), ' ', t('setup.default', { v: optionValueText(g, o, o.default) })));
    }));
  };
  const values = () => {
    const out = {};
    box.querySelectorAll('select, input').forEach((i) => { out[i.name] = i.value; });
    return out;
  };
  const changed = () => {
    const out = {};
    for (const [name, v] of Object.entries(values())) {
      const o = game.options.find((x) => x.name === name);
      if (o && String(o.default) !== String(v)) out[name] = v;
    }
    return out;
  };
  return { element, box, show, values, changed };
}

/** A game's rule options that differ from its defaults, in words: "Grand slam: allowed". */
export function ruleOptionsText(game, options) {
  if (!game || !options) return '';
  return Object.entries(options)
    .map(([name, v]) => {
      const o = game.options.find((x) => x.name === name);
      return o ? `${optionName(game, o)}: ${optionValueText(game, o, String(v))}` : `${name}: ${v}`;
    })
    .join(', ');
}

function optionName(game, o) {
  const k = `opt.${o.name}`;
  const s = t(k);
  return s === k ? o.name : s;
}
function optionHelp(game, o) {
  const k = `opt.${game.id}.${o.name}.help`;
  let s = t(k);
  if (s !== k) return s;
  const k2 = `opt.${o.name}.help`;
  s = t(k2);
  return s === k2 ? o.description : s;
}
function optionValueText(game, o, v) {
  const k = `val.${v}`;
  const s = t(k);
  return s === k ? v : s;
}

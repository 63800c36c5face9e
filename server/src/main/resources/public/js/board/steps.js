// A move's trace (docs/api.md, TraceEvent) as the animation's steps. Each step is one event's list of
// operations, played in order by the board (board.js); this module knows no DOM, no timing and no language:
//
//   {op: 'pit', pit, seeds}          a pit now holds `seeds`
//   {op: 'take', pit, seeds}         `seeds` leave a pit (never below 0)
//   {op: 'score', side, seeds}       a side's score or store now holds `seeds`
//   {op: 'addScore', side, seeds}    `seeds` added to a side's score (taken when negative, never below 0)
//   {op: 'collect', side, seeds}     a side's pits emptied into its score at the end of a game
//   {op: 'hand', at, seeds}          the hand, holding `seeds`, goes to `at`: {pit} or {score: side}
//   {op: 'fly', from, to, seeds}     seeds fly from/to {pit}, {score: side}, or {out: pit} (off the board)
//   {op: 'flash', pit, mark}         a pit blinks (`flash`, or `captured`)
//   {op: 'say', text}                words for the note line: a message (below)
//   {op: 'wait', steps}              a pause of so many animation steps (the chosen speed's step)
//
// A message is {key, params}; a parameter is a value, or a message itself (a side's name is {key: 'side.south'}).
// `words(message, t)` puts it into words with the page's messages, as the server's narrator does.

const side = (s) => ({ key: `side.${s}` });

/** The steps of a trace: one per event, each {event, ops}; `pitNames` name the pits in the notes. */
export function animationSteps(trace, pitNames) {
  const steps = [];
  let hand = 0;
  let handAt = null; // the pit the hand is over (a capture into the hand goes there)
  for (const ev of trace || []) {
    const ops = [];
    const say = (key, params = {}) => ops.push({ op: 'say', text: { key, params } });
    const wait = (n) => ops.push({ op: 'wait', steps: n });
    switch (ev.type) {
      case 'lift':
        hand = ev.seeds;
        handAt = ev.pit;
        ops.push({ op: 'pit', pit: ev.pit, seeds: 0 }, { op: 'hand', at: { pit: ev.pit }, seeds: hand });
        if (ev.lap > 1) say('anim.lap', { lap: ev.lap, pit: pitNames[ev.pit], n: ev.seeds });
        wait(1.6);
        break;
      case 'sow':
        hand = Math.max(0, hand - 1);
        handAt = ev.pit;
        ops.push({ op: 'hand', at: { pit: ev.pit }, seeds: hand });
        wait(0.7);
        ops.push({ op: 'pit', pit: ev.pit, seeds: ev.seedsAfter });
        wait(0.3);
        break;
      case 'sowStore':
        hand = Math.max(0, hand - 1);
        ops.push({ op: 'hand', at: { score: ev.store }, seeds: hand });
        wait(0.7);
        ops.push({ op: 'score', side: ev.store, seeds: ev.seedsAfter });
        wait(0.3);
        break;
      case 'skip':
        ops.push({ op: 'flash', pit: ev.pit, mark: 'flash' });
        say('anim.skip', { pit: pitNames[ev.pit] });
        break;
      case 'placeFromStore':
        ops.push({ op: 'addScore', side: ev.player, seeds: -1 }, { op: 'fly', from: { score: ev.player }, to: { pit: ev.pit }, seeds: 1 });
        ops.push({ op: 'pit', pit: ev.pit, seeds: ev.seedsAfter });
        say('anim.fromStore', { pit: pitNames[ev.pit] });
        wait(1);
        break;
      case 'capture': {
        ops.push({ op: 'flash', pit: ev.pit, mark: 'captured' }, { op: 'take', pit: ev.pit, seeds: ev.seeds });
        say(`anim.capture.${ev.to}`, { n: ev.seeds, pit: pitNames[ev.pit], side: side(ev.by) });
        const into = { pit: handAt ?? ev.pit };
        const to = ev.to === 'score' ? { score: ev.by } : ev.to === 'hand' ? into : { out: ev.pit };
        ops.push({ op: 'fly', from: { pit: ev.pit }, to, seeds: ev.seeds });
        // Seeds taken off the board (Bao Kigogo) count as the capturer's, as the position's scores do.
        if (ev.to === 'score' || ev.to === 'out') ops.push({ op: 'addScore', side: ev.by, seeds: ev.seeds });
        if (ev.to === 'hand') {
          hand += ev.seeds;
          ops.push({ op: 'hand', at: into, seeds: hand });
        }
        wait(1);
        break;
      }
      case 'captureForfeited':
        say(`anim.forfeit.${ev.rule}`, { n: ev.seeds });
        wait(4);
        break;
      case 'direction':
        say(ev.why ? `anim.dir.${ev.direction}.${ev.why}` : `anim.dir.${ev.direction}`);
        wait(2);
        break;
      case 'endOfTurn':
        if (ev.reason && ev.reason !== 'sown') say(`anim.end.${ev.reason}`);
        break;
      case 'pass':
        say('anim.pass', { side: side(ev.player) });
        wait(3);
        break;
      case 'collect':
        say('anim.collect', { n: ev.seeds, side: side(ev.player) });
        ops.push({ op: 'collect', side: ev.player, seeds: ev.seeds });
        wait(2);
        break;
      case 'note':
        ops.push({ op: 'say', text: noteMessage(ev, pitNames) });
        wait(2);
        break;
      default:
        break;
    }
    steps.push({ event: ev, ops });
  }
  return steps;
}

/**
 * A game's rule event as a message note.<key> (the same words the server's narrator uses): a `pit` parameter is
 * a pit index, a side is a player, any other text is a reason (note.<key>.<reason>).
 */
export function noteMessage(ev, pitNames) {
  const params = {};
  for (const [name, v] of Object.entries(ev.params || {})) {
    if (name === 'pit') params[name] = pitNames[v];
    else if (v === 'south' || v === 'north') params[name] = side(v);
    else if (typeof v === 'string') params[name] = { key: `note.${ev.key}.${v}` };
    else params[name] = v;
  }
  return { key: `note.${ev.key}`, params };
}

/** A message in words: t(key, params), its message parameters put into words first. */
export function words(message, t) {
  const params = {};
  for (const [name, v] of Object.entries(message.params || {})) {
    params[name] = v !== null && typeof v === 'object' && 'key' in v ? words(v, t) : v;
  }
  return t(message.key, params);
}

/**
 * The counts an operation leaves: the board's own model, {pits, scores}, changed in place; `owners` says whose
 * each pit is (position.owners). The board applies each `pit`, `take`, `score`, `addScore` and `collect` through
 * it, so that the tests replay a trace the way the board does. True if the operation changes counts.
 */
export function applyOp(model, o, owners) {
  switch (o.op) {
    case 'pit':
      model.pits[o.pit] = o.seeds;
      return true;
    case 'take':
      model.pits[o.pit] = Math.max(0, model.pits[o.pit] - o.seeds);
      return true;
    case 'score':
      model.scores[o.side] = o.seeds;
      return true;
    case 'addScore':
      model.scores[o.side] = o.seeds < 0 ? Math.max(0, model.scores[o.side] + o.seeds) : model.scores[o.side] + o.seeds;
      return true;
    case 'collect':
      // The seeds left on a side's pits are that side's (the trace gives their number, not their pits).
      model.pits.forEach((n, pit) => { if (owners[pit] === o.side) model.pits[pit] = 0; });
      model.scores[o.side] += o.seeds;
      return true;
    default:
      return false;
  }
}

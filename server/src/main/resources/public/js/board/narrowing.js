// Choosing a move choice by choice (docs/api.md: a legal move is a list of `choices`, each of a `kind`: `pit`,
// `direction`, `kichwa`, `nyumba`, `pits`). A Narrowing holds the moves still possible; each answer narrows them
// until one is left. It knows no DOM: the board asks it what to offer (`prompt`) and tells it what was picked.
//
// What it offers, in order of precedence:
// * one move left with nothing more to decide: that move (`done`);
// * moves that differ in nothing a player chooses step by step: the moves themselves, by notation;
// * a choice every remaining move makes alike (after the first): taken without asking, except a `pits` choice;
// * a `pit` choice: the pits that start a remaining move; a `pits` choice (Nam Nam): pit by pit, the pits of
//   some remaining move not yet picked; any other kind: its distinct labels, as buttons.

export class Narrowing {
  constructor(moves) {
    this.all = moves;
    this.restart();
  }

  /** Back to the first choice, with every move possible again (the "Start again" button, Escape). */
  restart() {
    this.moves = this.all;
    this.step = 0;
    this.picked = null; // the pits picked so far in a `pits` choice
  }

  remaining() {
    return this.moves.filter((m) => m.choices.length > this.step);
  }

  /**
   * What to ask for now: {kind: 'done', move}, {kind: 'notation', moves}, {kind: 'pit', pits, first},
   * {kind: 'pits', pits, picked} or {kind: <choice kind>, options: [choice, ...]} (one per label, in order).
   */
  prompt() {
    for (;;) {
      const remaining = this.remaining();
      if (this.moves.length === 1 && (remaining.length === 0 || this.moves[0].choices.length === this.step)) {
        return { kind: 'done', move: this.moves[0] };
      }
      if (remaining.length === 0) return { kind: 'notation', moves: this.moves };
      const labels = new Set(remaining.map((m) => m.choices[this.step].kind + ':' + m.choices[this.step].label));
      if (labels.size === 1 && this.moves.length > 1 && this.step > 0 && remaining[0].choices[this.step].kind !== 'pits') {
        this.step++;
        continue;
      }
      if (this.moves.length === 1) return { kind: 'done', move: this.moves[0] };
      const kind = remaining[0].choices[this.step].kind;
      if (kind === 'pit') return { kind, pits: unique(remaining.map((m) => m.choices[this.step].pits[0])), first: this.step === 0 };
      if (kind === 'pits') {
        this.picked = this.picked || [];
        const pits = unique(remaining.flatMap((m) => m.choices[this.step].pits)).filter((p) => !this.picked.includes(p));
        return { kind, pits, picked: this.picked.length };
      }
      const seen = new Set();
      const options = [];
      for (const m of remaining) {
        const c = m.choices[this.step];
        if (seen.has(c.label)) continue;
        seen.add(c.label);
        options.push(c);
      }
      return { kind, options };
    }
  }

  /** A pit clicked for the current `pit` or `pits` choice; false (and nothing changed) if it is not offered. */
  pickPit(pit) {
    const p = this.prompt();
    if ((p.kind !== 'pit' && p.kind !== 'pits') || !p.pits.includes(pit)) return false;
    const remaining = this.remaining();
    if (p.kind === 'pit') {
      this.moves = remaining.filter((m) => m.choices[this.step].pits[0] === pit);
      this.step++;
      return true;
    }
    this.picked.push(pit);
    this.moves = remaining.filter((m) => this.picked.every((q) => m.choices[this.step].pits.includes(q)));
    // The set is complete when every move still possible has exactly the pits picked.
    const exact = this.moves.filter((m) => m.choices[this.step].pits.length === this.picked.length);
    if (exact.length && exact.length === this.moves.length) {
      this.moves = exact;
      this.step++;
      this.picked = null;
    }
    return true;
  }

  /** A button's label for the current choice (a direction, kichwa, nyumba...); false if it is not offered. */
  pickLabel(label) {
    const p = this.prompt();
    if (!p.options || !p.options.some((c) => c.label === label)) return false;
    this.moves = this.moves.filter((m) => m.choices[this.step] && m.choices[this.step].label === label);
    this.step++;
    return true;
  }
}

function unique(xs) {
  return [...new Set(xs)];
}

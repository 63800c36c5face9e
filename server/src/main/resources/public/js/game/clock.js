// The clocks as shown beside the players' names, from the server's `clock` (docs/api.md): each side's time at
// the moment of the answer and whose clock runs. Pure: the time elapsed since the answer and the page's locale
// are given, so that the display can be computed (and tested) without a page or a real clock.

export const SIDES = ['south', 'north'];

/**
 * Time left as a clock shows it: "4:05" (whole seconds, rounded up, so that 0:00 means the time is out), and
 * tenths in the last ten seconds, with the language's decimal sign: "0:09.4" in English, "0:09,4" in Portuguese.
 */
export function formatClock(ms, locale) {
  ms = Math.max(0, ms);
  if (ms > 0 && ms < 10000) {
    const tenths = Math.ceil(ms / 100);
    return `0:${String(Math.floor(tenths / 10)).padStart(2, '0')}${decimalSign(locale)}${tenths % 10}`;
  }
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The language's decimal sign ("." in English, "," in Portuguese and French). */
export function decimalSign(locale) {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(0.1).charAt(1);
}

/** Low time starts at the last tenth of the initial time, and never later than the last 20 seconds. */
export function lowTimeAt(initialMs) {
  return Math.max(20000, initialMs / 10);
}

/**
 * Both clocks `elapsedMs` after the answer that gave `clock`: per side {ms, text, low, spent, running}, and `out`
 * when the running clock has reached zero (the page then asks the server, which records the loss on time). A
 * clock at zero is `spent`, not `low`: its time is up, there is none left to be short of.
 */
export function clockFaces(clock, elapsedMs, locale) {
  const lowAt = lowTimeAt(clock.initialMs);
  const faces = {};
  for (const side of SIDES) {
    const ms = clock[`${side}Ms`] - (clock.running === side ? elapsedMs : 0);
    faces[side] = { ms, text: formatClock(ms, locale), low: ms > 0 && ms <= lowAt, spent: ms <= 0, running: clock.running === side };
  }
  faces.out = !!clock.running && (faces.south.ms <= 0 || faces.north.ms <= 0);
  return faces;
}

/** The words a screen reader hears after a clock's time, as a message key: time up, little time left, or none. */
export function clockNoteKey(face) {
  return face.spent ? 'game.timeUp' : face.low ? 'game.lowTime' : null;
}

/** Whether the line above the board says that the clock waits for the first move. */
export function clockWaits(view) {
  return !!(view.clock && !view.clock.running && view.status === 'active');
}

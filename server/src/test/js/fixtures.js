// The fixtures: real answers of a Kete server, captured by fixtures/capture.mjs (see there how to renew them).
import { readFileSync } from 'node:fs';

export function load(name) {
  return JSON.parse(readFileSync(new URL(`fixtures/${name}.json`, import.meta.url), 'utf8'));
}

/** Every move of a captured game: {before, move, applied, after, index}. */
export function moves(name) {
  return load(name).answers.map((a, index) => ({ ...a, index }));
}

/** The first applied move of a captured game whose trace has an event matching `pred`. */
export function moveWith(name, pred) {
  const game = load(name);
  const found = game.answers.find((a) => a.applied.some((ap) => ap.trace.some(pred)));
  if (!found) throw new Error(`no move of ${name} has the event sought`);
  return { game, answer: found, applied: found.applied.find((ap) => ap.trace.some(pred)) };
}

export const GAMES = ['oware', 'oware-grand-slam', 'oware-collect', 'nam-nam', 'bao-kenyan-children', 'bao-la-kiswahili', 'bao-kigogo', 'bao-la-kujifunza'];

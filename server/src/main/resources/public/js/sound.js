// A short beep when it becomes the player's turn (Web Audio; no sound file). Browsers only let a page start
// audio after the user has interacted with it, so the audio context is made at the first click or key press
// and never before: no autoplay warning, and until then the page is simply silent.
const KEY = 'kete.sound';
let ctx = null;

function unlock() {
  if (ctx || !window.AudioContext) return;
  try { ctx = new AudioContext(); } catch { ctx = null; }
}
window.addEventListener('pointerdown', unlock, { once: true, capture: true });
window.addEventListener('keydown', unlock, { once: true, capture: true });

/** The player's choice, on unless turned off. */
export function soundOn() {
  return localStorage.getItem(KEY) !== '0';
}

export function setSoundOn(on) {
  localStorage.setItem(KEY, on ? '1' : '0');
}

/** Two short soft tones, if sound is on and the page may play it. */
export function beep() {
  if (!soundOn() || !ctx) return;
  if (ctx.state === 'suspended') ctx.resume().catch(() => {});
  const now = ctx.currentTime;
  for (const [at, freq] of [[0, 660], [0.14, 880]]) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, now + at);
    gain.gain.exponentialRampToValueAtTime(0.15, now + at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + at + 0.12);
    osc.connect(gain).connect(ctx.destination);
    osc.start(now + at);
    osc.stop(now + at + 0.13);
  }
}

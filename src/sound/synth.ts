/**
 * The board's sounds, synthesized with Web Audio (no audio files): a soft click per seed dropped
 * and a low two-note "thock" for a capture. Pure scheduling on a given `BaseAudioContext`.
 */

/** Seconds from `ctx.currentTime`. */
const at = (ctx: BaseAudioContext, s: number): number => ctx.currentTime + s;

/** A short tone with a quick attack and an exponential fade. */
function tone(
  ctx: BaseAudioContext,
  start: number,
  { type, from, to, length, level }: { type: OscillatorType; from: number; to: number; length: number; level: number },
): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(from, start);
  osc.frequency.exponentialRampToValueAtTime(to, start + length);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(level, start + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  osc.connect(gain);
  gain.connect(ctx.destination);
  osc.start(start);
  osc.stop(start + length + 0.02);
}

/** A seed landing `delay` seconds from now (`i`: its place in the sowing, for a little variety). */
export function click(ctx: BaseAudioContext, delay: number, i: number): void {
  const f = 1400 + ((i * 137) % 5) * 90;
  tone(ctx, at(ctx, delay), { type: 'triangle', from: f, to: f * 0.55, length: 0.045, level: 0.09 });
}

/** A capture landing in the store `delay` seconds from now. */
export function capture(ctx: BaseAudioContext, delay: number): void {
  const t = at(ctx, delay);
  tone(ctx, t, { type: 'sine', from: 420, to: 180, length: 0.22, level: 0.22 });
  tone(ctx, t + 0.09, { type: 'sine', from: 300, to: 120, length: 0.28, level: 0.18 });
}

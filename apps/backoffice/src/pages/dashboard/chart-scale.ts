// The dashboard chart's value axis: round steps (1, 2 or 5 times a power of ten) that cover the values, zero
// included, so the operator reads amounts off the axis instead of hovering each bar.

/** About `count` round ticks from at most `min` (0 or below) to at least `max`, zero among them. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  const lo = Math.min(0, min);
  const hi = Math.max(0, max);
  if (hi === lo) return [0];
  const raw = (hi - lo) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const ticks: number[] = [];
  for (let v = Math.floor(lo / step) * step; v < hi + step / 2; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  if (ticks[ticks.length - 1]! < hi) ticks.push(ticks[ticks.length - 1]! + step);
  return ticks;
}

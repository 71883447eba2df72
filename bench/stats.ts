// Every bench figure is the median of several runs, printed with its range, so one noisy run on a
// shared machine neither hides nor invents a change: "name median (min–max over n runs)".
export interface Spread { median: number; min: number; max: number; runs: number }

export function spread(values: readonly number[]): Spread {
  const v = [...values].sort((a, b) => a - b);
  const mid = v.length >> 1;
  const median = v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
  return { median, min: v[0], max: v[v.length - 1], runs: v.length };
}

/** Runs `measure` `runs` times (after `warmup` unrecorded runs) and returns the spread of its results. */
export async function repeat(runs: number, measure: () => number | Promise<number>, warmup = 0): Promise<Spread> {
  for (let i = 0; i < warmup; i++) await measure();
  const values: number[] = [];
  for (let i = 0; i < runs; i++) values.push(await measure());
  return spread(values);
}

/** One line: the figure, then its range and how many runs it is the median of; `note` says what it is. */
export function line(name: string, s: Spread, digits = 2, note = ''): string {
  const f = (n: number) => n.toFixed(digits);
  return `${name} ${f(s.median)} (${f(s.min)}–${f(s.max)} over ${s.runs} runs)${note ? ` ${note}` : ''}`;
}

/** The value below which `p` of the samples lie (nearest rank). */
export function quantile(samples: readonly number[], p: number): number {
  const v = [...samples].sort((a, b) => a - b);
  return v[Math.min(v.length - 1, Math.max(0, Math.ceil(p * v.length) - 1))];
}

import autocannon from "autocannon";

export type Target = {
  name: string;
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
};

export type Sample = { rps: number; p50: number; p99: number };

/**
 * Every target measured once per round, the rounds one after another: a machine that gets busier
 * or quieter during the run affects both sides of a comparison alike, and the spread between rounds
 * shows how much a figure can be trusted. Each measurement is preceded by a short warm-up.
 */
export async function interleavedRounds(
  targets: readonly Target[],
  rounds: number,
  durationS: number,
): Promise<Map<string, Sample[]>> {
  const samples = new Map<string, Sample[]>(targets.map((target) => [target.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) samples.get(target.name)?.push(await measure(target, durationS));
  }
  return samples;
}

async function measure(target: Target, durationS: number): Promise<Sample> {
  const { name, connections = 32, ...request } = target;
  await autocannon({ ...request, connections, duration: 1 });
  const result = await autocannon({ ...request, connections, duration: durationS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** "median (min-max)" */
export function spread(values: readonly number[], digits = 0): string {
  const fixed = (value: number) => value.toFixed(digits);
  return `${fixed(median(values))} (${fixed(Math.min(...values))}-${fixed(Math.max(...values))})`;
}

/** A's throughput as a share of B's, round by round (both measured in the same round). */
export function ratios(a: readonly Sample[], b: readonly Sample[]): number[] {
  return a.map((sample, index) => sample.rps / (b[index]?.rps ?? Number.NaN));
}

/** The value below which `p` per cent of the values lie (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

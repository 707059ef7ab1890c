/**
 * The one percentile of `npm run bench`, and the row shape each feature engine reports
 * (bench/engines/*, printed by bench/run.ts).
 */

/**
 * The nearest-rank percentile: the smallest value at or below which at least `p` of the values
 * lie (for 20 values, p = 0.95 is the 19th smallest). `values` is not changed.
 *
 * @param values samples, e.g. latencies in ms, in any order
 * @param p a fraction, 0 < p ≤ 1 (0.5 is the median, 0.95 the 95th percentile)
 * @returns the chosen sample, unrounded; NaN when `values` is empty
 */
export function percentile(values: readonly number[], p: number): number {
	if (values.length === 0) return NaN
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!
}

/** p50 and p95 of `times` (ms) with the number of samples: the figures an engine row reports. */
export function p50p95(times: readonly number[]): { p50: number; p95: number; n: number } {
	return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), n: times.length }
}

/** What {@link interleavedRuns} reports of one run: p50/p95 (ms), samples, and mean CPU time per call (ms). */
export type InterleavedFigures = { p50: number; p95: number; n: number; cpuMs: number }

/**
 * p50/p95 (ms) of each of `runs`, timed round-robin (one call of each per round, `warmUp` untimed
 * rounds first) so every run meets the same state of the shared machine: timing one run's calls
 * and then the next's let a change of machine load fall on one of them and swing a ratio between
 * them by 2x either way. With each run's mean CPU time per call (ms, this process's user + system
 * time), which a loaded machine inflates far less than it inflates wall time. A run that throws
 * ends the timing and the error propagates.
 */
export async function interleavedRuns<K extends string>(runs: Record<K, () => unknown>, calls = 200, warmUp = 20): Promise<Record<K, InterleavedFigures>> {
	const keys = Object.keys(runs) as K[]
	const times = Object.fromEntries(keys.map((k) => [k, [] as number[]])) as Record<K, number[]>
	const cpu = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>
	for (let i = 0; i < warmUp + calls; i++) {
		for (const k of keys) {
			const start = performance.now()
			const c0 = process.cpuUsage()
			await runs[k]()
			const c = process.cpuUsage(c0)
			if (i < warmUp) continue
			times[k].push(performance.now() - start)
			cpu[k] += (c.user + c.system) / 1000 / calls
		}
	}
	return Object.fromEntries(keys.map((k) => [k, { ...p50p95(times[k]), cpuMs: cpu[k] }])) as Record<K, InterleavedFigures>
}

/**
 * One row a feature engine's `bench(db)` returns: what was measured, its p50/p95 in ms, an
 * optional budget (ms; the row fails when a figure is over it) and a note (counts, accuracy).
 */
export type EngineRow = { what: string; p50?: number; p95?: number; budget?: { p50?: number; p95?: number }; note?: string }

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

/**
 * p50 and p95 (ms) of `calls` awaited runs of `run` in process, after `warmUp` runs that are not
 * counted (JIT, statement caches).
 */
export async function timedRuns(run: () => Promise<unknown>, calls = 200, warmUp = 20): Promise<{ p50: number; p95: number; n: number }> {
	const out: number[] = []
	for (let i = 0; i < calls + warmUp; i++) {
		const start = performance.now()
		await run()
		if (i >= warmUp) out.push(performance.now() - start)
	}
	return p50p95(out)
}

/**
 * One row a feature engine's `bench(db)` returns: what was measured, its p50/p95 in ms, an
 * optional budget (ms; the row fails when a figure is over it) and a note (counts, accuracy).
 */
export type EngineRow = { what: string; p50?: number; p95?: number; budget?: { p50?: number; p95?: number }; note?: string }

/** Progress-line formatting for the import's log. */
import type { ImportFoodsResult } from './types.ts'

/** 13814 → "13,814". */
export function fmt(n: number): string {
	return n.toLocaleString('en-US')
}

/** Seconds since `started` (a `performance.now()` time), e.g. "2.1 s". */
export function seconds(started: number): string {
	return `${((performance.now() - started) / 1000).toFixed(1)} s`
}

/** "N generic foods, M Open Food Facts products, K USDA branded products". */
export function describeCounts(r: ImportFoodsResult): string {
	return `${fmt(r.generic)} generic foods, ${fmt(r.products)} Open Food Facts products, ${fmt(r.branded)} USDA branded products`
}

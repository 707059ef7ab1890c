/** The food-search timing of `npm run bench` (in-process, full database). */
import type { Db } from '#app/db.server.ts'
import { searchFoods } from '#app/domain/foods/search/index.server.ts'

/**
 * Times `searchFoods`. Runs every query once untimed (to build the typo vocabulary and warm
 * SQLite's page cache), then `rounds` timed rounds over all queries, without the shared-results
 * cache (`{ cache: null }`: the figure is the cost of a search, not of a cache hit).
 *
 * @returns p50 and p95 latency in milliseconds (nearest-rank, to 0.001 ms) and the number of
 *   timed searches `n`.
 */
export async function benchFoodSearch(db: Db, queries: string[], rounds: number): Promise<{ p50: number; p95: number; n: number }> {
	const search = (query: string) => searchFoods(db, { query }, { cache: null })
	for (const query of queries) await search(query)
	const times: number[] = []
	for (let round = 0; round < rounds; round++) {
		for (const query of queries) {
			const started = performance.now()
			await search(query)
			times.push(performance.now() - started)
		}
	}
	times.sort((a, b) => a - b)
	const pick = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)] ?? 0
	const round3 = (n: number) => Math.round(n * 1000) / 1000
	return { p50: round3(pick(0.5)), p95: round3(pick(0.95)), n: times.length }
}

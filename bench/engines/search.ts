/** The food-search timing of `npm run bench` (in-process, full database). */
import type { Db } from '#app/db.server.ts'
import { searchFoods } from '#app/domain/foods/search/index.server.ts'
import { p50p95 } from '../stats.ts'

/**
 * Times `searchFoods`. Runs every query once untimed (to build the typo vocabulary and warm
 * SQLite's page cache), then `rounds` timed rounds over all queries, without the shared-results
 * cache (`{ cache: null }`: the figure is the cost of a search, not of a cache hit).
 *
 * @returns p50 and p95 latency in milliseconds (nearest-rank, bench/stats.ts) and the number of
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
	return p50p95(times)
}

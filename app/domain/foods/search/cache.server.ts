/**
 * The per-process cache of the shared part of food searches (generic foods and products: the same
 * for every user), because popular queries and type-ahead repeat. An explicit object: the search
 * takes it as a parameter (`searchFoods(db, input, { cache })`), so a caller that must not hit it
 * (the benchmark times the uncached work) passes none, and {@link SearchResultCache.clear} empties
 * it. It also empties itself per database whenever the imported foods change: the caller passes
 * a version read from the database (the newest food id and each import's checksum).
 */
import type { FoodSearchResult } from './types.ts'

type CachedSearch = { results: Promise<FoodSearchResult[]>; size: number }
type ClientCache = { version: string; entries: Map<string, CachedSearch>; results: number }

/** Least-recently-used results per database client, bounded in entries and in results held. */
export class SearchResultCache {
	#byClient = new WeakMap<object, ClientCache>()

	/**
	 * @param maxEntries distinct (words, slots) pairs kept per database (default 300)
	 * @param maxResults results kept over all entries (default 6,000; one costs ~300–450 bytes of
	 *   heap: up to 100 slots per entry would otherwise let 300 entries hold ~8 MB per worker)
	 */
	constructor(
		readonly maxEntries = 300,
		readonly maxResults = 6000,
	) {}

	/**
	 * The cached results for `key` on `client` when they were computed under `version`, else
	 * `compute()`'s (kept unless it fails). A version change drops everything kept for `client`.
	 */
	get(client: object, version: string, key: string, compute: () => Promise<FoodSearchResult[]>): Promise<FoodSearchResult[]> {
		let cache = this.#byClient.get(client)
		if (!cache || cache.version !== version) this.#byClient.set(client, (cache = { version, entries: new Map(), results: 0 }))
		const entries = cache.entries
		const hit = entries.get(key)
		if (hit) {
			entries.delete(key)
			entries.set(key, hit)
			return hit.results
		}
		const entry: CachedSearch = { results: compute(), size: 0 }
		entries.set(key, entry)
		const owner = cache
		const evict = (k: string) => {
			owner.results -= entries.get(k)?.size ?? 0
			entries.delete(k)
		}
		if (entries.size > this.maxEntries) evict(entries.keys().next().value!)
		entry.results.then(
			(results) => {
				if (entries.get(key) !== entry) return
				entry.size = results.length
				owner.results += entry.size
				while (owner.results > this.maxResults && entries.size > 0) evict(entries.keys().next().value!)
			},
			// A failed search is not kept.
			() => entries.get(key) === entry && evict(key),
		)
		return entry.results
	}

	/** Forgets every cached result, for every database. */
	clear(): void {
		this.#byClient = new WeakMap()
	}
}

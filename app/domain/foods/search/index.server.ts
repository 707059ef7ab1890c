/**
 * Food search (spec sections 5 and 9): the user's own foods, then USDA generic foods, then Open
 * Food Facts products.
 *
 * - **Custom foods** (`source` custom) of the signed-in user: `LIKE` on the name, per token.
 *   Never another user's foods.
 * - **Generic foods** (`foods_fts`, 13,814 USDA foods): FTS5 with porter stemming ('bananas' =
 *   'banana'), the last word also as a prefix ('chick' → chicken). Matches are scored
 *   `20 × bm25 + search_rank − 60 if the name starts with a query word` (search_rank: see
 *   `genericSearchRank` in db/import/ranks.ts); of the best-scored 60, those whose head (name
 *   before the first comma) *is* the query or one of its words come first ("Bananas, raw" for
 *   'banana', "Chicken, breast, …" for 'chicken breast'; also the second segment after a class
 *   head, "Fish, salmon, …", "Cheese, cheddar"). Names repeated by USDA are listed once.
 * - **Products** (`products_fts`, 695K Open Food Facts products): no ranking over the big table
 *   (too slow); matches come in rowid order, which the importer made shortest-name-first. Exact
 *   words first; when that gives too few, the last word is completed from the generic-food
 *   vocabulary (cheap exact terms ORed) and, failing that, by a true FTS prefix query.
 * - **Typos**: when no generic food matches, each word with no hits is corrected against the
 *   vocabulary of generic-food names by one edit (insert, delete, substitute or swap two
 *   neighbours; SymSpell-style symmetric deletes), preferring the most frequent word, and the
 *   search is run again ('bananna' → banana, 'brocoli' → broccoli).
 *
 * All SQL is parameterised; user words are reduced to letters and digits and double-quoted
 * before they reach MATCH, so no input can inject FTS syntax or throw.
 *
 * Files: tokenize.ts (query words), fts.server.ts (FTS terms and row decoding), custom.server.ts,
 * generic.server.ts and products.server.ts (the three searches), spelling.server.ts with
 * vocabulary.server.ts (typos and completion), cache.server.ts (the shared-results cache),
 * rules.ts (limits shared with the browser). This module is the public entry.
 */
import type { Db } from '#app/db.server.ts'
import { SearchResultCache } from './cache.server.ts'
import { searchCustom } from './custom.server.ts'
import { run } from './fts.server.ts'
import { searchGeneric, stripLevel } from './generic.server.ts'
import { searchProducts } from './products.server.ts'
import { MIN_SEARCH_LENGTH } from './rules.ts'
import { correctTokens, getVocabulary } from './spelling.server.ts'
import { tokenize } from './tokenize.ts'
import type { FoodSearchResult } from './types.ts'
import { withinOneEdit } from './vocabulary.server.ts'

export { MIN_SEARCH_LENGTH, SearchResultCache, tokenize, withinOneEdit, type FoodSearchResult }

/** Results returned when `limit` is not given. */
export const DEFAULT_SEARCH_LIMIT = 20
/** Largest `limit` honoured. */
export const MAX_SEARCH_LIMIT = 100

/** Input of {@link searchFoods}. */
export interface SearchFoodsInput {
	query: string
	/** The signed-in user; their custom foods come first. */
	userId?: string | null
	/** Default {@link DEFAULT_SEARCH_LIMIT}, at most {@link MAX_SEARCH_LIMIT}. */
	limit?: number
}

/** How {@link searchFoods} runs. */
export interface SearchFoodsOptions {
	/**
	 * The cache of shared results; default {@link sharedSearchCache}. `null` searches without one
	 * (the benchmark's measure of the search itself).
	 */
	cache?: SearchResultCache | null
}

/** The process's cache of shared search results (generic foods and products). */
export const sharedSearchCache = new SearchResultCache()

/**
 * Searches foods for the food picker.
 *
 * Order: foods the signed-in user has logged before (most logged first), then the user's custom
 * foods, then generic foods (ranked), then products (those with a brand first). When both generic
 * foods and products match, generic foods fill at most two thirds of the remaining slots (a
 * quarter when no generic food is named like the query, e.g. 'coca cola') and products the rest;
 * either fills slots the other leaves empty. A single trailing letter ('chicken b') is ignored
 * until the word grows.
 *
 * @returns at most `limit` results; `[]` when the trimmed query is shorter than
 *   {@link MIN_SEARCH_LENGTH} or has no letters or digits.
 * @throws only on database failure (never because of what the user typed).
 */
export async function searchFoods(db: Db, input: SearchFoodsInput, options: SearchFoodsOptions = {}): Promise<FoodSearchResult[]> {
	const query = input.query.trim()
	if (query.length < MIN_SEARCH_LENGTH) return []
	const limit = clampLimit(input.limit)
	let tokens = tokenize(query)
	// A single letter being typed after other words ('chicken b') would match nearly everything
	// as a prefix, and almost nothing as a word: search the other words until it grows.
	if (tokens.length > 1 && /^[^\d]$/.test(tokens[tokens.length - 1]!)) tokens = tokens.slice(0, -1)
	if (tokens.length === 0) return []

	const custom = input.userId ? await searchCustom(db, input.userId, query, limit) : []
	const remaining = limit - custom.length
	if (remaining <= 0) return input.userId ? historyFirst(db, input.userId, custom) : custom
	const cache = options.cache === undefined ? sharedSearchCache : options.cache
	const results = [...custom, ...(await sharedResults(db, tokens, remaining, cache))].slice(0, limit)
	return input.userId ? historyFirst(db, input.userId, results) : results
}

/**
 * `results` with the foods the user has logged before moved to the front, most logged first
 * (then most recently logged: the latest rowid), the others after them in their order. One
 * index-only query (`meal_foods_user_idx`: user, food, and the rowid every index entry carries) restricted to the ids of `results` (at most
 * {@link MAX_SEARCH_LIMIT}), so its cost does not grow with the database, only with how often
 * the user logged these foods. Another user's entries are never read.
 */
async function historyFirst(db: Db, userId: string, results: FoodSearchResult[]): Promise<FoodSearchResult[]> {
	if (results.length < 2) return results
	const rows = await run(db, {
		sql: `SELECT food_id, count(*) AS n, max(rowid) AS last FROM meal_foods
			WHERE user_id = ? AND food_id IN (SELECT value FROM json_each(?))
			GROUP BY food_id`,
		args: [userId, JSON.stringify(results.map((r) => r.id))],
	})
	if (rows.length === 0) return results
	const logged = new Map(rows.map((r) => [Number(r.food_id), { n: Number(r.n), last: Number(r.last) }]))
	const mine = results.filter((r) => logged.has(r.id))
	mine.sort((a, b) => logged.get(b.id)!.n - logged.get(a.id)!.n || logged.get(b.id)!.last - logged.get(a.id)!.last)
	return [...mine, ...results.filter((r) => !logged.has(r.id))]
}

/**
 * Generic foods and products for `tokens` (the part of a search that is the same for every
 * user), through `cache` when given (popular queries and type-ahead repeat). The cache is keyed
 * by the words and the number of slots, and emptied whenever the imported foods change: the
 * version includes the newest food id and each import's checksum (`food_imports`), read by one
 * indexed query per search, so a finished or running import is seen at once. Users' custom
 * foods are never in this part (searched per user above).
 */
async function sharedResults(db: Db, tokens: string[], remaining: number, cache: SearchResultCache | null): Promise<FoodSearchResult[]> {
	if (!cache) return searchShared(db, tokens, remaining)
	const [row] = await run(db, `SELECT (SELECT max(id) FROM foods) AS top, (SELECT group_concat(file || ':' || sha256) FROM food_imports) AS imports`)
	const version = `${String(row?.top)}|${String(row?.imports)}`
	return cache.get(db.$client, version, `${remaining}|${tokens.join(' ')}`, () => searchShared(db, tokens, remaining))
}

async function searchShared(db: Db, tokens: string[], remaining: number): Promise<FoodSearchResult[]> {
	let productTokens = tokens
	let corrected: string[] | null | undefined
	const correction = async () => (corrected === undefined ? (corrected = await correctTokens(db, tokens)) : corrected)
	let generic = await searchGeneric(db, tokens, remaining)
	if (generic.length === 0) {
		const fixed = await correction()
		if (fixed) {
			generic = await searchGeneric(db, fixed, remaining)
			if (generic.length > 0) productTokens = fixed
		}
	}
	// Generic foods get two thirds of the slots, or a quarter when none of them is named like the
	// query (brand searches such as 'coca cola' match generic foods only incidentally).
	const strong = generic.some((g) => g.level === 0)
	const genericShare = Math.ceil((remaining * (strong ? 2 : 1)) / (strong ? 3 : 4))
	const productsWanted = remaining - Math.min(generic.length, genericShare)
	let products = productsWanted > 0 ? await searchProducts(db, productTokens, productsWanted) : []
	if (products.length === 0 && generic.length === 0) {
		const fixed = await correction()
		if (fixed) products = await searchProducts(db, fixed, productsWanted)
	}
	const genericCount = Math.min(generic.length, remaining - products.length)
	// A product with no brand (most Open Food Facts rows) says less about what it is than one with
	// its brand: it comes after them, and after every generic food.
	return [...generic.slice(0, genericCount).map(stripLevel), ...products.filter((p) => p.brand), ...products.filter((p) => !p.brand)]
}

/**
 * Builds the typo/completion vocabulary now rather than on the first search that needs it
 * (about 0.1 s on the full data). Optional; call after the generic import on server start.
 */
export async function warmFoodSearch(db: Db): Promise<void> {
	await getVocabulary(db)
}

/** `limit` as a whole number from 1 to MAX_SEARCH_LIMIT (default DEFAULT_SEARCH_LIMIT). */
function clampLimit(limit: number | undefined): number {
	if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_SEARCH_LIMIT
	return Math.max(1, Math.min(MAX_SEARCH_LIMIT, Math.floor(limit)))
}

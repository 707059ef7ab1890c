/**
 * Food search (spec sections 5 and 9): the user's own foods, then USDA generic foods, then Open
 * Food Facts products.
 *
 * - **Custom foods** (`source` custom) of the signed-in user: `LIKE` on the name, per token.
 *   Never another user's foods.
 * - **Generic foods** (`foods_fts`, 13,814 USDA foods): FTS5 with porter stemming ('bananas' =
 *   'banana'), the last word also as a prefix ('chick' → chicken). Matches are scored
 *   `20 × bm25 + search_rank − 60 if the name starts with a query word` (search_rank: see
 *   `genericSearchRank` in db/import-foods.ts); of the best-scored 60, those whose head (name
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
 */
import type { InStatement, Row } from '@libsql/client'
import type { Db } from '#app/db.server.ts'
import type { FoodSource, FoodSummary } from '#db/schema.ts'

import { MIN_SEARCH_LENGTH } from './search-rules.ts'
import { Vocabulary, withinOneEdit } from './search-vocabulary.server.ts'

export { MIN_SEARCH_LENGTH, withinOneEdit }
/** Results returned when `limit` is not given. */
export const DEFAULT_SEARCH_LIMIT = 20
/** Largest `limit` honoured. */
export const MAX_SEARCH_LIMIT = 100

/**
 * One search hit. Nutrients are per `basis` — per 100 g (`per100g`), per 100 ml (`per100ml`) or
 * per one serving of `servingSize` `servingUnit` (`perServing`, custom foods) — in kcal, g and
 * mg; `null` means the source has no value (never zero).
 */
export type FoodSearchResult = FoodSummary & {
	/** A food the user created (source 'custom'). */
	isCustom: boolean
}

/** Input of {@link searchFoods}. */
export interface SearchFoodsInput {
	query: string
	/** The signed-in user; their custom foods come first. */
	userId?: string | null
	/** Default {@link DEFAULT_SEARCH_LIMIT}, at most {@link MAX_SEARCH_LIMIT}. */
	limit?: number
}

/**
 * Searches foods for the food picker.
 *
 * Order: the user's custom foods, then generic foods (ranked), then products. When both generic
 * foods and products match, generic foods fill at most two thirds of the remaining slots (a
 * quarter when no generic food is named like the query, e.g. 'coca cola') and products the rest;
 * either fills slots the other leaves empty. A single trailing letter ('chicken b') is ignored
 * until the word grows.
 *
 * @returns at most `limit` results; `[]` when the trimmed query is shorter than
 *   {@link MIN_SEARCH_LENGTH} or has no letters or digits.
 * @throws only on database failure (never because of what the user typed).
 */
export async function searchFoods(db: Db, input: SearchFoodsInput): Promise<FoodSearchResult[]> {
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
	if (remaining <= 0) return custom
	return [...custom, ...(await sharedResults(db, tokens, remaining))].slice(0, limit)
}

/**
 * Generic foods and products for `tokens` (the part of a search that is the same for every
 * user), through a small per-process cache (issue 12: popular queries and type-ahead repeat).
 * The cache is keyed by the words and the number of slots, and emptied whenever the imported
 * foods change: the key includes the newest food id and each import's checksum
 * (`food_imports`), read by one indexed query per search, so a finished or running import is
 * seen at once. Users' custom foods are never in this part (searched per user above).
 */
async function sharedResults(db: Db, tokens: string[], remaining: number): Promise<FoodSearchResult[]> {
	if (!resultCacheEnabled) return searchShared(db, tokens, remaining)
	const [row] = await run(db, `SELECT (SELECT max(id) FROM foods) AS top, (SELECT group_concat(file || ':' || sha256) FROM food_imports) AS imports`)
	const version = `${String(row?.top)}|${String(row?.imports)}`
	let cache = resultCaches.get(db.$client)
	if (!cache || cache.version !== version) resultCaches.set(db.$client, (cache = { version, entries: new Map(), results: 0 }))
	const key = `${remaining}|${tokens.join(' ')}`
	const hit = cache.entries.get(key)
	if (hit) {
		cache.entries.delete(key)
		cache.entries.set(key, hit)
		return hit.results
	}
	const entry: CachedSearch = { results: searchShared(db, tokens, remaining), size: 0 }
	const entries = cache.entries
	entries.set(key, entry)
	const evict = (k: string) => {
		cache.results -= entries.get(k)?.size ?? 0
		entries.delete(k)
	}
	if (entries.size > RESULT_CACHE_SIZE) evict(entries.keys().next().value!)
	entry.results.then(
		(results) => {
			if (entries.get(key) !== entry) return
			entry.size = results.length
			cache.results += entry.size
			while (cache.results > MAX_CACHED_RESULTS && entries.size > 0) evict(entries.keys().next().value!)
		},
		// A failed search is not kept.
		() => entries.get(key) === entry && evict(key),
	)
	return entry.results
}

/** Distinct (words, slots) pairs kept per process. */
const RESULT_CACHE_SIZE = 300
/**
 * Results kept per process over all entries (one costs ~300–450 bytes of heap): up to 100 slots
 * per entry would otherwise let 300 entries hold ~8 MB in every worker (issue 12, memory).
 */
const MAX_CACHED_RESULTS = 6000
type CachedSearch = { results: Promise<FoodSearchResult[]>; size: number }
const resultCaches = new WeakMap<object, { version: string; entries: Map<string, CachedSearch>; results: number }>()
/** Off while {@link benchFoodSearch} times the uncached work. */
let resultCacheEnabled = true

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
	return [...generic.slice(0, genericCount).map(stripLevel), ...products]
}

/**
 * Times {@link searchFoods} for `npm run bench`. Runs every query once untimed (to build the
 * typo vocabulary and warm SQLite's page cache), then `rounds` timed rounds over all queries,
 * with the per-process result cache off (the figure is the cost of a search, not of a cache hit).
 *
 * @returns p50 and p95 latency in milliseconds and the number of timed searches `n`.
 */
export async function benchFoodSearch(
	db: Db,
	queries: string[],
	rounds: number,
): Promise<{ p50: number; p95: number; n: number }> {
	resultCacheEnabled = false
	try {
		return await timeSearches(db, queries, rounds)
	} finally {
		resultCacheEnabled = true
	}
}

async function timeSearches(db: Db, queries: string[], rounds: number): Promise<{ p50: number; p95: number; n: number }> {
	for (const query of queries) await searchFoods(db, { query })
	const times: number[] = []
	for (let round = 0; round < rounds; round++) {
		for (const query of queries) {
			const started = performance.now()
			await searchFoods(db, { query })
			times.push(performance.now() - started)
		}
	}
	times.sort((a, b) => a - b)
	const pick = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)] ?? 0
	return { p50: round3(pick(0.5)), p95: round3(pick(0.95)), n: times.length }
}

/**
 * Builds the typo/completion vocabulary now rather than on the first search that needs it
 * (about 0.1 s on the full data). Optional; call after the generic import on server start.
 */
export async function warmFoodSearch(db: Db): Promise<void> {
	await getVocabulary(db)
}

// ---------------------------------------------------------------------------------------------
// Query words

/** Words too common to narrow a search; dropped unless the query has nothing else. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'or', 'of', 'the', 'with', 'in', 'w'])
const MAX_TOKENS = 8
const MAX_TOKEN_LENGTH = 40

/**
 * Splits a query into lower-case words of letters and digits — the characters FTS5's unicode61
 * tokenizer keeps — so that each can be quoted as one FTS term. Marks are folded away
 * ('crème' → 'creme', as the index's remove_diacritics does).
 */
export function tokenize(query: string): string[] {
	// eslint-disable-next-line no-control-regex -- ASCII fast path (most queries and USDA names)
	const ascii = /^[\x00-\x7f]*$/.test(query)
	const words = (
		ascii
			? query.toLowerCase().split(/[^a-z0-9]+/)
			: query
					.normalize('NFKD')
					.replace(/\p{M}+/gu, '')
					.toLowerCase()
					.split(/[^\p{L}\p{N}]+/u)
	)
		.filter((w) => w.length > 0)
		.map((w) => w.slice(0, MAX_TOKEN_LENGTH))
	const meaningful = words.filter((w) => !STOP_WORDS.has(w))
	return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_TOKENS)
}

function quote(token: string): string {
	return `"${token.replace(/"/g, '""')}"`
}

/** In the generic index the last word is also a prefix from this length ('chicken br'). */
const MIN_PREFIX_LENGTH = 2
/** In the big products index a last word is completed from the vocabulary from this length… */
const MIN_COMPLETION_LENGTH = 3
/** …and matched as a true prefix only from this length (short prefixes merge huge lists). */
const MIN_PRODUCT_PREFIX_LENGTH = 4

function ftsQuery(tokens: string[], prefixLast: boolean): string {
	return tokens.map((t, i) => (prefixLast && i === tokens.length - 1 ? `${quote(t)}*` : quote(t))).join(' ')
}

/** Plural/singular spellings of an English word, for comparing with a name's head. */
function wordForms(word: string): string[] {
	const forms = new Set([word, `${word}s`, `${word}es`])
	if (word.endsWith('ies')) forms.add(`${word.slice(0, -3)}y`)
	if (word.endsWith('y')) forms.add(`${word.slice(0, -1)}ies`)
	if (word.endsWith('es')) forms.add(word.slice(0, -2))
	if (word.endsWith('s')) forms.add(word.slice(0, -1))
	return [...forms]
}

/** Strings a generic food's head (name before the first comma) may equal to rank first. */
function headForms(tokens: string[]): string[] {
	const forms = new Set<string>()
	const last = tokens[tokens.length - 1] ?? ''
	const start = tokens.slice(0, -1).join(' ')
	for (const form of wordForms(last)) forms.add(start ? `${start} ${form}` : form)
	if (tokens.length > 1) for (const token of tokens) for (const form of wordForms(token)) forms.add(form)
	return [...forms]
}

function clampLimit(limit: number | undefined): number {
	if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_SEARCH_LIMIT
	return Math.max(1, Math.min(MAX_SEARCH_LIMIT, Math.floor(limit)))
}

// ---------------------------------------------------------------------------------------------
// The three searches

/**
 * The result columns as one JSON array per row: libSQL's per-cell conversion costs more than
 * JSON.parse of one string (about 0.5 ms per 20 rows). Order matches {@link fromJson}.
 */
const RESULT_JSON = `json_array(f.id, f.name, f.brand, f.source, f.fdc_id, f.gtin_upc, f.category,
	f.serving_size, f.serving_unit, f.household_serving, f.serving_grams, f.basis, f.kcal,
	f.kcal_estimated, f.protein_g, f.carbs_g, f.fat_g, f.fiber_g, f.sugar_g, f.sodium_mg) AS food`

async function run(db: Db, stmt: InStatement): Promise<Row[]> {
	return (await db.$client.execute(stmt)).rows
}

async function searchCustom(db: Db, userId: string, query: string, limit: number): Promise<FoodSearchResult[]> {
	// Substring per word, singular stem so that 'bananas' finds "Banana smoothie". Accents are
	// kept (LIKE compares them as typed): "Crème fraîche" is found by 'crème'.
	const words = query
		.normalize('NFC')
		.toLowerCase()
		.split(/[^\p{L}\p{N}\p{M}]+/u)
		.filter((w) => w.length > 0 && !STOP_WORDS.has(w))
		.slice(0, MAX_TOKENS)
	if (words.length === 0) return []
	const patterns = words.map((w) => `%${singular(w.slice(0, MAX_TOKEN_LENGTH)).replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
	const rows = await run(db, {
		sql: `SELECT ${RESULT_JSON} FROM foods f
			WHERE f.owner_id = ? AND f.source = 'custom' ${patterns.map(() => `AND f.name LIKE ? ESCAPE '\\'`).join(' ')}
			ORDER BY (f.name LIKE ? ESCAPE '\\') DESC, length(f.name), f.id
			LIMIT ?`,
		args: [userId, ...patterns, patterns[0]!.slice(1), limit],
	})
	return rows.map(fromRow)
}

function singular(word: string): string {
	if (word.length > 4 && word.endsWith('ies')) return word.slice(0, -3)
	if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1)
	return word
}

/**
 * Leading segments USDA uses as a class before the food itself ("Fish, salmon, …", "Nuts,
 * almonds", "Cheese, cheddar"): for these the second segment is compared with the query too.
 * Not classes where the second segment is only a flavour or source ("Crackers, milk", "Sauce,
 * pizza", "Oil, oat").
 */
const CLASS_HEADS = [
	'alcoholic beverage',
	'beans',
	'beverages',
	'cereals',
	'cereals ready-to-eat',
	'cheese',
	'crustaceans',
	'fish',
	'game meat',
	'mollusks',
	'nuts',
	'seeds',
	'spices',
]
const CLASS_HEADS_SQL = CLASS_HEADS.map((h) => `'${h}'`).join(', ')

/** Generic matches that also start with the query's first word rank this much better. */
const STARTS_WITH_BONUS = 60

interface GenericHit extends FoodSearchResult {
	/** 0 = the name's head is the query (or one of its words), 1 = other match. */
	level: number
}

/** Extra rows fetched so that dropping duplicate names still fills the page. */
const DUPLICATE_ALLOWANCE = 10

/** Generic matches ranked by score before the head check picks the final order among them. */
const CANDIDATES_PER_RESULT = 3
const MIN_CANDIDATES = 60

async function searchGeneric(db: Db, tokens: string[], limit: number): Promise<GenericHit[]> {
	const prefix = (tokens[tokens.length - 1]?.length ?? 0) >= MIN_PREFIX_LENGTH
	const match = ftsQuery(tokens, prefix)
	// Names starting with one of the query's words (the last one as a prefix).
	const startsWith = tokens
		.map((t, i) => `^ ${quote(t)}${prefix && i === tokens.length - 1 ? '*' : ''}`)
		.join(' OR ')
	// head = text before the first ',' or ' ('; second = the next comma segment. The string work
	// is done only for the best-scored candidates (per row over ~1,000 matches it adds up).
	const head = `lower(substr(f.name, 1, min(instr(f.name || ',', ','), instr(f.name || ' (', ' (')) - 1))`
	const rest = `ltrim(substr(f.name, instr(f.name, ',') + 1))`
	const second = `lower(substr(${rest}, 1, min(instr(${rest} || ',', ','), instr(${rest} || ' (', ' (')) - 1))`
	try {
		const rows = await run(db, {
			sql: `SELECT ${RESULT_JSON},
				CASE
					WHEN ${head} IN (SELECT value FROM json_each(?2)) THEN 0
					WHEN ${head} IN (${CLASS_HEADS_SQL}) AND ${second} IN (SELECT value FROM json_each(?2)) THEN 0
					ELSE 1
				END AS level
			FROM (
				SELECT m.id, m.bm25 * 20 + r.search_rank
					- CASE WHEN m.id IN (SELECT rowid FROM foods_fts WHERE foods_fts MATCH ?3) THEN ${STARTS_WITH_BONUS} ELSE 0 END
					AS score
				FROM (SELECT rowid AS id, bm25(foods_fts) AS bm25 FROM foods_fts WHERE foods_fts MATCH ?1) m
				JOIN foods r ON r.id = m.id
				ORDER BY score, m.id
				LIMIT ?4
			) c
			JOIN foods f ON f.id = c.id
			ORDER BY level, c.score, c.id
			LIMIT ?5`,
			args: [
				match,
				JSON.stringify(headForms(tokens)),
				startsWith,
				Math.max(MIN_CANDIDATES, limit * CANDIDATES_PER_RESULT),
				limit + DUPLICATE_ALLOWANCE,
			],
		})
		// USDA lists some foods twice (an older and a newer analysis, same name): show the first.
		const names = new Set<string>()
		const hits: GenericHit[] = []
		for (const row of rows) {
			const hit = { ...fromRow(row), level: Number(row.level) }
			const key = hit.name.toLowerCase()
			if (names.has(key)) continue
			names.add(key)
			hits.push(hit)
			if (hits.length === limit) break
		}
		return hits
	} catch (error) {
		if (isFtsSyntaxError(error, match)) return []
		throw error
	}
}

async function searchProducts(db: Db, tokens: string[], limit: number): Promise<FoodSearchResult[]> {
	const found: FoodSearchResult[] = []
	const seen = new Set<number>()
	// Many products share a name and values (one per pack size): list them once.
	const keys = new Set<string>()
	const take = async (match: string) => {
		if (found.length >= limit) return
		try {
			const rows = await run(db, {
				sql: `SELECT ${RESULT_JSON}
					FROM (SELECT rowid AS id FROM products_fts WHERE products_fts MATCH ? LIMIT ?) p
					JOIN foods f ON f.id = p.id
					ORDER BY p.id`,
				args: [match, 2 * limit + DUPLICATE_ALLOWANCE + seen.size],
			})
			for (const row of rows) {
				const result = fromRow(row)
				if (seen.has(result.id) || found.length >= limit) continue
				seen.add(result.id)
				const key = [result.name.toLowerCase(), result.kcal, result.proteinG, result.carbsG, result.fatG].join('|')
				if (keys.has(key)) continue
				keys.add(key)
				found.push(result)
			}
		} catch (error) {
			if (!isFtsSyntaxError(error, match)) throw error
		}
	}

	// 1. Exact words (the cheap, common case).
	await take(ftsQuery(tokens, false))
	const last = tokens[tokens.length - 1]!
	if (found.length >= limit || /^\d+$/.test(last)) return found
	if (last.length < MIN_COMPLETION_LENGTH) {
		// A word still being typed ('chicken b'): the other words alone.
		if (tokens.length > 1) await take(ftsQuery(tokens.slice(0, -1), false))
		return found
	}
	// 2. The last word completed from the generic vocabulary: a few exact terms ORed stay cheap,
	//    where a prefix query would merge every term starting with it ('cho*': 15 ms).
	const vocabulary = await getVocabulary(db)
	const completions = vocabulary.completions(last, 6).filter((w) => w !== last)
	const head = tokens.slice(0, -1).map(quote).join(' ')
	if (completions.length > 0) {
		const anyOf = `(${[last, ...completions].map(quote).join(' OR ')})`
		// FTS5 needs an explicit AND before a parenthesised group.
		await take(head ? `${head} AND ${anyOf}` : anyOf)
	} else if (last.length >= MIN_PRODUCT_PREFIX_LENGTH) {
		// 3. A word generic foods never use (a brand, say 'nutel'): its prefix is rare enough.
		await take(ftsQuery(tokens, true))
	}
	return found
}

function stripLevel({ level: _level, ...result }: GenericHit): FoodSearchResult {
	return result
}

/**
 * True for an FTS5 query error, which is then treated as "no match" (and logged: words are
 * sanitised, so this means a character SQLite's tokenizer splits on that the JS one does not).
 */
function isFtsSyntaxError(error: unknown, match: string): boolean {
	const message = error instanceof Error ? error.message : String(error)
	if (!/fts5|syntax error|unterminated/i.test(message)) return false
	console.warn(`food search: FTS query ${JSON.stringify(match)} failed: ${message}`)
	return true
}

type FoodJson = [
	id: number,
	name: string,
	brand: string | null,
	source: FoodSource,
	fdcId: number | null,
	gtinUpc: string | null,
	category: string | null,
	servingSize: number | null,
	servingUnit: string | null,
	householdServing: string | null,
	servingGrams: number | null,
	basis: FoodSearchResult['basis'],
	kcal: number | null,
	kcalEstimated: number,
	proteinG: number | null,
	carbsG: number | null,
	fatG: number | null,
	fiberG: number | null,
	sugarG: number | null,
	sodiumMg: number | null,
]

function fromRow(row: Row): FoodSearchResult {
	return fromJson(JSON.parse(String(row.food)) as FoodJson)
}

function fromJson(f: FoodJson): FoodSearchResult {
	return {
		id: f[0],
		name: f[1],
		brand: f[2],
		source: f[3],
		fdcId: f[4],
		gtinUpc: f[5],
		category: f[6],
		servingSize: f[7],
		servingUnit: f[8],
		householdServing: f[9],
		servingGrams: f[10],
		basis: f[11],
		kcal: f[12],
		kcalEstimated: Boolean(f[13]),
		proteinG: f[14],
		carbsG: f[15],
		fatG: f[16],
		fiberG: f[17],
		sugarG: f[18],
		sodiumMg: f[19],
		isCustom: f[3] === 'custom',
	}
}

function round3(n: number): number {
	return Math.round(n * 1000) / 1000
}

// ---------------------------------------------------------------------------------------------
// Vocabulary: typo correction and prefix completion (compact, in search-vocabulary.server.ts)

const vocabularies = new WeakMap<object, Promise<Vocabulary>>()

async function vocabularyVersion(db: Db): Promise<string> {
	const rows = await run(db, `SELECT sha256 FROM food_imports WHERE file = 'generic'`)
	return rows[0] ? String(rows[0].sha256) : 'none'
}

/**
 * The vocabulary of generic food names, built once per database client and rebuilt when the
 * generic import changes (its `food_imports` sha256).
 */
async function getVocabulary(db: Db): Promise<Vocabulary> {
	const version = await vocabularyVersion(db)
	const cached = vocabularies.get(db.$client)
	if (cached) {
		const vocabulary = await cached.catch(() => null)
		if (vocabulary && vocabulary.version === version) return vocabulary
	}
	const building = (async () => {
		// fdc_id > 0 uses its index (a scan by source would read all 700K rows). The names come as
		// one string (unit separator between them) rather than 13,814 row objects: less garbage
		// while every worker builds this at boot (issue 12, memory).
		const [row] = await run(
			db,
			`SELECT group_concat(name, char(31)) AS names FROM foods WHERE fdc_id > 0 AND source IN ('sr_legacy', 'foundation', 'survey_fndds')`,
		)
		const names = row?.names == null ? [] : String(row.names).split('\x1f')
		return new Vocabulary(version, names, tokenize)
	})()
	vocabularies.set(db.$client, building)
	return building
}

/**
 * Replaces words that match no generic food by their closest vocabulary word.
 * @returns the corrected words, or null when nothing could be corrected.
 */
async function correctTokens(db: Db, tokens: string[]): Promise<string[] | null> {
	const vocabulary = await getVocabulary(db)
	let changed = false
	const corrected: string[] = []
	for (let i = 0; i < tokens.length; i++) {
		const token = tokens[i]!
		const isLast = i === tokens.length - 1
		if (vocabulary.has(token) || (isLast && vocabulary.completions(token, 1).length > 0)) {
			corrected.push(token)
			continue
		}
		if (await hasGenericHits(db, token, isLast)) {
			corrected.push(token)
			continue
		}
		const replacement = vocabulary.correct(token)
		if (replacement) changed = true
		corrected.push(replacement ?? token)
	}
	return changed ? corrected : null
}

async function hasGenericHits(db: Db, token: string, prefix: boolean): Promise<boolean> {
	try {
		const rows = await run(db, {
			sql: `SELECT 1 FROM foods_fts WHERE foods_fts MATCH ? LIMIT 1`,
			args: [prefix && token.length >= MIN_PREFIX_LENGTH ? `${quote(token)}*` : quote(token)],
		})
		return rows.length > 0
	} catch {
		return false
	}
}

/**
 * USDA generic foods (`foods_fts`): FTS5 with porter stemming, the last word also as a prefix,
 * scored `20 × bm25 + search_rank − 60 if the name starts with a query word` (search_rank:
 * `genericSearchRank` in db/import/ranks.ts); of the best-scored candidates, those whose head
 * (name before the first comma, or the second segment after a class head) is the query or one
 * of its words come first. Names repeated by USDA are listed once.
 */
import type { Db } from '#app/db.server.ts'
import { DUPLICATE_ALLOWANCE, fromRow, ftsQuery, isFtsSyntaxError, MIN_PREFIX_LENGTH, quote, RESULT_JSON, run } from './fts.server.ts'
import { headForms } from './tokenize.ts'
import type { FoodSearchResult } from './types.ts'

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

/** A generic match with how well its head matches the query. */
export interface GenericHit extends FoodSearchResult {
	/** 0 = the name's head is the query (or one of its words), 1 = other match. */
	level: number
}


/** Generic matches ranked by score before the head check picks the final order among them. */
const CANDIDATES_PER_RESULT = 3
const MIN_CANDIDATES = 60
/** The generic foods matching `tokens`, best first (at most `limit`). */
export async function searchGeneric(db: Db, tokens: string[], limit: number): Promise<GenericHit[]> {
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

/** The hit without its match level. */
export function stripLevel({ level: _level, ...result }: GenericHit): FoodSearchResult {
	return result
}

/**
 * Open Food Facts products (`products_fts`, 695K rows): no ranking over the big table (too
 * slow); matches come in rowid order, which the importer made shortest-name-first. Exact words
 * first; when that gives too few, the last word is completed from the generic-food vocabulary
 * (cheap exact terms ORed) and, failing that, by a true FTS prefix query.
 */
import type { Db } from '#app/db.server.ts'
import { DUPLICATE_ALLOWANCE, fromRow, ftsQuery, isFtsSyntaxError, quote, RESULT_JSON, run } from './fts.server.ts'
import { getVocabulary } from './spelling.server.ts'
import type { FoodSearchResult } from './types.ts'

/** In the big products index a last word is completed from the vocabulary from this length… */
const MIN_COMPLETION_LENGTH = 3
/** …and matched as a true prefix only from this length (short prefixes merge huge lists). */
const MIN_PRODUCT_PREFIX_LENGTH = 4

/** Products matching `tokens`, one per name and nutrients (at most `limit`). */
export async function searchProducts(db: Db, tokens: string[], limit: number): Promise<FoodSearchResult[]> {
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

/**
 * The signed-in user's own foods (`source` custom): `LIKE` on the name, per word. Never another
 * user's foods.
 */
import type { Db } from '#app/db.server.ts'
import { fromRow, RESULT_JSON, run } from './fts.server.ts'
import { MAX_TOKEN_LENGTH, MAX_TOKENS, singular, STOP_WORDS } from './tokenize.ts'
import type { FoodSearchResult } from './types.ts'

/** The user's custom foods whose name contains every word of `query` (at most `limit`). */
export async function searchCustom(db: Db, userId: string, query: string, limit: number): Promise<FoodSearchResult[]> {
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

/**
 * The SQL side of food search: quoting words as FTS5 terms, running a statement, decoding the
 * one-JSON-array-per-row result, and telling an FTS5 query error from a real failure.
 */
import type { InStatement, Row } from '@libsql/client'
import type { Db } from '#app/db.server.ts'
import type { FoodSource } from '#db/schema.ts'
import type { FoodSearchResult } from './types.ts'

/** A word as one quoted FTS5 term (no FTS syntax can get through). */
export function quote(token: string): string {
	return `"${token.replace(/"/g, '""')}"`
}

/** In the generic index the last word is also a prefix from this length ('chicken br'). */
export const MIN_PREFIX_LENGTH = 2

/** The words as FTS5 terms, all required; the last one also as a prefix when `prefixLast`. */
export function ftsQuery(tokens: string[], prefixLast: boolean): string {
	return tokens.map((t, i) => (prefixLast && i === tokens.length - 1 ? `${quote(t)}*` : quote(t))).join(' ')
}


/**
 * The result columns as one JSON array per row: libSQL's per-cell conversion costs more than
 * JSON.parse of one string (about 0.5 ms per 20 rows). Order matches {@link fromJson}.
 */
export const RESULT_JSON = `json_array(f.id, f.name, f.brand, f.source, f.fdc_id, f.gtin_upc, f.category,
	f.serving_size, f.serving_unit, f.household_serving, f.serving_grams, f.basis, f.kcal,
	f.kcal_estimated, f.protein_g, f.carbs_g, f.fat_g, f.fiber_g, f.sugar_g, f.sodium_mg) AS food`

/** The rows of one statement on the database's client. */
export async function run(db: Db, stmt: InStatement): Promise<Row[]> {
	return (await db.$client.execute(stmt)).rows
}

/** Extra rows fetched so that dropping duplicate names still fills the page. */
export const DUPLICATE_ALLOWANCE = 10

/**
 * True for an FTS5 query error, which is then treated as "no match" (and logged: words are
 * sanitised, so this means a character SQLite's tokenizer splits on that the JS one does not).
 */
export function isFtsSyntaxError(error: unknown, match: string): boolean {
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

/** A search hit from a row selected with {@link RESULT_JSON}. */
export function fromRow(row: Row): FoodSearchResult {
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


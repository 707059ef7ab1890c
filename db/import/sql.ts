/**
 * The database side of the import: the `foods` columns it writes, the generic-food filter,
 * transactions, and the `food_imports` bookkeeping that makes it idempotent.
 */
import type { Client, Transaction } from '@libsql/client'
import { GENERIC_SOURCES, MACRO_COLUMNS } from './types.ts'

/** Rows per multi-row INSERT statement (22 bound values each: 11,000, well under SQLite's 32,766). */
export const ROWS_PER_STATEMENT = 500

/** The `foods` columns every imported row sets, in the order of its values. */
export const FOOD_INSERT_COLUMNS = [
	'source',
	'fdc_id',
	'gtin_upc',
	'gtin14',
	'name',
	'brand',
	'category',
	'serving_size',
	'serving_unit',
	'household_serving',
	'serving_grams',
	'basis',
	'kcal',
	'kcal_estimated',
	...MACRO_COLUMNS,
	'search_rank',
	'hidden',
] as const
export const FOOD_UPDATE_SET = FOOD_INSERT_COLUMNS.filter((col) => col !== 'fdc_id' && col !== 'gtin14')
	.map((col) => `${col} = excluded.${col}`)
	.join(', ')
export const FOOD_ROW_PLACEHOLDER = `(${FOOD_INSERT_COLUMNS.map(() => '?').join(', ')})`
/** Generic foods; `fdc_id > 0` lets SQLite use the fdc_id index instead of scanning 700K rows. */
export const GENERIC_WHERE = `fdc_id > 0 AND source IN (${GENERIC_SOURCES.map((s) => `'${s}'`).join(', ')})`

/** Runs `fn` in one write transaction (committed when it resolves, rolled back when it throws). */
export async function inTransaction(client: Client, fn: (tx: Transaction) => Promise<void>): Promise<void> {
	const tx = await client.transaction('write')
	try {
		await fn(tx)
		await tx.commit()
	} finally {
		tx.close()
	}
}

/** The completed parts recorded in `food_imports`: rows and the SHA-256 of their source files. */
export async function readImports(client: Client): Promise<Map<string, { rows: number; sha256: string }>> {
	const res = await client.execute(`SELECT file, rows, sha256 FROM food_imports`)
	return new Map(res.rows.map((r) => [String(r.file), { rows: Number(r.rows), sha256: String(r.sha256) }]))
}

/** Records a completed part (or the serving rule applied) in `food_imports`. */
export async function recordImport(tx: Transaction, file: string, rows: number, sha: string): Promise<void> {
	await tx.execute({
		sql: `INSERT INTO food_imports (file, rows, sha256, finished_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (file) DO UPDATE SET rows = excluded.rows, sha256 = excluded.sha256, finished_at = excluded.finished_at`,
		args: [file, rows, sha, Date.now()],
	})
}

/** Lets an in-process server handle requests between statements (libSQL calls are synchronous). */
export function yieldToEventLoop(): Promise<void> {
	return new Promise((resolve) => setImmediate(resolve))
}

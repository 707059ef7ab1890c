/**
 * The packaged products: USDA Branded Foods and Open Food Facts rows upserted on `gtin14` in
 * chunked write transactions (other writers are not locked out for long, and an in-process server
 * keeps serving), then — once both sources are in and repeated names folded — indexed in
 * `products_fts` in id order. The part is recorded as done only at the very end, so a crash or a
 * stop re-runs it (the USDA half is recorded on its own and not redone when unchanged).
 */
import type { Client, InArgs } from '@libsql/client'
import { fmt, seconds } from './format.ts'
import type { ProductTable } from './product-table.ts'
import { FOOD_INSERT_COLUMNS, FOOD_ROW_PLACEHOLDER, FOOD_UPDATE_SET, inTransaction, ROWS_PER_STATEMENT, yieldToEventLoop } from './sql.ts'
import { ImportInterruptedError, type SqlValue } from './types.ts'

/** Product rows per write transaction: short enough not to starve other writers (5 s timeout). */
const PRODUCT_ROWS_PER_TRANSACTION = 25_000
/** Product ids indexed in products_fts per statement, and per write transaction. */
const FTS_ROWS_PER_STATEMENT = 20_000
const FTS_ROWS_PER_TRANSACTION = 100_000
/** The product sources, which share `products_fts`. */
const PRODUCT_SOURCES = `('off', 'branded')`

function pushProductValues(args: SqlValue[], t: ProductTable, i: number): void {
	const servingSize = t.number(i, 7)
	const servingUnit = t.text(i, 'serving_unit')
	// USDA says which products are drinks (a serving in ml: values per 100 ml, 1 ml counted as
	// 1 g); the Open Food Facts extract does not, so its rows are per 100 g.
	const perMl = t.source === 'branded' && servingUnit === 'ml'
	args.push(
		t.source,
		null,
		t.gtinUpc(i),
		t.gtin14(i),
		t.names[i]!,
		t.text(i, 'brand'),
		t.text(i, 'category'),
		servingSize,
		servingUnit,
		t.text(i, 'household_serving'),
		servingUnit === 'g' || perMl ? servingSize : null,
		perMl ? 'per100ml' : 'per100g',
		t.number(i, 0),
		t.kcalEstimated.get(i),
		t.number(i, 1),
		t.number(i, 2),
		t.number(i, 3),
		t.number(i, 4),
		t.number(i, 5),
		t.number(i, 6),
		0,
		t.impossible.get(i) ? 'impossible' : null,
	)
}

/**
 * Upserts the products of `table` (all of one source) shortest name first and deletes that
 * source's products no longer in the data. Does not index them: see {@link indexProducts}.
 * @returns the number of products written (barcodes repeated in the files counted once).
 * @throws ImportInterruptedError when `signal` aborts between two transactions.
 */
export async function upsertProducts(
	client: Client,
	table: ProductTable,
	log: (msg: string) => void,
	signal?: AbortSignal,
): Promise<number> {
	const started = performance.now()
	const checkStop = () => {
		if (signal?.aborted) throw new ImportInterruptedError()
	}
	if (table.skipped > 0) log(`foods: skipped ${fmt(table.skipped)} ${table.source} products without a name or barcode`)
	if (table.superseded > 0) log(`foods: ${fmt(table.superseded)} ${table.source} products left to the USDA row with the same barcode`)
	// Shortest names first, so that products_fts' rowid order (what search scans) is roughly
	// "most generic first".
	const order = table.orderByNameLength()
	const total = order.length
	const existing = Number(
		(await client.execute({ sql: `SELECT count(*) AS n FROM foods WHERE gtin14 > '' AND source = ?`, args: [table.source] })).rows[0]?.n ?? 0,
	)

	const upsert = (count: number) =>
		`INSERT INTO foods (${FOOD_INSERT_COLUMNS.join(', ')}) VALUES ${Array.from({ length: count }, () => FOOD_ROW_PLACEHOLDER).join(', ')} ` +
		`ON CONFLICT (gtin14) DO UPDATE SET ${FOOD_UPDATE_SET}`
	const fullStatement = upsert(ROWS_PER_STATEMENT)
	let nextReport = 200_000
	for (let i = 0; i < total; i += PRODUCT_ROWS_PER_TRANSACTION) {
		const end = Math.min(i + PRODUCT_ROWS_PER_TRANSACTION, total)
		checkStop()
		await inTransaction(client, async (tx) => {
			for (let j = i; j < end; j += ROWS_PER_STATEMENT) {
				const chunkEnd = Math.min(j + ROWS_PER_STATEMENT, end)
				const args: SqlValue[] = []
				for (let k = j; k < chunkEnd; k++) pushProductValues(args, table, order[k]!)
				await tx.execute({
					sql: chunkEnd - j === ROWS_PER_STATEMENT ? fullStatement : upsert(chunkEnd - j),
					args: args as InArgs,
				})
				await yieldToEventLoop()
			}
		})
		if (end >= nextReport && end < total) {
			log(`foods: ${table.source} products ${fmt(end)}/${fmt(total)}…`)
			while (nextReport <= end) nextReport += 200_000
		}
	}

	log(`foods: wrote ${fmt(total)} ${table.source} products in ${seconds(started)}`)
	if (existing > 0) {
		// Products dropped from the data since the last import.
		await client.execute({
			sql: `DELETE FROM foods WHERE source = ? AND gtin14 NOT IN (SELECT value FROM json_each(?))`,
			args: [table.source, JSON.stringify(Array.from(order, (i) => table.gtin14(i)))],
		})
	}
	return total
}

/**
 * Rebuilds `products_fts` from the products search may show (`hidden` NULL), in id order and in
 * slices, so that no single statement blocks the event loop for long.
 * @returns the number of products indexed.
 * @throws ImportInterruptedError when `signal` aborts between two transactions.
 */
export async function indexProducts(client: Client, log: (msg: string) => void, signal?: AbortSignal): Promise<number> {
	const started = performance.now()
	await client.execute(`INSERT INTO products_fts(products_fts) VALUES ('delete-all')`)
	const bounds = (
		await client.execute(`SELECT min(id) AS lo, max(id) AS hi, count(*) AS n FROM foods WHERE gtin14 > '' AND source IN ${PRODUCT_SOURCES}`)
	).rows[0]
	const lo = Number(bounds?.lo ?? 0)
	const hi = Number(bounds?.hi ?? -1)
	log(`foods: indexing ${fmt(Number(bounds?.n ?? 0))} products for search…`)
	let indexed = 0
	for (let start = lo; start <= hi; start += FTS_ROWS_PER_TRANSACTION) {
		if (signal?.aborted) throw new ImportInterruptedError()
		await inTransaction(client, async (tx) => {
			const end = Math.min(start + FTS_ROWS_PER_TRANSACTION, hi + 1)
			for (let from = start; from < end; from += FTS_ROWS_PER_STATEMENT) {
				const res = await tx.execute({
					sql: `INSERT INTO products_fts(rowid, name) SELECT id, name FROM foods
						WHERE source IN ${PRODUCT_SOURCES} AND hidden IS NULL AND id >= ? AND id < ? ORDER BY id`,
					args: [from, Math.min(from + FTS_ROWS_PER_STATEMENT, end)],
				})
				indexed += res.rowsAffected
				await yieldToEventLoop()
			}
		})
	}
	log(`foods: indexed ${fmt(indexed)} products in ${seconds(started)}`)
	return indexed
}

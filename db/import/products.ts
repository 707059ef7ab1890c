/**
 * The products part: Open Food Facts products upserted on `gtin14` in chunked write transactions
 * (other writers are not locked out for long, and an in-process server keeps serving), then
 * indexed in `products_fts` in id order. Recorded as done only at the very end, so a crash or a
 * stop re-runs it from the start.
 */
import type { Client, InArgs } from '@libsql/client'
import { fmt } from './format.ts'
import type { ProductTable } from './product-table.ts'
import { FOOD_INSERT_COLUMNS, FOOD_ROW_PLACEHOLDER, FOOD_UPDATE_SET, inTransaction, recordImport, ROWS_PER_STATEMENT, yieldToEventLoop } from './sql.ts'
import { ImportInterruptedError, type SqlValue } from './types.ts'

/** Product rows per write transaction: short enough not to starve other writers (5 s timeout). */
const PRODUCT_ROWS_PER_TRANSACTION = 25_000
/** Product ids indexed in products_fts per statement, and per write transaction. */
const FTS_ROWS_PER_STATEMENT = 20_000
const FTS_ROWS_PER_TRANSACTION = 100_000

function pushProductValues(args: SqlValue[], t: ProductTable, i: number): void {
	const [brand, category, servingUnit, householdServing] = t.extras.get(i) ?? [null, null, null, null]
	const servingSize = t.number(i, 7)
	// The extract does not say which products are drinks, so everything is per 100 g.
	args.push(
		'off',
		null,
		t.gtinUpc(i),
		t.gtin14(i),
		t.names[i]!,
		brand,
		category,
		servingSize,
		servingUnit,
		householdServing,
		servingUnit === 'g' ? servingSize : null,
		'per100g',
		t.number(i, 0),
		t.kcalEstimated.get(i),
		t.number(i, 1),
		t.number(i, 2),
		t.number(i, 3),
		t.number(i, 4),
		t.number(i, 5),
		t.number(i, 6),
		0,
	)
}

/**
 * Upserts the products of `table` shortest name first, deletes products no longer in the data,
 * rebuilds `products_fts` and records the part with `sha`.
 * @returns the number of products imported (barcodes repeated in the files counted once).
 * @throws ImportInterruptedError when `signal` aborts between two transactions.
 */
export async function importProducts(
	client: Client,
	table: ProductTable,
	sha: string,
	log: (msg: string) => void,
	signal?: AbortSignal,
): Promise<number> {
	const checkStop = () => {
		if (signal?.aborted) throw new ImportInterruptedError()
	}
	if (table.skipped > 0) log(`foods: skipped ${fmt(table.skipped)} products without a name or barcode`)
	// Shortest names first, so that products_fts' rowid order (what search scans) is roughly
	// "most generic first".
	const order = table.orderByNameLength()
	const total = order.length

	// Not complete any more until the end (a crash in between must not look like success).
	await client.execute({ sql: `DELETE FROM food_imports WHERE file = ?`, args: ['products'] })
	await client.execute(`INSERT INTO products_fts(products_fts) VALUES ('delete-all')`)
	const existing = Number(
		(await client.execute(`SELECT count(*) AS n FROM foods WHERE gtin14 > '' AND source = 'off'`)).rows[0]?.n ?? 0,
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
			log(`foods: products ${fmt(end)}/${fmt(total)}…`)
			while (nextReport <= end) nextReport += 200_000
		}
	}

	if (existing > 0) {
		// Products dropped from the data since the last import.
		await client.execute({
			sql: `DELETE FROM foods WHERE source = 'off' AND gtin14 NOT IN (SELECT value FROM json_each(?))`,
			args: [JSON.stringify(Array.from(order, (i) => table.gtin14(i)))],
		})
	}

	// Build the FTS index after the rows are in, in id (= name length) order, in slices so that
	// no single statement blocks the event loop for long.
	log(`foods: indexing ${fmt(total)} products for search…`)
	const bounds = (
		await client.execute(`SELECT min(id) AS lo, max(id) AS hi FROM foods WHERE source = 'off'`)
	).rows[0]
	const lo = Number(bounds?.lo ?? 0)
	const hi = Number(bounds?.hi ?? -1)
	for (let start = lo; start <= hi; start += FTS_ROWS_PER_TRANSACTION) {
		checkStop()
		await inTransaction(client, async (tx) => {
			const end = Math.min(start + FTS_ROWS_PER_TRANSACTION, hi + 1)
			for (let from = start; from < end; from += FTS_ROWS_PER_STATEMENT) {
				await tx.execute({
					sql: `INSERT INTO products_fts(rowid, name) SELECT id, name FROM foods WHERE source = 'off' AND id >= ? AND id < ? ORDER BY id`,
					args: [from, Math.min(from + FTS_ROWS_PER_STATEMENT, end)],
				})
				await yieldToEventLoop()
			}
		})
	}
	await inTransaction(client, (tx) => recordImport(tx, 'products', total, sha))
	return total
}

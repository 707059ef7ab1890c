/**
 * Idempotent importer for the bundled food tables (db/data/README.md).
 *
 * Two parts, each recorded in `food_imports` once it has completed:
 *
 * - **generic** — USDA foods (`source` sr_legacy / foundation / survey_fndds) from
 *   `foods.csv(.gz)` with their household portions from `portions.csv(.gz)`, indexed in
 *   `foods_fts`. About 2 s for the full 13,814 foods; done in ONE write transaction, so a crash
 *   leaves the previous state untouched.
 * - **products** — packaged products with a barcode, indexed together in `products_fts`:
 *   1. USDA Branded Foods (`source` branded, public domain) from `usda_branded.csv(.gz)`: brand,
 *      label serving, published kcal. Recorded on its own as `usda-branded` once written, so a
 *      resumed import does not write them again.
 *   2. Open Food Facts products (`source` off, ODbL) from `branded.csv(.gz)` plus any `off` rows
 *      inside `foods.csv(.gz)` (the sample keeps them there), except barcodes USDA has (USDA's
 *      row is preferred; Open Food Facts keeps the products sold outside the US).
 *   3. Brandless repeated names folded and the search index rebuilt (./trust.ts: rows whose
 *      values cannot be true are stored but never indexed).
 *   Written in chunked transactions (so that other writers are not locked out for long, and an
 *   in-process server keeps serving), which is why the part is recorded only at the very end and
 *   re-run after a crash. The rows are held in typed-array columns while they are read and
 *   ordered, one source at a time (the first boot runs this beside the server: measured 462 ->
 *   355 MB Pss for both together against plain arrays, before the USDA rows came; with them,
 *   361 MB Pss and 49 s of CPU for the product part, against 304 MB and 28 s for the 695,325
 *   Open Food Facts rows alone).
 *
 * Both parts **upsert** (generic keyed on `fdc_id`, products on `gtin14`), so re-running after a
 * crash or after a data update keeps the ids of foods that were already there (diary entries,
 * favourites and recipes keep pointing at the same food); rows that disappeared from the files
 * are deleted at the end. The FTS indexes are rebuilt from `foods` each time (`delete-all`, then
 * `INSERT … SELECT`); `foods_fts` and `products_fts` are owned by this importer.
 *
 * Files, one job each: `files.ts` (locating and hashing the data), `csv.ts` (reading CSV cells),
 * `read.ts` (rows from the files), `product-table.ts` (the typed-array product store),
 * `ranks.ts` (search ranks), `trust.ts` (impossible values, folded names, label servings),
 * `generic.ts` and `products.ts` (writing each part), `micronutrients.ts` (the generic foods'
 * micronutrients, their own recorded part), `serving-refresh.ts`
 * (re-applying the default-serving rule), `sql.ts` (columns, transactions, `food_imports`).
 * This module reads no configuration: the command line is scripts/import-foods.ts.
 */
import path from 'node:path'
import type { Client } from '@libsql/client'
import { SERVING_RULE_VERSION } from '../../app/domain/nutrition/index.ts'
import type { Db } from '../client.ts'
import { locateFiles, sha256File, sha256Text } from './files.ts'
import { describeCounts, fmt, seconds } from './format.ts'
import { importGeneric } from './generic.ts'
import { ProductTable } from './product-table.ts'
import { indexProducts, upsertProducts } from './products.ts'
import { GtinSet, readFoodsFile, readPortionsFile, readProducts } from './read.ts'
import { applyMicronutrients } from './micronutrients.ts'
import { rederiveServings, SERVING_RULE_PART } from './serving-refresh.ts'
import { inTransaction, readImports, recordImport } from './sql.ts'
import { foldDuplicates } from './trust.ts'
import type { DataFiles } from './files.ts'
import type { ImportFoodsOptions, ImportFoodsResult } from './types.ts'

export { GENERIC_SOURCES, ImportInterruptedError, type ImportFoodsOptions, type ImportFoodsResult, type ImportPart } from './types.ts'
export { genericSearchRank } from './ranks.ts'
export { rederiveServings, SERVING_RULE_PART } from './serving-refresh.ts'
export { cleanHousehold, isImpossible } from './trust.ts'
/** The barcode normaliser and Atwater estimate the importer uses: the nutrition module's, the app's only ones. */
export { atwaterKcal, toGtin14 } from '../../app/domain/nutrition/index.ts'

/**
 * Imports the bundled foods into `db` (which must be migrated). Idempotent: a part whose source
 * files have the same SHA-256 as the completed import recorded in `food_imports` is skipped.
 *
 * @returns row counts per part (see {@link ImportFoodsResult}) and whether everything was skipped.
 * @throws Error when `foods.csv(.gz)` / `portions.csv(.gz)` are missing from `dataDir` or lack
 *   an expected column; database errors propagate (the generic part is then rolled back; the
 *   products part is redone on the next run).
 */
export async function importFoods(db: Db, opts: ImportFoodsOptions): Promise<ImportFoodsResult> {
	const only = opts.only ?? 'all'
	const log = opts.log ?? (() => {})
	const client = db.$client
	const files = locateFiles(opts.dataDir)
	const fileHashes = {
		foods: await sha256File(files.foods),
		portions: await sha256File(files.portions),
		branded: files.branded ? await sha256File(files.branded) : 'none',
		usdaBranded: files.usdaBranded ? await sha256File(files.usdaBranded) : 'none',
	}
	const genericSha = sha256Text(`foods:${fileHashes.foods}\nportions:${fileHashes.portions}`)
	const productsSha = sha256Text(`foods:${fileHashes.foods}\nbranded:${fileHashes.branded}\nusda:${fileHashes.usdaBranded}`)
	const done = await readImports(client)

	const wantGeneric = only !== 'products' && done.get('generic')?.sha256 !== genericSha
	const wantProducts = only !== 'generic' && done.get('products')?.sha256 !== productsSha
	const result: ImportFoodsResult = {
		generic: done.get('generic')?.rows ?? 0,
		products: done.get('products')?.rows ?? 0,
		branded: done.get(USDA_PART)?.rows ?? 0,
		skipped: !wantGeneric && !wantProducts,
	}
	// A database imported under an older default-serving rule gets its servings re-derived
	// from the stored portions (no re-import); a fresh generic import applies the rule itself.
	if (!wantGeneric && only !== 'products' && done.has('generic') && done.get(SERVING_RULE_PART)?.sha256 !== SERVING_RULE_VERSION) {
		const changed = await rederiveServings(client)
		log(`foods: default servings re-derived (${SERVING_RULE_VERSION}): ${fmt(changed)} foods changed`)
	}
	// A database imported before the micronutrients (or under an older file) gets them without a re-import.
	if (!wantGeneric && only !== 'products' && done.has('generic')) await applyMicronutrients(client, opts.dataDir, genericSha, done, log)
	if (result.skipped) {
		log(`foods: already imported (${describeCounts(result)}), nothing to do`)
		return result
	}
	if (only !== 'products' && !wantGeneric) log(`foods: ${fmt(result.generic)} generic foods already imported`)
	if (only !== 'generic' && !wantProducts) log(`foods: ${fmt(result.products)} products already imported`)

	if (wantGeneric) {
		const started = performance.now()
		const { generic } = await readFoodsFile(files.foods, true)
		const portions = await readPortionsFile(files.portions)
		result.generic = await importGeneric(client, generic, portions, genericSha)
		log(`foods: imported ${fmt(result.generic)} generic foods in ${seconds(started)}`)
		await applyMicronutrients(client, opts.dataDir, genericSha, done, log)
	}
	if (wantProducts) {
		const started = performance.now()
		// Not complete any more until the end (a crash in between must not look like success).
		await client.execute({ sql: `DELETE FROM food_imports WHERE file = ?`, args: ['products'] })
		const usdaSha = sha256Text(`usda:${fileHashes.usdaBranded}`)
		const usda = done.get(USDA_PART)?.sha256 === usdaSha ? null : await importUsdaBranded(client, files, usdaSha, log, opts.signal)
		if (usda) result.branded = usda.rows
		else log(`foods: ${fmt(result.branded)} USDA branded products already imported`)
		const superseded = usda?.codes ?? (await storedBarcodes(client, 'branded'))

		// Its own function, so that the product table is garbage before the folding and indexing.
		result.products = await importOpenFoodFacts(client, files, superseded, log, opts.signal)
		const folded = await foldDuplicates(client, log, opts.signal)
		const indexed = await indexProducts(client, log, opts.signal)
		await inTransaction(client, (tx) => recordImport(tx, 'products', result.products, productsSha))
		log(`foods: imported ${fmt(result.products)} Open Food Facts and ${fmt(result.branded)} USDA products in ${seconds(started)}; ${fmt(indexed)} searchable, ${fmt(folded)} folded into a product of the same name, ${fmt(await countHidden(client))} hidden for impossible values`)
	}
	return result
}

/** The `food_imports` row of the USDA Branded Foods half of the products part. */
const USDA_PART = 'usda-branded'

/**
 * Writes the USDA Branded Foods (or deletes them all when the file is absent) and records them.
 * @returns the number written and their barcodes, which Open Food Facts then leaves to USDA.
 */
async function importUsdaBranded(client: Client, files: DataFiles, sha: string, log: (msg: string) => void, signal?: AbortSignal) {
	const started = performance.now()
	await client.execute({ sql: `DELETE FROM food_imports WHERE file = ?`, args: [USDA_PART] })
	const table = new ProductTable('branded')
	if (files.usdaBranded) {
		log(`foods: reading ${path.basename(files.usdaBranded)}…`)
		await readProducts(files.usdaBranded, table)
	}
	const rows = await upsertProducts(client, table, log, signal)
	const codes = new GtinSet(Float64Array.from({ length: table.codes.length }, (_, i) => table.codes.get(i)))
	await inTransaction(client, (tx) => recordImport(tx, USDA_PART, rows, sha))
	log(`foods: imported ${fmt(rows)} USDA branded products in ${seconds(started)}`)
	return { rows, codes }
}

/**
 * Writes the Open Food Facts products of `branded.csv(.gz)` and of `foods.csv(.gz)` (the sample
 * keeps some there), except barcodes in `superseded` (USDA's).
 * @returns the number written.
 */
async function importOpenFoodFacts(client: Client, files: DataFiles, superseded: GtinSet, log: (msg: string) => void, signal?: AbortSignal) {
	const started = performance.now()
	const products = (await readFoodsFile(files.foods, false, superseded)).products
	if (files.branded) {
		log(`foods: reading ${path.basename(files.branded)}…`)
		await readProducts(files.branded, products, superseded)
		log(`foods: read ${fmt(products.length)} Open Food Facts products in ${seconds(started)}`)
	}
	return upsertProducts(client, products, log, signal)
}

/** Rows fetched per statement when reading stored barcodes. */
const BARCODES_PER_STATEMENT = 50_000

/** The barcodes of the stored products of `source`, read in slices (a resumed import). */
async function storedBarcodes(client: Client, source: 'branded'): Promise<GtinSet> {
	const codes: number[] = []
	let after = 0
	for (;;) {
		const res = await client.execute({
			// By id (the primary key): a walk in slices, not a sort of the barcode index.
			sql: `SELECT id, gtin14 FROM foods WHERE id > ? AND source = ? ORDER BY id LIMIT ?`,
			args: [after, source, BARCODES_PER_STATEMENT],
		})
		for (const row of res.rows) if (row.gtin14) codes.push(Number(row.gtin14))
		if (res.rows.length < BARCODES_PER_STATEMENT) break
		after = Number(res.rows.at(-1)!.id)
	}
	return new GtinSet(Float64Array.from(codes))
}

/** Products hidden for impossible values. */
async function countHidden(client: Client): Promise<number> {
	return Number((await client.execute(`SELECT count(*) AS n FROM foods WHERE hidden = 'impossible'`)).rows[0]?.n ?? 0)
}

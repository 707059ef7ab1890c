/**
 * Idempotent importer for the bundled food tables (db/data/README.md).
 *
 * Two parts, each recorded in `food_imports` once it has completed:
 *
 * - **generic** — USDA foods (`source` sr_legacy / foundation / survey_fndds) from
 *   `foods.csv(.gz)` with their household portions from `portions.csv(.gz)`, indexed in
 *   `foods_fts`. About 2 s for the full 13,814 foods; done in ONE write transaction, so a crash
 *   leaves the previous state untouched.
 * - **products** — Open Food Facts products (`source` off) from `branded.csv(.gz)` when present
 *   plus any `off` rows inside `foods.csv(.gz)` (the sample keeps them there), indexed in
 *   `products_fts`. About 20 s for the full 695,325 products; written in chunked transactions
 *   (so that other writers are not locked out for long, and an in-process server keeps serving),
 *   which is why the part is recorded only at the very end and re-run from the start after a
 *   crash. The rows are held in typed-array columns while they are read and ordered (the first
 *   boot runs this beside the server: measured 462 -> 355 MB Pss for both together
 *   against plain arrays).
 *
 * Both parts **upsert** (generic keyed on `fdc_id`, products on `gtin14`), so re-running after a
 * crash or after a data update keeps the ids of foods that were already there (diary entries,
 * favourites and recipes keep pointing at the same food); rows that disappeared from the files
 * are deleted at the end. The FTS indexes are rebuilt from `foods` each time (`delete-all`, then
 * `INSERT … SELECT`); `foods_fts` and `products_fts` are owned by this importer.
 *
 * Files, one job each: `files.ts` (locating and hashing the data), `csv.ts` (reading CSV cells),
 * `read.ts` (rows from the files), `product-table.ts` (the typed-array product store),
 * `ranks.ts` (search ranks), `generic.ts` and `products.ts` (writing each part), `serving-refresh.ts`
 * (re-applying the default-serving rule), `sql.ts` (columns, transactions, `food_imports`).
 * This module reads no configuration: the command line is scripts/import-foods.ts.
 */
import path from 'node:path'
import { SERVING_RULE_VERSION } from '../../app/domain/nutrition/index.ts'
import type { Db } from '../client.ts'
import { locateFiles, sha256File, sha256Text } from './files.ts'
import { describeCounts, fmt, seconds } from './format.ts'
import { importGeneric } from './generic.ts'
import { importProducts } from './products.ts'
import { readFoodsFile, readPortionsFile, readProducts } from './read.ts'
import { rederiveServings, SERVING_RULE_PART } from './serving-refresh.ts'
import { readImports } from './sql.ts'
import type { ImportFoodsOptions, ImportFoodsResult } from './types.ts'

export { GENERIC_SOURCES, ImportInterruptedError, type ImportFoodsOptions, type ImportFoodsResult, type ImportPart } from './types.ts'
export { genericSearchRank } from './ranks.ts'
export { rederiveServings, SERVING_RULE_PART } from './serving-refresh.ts'
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
	}
	const genericSha = sha256Text(`foods:${fileHashes.foods}\nportions:${fileHashes.portions}`)
	const productsSha = sha256Text(`foods:${fileHashes.foods}\nbranded:${fileHashes.branded}`)
	const done = await readImports(client)

	const wantGeneric = only !== 'products' && done.get('generic')?.sha256 !== genericSha
	const wantProducts = only !== 'generic' && done.get('products')?.sha256 !== productsSha
	const result: ImportFoodsResult = {
		generic: done.get('generic')?.rows ?? 0,
		products: done.get('products')?.rows ?? 0,
		skipped: !wantGeneric && !wantProducts,
	}
	// A database imported under an older default-serving rule gets its servings re-derived
	// from the stored portions (no re-import); a fresh generic import applies the rule itself.
	if (!wantGeneric && only !== 'products' && done.has('generic') && done.get(SERVING_RULE_PART)?.sha256 !== SERVING_RULE_VERSION) {
		const changed = await rederiveServings(client)
		log(`foods: default servings re-derived (${SERVING_RULE_VERSION}): ${fmt(changed)} foods changed`)
	}
	if (result.skipped) {
		log(`foods: already imported (${describeCounts(result)}), nothing to do`)
		return result
	}
	if (only !== 'products' && !wantGeneric) log(`foods: ${fmt(result.generic)} generic foods already imported`)
	if (only !== 'generic' && !wantProducts) log(`foods: ${fmt(result.products)} products already imported`)

	// foods.csv holds the generic foods and (in the sample) some products.
	const parsedFoods = await readFoodsFile(files.foods, wantGeneric)
	if (wantGeneric) {
		const started = performance.now()
		const portions = await readPortionsFile(files.portions)
		result.generic = await importGeneric(client, parsedFoods.generic.splice(0), portions, genericSha)
		log(`foods: imported ${fmt(result.generic)} generic foods in ${seconds(started)}`)
	}
	if (wantProducts) {
		const started = performance.now()
		const products = parsedFoods.products
		if (files.branded) {
			log(`foods: reading ${path.basename(files.branded)}…`)
			await readProducts(files.branded, products)
			log(`foods: read ${fmt(products.length)} products in ${seconds(started)}`)
		}
		result.products = await importProducts(client, products, productsSha, log, opts.signal)
		log(`foods: imported ${fmt(result.products)} products in ${seconds(started)}`)
	}
	return result
}

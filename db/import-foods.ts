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
 *   boot runs this beside the server: measured 462 -> 355 MB Pss for both together, issue 12).
 *
 * Both parts **upsert** (generic keyed on `fdc_id`, products on `gtin14`), so re-running after a
 * crash or after a data update keeps the ids of foods that were already there (diary entries,
 * favourites and recipes keep pointing at the same food); rows that disappeared from the files
 * are deleted at the end. The FTS indexes are rebuilt from `foods` each time (`delete-all`, then
 * `INSERT … SELECT`); `foods_fts` and `products_fts` are owned by this importer.
 *
 * Run directly as a CLI: `tsx db/import-foods.ts [--only generic|products|all] [--data-dir DIR]`.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createGunzip } from 'node:zlib'
import { parse } from 'csv-parse'
import type { Client, InArgs, Transaction } from '@libsql/client'
import { atwaterKcal, chooseDefaultServing, SERVING_RULE_VERSION, toGtin14, type HouseholdPortion } from '../app/domain/nutrition/index.ts'
import type { Db } from './client.ts'

/** The sources imported as the "generic" part. */
export const GENERIC_SOURCES = ['sr_legacy', 'foundation', 'survey_fndds'] as const
type GenericSource = (typeof GENERIC_SOURCES)[number]

/** Which part(s) to import. */
export type ImportPart = 'generic' | 'products' | 'all'

/** Options of {@link importFoods}. */
export interface ImportFoodsOptions {
	/** Folder holding foods.csv(.gz), portions.csv(.gz) and optionally branded.csv(.gz). */
	dataDir: string
	/** Default 'all'. 'generic' is fast (a few seconds) and lets a server start serving search. */
	only?: ImportPart
	/** Progress lines (default: none). */
	log?: (msg: string) => void
	/**
	 * Stops the product part between two write transactions (SIGTERM); it then throws
	 * ImportInterruptedError. The part is not recorded as done, so the next run resumes it.
	 */
	signal?: AbortSignal
}

/** The import was stopped through `signal`; the committed rows stay and the next run resumes. */
export class ImportInterruptedError extends Error {
	constructor() {
		super('food import interrupted; it resumes on the next run')
	}
}

/** What {@link importFoods} did. */
export interface ImportFoodsResult {
	/**
	 * Generic foods now in the database according to `food_imports` (imported by this call, or by
	 * an earlier one when skipped); 0 when the part was never imported.
	 */
	generic: number
	/** Same for Open Food Facts products. */
	products: number
	/** True when every requested part was already imported from identical files (nothing done). */
	skipped: boolean
}

/** Rows per multi-row INSERT statement (13 bound values each, well under SQLite's 32,766). */
const ROWS_PER_STATEMENT = 500
/** Product rows per write transaction: short enough not to starve other writers (5 s timeout). */
const PRODUCT_ROWS_PER_TRANSACTION = 25_000
/** Product ids indexed in products_fts per statement, and per write transaction. */
const FTS_ROWS_PER_STATEMENT = 20_000
const FTS_ROWS_PER_TRANSACTION = 100_000

const FOODS_FILE = 'foods.csv'
const PORTIONS_FILE = 'portions.csv'
const BRANDED_FILE = 'branded.csv'

const FOOD_COLUMNS = [
	'source',
	'fdc_id',
	'name',
	'brand',
	'gtin_upc',
	'category',
	'serving_size',
	'serving_unit',
	'household_serving',
	'kcal',
	'protein_g',
	'carbs_g',
	'fat_g',
	'fiber_g',
	'sugar_g',
	'sodium_mg',
] as const
const PORTION_COLUMNS = ['fdc_id', 'amount', 'unit', 'gram_weight', 'label'] as const

type SqlValue = string | number | null

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

// ---------------------------------------------------------------------------------------------
// Files

interface DataFiles {
	foods: string
	portions: string
	branded: string | null
}

function locateFiles(dataDir: string): DataFiles {
	const find = (base: string) => {
		for (const candidate of [`${base}.gz`, base]) {
			const file = path.resolve(dataDir, candidate)
			if (fs.existsSync(file)) return file
		}
		return null
	}
	const foods = find(FOODS_FILE)
	const portions = find(PORTIONS_FILE)
	if (!foods || !portions) {
		throw new Error(
			`importFoods: ${FOODS_FILE}(.gz) and ${PORTIONS_FILE}(.gz) are required in ${path.resolve(dataDir)}`,
		)
	}
	return { foods, portions, branded: find(BRANDED_FILE) }
}

async function sha256File(file: string): Promise<string> {
	const hash = createHash('sha256')
	for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer)
	return hash.digest('hex')
}

function sha256Text(text: string): string {
	return createHash('sha256').update(text).digest('hex')
}

/** Streams the records of a CSV file (gzip when the name ends in .gz), header row first. */
function readCsv(file: string): AsyncIterable<string[]> {
	const source: Readable = file.endsWith('.gz')
		? fs.createReadStream(file).pipe(createGunzip())
		: fs.createReadStream(file)
	const parser = parse({ bom: true, relax_column_count: false })
	source.on('error', (error) => parser.destroy(error))
	return source.pipe(parser)
}

/** Reads the header row and returns a getter for the named columns. */
function columnIndexes<const C extends readonly string[]>(
	file: string,
	header: string[] | undefined,
	wanted: C,
): Record<C[number], number> {
	const indexes = {} as Record<C[number], number>
	for (const name of wanted) {
		const i = header?.indexOf(name) ?? -1
		if (i < 0) throw new Error(`importFoods: ${path.basename(file)} has no "${name}" column`)
		indexes[name as C[number]] = i
	}
	return indexes
}

/** Empty cell → null (unknown, never zero); otherwise the number, or null when not numeric. */
function num(cell: string | undefined): number | null {
	if (cell === undefined || cell === '') return null
	const value = Number(cell)
	return Number.isFinite(value) ? value : null
}

function str(cell: string | undefined): string | null {
	if (cell === undefined) return null
	const value = cell.trim()
	return value === '' ? null : value
}

// ---------------------------------------------------------------------------------------------
// Generic foods

interface GenericRow {
	source: GenericSource
	fdcId: number
	name: string
	brand: string | null
	category: string | null
	servingSize: number | null
	servingUnit: string | null
	householdServing: string | null
	/** kcal, protein, carbs, fat, fiber, sugar, sodium — per 100 g, as published. */
	nutrients: [SqlValue, SqlValue, SqlValue, SqlValue, SqlValue, SqlValue, SqlValue]
}

/** Numbers kept per product, in this order (NaN = unknown). */
const PRODUCT_NUMBERS = ['kcal', 'protein_g', 'carbs_g', 'fat_g', 'fiber_g', 'sugar_g', 'sodium_mg', 'serving_size'] as const
const N = PRODUCT_NUMBERS.length

/** Rows per chunk of a {@link NumberColumn}. */
const CHUNK_ROWS = 1 << 16

/**
 * A growing column of `width` numbers per row in typed-array chunks of {@link CHUNK_ROWS} rows:
 * outside the JavaScript heap, no copy when it grows and no slack beyond the last chunk (a plain
 * array of 5.6 M doubles grows by copying and keeps up to half again as much spare).
 */
class NumberColumn {
	readonly #chunks: Array<Float64Array | Uint8Array> = []
	#length = 0
	constructor(
		readonly kind: 'f64' | 'u8',
		readonly width = 1,
	) {}

	push(...values: number[]): void {
		const row = this.#length % CHUNK_ROWS
		if (row === 0) this.#chunks.push(this.kind === 'f64' ? new Float64Array(CHUNK_ROWS * this.width) : new Uint8Array(CHUNK_ROWS * this.width))
		const chunk = this.#chunks.at(-1)!
		for (let k = 0; k < this.width; k++) chunk[row * this.width + k] = values[k]!
		this.#length++
	}

	get(i: number, k = 0): number {
		return this.#chunks[Math.floor(i / CHUNK_ROWS)]![(i % CHUNK_ROWS) * this.width + k]!
	}

	get length(): number {
		return this.#length
	}
}

/**
 * The products read so far, stored by column to keep 695K of them small: names, barcodes as
 * numbers (14 digits fit a double exactly) plus their published length, and the numbers in
 * typed-array columns outside the JavaScript heap (issue 12, memory: with plain arrays and a Set
 * of seen barcodes the import held 157 MB of live heap and its process peaked at 380-480 MB
 * RSS while the first boot's server ran beside it; a 512 MB machine could not hold both). The
 * text fields Open Food Facts rows leave empty (brand, category, serving unit, household
 * serving) are kept only for rows that have them. A barcode seen before is dropped when the
 * order is made ({@link orderByNameLength}), keeping the file's first row for it.
 */
class ProductTable {
	readonly names: string[] = []
	/** GTIN-14 as a number. */
	readonly codes = new NumberColumn('f64')
	/** Digits of the barcode as published (8, 12, 13 or 14). */
	readonly codeLengths = new NumberColumn('u8')
	/** {@link N} numbers per row, NaN when empty. */
	readonly numbers = new NumberColumn('f64', N)
	/** 1 when the row's kcal is an Atwater estimate. */
	readonly kcalEstimated = new NumberColumn('u8')
	readonly extras = new Map<number, [brand: string | null, category: string | null, servingUnit: string | null, householdServing: string | null]>()
	skipped = 0

	/** Rows read, including any that repeat an earlier row's barcode. */
	get length(): number {
		return this.names.length
	}

	gtinUpc(i: number): string {
		return String(this.codes.get(i)).padStart(this.codeLengths.get(i), '0')
	}

	gtin14(i: number): string {
		return String(this.codes.get(i)).padStart(14, '0')
	}

	number(i: number, column: number): number | null {
		const value = this.numbers.get(i, column)
		return Number.isNaN(value) ? null : value
	}

	/** 1 for each row whose barcode an earlier row already has (that earlier row is the one kept). */
	repeatedBarcodes(): Uint8Array {
		const n = this.length
		const codes = new Float64Array(n)
		for (let i = 0; i < n; i++) codes[i] = this.codes.get(i)
		const byCode = new Uint32Array(n)
		for (let i = 0; i < n; i++) byCode[i] = i
		byCode.sort((a, b) => codes[a]! - codes[b]! || a - b)
		const repeated = new Uint8Array(n)
		for (let k = 1; k < n; k++) if (codes[byCode[k]!] === codes[byCode[k - 1]!]) repeated[byCode[k]!] = 1
		return repeated
	}

	/**
	 * Row indexes by name length, shortest first; equal lengths keep file order (counting sort).
	 * Rows repeating an earlier row's barcode are left out.
	 */
	orderByNameLength(): Uint32Array {
		const repeated = this.repeatedBarcodes()
		const lengths = this.names.map((name) => name.length)
		const max = lengths.reduce((m, l) => Math.max(m, l), 0)
		const starts = new Uint32Array(max + 2)
		let kept = 0
		lengths.forEach((l, i) => {
			if (repeated[i]) return
			starts[l + 1]!++
			kept++
		})
		for (let l = 1; l < starts.length; l++) starts[l]! += starts[l - 1]!
		const order = new Uint32Array(kept)
		lengths.forEach((l, i) => {
			if (!repeated[i]) order[starts[l]!++] = i
		})
		return order
	}
}

interface PortionRow {
	amount: number
	unit: string
	gramWeight: number
	label: string
}

async function readFoodsFile(file: string, withGeneric: boolean) {
	const generic: GenericRow[] = []
	const products = new ProductTable()
	let c: Record<(typeof FOOD_COLUMNS)[number], number> | undefined
	for await (const record of readCsv(file)) {
		if (!c) {
			c = columnIndexes(file, record, FOOD_COLUMNS)
			continue
		}
		const source = record[c.source]
		if (source === 'off') {
			addProduct(products, record, c)
			continue
		}
		if (!withGeneric || !isGenericSource(source)) continue
		const fdcId = num(record[c.fdc_id])
		const name = str(record[c.name])
		if (fdcId === null || !Number.isInteger(fdcId) || !name) continue
		generic.push({
			source,
			fdcId,
			name,
			brand: str(record[c.brand]),
			category: str(record[c.category]),
			servingSize: num(record[c.serving_size]),
			servingUnit: str(record[c.serving_unit]),
			householdServing: str(record[c.household_serving]),
			nutrients: [
				num(record[c.kcal]),
				num(record[c.protein_g]),
				num(record[c.carbs_g]),
				num(record[c.fat_g]),
				num(record[c.fiber_g]),
				num(record[c.sugar_g]),
				num(record[c.sodium_mg]),
			],
		})
	}
	return { generic, products }
}

function isGenericSource(source: string | undefined): source is GenericSource {
	return (GENERIC_SOURCES as readonly (string | undefined)[]).includes(source)
}

/** Portions grouped by fdc_id, in file order (which becomes `seq`). */
async function readPortionsFile(file: string): Promise<Map<number, PortionRow[]>> {
	const byFood = new Map<number, PortionRow[]>()
	let c: Record<(typeof PORTION_COLUMNS)[number], number> | undefined
	for await (const record of readCsv(file)) {
		if (!c) {
			c = columnIndexes(file, record, PORTION_COLUMNS)
			continue
		}
		const fdcId = num(record[c.fdc_id])
		const amount = num(record[c.amount])
		const gramWeight = num(record[c.gram_weight])
		const unit = str(record[c.unit])
		// Kept as published, including the few SR Legacy rows with amount 0 ("0 cup" = 142 g);
		// unit conversions skip portions without a positive amount and weight.
		if (fdcId === null || amount === null || gramWeight === null || !unit) continue
		const label = str(record[c.label]) ?? `${amount} ${unit}`
		let list = byFood.get(fdcId)
		if (!list) byFood.set(fdcId, (list = []))
		list.push({ amount, unit, gramWeight, label })
	}
	return byFood
}

/**
 * Search tie-breaker for a generic food; lower ranks first. `searchFoods` puts foods whose name
 * *is* the query first, then orders by `20 × bm25 + search_rank` (bm25 ≈ −3…−10), so this rank
 * decides between foods that match the query about equally well. It is the sum of:
 *
 * - source: SR Legacy and Foundation 0, FNDDS (survey_fndds: foods as eaten, often mixed
 *   dishes) +150;
 * - "X, NFS" (FNDDS's "not further specified" entry, the generic form of X: "Milk, NFS") −220;
 *   NFS elsewhere in the name −60;
 * - category: baby foods and infant formula +400; fast food, restaurant and American Indian /
 *   Alaska Native foods +250; "Meals, Entrees, and Side Dishes" +100;
 * - a branded name (a word of 3+ capitals, e.g. KRAFT, McDONALD'S) +200;
 * - a "raw" segment −120 (a raw staple is what most people log first); a "whole" segment −15;
 * - +40 per qualifier that marks a processed or unusual form (canned, dried, dehydrated, frozen,
 *   powder, mix, concentrate, imitation, human, sheep, goat, buffalo, school, institutional, …);
 * - +25 per comma segment after the first (more qualifiers = more specific);
 * - +1 per character of the name (without USDA's "(Includes foods for USDA's Food Distribution
 *   Program)" note), capped at 150.
 *
 * Examples: "Bananas, raw" −83, "Milk, NFS" −36, "Milk, sheep, fluid" 108, "Banana bread" (FNDDS) 162.
 */
export function genericSearchRank(food: { source: string; name: string; category: string | null }): number {
	let rank = 0
	if (food.source === 'survey_fndds') rank += 150
	const category = (food.category ?? '').toLowerCase()
	if (category.startsWith('baby') || category.startsWith('formula') || category === 'human milk') rank += 400
	else if (
		category === 'fast foods' ||
		category === 'restaurant foods' ||
		category === 'american indian/alaska native foods'
	)
		rank += 250
	else if (category === 'meals, entrees, and side dishes') rank += 100
	const name = food.name.replace(/\s*\(Includes foods for USDA's Food Distribution Program\)/i, '').trim()
	if (/\b[A-Z][A-Z'&.-]*[A-Z]{2,}/.test(name.replace(/\b(NFS|NS|USDA|NLEA|RTE|RTF|UHT|DHA|II)\b/g, '')))
		rank += 200
	const segments = name.split(',').map((s) => s.trim().toLowerCase())
	if (segments.length === 2 && segments[1] === 'nfs') rank -= 220
	else if (/\bNFS\b/.test(name)) rank -= 60
	if (segments.slice(1).includes('raw')) rank -= 120
	if (segments.slice(1).includes('whole')) rank -= 15
	rank += 40 * Math.min(2, (name.toLowerCase().match(UNUSUAL_FORM) ?? []).length)
	rank += 25 * (segments.length - 1)
	rank += Math.min(name.length, 150)
	return rank
}

const UNUSUAL_FORM =
	/\b(canned|dried|dehydrated|frozen|powder|powdered|mix|concentrate|imitation|human|sheep|goat|buffalo|school|institutional|industrial|producer|navajo|hopi|apache|shoshone|alaska native|low sodium|reduced sodium)\b/g

const FOOD_INSERT_COLUMNS = [
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
	'protein_g',
	'carbs_g',
	'fat_g',
	'fiber_g',
	'sugar_g',
	'sodium_mg',
	'search_rank',
] as const
const FOOD_UPDATE_SET = FOOD_INSERT_COLUMNS.filter((col) => col !== 'fdc_id' && col !== 'gtin14')
	.map((col) => `${col} = excluded.${col}`)
	.join(', ')
const FOOD_ROW_PLACEHOLDER = `(${FOOD_INSERT_COLUMNS.map(() => '?').join(', ')})`
/** Generic foods; `fdc_id > 0` lets SQLite use the fdc_id index instead of scanning 700K rows. */
const GENERIC_WHERE = `fdc_id > 0 AND source IN (${GENERIC_SOURCES.map((s) => `'${s}'`).join(', ')})`

/**
 * The row values of a generic food. Its serving columns follow the default-serving rule
 * (`chooseDefaultServing`, docs/decisions/007-default-serving.md) over its USDA portions; the
 * serving in the CSV (USDA's first portion) is only kept for a food without usable portions.
 */
function genericValues(food: GenericRow, portions: readonly HouseholdPortion[] = []): SqlValue[] {
	const chosen = chooseDefaultServing(food.name, portions)
	if (chosen) food = { ...food, ...chosen }
	const servingGrams = food.servingUnit === 'g' ? food.servingSize : null
	return [
		food.source,
		food.fdcId,
		null,
		null,
		food.name,
		food.brand,
		food.category,
		food.servingSize,
		food.servingUnit,
		food.householdServing,
		servingGrams,
		'per100g',
		...food.nutrients.slice(0, 1),
		0,
		...food.nutrients.slice(1),
		genericSearchRank(food),
	]
}

async function importGeneric(
	client: Client,
	foods: GenericRow[],
	portions: Map<number, PortionRow[]>,
	sha: string,
): Promise<number> {
	// The CSV is unique on fdc_id; keep the first row should a later file not be.
	const unique = new Map<number, GenericRow>()
	for (const food of foods) if (!unique.has(food.fdcId)) unique.set(food.fdcId, food)
	const rows = [...unique.values()]

	const tx = await client.transaction('write')
	try {
		await tx.execute(`INSERT INTO foods_fts(foods_fts) VALUES ('delete-all')`)
		await tx.execute(
			`DELETE FROM food_portions WHERE food_id IN (SELECT id FROM foods WHERE ${GENERIC_WHERE})`,
		)
		const existing = Number(
			(await tx.execute(`SELECT count(*) AS n FROM foods WHERE ${GENERIC_WHERE}`)).rows[0]?.n ?? 0,
		)

		const idByFdc = new Map<number, number>()
		for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
			const chunk = rows.slice(i, i + ROWS_PER_STATEMENT)
			const res = await tx.execute({
				sql:
					`INSERT INTO foods (${FOOD_INSERT_COLUMNS.join(', ')}) VALUES ${chunk.map(() => FOOD_ROW_PLACEHOLDER).join(', ')} ` +
					`ON CONFLICT (fdc_id) DO UPDATE SET ${FOOD_UPDATE_SET} RETURNING id, fdc_id`,
				args: chunk.flatMap((food) => genericValues(food, portions.get(food.fdcId))),
			})
			for (const row of res.rows) idByFdc.set(Number(row.fdc_id), Number(row.id))
		}
		if (existing > 0) {
			// Foods dropped from the data since the last import.
			await tx.execute({
				sql: `DELETE FROM foods WHERE ${GENERIC_WHERE} AND fdc_id NOT IN (SELECT value FROM json_each(?))`,
				args: [JSON.stringify(rows.map((r) => r.fdcId))],
			})
		}

		const portionValues: SqlValue[][] = []
		for (const [fdcId, list] of portions) {
			const foodId = idByFdc.get(fdcId)
			if (foodId === undefined) continue
			list.forEach((p, seq) => portionValues.push([foodId, seq, p.amount, p.unit, p.gramWeight, p.label]))
		}
		for (let i = 0; i < portionValues.length; i += ROWS_PER_STATEMENT) {
			const chunk = portionValues.slice(i, i + ROWS_PER_STATEMENT)
			await tx.execute({
				sql: `INSERT INTO food_portions (food_id, seq, amount, unit, gram_weight, label) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
				args: chunk.flat(),
			})
		}

		await tx.execute(
			`INSERT INTO foods_fts(rowid, name) SELECT id, name FROM foods WHERE ${GENERIC_WHERE} ORDER BY id`,
		)
		await recordImport(tx, 'generic', rows.length, sha)
		await recordImport(tx, SERVING_RULE_PART, rows.length, SERVING_RULE_VERSION)
		await tx.commit()
	} finally {
		tx.close()
	}
	return rows.length
}

/** `food_imports` row recording which default-serving rule the generic foods' servings follow. */
export const SERVING_RULE_PART = 'serving-rule'

/**
 * Applies the current default-serving rule to every generic food already in the database, from
 * its stored `food_portions`, in one write transaction, and records {@link SERVING_RULE_VERSION}.
 * Idempotent; foods without usable portions keep their serving. Diary entries are snapshots
 * (ADR 003) and do not change.
 *
 * @returns the number of foods whose serving changed.
 */
export async function rederiveServings(client: Client): Promise<number> {
	const foodsRes = await client.execute(`SELECT id, name, serving_size, household_serving FROM foods WHERE ${GENERIC_WHERE}`)
	const portionsRes = await client.execute(
		`SELECT food_id, amount, unit, gram_weight FROM food_portions WHERE food_id IN (SELECT id FROM foods WHERE ${GENERIC_WHERE}) ORDER BY food_id, seq`,
	)
	const byFood = new Map<number, HouseholdPortion[]>()
	for (const r of portionsRes.rows) {
		const id = Number(r.food_id)
		let list = byFood.get(id)
		if (!list) byFood.set(id, (list = []))
		list.push({ amount: Number(r.amount), unit: String(r.unit), gramWeight: Number(r.gram_weight) })
	}
	const updates: SqlValue[][] = []
	for (const r of foodsRes.rows) {
		const chosen = chooseDefaultServing(String(r.name), byFood.get(Number(r.id)) ?? [])
		if (!chosen || (Number(r.serving_size) === chosen.servingSize && r.household_serving === chosen.householdServing)) continue
		updates.push([chosen.servingSize, chosen.servingUnit, chosen.householdServing, chosen.servingSize, Number(r.id)])
	}
	const tx = await client.transaction('write')
	try {
		for (const args of updates) {
			await tx.execute({ sql: `UPDATE foods SET serving_size = ?, serving_unit = ?, household_serving = ?, serving_grams = ? WHERE id = ?`, args })
		}
		await recordImport(tx, SERVING_RULE_PART, foodsRes.rows.length, SERVING_RULE_VERSION)
		await tx.commit()
	} finally {
		tx.close()
	}
	return updates.length
}

// ---------------------------------------------------------------------------------------------
// Products (Open Food Facts)

// One barcode normaliser and one Atwater function for the whole app (app/domain/nutrition/).
export { atwaterKcal, toGtin14 }

function addProduct(
	table: ProductTable,
	record: string[],
	c: Record<(typeof FOOD_COLUMNS)[number], number>,
): void {
	const name = str(record[c.name])
	const gtinUpc = str(record[c.gtin_upc])?.replace(/\D/g, '') ?? ''
	const gtin14 = toGtin14(gtinUpc)
	if (!name || !gtin14) {
		table.skipped++
		return
	}
	const i = table.length
	table.names.push(name)
	table.codes.push(Number(gtin14))
	table.codeLengths.push(gtinUpc.length)
	const protein = num(record[c.protein_g])
	const carbs = num(record[c.carbs_g])
	const fat = num(record[c.fat_g])
	const published = num(record[c.kcal])
	const estimated = published === null ? atwaterKcal(protein, carbs, fat) : null
	table.kcalEstimated.push(estimated !== null ? 1 : 0)
	table.numbers.push(
		...[
			published ?? estimated,
			protein,
			carbs,
			fat,
			num(record[c.fiber_g]),
			num(record[c.sugar_g]),
			num(record[c.sodium_mg]),
			num(record[c.serving_size]),
		].map((value) => value ?? Number.NaN),
	)
	const extras = [
		str(record[c.brand]),
		str(record[c.category]),
		str(record[c.serving_unit]),
		str(record[c.household_serving]),
	] as const
	if (extras.some((e) => e !== null)) table.extras.set(i, [...extras])
}

async function readProducts(file: string, table: ProductTable): Promise<void> {
	let c: Record<(typeof FOOD_COLUMNS)[number], number> | undefined
	for await (const record of readCsv(file)) {
		if (!c) {
			c = columnIndexes(file, record, FOOD_COLUMNS)
			continue
		}
		if (record[c.source] === 'off') addProduct(table, record, c)
	}
}

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

async function importProducts(
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

// ---------------------------------------------------------------------------------------------
// Helpers

async function inTransaction(client: Client, fn: (tx: Transaction) => Promise<void>): Promise<void> {
	const tx = await client.transaction('write')
	try {
		await fn(tx)
		await tx.commit()
	} finally {
		tx.close()
	}
}

async function readImports(client: Client): Promise<Map<string, { rows: number; sha256: string }>> {
	const res = await client.execute(`SELECT file, rows, sha256 FROM food_imports`)
	return new Map(res.rows.map((r) => [String(r.file), { rows: Number(r.rows), sha256: String(r.sha256) }]))
}

async function recordImport(tx: Transaction, file: string, rows: number, sha: string): Promise<void> {
	await tx.execute({
		sql: `INSERT INTO food_imports (file, rows, sha256, finished_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (file) DO UPDATE SET rows = excluded.rows, sha256 = excluded.sha256, finished_at = excluded.finished_at`,
		args: [file, rows, sha, Date.now()],
	})
}

/** Lets an in-process server handle requests between statements (libSQL calls are synchronous). */
function yieldToEventLoop(): Promise<void> {
	return new Promise((resolve) => setImmediate(resolve))
}

function fmt(n: number): string {
	return n.toLocaleString('en-US')
}

function seconds(started: number): string {
	return `${((performance.now() - started) / 1000).toFixed(1)} s`
}

function describeCounts(r: ImportFoodsResult): string {
	return `${fmt(r.generic)} generic foods, ${fmt(r.products)} products`
}

// ---------------------------------------------------------------------------------------------
// CLI

class UsageError extends Error {}

function parseArgs(argv: string[]): { only: ImportPart; dataDir: string } {
	let only: ImportPart = 'all'
	let dataDir = fileURLToPath(new URL('./data', import.meta.url))
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i]
		const value = () => {
			const v = argv[++i]
			if (v === undefined) throw new UsageError(`${arg} needs a value`)
			return v
		}
		if (arg === '--only') {
			const v = value()
			if (v !== 'generic' && v !== 'products' && v !== 'all') throw new UsageError(`--only must be generic, products or all`)
			only = v
		} else if (arg?.startsWith('--only=')) {
			const v = arg.slice('--only='.length)
			if (v !== 'generic' && v !== 'products' && v !== 'all') throw new UsageError(`--only must be generic, products or all`)
			only = v
		} else if (arg === '--data-dir') dataDir = path.resolve(value())
		else if (arg?.startsWith('--data-dir=')) dataDir = path.resolve(arg.slice('--data-dir='.length))
		else throw new UsageError(`Unknown argument ${arg}. Usage: tsx db/import-foods.ts [--only generic|products|all] [--data-dir DIR]`)
	}
	return { only, dataDir }
}

async function main() {
	const { only, dataDir } = parseArgs(process.argv.slice(2))
	// The validated configuration: a bad variable stops `npm start` here, before the server starts.
	const { getEnv } = await import('#app/utils/env.server.ts')
	const { DATABASE_URL, DATABASE_AUTH_TOKEN } = getEnv()
	const { createDb, preparePragmas } = await import('./client.ts') // creates ./data when missing
	const { runMigrations } = await import('./migrate.ts')
	const db = createDb(DATABASE_URL, DATABASE_AUTH_TOKEN)
	await preparePragmas(db)
	await runMigrations(db)
	const started = performance.now()
	// SIGTERM/SIGINT (a machine stopping): finish the current transaction, close the DB, exit 0.
	const stop = new AbortController()
	for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => stop.abort())
	try {
		const result = await importFoods(db, { dataDir, only, log: (msg) => console.log(msg), signal: stop.signal })
		if (!result.skipped) console.log(`foods: done in ${seconds(started)} (${describeCounts(result)})`)
	} catch (error) {
		if (!(error instanceof ImportInterruptedError)) throw error
		console.log(`foods: ${error.message}`)
	}
	if (db.$client.protocol === 'file') await db.$client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
	db.$client.close()
}

const entry = process.argv[1]
if (entry && import.meta.url === pathToFileURL(fs.existsSync(entry) ? fs.realpathSync(entry) : entry).href) {
	main().catch((error: unknown) => {
		if (error instanceof UsageError) console.error(error.message)
		else console.error(error instanceof Error ? (error.stack ?? error.message) : error)
		process.exit(error instanceof UsageError ? 2 : 1)
	})
}

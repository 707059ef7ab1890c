/**
 * Reading the bundled food files into rows: generic foods (USDA), their household portions, and
 * packaged products — Open Food Facts and USDA Branded Foods — (into a {@link ProductTable}). Rows
 * without a usable id or name are left out; a product's missing kcal is estimated with Atwater
 * factors; a product whose values cannot be true is marked (./trust.ts).
 */
import { atwaterKcal, toGtin14 } from '../../app/domain/nutrition/index.ts'
import { columnIndexes, num, readCsv, str } from './csv.ts'
import { ProductTable } from './product-table.ts'
import { cleanHousehold, isImpossible } from './trust.ts'
import { GENERIC_SOURCES, MACRO_COLUMNS, type GenericSource, type SqlValue } from './types.ts'

/** The columns read from foods.csv and branded.csv. */
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
	...MACRO_COLUMNS,
] as const
/** The columns read from portions.csv. */
const PORTION_COLUMNS = ['fdc_id', 'amount', 'unit', 'gram_weight', 'label'] as const

/** A generic food as read from foods.csv. */
export interface GenericRow {
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

/** A household portion as read from portions.csv. */
export interface PortionRow {
	amount: number
	unit: string
	gramWeight: number
	label: string
}

/**
 * Reads foods.csv(.gz): its products (`source` off, but not barcodes in `superseded`) always, its
 * generic foods when `withGeneric`.
 * @throws Error when a column is missing.
 */
export async function readFoodsFile(file: string, withGeneric: boolean, superseded?: GtinSet) {
	const generic: GenericRow[] = []
	const products = new ProductTable('off')
	let c: Record<(typeof FOOD_COLUMNS)[number], number> | undefined
	for await (const record of readCsv(file)) {
		if (!c) {
			c = columnIndexes(file, record, FOOD_COLUMNS)
			continue
		}
		const source = record[c.source]
		if (source === 'off') {
			addProduct(products, record, c, superseded)
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

/**
 * Portions grouped by fdc_id, in file order (which becomes `seq`).
 * @throws Error when a column is missing.
 */
export async function readPortionsFile(file: string): Promise<Map<number, PortionRow[]>> {
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

function addProduct(
	table: ProductTable,
	record: string[],
	c: Record<(typeof FOOD_COLUMNS)[number], number>,
	superseded?: GtinSet,
): void {
	const name = str(record[c.name])
	const gtinUpc = str(record[c.gtin_upc])?.replace(/\D/g, '') ?? ''
	const gtin14 = toGtin14(gtinUpc)
	if (!name || !gtin14) {
		table.skipped++
		return
	}
	if (superseded?.has(Number(gtin14))) {
		table.superseded++
		return
	}
	table.names.push(name)
	table.codes.push(Number(gtin14))
	table.codeLengths.push(gtinUpc.length)
	const protein = num(record[c.protein_g])
	const carbs = num(record[c.carbs_g])
	const fat = num(record[c.fat_g])
	const published = num(record[c.kcal])
	const estimated = published === null ? atwaterKcal(protein, carbs, fat) : null
	const kcal = published ?? estimated
	table.kcalEstimated.push(estimated !== null ? 1 : 0)
	table.impossible.push(isImpossible(kcal, protein, carbs, fat) ? 1 : 0)
	table.numbers.push(
		...[
			kcal,
			protein,
			carbs,
			fat,
			num(record[c.fiber_g]),
			num(record[c.sugar_g]),
			num(record[c.sodium_mg]),
			num(record[c.serving_size]),
		].map((value) => value ?? Number.NaN),
	)
	const household = str(record[c.household_serving])
	table.pushTexts({
		brand: str(record[c.brand]),
		category: str(record[c.category]),
		serving_unit: str(record[c.serving_unit]),
		household_serving: table.source === 'branded' ? cleanHousehold(household) : household,
	})
}

/** Barcodes (GTIN-14 as numbers) whose rows another source supplies: a sorted typed array. */
export class GtinSet {
	constructor(readonly codes: Float64Array) {
		this.codes.sort()
	}

	get size(): number {
		return this.codes.length
	}

	has(code: number): boolean {
		let lo = 0
		let hi = this.codes.length - 1
		while (lo <= hi) {
			const mid = (lo + hi) >>> 1
			const value = this.codes[mid]!
			if (value === code) return true
			if (value < code) lo = mid + 1
			else hi = mid - 1
		}
		return false
	}
}

/**
 * Adds the rows of `table.source` in `file` (branded.csv(.gz) for `off`, usda_branded.csv(.gz)
 * for `branded`) to `table`, leaving out barcodes in `superseded` (the USDA barcodes, when reading
 * Open Food Facts: USDA's row carries the brand, the label serving and the published kcal).
 * @throws Error when a column is missing.
 */
export async function readProducts(file: string, table: ProductTable, superseded?: GtinSet): Promise<void> {
	let c: Record<(typeof FOOD_COLUMNS)[number], number> | undefined
	for await (const record of readCsv(file)) {
		if (!c) {
			c = columnIndexes(file, record, FOOD_COLUMNS)
			continue
		}
		if (record[c.source] === table.source) addProduct(table, record, c, superseded)
	}
}

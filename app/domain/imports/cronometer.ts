/**
 * Cronometer's exports (Account → Export Data): `servings.csv`, one row per food logged with every
 * nutrient Cronometer tracks (amounts eaten), and `biometrics.csv`, one row per measurement.
 * Columns as Cronometer names them: 'Day' (YYYY-MM-DD), 'Group' (Breakfast, Lunch, Dinner, Snacks or
 * Uncategorized), 'Food Name', 'Amount' ('1.00 cup'), 'Energy (kcal)', 'Protein (g)'… A 'µg' unit
 * may be written 'ug'. Vitamin D is in IU (× 0.025 µg, the IU definition for vitamin D).
 */
import type { MicronutrientKey } from '#app/domain/nutrition/micronutrients.ts'
import { csvRows, dateCell, hasColumns, mealTypeOf, numberCell, type CsvRow } from './csv.ts'
import type { EntryRecord, ImportInput, ImportRecord, Importer } from './types.ts'
import { weightToKg } from './units.ts'

/** Cronometer's column → our micronutrient key (same unit unless `factor`). */
const MICROS: readonly (readonly [string, MicronutrientKey, number?])[] = [
	['Water (g)', 'water_g'],
	['Saturated (g)', 'saturated_fat_g'],
	['Monounsaturated (g)', 'monounsaturated_fat_g'],
	['Polyunsaturated (g)', 'polyunsaturated_fat_g'],
	['Cholesterol (mg)', 'cholesterol_mg'],
	['Calcium (mg)', 'calcium_mg'],
	['Iron (mg)', 'iron_mg'],
	['Magnesium (mg)', 'magnesium_mg'],
	['Phosphorus (mg)', 'phosphorus_mg'],
	['Potassium (mg)', 'potassium_mg'],
	['Zinc (mg)', 'zinc_mg'],
	['Copper (mg)', 'copper_mg'],
	['Manganese (mg)', 'manganese_mg'],
	['Selenium (ug)', 'selenium_ug'],
	['Vitamin C (mg)', 'vitamin_c_mg'],
	['B1 (Thiamine) (mg)', 'thiamin_mg'],
	['B2 (Riboflavin) (mg)', 'riboflavin_mg'],
	['B3 (Niacin) (mg)', 'niacin_mg'],
	['B5 (Pantothenic Acid) (mg)', 'pantothenic_acid_mg'],
	['B6 (Pyridoxine) (mg)', 'vitamin_b6_mg'],
	['Folate (ug)', 'folate_dfe_ug'],
	['Choline (mg)', 'choline_mg'],
	['B12 (Cobalamin) (ug)', 'vitamin_b12_ug'],
	['Vitamin A (ug)', 'vitamin_a_rae_ug'],
	['Vitamin E (mg)', 'vitamin_e_mg'],
	['Vitamin D (IU)', 'vitamin_d_ug', 0.025],
	['Vitamin K (ug)', 'vitamin_k_ug'],
	['Caffeine (mg)', 'caffeine_mg'],
	['Alcohol (g)', 'alcohol_g'],
]

/** A header as we look it up: 'µg' written 'ug'. */
const norm = (head: string) => head.replace(/µ|μ/g, 'u')

/** 'Amount' '1.50 cup' → quantity 1.5, unit 'cup'; grams when the unit is g. */
function amountOf(raw: string): { quantity: number; unit: string; grams: number | null } {
	const m = /^([\d.,]+)\s*(.*)$/.exec(raw.trim())
	const quantity = m ? Number(m[1]!.replace(/,/g, '')) : NaN
	if (!m || !Number.isFinite(quantity) || quantity <= 0) return { quantity: 1, unit: raw.trim().slice(0, 40) || 'serving', grams: null }
	const unit = m[2]!.trim().slice(0, 40) || 'serving'
	return { quantity, unit, grams: /^(g|grams?)$/i.test(unit) ? quantity : null }
}

/** The entry a Cronometer servings row stands for. */
export function nutrientsOf(row: CsvRow, columns: { kcal: string; protein: string; carbs: string; fat: string; fiber?: string; sugar?: string; sodium?: string }, micros: typeof MICROS) {
	const micro: Partial<Record<MicronutrientKey, number>> = {}
	for (const [column, key, factor] of micros) {
		if (!row.has(column)) continue
		const v = numberCell(row, column)
		if (v !== null) micro[key] = v * (factor ?? 1)
	}
	const opt = (c?: string) => (c && row.has(c) ? numberCell(row, c) : null)
	return {
		kcal: numberCell(row, columns.kcal) ?? 0,
		proteinG: numberCell(row, columns.protein) ?? 0,
		carbsG: numberCell(row, columns.carbs) ?? 0,
		fatG: numberCell(row, columns.fat) ?? 0,
		fiberG: opt(columns.fiber),
		sugarG: opt(columns.sugar),
		sodiumMg: opt(columns.sodium),
		micros: micro,
	}
}

/** A CSV input whose header cells are read with 'µ' as 'u'. */
function normalised(input: ImportInput): ImportInput {
	return { ...input, head: norm(input.head) }
}

export const cronometerServings: Importer = {
	source: 'cronometer',
	label: 'Cronometer servings',
	detect: (head) => hasColumns(head, ['Day', 'Group', 'Food Name', 'Energy (kcal)']),
	async *parse(input): AsyncIterable<ImportRecord> {
		const rows = csvRows(input, ['Day', 'Group', 'Food Name', 'Energy (kcal)', 'Protein (g)', 'Carbs (g)', 'Fat (g)'])
		const micros = MICROS.map(([c, k, f]) => [c, k, f] as const)
		for await (const row of rows) {
			const date = dateCell(row, 'Day')
			const name = row.cell('Food Name')
			if (!name) {
				yield { kind: 'skip', line: row.line, column: 'Food Name', reason: 'no food name' }
				continue
			}
			const look: CsvRow = { line: row.line, cell: (c) => row.cell(c) || row.cell(c.replace(/\(ug\)/, '(µg)')), has: (c) => row.has(c) || row.has(c.replace(/\(ug\)/, '(µg)')) }
			const entry: EntryRecord = {
				kind: 'entry',
				line: row.line,
				date,
				mealType: mealTypeOf(row.cell('Group')) ?? 'snack',
				name: name.slice(0, 200),
				...amountOf(row.cell('Amount')),
				...nutrientsOf(look, { kcal: 'Energy (kcal)', protein: 'Protein (g)', carbs: 'Carbs (g)', fat: 'Fat (g)', fiber: 'Fiber (g)', sugar: 'Sugars (g)', sodium: 'Sodium (mg)' }, micros),
			}
			yield entry
		}
	},
}

export const cronometerBiometrics: Importer = {
	source: 'cronometer',
	label: 'Cronometer biometrics',
	detect: (head) => hasColumns(head, ['Day', 'Metric', 'Unit', 'Amount']),
	async *parse(input): AsyncIterable<ImportRecord> {
		const fat = new Map<string, number>()
		const weights: { line: number; date: string; weightKg: number }[] = []
		for await (const row of csvRows(normalised(input), ['Day', 'Metric', 'Unit', 'Amount'])) {
			const date = dateCell(row, 'Day')
			const metric = row.cell('Metric').toLowerCase()
			const amount = numberCell(row, 'Amount')
			if (amount === null) continue
			if (metric === 'weight') {
				const kg = weightToKg(amount, row.cell('Unit'))
				if (kg === null) yield { kind: 'skip', line: row.line, column: 'Unit', reason: `unknown weight unit '${row.cell('Unit').slice(0, 20)}'` }
				else weights.push({ line: row.line, date, weightKg: kg })
			} else if (metric === 'body fat') fat.set(date, amount)
			else yield { kind: 'skip', line: row.line, column: 'Metric', reason: `'${row.cell('Metric').slice(0, 40)}' is not a weight` }
		}
		for (const w of weights) yield { kind: 'weight', ...w, bodyFatPct: fat.get(w.date) ?? null }
	},
}

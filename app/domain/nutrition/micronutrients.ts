/**
 * The micronutrients Platewise stores beside the macros (pure list, no db): the 29 columns of the
 * bundled `db/data/micronutrients.csv.gz` (USDA SR28 / FNDDS 2019-2020 / Foundation Foods, per
 * 100 g; db/data/README.md "Micronutrients"), with their display name, unit and group. `key` is
 * the CSV column name, which is also the database column on `foods`, `meal_foods` and
 * `saved_meal_foods` and the `key` of the nutrients API. `null` always means unknown, never 0.
 */

/** Where a nutrient is shown: the Nutrients view's sections, in this order. */
export const NUTRIENT_GROUPS = ['vitamins', 'minerals', 'fats', 'other'] as const
export type NutrientGroup = (typeof NUTRIENT_GROUPS)[number]

/** Units as the data writes them (`ug` = µg). */
export type NutrientUnit = 'g' | 'mg' | 'ug'

/** The stored micronutrient columns, in the CSV's order. */
export const MICRONUTRIENT_KEYS = [
	'water_g',
	'saturated_fat_g',
	'monounsaturated_fat_g',
	'polyunsaturated_fat_g',
	'cholesterol_mg',
	'calcium_mg',
	'iron_mg',
	'magnesium_mg',
	'phosphorus_mg',
	'potassium_mg',
	'zinc_mg',
	'copper_mg',
	'manganese_mg',
	'selenium_ug',
	'vitamin_c_mg',
	'thiamin_mg',
	'riboflavin_mg',
	'niacin_mg',
	'pantothenic_acid_mg',
	'vitamin_b6_mg',
	'folate_dfe_ug',
	'choline_mg',
	'vitamin_b12_ug',
	'vitamin_a_rae_ug',
	'vitamin_e_mg',
	'vitamin_d_ug',
	'vitamin_k_ug',
	'caffeine_mg',
	'alcohol_g',
] as const
export type MicronutrientKey = (typeof MICRONUTRIENT_KEYS)[number]

/** Macros that the nutrients API reports beside the micronutrients (read from the macro columns). */
export const MACRO_NUTRIENT_KEYS = ['protein_g', 'carbs_g', 'fat_g', 'fiber_g', 'sugar_g', 'sodium_mg'] as const
export type MacroNutrientKey = (typeof MACRO_NUTRIENT_KEYS)[number]

/** Every key the nutrients API and the Nutrients view report. */
export type ReportedNutrientKey = MicronutrientKey | MacroNutrientKey

/** A nutrient as shown: its key (CSV column), display name, unit and group. */
export type NutrientInfo = { key: ReportedNutrientKey; name: string; unit: NutrientUnit; group: NutrientGroup }

/**
 * Every reported nutrient in display order (grouped: vitamins, minerals, fats, other). Names follow
 * the US Nutrition Facts label where it has one (21 CFR 101.9).
 */
export const NUTRIENT_LIST: readonly NutrientInfo[] = Object.freeze([
	{ key: 'vitamin_a_rae_ug', name: 'Vitamin A', unit: 'ug', group: 'vitamins' },
	{ key: 'vitamin_c_mg', name: 'Vitamin C', unit: 'mg', group: 'vitamins' },
	{ key: 'vitamin_d_ug', name: 'Vitamin D', unit: 'ug', group: 'vitamins' },
	{ key: 'vitamin_e_mg', name: 'Vitamin E', unit: 'mg', group: 'vitamins' },
	{ key: 'vitamin_k_ug', name: 'Vitamin K', unit: 'ug', group: 'vitamins' },
	{ key: 'thiamin_mg', name: 'Thiamin (B1)', unit: 'mg', group: 'vitamins' },
	{ key: 'riboflavin_mg', name: 'Riboflavin (B2)', unit: 'mg', group: 'vitamins' },
	{ key: 'niacin_mg', name: 'Niacin (B3)', unit: 'mg', group: 'vitamins' },
	{ key: 'pantothenic_acid_mg', name: 'Pantothenic acid (B5)', unit: 'mg', group: 'vitamins' },
	{ key: 'vitamin_b6_mg', name: 'Vitamin B6', unit: 'mg', group: 'vitamins' },
	{ key: 'folate_dfe_ug', name: 'Folate (DFE)', unit: 'ug', group: 'vitamins' },
	{ key: 'vitamin_b12_ug', name: 'Vitamin B12', unit: 'ug', group: 'vitamins' },
	{ key: 'choline_mg', name: 'Choline', unit: 'mg', group: 'vitamins' },
	{ key: 'calcium_mg', name: 'Calcium', unit: 'mg', group: 'minerals' },
	{ key: 'iron_mg', name: 'Iron', unit: 'mg', group: 'minerals' },
	{ key: 'magnesium_mg', name: 'Magnesium', unit: 'mg', group: 'minerals' },
	{ key: 'phosphorus_mg', name: 'Phosphorus', unit: 'mg', group: 'minerals' },
	{ key: 'potassium_mg', name: 'Potassium', unit: 'mg', group: 'minerals' },
	{ key: 'sodium_mg', name: 'Sodium', unit: 'mg', group: 'minerals' },
	{ key: 'zinc_mg', name: 'Zinc', unit: 'mg', group: 'minerals' },
	{ key: 'copper_mg', name: 'Copper', unit: 'mg', group: 'minerals' },
	{ key: 'manganese_mg', name: 'Manganese', unit: 'mg', group: 'minerals' },
	{ key: 'selenium_ug', name: 'Selenium', unit: 'ug', group: 'minerals' },
	{ key: 'fat_g', name: 'Total fat', unit: 'g', group: 'fats' },
	{ key: 'saturated_fat_g', name: 'Saturated fat', unit: 'g', group: 'fats' },
	{ key: 'monounsaturated_fat_g', name: 'Monounsaturated fat', unit: 'g', group: 'fats' },
	{ key: 'polyunsaturated_fat_g', name: 'Polyunsaturated fat', unit: 'g', group: 'fats' },
	{ key: 'cholesterol_mg', name: 'Cholesterol', unit: 'mg', group: 'fats' },
	{ key: 'protein_g', name: 'Protein', unit: 'g', group: 'other' },
	{ key: 'carbs_g', name: 'Carbohydrates', unit: 'g', group: 'other' },
	{ key: 'fiber_g', name: 'Fiber', unit: 'g', group: 'other' },
	{ key: 'sugar_g', name: 'Sugars', unit: 'g', group: 'other' },
	{ key: 'water_g', name: 'Water', unit: 'g', group: 'other' },
	{ key: 'caffeine_mg', name: 'Caffeine', unit: 'mg', group: 'other' },
	{ key: 'alcohol_g', name: 'Alcohol', unit: 'g', group: 'other' },
])

const BY_KEY = new Map(NUTRIENT_LIST.map((n) => [n.key, n]))

/** The reported nutrient with this key, or undefined (an unknown key from a URL or a form). */
export function nutrientInfo(key: string): NutrientInfo | undefined {
	return BY_KEY.get(key as ReportedNutrientKey)
}

/** True for a stored micronutrient column key. */
export function isMicronutrientKey(key: string): key is MicronutrientKey {
	return (MICRONUTRIENT_KEYS as readonly string[]).includes(key)
}

/** A food's or an entry's micronutrients: per the food's basis, or the amount an entry contributed. */
export type Micronutrients = Record<MicronutrientKey, number | null>

/** All unknown. */
export const UNKNOWN_MICRONUTRIENTS: Readonly<Micronutrients> = Object.freeze(
	Object.fromEntries(MICRONUTRIENT_KEYS.map((k) => [k, null])) as Micronutrients,
)

/** Rounds to 4 decimals (entry snapshots keep µg of copper and manganese mg exact enough to sum). */
function round4(v: number): number {
	return Math.round((v + Math.sign(v) * Number.EPSILON) * 1e4) / 1e4
}

/**
 * `m` × `factor` (e.g. grams / 100 for a per-100 g food), each value rounded to 4 decimals; unknown
 * stays unknown, negatives count as 0.
 *
 * @throws RangeError when `factor` is not a finite number ≥ 0.
 */
export function scaleMicronutrients(m: Partial<Record<MicronutrientKey, number | null | undefined>>, factor: number): Micronutrients {
	if (!Number.isFinite(factor) || factor < 0) throw new RangeError(`Micronutrient scale factor must be a finite number ≥ 0 (got ${String(factor)})`)
	const out = { ...UNKNOWN_MICRONUTRIENTS }
	for (const k of MICRONUTRIENT_KEYS) {
		const v = m[k]
		out[k] = v == null || !Number.isFinite(v) ? null : round4(Math.max(0, v) * factor)
	}
	return out
}

/** The micronutrient fields of any row that carries the columns (a food, an entry), unknown where absent. */
export function pickMicronutrients(row: Partial<Record<MicronutrientKey, unknown>>): Micronutrients {
	const out = { ...UNKNOWN_MICRONUTRIENTS }
	for (const k of MICRONUTRIENT_KEYS) {
		const v = row[k]
		out[k] = typeof v === 'number' && Number.isFinite(v) ? v : null
	}
	return out
}

/**
 * The most one serving of a custom food may hold of a micronutrient, by unit: 1,000 g (a whole
 * serving's weight at most, as CUSTOM_FOOD_BOUNDS.grams), so 1e6 mg and 1e9 µg; beyond is a typing slip.
 */
export const MICRONUTRIENT_MAX_PER_SERVING: Readonly<Record<NutrientUnit, number>> = Object.freeze({ g: 1_000, mg: 1_000_000, ug: 1_000_000_000 })

/**
 * The first problem with a custom food's micronutrients (per serving), or null: an unknown key, or
 * a value that is not a finite number from 0 to {@link MICRONUTRIENT_MAX_PER_SERVING} of its unit
 * (null/undefined = unknown, accepted).
 */
export function micronutrientProblem(values: Readonly<Record<string, unknown>>): { key: string; message: string } | null {
	for (const [key, v] of Object.entries(values)) {
		if (!isMicronutrientKey(key)) return { key, message: `${key} is not a nutrient Platewise stores` }
		if (v == null) continue
		const max = MICRONUTRIENT_MAX_PER_SERVING[nutrientInfo(key)!.unit]
		if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > max) return { key, message: `${key} must be a number from 0 to ${max}` }
	}
	return null
}

/**
 * The one nutrition value model (isomorphic: no db, no React). Every layer — stored foods, log
 * entries, meals, days, recipes, planned meals and capture results — carries its numbers as
 * {@link Nutrients}; the JSON API renames them to the spec's field names only at its edge.
 */

/**
 * Energy and nutrient amounts of some quantity of food: kcal, grams (protein, carbohydrate by
 * difference, total fat, total dietary fibre, total sugars) and mg (sodium). `null` means the
 * source publishes no value — unknown, never zero.
 */
export type Nutrients = {
	kcal: number | null
	proteinG: number | null
	carbsG: number | null
	fatG: number | null
	fiberG: number | null
	sugarG: number | null
	sodiumMg: number | null
}

/** The keys of {@link Nutrients}, in display order. */
export const NUTRIENT_KEYS = ['kcal', 'proteinG', 'carbsG', 'fatG', 'fiberG', 'sugarG', 'sodiumMg'] as const satisfies readonly (keyof Nutrients)[]

/** All-zero nutrients: the neutral element of {@link addNutrients} (an empty meal, an empty day). */
export const ZERO_NUTRIENTS: Readonly<Nutrients> = Object.freeze({ kcal: 0, proteinG: 0, carbsG: 0, fatG: 0, fiberG: 0, sugarG: 0, sodiumMg: 0 })

/** All-unknown nutrients. */
export const UNKNOWN_NUTRIENTS: Readonly<Nutrients> = Object.freeze({ kcal: null, proteinG: null, carbsG: null, fatG: null, fiberG: null, sugarG: null, sodiumMg: null })

/**
 * Rounds to `decimals` places (default 2: the 0.01 precision stored nutrients keep) without float
 * noise (352.6700000000001 → 352.67); negatives stay negative. For a whole number to show, see
 * {@link wholeAmount}.
 */
export function roundTo(value: number, decimals = 2): number {
	const f = 10 ** decimals
	return Math.round((value + Math.sign(value) * Number.EPSILON) * f) / f
}

/**
 * `n` × `factor`, rounded to 0.01. Unknown values stay unknown. Negative source values (USDA
 * publishes a few 'carbohydrate, by difference' figures below zero) count as 0: an amount eaten
 * never subtracts.
 *
 * Example: 'Bananas, raw' per 100 g (89 kcal, 22.84 g carbs) × 1.18 → 105.02 kcal, 26.95 g carbs.
 *
 * @throws RangeError when `factor` is not a finite number ≥ 0.
 */
export function scaleNutrients(n: Nutrients, factor: number): Nutrients {
	if (!Number.isFinite(factor) || factor < 0) throw new RangeError(`Nutrient scale factor must be a finite number ≥ 0 (got ${String(factor)})`)
	const out = { ...UNKNOWN_NUTRIENTS }
	for (const key of NUTRIENT_KEYS) {
		const v = n[key]
		out[key] = v == null || !Number.isFinite(v) ? null : roundTo(Math.max(0, v) * factor)
	}
	return out
}

/**
 * `a` + `b`, rounded to 0.01. Unknown plus unknown stays unknown; unknown plus a known value is
 * the known value (what is known is summed: a day's fibre counts the entries that report fibre).
 */
export function addNutrients(a: Nutrients, b: Nutrients): Nutrients {
	const out = { ...UNKNOWN_NUTRIENTS }
	for (const key of NUTRIENT_KEYS) {
		const x = a[key]
		const y = b[key]
		out[key] = x == null && y == null ? null : roundTo((x ?? 0) + (y ?? 0))
	}
	return out
}

/** The sum of `list` by {@link addNutrients}; an empty list sums to {@link ZERO_NUTRIENTS}. */
export function sumNutrients(list: Iterable<Nutrients>): Nutrients {
	let total: Nutrients | null = null
	for (const n of list) total = total === null ? { ...n } : addNutrients(total, n)
	return total ?? { ...ZERO_NUTRIENTS }
}

/** A nutrient as a displayed amount: rounded to a whole number, unknown or negative shown as 0. */
export function wholeAmount(value: number | null | undefined): number {
	if (value == null || !Number.isFinite(value)) return 0
	return Math.max(0, Math.round(value))
}

/** Picks the {@link Nutrients} fields out of a wider record (a `foods` or `meal_foods` row). */
export function nutrientsOf(row: { [K in keyof Nutrients]: number | null | undefined }): Nutrients {
	return {
		kcal: row.kcal ?? null,
		proteinG: row.proteinG ?? null,
		carbsG: row.carbsG ?? null,
		fatG: row.fatG ?? null,
		fiberG: row.fiberG ?? null,
		sugarG: row.sugarG ?? null,
		sodiumMg: row.sodiumMg ?? null,
	}
}

/**
 * Energy estimated from macros with the Atwater general factors: 4 kcal per g protein, 4 per g
 * carbohydrate, 9 per g fat (USDA Agriculture Handbook 74; FAO 2003). Used where a source has no
 * energy value (the Open Food Facts extract); such kcal is always flagged as estimated.
 *
 * Example: 6.3 g protein, 57.5 g carbs, 30.9 g fat → 533.3 kcal.
 *
 * @returns kcal rounded to 0.01, or null unless all three are known (an unknown macronutrient is
 *   not zero).
 */
export function atwaterKcal(proteinG: number | null, carbsG: number | null, fatG: number | null): number | null {
	if (proteinG == null || carbsG == null || fatG == null) return null
	return roundTo(4 * proteinG + 4 * carbsG + 9 * fatG)
}

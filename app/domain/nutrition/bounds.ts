/**
 * Bounds of a custom food's values: the one set the Manual Food Entry form, POST /api/foods and
 * `createCustomFood` all check (isomorphic, no imports besides none).
 *
 * A serving holds at most 10,000 kcal and 1,000 g of each macronutrient; its size is greater than
 * 0 and at most 10,000 of its unit. (The largest foods people log — a whole cake, a family-size
 * pizza — stay well inside; anything larger is a typing slip such as kJ for kcal or mg for g.)
 */
export const CUSTOM_FOOD_BOUNDS = {
	/** Serving size, in the serving's unit: 0.01..10,000 (a smaller one only ever comes from a slip or an attack: 5e-324). */
	servingSize: { min: 0.01, max: 10_000 },
	/** kcal per serving (or per unit on the manual form): 0..10,000. */
	kcal: { min: 0, max: 10_000 },
	/** g of protein, carbs, fat, fiber or sugar per serving: 0..1,000. */
	grams: { min: 0, max: 1_000 },
} as const

/**
 * A logged quantity (spec section 9): at least 0.1 on the manual form (`min`), at least 0.01 when
 * logging a database food (`logMin`: a tenth of a tenth of a serving), at most 10,000.
 */
export const QUANTITY_BOUNDS = { min: 0.1, logMin: 0.01, max: 10_000 } as const

/**
 * What one diary entry may hold (bound the product of quantity and serving): at most
 * 50,000 kcal and 50 kg. The largest custom serving (10,000 kcal) times the largest quantity
 * would otherwise store 1e8 kcal; no real single entry comes near 50,000 kcal.
 */
export const ENTRY_BOUNDS = { kcal: 50_000, grams: 50_000 } as const

/**
 * Portions: the default serving of a food and the nutrients of any logged quantity. These two
 * functions are the only path from a food to the numbers shown or stored — display, the API
 * shape, the /search page's Add, logging, recipes, planned meals and capture results all call
 * them. Isomorphic.
 */
import { FALLBACK_SERVING_GRAMS, portionNutrients, resolveQuantity, type UnitFood, type UnitPortion } from './units.ts'
import type { LogUnit } from './units.ts'
import { nutrientsOf, type Nutrients } from './nutrients.ts'

/** The food fields portion maths reads: its unit fields plus its nutrients per `basis`. */
export type PortionFood = UnitFood & Nutrients & { kcalEstimated: boolean }

/** A food's default serving: what '1 serving' means for it. */
export type DefaultServing = {
	/** Always 1 'serving': the unit every food accepts (see {@link resolvePortion}). */
	quantity: 1
	unit: 'serving'
	/** Weight in g (ml taken as g for drinks); null for a custom food whose serving weight is unknown. */
	grams: number | null
	/** What one serving is, for people: '1 medium (118 g)', '100 g', '2 piece'. */
	label: string
	/** The serving as an amount in the unit the source states it: 118 g, 100 ml, 2 piece. */
	size: number
	sizeUnit: string
}


function formatNumber(n: number): string {
	return String(Math.round(n * 10) / 10)
}

/**
 * The default serving of `food`.
 *
 * - Reference foods (per 100 g / 100 ml): the household serving chosen at import (the portion
 *   people mean: '1 medium' banana, '1 large' egg, '1 slice' bread — the rule lives in
 *   db/import/) with its weight, else 100 g (100 ml for drinks).
 * - Custom foods (per serving): their own `servingSize` `servingUnit`.
 */
export function defaultServing(food: UnitFood): DefaultServing {
	if (food.basis === 'perServing') {
		const size = food.servingSize && food.servingSize > 0 ? food.servingSize : 1
		const unit = food.servingUnit ?? 'serving'
		const grams = food.servingGrams && food.servingGrams > 0 ? food.servingGrams : unit === 'gram' ? size : null
		const shown = unit === 'gram' ? 'g' : unit === 'ounce' ? 'oz' : unit
		return { quantity: 1, unit: 'serving', grams, label: `${formatNumber(size)} ${shown}`, size, sizeUnit: unit }
	}
	const sizeUnit = food.basis === 'per100ml' ? 'ml' : 'g'
	if (food.servingGrams && food.servingGrams > 0) {
		const text = food.householdServing?.trim()
		const weight = `${formatNumber(food.servingGrams)} ${sizeUnit}`
		return { quantity: 1, unit: 'serving', grams: food.servingGrams, label: text ? `${text} (${weight})` : weight, size: food.servingGrams, sizeUnit }
	}
	return {
		quantity: 1,
		unit: 'serving',
		grams: FALLBACK_SERVING_GRAMS,
		label: `${FALLBACK_SERVING_GRAMS} ${sizeUnit}`,
		size: FALLBACK_SERVING_GRAMS,
		sizeUnit,
	}
}

/** A resolved quantity of a food: its weight, servings and nutrient totals. */
export type ResolvedPortion = {
	/** g, when the weight is known. */
	grams: number | null
	/** Number of servings, for per-serving (custom) foods. */
	servings: number | null
	/** Totals for the quantity, rounded to 0.01 (kcal, g, mg; null = unknown). */
	nutrients: Nutrients
	/** True when the kcal is an Atwater estimate (Open Food Facts products). */
	kcalEstimated: boolean
}

/**
 * The weight and nutrients of `quantity` × `unit` of `food`. `unit` is one of the log units
 * (serving, gram, ounce, cup, piece) that {@link unitOptions} offers for the food: 'serving' always
 * (its {@link defaultServing}); gram and ounce whenever the weight is known; cup and piece from the
 * food's USDA household portions.
 *
 * Example: 'Bananas, raw' (89 kcal per 100 g), 1 piece of '1 medium' (118 g) → 118 g, 105.02 kcal.
 *
 * @throws RangeError when `quantity` is not a finite number > 0.
 * @throws UnitNotAvailableError (./units.ts) when the unit does not apply to the food.
 */
export function resolvePortion(
	food: PortionFood,
	portions: readonly UnitPortion[],
	amount: { quantity: number; unit: LogUnit | string },
): ResolvedPortion {
	const q = resolveQuantity(food, portions, amount.quantity, amount.unit)
	const n = portionNutrients({ ...food, ...nutrientsOf(food), basis: food.basis, kcalEstimated: food.kcalEstimated }, q)
	return { grams: q.grams, servings: q.servings, nutrients: nutrientsOf(n), kcalEstimated: n.kcalEstimated }
}

export { unitOptions, UnitNotAvailableError, LOG_UNITS, isLogUnit, GRAMS_PER_OUNCE, FALLBACK_SERVING_GRAMS } from './units.ts'
export type { LogUnit, UnitOption, UnitPortion, UnitFood } from './units.ts'

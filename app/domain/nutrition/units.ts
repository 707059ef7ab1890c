/**
 * Units a food can be logged in, and the nutrients of a logged quantity (spec section 9).
 * Pure and isomorphic: no database access, safe to import in the browser.
 *
 * Reference foods (USDA, Open Food Facts) carry nutrients per 100 g (`per100g`; `per100ml` for
 * drinks, where 1 ml is taken as 1 g). Custom foods may instead carry them per one serving
 * (`perServing`) of `servingSize` `servingUnit`.
 */

import type { Nutrients } from './nutrients.ts'

/** Units offered when logging a food (spec section 9). */
export const LOG_UNITS = ['serving', 'gram', 'ounce', 'cup', 'piece'] as const
/** One of {@link LOG_UNITS}. */
export type LogUnit = (typeof LOG_UNITS)[number]

/**
 * Grams standing in for a reference food's serving when the source gives none: the 100 g (100 ml)
 * its values are published for.
 */
export const FALLBACK_SERVING_GRAMS = 100

/** Grams in one avoirdupois ounce (exact, by the 1959 international yard and pound agreement). */
export const GRAMS_PER_OUNCE = 28.349523125

/** The food fields the unit logic reads (a `Food` row or a `FoodSearchResult` both fit). */
export interface UnitFood {
	basis: 'per100g' | 'per100ml' | 'perServing'
	/** Default serving amount in `servingUnit`. */
	servingSize: number | null
	/** 'g' / 'ml' for reference foods; for custom foods one of {@link LOG_UNITS}. */
	servingUnit: string | null
	/** Default serving as text, e.g. '1 cup, mashed'. */
	householdServing: string | null
	/** Grams in one default serving, when known. */
	servingGrams: number | null
}

/**
 * The nutrient fields of a food, per its `basis` (kcal, g, mg; null = unknown), and whether its kcal
 * was estimated from the macronutrients. A `Food` row (db/schema.ts `FoodNutrients`) fits.
 */
export type NutrientFood = Nutrients & { basis: UnitFood['basis']; kcalEstimated: boolean; servingGrams?: number | null }

/** A USDA household portion: `amount` × `unit` weighs `gramWeight` g. */
export interface UnitPortion {
	seq?: number
	amount: number
	unit: string
	gramWeight: number
	label?: string
}

/** One unit the food can be logged in. */
export interface UnitOption {
	unit: LogUnit
	/** Grams in 1 unit; null for a perServing food whose serving weight is unknown. */
	gramsPerUnit: number | null
	/** Servings (of a perServing food) in 1 unit; null for per100g/per100ml foods. */
	servingsPerUnit: number | null
	/** Human label, e.g. 'cup, sliced (150 g)'. */
	label: string
}

/** The quantity a log entry stands for. */
export interface ResolvedQuantity {
	/** Weight in g, when known. */
	grams: number | null
	/** Number of servings, for perServing foods. */
	servings: number | null
}

/** Nutrient totals of a logged quantity (kcal, g, mg; null stays null — unknown, not zero). */
export type PortionNutrients = Omit<NutrientFood, 'basis' | 'servingGrams'>

/** Thrown by {@link resolveQuantity} when the food cannot be logged in the requested unit. */
export class UnitNotAvailableError extends Error {
	override readonly name = 'UnitNotAvailableError'
	constructor(
		readonly unit: string,
		readonly available: LogUnit[],
	) {
		super(`This food cannot be logged in ${unit}; available: ${available.join(', ') || 'none'}`)
	}
}

/** True when `value` is one of {@link LOG_UNITS}. */
export function isLogUnit(value: unknown): value is LogUnit {
	return typeof value === 'string' && (LOG_UNITS as readonly string[]).includes(value)
}

/** Portion units that count pieces (first word of the USDA unit text). 'medium' is preferred. */
const PIECE_WORDS = new Set([
	'medium',
	'large',
	'small',
	'extra',
	'jumbo',
	'piece',
	'pieces',
	'each',
	'item',
	'whole',
	'unit',
	'fruit',
	'slice',
	'egg',
	'banana',
	'apple',
	'orange',
	'peach',
	'pear',
	'plum',
	'kiwi',
	'tomato',
	'potato',
	'carrot',
	'onion',
	'pepper',
	'breast',
	'thigh',
	'drumstick',
	'wing',
	'leg',
	'fillet',
	'steak',
	'chop',
	'patty',
	'link',
	'sausage',
	'frank',
	'stick',
	'bar',
	'cookie',
	'cracker',
	'muffin',
	'bagel',
	'roll',
	'bun',
	'biscuit',
	'doughnut',
	'pancake',
	'waffle',
	'tortilla',
	'taco',
	'burrito',
	'sandwich',
	'burger',
	'nugget',
	'strip',
	'wedge',
	'spear',
	'stalk',
	'leaf',
	'head',
	'ear',
	'clove',
	'olive',
	'date',
	'fig',
	'prune',
	'pretzel',
	'cake',
	'cupcake',
	'scoop',
	'small/regular',
	'regular',
])

/** Grams per one piece from a portion row (gramWeight / amount). */
function perOne(portion: UnitPortion): number {
	return portion.gramWeight / portion.amount
}

function firstWord(unit: string): string {
	return unit.trim().toLowerCase().split(/[\s,(]+/)[0] ?? ''
}

function formatAmount(n: number): string {
	return String(Math.round(n * 100) / 100)
}

function grams(n: number): string {
	return `${Math.round(n * 10) / 10} g`
}

function sortedPortions(portions: readonly UnitPortion[]): UnitPortion[] {
	return portions
		.filter((p) => p.amount > 0 && p.gramWeight > 0)
		.map((p, i) => ({ p, i }))
		.sort((a, b) => (a.p.seq ?? a.i) - (b.p.seq ?? b.i))
		.map(({ p }) => p)
}

/** The first USDA portion measured in cups ('cup', 'cup, sliced', 'cup (8 fl oz)'…). */
function cupPortion(portions: UnitPortion[]): UnitPortion | undefined {
	return portions.find((p) => /^cups?\b/i.test(p.unit.trim()))
}

/** The first portion that counts pieces, preferring a 'medium' one. */
function piecePortion(portions: UnitPortion[]): UnitPortion | undefined {
	return (
		portions.find((p) => firstWord(p.unit) === 'medium') ??
		portions.find((p) => PIECE_WORDS.has(firstWord(p.unit)))
	)
}

function unitLabel(portion: UnitPortion): string {
	return portion.unit.replace(/\s+/g, ' ').trim()
}

/**
 * The units `food` can be logged in, in {@link LOG_UNITS} order.
 *
 * Per 100 g / 100 ml foods: serving, gram and ounce always (serving is the default serving's weight
 * (`servingGrams`) when known, else 100 g); cup from the first USDA portion whose unit starts with 'cup'; piece
 * from the first portion that counts pieces (a 'medium' one if any, else e.g. 'large', 'slice',
 * 'piece', 'fruit') — per one piece (gramWeight / amount). A unit without such a portion is not
 * offered.
 *
 * perServing (custom) foods: their own serving unit and 'serving' (one serving, the unit their
 * nutrients are given in), plus gram and ounce when the serving's weight is known.
 */
export function unitOptions(food: UnitFood, portions: readonly UnitPortion[] = []): UnitOption[] {
	const options = new Map<LogUnit, UnitOption>()
	if (food.basis === 'perServing') {
		const size = food.servingSize && food.servingSize > 0 ? food.servingSize : 1
		const own: LogUnit = isLogUnit(food.servingUnit) ? food.servingUnit : 'serving'
		const servingGrams = food.servingGrams && food.servingGrams > 0 ? food.servingGrams : null
		if (own === 'gram' || own === 'ounce') {
			const gramsPerUnit = own === 'gram' ? 1 : GRAMS_PER_OUNCE
			const g = servingGrams ?? gramsPerUnit * size
			options.set(own, {
				unit: own,
				gramsPerUnit,
				servingsPerUnit: gramsPerUnit / g,
				label: own === 'gram' ? 'g' : `oz (${grams(GRAMS_PER_OUNCE)})`,
			})
		} else {
			const perUnitGrams = servingGrams === null ? null : servingGrams / size
			options.set(own, {
				unit: own,
				gramsPerUnit: perUnitGrams,
				servingsPerUnit: 1 / size,
				label: perUnitGrams === null ? own : `${own} (${grams(perUnitGrams)})`,
			})
		}
		// 'serving' is the unit the nutrients are in, so it is always offered too.
		if (!options.has('serving')) {
			options.set('serving', {
				unit: 'serving',
				gramsPerUnit: servingGrams,
				servingsPerUnit: 1,
				label: `serving: ${formatAmount(size)} ${own === 'gram' ? 'g' : own === 'ounce' ? 'oz' : own}${servingGrams !== null && own !== 'gram' ? ` (${grams(servingGrams)})` : ''}`,
			})
		}
		if (servingGrams !== null) {
			if (!options.has('gram')) options.set('gram', { unit: 'gram', gramsPerUnit: 1, servingsPerUnit: 1 / servingGrams, label: 'g' })
			if (!options.has('ounce'))
				options.set('ounce', {
					unit: 'ounce',
					gramsPerUnit: GRAMS_PER_OUNCE,
					servingsPerUnit: GRAMS_PER_OUNCE / servingGrams,
					label: `oz (${grams(GRAMS_PER_OUNCE)})`,
				})
		}
	} else {
		const sorted = sortedPortions(portions)
		// 'serving' is always offered: the household serving when the source gives one, else the
		// 100 g (100 ml) the values are published for — the serving lists and the API show.
		const servingGrams = food.servingGrams && food.servingGrams > 0 ? food.servingGrams : FALLBACK_SERVING_GRAMS
		const text = food.servingGrams && food.servingGrams > 0 ? food.householdServing?.trim() : undefined
		options.set('serving', {
			unit: 'serving',
			gramsPerUnit: servingGrams,
			servingsPerUnit: null,
			label: text ? `serving: ${text} (${grams(servingGrams)})` : `serving (${grams(servingGrams)})`,
		})
		options.set('gram', { unit: 'gram', gramsPerUnit: 1, servingsPerUnit: null, label: 'g' })
		options.set('ounce', {
			unit: 'ounce',
			gramsPerUnit: GRAMS_PER_OUNCE,
			servingsPerUnit: null,
			label: `oz (${grams(GRAMS_PER_OUNCE)})`,
		})
		const cup = cupPortion(sorted)
		if (cup) {
			options.set('cup', {
				unit: 'cup',
				gramsPerUnit: perOne(cup),
				servingsPerUnit: null,
				label: `${unitLabel(cup)} (${grams(perOne(cup))})`,
			})
		}
		const piece = piecePortion(sorted)
		if (piece) {
			options.set('piece', {
				unit: 'piece',
				gramsPerUnit: perOne(piece),
				servingsPerUnit: null,
				label: `${unitLabel(piece)} (${grams(perOne(piece))})`,
			})
		}
	}
	return LOG_UNITS.flatMap((unit) => options.get(unit) ?? [])
}

/**
 * Converts `quantity` `unit` of `food` into grams and/or servings.
 *
 * @returns `grams` whenever the weight is known; `servings` for perServing foods.
 * @throws RangeError when `quantity` is not a finite number > 0.
 * @throws UnitNotAvailableError when {@link unitOptions} does not offer `unit` for this food.
 */
export function resolveQuantity(
	food: UnitFood,
	portions: readonly UnitPortion[],
	quantity: number,
	unit: string,
): ResolvedQuantity {
	if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0) {
		throw new RangeError(`Quantity must be a number greater than 0 (got ${String(quantity)})`)
	}
	const options = unitOptions(food, portions)
	const option = options.find((o) => o.unit === unit)
	if (!option) {
		throw new UnitNotAvailableError(
			unit,
			options.map((o) => o.unit),
		)
	}
	return {
		grams: option.gramsPerUnit === null ? null : quantity * option.gramsPerUnit,
		servings: option.servingsPerUnit === null ? null : quantity * option.servingsPerUnit,
	}
}

/**
 * Nutrient totals of a logged quantity, rounded to 2 decimals.
 *
 * per100g / per100ml: value × grams / 100 (grams from `servings` × servingGrams when only
 * servings are given). perServing: value × servings (servings from grams / servingGrams when only
 * grams are given). Unknown (null) nutrients stay null; `kcalEstimated` is carried over.
 *
 * Example: "Bananas, raw" (89 kcal, 22.84 g carbs per 100 g), 118 g → 105.02 kcal, 26.95 g carbs.
 *
 * @throws RangeError when the amount the food's basis needs is missing, negative or not finite.
 */
export function portionNutrients(
	food: NutrientFood,
	amount: { grams?: number | null; servings?: number | null },
): PortionNutrients {
	let factor: number | null
	const servingGrams = food.servingGrams && food.servingGrams > 0 ? food.servingGrams : null
	if (food.basis === 'perServing') {
		const servings = amount.servings ?? (amount.grams != null && servingGrams ? amount.grams / servingGrams : null)
		factor = servings
	} else {
		const g = amount.grams ?? (amount.servings != null && servingGrams ? amount.servings * servingGrams : null)
		factor = g === null ? null : g / 100
	}
	if (factor === null || !Number.isFinite(factor) || factor < 0) {
		throw new RangeError(
			food.basis === 'perServing'
				? 'A number of servings is needed for this food'
				: 'A weight in grams is needed for this food',
		)
	}
	const f = factor
	// USDA publishes some 'carbohydrate, by difference' values below zero; a logged amount never is.
	const scale = (value: number | null) => (value === null ? null : round2(Math.max(0, value) * f))
	return {
		kcal: scale(food.kcal),
		kcalEstimated: food.kcalEstimated,
		proteinG: scale(food.proteinG),
		carbsG: scale(food.carbsG),
		fatG: scale(food.fatG),
		fiberG: scale(food.fiberG),
		sugarG: scale(food.sugarG),
		sodiumMg: scale(food.sodiumMg),
	}
}

function round2(n: number): number {
	return Math.round((n + Number.EPSILON) * 100) / 100
}

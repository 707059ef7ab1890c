/**
 * Restriction rules of a substitution: which foods a restriction forbids is the food
 * classifier's (app/domain/foods/classify/views.ts `DIET_FORBIDS`: the same answer the planner and
 * the recipe labels give); this module adds the numeric rules of one swap, and the nutritional
 * goal each restriction implies for ranking.
 *
 * All numbers are per 100 g of the *original* ingredient, with the suggestion's ratio applied
 * (`R` = what replaces 100 g of the original, `O` = 100 g of the original), from USDA rows.
 *
 * - keto: net carbohydrate (carbohydrate − fibre) of R at most 10 g, or at most a fifth of O's.
 * - diabetes ("lower glycaemic sugars and flours"): when both rows publish sugars, R's sugars
 *   may not exceed O's by more than 1 g.
 * - ibd, read as a low-residue diet (the usual advice in a flare or with strictures: little
 *   insoluble fibre): R's fibre at most 2 g, or not more than O's. A row without a fibre value
 *   counts as 0 g only for animal foods and fats (no plant cell walls); otherwise the rule fails.
 * - high-cholesterol: less saturated fat. The database has total fat only, no saturated fat, so
 *   besides the classifier's `sat_fat` and `cholesterol` foods, R's total fat is at most O's.
 * - low-fat: R's total fat at most 3 g (FDA 'low fat', 21 CFR 101.62(b)(2), 3 g per reference
 *   amount; applied here per 100 g of the original).
 * - low-sodium: R's sodium at most 140 mg (FDA 'low sodium', 21 CFR 101.61(b)(4)) or at least 25 %
 *   less than O's (FDA 'reduced sodium', 21 CFR 101.61(b)(6)).
 *
 * A value the row does not publish fails a numeric rule (we cannot show it holds), except that
 * pure oils ('Oil, …' in Fats and Oils) carry no carbohydrate, sugar, fibre or sodium.
 */
import type { Nutrients } from '#app/domain/nutrition/index.ts'
import { forbiddenTag, type FoodTag, type Restriction } from '#app/domain/foods/classify/index.ts'

/** A food as the rules see it: its database row (per 100 g) and its tags. */
export type RuleFood = { name: string; category: string | null; tags: ReadonlySet<FoodTag>; per100g: Nutrients }
/** One part of a suggestion: a food and the grams of it replacing 100 g of the original. */
export type RulePart = { food: RuleFood | null; grams: number }

const ANIMAL_OR_FAT_CATEGORIES = /^(Dairy and Egg Products|Beef Products|Pork Products|Poultry Products|Lamb, Veal, and Game Products|Sausages and Luncheon Meats|Finfish and Shellfish Products|Fats and Oils)$/

function isPureOil(food: RuleFood): boolean {
	return food.category === 'Fats and Oils' && /^oil,/i.test(food.name)
}

/**
 * The amount of nutrient `key` in `parts` (grams per 100 g of original), or null when a part's
 * row does not publish it (water counts 0; see the module doc for the pure-oil and fibre cases).
 */
export function partsAmount(parts: readonly RulePart[], key: keyof Nutrients): number | null {
	let total = 0
	for (const { food, grams } of parts) {
		if (!food) continue // water
		let v = food.per100g[key]
		if (v == null) {
			if (isPureOil(food) && key !== 'kcal' && key !== 'fatG' && key !== 'proteinG') v = 0
			else if (key === 'fiberG' && food.category && ANIMAL_OR_FAT_CATEGORIES.test(food.category)) v = 0
			else if (isPureOil(food) && key === 'proteinG') v = 0
			else return null
		}
		total += (Math.max(0, v) * grams) / 100
	}
	return total
}

const netCarbs = (carbs: number | null, fiber: number | null) => (carbs == null ? null : Math.max(0, carbs - (fiber ?? 0)))

/**
 * Why `parts` break `restriction`, or null when they satisfy it.
 * @param original the original's row per 100 g.
 */
export function breaks(restriction: Restriction, parts: readonly RulePart[], original: Nutrients | null): string | null {
	for (const { food } of parts) {
		if (!food) continue
		const hit = forbiddenTag(restriction, food.tags)
		if (hit) return `${food.name}: ${hit}`
	}
	const r = (key: keyof Nutrients) => partsAmount(parts, key)
	const o = (key: keyof Nutrients) => original?.[key] ?? null
	switch (restriction) {
		case 'keto': {
			const rNet = netCarbs(r('carbsG'), r('fiberG'))
			const oNet = netCarbs(o('carbsG'), o('fiberG'))
			if (rNet == null) return 'net carbohydrate unknown'
			return rNet <= 10 || (oNet != null && rNet <= oNet / 5) ? null : `net carbohydrate ${rNet.toFixed(1)} g`
		}
		case 'diabetes': {
			const rs = r('sugarG')
			const os = o('sugarG')
			return rs != null && os != null && rs > os + 1 ? `sugars ${rs.toFixed(1)} g > ${os} g` : null
		}
		case 'ibd': {
			const rf = r('fiberG')
			if (rf == null) return 'fibre unknown'
			const of = o('fiberG')
			return rf <= 2 || (of != null && rf <= of) ? null : `fibre ${rf.toFixed(1)} g`
		}
		case 'high-cholesterol': {
			const rf = r('fatG')
			if (rf == null) return 'fat unknown'
			const of = o('fatG')
			return rf <= (of ?? 3) ? null : `fat ${rf.toFixed(1)} g`
		}
		case 'low-fat': {
			const rf = r('fatG')
			if (rf == null) return 'fat unknown'
			return rf <= 3 ? null : `fat ${rf.toFixed(1)} g`
		}
		case 'low-sodium': {
			const rn = r('sodiumMg')
			if (rn == null) return 'sodium unknown'
			const on = o('sodiumMg')
			return rn <= 140 || (on != null && rn <= 0.75 * on) ? null : `sodium ${Math.round(rn)} mg`
		}
		default:
			return null
	}
}

/**
 * The ranking goal restrictions imply: keto → fewest net carbs; low-fat and
 * high-cholesterol → least fat; diabetes → fewest sugars; low-sodium → least sodium. Returns
 * sort keys (smaller is better), in this order of precedence; unknown sorts last.
 */
export function goalKeys(restrictions: readonly Restriction[], parts: readonly RulePart[]): number[] {
	const keys: number[] = []
	const v = (n: number | null) => (n == null ? Number.POSITIVE_INFINITY : n)
	if (restrictions.includes('keto')) keys.push(v(netCarbs(partsAmount(parts, 'carbsG'), partsAmount(parts, 'fiberG'))))
	if (restrictions.includes('low-fat') || restrictions.includes('high-cholesterol')) keys.push(v(partsAmount(parts, 'fatG')))
	if (restrictions.includes('diabetes')) keys.push(v(partsAmount(parts, 'sugarG')))
	if (restrictions.includes('low-sodium')) keys.push(v(partsAmount(parts, 'sodiumMg')))
	return keys
}

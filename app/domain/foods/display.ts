/**
 * What one default serving of a food holds, for lists, detail views and the API (isomorphic).
 * Nothing here restates a rule: the serving is `defaultServing` and its nutrients are
 * `resolvePortion(food, [], 1 serving)` (app/domain/nutrition/portion.ts).
 */
import { defaultServing, resolvePortion, type Nutrients, type PortionFood } from '#app/domain/nutrition/index.ts'

export type ServingSummary = {
	/** e.g. '1 medium (118 g)', '100 g', '30 g' — see `defaultServing`. */
	label: string
	/** Weight of the serving in g; null for a custom food whose serving weight is unknown. */
	grams: number | null
	/** Nutrients of one serving (kcal, g, mg; null when the source has no value). */
	nutrients: Nutrients
	/** True when the kcal is an Atwater estimate (Open Food Facts products). */
	kcalEstimated: boolean
}

/** Nutrients of one default serving of `food`, with a label naming the serving. */
export function servingSummary(food: PortionFood): ServingSummary {
	const serving = defaultServing(food)
	const { nutrients, kcalEstimated } = resolvePortion(food, [], serving)
	return { label: serving.label, grams: serving.grams, nutrients, kcalEstimated }
}

/** True when `text` has letters and none of them is lower-case ('POTATO CHIPS, SEA SALT'). */
function isAllCaps(text: string): boolean {
	return /\p{Lu}.*\p{Lu}/su.test(text) && !/\p{Ll}/u.test(text)
}

/**
 * A food's name as people read it: a name submitted in capitals (USDA Branded Foods, 'POTATO
 * CHIPS, SEA SALT') in sentence case ('Potato chips, sea salt'); any other name as stored
 * ('Bananas, raw', 'Nutella'). Only for showing: the stored name, search and the API keep the
 * published text.
 */
export function displayName(name: string): string {
	if (!isAllCaps(name)) return name
	// The first character only: '96% FAT FREE HAM' reads '96% fat free ham'.
	return name.toLocaleLowerCase('en-US').replace(/^\p{L}/u, (first) => first.toLocaleUpperCase('en-US'))
}

/** Short words a brand keeps in capitals (initialisms: 'LLC', 'USA', 'H-E-B'), except these. */
const BRAND_SMALL_WORDS: Record<string, string> = { AND: 'and', THE: 'the', OF: 'of', FOR: 'for', CO: 'Co', 'CO.': 'Co.', INC: 'Inc', 'INC.': 'Inc.' }

/**
 * A brand as people read it: one in capitals ('GENERAL MILLS SALES INC.') in title case ('General
 * Mills Sales Inc.'), keeping words of up to three letters as initialisms ('LLC', 'GS1'); any
 * other brand as stored ('Ferrero U.S.A., Incorporated'). Null stays null.
 */
export function displayBrand(brand: string | null | undefined): string | null {
	if (!brand) return null
	if (!isAllCaps(brand)) return brand
	return brand.replace(/[^\s]+/g, (word) => {
		if (BRAND_SMALL_WORDS[word]) return BRAND_SMALL_WORDS[word]!
		if ((word.match(/\p{L}/gu) ?? []).length <= 3) return word
		const lower = word.toLocaleLowerCase('en-US')
		return lower.replace(/\p{L}/u, (first) => first.toLocaleUpperCase('en-US'))
	})
}
